import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { deviceSeries, tableLoad, tableState } from "../factory/device.schema.ts";
import { deviceReason, slabStatus, tableSide } from "../inventory/slab.schema.ts";
import { ingestErrors, machineStatus } from "../machine/machine-status.schema.ts";
import { calendarDateSchema, pageFields } from "../validation.ts";
import { slabIdentity } from "./fields.ts";

/**
 * Stone pickup / return / transfer (menu 2700, docs/api-production.md "Picking"), the machine tables'
 * contents and the device detail (menu 2902). Messages are catalogue keys.
 */

export const PICKING_KINDS = ["pick", "return", "transfer"] as const;
export const pickingKind = z.enum(PICKING_KINDS);
export type PickingKind = z.infer<typeof pickingKind>;
/** Slabs one action may carry. */
export const MAX_PICK_SLABS = 200;

const id = z.string().uuid({ error: "validation.invalid" });
const text = (max: number) => z.string().trim().max(max, { error: "validation.tooLong" }).optional();
const slabIds = z
  .array(id, { error: "validation.required" })
  .min(1, { error: "production.picking.noSlabs" })
  .max(MAX_PICK_SLABS, { error: "production.picking.tooManySlabs" })
  .refine((ids) => new Set(ids).size === ids.length, { error: "production.picking.duplicateSlabs" });
const remark = z.string().trim().max(200, { error: "validation.tooLong" }).default("");

/** A scanned barcode (keyboard-wedge scanner: the code, then Enter). */
export const pickingScanBody = z.strictObject({
  barcode: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(100),
});
/** Slabs to select from: toPick (to pick) or toCut (to return or transfer). */
export const pickingSlabListBody = z.strictObject({
  ...pageFields,
  status: z.enum(["toPick", "toCut"]).optional(),
  stone: text(50),
  thickness: z.number().positive().max(1000).optional(),
  warehouseId: id.optional(),
  projectId: id.optional(),
  deviceId: id.optional(),
  barcode: text(100),
});
/**
 * A pick. The plan decides the table: a slab of an issued production plan goes to its plan's device
 * and table (a selection over several tables is split, one record per table). `deviceId` / `tableSide`
 * is the table the user chose for the slabs without a plan; `offPlan: true` is the explicit choice to
 * put every slab of the request on that table, its plan notwithstanding (named in the answer, audited).
 * A chosen table that contradicts a planned slab's table without `offPlan` is refused (1003).
 */
export const pickBody = z.strictObject({
  slabIds,
  deviceId: id.optional(),
  /** Left out: the table of the slabs' issued production plan on this device. */
  tableSide: tableSide.optional(),
  offPlan: z.boolean().default(false),
  remark,
});
export const returnBody = z.strictObject({
  slabIds,
  /** Required: where the slabs go back to. */
  warehouseId: z
    .string({ error: "production.picking.warehouseRequired" })
    .uuid({ error: "validation.invalid" }),
  remark,
});
export const pickTransferBody = z.strictObject({ slabIds, deviceId: id, tableSide, remark });
export const pickingRecordListBody = z.strictObject({
  ...pageFields,
  kind: pickingKind.optional(),
  deviceId: id.optional(),
  operatorId: id.optional(),
  /** Business days (Asia/Shanghai), both included. */
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
  barcode: text(100),
});
/** The table a transfer of these toCut slabs should go to: their issued production plan's. */
export const transferProposalBody = z.strictObject({ slabIds });
export const transferProposal = z.strictObject({
  /** Null when no slab has a plan naming another table than the one it is on. */
  proposal: z
    .strictObject({
      deviceId: rowId,
      deviceCode: z.string(),
      tableSide,
      planNo: z.string(),
      /** The slabs of the selection the plan puts on that table. */
      slabIds: z.array(rowId),
    })
    .nullable(),
});
export type TransferProposal = z.infer<typeof transferProposal>;
export const pickingRecordIdBody = z.strictObject({ recordId: id });
export const pickingOptionsBody = z.strictObject({});
export const deviceDetailBody = z.strictObject({ deviceId: id });

// ---- Responses ----

