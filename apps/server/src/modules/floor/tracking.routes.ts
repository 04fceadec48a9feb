import type { FastifyInstance } from "fastify";

/** production tracking and the chain (menu 2600) (docs/api-floor.md). */
export async function trackingRoutes(app: FastifyInstance) {
  void app;
}
