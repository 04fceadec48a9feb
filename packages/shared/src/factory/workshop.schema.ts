import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { code, id, keyword, text, version } from "./fields.ts";

/** Workshops (menu 3103, docs/api-factory.md). */
/**
 * A workshop's category is the floor stage its crafts belong to (shared floor/stage-gate.ts). A
 * reinforcement workshop's crafts (e.g. back netting) are the boards' reinforcement work: the stage gate
 * keeps a rack at reinforcement until they are done (docs/api-floor.md "Stage gates").
 */
export const workshopCategory = z.enum(["cutting", "secondProcessing", "packing", "reinforcement"]);
export const WORKSHOP_CATEGORIES = workshopCategory.options;

export const workshopListBody = z.strictObject({
  ...pageFields,
  keyword: keyword(30),
  category: workshopCategory.optional(),
});
export const workshopOptionsBody = z.strictObject({ category: workshopCategory.optional() });
const workshopFields = { category: workshopCategory, name: text(1, 30), code };
export const createWorkshopBody = z.strictObject(workshopFields);
export const updateWorkshopBody = z.strictObject({ workshopId: id, ...workshopFields, version });
export const workshopIdBody = z.strictObject({ workshopId: id });

export const workshopItem = z.object({
  workshopId: rowId,
  category: workshopCategory,
  name: z.string(),
  code: z.string(),
  /** One per category, created with the enterprise; it cannot be edited or deleted. */
  isDefault: z.boolean(),
  version: z.number().int(),
  createdAt: isoTime,
});
export const workshopPage = pageOf(workshopItem);
export const workshopOption = workshopItem.pick({ workshopId: true, category: true, name: true, code: true });
export const workshopOptions = z.array(workshopOption);
export const createdWorkshop = z.object({ workshopId: rowId });

export type WorkshopCategory = z.infer<typeof workshopCategory>;
export type Workshop = z.infer<typeof workshopItem>;
export type WorkshopOption = z.infer<typeof workshopOption>;
export type CreatedWorkshop = z.infer<typeof createdWorkshop>;
export type WorkshopListBody = z.input<typeof workshopListBody>;
export type WorkshopBody = z.input<typeof createWorkshopBody>;
export type UpdateWorkshopBody = z.input<typeof updateWorkshopBody>;
