import type { CutTreeNode, CuttingPlan } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { type BoardToPlace, type Defect, type PlanSlab, yieldPercent } from "./cutting-plan.check.ts";

/** SQL of cutting plans: the slab and boards a plan takes, the plan rows and their boards. */

interface SlabRow {
  id: string;
  stone: string;
  length: number;
  width: number;
  thickness: string;
  defects: Defect[];
  status: string;
  version: number;
}

const toPlanSlab = (r: SlabRow): PlanSlab => ({
  ...r,
  thickness: Number(r.thickness),
  defects: Array.isArray(r.defects) ? r.defects : [],
  area: r.length * r.width,
});

/** The slab of this enterprise as a plan sees it; `lock`: FOR UPDATE. */
export async function findPlanSlab(
  q: Queryable,
  orgId: string,
  slabId: string,
  lock = false,
): Promise<PlanSlab | null> {
  const { rows } = await q.query<SlabRow>(
    `SELECT id, stone, length, width, thickness, defects, status, version FROM slabs
      WHERE id = $1 AND org_id = $2${lock ? " FOR UPDATE" : ""}`,
    [slabId, orgId],
  );
  return rows[0] ? toPlanSlab(rows[0]) : null;
}

/** The id of the slab's accepted plan, or null. */
export async function currentPlanId(q: Queryable, slabId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM cutting_plans WHERE slab_id = $1 AND status = 'accepted'",
    [slabId],
  );
  return rows[0]?.id ?? null;
}

/** The boards of this enterprise among `ids` (fewer than asked when some are not theirs). */
export async function findBoardsToPlace(
  q: Queryable,
  orgId: string,
  ids: string[],
  lock: boolean,
): Promise<Map<string, BoardToPlace>> {
  const { rows } = await q.query<BoardToPlace>(
    `SELECT id, code, project_id, plane_id, length, width, thickness, stone, rotatable, plan_id
       FROM project_boards WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id${lock ? " FOR UPDATE" : ""}`,
    [orgId, ids],
  );
  return new Map(rows.map((r) => [r.id, { ...r, thickness: Number(r.thickness) }]));
}

/** The project of the enterprise's plane, or null. */
export async function findPlaneProjectId(
  q: Queryable,
  orgId: string,
  planeId: string,
): Promise<string | null> {
  const { rows } = await q.query<{ project_id: string }>(
    "SELECT project_id FROM planes WHERE id = $1 AND org_id = $2",
    [planeId, orgId],
  );
  return rows[0]?.project_id ?? null;
}

export async function projectExists(q: Queryable, orgId: string, projectId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
  return rows.length > 0;
}

/** Unlinks the plan's boards and deletes the plan (its boards' rows go with it). */
export async function deletePlan(q: Queryable, planId: string): Promise<void> {
  await q.query("UPDATE project_boards SET slab_id = NULL, plan_id = NULL WHERE plan_id = $1", [planId]);
  await q.query("DELETE FROM cutting_plans WHERE id = $1", [planId]);
}

/** Deletes a plan row alone (a proposal being accepted: its boards were never linked). */
export async function deletePlanRow(q: Queryable, planId: string): Promise<void> {
  await q.query("DELETE FROM cutting_plans WHERE id = $1", [planId]);
}

export interface PlacedBoard {
  boardId: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotated: boolean;
}

