/** SQL of the layout module (cloud layout runs and their proposed cutting plans). */
import type {
  LayoutGroupSummary,
  LayoutMode,
  LayoutRunParams,
  LayoutRunStatus,
  LayoutRunSummary,
  LayoutUnplacedBoard,
  ReviewStatus,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import type { LayoutBoard, LayoutSlab, SlabResult } from "./layout.engine.ts";

export interface RunRow {
  id: string;
  org_id: string;
  project_id: string;
  plane_id: string | null;
  status: LayoutRunStatus;
  groups_total: number;
  groups_done: number;
  params: RunParams;
  summary: RunSummary | null;
  error: string | null;
  created_by: string | null;
  created_at: Date;
  deadline_at: Date;
  finished_at: Date | null;
  version: number;
  total?: number;
}

export type RunParams = LayoutRunParams;
export type UnplacedEntry = LayoutUnplacedBoard;
export type GroupSummary = LayoutGroupSummary;
export type RunSummary = LayoutRunSummary;

/** At most this many unplaced boards are listed in a run's summary. */
export const UNPLACED_LISTED = 1000;

const RUN_COLUMNS = `id, org_id, project_id, plane_id, status, groups_total, groups_done, params, summary, error,
  created_by, created_at, deadline_at, finished_at, version`;

export async function getRun(
  q: Queryable,
  orgId: string,
  runId: string,
  lock = false,
): Promise<RunRow | null> {
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM layout_runs WHERE id = $1 AND org_id = $2${lock ? " FOR UPDATE" : ""}`,
    [runId, orgId],
  );
  return rows[0] ?? null;
}

export interface ProjectRow {
  id: string;
  review_status: ReviewStatus;
  layout_mode: LayoutMode;
  settings: Record<string, unknown> | null;
}

export async function getProject(
  q: Queryable,
  orgId: string,
  projectId: string,
  lock = false,
): Promise<ProjectRow | null> {
  const { rows } = await q.query<ProjectRow>(
    `SELECT id, review_status, layout_mode, settings FROM projects WHERE id = $1 AND org_id = $2${lock ? " FOR UPDATE" : ""}`,
    [projectId, orgId],
  );
  return rows[0] ?? null;
}

export async function planeInProject(q: Queryable, orgId: string, projectId: string, planeId: string) {
  const { rows } = await q.query("SELECT 1 FROM planes WHERE id = $1 AND project_id = $2 AND org_id = $3", [
    planeId,
    projectId,
    orgId,
  ]);
  return rows.length > 0;
}

export interface BoardRow extends LayoutBoard {
  projectId: string;
  stone: string;
  thickness: number;
}

/**
 * The boards cloud layout places: bridge-cut, to cut, without an accepted plan; the plane's or the
 * projects' (in the order of `projectIds`, then plane and board order).
 */
export async function boardsToLayout(
  q: Queryable,
  orgId: string,
  projectIds: string[],
  planeId: string | null,
): Promise<BoardRow[]> {
  const { rows } = await q.query<{
    id: string;
    code: string;
    project_id: string;
    plane_id: string;
    length: number;
    width: number;
    thickness: string;
    stone: string;
    rotatable: boolean;
  }>(
    `SELECT b.id, b.code, b.project_id, b.plane_id, b.length, b.width, b.thickness::text AS thickness, b.stone,
            b.rotatable
       FROM project_boards b JOIN planes p ON p.id = b.plane_id
      WHERE b.org_id = $1 AND b.project_id = ANY($2::uuid[]) AND ($3::uuid IS NULL OR b.plane_id = $3)
        AND b.plan_id IS NULL AND b.cutting_method = 'bridge' AND b.status = 'toCut'
      ORDER BY array_position($2::uuid[], b.project_id), p.seq, b.seq, b.code`,
    [orgId, projectIds, planeId],
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    projectId: r.project_id,
    planeId: r.plane_id,
    length: r.length,
    width: r.width,
    thickness: Number(r.thickness),
    stone: r.stone,
    rotatable: r.rotatable,
  }));
}

export interface SlabRow extends LayoutSlab {
  stone: string;
  thickness: number;
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  barcode: string;
  status: string;
  exception: boolean;
  planned: boolean;
  /** A remnant of a completed slab (used first by a run that prefers remnants). */
  remnant: boolean;
}

const SLAB_SELECT = `SELECT s.id, s.length, s.width, s.thickness::text AS thickness, s.stone, s.defects, k.block_no,
    s.bundle_no, s.slab_no, s.barcode, s.status, s.exception, (s.parent_slab_id IS NOT NULL) AS remnant,
    EXISTS (SELECT 1 FROM cutting_plans c WHERE c.slab_id = s.id AND c.status = 'accepted') AS planned
  FROM slabs s JOIN blocks k ON k.id = s.block_id`;

type RawSlab = {
  id: string;
  length: number;
  width: number;
  thickness: string;
  stone: string;
  defects: unknown;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  barcode: string;
  status: string;
  exception: boolean;
  planned: boolean;
  remnant: boolean;
};

function toSlab(r: RawSlab): SlabRow {
  const defects = Array.isArray(r.defects)
    ? (r.defects as Record<string, unknown>[])
        .map((d) => ({ x: Number(d.x), y: Number(d.y), w: Number(d.w), h: Number(d.h) }))
        .filter((d) => [d.x, d.y, d.w, d.h].every((v) => Number.isFinite(v)) && d.w > 0 && d.h > 0)
    : [];
  return {
    id: r.id,
    length: r.length,
    width: r.width,
    thickness: Number(r.thickness),
    stone: r.stone,
    defects,
    blockNo: r.block_no,
    bundleNo: r.bundle_no,
    slabNo: r.slab_no,
    barcode: r.barcode,
    status: r.status,
    exception: r.exception,
    planned: r.planned,
    remnant: r.remnant,
  };
}

/** Slabs a run may use: to pick, no exception, no accepted plan; of the given stones; in stacking order. */
export async function availableSlabs(
  q: Queryable,
  orgId: string,
  stones: string[],
  slabIds: string[] | null,
): Promise<SlabRow[]> {
  const { rows } = await q.query<RawSlab>(
    `${SLAB_SELECT}
      WHERE s.org_id = $1 AND s.stone = ANY($2::text[]) AND ($3::uuid[] IS NULL OR s.id = ANY($3::uuid[]))
        AND s.status = 'toPick' AND NOT s.exception
        AND NOT EXISTS (SELECT 1 FROM cutting_plans c WHERE c.slab_id = s.id AND c.status = 'accepted')
      ORDER BY k.block_no, s.bundle_no, s.slab_no, s.id`,
    [orgId, stones, slabIds],
  );
  return rows.map(toSlab);
}

/** The slabs of an explicit choice, whatever their state (to tell the user which one is not available). */
export async function slabsByIds(
  q: Queryable,
  orgId: string,
  ids: string[],
  lock = false,
): Promise<SlabRow[]> {
  const { rows } = await q.query<RawSlab>(
    `${SLAB_SELECT} WHERE s.org_id = $1 AND s.id = ANY($2::uuid[]) ORDER BY s.id${lock ? " FOR UPDATE OF s" : ""}`,
    [orgId, ids],
  );
  return rows.map(toSlab);
}

export async function insertRun(
  q: Queryable,
  r: {
    orgId: string;
    projectId: string;
    planeId: string | null;
    groupsTotal: number;
    params: RunParams;
    createdBy: string;
    now: Date;
    deadline: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO layout_runs (org_id, project_id, plane_id, status, groups_total, params, created_by, created_at, deadline_at)
     VALUES ($1, $2, $3, 'running', $4, $5, $6, $7, $8) RETURNING id`,
    [
      r.orgId,
      r.projectId,
      r.planeId,
      r.groupsTotal,
      JSON.stringify(r.params),
      r.createdBy,
      r.now,
      r.deadline,
    ],
  );
  return rows[0]!.id;
}

