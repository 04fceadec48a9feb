import { z } from "zod";
import { pageFields } from "../validation.ts";

/**
 * Request bodies of the inventory module: slabs and blocks, material detail, manual layout
 * (docs/api-inventory.md). Messages are catalogue keys.
 */
const id = z.string().uuid({ error: "validation.invalid" });
const version = z.number().int().min(1);

export const SLAB_STATUSES = ["toPick", "toCut", "cutting", "done"] as const;
export const slabStatus = z.enum(SLAB_STATUSES);
export type SlabStatus = z.infer<typeof slabStatus>;

/** Limits of the slab import (docs/api-inventory.md). */
export const SLAB_IMPORT_LIMITS = {
  /** Bytes of the uploaded .xlsx. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Bytes of all the file's parts once unzipped (zip bombs stop here). */
  maxUnzippedBytes: 20 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 5000,
  /** Problems listed in one 1009 answer (the rest are summarised). */
  maxErrors: 200,
  /** Defect rectangles on one slab. */
  maxDefects: 20,
} as const;

/** Saw kerf (mm) and guillotine stages of a cutting plan. */
export const KERF_MIN = 0;
export const KERF_MAX = 10;
export const DEFAULT_KERF = 4;
export const DEFAULT_STAGES = 3;
export const kerfSchema = z
  .number({ error: "validation.required" })
  .int({ error: "validation.invalid" })
  .min(KERF_MIN, { error: "validation.invalid" })
  .max(KERF_MAX, { error: "validation.invalid" });
export const stagesSchema = z
  .number({ error: "validation.required" })
  .int({ error: "validation.invalid" })
  .min(2, { error: "validation.invalid" })
  .max(9, { error: "validation.invalid" });

const thickness = z.number().positive().max(1000);
const filterText = (max: number) => z.string().trim().max(max).optional();

export const slabListBody = z.strictObject({
  ...pageFields,
  stone: filterText(50),
  thickness: thickness.optional(),
  status: slabStatus.optional(),
  warehouseId: id.optional(),
  blockNo: filterText(50),
  bundleNo: filterText(50),
  /** Exact match (a barcode scan). */
  barcode: filterText(100),
  exception: z.boolean().optional(),
  blockId: id.optional(),
});

export const blockListBody = z.strictObject({
  ...pageFields,
  blockNo: filterText(50),
  stone: filterText(50),
});

export const inventoryOptionsBody = z.strictObject({});

export const slabIdBody = z.strictObject({ slabId: id });

const reason = z.string({ error: "validation.required" }).trim().max(200, { error: "validation.tooLong" });
export const slabExceptionBody = z
  .strictObject({ slabId: id, exception: z.boolean(), reason: reason.default(""), version })
  .refine((v) => !v.exception || v.reason.length > 0, {
    path: ["reason"],
    error: "validation.required",
  });

export const slabChangeDeviceBody = z.strictObject({
  slabId: id,
  deviceId: id,
  tableSide: z.enum(["A", "B"]).optional(),
  version,
});

export const slabCompleteBody = z.strictObject({ slabId: id, version });

/** Manual layout: the scope is a plane, or a whole project. */
const layoutScope = { projectId: id.optional(), planeId: id.optional() };
const scopeGiven = (v: { projectId?: string; planeId?: string }) =>
  v.projectId !== undefined || v.planeId !== undefined;
const scopeError = { path: ["planeId"], error: "validation.required" };

/** `barcode`: exact match (a scanner), within the slabs the scope could use. */
export const layoutSlabsBody = z
  .strictObject({
    ...pageFields,
    ...layoutScope,
    stone: filterText(50),
    thickness: thickness.optional(),
    barcode: filterText(100),
  })
  .refine(scopeGiven, scopeError);

export const layoutBoardsBody = z.strictObject({ ...layoutScope, slabId: id }).refine(scopeGiven, scopeError);

export const layoutPlacement = z.strictObject({
  boardId: id,
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
  rotated: z.boolean().default(false),
});

const layoutPlanFields = {
  ...layoutScope,
  slabId: id,
  kerf: kerfSchema.default(DEFAULT_KERF),
  stages: stagesSchema.default(DEFAULT_STAGES),
  placements: z.array(layoutPlacement).min(1, { error: "validation.required" }).max(500),
};

/** Dry run: the same checks as saving, nothing stored. */
export const layoutCheckBody = z.strictObject(layoutPlanFields).refine(scopeGiven, scopeError);

/** `version`: the slab's version as read (layoutBoards answers it); a stale one → 1012. */
export const layoutSaveBody = z.strictObject({ ...layoutPlanFields, version }).refine(scopeGiven, scopeError);

export type SlabListBody = z.infer<typeof slabListBody>;
export type LayoutPlacementInput = z.infer<typeof layoutPlacement>;
