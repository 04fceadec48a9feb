import type { UserInfo } from "@stoneworks/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { userApi } from "../api/account.ts";
import { rememberAccount } from "./api-client.ts";
import { useToken } from "./use-token.ts";

/** The user info a token unlocks (inside the shell, where React Query is provided). */

export const userInfoKey = ["user", "info"] as const;

async function getUserInfo(): Promise<UserInfo> {
  // A failure here ends the session without the "expired" dialog: the shell sends the user to /login.
  const info = await userApi.getInfo({}, { sessionDialog: false, silent: true });
  rememberAccount(info.userInfo.account);
  return info;
}

export const userInfoQuery = () =>
  queryOptions({ queryKey: userInfoKey, queryFn: getUserInfo, staleTime: 60_000, retry: false });

export function useUserInfo() {
  const token = useToken();
  return useQuery({ ...userInfoQuery(), enabled: !!token });
}
