import type { FastifyInstance } from "fastify";

/** the scan station's lookup (menu 2450) (docs/api-floor.md). */
export async function scanRoutes(app: FastifyInstance) {
  void app;
}
