/**
 * Menu ids (DESIGN §5). One table: the server enforces them per route, getInfo returns the ids a
 * role holds, the web builds the sidebar and guards routes from them, roles edit them as a tree.
 */
export interface MenuDef {
  id: number;
  parent: number | null;
  /** Web path for leaf screens; groups have none. */
  path?: string;
  /** i18n key under `menu.` in the shared catalogue. */
  key: string;
  icon?: string;
  /** Not shown in the sidebar (detail pages), still permission-checked. */
  hidden?: boolean;
  /**
   * A menu of the whole installation (backups), not of one enterprise: only members of the
   * installation's own enterprise (the first one created) can hold it, whatever their role says
   * elsewhere (docs/permissions.md "Installation menus").
   */
  platform?: boolean;
}

export const MENUS: readonly MenuDef[] = [
  { id: 1000, parent: null, key: "home", icon: "home" },
  { id: 1001, parent: 1000, path: "/stageHome", key: "homePage" },
  { id: 1100, parent: null, path: "/operatingPoints", key: "operatingPoints", icon: "operatingPoints" },
  { id: 1200, parent: null, key: "customers", icon: "customers" },
  { id: 1201, parent: 1200, path: "/customerManagement/businessCustomer", key: "businessCustomer" },
  { id: 1202, parent: 1200, path: "/customerManagement/storeCustomer", key: "storeCustomer" },
  { id: 1203, parent: 1200, path: "/customerManagement/personalCustomer", key: "personalCustomer" },
  { id: 1300, parent: null, path: "/orderManagement/orderList", key: "orders", icon: "orders" },
  { id: 1400, parent: null, path: "/staffManagement", key: "staff", icon: "staff" },
  { id: 1500, parent: null, path: "/taskManagement/taskList", key: "tasks", icon: "tasks" },
  { id: 1600, parent: null, key: "finance", icon: "finance" },
  { id: 1601, parent: 1600, path: "/financialManagement/offlinePayment", key: "offlinePayment" },
  { id: 1602, parent: 1600, path: "/financialManagement/onlinePayment", key: "onlinePayment" },
  { id: 1603, parent: 1600, path: "/financialManagement/financialStaff", key: "financialStaff" },
  { id: 1700, parent: null, key: "businessBelong", icon: "businessBelong" },
  { id: 1701, parent: 1700, path: "/businessBelong/customer", key: "belongCustomer" },
  { id: 1702, parent: 1700, path: "/businessBelong/order", key: "belongOrder" },
  { id: 1703, parent: 1700, path: "/businessBelong/task", key: "belongTask" },
  { id: 1800, parent: null, path: "/teamManagement", key: "teams", icon: "teams" },
  { id: 2000, parent: null, path: "/dashboard", key: "dashboard", icon: "dashboard" },
  { id: 2100, parent: null, path: "/layoutReview", key: "layoutReview", icon: "layoutReview" },
  { id: 2200, parent: null, path: "/slabQuery", key: "slabQuery", icon: "slabQuery" },
  { id: 2300, parent: null, path: "/productionProject", key: "productionProject", icon: "productionProject" },
  { id: 2400, parent: null, path: "/productionTask", key: "productionTask", icon: "productionTask" },
  // Ours, beside DESIGN §5 (docs/api-floor.md): the floor's one scan screen (a tablet at a workshop door).
  { id: 2450, parent: null, path: "/scanStation", key: "scanStation", icon: "scanStation" },
  { id: 2500, parent: null, path: "/productionPlan", key: "productionPlan", icon: "productionPlan" },
  {
    id: 2600,
    parent: null,
    path: "/productionTracking",
    key: "productionTracking",
    icon: "productionTracking",
  },
  { id: 2700, parent: null, path: "/stonePicking", key: "stonePicking", icon: "stonePicking" },
  { id: 2800, parent: null, path: "/rackManagement", key: "rackManagement", icon: "rackManagement" },
  { id: 2900, parent: null, path: "/cuttingData", key: "cuttingData", icon: "cuttingData" },
  { id: 2901, parent: 2900, path: "/cuttingData/employeeDetail", key: "employeeDetail", hidden: true },
  { id: 2902, parent: 2900, path: "/cuttingData/deviceDetail", key: "deviceDetail", hidden: true },
  { id: 3000, parent: null, key: "enterprise", icon: "enterprise" },
  { id: 3001, parent: 3000, path: "/enterprise/info", key: "enterpriseInfo" },
  { id: 3002, parent: 3000, path: "/enterprise/members", key: "members" },
  { id: 3003, parent: 3000, path: "/enterprise/roles", key: "roles" },
  { id: 3004, parent: 3000, path: "/enterprise/departments", key: "departments" },
  { id: 3005, parent: 3000, path: "/enterprise/staffPerformance", key: "staffPerformance" },
  { id: 3006, parent: 3000, path: "/enterprise/machineTables", key: "machineTables" },
  // Ours, beside DESIGN §5 (docs/api-enterprise.md): the audit log of state changes.
  { id: 3007, parent: 3000, path: "/enterprise/auditLog", key: "auditLog" },
  { id: 3100, parent: null, key: "basic", icon: "basic" },
  { id: 3101, parent: 3100, path: "/basic/crafts", key: "crafts" },
  { id: 3102, parent: 3100, path: "/basic/racks", key: "racks" },
  { id: 3103, parent: 3100, path: "/basic/workshops", key: "workshops" },
  { id: 3104, parent: 3100, path: "/basic/processFlow", key: "processFlow" },
  // Ours, beside DESIGN §5 (docs/api-factory.md): the warehouses slabs are returned to.
  { id: 3105, parent: 3100, path: "/basic/warehouses", key: "warehouses" },
  // Ours, beside DESIGN §5 (docs/api-enterprise.md "Backups"): the installation's backups.
  { id: 3900, parent: null, path: "/platform/backups", key: "backups", icon: "backups", platform: true },
];

