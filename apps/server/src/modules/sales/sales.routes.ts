import type { FastifyInstance } from "fastify";
import { belongRoutes } from "./belong.routes.ts";
import { customerRoutes } from "./customer.routes.ts";
import { financeRoutes } from "./finance.routes.ts";
import { orderRoutes } from "./order.routes.ts";
import { paymentNotifyRoutes } from "./payment-notify.routes.ts";
import { staffRoutes } from "./staff.routes.ts";
import { taskRoutes } from "./task.routes.ts";
import { teamRoutes } from "./team.routes.ts";

/** The sales module's routes (registered by app.ts; contract in docs/api-sales.md). */
export async function salesRoutes(app: FastifyInstance) {
  await app.register(customerRoutes);
  await app.register(orderRoutes);
  await app.register(taskRoutes);
  await app.register(belongRoutes);
  await app.register(teamRoutes);
  await app.register(staffRoutes);
  await app.register(financeRoutes);
  // Encapsulated: its raw-body JSON parser and signature hook apply to the notification only.
  await app.register(paymentNotifyRoutes);
}
