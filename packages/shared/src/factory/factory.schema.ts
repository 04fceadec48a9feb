import { z } from "zod";
import { pageFields } from "../validation.ts";

/** Factory master data (docs/api-factory.md). */
const id = z.string().uuid({ error: "validation.invalid" });
const version = z.number().int().min(1);

function text(min: number, max: number, requiredKey = "validation.required") {
  const base = z.string({ error: requiredKey }).trim();
  return (min > 0 ? base.min(1, { error: requiredKey }) : base).max(max, { error: "validation.tooLong" });
}

const code = text(1, 20).regex(/^[A-Za-z0-9-]+$/, { error: "validation.codeFormat" });

/** Yuan with at most 2 decimals, as a string, so no float ever touches money. */
export const UNIT_PRICE_RE = /^\d{1,8}(\.\d{1,2})?$/;
export const unitPriceSchema = z
  .string({ error: "validation.unitPriceInvalid" })
  .trim()
  .regex(UNIT_PRICE_RE, { error: "validation.unitPriceInvalid" });

/** "12.5" → 1250 fen, exactly. */
export function yuanToFen(value: string): number {
  const [int, frac = ""] = value.trim().split(".");
  return Number(int) * 100 + Number(frac.padEnd(2, "0"));
}

export function fenToYuan(fen: number | bigint): string {
  const n = BigInt(fen);
  return `${n / 100n}.${(n % 100n).toString().padStart(2, "0")}`;
}

export const workshopCategory = z.enum(["cutting", "secondProcessing", "packing"]);
export const workshopListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(30).optional(),
  category: workshopCategory.optional(),
});
export const workshopOptionsBody = z.strictObject({ category: workshopCategory.optional() });
const workshopFields = { category: workshopCategory, name: text(1, 30), code };
export const createWorkshopBody = z.strictObject(workshopFields);
export const updateWorkshopBody = z.strictObject({ workshopId: id, ...workshopFields, version });
export const workshopIdBody = z.strictObject({ workshopId: id });

const craftFields = {
  priority: z.number({ error: "validation.required" }).int().min(0).max(9999),
  name: text(1, 30),
  process: text(0, 100).default(""),
  classNo: text(0, 20).default(""),
  workshopId: id,
  unitPrice: unitPriceSchema,
  note: text(0, 200).default(""),
};
export const craftListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(30).optional(),
  sort: z.enum(["priorityAsc", "priorityDesc"]).default("priorityAsc"),
});
export const createCraftBody = z.strictObject(craftFields);
export const updateCraftBody = z.strictObject({ craftId: id, ...craftFields, version });
export const craftIdBody = z.strictObject({ craftId: id });

export const projectType = z.enum(["engineering", "fineWork"]);
export const processFlowGetBody = z.strictObject({ projectType });
export const processFlowSaveBody = z
  .strictObject({
    projectType,
    version: z.number().int().min(0),
    steps: z.array(z.strictObject({ craftId: id, unitPrice: unitPriceSchema })).max(50),
  })
  .refine((v) => new Set(v.steps.map((s) => s.craftId)).size === v.steps.length, {
    path: ["steps"],
    error: "validation.duplicateStep",
  });

/** m² with at most 2 decimals. */
const areaValue = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: "validation.valueInvalid" });
const rackExtras = {
  safetyValue: areaValue.optional(),
  maxValue: areaValue.optional(),
  classNo: text(0, 20).optional(),
  location: text(0, 50).optional(),
};
function safetyWithinMax(v: { safetyValue?: string; maxValue?: string }) {
  return (
    v.safetyValue === undefined || v.maxValue === undefined || Number(v.safetyValue) <= Number(v.maxValue)
  );
}
export const RACK_NUMBER_RE = /^\d{4}$/;
export const rackAddBody = z
  .strictObject({
    number: z
      .string()
      .regex(RACK_NUMBER_RE, { error: "validation.rackNumberInvalid" })
      .refine((n) => Number(n) >= 1, { error: "validation.rackNumberInvalid" })
      .optional(),
    quantity: z
      .number()
      .int()
      .min(1, { error: "validation.quantityInvalid" })
      .max(500, { error: "validation.quantityInvalid" })
      .optional(),
    ...rackExtras,
  })
  .refine((v) => (v.number === undefined) !== (v.quantity === undefined), {
    path: ["quantity"],
    error: "validation.numberOrQuantity",
  })
  .refine(safetyWithinMax, { path: ["safetyValue"], error: "validation.valueUnreasonable" });
export const rackUpdateBody = z
  .strictObject({
    rackId: id,
    safetyValue: areaValue,
    maxValue: areaValue,
    classNo: text(0, 20),
    location: text(0, 50),
    version,
  })
  .refine(safetyWithinMax, { path: ["safetyValue"], error: "validation.valueUnreasonable" });
export const rackListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(20).optional(),
  status: z.enum(["idle", "occupied"]).optional(),
  sort: z.enum(["codeAsc", "codeDesc", "createdAsc", "createdDesc"]).default("codeAsc"),
});
export const rackIdsBody = z.strictObject({ rackIds: z.array(id).min(1).max(500) });
export const rackCode = (n: number) => `RK${String(n).padStart(4, "0")}`;

export const deviceSeries = z.enum(["S600", "C500", "smart400"]);
export const SERIES_DEFAULTS: Record<
  z.infer<typeof deviceSeries>,
  { maxLength: number; maxWidth: number; maxThickness: number }
> = {
  S600: { maxLength: 3600, maxWidth: 2000, maxThickness: 50 },
  C500: { maxLength: 3200, maxWidth: 1800, maxThickness: 40 },
  smart400: { maxLength: 2800, maxWidth: 1600, maxThickness: 30 },
};
const mm = z.number().int().min(1).max(100_000);
export const deviceListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(20).optional(),
  series: deviceSeries.optional(),
});
export const createDeviceBody = z.strictObject({
  code,
  series: deviceSeries,
  maxLength: mm.optional(),
  maxWidth: mm.optional(),
  maxThickness: mm.optional(),
});
export const updateDeviceBody = z.strictObject({
  deviceId: id,
  code,
  series: deviceSeries,
  maxLength: mm,
  maxWidth: mm,
  maxThickness: mm,
  version,
});
export const deviceIdBody = z.strictObject({ deviceId: id });

export const warehouseListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(30).optional(),
});
const warehouseFields = { name: text(1, 30), code, location: text(0, 100).default("") };
export const createWarehouseBody = z.strictObject(warehouseFields);
export const updateWarehouseBody = z.strictObject({ warehouseId: id, ...warehouseFields, version });
export const warehouseIdBody = z.strictObject({ warehouseId: id });
