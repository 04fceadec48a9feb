import type { BoardStatus, SlabStatus, TaskBoardsBody } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";

/** SQL of the production tasks: each workshop category's queue (docs/api-production.md). */

export interface QueueSlabRow {
  id: string;
  device_id: string;
  table_side: "A" | "B" | null;
  barcode: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  stone: string;
  length: number;
  width: number;
  thickness: string;
  status: SlabStatus;
  version: number;
  started_at: Date | null;
  plan_no: string | null;
  seq: number | null;
  picked_at: Date | null;
  project_id: string | null;
  project_name: string | null;
  project_no: string | null;
  batch_no: string | null;
}

/** The enterprise's devices (one, when asked), by code. */
export async function queueDevices(q: Queryable, orgId: string, deviceId: string | null) {
  const { rows } = await q.query<{ id: string; code: string; series: string }>(
    `SELECT id, code, series FROM devices WHERE org_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY code, id`,
    [orgId, deviceId],
  );
  return rows;
}

/**
 * Slabs on device tables (toCut, cutting) in cutting order: the one being cut first, then the active
 * production plan's seq, then the time it was picked (its last pick or transfer event).
 */
export async function queueSlabs(q: Queryable, orgId: string, deviceId: string | null) {
  const { rows } = await q.query<QueueSlabRow>(
    `SELECT s.id, s.device_id, s.table_side, s.barcode, b.block_no, s.bundle_no, s.slab_no, s.stone, s.length,
            s.width, s.thickness, s.status, s.version, s.started_at, pp.plan_no, ps.seq,
            (SELECT max(a.created_at) FROM audit_log a
              WHERE a.org_id = s.org_id AND a.entity = 'slab' AND a.entity_id = s.id::text
                AND a.action IN ('pick', 'transfer', 'changeDevice')) AS picked_at,
            c.project_id, p.name AS project_name, p.project_no, pl.batch_no
       FROM slabs s
       JOIN blocks b ON b.id = s.block_id
       LEFT JOIN production_plan_slabs ps ON ps.slab_id = s.id AND ps.active
       LEFT JOIN production_plans pp ON pp.id = ps.plan_id
       LEFT JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
       LEFT JOIN projects p ON p.id = c.project_id
       LEFT JOIN planes pl ON pl.id = c.plane_id
      WHERE s.org_id = $1 AND s.status IN ('toCut', 'cutting') AND s.device_id IS NOT NULL
        AND ($2::uuid IS NULL OR s.device_id = $2)
      ORDER BY s.device_id, s.table_side NULLS LAST, (s.status = 'cutting') DESC, ps.seq NULLS LAST,
               picked_at NULLS LAST, s.barcode`,
    [orgId, deviceId],
  );
  return rows;
}

/** The boards on these slabs, by code. */
export async function boardsOnSlabs(q: Queryable, slabIds: string[]) {
  if (slabIds.length === 0) return [];
  const { rows } = await q.query<{
    id: string;
    slab_id: string;
    code: string;
    length: number;
    width: number;
    status: BoardStatus;
    exception: boolean;
    exception_reason: string;
  }>(
    `SELECT id, slab_id, code, length, width, status, exception, exception_reason FROM project_boards
      WHERE slab_id = ANY($1::uuid[]) ORDER BY code, id`,
    [slabIds],
  );
  return rows;
}

/**
 * A cut board's next craft: the first of its craft lines (project_board_crafts, in order) with no
 * craft record yet (docs/api-floor.md "Crafts done, in order"); `np` whether a line of a stage before
 * packing is pending (packing workshops' crafts, crating and labels, are done with the packing); `tr`
 * the open rack trip the board is on, if any.
 */
const NEXT_CRAFT = `LEFT JOIN LATERAL (
      SELECT bc.craft_id FROM project_board_crafts bc WHERE bc.board_id = pb.id
         AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = bc.board_id AND r.seq = bc.seq)
       ORDER BY bc.seq LIMIT 1
    ) nc ON true
    LEFT JOIN crafts cr ON cr.id = nc.craft_id
    LEFT JOIN workshops w ON w.id = cr.workshop_id
    LEFT JOIN LATERAL (
      SELECT true AS pending FROM project_board_crafts bc
        JOIN crafts c2 ON c2.id = bc.craft_id JOIN workshops w2 ON w2.id = c2.workshop_id
       WHERE bc.board_id = pb.id AND w2.category <> 'packing'
         AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = bc.board_id AND r.seq = bc.seq)
       LIMIT 1
    ) np ON true
    LEFT JOIN rack_trip_boards tb ON tb.board_id = pb.id AND tb.unloaded_at IS NULL
    LEFT JOIN rack_trips tr ON tr.id = tb.trip_id`;

