import { z } from "zod";
import { isoTime, pageOf } from "../api.ts";
import { REVIEW_STATUSES, type ReviewStatus } from "../project/project.schema.ts";

/**
 * Cloud layout runs (docs/api-layout.md): their states, the transitions between them as data, and what
 * the routes answer. The server enforces LAYOUT_RUN_TRANSITIONS; the dialog shows only what it allows.
 */

export const LAYOUT_RUN_STATUSES = [
  "running",
  "done",
  "failed",
  "cancelled",
  "accepted",
  "discarded",
] as const;
export type LayoutRunStatus = (typeof LAYOUT_RUN_STATUSES)[number];
export const layoutRunStatus = z.enum(LAYOUT_RUN_STATUSES);
export const LAYOUT_ROTATIONS = ["allowed", "banned"] as const;
export type LayoutRotation = (typeof LAYOUT_ROTATIONS)[number];

/**
 * What moves a run: the user's `accept` and `discard`, a new run of the project (`rerun` discards the
 * earlier done runs' proposals), and the background job's `finish` and `fail` (not user actions).
 */
export const LAYOUT_RUN_ACTIONS = ["accept", "discard", "rerun", "finish", "fail"] as const;
export type LayoutRunAction = (typeof LAYOUT_RUN_ACTIONS)[number];
/** The user's actions on a run (the dialog's buttons). */
export const LAYOUT_RUN_USER_ACTIONS = ["accept", "discard"] as const satisfies readonly LayoutRunAction[];

/**
 * Allowed transitions: action → { from state: to state }. Unlike the order table (one target per
 * action), `discard` leads to a different state from each source: a done run's proposals are
 * discarded, a running run is cancelled. A state not listed refuses the action (1003 `{ from, action }`).
 */
export const LAYOUT_RUN_TRANSITIONS: Record<
  LayoutRunAction,
  Partial<Record<LayoutRunStatus, LayoutRunStatus>>
> = {
  accept: { done: "accepted" },
  discard: { done: "discarded", running: "cancelled" },
  rerun: { done: "discarded" },
  finish: { running: "done" },
  fail: { running: "failed" },
};

/** Where `action` takes a run in `status`, or null when the table refuses it. */
export function layoutRunNext(status: string, action: LayoutRunAction): LayoutRunStatus | null {
  return LAYOUT_RUN_TRANSITIONS[action][status as LayoutRunStatus] ?? null;
}

/** The user actions a run in `status` allows (what the dialog may offer). */
export function layoutRunActions(status: string): LayoutRunAction[] {
  return LAYOUT_RUN_USER_ACTIONS.filter((a) => layoutRunNext(status, a) !== null);
}

/**
 * Review states of a project in which it may be laid out and its layout accepted (else 1003
 * `{ from: <reviewStatus>, action: "cloudLayout" | "accept" }`, layout.projectNotOpen).
 */
export const CLOUD_LAYOUT_PROJECT_STATES: readonly ReviewStatus[] = REVIEW_STATUSES.filter(
  (s) => s === "pending" || s === "reviewed",
);

// ---- what the routes answer ----

const rect = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export const UNPLACED_REASONS = ["noStock", "tooLarge", "notEnoughStock"] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const layoutRunParams = z.object({
  kerf: z.number().int(),
  stages: z.union([z.literal(2), z.literal(3)]),
  rotation: z.enum(LAYOUT_ROTATIONS),
  /** null: every matching slab to pick. */
  slabIds: z.array(z.string()).nullable(),
  timeLimitSeconds: z.number().int(),
  /** Remnants first (runs stored before remnants existed read as true). */
  preferRemnants: z.boolean().default(true),
});
export type LayoutRunParams = z.infer<typeof layoutRunParams>;

export const layoutGroupSummary = z.object({
  stone: z.string(),
  thickness: z.number(),
  boards: z.number().int(),
  placed: z.number().int(),
  slabsAvailable: z.number().int(),
  slabsUsed: z.number().int(),
  boardArea: z.number(),
  slabArea: z.number(),
  /** boardArea / slabArea (0..1). */
  yield: z.number(),
  optimal: z.boolean(),
});
export type LayoutGroupSummary = z.infer<typeof layoutGroupSummary>;

export const layoutUnplacedBoard = z.object({
  boardId: z.string(),
  code: z.string(),
  /** The board's project (runs stored before several-project runs have none). */
  projectId: z.string().optional(),
  planeId: z.string(),
  stone: z.string(),
  thickness: z.number(),
  length: z.number().int(),
  width: z.number().int(),
  reason: z.enum(UNPLACED_REASONS),
});
export type LayoutUnplacedBoard = z.infer<typeof layoutUnplacedBoard>;

export const layoutRunSummary = z.object({
  boardsTotal: z.number().int(),
  boardsPlaced: z.number().int(),
  boardsUnplaced: z.number().int(),
  slabsAvailable: z.number().int(),
  slabsUsed: z.number().int(),
  /** Placed boards' area and the used slabs' area, mm². */
  boardArea: z.number(),
  slabArea: z.number(),
  /** boardArea / slabArea (0..1). */
  yield: z.number(),
  groups: z.array(layoutGroupSummary),
  /** At most 1000 are listed; boardsUnplaced counts them all. */
  unplaced: z.array(layoutUnplacedBoard),
});
export type LayoutRunSummary = z.infer<typeof layoutRunSummary>;

