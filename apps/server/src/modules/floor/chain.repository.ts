import type { ChainKind } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { BOX_CODE_SQL, RACK_CODE_SQL } from "./tracking.repository.ts";

/**
 * The SQL of the chain block → slab → cutting plan → production plan / device table → board → rack
 * trip → box (docs/api-floor.md "Tracking", DESIGN §11), around any of its objects, both directions.
 */

/** The object's own label, or undefined when it is no object of the enterprise. */
export async function chainLabel(q: Queryable, orgId: string, kind: ChainKind, id: string) {
  const sql = {
    block: "SELECT block_no AS label FROM blocks WHERE id = $2 AND org_id = $1",
    slab: "SELECT barcode AS label FROM slabs WHERE id = $2 AND org_id = $1",
    board: "SELECT code AS label FROM project_boards WHERE id = $2 AND org_id = $1",
    rack: `SELECT ${RACK_CODE_SQL("r")} AS label FROM racks r WHERE r.id = $2 AND r.org_id = $1`,
    box: `SELECT ${BOX_CODE_SQL("p", "x")} AS label FROM packing_boxes x JOIN projects p ON p.id = x.project_id
           WHERE x.id = $2 AND x.org_id = $1`,
  }[kind];
  const { rows } = await q.query<{ label: string }>(sql, [orgId, id]);
  return rows[0]?.label;
}

/** The (board, slab, trip) rows around the object: a slab without boards is one row with no board. */
const PICK: Record<ChainKind, string> = {
  board: `SELECT b.id AS board_id, b.slab_id, NULL::uuid AS trip_id FROM project_boards b WHERE b.org_id = $1 AND b.id = $2`,
  slab: `SELECT b.id AS board_id, s.id AS slab_id, NULL::uuid AS trip_id FROM slabs s
           LEFT JOIN project_boards b ON b.slab_id = s.id WHERE s.org_id = $1 AND s.id = $2`,
  block: `SELECT b.id AS board_id, s.id AS slab_id, NULL::uuid AS trip_id FROM slabs s
            LEFT JOIN project_boards b ON b.slab_id = s.id WHERE s.org_id = $1 AND s.block_id = $2`,
  // The rack's open trip, else its last one: every board it carried on it.
  rack: `SELECT tb.board_id, b.slab_id, tb.trip_id
           FROM (SELECT t.id FROM rack_trips t WHERE t.org_id = $1 AND t.rack_id = $2
                  ORDER BY (t.closed_at IS NULL) DESC, t.opened_at DESC LIMIT 1) t
           JOIN rack_trip_boards tb ON tb.trip_id = t.id JOIN project_boards b ON b.id = tb.board_id`,
  box: `SELECT b.id AS board_id, b.slab_id, NULL::uuid AS trip_id FROM project_boards b WHERE b.org_id = $1 AND b.box_id = $2`,
};

export interface ChainRow {
  block_id: string | null;
  block_no: string | null;
  slab_id: string | null;
  barcode: string | null;
  cutting_plan_id: string | null;
  production_plan_id: string | null;
  production_plan_no: string | null;
  device_code: string | null;
  table_side: string | null;
  project_id: string | null;
  project_no: string | null;
  project_name: string | null;
  plane_id: string | null;
  batch_no: string | null;
  board_id: string | null;
  board_code: string | null;
  rack_id: string | null;
  rack_code: string | null;
  trip_id: string | null;
  box_id: string | null;
  box_code: string | null;
}

/** One row per path around the object, at most `limit`. */
export async function chainRows(q: Queryable, orgId: string, kind: ChainKind, id: string, limit: number) {
  const { rows } = await q.query<ChainRow>(
    `WITH pick AS (${PICK[kind]})
     SELECT k.id AS block_id, k.block_no, s.id AS slab_id, s.barcode,
            COALESCE(b.plan_id, cp.id) AS cutting_plan_id,
            pp.id AS production_plan_id, pp.plan_no AS production_plan_no,
            COALESCE(pd.code, sd.code) AS device_code, COALESCE(pp.table_side, s.table_side) AS table_side,
            p.id AS project_id, p.project_no, p.name AS project_name, pl.id AS plane_id, pl.batch_no,
            b.id AS board_id, b.code AS board_code,
            r.id AS rack_id, CASE WHEN r.id IS NOT NULL THEN ${RACK_CODE_SQL("r")} END AS rack_code, tr.id AS trip_id,
            x.id AS box_id, CASE WHEN x.id IS NOT NULL THEN ${BOX_CODE_SQL("bp", "x")} END AS box_code
       FROM pick
       LEFT JOIN project_boards b ON b.id = pick.board_id
       LEFT JOIN slabs s ON s.id = COALESCE(pick.slab_id, b.slab_id)
       LEFT JOIN blocks k ON k.id = s.block_id
       LEFT JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
       LEFT JOIN LATERAL (
         SELECT pp.id, pp.plan_no, ps.device_id, ps.table_side FROM production_plan_slabs ps
           JOIN production_plans pp ON pp.id = ps.plan_id
          WHERE ps.slab_id = s.id AND pp.status <> 'cancelled'
          ORDER BY ps.active DESC, pp.created_at DESC LIMIT 1) pp ON true
       LEFT JOIN devices pd ON pd.id = pp.device_id
       LEFT JOIN devices sd ON sd.id = s.device_id
       LEFT JOIN projects p ON p.id = b.project_id
       LEFT JOIN planes pl ON pl.id = b.plane_id
       LEFT JOIN LATERAL (
         SELECT t.id, t.rack_id FROM rack_trip_boards tb JOIN rack_trips t ON t.id = tb.trip_id
          WHERE tb.board_id = b.id AND (pick.trip_id IS NULL OR tb.trip_id = pick.trip_id)
          ORDER BY (tb.unloaded_at IS NULL) DESC, tb.loaded_at DESC LIMIT 1) tr ON true
       LEFT JOIN racks r ON r.id = tr.rack_id
       LEFT JOIN packing_boxes x ON x.id = b.box_id
       LEFT JOIN projects bp ON bp.id = x.project_id
      ORDER BY k.block_no, s.barcode, p.project_no, b.seq
      LIMIT $3`,
    [orgId, id, limit],
  );
  return rows;
}
