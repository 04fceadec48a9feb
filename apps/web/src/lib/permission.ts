import type { UserInfo } from "@stoneworks/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toastWarning } from "./feedback.ts";
import i18n from "./i18n.ts";
import { userInfoKey, useUserInfo } from "./session.ts";

/** Menu-id permission checks (spec §6): routes, sidebar and buttons use the same ids. */
export function hasMenu(info: Pick<UserInfo, "menu"> | undefined | null, menuId: number): boolean {
  return !!info && info.menu.includes(menuId);
}

/** For buttons: true when allowed, else a toast "no permission for this function" and false. */
export function checkPermission(info: Pick<UserInfo, "menu"> | undefined | null, menuId: number): boolean {
  if (hasMenu(info, menuId)) return true;
  toastWarning(i18n.t("common:code.noPermission"));
  return false;
}

/** `const can = usePermission(3002); <Button onClick={() => can.check() && edit()}>` */
export function usePermission(menuId: number) {
  const { data } = useUserInfo();
  const client = useQueryClient();
  const check = useCallback(
    () => checkPermission(client.getQueryData<UserInfo>(userInfoKey) ?? data, menuId),
    [client, data, menuId],
  );
  return { allowed: hasMenu(data, menuId), check };
}
