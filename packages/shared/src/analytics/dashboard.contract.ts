import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { dashboardRangeBody, mesOverview, planningOverview, productionOverview } from "./dashboard.schema.ts";

const tag = "analytics";
const access = { menu: Menu.Dashboard };

/** The dashboards (menu 2000, docs/api-analytics.md "Dashboards and the MES overview"). */
export const dashboardContract = {
  production: contract({
    path: "/api/dashboard/production",
    access,
    body: dashboardRangeBody,
    response: productionOverview,
    refusals: [Code.NoDataInRange],
    summary:
      "Production overview: m² and metres cut per day and device, boards by stage, racks by stage and overdue, planned vs actual yield",
    tag,
  }),
  planning: contract({
    path: "/api/dashboard/planning",
    access,
    body: dashboardRangeBody,
    response: planningOverview,
    refusals: [Code.NoDataInRange],
    summary: "Planning overview: projects by delivery date and progress, plans issued vs done, machine load",
    tag,
  }),
  mes: contract({
    path: "/api/dashboard/mes",
    access,
    body: emptyBody,
    response: mesOverview,
    refusals: [Code.MesNotOpened],
    summary:
      "MES overview: a tile per machine (last report, tables, today's output, ingest errors); 1204014 while MES is closed",
    tag,
  }),
};
