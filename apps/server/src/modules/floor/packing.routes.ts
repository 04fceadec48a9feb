import type { FastifyInstance } from "fastify";

/** packing boxes (menus 2400, 2600) (docs/api-floor.md). */
export async function packingRoutes(app: FastifyInstance) {
  void app;
}
