import type { CutNode } from "@stoneworks/cutting";
import { Code, type Lang, type LayoutViolation, translate, type ViolationKind } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type BoardToPlace,
  buildCutTree,
  evaluateLayout,
  type PlacementInput,
  type PlanViolation,
  placedSize,
  yieldPercent,
} from "./cutting-plan.check.ts";
import {
  bumpSlabVersion,
  currentPlanId,
  deletePlan,
  deletePlanRow,
  findBoardsToPlace,
  findPlaneProjectId,
  findPlanSlab,
  findProposedPlan,
  insertAcceptedPlan,
  linkBoards,
  projectExists,
} from "./cutting-plan.repository.ts";

/**
 * Cutting plans: one slab, the boards placed on it. The one operation that stores an accepted plan
 * (`acceptPlan`) lives here so that manual layout (this module) and cloud layout (layout module) share
 * its checks, its replacement of the previous plan and its bookkeeping (docs/api-inventory.md).
 */

const MESSAGE_KEY: Record<ViolationKind, string> = {
  overlap: "inventory.violation.overlap",
  kerf: "inventory.violation.kerf",
  "out-of-bounds": "inventory.violation.outOfBounds",
  defect: "inventory.violation.defect",
  rotation: "inventory.violation.rotation",
  "not-guillotine": "inventory.violation.notGuillotine",
  stages: "inventory.violation.stages",
  stone: "inventory.violation.stone",
  thickness: "inventory.violation.thickness",
  planned: "inventory.violation.planned",
  scope: "inventory.violation.scope",
  duplicate: "inventory.violation.duplicate",
  other: "inventory.violation.other",
};

/** Fills each violation's message in `lang`. */
export function describe(lang: Lang, list: PlanViolation[]): PlanViolation[] {
  for (const v of list) v.message = translate(lang, MESSAGE_KEY[v.kind], v.params);
  return list;
}

/** A violation as the API answers it (docs/api-inventory.md). */
export const publicViolation = (v: PlanViolation): LayoutViolation => ({
  kind: v.kind,
  boardId: v.boardId,
  code: v.code,
  ...(v.otherBoardId ? { otherBoardId: v.otherBoardId, otherCode: v.otherCode } : {}),
  message: v.message,
});

/** A refused layout: 1001 whose message is the first violation's, every violation in `data`. */
function layoutRefused(lang: Lang, violations: PlanViolation[]): AppError {
  describe(lang, violations);
  const first = violations[0]!;
  return new AppError(Code.ValidationFailed, {
    msgKey: MESSAGE_KEY[first.kind],
    params: first.params,
    data: {
      errors: violations.map((v) => ({
        field: v.index === null ? "placements" : `placements.${v.index}`,
        message: v.message,
      })),
      violations: violations.map(publicViolation),
    },
  });
}

/** A 1003 whose `{{state}}` is the slab status in the caller's words; `data: { from, action }`. */
export function slabStateError(lang: Lang, status: string, action: string, key: string): AppError {
  return new AppError(Code.InvalidState, {
    msgKey: key,
    params: { state: translate(lang, `inventory.status.${status}`) },
    data: { from: status, action },
  });
}

/** The project (and plane) of a plan must be the enterprise's; returns the plane's project. */
export async function assertScope(
  q: Queryable,
  orgId: string,
  scope: { projectId?: string | null; planeId?: string | null },
): Promise<{ projectId: string; planeId: string | null }> {
  if (scope.planeId) {
    const projectId = await findPlaneProjectId(q, orgId, scope.planeId);
    if (!projectId || (scope.projectId && scope.projectId !== projectId)) throw new AppError(Code.NotFound);
    return { projectId, planeId: scope.planeId };
  }
  if (!scope.projectId) throw new AppError(Code.NotFound);
  if (!(await projectExists(q, orgId, scope.projectId))) throw new AppError(Code.NotFound);
  return { projectId: scope.projectId, planeId: null };
}

/** The boards named by the placements, of this enterprise (a missing one → 1002). */
async function loadBoards(
  q: Queryable,
  orgId: string,
  placements: PlacementInput[],
  lock: boolean,
): Promise<Map<string, BoardToPlace>> {
  const unique = [...new Set(placements.map((p) => p.boardId))];
  const boards = await findBoardsToPlace(q, orgId, unique, lock);
  if (boards.size !== unique.length) throw new AppError(Code.NotFound);
  return boards;
}

export interface LayoutInput {
  orgId: string;
  slabId: string;
  projectId?: string | null;
  planeId?: string | null;
  kerf: number;
  stages: number;
  placements: PlacementInput[];
}

/** The dry run of manual layout: every violation, the used area and yield; nothing stored. */
export async function checkLayout(q: Queryable, input: LayoutInput) {
  const slab = await findPlanSlab(q, input.orgId, input.slabId);
  if (!slab) throw new AppError(Code.NotFound);
  const scope = await assertScope(q, input.orgId, input);
  const boards = await loadBoards(q, input.orgId, input.placements, false);
  const { violations, usedArea } = evaluateLayout({
    slab,
    boards,
    placements: input.placements,
    kerf: input.kerf,
    stages: input.stages,
    projectId: scope.projectId,
    planeId: scope.planeId,
    currentPlanId: await currentPlanId(q, slab.id),
  });
  return { slab, violations, usedArea, yieldRate: yieldPercent(usedArea, slab.area) };
}

