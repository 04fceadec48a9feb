import { MENUS, type MenuNode, translate } from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";

/**
 * The permission tree roles are edited with: every menu id with its names in both languages; the
 * installation's menus (MenuDef.platform) only for the installation's own enterprise.
 */
export function menuTree(ctx: MemberCtx): MenuNode[] {
  const { platform } = ctx.actor;
  const node = (id: number): MenuNode => {
    const m = MENUS.find((x) => x.id === id)!;
    return {
      id: m.id,
      path: m.path ?? null,
      name: { "zh-CN": translate("zh-CN", `menu.${m.key}`), "en-US": translate("en-US", `menu.${m.key}`) },
      hidden: !!m.hidden,
      children: MENUS.filter((c) => c.parent === id).map((c) => node(c.id)),
    };
  };
  return MENUS.filter((m) => m.parent === null && (platform || !m.platform)).map((m) => node(m.id));
}
