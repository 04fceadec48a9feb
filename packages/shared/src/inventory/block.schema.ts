import { z } from "zod";
import { isoTime, pageOf } from "../api.ts";
import { pageFields } from "../validation.ts";
import { filterText } from "./fields.ts";

/** Blocks: the list with slab counts by status and total area (docs/api-inventory.md). */
export const blockListBody = z.strictObject({
  ...pageFields,
  blockNo: filterText(50),
  stone: filterText(50),
});
export type BlockListBody = z.infer<typeof blockListBody>;
export type BlockFilters = Omit<z.input<typeof blockListBody>, "pageNum" | "pageSize">;

const count = z.number().int();

/** `totalArea` in mm² (the sum of its slabs). */
export const blockItem = z.strictObject({
  blockId: z.string(),
  blockNo: z.string(),
  stone: z.string(),
  slabCount: count,
  statusCounts: z.strictObject({ toPick: count, toCut: count, cutting: count, done: count }),
  exceptionCount: count,
  totalArea: z.number(),
  createdAt: isoTime,
});
export type BlockItem = z.infer<typeof blockItem>;
export const blockPage = pageOf(blockItem);