export interface AcceptPlanInput extends LayoutInput {
  /**
   * Further projects whose boards the plan may hold (a cloud-layout run over several projects,
   * docs/api-layout.md); `projectId` stays the plan's own project.
   */
  projectIds?: string[];
  userId: string | null;
  source: "cloud" | "manual";
  runId?: string | null;
  /** The optimiser's cut tree; built from the placements when omitted. */
  cutTree?: CutNode | null;
  now: Date;
  /** The slab's version as the caller read it: a different one → 1012. */
  expectedSlabVersion?: number;
  /** For the messages of a refused layout (1001). */
  lang?: Lang;
}

export interface AcceptedPlan {
  planId: string;
  usedArea: number;
  yieldRate: number;
  slabVersion: number;
}

/**
 * Stores `placements` as the slab's accepted plan, inside the caller's transaction: locks the slab,
 * checks its state and version, the boards and the geometry, replaces the previous accepted plan,
 * links the boards (project_boards.slab_id/plan_id), bumps the slab's version and audits.
 * Throws 1001 (violations, in `data.violations`), 1002, 1003 or 1012.
 */
export async function acceptPlan(q: Queryable, input: AcceptPlanInput): Promise<AcceptedPlan> {
  const lang = input.lang ?? "zh-CN";
  const slab = await findPlanSlab(q, input.orgId, input.slabId, true);
  if (!slab) throw new AppError(Code.NotFound);
  // Foreign references first (1002), then the version (1012), then the state (1003).
  const scope = await assertScope(q, input.orgId, input);
  const boards = await loadBoards(q, input.orgId, input.placements, true);
  if (input.expectedSlabVersion !== undefined && input.expectedSlabVersion !== slab.version)
    throw new AppError(Code.Conflict);
  if (slab.status !== "toPick" && slab.status !== "toCut")
    throw slabStateError(lang, slab.status, "layout", "inventory.layoutState");
  const oldPlanId = await currentPlanId(q, slab.id);
  const { violations, usedArea } = evaluateLayout({
    slab,
    boards,
    placements: input.placements,
    kerf: input.kerf,
    stages: input.stages,
    projectId: scope.projectId,
    projectIds: input.projectIds,
    planeId: scope.planeId,
    currentPlanId: oldPlanId,
  });
  if (violations.length > 0) throw layoutRefused(lang, violations);
  const placed = input.placements.map((p) => ({ ...p, ...placedSize(boards.get(p.boardId)!, p) }));
  const cutTree =
    input.cutTree ??
    buildCutTree(
      placed.map((p) => ({ id: p.boardId, x: p.x, y: p.y, w: p.w, h: p.h })),
      slab.length,
      slab.width,
      input.kerf,
    );
  // A plane when every board is of one plane (or the scope names it).
  const planes = new Set([...boards.values()].map((b) => b.plane_id));
  const planeId = scope.planeId ?? (planes.size === 1 ? [...planes][0]! : null);

  if (oldPlanId) await deletePlan(q, oldPlanId);
  const planId = await insertAcceptedPlan(q, {
    orgId: input.orgId,
    slabId: slab.id,
    projectId: scope.projectId,
    planeId,
    source: input.source,
    runId: input.runId ?? null,
    kerf: input.kerf,
    stages: input.stages,
    usedArea,
    cutTree,
    userId: input.userId,
    now: input.now,
    boards: placed,
  });
  const linked = await linkBoards(
    q,
    input.orgId,
    slab.id,
    planId,
    placed.map((p) => p.boardId),
  );
  // A board taken by another slab's plan in the meantime: one save wins.
  if (linked !== placed.length) throw new AppError(Code.Conflict);
  const slabVersion = await bumpSlabVersion(q, slab.id, input.now);
  const yieldRate = yieldPercent(usedArea, slab.area);
  await writeAudit(q, {
    orgId: input.orgId,
    actorUserId: input.userId,
    entity: "slab",
    entityId: slab.id,
    action: "layout",
    from: oldPlanId ? "replaced" : null,
    to: input.source,
    detail: { planId, source: input.source, boards: placed.length, yieldRate, projectId: scope.projectId },
    at: input.now,
  });
  return { planId, usedArea, yieldRate, slabVersion };
}

/**
 * Accepts a stored `proposed` plan (a cloud-layout result) as the slab's plan, through `acceptPlan`
 * (same checks); the proposal row is removed and replaced by the accepted plan. Returns its new id.
 */
export async function acceptProposedPlan(
  q: Queryable,
  input: {
    orgId: string;
    userId: string | null;
    planId: string;
    /** The run's projects: boards of any of them may be on the plan. */
    projectIds?: string[];
    now: Date;
    lang?: Lang;
  },
): Promise<AcceptedPlan> {
  const found = await findProposedPlan(q, input.orgId, input.planId);
  if (!found) throw new AppError(Code.NotFound);
  const { plan: p, placements } = found;
  await deletePlanRow(q, p.id);
  return acceptPlan(q, {
    orgId: input.orgId,
    userId: input.userId,
    slabId: p.slab_id,
    projectId: p.project_id,
    projectIds: input.projectIds,
    planeId: p.plane_id,
    source: p.source,
    runId: p.run_id,
    kerf: p.kerf,
    stages: p.stages,
    cutTree: p.cut_tree,
    placements,
    now: input.now,
    lang: input.lang,
  });
}
