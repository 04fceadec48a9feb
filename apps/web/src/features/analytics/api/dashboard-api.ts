import type { DashboardRangeBody } from "@stoneworks/shared";

/**
 * The dashboards (docs/api-analytics.md "Dashboards and the MES overview"). 1200016 (no data in the
 * range) and 1204014 (MES not opened) are silent codes: the page shows its empty state / hides the tab.
 */

export const dashboardKeys = {
  production: (r: DashboardRangeBody) => ["dashboard", "production", r.from, r.to] as const,
  planning: (r: DashboardRangeBody) => ["dashboard", "planning", r.from, r.to] as const,
  mes: ["dashboard", "mes"] as const,
};
