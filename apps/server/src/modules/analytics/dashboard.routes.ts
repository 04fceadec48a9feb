import { dashboardContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as dashboard from "./dashboard.service.ts";

/** The dashboards (menu 2000, docs/api-analytics.md "Dashboards and the MES overview"). */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, c.production, dashboard.production);
  route(app, c.planning, dashboard.planning);
  route(app, c.mes, (ctx) => dashboard.mes(ctx));
}
