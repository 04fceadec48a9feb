import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { id, keyword, text, version } from "./fields.ts";

/** Racks (menu 3102, docs/api-factory.md): numbered 0001-9999, code "RK" + the number. */
export const MAX_RACK_NUMBER = 9999;
/** The most racks one add by quantity creates. */
export const MAX_RACK_QUANTITY = 500;
export const RACK_CLASS_NO_MAX = 20;
/** The longest location a rack label prints (the column itself is unbounded text). */
export const RACK_LOCATION_MAX = 50;
export const DEFAULT_SAFETY_VALUE = "8.00";
export const DEFAULT_MAX_VALUE = "10.00";

export const rackStatus = z.enum(["idle", "occupied"]);
export const rackSort = z.enum(["codeAsc", "codeDesc", "createdAsc", "createdDesc"]);
export const RACK_SORTS = rackSort.options;

export const RACK_NUMBER_RE = /^\d{4}$/;
/** Four digits, 0001-9999. */
export const rackNumber = z
  .string()
  .regex(RACK_NUMBER_RE, { error: "validation.rackNumberInvalid" })
  .refine((n) => Number(n) >= 1 && Number(n) <= MAX_RACK_NUMBER, { error: "validation.rackNumberInvalid" });
export const rackQuantity = z
  .number()
  .int({ error: "validation.quantityInvalid" })
  .min(1, { error: "validation.quantityInvalid" })
  .max(MAX_RACK_QUANTITY, { error: "validation.quantityInvalid" });

/** m² with at most 2 decimals. */
const areaValue = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: "validation.valueInvalid" });
const rackClassNo = text(0, RACK_CLASS_NO_MAX);
const rackLocation = text(0, RACK_LOCATION_MAX);

function safetyWithinMax(v: { safetyValue?: string; maxValue?: string }) {
  return (
    v.safetyValue === undefined || v.maxValue === undefined || Number(v.safetyValue) <= Number(v.maxValue)
  );
}
const safetyRule = { path: ["safetyValue"], error: "validation.valueUnreasonable" };

/** A rack's safety and maximum values as a form holds them: the safety value may not pass the maximum. */
export const rackValuesSchema = z
  .object({ safetyValue: areaValue, maxValue: areaValue })
  .refine(safetyWithinMax, safetyRule);

export const rackAddBody = z
  .strictObject({
    number: rackNumber.optional(),
    quantity: rackQuantity.optional(),
    safetyValue: areaValue.optional(),
    maxValue: areaValue.optional(),
    classNo: rackClassNo.optional(),
    location: rackLocation.optional(),
  })
  .refine((v) => (v.number === undefined) !== (v.quantity === undefined), {
    path: ["quantity"],
    error: "validation.numberOrQuantity",
  })
  .refine(safetyWithinMax, safetyRule);
export const rackUpdateBody = z
  .strictObject({
    rackId: id,
    safetyValue: areaValue,
    maxValue: areaValue,
    classNo: rackClassNo,
    location: rackLocation,
    version,
  })
  .refine(safetyWithinMax, safetyRule);
export const rackListBody = z.strictObject({
  ...pageFields,
  keyword: keyword(20),
  status: rackStatus.optional(),
  sort: rackSort.default("codeAsc"),
});
export const rackIdsBody = z.strictObject({ rackIds: z.array(id).min(1).max(MAX_RACK_QUANTITY) });
export const rackCode = (n: number) => `RK${String(n).padStart(4, "0")}`;

export const rackLabel = z.object({
  rackId: rowId,
  /** Four digits, "0007". */
  number: z.string(),
  /** "RK0007", what the label's Code 128 barcode holds. */
  code: z.string(),
  classNo: z.string(),
  location: z.string(),
});
export const rackItem = rackLabel.extend({
  status: rackStatus,
  /** m² with 2 decimals ("8.00"). */
  safetyValue: z.string(),
  maxValue: z.string(),
  version: z.number().int(),
  createdAt: isoTime,
});
export const rackPage = pageOf(rackItem);
export const rackLabels = z.array(rackLabel);
export const rackAdded = z.object({ created: z.number().int(), from: z.string(), to: z.string() });
export const racksDeleted = z.object({ deleted: z.number().int() });

export type RackStatus = z.infer<typeof rackStatus>;
export type RackSort = z.infer<typeof rackSort>;
export type Rack = z.infer<typeof rackItem>;
export type RackLabel = z.infer<typeof rackLabel>;
export type RackAdded = z.infer<typeof rackAdded>;
export type RacksDeleted = z.infer<typeof racksDeleted>;
export type RackListBody = z.input<typeof rackListBody>;
export type RackAddBody = z.input<typeof rackAddBody>;
export type RackUpdateBody = z.input<typeof rackUpdateBody>;
