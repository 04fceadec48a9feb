import { z } from "zod";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { deviceSeries } from "../factory/device.schema.ts";
import { slabStatus, tableSide } from "../inventory/slab.schema.ts";
import { calendarDateSchema, pageFields, versionSchema } from "../validation.ts";
import { slabIdentity } from "./fields.ts";
import { PLAN_ACTIONS, PLAN_STATES } from "./transitions.ts";

/**
 * Production plans (menu 2500, docs/api-production.md "Production plans"): a set of slabs with
 * accepted cutting plans, each on a device table A/B in cutting order, for a date; its machine
 * picking sheet. States and actions: PLAN_TRANSITIONS.
 */

const id = z.string().uuid({ error: "validation.invalid" });
/** Slabs in one plan at most (the suggestion is benchmarked at this size). */
export const MAX_PLAN_SLABS = 500;

export const planState = z.enum(PLAN_STATES);
export const planAction = z.enum(PLAN_ACTIONS);

export const planListBody = z.strictObject({
  ...pageFields,
  status: planState.optional(),
  /** Plan no., exact or part of it. */
  keyword: z.string().trim().max(40).optional(),
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
});
export type PlanListBody = z.input<typeof planListBody>;
export type PlanFilters = Omit<PlanListBody, "pageNum" | "pageSize">;

/** Slabs a plan can take: toPick, no exception, an accepted cutting plan, in no other open plan. */
export const planCandidatesBody = z.strictObject({
  ...pageFields,
  projectId: id.optional(),
  planeId: id.optional(),
  stone: z.string().trim().max(50).optional(),
  thickness: z.number().positive().max(1000).optional(),
  /** Barcode, block no. or slab no., part of it. */
  keyword: z.string().trim().max(100).optional(),
});
export type PlanCandidatesBody = z.input<typeof planCandidatesBody>;
export type PlanCandidateFilters = Omit<PlanCandidatesBody, "pageNum" | "pageSize">;

/** A scanned barcode: the slab if a plan can take it, else 1002 / 1003 naming why. */
export const planScanBody = z.strictObject({
  barcode: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(100),
});

const slabIds = z
  .array(id)
  .min(1, { error: "production.plan.noSlabs" })
  .max(MAX_PLAN_SLABS, { error: "production.plan.tooManySlabs" })
  .refine((ids) => new Set(ids).size === ids.length, { error: "production.plan.duplicateSlab" });

export const planSuggestBody = z.strictObject({ slabIds });

/** One slab of a plan on a device table; the order of the list is the cutting order per table. */
export const planSlabInput = z.strictObject({ slabId: id, deviceId: id, tableSide });
const planSlabs = z
  .array(planSlabInput)
  .min(1, { error: "production.plan.noSlabs" })
  .max(MAX_PLAN_SLABS, { error: "production.plan.tooManySlabs" })
  .refine((rows) => new Set(rows.map((r) => r.slabId)).size === rows.length, {
    error: "production.plan.duplicateSlab",
  });
const remark = z.string().trim().max(200, { error: "validation.tooLong" }).default("");

export const planCreateBody = z.strictObject({ planDate: calendarDateSchema, remark, slabs: planSlabs });
export type PlanCreateBody = z.input<typeof planCreateBody>;
export const planSaveBody = z.strictObject({
  planId: id,
  version: versionSchema,
  planDate: calendarDateSchema,
  remark,
  slabs: planSlabs,
});
export type PlanSaveBody = z.input<typeof planSaveBody>;
export const planIdBody = z.strictObject({ planId: id });
/** Issue or cancel: the version the user saw (1012 when stale). */
export const planActionBody = z.strictObject({ planId: id, version: versionSchema });
export type PlanActionBody = z.input<typeof planActionBody>;

// ---- Responses ----

const counts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  issued: z.number().int(),
  closed: z.number().int(),
  cancelled: z.number().int(),
});

