import { productionProjectContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as projects from "./production-project.service.ts";

/** Production projects (menu 2300, docs/api-production.md "Production projects"). */
export async function productionProjectRoutes(app: FastifyInstance) {
  route(app, c.list, projects.listProductionProjects);
  route(app, c.detail, (ctx, b) => projects.productionProjectDetail(ctx, b.projectId));
  route(app, c.plane, (ctx, b) => projects.productionPlaneDetail(ctx, b.planeId));
  route(app, c.setDeliveryDate, projects.setDeliveryDate);
}
