import type { BoardStatus, SlabStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** SQL of cutting: a slab's start and completion, its boards, broken boards, plans and projects it closes. */

export interface LockedSlab {
  id: string;
  barcode: string;
  status: SlabStatus;
  version: number;
  device_id: string | null;
  table_side: "A" | "B" | null;
}

/** The slab of this enterprise, locked for a state change; null when it is not theirs. */
export async function lockCuttingSlab(q: Queryable, orgId: string, slabId: string) {
  const { rows } = await q.query<LockedSlab>(
    `SELECT id, barcode, status, version, device_id, table_side FROM slabs
      WHERE id = $1 AND org_id = $2 FOR UPDATE`,
    [slabId, orgId],
  );
  return rows[0] ?? null;
}

/** Moves the slab to `status` guarded by its version; the new version, or null when it changed. */
export async function updateSlabStatus(
  q: Queryable,
  s: { slabId: string; orgId: string; version: number },
  to: "cutting" | "done",
  userId: string | null,
  now: Date,
): Promise<number | null> {
  const set =
    to === "cutting"
      ? "status = 'cutting', started_at = $4, started_by = $5"
      : "status = 'done', completed_at = $4, completed_by = $5";
  const { rows } = await q.query<{ version: number }>(
    `UPDATE slabs SET ${set}, version = version + 1, updated_at = $4
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [s.slabId, s.orgId, s.version, now, userId],
  );
  return rows[0]?.version ?? null;
}

/** The boards on a slab, locked in id order. */
export async function lockSlabBoards(q: Queryable, slabId: string) {
  const { rows } = await q.query<{ id: string; code: string; status: BoardStatus; project_id: string }>(
    "SELECT id, code, status, project_id FROM project_boards WHERE slab_id = $1 ORDER BY id FOR UPDATE",
    [slabId],
  );
  return rows;
}

/** Moves boards to a status (and the slab's table side, where they are cut). */
export async function updateBoardsStatus(
  q: Queryable,
  ids: string[],
  to: BoardStatus,
  tableSide: "A" | "B" | null,
): Promise<void> {
  if (ids.length === 0) return;
  await q.query(
    "UPDATE project_boards SET status = $2, table_side = COALESCE($3, table_side) WHERE id = ANY($1::uuid[])",
    [ids, to, tableSide],
  );
}

/** Issued production plans holding the slab (active), locked in id order. */
export async function lockIssuedPlansOf(q: Queryable, orgId: string, slabId: string) {
  const { rows } = await q.query<{ id: string; plan_no: string }>(
    `SELECT p.id, p.plan_no FROM production_plans p
      WHERE p.org_id = $1 AND p.status = 'issued'
        AND EXISTS (SELECT 1 FROM production_plan_slabs ps WHERE ps.plan_id = p.id AND ps.slab_id = $2 AND ps.active)
      ORDER BY p.id FOR UPDATE OF p`,
    [orgId, slabId],
  );
  return rows;
}

/** Whether every slab of the plan is done (read after the plan is locked). */
export async function planAllDone(q: Queryable, planId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM production_plan_slabs ps JOIN slabs s ON s.id = ps.slab_id
      WHERE ps.plan_id = $1 AND s.status <> 'done' LIMIT 1`,
    [planId],
  );
  return rows.length === 0;
}

/** issued → closed: its slabs leave it (active = false). */
export async function closePlan(q: Queryable, planId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE production_plans SET status = 'closed', closed_at = $2, version = version + 1, updated_at = $2
      WHERE id = $1`,
    [planId, now],
  );
  await q.query("UPDATE production_plan_slabs SET active = false WHERE plan_id = $1", [planId]);
}

/** Reviewed projects among `ids`, locked in id order. */
export async function lockReviewedProjects(q: Queryable, orgId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: string; project_no: string }>(
    `SELECT id, project_no FROM projects
      WHERE org_id = $1 AND id = ANY($2::uuid[]) AND review_status = 'reviewed' ORDER BY id FOR UPDATE`,
    [orgId, ids],
  );
  return rows;
}

/** Whether the project has boards and every one is cut. */
export async function projectAllCut(q: Queryable, projectId: string): Promise<boolean> {
  const { rows } = await q.query<{ n: number; open: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE status <> 'done')::int AS open
       FROM project_boards WHERE project_id = $1`,
    [projectId],
  );
  return rows[0]!.n > 0 && rows[0]!.open === 0;
}

export interface LockedBoard {
  id: string;
  code: string;
  status: BoardStatus;
  slab_id: string | null;
  plan_id: string | null;
  project_id: string;
  exception_reason: string;
}

/** The board of this enterprise, locked; null when it is not theirs. */
export async function lockBoard(q: Queryable, orgId: string, boardId: string) {
  const { rows } = await q.query<LockedBoard>(
    `SELECT id, code, status, slab_id, plan_id, project_id, exception_reason FROM project_boards
      WHERE id = $1 AND org_id = $2 FOR UPDATE`,
    [boardId, orgId],
  );
  return rows[0] ?? null;
}

/**
 * A broken board goes back to planning: toCut, exception with the reason, off its slab and plan (the
 * cutting_plan_boards row stays: the old plan's drawing and yield are what was cut).
 */
export async function breakBoard(
  q: Queryable,
  boardId: string,
  reason: string,
  userId: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE project_boards SET status = 'toCut', exception = true, exception_reason = $2, broken_at = $3,
            broken_by = $4, slab_id = NULL, plan_id = NULL, table_side = NULL
      WHERE id = $1`,
    [boardId, reason, now, userId],
  );
}

/** A slab or a board of the enterprise by its code (slab barcode first). */
export async function findByCode(q: Queryable, orgId: string, code: string) {
  const slab = await q.query<{ id: string; barcode: string; status: SlabStatus; table_side: string | null }>(
    "SELECT id, barcode, status, table_side FROM slabs WHERE org_id = $1 AND barcode = $2 LIMIT 1",
    [orgId, code],
  );
  if (slab.rows[0]) return { kind: "slab" as const, ...slab.rows[0] };
  const board = await q.query<{ id: string; code: string; status: BoardStatus; slab_id: string | null }>(
    "SELECT id, code, status, slab_id FROM project_boards WHERE org_id = $1 AND code = $2 ORDER BY created_at DESC LIMIT 1",
    [orgId, code],
  );
  if (board.rows[0]) return { kind: "board" as const, ...board.rows[0] };
  return null;
}
