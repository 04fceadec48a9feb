import type { FastifyInstance } from "fastify";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { staffPerformanceRoutes } from "./staff-performance.routes.ts";

/** Reports over every area (docs/api-analytics.md): staff performance (3005), my data and dashboards (2000). */
export async function analyticsRoutes(app: FastifyInstance) {
  await app.register(staffPerformanceRoutes);
  await app.register(dashboardRoutes);
}
