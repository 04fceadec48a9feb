import type { OrgBody } from "../../../components/OrgFields.tsx";
import { request } from "../../../lib/api-client.ts";

export type JoinStatus = "submitted" | "approved" | "rejected" | "cancelled";

export interface MyJoinRequest {
  requestId: string;
  orgId: string;
  orgName: string;
  status: JoinStatus;
  message: string | null;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface OrgSearchHit {
  orgId: string;
  name: string;
  logoUrl: string | null;
  regionNames: string[];
  isMember: boolean;
  pending: boolean;
}

export interface ThirdPartyBindings {
  providers: { provider: string; name: Record<string, string>; configured: boolean }[];
  bindings: { provider: string; displayName: string; createdAt: string }[];
}

export const myJoinRequestsKey = ["org", "myJoinRequests"] as const;
export const thirdPartyKey = ["user", "thirdPartyBindings"] as const;

export const accountApi = {
  changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    request<{ token: string }>("/user/changePassword", body),
  createOrg: (body: OrgBody) => request<{ orgId: string }>("/org/myCreateOrg", body),
  searchOrgs: (keyword: string) => request<OrgSearchHit[]>("/org/search", { keyword }),
  /** Already pending answers 1202007, silently: the caller shows the pending state. */
  joinOrg: (orgId: string, message: string) =>
    request<{ requestId: string }>("/org/join", message ? { orgId, message } : { orgId }),
  myJoinRequests: () => request<MyJoinRequest[]>("/org/myJoinRequests"),
  cancelJoin: (requestId: string) => request<null>("/org/cancelJoin", { requestId }),
  updateProfile: (body: { nickname: string; avatar: string | null; gender: number }) =>
    request<null>("/user/updateProfile", body),
  thirdPartyBindings: () => request<ThirdPartyBindings>("/user/thirdPartyBindings"),
  unbindThirdParty: (provider: string) => request<null>("/user/unbindThirdParty", { provider }),
};
