import { z } from "zod";
import { isoTime, pageOf, type versioned } from "../api.ts";
import { pageFields } from "../validation.ts";
import { filterText, id, thickness, version } from "./fields.ts";
import { remnantItem, remnantParent, slabKind } from "./remnant.schema.ts";

/**
 * Slabs (docs/api-inventory.md): the list and its filters, a slab's detail, its exception flag,
 * device and completion. Messages are catalogue keys.
 */

export const SLAB_STATUSES = ["toPick", "toCut", "cutting", "done"] as const;
export const slabStatus = z.enum(SLAB_STATUSES);
export type SlabStatus = z.infer<typeof slabStatus>;

export const tableSide = z.enum(["A", "B"]);
export type TableSide = z.infer<typeof tableSide>;

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
  /** all, slabs from blocks only, or remnants only. */
  kind: slabKind.default("all"),
});
export type SlabListBody = z.infer<typeof slabListBody>;
/** The list's filters as the web sends them (paging apart). */
export type SlabFilters = Omit<z.input<typeof slabListBody>, "pageNum" | "pageSize">;

export const inventoryOptionsBody = z.strictObject({});

export const slabIdBody = z.strictObject({ slabId: id });

const reason = z.string({ error: "validation.required" }).trim().max(200, { error: "validation.tooLong" });
export const slabExceptionBody = z
  .strictObject({ slabId: id, exception: z.boolean(), reason: reason.default(""), version })
  .refine((v) => !v.exception || v.reason.length > 0, {
    path: ["reason"],
    error: "validation.reasonRequired",
  });
export type SlabExceptionBody = z.input<typeof slabExceptionBody>;

export const slabChangeDeviceBody = z.strictObject({
  slabId: id,
  deviceId: id,
  tableSide: tableSide.optional(),
  version,
});
export type SlabChangeDeviceBody = z.input<typeof slabChangeDeviceBody>;

export const slabCompleteBody = z.strictObject({ slabId: id, version });
export type SlabCompleteBody = z.input<typeof slabCompleteBody>;

/** What a slab's state change answers: its new version (`versioned`). */
export type SlabVersion = z.infer<typeof versioned>;

// ---- Responses ----

/** A rectangle in mm on a slab, origin at its lower-left corner (defects, placed boards). */
export const planRect = z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type PlanRect = z.infer<typeof planRect>;

/** A row of the slab list. `area` in mm²; `yieldRate` 0..100, null without an accepted plan. */
export const slabItem = z.strictObject({
  slabId: z.string(),
  blockId: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  stone: z.string(),
  barcode: z.string(),
  length: z.number(),
  width: z.number(),
  thickness: z.number(),
  area: z.number(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  status: slabStatus,
  exception: z.boolean(),
  exceptionReason: z.string(),
  deviceId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  tableSide: tableSide.nullable(),
  planId: z.string().nullable(),
  yieldRate: z.number().nullable(),
  /** Set for a remnant: the slab it was cut from. */
  parentSlabId: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoTime,
});
export type SlabItem = z.infer<typeof slabItem>;
export const slabPage = pageOf(slabItem);

/** A slab with its defect rectangles (detail, material detail, manual layout). */
export const slabWithDefects = slabItem.extend({ defects: z.array(planRect) });
export type SlabWithDefects = z.infer<typeof slabWithDefects>;

export const PLAN_SOURCES = ["cloud", "manual"] as const;
export const planSource = z.enum(PLAN_SOURCES);

/** The slab's accepted plan in a few numbers (slab detail). */
export const planSummary = z.strictObject({
  planId: z.string(),
  source: planSource,
  projectId: z.string(),
  projectName: z.string(),
  projectNo: z.string(),
  planeId: z.string().nullable(),
  batchNo: z.string().nullable(),
  boardCount: z.number().int(),
  usedArea: z.number(),
  yieldRate: z.number(),
  kerf: z.number(),
  stages: z.number().int(),
  createdAt: isoTime,
});
export type PlanSummary = z.infer<typeof planSummary>;

/** The objects an event names, resolved to what a reader recognises (docs/api-production.md, "Slab history"). */
export const historyRefs = z.strictObject({
  blockNo: z.string().nullable(),
  boardCode: z.string().nullable(),
  planeId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  tableSide: z.string().nullable(),
  toDeviceCode: z.string().nullable(),
  toTableSide: z.string().nullable(),
  warehouseName: z.string().nullable(),
  planNo: z.string().nullable(),
  recordNo: z.string().nullable(),
});
export type HistoryRefs = z.infer<typeof historyRefs>;

/** One event of the slab's history from block to board, oldest first (the audit log's lines that name it). */
export const historyEntry = z.strictObject({
  at: isoTime,
  actorName: z.string().nullable(),
  /** block, slab, board, productionPlan, pickingRecord … */
  entity: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  refs: historyRefs,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const slabDetail = slabWithDefects.extend({
  completedAt: isoTime.nullable(),
  completedByName: z.string().nullable(),
  plan: planSummary.nullable(),
  history: z.array(historyEntry),
  /** The remnants this slab produced when it was completed. */
  remnants: z.array(remnantItem),
  /** For a remnant: where it came from. */
  parent: remnantParent.nullable(),
});
export type SlabDetail = z.infer<typeof slabDetail>;

export const inventoryOptions = z.strictObject({
  stones: z.array(z.string()),
  thicknesses: z.array(z.number()),
  warehouses: z.array(z.strictObject({ warehouseId: z.string(), name: z.string(), code: z.string() })),
});
export type InventoryOptions = z.infer<typeof inventoryOptions>;

/** Why a device cannot take a slab. */
export const deviceReason = z.enum(["size", "thickness"]);
export type DeviceReason = z.infer<typeof deviceReason>;
const tableState = z.enum(["unoccupied", "picked"]);

/** A device, suitable ones first, each with the reasons it cannot take the slab. */
export const deviceOption = z.strictObject({
  deviceId: z.string(),
  code: z.string(),
  series: z.string(),
  maxLength: z.number(),
  maxWidth: z.number(),
  maxThickness: z.number(),
  tableA: tableState,
  tableB: tableState,
  suitable: z.boolean(),
  reasons: z.array(deviceReason),
});
export type DeviceOption = z.infer<typeof deviceOption>;
export const deviceOptions = z.array(deviceOption);
