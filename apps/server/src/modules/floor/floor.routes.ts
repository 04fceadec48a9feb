import type { FastifyInstance } from "fastify";
import { craftWorkRoutes } from "./craft-work.routes.ts";
import { packingRoutes } from "./packing.routes.ts";
import { rackTripRoutes } from "./rack-trip.routes.ts";
import { scanRoutes } from "./scan.routes.ts";
import { trackingRoutes } from "./tracking.routes.ts";

/** The floor after cutting (docs/api-floor.md): racks, crafts done, packing, tracking, scan station. */
export async function floorRoutes(app: FastifyInstance) {
  await app.register(rackTripRoutes);
  await app.register(craftWorkRoutes);
  await app.register(packingRoutes);
  await app.register(trackingRoutes);
  await app.register(scanRoutes);
}