export const ALL_MENU_IDS: readonly number[] = MENUS.map((m) => m.id);

/** The installation's menus (MenuDef.platform): held only inside the installation's own enterprise. */
export const PLATFORM_MENU_IDS: ReadonlySet<number> = new Set(
  MENUS.filter((m) => m.platform).map((m) => m.id),
);

export const MENU_BY_ID: ReadonlyMap<number, MenuDef> = new Map(MENUS.map((m) => [m.id, m]));

/** The menu ids a route may require, by name, so code reads `Menu.Members` rather than 3002. */
export const Menu = {
  Home: 1000,
  HomePage: 1001,
  OperatingPoints: 1100,
  BusinessCustomer: 1201,
  StoreCustomer: 1202,
  PersonalCustomer: 1203,
  Orders: 1300,
  Staff: 1400,
  Tasks: 1500,
  Finance: 1600,
  OfflinePayment: 1601,
  OnlinePayment: 1602,
  FinancialStaff: 1603,
  BelongCustomer: 1701,
  BelongOrder: 1702,
  BelongTask: 1703,
  Teams: 1800,
  Dashboard: 2000,
  LayoutReview: 2100,
  SlabQuery: 2200,
  ProductionProject: 2300,
  ProductionTask: 2400,
  ScanStation: 2450,
  ProductionPlan: 2500,
  ProductionTracking: 2600,
  StonePicking: 2700,
  RackManagement: 2800,
  CuttingData: 2900,
  EmployeeDetail: 2901,
  DeviceDetail: 2902,
  EnterpriseInfo: 3001,
  Members: 3002,
  Roles: 3003,
  Departments: 3004,
  StaffPerformance: 3005,
  AuditLog: 3007,
  MachineTables: 3006,
  Crafts: 3101,
  Racks: 3102,
  Workshops: 3103,
  ProcessFlow: 3104,
  Warehouses: 3105,
  Backups: 3900,
} as const;

/** Menus whose screens exist in this build; the others are listed in roles but not routed yet. */
export function isMenuId(id: number): boolean {
  return MENU_BY_ID.has(id);
}
