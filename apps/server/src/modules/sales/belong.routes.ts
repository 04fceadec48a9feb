import { belongContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as belong from "./belong.service.ts";

export async function belongRoutes(app: FastifyInstance) {
  route(app, c.customerList, belong.ownedCustomers);
  route(app, c.orderList, belong.ownedOrders);
  route(app, c.taskList, belong.ownedTasks);
  route(app, c.customerTransfer, (ctx, b) => belong.transfer(ctx, { ...b, entity: "customer" }));
  route(app, c.orderTransfer, (ctx, b) => belong.transfer(ctx, { ...b, entity: "order" }));
  route(app, c.taskTransfer, (ctx, b) => belong.transfer(ctx, { ...b, entity: "task" }));
  route(app, c.history, belong.ownershipHistory);
}
