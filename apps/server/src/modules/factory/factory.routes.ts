import type { FastifyInstance } from "fastify";
import { craftRoutes } from "./craft.routes.ts";
import { deviceRoutes } from "./device.routes.ts";
import { processFlowRoutes } from "./process-flow.routes.ts";
import { rackRoutes } from "./rack.routes.ts";
import { warehouseRoutes } from "./warehouse.routes.ts";
import { workshopRoutes } from "./workshop.routes.ts";

/** The factory area: master data (docs/api-factory.md). */
export async function factoryRoutes(app: FastifyInstance) {
  await app.register(workshopRoutes);
  await app.register(craftRoutes);
  await app.register(processFlowRoutes);
  await app.register(rackRoutes);
  await app.register(deviceRoutes);
  await app.register(warehouseRoutes);
}
