import type { FastifyInstance } from "fastify";
import { cuttingRoutes } from "./cutting.routes.ts";
import { pickingRoutes } from "./picking.routes.ts";
import { productionPlanRoutes } from "./production-plan.routes.ts";
import { productionProjectRoutes } from "./production-project.routes.ts";
import { productionTaskRoutes } from "./production-task.routes.ts";

/** The production area: the shop floor (DESIGN §11, docs/api-production.md). */
export async function productionRoutes(app: FastifyInstance) {
  await app.register(productionProjectRoutes);
  await app.register(productionPlanRoutes);
  await app.register(pickingRoutes);
  await app.register(cuttingRoutes);
  await app.register(productionTaskRoutes);
}
