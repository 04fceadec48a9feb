import { warehouseContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as warehouses from "./warehouse.service.ts";

export async function warehouseRoutes(app: FastifyInstance) {
  route(app, c.list, warehouses.listWarehouses);
  route(app, c.options, warehouses.warehouseOptions);
  route(app, c.create, warehouses.createWarehouse);
  route(app, c.update, warehouses.updateWarehouse);
  route(app, c.delete, (ctx, b) => warehouses.deleteWarehouse(ctx, b.warehouseId));
}
