import type { FastifyInstance } from "fastify";

/** racks (menu 2800) (docs/api-floor.md). */
export async function rackTripRoutes(app: FastifyInstance) {
  void app;
}
