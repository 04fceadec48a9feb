import { MENUS, Menu } from "@stoneworks/shared";
import type { ComponentType } from "react";
import { withNamespaces } from "../lib/i18n.ts";
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
  /** Title of a hidden page (a `common:menu.*` key), shown after its menu in breadcrumb and tags. */
  titleKey?: string;
  /**
   * The list a hidden page belongs to, when its menu is a group with no screen of its own (customer
   * details: the list of the customer's kind, from the query): the breadcrumb links back to it.
   */
  listPath?: (query: URLSearchParams) => string | undefined;
}

/** The web path of a menu (packages/shared menus.ts); a screen of a menu without one is a mistake. */
function menuPath(menuId: number): string {
  const path = MENUS.find((m) => m.id === menuId)?.path;
  if (!path) throw new Error(`menu ${menuId} has no path: give its screen one`);
  return path;
}

const CUSTOMER_LISTS: Record<string, string> = {
  enterprise: menuPath(Menu.BusinessCustomer),
  store: menuPath(Menu.StoreCustomer),
  personal: menuPath(Menu.PersonalCustomer),
};

/** An entry as written below: a menu's own screen takes its path from the menu, written once in shared. */
type ScreenEntry = Omit<ScreenDef, "path"> & { path?: string };

const withPaths = (entries: ScreenEntry[]): ScreenDef[] =>
  entries.map((e) => ({ ...e, path: e.path ?? menuPath(e.menuId) }));

