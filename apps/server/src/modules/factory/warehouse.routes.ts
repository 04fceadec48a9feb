import {
  createdWarehouse,
  createWarehouseBody,
  emptyBody,
  Menu,
  nothing,
  updateWarehouseBody,
  versioned,
  warehouseIdBody,
  warehouseListBody,
  warehouseOptions,
  warehousePage,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as warehouses from "./warehouse.service.ts";

export async function warehouseRoutes(app: FastifyInstance) {
  const tags = ["warehouse"];
  const access = { menu: Menu.Warehouses };
  post(
    app,
    "/api/warehouse/list",
    { access, body: warehouseListBody, response: warehousePage, summary: "Warehouses, paged", tags },
    (req) => warehouses.listWarehouses(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/warehouse/options",
    {
      access: "member",
      body: emptyBody,
      response: warehouseOptions,
      summary: "Warehouses for selects",
      tags,
    },
    (req) => warehouses.warehouseOptions(app, requireMember(req)),
  );
  post(
    app,
    "/api/warehouse/create",
    {
      access,
      body: createWarehouseBody,
      response: createdWarehouse,
      summary: "Add a warehouse",
      tags,
    },
    (req) => warehouses.createWarehouse(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/warehouse/update",
    { access, body: updateWarehouseBody, response: versioned, summary: "Edit a warehouse", tags },
    (req) => warehouses.updateWarehouse(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/warehouse/delete",
    { access, body: warehouseIdBody, response: nothing, summary: "Delete a warehouse", tags },
    (req) => warehouses.deleteWarehouse(app, requireMember(req), req.body.warehouseId),
  );
}