/** Progress of a running run; false when it is no longer running (cancelled meanwhile). */
export async function setProgress(q: Queryable, runId: string, groupsDone: number): Promise<boolean> {
  const r = await q.query("UPDATE layout_runs SET groups_done = $2 WHERE id = $1 AND status = 'running'", [
    runId,
    groupsDone,
  ]);
  return r.rowCount > 0;
}

export async function finishRun(
  q: Queryable,
  runId: string,
  status: LayoutRunStatus,
  f: { summary?: RunSummary; error?: string; groupsDone?: number; now: Date },
): Promise<boolean> {
  const r = await q.query(
    `UPDATE layout_runs SET status = $2, summary = $3, error = $4, finished_at = $5,
        groups_done = COALESCE($6, groups_done), version = version + 1
      WHERE id = $1 AND status = 'running'`,
    [
      runId,
      status,
      f.summary ? JSON.stringify(f.summary) : null,
      f.error ?? null,
      f.now,
      f.groupsDone ?? null,
    ],
  );
  return r.rowCount > 0;
}

export async function setRunStatus(
  q: Queryable,
  runId: string,
  status: LayoutRunStatus,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE layout_runs SET status = $2, finished_at = COALESCE(finished_at, $3), version = version + 1 WHERE id = $1`,
    [runId, status, now],
  );
}

/** Stores one slab's result as a proposed cloud plan with its placements. */
export async function insertProposedPlan(
  q: Queryable,
  p: {
    orgId: string;
    projectId: string;
    planeId: string | null;
    runId: string;
    kerf: number;
    stages: number;
    createdBy: string | null;
    now: Date;
    slab: SlabResult;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, status, run_id, kerf, stages, used_area,
        cut_tree, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'cloud', 'proposed', $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      p.orgId,
      p.slab.slabId,
      p.projectId,
      p.planeId,
      p.runId,
      p.kerf,
      p.stages,
      p.slab.usedArea,
      JSON.stringify(p.slab.cutTree),
      p.createdBy,
      p.now,
    ],
  );
  const planId = rows[0]!.id;
  const b = p.slab.boards;
  await q.query(
    `INSERT INTO cutting_plan_boards (plan_id, board_id, x, y, w, h, rotated)
     SELECT $1, u.board_id, u.x, u.y, u.w, u.h, u.rotated
       FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bool[])
         AS u(board_id, x, y, w, h, rotated)`,
    [
      planId,
      b.map((x) => x.boardId),
      b.map((x) => x.x),
      b.map((x) => x.y),
      b.map((x) => x.w),
      b.map((x) => x.h),
      b.map((x) => x.rotated),
    ],
  );
  return planId;
}

/** Removes the proposed (never accepted) plans of a run. */
export async function deleteProposals(q: Queryable, runId: string): Promise<number> {
  const r = await q.query("DELETE FROM cutting_plans WHERE run_id = $1 AND status = 'proposed'", [runId]);
  return r.rowCount;
}

export interface PlanRow {
  id: string;
  slab_id: string;
  project_id: string;
  plane_id: string | null;
  kerf: number;
  stages: number;
  used_area: number;
  cut_tree: unknown;
  status: "proposed" | "accepted";
}

export async function runPlans(q: Queryable, orgId: string, runId: string): Promise<PlanRow[]> {
  const { rows } = await q.query<PlanRow>(
    `SELECT c.id, c.slab_id, c.project_id, c.plane_id, c.kerf, c.stages, c.used_area, c.cut_tree, c.status
       FROM cutting_plans c JOIN slabs s ON s.id = c.slab_id JOIN blocks k ON k.id = s.block_id
      WHERE c.run_id = $1 AND c.org_id = $2
      ORDER BY k.block_no, s.bundle_no, s.slab_no, s.id`,
    [runId, orgId],
  );
  return rows;
}

export interface PlanBoardRow {
  plan_id: string;
  board_id: string;
  code: string;
  project_id: string;
  project_no: string;
  project_name: string;
  plane_id: string;
  batch_no: string;
  length: number;
  width: number;
  /** Whether the board is still one cloud layout places (bridge-cut, to cut). */
  layable: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
  rotated: boolean;
  current_plan_id: string | null;
}

export async function runPlanBoards(q: Queryable, runId: string, lock = false): Promise<PlanBoardRow[]> {
  const { rows } = await q.query<PlanBoardRow>(
    `SELECT pb.plan_id, pb.board_id, b.code, b.project_id, pr.project_no, pr.name AS project_name, b.plane_id,
            pl.batch_no, b.length, b.width, pb.x, pb.y, pb.w, pb.h, pb.rotated, b.plan_id AS current_plan_id,
            (b.status = 'toCut' AND b.cutting_method = 'bridge') AS layable
       FROM cutting_plan_boards pb
       JOIN cutting_plans c ON c.id = pb.plan_id
       JOIN project_boards b ON b.id = pb.board_id
       JOIN projects pr ON pr.id = b.project_id
       JOIN planes pl ON pl.id = b.plane_id
      WHERE c.run_id = $1
      ORDER BY b.code, b.id${lock ? " FOR UPDATE OF b" : ""}`,
    [runId],
  );
  return rows;
}

export async function pageRuns(
  q: Queryable,
  orgId: string,
  projectId: string | null,
  limit: number,
  offset: number,
): Promise<RunRow[]> {
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS}, count(*) OVER ()::int AS total FROM layout_runs
      WHERE org_id = $1
        AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM layout_run_projects rp WHERE rp.run_id = layout_runs.id AND rp.project_id = $2))
      ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [orgId, projectId, limit, offset],
  );
  return rows;
}

/**
 * The latest run of a project the user still has to act on (running, or done and not yet decided),
 * whether the project is its home project or another of its projects.
 */
export async function activeRun(q: Queryable, orgId: string, projectId: string): Promise<RunRow | null> {
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM layout_runs WHERE org_id = $1 AND status IN ('running', 'done')
        AND EXISTS (SELECT 1 FROM layout_run_projects rp WHERE rp.run_id = layout_runs.id AND rp.project_id = $2)
      ORDER BY created_at DESC LIMIT 1`,
    [orgId, projectId],
  );
  return rows[0] ?? null;
}

/** Runs sharing a project with `projectIds` whose proposals are still open (a new run discards them). */
export async function openDoneRuns(q: Queryable, projectIds: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM layout_runs r WHERE status = 'done'
        AND EXISTS (SELECT 1 FROM layout_run_projects rp WHERE rp.run_id = r.id AND rp.project_id = ANY($1::uuid[]))
      ORDER BY id FOR UPDATE`,
    [projectIds],
  );
  return rows.map((r) => r.id);
}
