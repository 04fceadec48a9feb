import { z } from "zod";
import { pageOf, rowId } from "../api.ts";
import { PRICING_UNITS } from "../floor/transitions.ts";
import { pageFields } from "../validation.ts";
import { id, keyword, text, version } from "./fields.ts";
import { unitPriceSchema } from "./money.schema.ts";

/** Second-processing crafts and their unit prices (menu 3101, docs/api-factory.md). */
export const MAX_CRAFT_PRIORITY = 9999;
export const craftSort = z.enum(["priorityAsc", "priorityDesc"]);

const craftFields = {
  priority: z
    .number({ error: "validation.required" })
    .int({ error: "validation.priorityInvalid" })
    .min(0, { error: "validation.priorityInvalid" })
    .max(MAX_CRAFT_PRIORITY, { error: "validation.priorityInvalid" }),
  name: text(1, 30),
  process: text(0, 100).default(""),
  classNo: text(0, 20).default(""),
  workshopId: id,
  unitPrice: unitPriceSchema,
  /** What the unit price is per: a piece, a metre of the board's long edge, a m² of its area. */
  pricingUnit: z.enum(PRICING_UNITS).default("piece"),
  note: text(0, 200).default(""),
};
export const craftListBody = z.strictObject({
  ...pageFields,
  keyword: keyword(30),
  sort: craftSort.default("priorityAsc"),
});
export const createCraftBody = z.strictObject(craftFields);
export const updateCraftBody = z.strictObject({ craftId: id, ...craftFields, version });
export const craftIdBody = z.strictObject({ craftId: id });

export const craftOption = z.object({
  craftId: rowId,
  name: z.string(),
  /** Yuan with 2 decimals ("12.50"); unitPriceFen is the same amount in fen. */
  unitPrice: z.string(),
  unitPriceFen: z.number().int(),
  pricingUnit: z.enum(PRICING_UNITS),
});
export const craftItem = craftOption.extend({
  priority: z.number().int(),
  process: z.string(),
  classNo: z.string(),
  workshopId: rowId,
  workshopName: z.string(),
  note: z.string(),
  version: z.number().int(),
});
export const craftPage = pageOf(craftItem);
export const craftOptions = z.array(craftOption);
export const createdCraft = z.object({ craftId: rowId });

export type CraftSort = z.infer<typeof craftSort>;
export type Craft = z.infer<typeof craftItem>;
export type CraftOption = z.infer<typeof craftOption>;
export type CreatedCraft = z.infer<typeof createdCraft>;
export type CraftListBody = z.input<typeof craftListBody>;
export type CraftBody = z.input<typeof createCraftBody>;
export type UpdateCraftBody = z.input<typeof updateCraftBody>;
