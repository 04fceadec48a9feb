import type { JoinRequest, OrgBody, OrgSearchHit } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** The signed-in user's own calls (docs/api-account.md). */
export const myJoinRequestsKey = ["org", "myJoinRequests"] as const;
export const thirdPartyKey = ["user", "thirdPartyBindings"] as const;

export const accountApi = {
  createOrg: (body: OrgBody) => request<{ orgId: string }>("/org/myCreateOrg", body),
  searchOrgs: (keyword: string) => request<OrgSearchHit[]>("/org/search", { keyword }),
  /** Already pending answers 1202007, silently: the caller shows the pending state. */
  joinOrg: (orgId: string, message: string) =>
    request<{ requestId: string }>("/org/join", message ? { orgId, message } : { orgId }),
  myJoinRequests: () => request<JoinRequest[]>("/org/myJoinRequests"),
  cancelJoin: (requestId: string) => request<null>("/org/cancelJoin", { requestId }),
};
