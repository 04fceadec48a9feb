import {
  dashboardRangeBody,
  emptyBody,
  Menu,
  mesOverview,
  planningOverview,
  productionOverview,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as dashboard from "./dashboard.service.ts";

/** The dashboards (menu 2000, docs/api-analytics.md "Dashboards and the MES overview"). */
export async function dashboardRoutes(app: FastifyInstance) {
  const tags = ["analytics"];
  const access = { menu: Menu.Dashboard };
  post(
    app,
    "/api/dashboard/production",
    {
      access,
      body: dashboardRangeBody,
      response: productionOverview,
      summary:
        "Production overview: m² and metres cut per day and device, boards by stage, racks by stage and overdue, planned vs actual yield",
      tags,
    },
    (req) => dashboard.production(app.db, requireMember(req).orgId, app.clock.now(), req.body),
  );
  post(
    app,
    "/api/dashboard/planning",
    {
      access,
      body: dashboardRangeBody,
      response: planningOverview,
      summary:
        "Planning overview: projects by delivery date and progress, plans issued vs done, machine load",
      tags,
    },
    (req) => dashboard.planning(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/dashboard/mes",
    {
      access,
      body: emptyBody,
      response: mesOverview,
      summary:
        "MES overview: a tile per machine (last report, tables, today's output, ingest errors); 1204014 while MES is closed",
      tags,
    },
    (req) => dashboard.mes(app.db, requireMember(req).orgId, app.clock.now(), req.lang),
  );
}
