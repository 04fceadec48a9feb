import { MENU_BY_ID, MENUS } from "@stoneworks/shared";
import { OPEN_PAGES, SCREEN_BY_PATH, USER_PAGES } from "./screens.ts";

/** Title keys for a path: the breadcrumb trail (group → leaf) and the tag title. */
export interface RouteMeta {
  trail: { titleKey: string; path?: string }[];
  titleKey: string;
  menuId?: number;
}

const MENU_BY_PATH = new Map(MENUS.filter((m) => m.path).map((m) => [m.path as string, m]));

/** `query`: the address's query, for a hidden page whose list depends on it (customer details). */
export function routeMeta(pathname: string, query?: URLSearchParams): RouteMeta | null {
  const screen = SCREEN_BY_PATH.get(pathname);
  const listPath = screen?.listPath && query ? screen.listPath(query) : undefined;
  const listMenu = listPath ? MENU_BY_PATH.get(listPath) : undefined;
  const menu = listMenu ?? (screen ? MENU_BY_ID.get(screen.menuId) : MENU_BY_PATH.get(pathname));
  if (menu) {
    const trail: RouteMeta["trail"] = [];
    const parent = menu.parent !== null ? MENU_BY_ID.get(menu.parent) : undefined;
    if (parent) trail.push({ titleKey: `common:menu.${parent.key}`, path: parent.path });
    trail.push({ titleKey: `common:menu.${menu.key}`, path: menu.path });
    // A hidden page under a menu (a detail page) is one more step after it.
    if (screen?.titleKey) {
      trail.push({ titleKey: screen.titleKey, path: screen.path });
      return { trail, titleKey: screen.titleKey, menuId: screen.menuId };
    }
    return { trail, titleKey: `common:menu.${menu.key}`, menuId: menu.id };
  }
  const open = [...OPEN_PAGES, ...USER_PAGES].find((p) => p.path === pathname);
  if (open) return { trail: [{ titleKey: open.titleKey, path: open.path }], titleKey: open.titleKey };
  return null;
}
