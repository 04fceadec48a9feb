import type { FastifyInstance } from "fastify";

/** crafts done (menu 2400) (docs/api-floor.md). */
export async function craftWorkRoutes(app: FastifyInstance) {
  void app;
}
