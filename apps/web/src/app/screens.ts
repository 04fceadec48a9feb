import { Menu } from "@stoneworks/shared";
import type { ComponentType } from "react";

/**
 * Screens of this build, by menu id. The sidebar shows a menu only when the user holds its id AND it
 * has a screen here; later issues add a screen by adding one entry (its own lazy chunk).
 */
export interface ScreenDef {
  menuId: number;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREENS: readonly ScreenDef[] = [
  {
    menuId: Menu.HomePage,
    path: "/stageHome",
    load: () => import("../features/home/routes/StageHomePage.tsx"),
  },
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
    load: () => import("../features/guide/routes/GuidePage.tsx"),
  },
  { path: "/demo", titleKey: "app:pages.demo", load: () => import("../features/guide/routes/DemoPage.tsx") },
];

export const HOME_PATH = "/stageHome";
