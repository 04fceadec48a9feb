import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { identityApi } from "../api/account.ts";
import { toastSuccess } from "./feedback.ts";
import { runOrgSwitch } from "./navigation.ts";
import { userInfoKey, userInfoQuery } from "./session.ts";

export const identityListKey = ["identity", "list"] as const;

/**
 * After the session's enterprise changed (switch, create, approved join): fetch the user info afresh
 * (sidebar, role, menus follow it), forget every other cached list and the visited tags.
 */
export async function afterOrgChange(client: QueryClient): Promise<void> {
  await client.fetchQuery({ ...userInfoQuery(), staleTime: 0 });
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== userInfoKey[0] });
  runOrgSwitch();
}

/** Switch operating point: the user menu's modal and the operating points page use this one hook. */
export function useSwitchOrg(onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orgId: string) => identityApi.switch({ orgId }),
    onSuccess: async () => {
      await afterOrgChange(client);
      toastSuccess(t("app:user.switched"));
      onDone?.();
      navigate("/stageHome");
    },
  });
}