export const planItem = z.object({
  planId: rowId,
  planNo: z.string(),
  planDate: isoDate,
  status: planState,
  slabs: z.number().int(),
  /** Slabs of the plan that are done (progress). */
  slabsDone: z.number().int(),
  /** Slab area, mm². */
  area: z.number(),
  boards: z.number().int(),
  devices: z.array(z.string()),
  remark: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoTime,
  issuedAt: isoTime.nullable(),
  /** Actions of PLAN_TRANSITIONS allowed now (cancel only while none of its slabs is picked). */
  actions: z.array(planAction),
  version: z.number().int(),
});
export type PlanItem = z.infer<typeof planItem>;
export const planPage = pageOf(planItem).extend({ counts });
export type PlanPage = z.infer<typeof planPage>;

/** A slab a plan can take (candidates, scan, the editor's rows). Areas in mm². */
export const planCandidate = z.object({
  ...slabIdentity,
  boards: z.number().int(),
  boardArea: z.number(),
  projectId: rowId,
  projectName: z.string(),
  planeId: rowId.nullable(),
  batchNo: z.string().nullable(),
  warehouseName: z.string().nullable(),
});
export type PlanCandidate = z.infer<typeof planCandidate>;
export const planCandidatePage = pageOf(planCandidate).extend({
  /** The filters' choices: projects (with planes), stones, thicknesses of all candidates. */
  options: z.object({
    projects: z.array(
      z.object({
        projectId: rowId,
        name: z.string(),
        projectNo: z.string(),
        planes: z.array(z.object({ planeId: rowId, batchNo: z.string() })),
      }),
    ),
    stones: z.array(z.string()),
    thicknesses: z.array(z.number()),
  }),
});
export type PlanCandidatePage = z.infer<typeof planCandidatePage>;

/** A device as plans see it: its limits and the load already on each table (mm² of slabs toCut/cutting). */
export const planDevice = z.object({
  deviceId: rowId,
  code: z.string(),
  series: deviceSeries,
  maxLength: z.number().int(),
  maxWidth: z.number().int(),
  maxThickness: z.number(),
  loadA: z.number(),
  loadB: z.number(),
});
export type PlanDevice = z.infer<typeof planDevice>;
export const planDevices = z.array(planDevice);

export const misfitReason = z.enum(["size", "thickness"]);
export const planSuggestion = z.object({
  /** Assigned slabs in cutting order per table. */
  rows: z.array(planSlabInput.extend({ seq: z.number().int() })),
  /** Slabs no device can take, with the reasons and a message in the caller's language. */
  unfit: z.array(
    z.object({ slabId: rowId, barcode: z.string(), reasons: z.array(misfitReason), message: z.string() }),
  ),
  /** Each table's load after the suggestion (existing + planned), mm². */
  loads: z.array(
    z.object({ deviceId: rowId, code: z.string(), tableSide, existing: z.number(), planned: z.number() }),
  ),
});
export type PlanSuggestion = z.infer<typeof planSuggestion>;

export const planCreated = z.object({ planId: rowId, planNo: z.string(), version: z.number().int() });

/** A slab of a plan as the detail and the sheet show it (live status). */
export const planSlab = planCandidate.extend({
  seq: z.number().int(),
  status: slabStatus,
  /** The table the slab is on now (after a pick), else null. */
  onDeviceCode: z.string().nullable(),
  onTableSide: tableSide.nullable(),
  boardCodes: z.array(z.string()),
});
export type PlanSlab = z.infer<typeof planSlab>;

export const planTable = z.object({
  deviceId: rowId,
  deviceCode: z.string(),
  series: deviceSeries,
  tableSide,
  slabs: z.array(planSlab),
});
export type PlanTable = z.infer<typeof planTable>;

export const planDetail = planItem.extend({
  issuedByName: z.string().nullable(),
  closedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  /** Slabs picked onto a table, cutting or done (the plan can no longer be cancelled once > 0). */
  slabsPicked: z.number().int(),
  tables: z.array(planTable),
  enterpriseName: z.string(),
});
export type PlanDetail = z.infer<typeof planDetail>;
