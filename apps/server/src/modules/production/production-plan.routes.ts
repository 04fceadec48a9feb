import { productionPlanContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as plans from "./production-plan.service.ts";
import * as reads from "./production-plan-read.service.ts";

/** Production plans (menu 2500): docs/api-production.md "Production plans". */
export async function productionPlanRoutes(app: FastifyInstance) {
  route(app, c.list, reads.listPlans);
  route(app, c.candidates, reads.listCandidates);
  route(app, c.scan, plans.scanSlab);
  route(app, c.devices, reads.devicesForPlans);
  route(app, c.suggest, plans.suggest);
  route(app, c.create, plans.createPlan);
  route(app, c.save, plans.savePlan);
  route(app, c.issue, plans.issuePlan);
  route(app, c.cancel, plans.cancelPlan);
  route(app, c.detail, (ctx, b) => reads.planDetail(ctx, b.planId));
}
