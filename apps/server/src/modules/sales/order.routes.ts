import { orderContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as orders from "./order.service.ts";

export async function orderRoutes(app: FastifyInstance) {
  route(app, c.list, orders.listOrders);
  route(app, c.options, orders.orderOptions);
  route(app, c.create, orders.createOrder);
  route(app, c.update, orders.updateOrder);
  route(app, c.delete, (ctx, b) => orders.deleteOrder(ctx, b.orderId));
  route(app, c.detail, (ctx, b) => orders.getOrderDetail(ctx, b.orderId));
  route(app, c.transition, orders.transitionOrder);
  route(app, c.collections, orders.listOrderCollections);
}
