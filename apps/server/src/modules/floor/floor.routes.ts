import type { FastifyInstance } from "fastify";

/** The floor after cutting (docs/api-floor.md): racks, crafts done, packing, tracking, scan station. */
export async function floorRoutes(app: FastifyInstance) {
  void app;
}
