import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { slabStatus, tableSide } from "../inventory/slab.schema.ts";
import { BOARD_STATUSES } from "../project/project-views.schema.ts";
import { pageFields, versionSchema } from "../validation.ts";
import { slabIdentity } from "./fields.ts";

/**
 * Cutting (docs/api-production.md "Cutting and production tasks"): start a slab, mark it complete,
 * flag a board broken; the production tasks' queues per workshop category (menu 2400).
 */

const id = z.string().uuid({ error: "validation.invalid" });

/** A slab's state change from the production task screen: the version it was read at. */
export const cuttingSlabBody = z.strictObject({ slabId: id, version: versionSchema });
export type CuttingSlabBody = z.input<typeof cuttingSlabBody>;

/** A board found broken: the reason is required (it is the board's exception reason). */
export const boardBreakBody = z.strictObject({
  boardId: id,
  reason: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" }),
});
export type BoardBreakBody = z.input<typeof boardBreakBody>;

/** A scan on the cutting tab: a slab barcode or a board code, exactly as the scanner typed it. */
export const cuttingScanBody = z.strictObject({
  code: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(100, { error: "validation.tooLong" }),
});
export type CuttingScanBody = z.input<typeof cuttingScanBody>;

export const cuttingAction = z.enum(["start", "complete", "break"]);
export type CuttingAction = z.infer<typeof cuttingAction>;

/** What a completion did beside the slab: boards cut, plans closed, projects finished, remnants made (barcodes). */
export const slabCompleted = z.object({
  version: z.number().int(),
  boards: z.number().int(),
  closedPlans: z.array(z.string()),
  finishedProjects: z.array(z.string()),
  remnants: z.array(z.string()),
});
export type SlabCompleted = z.infer<typeof slabCompleted>;

export const slabStarted = z.object({ version: z.number().int(), boards: z.number().int() });
export type SlabStarted = z.infer<typeof slabStarted>;

export const boardBroken = z.object({ boardId: rowId, code: z.string() });
export type BoardBroken = z.infer<typeof boardBroken>;

export const queueBoard = z.object({
  boardId: rowId,
  code: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  status: z.enum(BOARD_STATUSES),
  exception: z.boolean(),
  exceptionReason: z.string(),
});
export type QueueBoard = z.infer<typeof queueBoard>;

/** A slab on a device table, waiting to be cut or being cut. */
export const queueSlab = z.object({
  ...slabIdentity,
  status: slabStatus,
  version: z.number().int(),
  /** The active production plan carrying it and its place in that plan, if any. */
  planNo: z.string().nullable(),
  seq: z.number().int().nullable(),
  pickedAt: isoTime.nullable(),
  startedAt: isoTime.nullable(),
  projectId: rowId.nullable(),
  projectName: z.string().nullable(),
  projectNo: z.string().nullable(),
  batchNo: z.string().nullable(),
  boards: z.array(queueBoard),
});
export type QueueSlab = z.infer<typeof queueSlab>;

/** One device table (A/B; null: a slab given a device without a table) and its slabs in cutting order. */
export const queueTable = z.object({
  deviceId: rowId,
  deviceCode: z.string(),
  series: z.string(),
  tableSide: tableSide.nullable(),
  slabs: z.array(queueSlab),
});
export type QueueTable = z.infer<typeof queueTable>;

export const cuttingQueueBody = z.strictObject({ deviceId: id.optional() });
export const cuttingQueue = z.object({ tables: z.array(queueTable) });
export type CuttingQueue = z.infer<typeof cuttingQueue>;

/** How many items wait in each workshop category's queue (slabs for cutting, boards otherwise). */
export const taskCountsBody = z.strictObject({});
export const taskCounts = z.object({
  cutting: z.number().int(),
  secondProcessing: z.number().int(),
  packing: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCounts>;

export const taskBoardCategory = z.enum(["secondProcessing", "packing"]);
export type TaskBoardCategory = z.infer<typeof taskBoardCategory>;

export const taskBoardsBody = z.strictObject({
  ...pageFields,
  category: taskBoardCategory,
  craftId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type TaskBoardsBody = z.infer<typeof taskBoardsBody>;
export type TaskBoardsFilters = Omit<z.input<typeof taskBoardsBody>, "pageNum" | "pageSize" | "category">;

/** A cut board waiting for its next step: a second-processing craft, or packing. */
export const taskBoard = z.object({
  boardId: rowId,
  code: z.string(),
  projectId: rowId,
  projectName: z.string(),
  projectNo: z.string(),
  planeId: rowId,
  batchNo: z.string(),
  stone: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  thickness: z.number(),
  area: z.number().int(),
  slabBarcode: z.string().nullable(),
  craftId: rowId.nullable(),
  craftName: z.string().nullable(),
  workshopName: z.string().nullable(),
  /** The printed code of the box its packing list names (docs/api-floor.md "Packing"); null: on no list. */
  boxCode: z.string().nullable(),
});
export type TaskBoard = z.infer<typeof taskBoard>;

export const taskBoardGroup = z.object({
  craftId: rowId,
  craftName: z.string(),
  workshopName: z.string(),
  count: z.number().int(),
});
export type TaskBoardGroup = z.infer<typeof taskBoardGroup>;

export const taskBoardPage = pageOf(taskBoard).extend({ groups: z.array(taskBoardGroup) });
export type TaskBoardPage = z.infer<typeof taskBoardPage>;

/** What a scan found on the cutting tab and the action it offers. */
export const cuttingScan = z.object({
  kind: z.enum(["slab", "board"]),
  slabId: rowId.nullable(),
  boardId: rowId.nullable(),
  code: z.string(),
  action: cuttingAction,
});
export type CuttingScan = z.infer<typeof cuttingScan>;
