import { Menu } from "@stoneworks/shared";
import type { ComponentType } from "react";
import type { ScreenKey } from "./screen-loaders.ts";

const lazyScreen = (key: ScreenKey) => async () => (await import("./screen-loaders.ts")).LOADERS[key]();

/**
 * Screens of this build, by menu id. The sidebar shows a menu only when the user holds its id AND it
 * has a screen here; later issues add a screen by adding one entry (its own lazy chunk).
 */
export interface ScreenDef {
  menuId: number;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** A page under a menu that is no menu entry of its own (e.g. the rack label sheet). */
  hidden?: boolean;
}

export const SCREENS: readonly ScreenDef[] = [
  {
    menuId: Menu.HomePage,
    path: "/stageHome",
    load: () => import("../features/home/routes/StageHomePage.tsx"),
  },
  {
    menuId: Menu.OperatingPoints,
    path: "/operatingPoints",
    load: lazyScreen("operatingPoints"),
  },
  {
    menuId: Menu.EnterpriseInfo,
    path: "/enterprise/info",
    load: lazyScreen("enterpriseInfo"),
  },
  {
    menuId: Menu.Members,
    path: "/enterprise/members",
    load: lazyScreen("members"),
  },
  {
    menuId: Menu.Roles,
    path: "/enterprise/roles",
    load: lazyScreen("roles"),
  },
  {
    menuId: Menu.Departments,
    path: "/enterprise/departments",
    load: lazyScreen("departments"),
  },
  {
    menuId: Menu.AuditLog,
    path: "/enterprise/auditLog",
    load: lazyScreen("auditLog"),
  },
  {
    menuId: Menu.MachineTables,
    path: "/enterprise/machineTables",
    load: lazyScreen("machineTables"),
  },
  { menuId: Menu.Crafts, path: "/basic/crafts", load: lazyScreen("crafts") },
  { menuId: Menu.Racks, path: "/basic/racks", load: lazyScreen("racks") },
  { menuId: Menu.Racks, path: "/basic/racks/labels", load: lazyScreen("rackLabels"), hidden: true },
  { menuId: Menu.Workshops, path: "/basic/workshops", load: lazyScreen("workshops") },
  { menuId: Menu.ProcessFlow, path: "/basic/processFlow", load: lazyScreen("processFlow") },
  { menuId: Menu.Warehouses, path: "/basic/warehouses", load: lazyScreen("warehouses") },
];

export const SCREEN_BY_PATH: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.path, s]));
export const SCREEN_MENU_IDS: ReadonlySet<number> = new Set(SCREENS.map((s) => s.menuId));

/**
 * Pages inside the shell that need no menu id (spec: reachable without a role check). Without a
 * session they render on their own, outside the shell.
 */
export interface OpenPageDef {
  path: string;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const OPEN_PAGES: readonly OpenPageDef[] = [
  {
    path: "/guide",
    titleKey: "app:pages.guide",
    load: lazyScreen("guide"),
  },
  { path: "/demo", titleKey: "app:pages.demo", load: lazyScreen("demo") },
];

/** Pages inside the shell for any signed-in user, whatever the role (no menu id, but a session). */
export const USER_PAGES: readonly OpenPageDef[] = [
  {
    path: "/personalCenter",
    titleKey: "app:pages.personalCenter",
    load: lazyScreen("personalCenter"),
  },
];

export const HOME_PATH = "/stageHome";