/**
 * Real work only (issue #24): both queues take cut boards, not broken, not packed (a board in a box,
 * sealed or not, is past them). secondProcessing: the next craft's workshop is a second-processing
 * one; packing: no craft of an earlier stage pending, and off any rack or on one received at packing
 * (what packing's add accepts).
 */
const SECOND = "w.category = 'secondProcessing'";
const PACKABLE = "np.pending IS NULL AND (tr.id IS NULL OR (tr.stage = 'packing' AND tr.state = 'received'))";
const QUEUE_WHERE = `pb.org_id = $1 AND pb.status = 'done' AND NOT pb.exception AND pb.packed_at IS NULL AND (
      ($2::text = 'secondProcessing' AND ${SECOND}) OR ($2::text = 'packing' AND ${PACKABLE}))`;

export async function countQueues(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ cutting: number; second: number; packing: number }>(
    `SELECT (SELECT count(*)::int FROM slabs WHERE org_id = $1 AND status IN ('toCut', 'cutting')
               AND device_id IS NOT NULL) AS cutting,
            count(*) FILTER (WHERE ${SECOND})::int AS second,
            count(*) FILTER (WHERE ${PACKABLE})::int AS packing
       FROM project_boards pb ${NEXT_CRAFT}
      WHERE pb.org_id = $1 AND pb.status = 'done' AND NOT pb.exception AND pb.packed_at IS NULL`,
    [orgId],
  );
  return rows[0]!;
}

export async function pageTaskBoards(q: Queryable, orgId: string, f: TaskBoardsBody) {
  const { rows } = await q.query<{
    id: string;
    code: string;
    project_id: string;
    project_name: string;
    project_no: string;
    plane_id: string;
    batch_no: string;
    stone: string;
    length: number;
    width: number;
    thickness: string;
    slab_barcode: string | null;
    craft_id: string | null;
    craft_name: string | null;
    workshop_name: string | null;
    box_code: string | null;
    total: number;
  }>(
    `SELECT pb.id, pb.code, pb.project_id, p.name AS project_name, p.project_no, pb.plane_id, pl.batch_no, pb.stone,
            pb.length, pb.width, pb.thickness, s.barcode AS slab_barcode, cr.id AS craft_id, cr.name AS craft_name,
            w.name AS workshop_name, count(*) OVER ()::int AS total,
            CASE WHEN bx.id IS NULL THEN NULL
                 WHEN left(bx.box_no, length(p.project_no) + 1) = p.project_no || '-' THEN bx.box_no
                 ELSE p.project_no || '-' || bx.box_no END AS box_code
       FROM project_boards pb ${NEXT_CRAFT}
       JOIN projects p ON p.id = pb.project_id
       JOIN planes pl ON pl.id = pb.plane_id
       LEFT JOIN slabs s ON s.id = pb.slab_id
       LEFT JOIN packing_boxes bx ON bx.id = pb.box_id
      WHERE ${QUEUE_WHERE}
        AND ($3::uuid IS NULL OR cr.id = $3)
        AND ($4::text IS NULL OR pb.code ILIKE '%' || $4 || '%' OR p.name ILIKE '%' || $4 || '%'
             OR p.project_no ILIKE '%' || $4 || '%')
      ORDER BY p.project_no, pl.seq, pb.seq, pb.code LIMIT $5 OFFSET $6`,
    [orgId, f.category, f.craftId ?? null, f.keyword || null, f.pageSize, offsetOf(f)],
  );
  return rows;
}

/** The second-processing queue by craft: how many boards wait for each. */
export async function taskBoardGroups(q: Queryable, orgId: string, category: string) {
  if (category !== "secondProcessing") return [];
  const { rows } = await q.query<{ id: string; name: string; workshop_name: string; count: number }>(
    `SELECT cr.id, cr.name, w.name AS workshop_name, count(*)::int AS count
       FROM project_boards pb ${NEXT_CRAFT}
      WHERE ${QUEUE_WHERE}
      GROUP BY cr.id, cr.name, cr.priority, w.name ORDER BY cr.priority, cr.name`,
    [orgId, category],
  );
  return rows;
}

export async function craftExists(q: Queryable, orgId: string, craftId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM crafts WHERE id = $1 AND org_id = $2", [craftId, orgId]);
  return rows.length > 0;
}
