import type { ComponentType } from "react";
import { withNamespaces } from "../lib/i18n.ts";

/**
 * The lazy imports of the screens, in a chunk of their own: each import() carries the list of chunks
 * to preload with it, and keeping those lists here rather than in screens.ts keeps them out of the
 * entry (the login page's first download). Each screen is still its own chunk.
 */
type Loader = () => Promise<{ default: ComponentType }>;

export const LOADERS = {
  operatingPoints: () =>
    withNamespaces(["account", "forms"], () => import("../features/account/routes/OperatingPointsPage.tsx")),
  personalCenter: () =>
    withNamespaces(["account", "forms"], () => import("../features/account/routes/PersonalCenterPage.tsx")),
  enterpriseInfo: () =>
    withNamespaces(
      ["enterprise", "forms"],
      () => import("../features/enterprise/routes/EnterpriseInfoPage.tsx"),
    ),
  members: () =>
    withNamespaces(["enterprise", "forms"], () => import("../features/enterprise/routes/MembersPage.tsx")),
  roles: () =>
    withNamespaces(["enterprise", "forms"], () => import("../features/enterprise/routes/RolesPage.tsx")),
  departments: () =>
    withNamespaces(
      ["enterprise", "forms"],
      () => import("../features/enterprise/routes/DepartmentsPage.tsx"),
    ),
  auditLog: () =>
    withNamespaces(["enterprise", "forms"], () => import("../features/enterprise/routes/AuditLogPage.tsx")),
  backups: () =>
    withNamespaces(["enterprise", "forms"], () => import("../features/enterprise/routes/BackupsPage.tsx")),
  racks: () => withNamespaces(["factory", "forms"], () => import("../features/factory/routes/RacksPage.tsx")),
  rackLabels: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/RackLabelsPage.tsx")),
  workshops: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/WorkshopsPage.tsx")),
  crafts: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/CraftsPage.tsx")),
  processFlow: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/ProcessFlowPage.tsx")),
  machineTables: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/MachineTablesPage.tsx")),
  stonePicking: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/StonePickingPage.tsx"),
    ),
  deviceDetail: () =>
    withNamespaces(["production", "factory", "machine", "forms"], () => import("./device-detail-screen.tsx")),
  warehouses: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/WarehousesPage.tsx")),
  layoutReview: () =>
    withNamespaces(
      ["project", "layout", "forms"],
      () => import("../features/project/routes/LayoutReviewPage.tsx"),
    ),
  projectDetail: () =>
    withNamespaces(["project", "layout", "forms"], () => import("./project-detail-screen.tsx")),
  slabQuery: () =>
    withNamespaces(
      ["inventory", "layout", "forms"],
      () => import("../features/inventory/routes/SlabQueryPage.tsx"),
    ),
  slabDetail: () =>
    withNamespaces(
      ["inventory", "layout", "production", "forms"],
      () => import("../features/inventory/routes/SlabDetailPage.tsx"),
    ),
  remnantLabel: () =>
    withNamespaces(["inventory"], () => import("../features/inventory/routes/RemnantLabelPage.tsx")),
  materialDetail: () =>
    withNamespaces(
      ["inventory", "layout", "forms"],
      () => import("../features/inventory/routes/MaterialDetailPage.tsx"),
    ),
  manualLayout: () =>
    withNamespaces(
      ["inventory", "layout", "forms"],
      () => import("../features/inventory/routes/ManualLayoutPage.tsx"),
    ),
  productionProjects: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/ProductionProjectsPage.tsx"),
    ),
  productionProjectDetail: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/ProductionProjectDetailPage.tsx"),
    ),
  productionPlane: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/ProductionPlanePage.tsx"),
    ),
  productionPlans: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/ProductionPlansPage.tsx"),
    ),
  productionPlanDetail: () =>
    withNamespaces(["production", "forms"], () => import("../features/production/routes/PlanDetailPage.tsx")),
  productionPlanEdit: () =>
    withNamespaces(["production", "forms"], () => import("../features/production/routes/PlanEditorPage.tsx")),
  productionPlanSheet: () =>
    withNamespaces(
      ["production", "forms"],
      () => import("../features/production/routes/PickingSheetPage.tsx"),
    ),
  businessCustomer: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/BusinessCustomerPage.tsx")),
  storeCustomer: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/StoreCustomerPage.tsx")),
  personalCustomer: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/PersonalCustomerPage.tsx")),
  customerDetails: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/CustomerDetailsPage.tsx")),
  orderList: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/OrderListPage.tsx")),
  orderDetails: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/OrderDetailsPage.tsx")),
  taskList: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/TaskListPage.tsx")),
  taskModify: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/TaskModifyPage.tsx")),
  taskDetail: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/TaskDetailPage.tsx")),
  belongCustomer: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/BelongCustomerPage.tsx")),
  belongOrder: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/BelongOrderPage.tsx")),
  belongTask: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/BelongTaskPage.tsx")),
  teams: () => withNamespaces(["sales", "forms"], () => import("../features/sales/routes/TeamsPage.tsx")),
  teamDetails: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/TeamDetailsPage.tsx")),
  staff: () => withNamespaces(["sales", "forms"], () => import("../features/sales/routes/StaffPage.tsx")),
  offlinePayment: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/OfflinePaymentPage.tsx")),
  onlinePayment: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/OnlinePaymentPage.tsx")),
  financialStaff: () =>
    withNamespaces(["sales", "forms"], () => import("../features/sales/routes/FinancialStaffPage.tsx")),
  productionTasks: () =>
    withNamespaces(["production", "floor", "forms"], () => import("./production-tasks-screen.tsx")),
  rackManagement: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/RackManagementPage.tsx")),
  rackDetail: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/RackDetailPage.tsx")),
  productionTracking: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/ProductionTrackingPage.tsx")),
  boxDetail: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/BoxDetailPage.tsx")),
  boxPrint: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/BoxPrintPage.tsx")),
  scanStation: () =>
    withNamespaces(["floor", "forms"], () => import("../features/floor/routes/ScanStationPage.tsx")),
  cuttingData: () =>
    withNamespaces(["machine", "forms"], () => import("../features/machine/routes/CuttingDataPage.tsx")),
  employeeDetail: () =>
    withNamespaces(["machine", "forms"], () => import("../features/machine/routes/EmployeeDetailPage.tsx")),
  staffPerformance: () =>
    withNamespaces(
      ["analytics", "forms"],
      () => import("../features/analytics/routes/StaffPerformancePage.tsx"),
    ),
  dashboard: () =>
    withNamespaces(["analytics", "forms"], () => import("../features/analytics/routes/DashboardPage.tsx")),
  guide: () => withNamespaces(["guide"], () => import("../features/guide/routes/GuidePage.tsx")),
  demo: () => withNamespaces(["guide"], () => import("../features/guide/routes/DemoPage.tsx")),
} satisfies Record<string, Loader>;

export type ScreenKey = keyof typeof LOADERS;
