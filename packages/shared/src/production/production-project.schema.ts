import { z } from "zod";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { projectDateSchema, REVIEW_STATUSES } from "../project/project.schema.ts";
import { PROJECT_TYPES } from "../project/project-views.schema.ts";
import { pageFields, versionSchema } from "../validation.ts";
import { PRODUCTION_STATES } from "./transitions.ts";

/**
 * Production projects (menu 2300, docs/api-production.md "Production projects"): the reviewed
 * projects with their production status derived from their boards, never stored. Areas come as
 * `…Mm2` (integer mm²) and `…` (m², 3 decimals, text); percentages are 0..100 with 2 decimals,
 * floored (99.99 until the last board is cut) and capped at 100.
 */

const int = z.number().int();
const uuid = z.string().uuid({ error: "validation.invalid" });

export const PRODUCTION_PROJECT_TABS = ["all", ...PRODUCTION_STATES] as const;
export type ProductionProjectTab = (typeof PRODUCTION_PROJECT_TABS)[number];

export const productionProjectListBody = z.strictObject({
  ...pageFields,
  tab: z.enum(PRODUCTION_PROJECT_TABS).default("all"),
  /** Part of the project name or number. */
  keyword: z.string().trim().max(50).optional(),
});
export type ProductionProjectListInput = z.input<typeof productionProjectListBody>;
export const productionProjectIdBody = z.strictObject({ projectId: uuid });
export const productionPlaneBody = z.strictObject({ planeId: uuid });
/** Edit the delivery date of a reviewed project (audited: entity project, action setDeliveryTime). */
export const productionDeliveryBody = z.strictObject({
  projectId: uuid,
  deliveryDate: projectDateSchema,
  version: versionSchema,
});
export type ProductionDeliveryBody = z.infer<typeof productionDeliveryBody>;

/** Board counts, areas and progress of a project or a plane. */
const progress = {
  status: z.enum(PRODUCTION_STATES),
  boardCount: int,
  doneBoards: int,
  areaMm2: z.number(),
  area: z.string(),
  doneAreaMm2: z.number(),
  doneArea: z.string(),
  /** Boards done ÷ boards, 0..100, 2 decimals. */
  boardPercent: z.number(),
  /** m² done ÷ m², 0..100, 2 decimals. */
  areaPercent: z.number(),
  /** Slabs carrying its boards that are on a machine table now (toCut or cutting). */
  slabsOnTables: int,
};

const header = {
  projectId: rowId,
  projectNo: z.string(),
  name: z.string(),
  clientName: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  deliveryDate: isoDate.nullable(),
  version: int,
};

export const productionProjectItem = z.object({ ...header, ...progress, planeCount: int });
export type ProductionProjectItem = z.infer<typeof productionProjectItem>;
export const productionProjectCounts = z.object({
  all: int,
  notStarted: int,
  inProduction: int,
  finished: int,
});
export type ProductionProjectCounts = z.infer<typeof productionProjectCounts>;
export const productionProjectPage = pageOf(productionProjectItem).extend({
  counts: productionProjectCounts,
});
export type ProductionProjectPage = z.infer<typeof productionProjectPage>;

export const productionPlaneItem = z.object({ planeId: rowId, batchNo: z.string(), ...progress });
export type ProductionPlaneItem = z.infer<typeof productionPlaneItem>;
export const productionProjectDetail = z.object({
  ...header,
  ...progress,
  reviewedAt: isoTime.nullable(),
  planes: z.array(productionPlaneItem),
});
export type ProductionProjectDetail = z.infer<typeof productionProjectDetail>;

/** A board of a plane with where it is: status, exception, slab, cutting plan, table, rack, box. */
export const productionBoard = z.object({
  boardId: rowId,
  code: z.string(),
  length: int,
  width: int,
  thickness: z.number(),
  areaMm2: z.number(),
  area: z.string(),
  stone: z.string(),
  status: z.enum(["toCut", "cutting", "done"]),
  exception: z.boolean(),
  exceptionReason: z.string(),
  /** Flagged broken: back to planning (needs a new cutting plan). */
  broken: z.boolean(),
  brokenAt: isoTime.nullable(),
  slabId: z.string().nullable(),
  slabBarcode: z.string().nullable(),
  slabStatus: z.string().nullable(),
  cuttingPlanId: z.string().nullable(),
  deviceCode: z.string().nullable(),
  tableSide: z.enum(["A", "B"]).nullable(),
  /** The rack carrying it now (an open rack trip), or null. */
  rackNo: z.string().nullable(),
  boxNo: z.string().nullable(),
});
export type ProductionBoard = z.infer<typeof productionBoard>;

export const productionPlaneDetail = z.object({
  planeId: rowId,
  batchNo: z.string(),
  projectId: rowId,
  projectNo: z.string(),
  projectName: z.string(),
  ...progress,
  boards: z.array(productionBoard),
  /** The racks on an open trip with its boards. */
  racks: z.array(z.object({ rackId: rowId, rackNo: z.string() })),
});
export type ProductionPlaneDetail = z.infer<typeof productionPlaneDetail>;