/** A project of a run (its number and name, for the lists). */
export const layoutRunProject = z.object({
  projectId: z.string(),
  projectNo: z.string(),
  name: z.string(),
});
export type LayoutRunProject = z.infer<typeof layoutRunProject>;

/** Run: POST /api/layout/runStatus, and each row of runList. */
export const layoutRun = z.object({
  runId: z.string(),
  /** The run's home project (the first of `projects`). */
  projectId: z.string(),
  /** Every project of the run, the home project first. */
  projects: z.array(layoutRunProject),
  planeId: z.string().nullable(),
  status: layoutRunStatus,
  groupsDone: z.number().int(),
  groupsTotal: z.number().int(),
  /** 0..100 (an estimate while running). */
  progress: z.number().int(),
  params: layoutRunParams,
  summary: layoutRunSummary.nullable(),
  errorKey: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: isoTime,
  finishedAt: isoTime.nullable(),
});
export type LayoutRun = z.infer<typeof layoutRun>;
export const layoutRunPage = pageOf(layoutRun);
export type LayoutRunPage = z.infer<typeof layoutRunPage>;

export const layoutRunStarted = z.object({
  runId: z.string(),
  status: z.literal("running"),
  groupsTotal: z.number().int(),
});
export type LayoutRunStarted = z.infer<typeof layoutRunStarted>;

export const layoutStockSlab = z.object({
  slabId: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  barcode: z.string(),
  length: z.number().int(),
  width: z.number().int(),
  /** How many defect rectangles the slab has. */
  defects: z.number().int(),
});
export type LayoutStockSlab = z.infer<typeof layoutStockSlab>;

/** Another open project whose boards may join this project's run (shares a stone and thickness). */
export const layoutCompanion = layoutRunProject.extend({
  /** Its boards to lay out of the (stone, thickness) groups it shares with the home project. */
  boards: z.number().int(),
  /** A run of it is running now (it cannot join another). */
  busy: z.boolean(),
});
export type LayoutCompanion = z.infer<typeof layoutCompanion>;

export const layoutOverview = z.object({
  projectId: z.string(),
  /** The projects the groups are counted over (the home project first). */
  projectIds: z.array(z.string()),
  planeId: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  layoutMode: z.enum(["cloud", "manual"]),
  canRun: z.boolean(),
  defaults: z.object({ kerf: z.number().int(), stages: z.union([z.literal(2), z.literal(3)]) }),
  boardsToLayout: z.number().int(),
  groups: z.array(
    z.object({
      stone: z.string(),
      thickness: z.number(),
      boards: z.number().int(),
      boardArea: z.number(),
      slabArea: z.number(),
      slabs: z.array(layoutStockSlab),
    }),
  ),
  /** The project's latest run still running or done (the dialog resumes it). */
  activeRun: layoutRun.nullable(),
  /** Other pending/reviewed projects with boards to lay out of the home project's stones and thicknesses. */
  companions: z.array(layoutCompanion),
});
export type LayoutOverview = z.infer<typeof layoutOverview>;

export const layoutProposedPlan = z.object({
  planId: z.string(),
  status: z.enum(["proposed", "accepted"]),
  slabId: z.string(),
  blockNo: z.string(),
  bundleNo: z.string(),
  slabNo: z.string(),
  barcode: z.string(),
  stone: z.string(),
  thickness: z.number(),
  length: z.number().int(),
  width: z.number().int(),
  defects: z.array(rect),
  /** The plan's project: the one with the most board area on the slab (boards name their own). */
  projectId: z.string(),
  planeId: z.string().nullable(),
  kerf: z.number().int(),
  stages: z.number().int(),
  usedArea: z.number(),
  slabArea: z.number(),
  /** 0..1 */
  yield: z.number(),
  /** The optimiser's guillotine tree (leaves name board ids). */
  cutTree: z.unknown(),
  boards: z.array(
    z.object({
      boardId: z.string(),
      code: z.string(),
      projectId: z.string(),
      projectNo: z.string(),
      projectName: z.string(),
      planeId: z.string(),
      /** The plane's production batch no. */
      batchNo: z.string(),
      length: z.number().int(),
      width: z.number().int(),
      x: z.number(),
      y: z.number(),
      w: z.number(),
      h: z.number(),
      rotated: z.boolean(),
    }),
  ),
});
export type LayoutProposedPlan = z.infer<typeof layoutProposedPlan>;

export const layoutProposals = z.object({
  runId: z.string(),
  status: layoutRunStatus,
  projects: z.array(layoutRunProject),
  kerf: z.number().int(),
  stages: z.number().int(),
  plans: z.array(layoutProposedPlan),
});
export type LayoutProposals = z.infer<typeof layoutProposals>;

export const layoutAccepted = z.object({ plans: z.number().int(), boards: z.number().int() });
export type LayoutAccepted = z.infer<typeof layoutAccepted>;