/** Inserts an accepted plan and its placed boards; returns the plan's id. */
export async function insertAcceptedPlan(
  q: Queryable,
  p: {
    orgId: string;
    slabId: string;
    projectId: string;
    planeId: string | null;
    source: "cloud" | "manual";
    runId: string | null;
    kerf: number;
    stages: number;
    usedArea: number;
    cutTree: CutTreeNode | null;
    userId: string | null;
    now: Date;
    boards: PlacedBoard[];
  },
): Promise<string> {
  const plan = await q.query<{ id: string }>(
    `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, status, run_id, kerf, stages, used_area,
                                cut_tree, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'accepted', $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
    [
      p.orgId,
      p.slabId,
      p.projectId,
      p.planeId,
      p.source,
      p.runId,
      p.kerf,
      p.stages,
      p.usedArea,
      p.cutTree ? JSON.stringify(p.cutTree) : null,
      p.userId,
      p.now,
    ],
  );
  const planId = plan.rows[0]!.id;
  await q.query(
    `INSERT INTO cutting_plan_boards (plan_id, board_id, x, y, w, h, rotated)
     SELECT $1, * FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::boolean[])`,
    [
      planId,
      p.boards.map((b) => b.boardId),
      p.boards.map((b) => b.x),
      p.boards.map((b) => b.y),
      p.boards.map((b) => b.w),
      p.boards.map((b) => b.h),
      p.boards.map((b) => b.rotated),
    ],
  );
  return planId;
}

/** Links the unplanned boards among `boardIds` to the slab and plan; returns how many it linked. */
export async function linkBoards(
  q: Queryable,
  orgId: string,
  slabId: string,
  planId: string,
  boardIds: string[],
): Promise<number> {
  const linked = await q.query(
    `UPDATE project_boards SET slab_id = $2, plan_id = $3
      WHERE org_id = $1 AND id = ANY($4::uuid[]) AND plan_id IS NULL`,
    [orgId, slabId, planId, boardIds],
  );
  return linked.rowCount;
}

/** Bumps the slab's version (its plan changed); returns the new one. */
export async function bumpSlabVersion(q: Queryable, slabId: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    "UPDATE slabs SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version",
    [slabId, now],
  );
  return rows[0]!.version;
}

export interface ProposedPlan {
  id: string;
  slab_id: string;
  project_id: string;
  plane_id: string | null;
  source: "cloud" | "manual";
  run_id: string | null;
  kerf: number;
  stages: number;
  cut_tree: CutTreeNode | null;
}

/** A `proposed` plan of the enterprise, locked, with its placements; null when there is none. */
export async function findProposedPlan(
  q: Queryable,
  orgId: string,
  planId: string,
): Promise<{
  plan: ProposedPlan;
  placements: { boardId: string; x: number; y: number; rotated: boolean }[];
} | null> {
  const { rows } = await q.query<ProposedPlan>(
    `SELECT id, slab_id, project_id, plane_id, source, run_id, kerf, stages, cut_tree FROM cutting_plans
      WHERE id = $1 AND org_id = $2 AND status = 'proposed' FOR UPDATE`,
    [planId, orgId],
  );
  const plan = rows[0];
  if (!plan) return null;
  const boards = await q.query<{ board_id: string; x: number; y: number; rotated: boolean }>(
    "SELECT board_id, x, y, rotated FROM cutting_plan_boards WHERE plan_id = $1 ORDER BY x, y",
    [plan.id],
  );
  return {
    plan,
    placements: boards.rows.map((b) => ({ boardId: b.board_id, x: b.x, y: b.y, rotated: b.rotated })),
  };
}

/** The slab's accepted plan with its boards, or null. */
export async function findAcceptedPlan(
  q: Queryable,
  orgId: string,
  slabId: string,
  slabArea: number,
): Promise<CuttingPlan | null> {
  const { rows } = await q.query<{
    id: string;
    source: "cloud" | "manual";
    status: "accepted";
    kerf: number;
    stages: number;
    used_area: number;
    cut_tree: CutTreeNode | null;
    project_id: string;
    project_name: string;
    project_no: string;
    plane_id: string | null;
    batch_no: string | null;
    created_at: Date;
  }>(
    `SELECT c.id, c.source, c.status, c.kerf, c.stages, c.used_area, c.cut_tree, c.project_id, p.name AS project_name,
            p.project_no, c.plane_id, pl.batch_no, c.created_at
       FROM cutting_plans c JOIN projects p ON p.id = c.project_id LEFT JOIN planes pl ON pl.id = c.plane_id
      WHERE c.org_id = $1 AND c.slab_id = $2 AND c.status = 'accepted'`,
    [orgId, slabId],
  );
  const c = rows[0];
  if (!c) return null;
  const boards = await q.query<{
    board_id: string;
    code: string;
    x: number;
    y: number;
    w: number;
    h: number;
    rotated: boolean;
    length: number;
    width: number;
    plane_id: string;
    batch_no: string;
  }>(
    `SELECT cb.board_id, b.code, cb.x, cb.y, cb.w, cb.h, cb.rotated, b.length, b.width, b.plane_id, pl.batch_no
       FROM cutting_plan_boards cb JOIN project_boards b ON b.id = cb.board_id JOIN planes pl ON pl.id = b.plane_id
      WHERE cb.plan_id = $1 ORDER BY cb.y, cb.x`,
    [c.id],
  );
  return {
    planId: c.id,
    source: c.source,
    status: c.status,
    kerf: c.kerf,
    stages: c.stages,
    usedArea: Number(c.used_area),
    yieldRate: yieldPercent(Number(c.used_area), slabArea),
    cutTree: c.cut_tree,
    projectId: c.project_id,
    projectName: c.project_name,
    projectNo: c.project_no,
    planeId: c.plane_id,
    batchNo: c.batch_no,
    createdAt: c.created_at.toISOString(),
    boards: boards.rows.map((b) => ({
      boardId: b.board_id,
      code: b.code,
      x: b.x,
      y: b.y,
      w: b.w,
      h: b.h,
      rotated: b.rotated,
      length: b.length,
      width: b.width,
      planeId: b.plane_id,
      batchNo: b.batch_no,
    })),
  };
}

/**
 * The boards a slab may take in manual layout: the scope's unplanned boards of the slab's stone and
 * thickness, and the boards of its current plan (`onThisSlab`).
 */
export async function listLayoutBoards(
  q: Queryable,
  orgId: string,
  scope: { projectId: string; planeId: string | null },
  slab: { stone: string; thickness: string | number },
  planId: string | null,
) {
  const { rows } = await q.query<{
    id: string;
    code: string;
    plane_id: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    stone: string;
    rotatable: boolean;
    plan_id: string | null;
  }>(
    `SELECT pb.id, pb.code, pb.plane_id, pl.batch_no, pb.length, pb.width, pb.thickness, pb.stone, pb.rotatable, pb.plan_id
       FROM project_boards pb JOIN planes pl ON pl.id = pb.plane_id
      WHERE pb.org_id = $1 AND pb.stone = $4 AND pb.thickness = $5
        AND ((pb.project_id = $2 AND ($3::uuid IS NULL OR pb.plane_id = $3) AND pb.plan_id IS NULL)
             OR ($6::uuid IS NOT NULL AND pb.plan_id = $6))
      ORDER BY pl.seq, pb.seq, pb.code`,
    [orgId, scope.projectId, scope.planeId, slab.stone, slab.thickness, planId],
  );
  return rows.map((r) => ({
    boardId: r.id,
    code: r.code,
    planeId: r.plane_id,
    batchNo: r.batch_no,
    length: r.length,
    width: r.width,
    thickness: Number(r.thickness),
    stone: r.stone,
    rotatable: r.rotatable,
    onThisSlab: r.plan_id !== null,
  }));
}

/** A project's settings (kerf and stages of its plans among them). */
export async function findProjectSettings(q: Queryable, projectId: string): Promise<Record<string, unknown>> {
  const { rows } = await q.query<{ settings: Record<string, unknown> }>(
    "SELECT settings FROM projects WHERE id = $1",
    [projectId],
  );
  return rows[0]?.settings ?? {};
}