/** A slab as the picking screen shows it: where it is, what plan it carries, where its production plan puts it. */
export const pickingSlab = z.strictObject({
  ...slabIdentity,
  status: slabStatus,
  exception: z.boolean(),
  exceptionReason: z.string(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  deviceId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  tableSide: tableSide.nullable(),
  /** Boards on its accepted cutting plan, and their project / plane. */
  boards: z.number().int(),
  projectName: z.string().nullable(),
  batchNo: z.string().nullable(),
  /** The issued production plan that schedules it, and the table it assigns. */
  productionPlanId: z.string().nullable(),
  productionPlanNo: z.string().nullable(),
  planDeviceId: z.string().nullable(),
  planDeviceCode: z.string().nullable(),
  planTableSide: tableSide.nullable(),
  /** Who put it on its table and when (its last pick or transfer). */
  pickedByName: z.string().nullable(),
  pickedAt: isoTime.nullable(),
  version: z.number().int(),
});
export type PickingSlab = z.infer<typeof pickingSlab>;
export const pickingSlabPage = pageOf(pickingSlab);

/** A slab the device cannot take, left out of a pick or transfer. */
export const removedSlab = z.strictObject({
  slabId: rowId,
  barcode: z.string(),
  reasons: z.array(deviceReason),
  /** "大板 X：尺寸超出设备最大尺寸" in the caller's language. */
  message: z.string(),
});
/** One machine picking record an action wrote: its table (the destination of a transfer) and slabs. */
export const pickingDoneRecord = z.strictObject({
  recordId: rowId,
  recordNo: z.string(),
  deviceId: rowId,
  deviceCode: z.string(),
  tableSide,
  planNo: z.string().nullable(),
  slabs: z.array(z.strictObject({ slabId: rowId, barcode: z.string() })),
});
/** A slab put on another table than its issued production plan's, by the request's explicit choice. */
export const offPlanSlab = z.strictObject({
  slabId: rowId,
  barcode: z.string(),
  planNo: z.string(),
  planDeviceCode: z.string(),
  planTableSide: tableSide,
});
export const pickingDone = z.strictObject({
  /** The first record (a pick split over several tables wrote `records.length`). */
  recordId: rowId,
  recordNo: z.string(),
  count: z.number().int(),
  removed: z.array(removedSlab),
  records: z.array(pickingDoneRecord),
  offPlan: z.array(offPlanSlab),
});
export type PickingDone = z.infer<typeof pickingDone>;

export const pickingRecord = z.strictObject({
  recordId: rowId,
  recordNo: z.string(),
  kind: pickingKind,
  deviceId: rowId,
  deviceCode: z.string(),
  tableSide,
  toDeviceId: z.string().nullable(),
  toDeviceCode: z.string().nullable(),
  toTableSide: tableSide.nullable(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  planId: z.string().nullable(),
  planNo: z.string().nullable(),
  slabCount: z.number().int(),
  /** mm² */
  area: z.number(),
  boards: z.number().int(),
  racksNeeded: z.number().int(),
  operatorId: rowId,
  operatorName: z.string().nullable(),
  remark: z.string(),
  createdAt: isoTime,
});
export type PickingRecord = z.infer<typeof pickingRecord>;
export const pickingRecordPage = pageOf(pickingRecord);
export const pickingRecordSlabs = z.array(pickingSlab);

export const pickingDevice = z.strictObject({
  deviceId: rowId,
  code: z.string(),
  series: deviceSeries,
  maxLength: z.number().int(),
  maxWidth: z.number().int(),
  maxThickness: z.number().int(),
  tableA: tableState,
  tableB: tableState,
});
export type PickingDevice = z.infer<typeof pickingDevice>;
export const pickingOptions = z.strictObject({
  devices: z.array(pickingDevice),
  warehouses: z.array(z.strictObject({ warehouseId: rowId, name: z.string(), code: z.string() })),
  operators: z.array(z.strictObject({ userId: rowId, name: z.string() })),
  projects: z.array(z.strictObject({ projectId: rowId, name: z.string(), projectNo: z.string() })),
  stones: z.array(z.string()),
  thicknesses: z.array(z.number()),
});
export type PickingOptions = z.infer<typeof pickingOptions>;

export const deviceDetail = z.strictObject({
  device: pickingDevice.extend({ linked: z.boolean(), linkedAt: isoTime.nullable(), status: machineStatus }),
  tables: z.array(tableLoad.extend({ slabs: z.array(pickingSlab) })),
  todayPicks: z.number().int(),
  todayRecords: z.array(pickingRecord),
  /** Records the machine sent today that were refused, and the latest reasons. */
  ingestErrors: ingestErrors,
});
export type DeviceDetail = z.infer<typeof deviceDetail>;

export type PickingSlabListBody = z.input<typeof pickingSlabListBody>;
export type PickingSlabFilters = Omit<PickingSlabListBody, "pageNum" | "pageSize">;
export type PickBody = z.input<typeof pickBody>;
export type ReturnBody = z.input<typeof returnBody>;
export type PickTransferBody = z.input<typeof pickTransferBody>;
export type PickingRecordListBody = z.input<typeof pickingRecordListBody>;
export type PickingRecordFilters = Omit<PickingRecordListBody, "pageNum" | "pageSize">;
