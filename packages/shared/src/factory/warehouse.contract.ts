import { nothing, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  createdWarehouse,
  createWarehouseBody,
  updateWarehouseBody,
  warehouseIdBody,
  warehouseListBody,
  warehouseOptions,
  warehousePage,
} from "./warehouse.schema.ts";

const tag = "warehouse";
const access = { menu: Menu.Warehouses };

/** Warehouses (docs/api-factory.md "Warehouses"). */
export const warehouseContract = {
  list: contract({
    path: "/api/warehouse/list",
    access,
    body: warehouseListBody,
    response: warehousePage,
    summary: "Warehouses, paged",
    tag,
  }),
  options: contract({
    path: "/api/warehouse/options",
    access: "member",
    body: emptyBody,
    response: warehouseOptions,
    summary: "Warehouses for selects",
    tag,
  }),
  create: contract({
    path: "/api/warehouse/create",
    access,
    body: createWarehouseBody,
    response: createdWarehouse,
    summary: "Add a warehouse",
    tag,
  }),
  update: contract({
    path: "/api/warehouse/update",
    access,
    body: updateWarehouseBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a warehouse",
    tag,
  }),
  delete: contract({
    path: "/api/warehouse/delete",
    access,
    body: warehouseIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a warehouse",
    tag,
  }),
};
