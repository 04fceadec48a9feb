import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { code, id, keyword, text, version } from "./fields.ts";

/** Warehouses slabs are returned to (menu 3105, docs/api-factory.md). */
export const warehouseListBody = z.strictObject({ ...pageFields, keyword: keyword(30) });
const warehouseFields = { name: text(1, 30), code, location: text(0, 100).default("") };
export const createWarehouseBody = z.strictObject(warehouseFields);
export const updateWarehouseBody = z.strictObject({ warehouseId: id, ...warehouseFields, version });
export const warehouseIdBody = z.strictObject({ warehouseId: id });

export const warehouseOption = z.object({ warehouseId: rowId, name: z.string(), code: z.string() });
export const warehouseItem = warehouseOption.extend({
  location: z.string(),
  /** Slabs stored here: a warehouse holding any cannot be deleted. */
  slabCount: z.number().int(),
  version: z.number().int(),
  createdAt: isoTime,
});
export const warehousePage = pageOf(warehouseItem);
export const warehouseOptions = z.array(warehouseOption);
export const createdWarehouse = z.object({ warehouseId: rowId });

export type Warehouse = z.infer<typeof warehouseItem>;
export type WarehouseOption = z.infer<typeof warehouseOption>;
export type CreatedWarehouse = z.infer<typeof createdWarehouse>;
export type WarehouseListBody = z.input<typeof warehouseListBody>;
export type WarehouseBody = z.input<typeof createWarehouseBody>;
export type UpdateWarehouseBody = z.input<typeof updateWarehouseBody>;
