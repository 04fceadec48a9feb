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
  warehouses: () =>
    withNamespaces(["factory", "forms"], () => import("../features/factory/routes/WarehousesPage.tsx")),
  guide: () => import("../features/guide/routes/GuidePage.tsx"),
  demo: () => import("../features/guide/routes/DemoPage.tsx"),
} satisfies Record<string, Loader>;

export type ScreenKey = keyof typeof LOADERS;
