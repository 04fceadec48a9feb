import type { ChangePasswordBody, ThirdPartyBindings, UpdateProfileBody } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** The signed-in user's own calls (docs/api-account.md). */
export const myJoinRequestsKey = ["org", "myJoinRequests"] as const;
export const thirdPartyKey = ["user", "thirdPartyBindings"] as const;

export const accountApi = {
  changePassword: (body: ChangePasswordBody) => request<{ token: string }>("/user/changePassword", body),
  updateProfile: (body: UpdateProfileBody) => request<null>("/user/updateProfile", body),
  thirdPartyBindings: () => request<ThirdPartyBindings>("/user/thirdPartyBindings"),
  unbindThirdParty: (provider: string) => request<null>("/user/unbindThirdParty", { provider }),
};
