import { z } from "zod";
import { isoTime, pageOf } from "../api.ts";
import { slabMachineData } from "../machine/cutting-data.schema.ts";
import { pageFields } from "../validation.ts";
import { filterText, id, thickness, version } from "./fields.ts";
import { planRect, planSource, slabWithDefects } from "./slab.schema.ts";

/**
 * Cutting plans and manual layout (docs/api-inventory.md): the plan drawn on a slab, the layout
 * workbench, its dry run and its save. Messages are catalogue keys.
 */

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

/** Manual layout: the scope is a plane, or a whole project. */
const layoutScopeFields = { projectId: id.optional(), planeId: id.optional() };
const scopeGiven = (v: { projectId?: string; planeId?: string }) =>
  v.projectId !== undefined || v.planeId !== undefined;
const scopeError = { path: ["planeId"], error: "validation.required" };
const layoutScope = z.strictObject(layoutScopeFields);
/** A project, or one of its planes. */
export type LayoutScope = z.infer<typeof layoutScope>;

/** `barcode`: exact match (a scanner), within the slabs the scope could use. */
export const layoutSlabsBody = z
  .strictObject({
    ...pageFields,
    ...layoutScopeFields,
    stone: filterText(50),
    thickness: thickness.optional(),
    barcode: filterText(100),
    /** Remnants that fit a board first (default true). */
    preferRemnants: z.boolean().default(true),
  })
  .refine(scopeGiven, scopeError);
export type LayoutSlabsFilters = Omit<z.input<typeof layoutSlabsBody>, "pageNum" | "pageSize">;

export const layoutBoardsBody = z
  .strictObject({ ...layoutScopeFields, slabId: id })
  .refine(scopeGiven, scopeError);
export type LayoutBoardsBody = z.input<typeof layoutBoardsBody>;

export const layoutPlacement = z.strictObject({
  boardId: id,
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
  rotated: z.boolean().default(false),
});
export type LayoutPlacementInput = z.infer<typeof layoutPlacement>;

const layoutPlanFields = {
  ...layoutScopeFields,
  slabId: id,
  kerf: kerfSchema.default(DEFAULT_KERF),
  stages: stagesSchema.default(DEFAULT_STAGES),
  placements: z.array(layoutPlacement).min(1, { error: "validation.required" }).max(500),
};

/** Dry run: the same checks as saving, nothing stored. */
export const layoutCheckBody = z.strictObject(layoutPlanFields).refine(scopeGiven, scopeError);
export type LayoutCheckBody = z.input<typeof layoutCheckBody>;
export type LayoutCheckInput = z.infer<typeof layoutCheckBody>;

/** `version`: the slab's version as read (layoutBoards answers it); a stale one → 1012. */
export const layoutSaveBody = z.strictObject({ ...layoutPlanFields, version }).refine(scopeGiven, scopeError);
export type LayoutSaveBody = z.input<typeof layoutSaveBody>;
export type LayoutSaveInput = z.infer<typeof layoutSaveBody>;

// ---- Responses ----

/** A node of the guillotine cut tree: a region, split by cuts of one stage, or a board's leaf. */
export interface CutTreeNode {
  x: number;
  y: number;
  w: number;
  h: number;
  stage?: number;
  cut?: "vertical" | "horizontal";
  children?: CutTreeNode[];
  item?: string;
}
export const cutTreeNode: z.ZodType<CutTreeNode> = z.lazy(() =>
  z.strictObject({
    x: z.number(),
    y: z.number(),
    w: z.number(),
    h: z.number(),
    stage: z.number().int().optional(),
    cut: z.enum(["vertical", "horizontal"]).optional(),
    children: z.array(cutTreeNode).optional(),
    item: z.string().optional(),
  }),
);
// Recursive: a named OpenAPI component (its routes refer to it by $ref).
z.globalRegistry.add(cutTreeNode, { id: "CutTreeNode" });

/** A board as placed on the plan: its rectangle (w × h as cut) and its own size. */
export const planBoard = planRect.extend({
  boardId: z.string(),
  code: z.string(),
  rotated: z.boolean(),
  length: z.number(),
  width: z.number(),
  planeId: z.string(),
  batchNo: z.string(),
});
export type PlanBoard = z.infer<typeof planBoard>;

/** A slab's accepted plan with its boards (to draw). */
export const cuttingPlan = z.strictObject({
  planId: z.string(),
  source: planSource,
  status: z.literal("accepted"),
  kerf: z.number(),
  stages: z.number().int(),
  usedArea: z.number(),
  yieldRate: z.number(),
  cutTree: cutTreeNode.nullable(),
  projectId: z.string(),
  projectName: z.string(),
  projectNo: z.string(),
  planeId: z.string().nullable(),
  batchNo: z.string().nullable(),
  createdAt: isoTime,
  boards: z.array(planBoard),
});
export type CuttingPlan = z.infer<typeof cuttingPlan>;

export const materialDetail = z.strictObject({
  slab: slabWithDefects,
  plan: cuttingPlan.nullable(),
  /** Planned vs actual yield and the slab's machine records (docs/api-machine.md "Yield"). */
  machine: slabMachineData,
});
export type MaterialDetail = z.infer<typeof materialDetail>;

export const layoutSlabPage = pageOf(slabWithDefects);

/** A board the slab may take; `onThisSlab`: on the slab's current plan. */
export const layoutBoard = z.strictObject({
  boardId: z.string(),
  code: z.string(),
  planeId: z.string(),
  batchNo: z.string(),
  length: z.number(),
  width: z.number(),
  thickness: z.number(),
  stone: z.string(),
  rotatable: z.boolean(),
  onThisSlab: z.boolean(),
});
export type LayoutBoard = z.infer<typeof layoutBoard>;

export const layoutBoards = z.strictObject({
  slab: slabWithDefects,
  kerf: z.number(),
  stages: z.number().int(),
  boards: z.array(layoutBoard),
  plan: cuttingPlan.nullable(),
});
export type LayoutBoards = z.infer<typeof layoutBoards>;

export const VIOLATION_KINDS = [
  "overlap",
  "kerf",
  "out-of-bounds",
  "defect",
  "rotation",
  "not-guillotine",
  "stages",
  "stone",
  "thickness",
  "planned",
  "scope",
  "duplicate",
  "other",
] as const;
export const violationKind = z.enum(VIOLATION_KINDS);
export type ViolationKind = z.infer<typeof violationKind>;

/** A reason a layout is refused, its message in the caller's language. */
export const layoutViolation = z.strictObject({
  kind: violationKind,
  boardId: z.string().nullable(),
  code: z.string().nullable(),
  otherBoardId: z.string().optional(),
  otherCode: z.string().optional(),
  message: z.string(),
});
export type LayoutViolation = z.infer<typeof layoutViolation>;

export const layoutCheck = z.strictObject({
  feasible: z.boolean(),
  violations: z.array(layoutViolation),
  usedArea: z.number(),
  yieldRate: z.number(),
});
export type LayoutCheck = z.infer<typeof layoutCheck>;

/** `version`: the slab's new version. */
export const layoutSaved = z.strictObject({
  planId: z.string(),
  usedArea: z.number(),
  yieldRate: z.number(),
  version: z.number().int(),
});
export type LayoutSaved = z.infer<typeof layoutSaved>;
