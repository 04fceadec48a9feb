import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { PRICING_UNITS } from "./transitions.ts";

/** Crafts done in a second-processing workshop (menu 2400, docs/api-floor.md "Crafts done"). */

const id = z.string().uuid({ error: "validation.invalid" });
const int = z.number().int();
const unit = z.enum(PRICING_UNITS);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.invalid" });

/** A scanned code: a board code, or a rack's (its number, or the printed RK0001). */
export const craftWorkPendingBody = z.strictObject({
  code: z.string().trim().min(1, { error: "validation.required" }).max(60, { error: "validation.tooLong" }),
  /** The workshop the operator works in: whether each board can be confirmed there. */
  workshopId: id.optional(),
});

/**
 * Confirm the crafts of boards (1–200) or of every board on a rack (its open trip, received at second
 * processing): exactly one of `boardIds` and `tripId`.
 */
export const craftWorkConfirmBody = z
  .strictObject({
    workshopId: id,
    boardIds: z.array(id).min(1).max(200).optional(),
    tripId: id.optional(),
  })
  .refine((b) => (b.boardIds === undefined) !== (b.tripId === undefined), {
    error: "validation.invalid",
    path: ["boardIds"],
  });

export const craftWorkRecordsBody = z.strictObject({
  ...pageFields,
  projectId: id.optional(),
  boardId: id.optional(),
  /** A user of the enterprise (the operator). */
  operatorId: id.optional(),
  workshopId: id.optional(),
  /** Board code, craft or project name / no. */
  keyword: z.string().trim().max(50).optional(),
  /** Done on or after this day / on or before this day (server time zone, YYYY-MM-DD). */
  from: date.optional(),
  to: date.optional(),
});

/** One craft line of a board with its quantity, unit price and fee. */
export const craftWorkLine = z.object({
  seq: int,
  craftId: rowId,
  craftName: z.string(),
  workshopId: rowId,
  workshopName: z.string(),
  pricingUnit: unit,
  /** Thousandths of the unit. */
  quantityMilli: int,
  quantitySource: z.enum(["imported", "default"]),
  unitPriceFen: int,
  priceSource: z.enum(["processFlow", "craft"]),
  feeFen: int,
});

export const CRAFT_REFUSALS = ["wrongWorkshop", "nothingPending", "notCut", "broken"] as const;

export const craftWorkBoard = z.object({
  boardId: rowId,
  code: z.string(),
  projectId: rowId,
  projectName: z.string(),
  projectNo: z.string(),
  batchNo: z.string(),
  length: int,
  width: int,
  /** The rack trip it is on, if any. */
  tripId: rowId.nullable(),
  rackNumber: int.nullable(),
  /** Lines done / all lines. */
  doneCount: int,
  lineCount: int,
  /** The lines a confirm would do: the next pending ones of one workshop, in order. */
  next: z.array(craftWorkLine),
  feeFen: int,
  /** Whether it can be confirmed (in `workshopId` when given); else why not, with the message. */
  canConfirm: z.boolean(),
  refusal: z.enum(CRAFT_REFUSALS).nullable(),
  message: z.string().nullable(),
});

export const craftWorkPending = z.object({
  kind: z.enum(["board", "rack"]),
  /** A rack: its number, open trip (null when idle), stage and state; whether it can be confirmed whole. */
  rack: z
    .object({
      rackId: rowId,
      number: int,
      tripId: rowId.nullable(),
      stage: z.string().nullable(),
      state: z.string(),
      wholeRack: z.boolean(),
    })
    .nullable(),
  boards: z.array(craftWorkBoard),
});

export const craftWorkDone = z.object({
  records: z.array(
    z.object({
      recordId: rowId,
      boardId: rowId,
      boardCode: z.string(),
      seq: int,
      craftName: z.string(),
      quantityMilli: int,
      unit: unit,
      unitPriceFen: int,
      feeFen: int,
    }),
  ),
  totalFeeFen: int,
  /** Boards of a rack left as they are (their next craft is elsewhere, or none is left), with why. */
  skipped: z.array(z.object({ boardId: rowId, boardCode: z.string(), message: z.string() })),
});

export const craftRecord = z.object({
  recordId: rowId,
  boardId: rowId,
  boardCode: z.string(),
  projectId: rowId,
  projectName: z.string(),
  projectNo: z.string(),
  seq: int,
  craftId: rowId,
  craftName: z.string(),
  workshopId: rowId,
  workshopName: z.string(),
  pricingUnit: unit,
  quantityMilli: int,
  unitPriceFen: int,
  feeFen: int,
  operatorId: rowId,
  operatorName: z.string(),
  rackNumber: int.nullable(),
  doneAt: isoTime,
});

export const craftRecordPage = pageOf(craftRecord).extend({
  /** The fee of every record the filters match (not only this page). */
  totalFeeFen: int,
  /** Everyone with records in the enterprise, for the operator filter. */
  operators: z.array(z.object({ userId: rowId, name: z.string() })),
  /** Every project with records, for the project filter. */
  projects: z.array(z.object({ projectId: rowId, name: z.string(), projectNo: z.string() })),
});

export type CraftWorkPendingBody = z.input<typeof craftWorkPendingBody>;
export type CraftWorkConfirmBody = z.input<typeof craftWorkConfirmBody>;
export type CraftWorkRecordsBody = z.input<typeof craftWorkRecordsBody>;
export type CraftWorkRecordsFilters = Omit<CraftWorkRecordsBody, "pageNum" | "pageSize">;
export type CraftWorkLine = z.infer<typeof craftWorkLine>;
export type CraftWorkBoard = z.infer<typeof craftWorkBoard>;
export type CraftWorkPending = z.infer<typeof craftWorkPending>;
export type CraftWorkDone = z.infer<typeof craftWorkDone>;
export type CraftRecord = z.infer<typeof craftRecord>;
export type CraftRecordPage = z.infer<typeof craftRecordPage>;
export type CraftRefusal = (typeof CRAFT_REFUSALS)[number];