export const SCREENS: readonly ScreenDef[] = withPaths([
  {
    menuId: Menu.HomePage,
    load: () => withNamespaces(["home"], () => import("../features/home/routes/StageHomePage.tsx")),
  },
  {
    menuId: Menu.OperatingPoints,
    load: lazyScreen("operatingPoints"),
  },
  {
    menuId: Menu.EnterpriseInfo,
    load: lazyScreen("enterpriseInfo"),
  },
  {
    menuId: Menu.Members,
    load: lazyScreen("members"),
  },
  {
    menuId: Menu.Roles,
    load: lazyScreen("roles"),
  },
  {
    menuId: Menu.Departments,
    load: lazyScreen("departments"),
  },
  {
    menuId: Menu.AuditLog,
    load: lazyScreen("auditLog"),
  },
  {
    menuId: Menu.MachineTables,
    load: lazyScreen("machineTables"),
  },
  { menuId: Menu.Crafts, load: lazyScreen("crafts") },
  { menuId: Menu.Racks, load: lazyScreen("racks") },
  {
    menuId: Menu.Racks,
    path: "/basic/racks/labels",
    load: lazyScreen("rackLabels"),
    hidden: true,
    titleKey: "common:menu.rackLabels",
  },
  { menuId: Menu.Workshops, load: lazyScreen("workshops") },
  { menuId: Menu.ProcessFlow, load: lazyScreen("processFlow") },
  { menuId: Menu.Warehouses, load: lazyScreen("warehouses") },
  { menuId: Menu.Backups, load: lazyScreen("backups") },
  // Layout review and projects (features/project).
  { menuId: Menu.LayoutReview, load: lazyScreen("layoutReview") },
  { menuId: Menu.ProductionTask, load: lazyScreen("productionTasks") },
  {
    menuId: Menu.LayoutReview,
    path: "/layoutReview/projectDetail",
    load: lazyScreen("projectDetail"),
    hidden: true,
    titleKey: "common:menu.projectDetail",
  },
  // Slab and block inventory, material detail, manual layout (features/inventory).
  { menuId: Menu.SlabQuery, load: lazyScreen("slabQuery") },
  {
    menuId: Menu.SlabQuery,
    path: "/slabQuery/slabDetail",
    load: lazyScreen("slabDetail"),
    hidden: true,
    titleKey: "common:menu.slabDetail",
  },
  {
    menuId: Menu.SlabQuery,
    path: "/slabQuery/remnantLabel",
    load: lazyScreen("remnantLabel"),
    hidden: true,
    titleKey: "common:menu.remnantLabel",
  },
  {
    menuId: Menu.SlabQuery,
    path: "/slabQuery/materialDetail",
    load: lazyScreen("materialDetail"),
    hidden: true,
    titleKey: "common:menu.materialDetail",
  },
  {
    menuId: Menu.SlabQuery,
    path: "/slabQuery/manualLayout",
    load: lazyScreen("manualLayout"),
    hidden: true,
    titleKey: "common:menu.manualLayout",
  },
  // Production projects (features/production, issue #14 point 1).
  { menuId: Menu.ProductionProject, load: lazyScreen("productionProjects") },
  {
    menuId: Menu.ProductionProject,
    path: "/productionProject/detail",
    load: lazyScreen("productionProjectDetail"),
    hidden: true,
    titleKey: "common:menu.productionProjectDetail",
  },
  {
    menuId: Menu.ProductionProject,
    path: "/productionProject/plane",
    load: lazyScreen("productionPlane"),
    hidden: true,
    titleKey: "common:menu.productionPlaneDetail",
  },
  // Production plans and the machine picking sheet (features/production, menu 2500).
  { menuId: Menu.ProductionPlan, load: lazyScreen("productionPlans") },
  {
    menuId: Menu.ProductionPlan,
    path: "/productionPlan/detail",
    load: lazyScreen("productionPlanDetail"),
    hidden: true,
    titleKey: "common:menu.productionPlanDetail",
  },
  {
    menuId: Menu.ProductionPlan,
    path: "/productionPlan/edit",
    load: lazyScreen("productionPlanEdit"),
    hidden: true,
    titleKey: "common:menu.productionPlanEdit",
  },
  {
    menuId: Menu.ProductionPlan,
    path: "/productionPlan/sheet",
    load: lazyScreen("productionPlanSheet"),
    hidden: true,
    titleKey: "common:menu.productionPlanSheet",
  },
  // Stone pickup / return / transfer and the device detail (features/production, docs/api-production.md).
  { menuId: Menu.StonePicking, load: lazyScreen("stonePicking") },
  {
    menuId: Menu.DeviceDetail,
    // A hidden menu of its own: its path is the menu's.
    // Its own menu (2902) is the page's title: no titleKey, or the breadcrumb would say it twice.
    load: lazyScreen("deviceDetail"),
    hidden: true,
  },
  // The floor after cutting (features/floor, docs/api-floor.md, issue #15).
  { menuId: Menu.ScanStation, load: lazyScreen("scanStation") },
  { menuId: Menu.RackManagement, load: lazyScreen("rackManagement") },
  {
    menuId: Menu.RackManagement,
    path: "/rackManagement/detail",
    load: lazyScreen("rackDetail"),
    hidden: true,
    titleKey: "common:menu.rackDetail",
  },
  { menuId: Menu.ProductionTracking, load: lazyScreen("productionTracking") },
  {
    menuId: Menu.ProductionTracking,
    path: "/productionTracking/box",
    load: lazyScreen("boxDetail"),
    hidden: true,
    titleKey: "common:menu.boxDetail",
  },
  {
    menuId: Menu.ProductionTracking,
    path: "/productionTracking/boxPrint",
    load: lazyScreen("boxPrint"),
    hidden: true,
    titleKey: "common:menu.boxPrint",
  },
  // Machine data and reports (features/machine, features/analytics; docs/api-machine.md, docs/api-analytics.md; issue #16).
  { menuId: Menu.Dashboard, load: lazyScreen("dashboard") },
  { menuId: Menu.CuttingData, load: lazyScreen("cuttingData") },
  {
    menuId: Menu.EmployeeDetail,
    load: lazyScreen("employeeDetail"),
    hidden: true,
  },
  {
    menuId: Menu.StaffPerformance,
    load: lazyScreen("staffPerformance"),
  },
  // Sales (features/sales): the routes are fixed by the spec.
  {
    menuId: Menu.BusinessCustomer,
    load: lazyScreen("businessCustomer"),
  },
  {
    menuId: Menu.StoreCustomer,
    load: lazyScreen("storeCustomer"),
  },
  {
    menuId: Menu.PersonalCustomer,
    load: lazyScreen("personalCustomer"),
  },
  {
    // The customers group (1200): a role holding any customer kind holds it too (roles keep the
    // half-checked parents), and the details of a store or personal customer need no 1201.
    menuId: 1200,
    path: "/customerManagement/customerDetails",
    load: lazyScreen("customerDetails"),
    hidden: true,
    titleKey: "common:menu.customerDetails",
    listPath: (q) => CUSTOMER_LISTS[q.get("kind") ?? ""],
  },
  { menuId: Menu.Orders, load: lazyScreen("orderList") },
  {
    menuId: Menu.Orders,
    path: "/orderManagement/orderDetails",
    load: lazyScreen("orderDetails"),
    hidden: true,
    titleKey: "common:menu.orderDetails",
  },
  { menuId: Menu.Tasks, load: lazyScreen("taskList") },
  {
    menuId: Menu.Tasks,
    path: "/taskManagement/taskModify",
    load: lazyScreen("taskModify"),
    hidden: true,
    titleKey: "common:menu.taskModify",
  },
  {
    menuId: Menu.Tasks,
    path: "/taskManagement/taskDetail",
    load: lazyScreen("taskDetail"),
    hidden: true,
    titleKey: "common:menu.taskDetail",
  },
  { menuId: Menu.BelongCustomer, load: lazyScreen("belongCustomer") },
  { menuId: Menu.BelongOrder, load: lazyScreen("belongOrder") },
  { menuId: Menu.BelongTask, load: lazyScreen("belongTask") },
  { menuId: Menu.Teams, load: lazyScreen("teams") },
  {
    menuId: Menu.Teams,
    path: "/teamManagement/teamDetails",
    load: lazyScreen("teamDetails"),
    hidden: true,
    titleKey: "common:menu.teamDetails",
  },
  { menuId: Menu.Staff, load: lazyScreen("staff") },
  {
    menuId: Menu.OfflinePayment,
    load: lazyScreen("offlinePayment"),
  },
  {
    menuId: Menu.OnlinePayment,
    load: lazyScreen("onlinePayment"),
  },
  {
    menuId: Menu.FinancialStaff,
    load: lazyScreen("financialStaff"),
  },
]);

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

export const HOME_PATH = menuPath(Menu.HomePage);
