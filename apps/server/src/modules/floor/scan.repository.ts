import type { Queryable } from "../../db/db.ts";
import { BOX_CODE_SQL, CRAFTS_SQL, RACK_CODE_SQL, STAGE_SQL } from "./tracking.repository.ts";

/**
 * The SQL of the scan station's lookup (docs/api-floor.md "Scan station"): one indexed probe per kind
 * of code (rack number, box code, board code, slab barcode), each scoped by org_id.
 */

export interface RackHit {
  id: string;
  code: string;
  trip_id: string | null;
  state: string | null;
  stage: string | null;
  route: string[] | null;
  version: number | null;
  project_id: string | null;
  project_no: string | null;
  project_name: string | null;
  plane_id: string | null;
  batch_no: string | null;
  boards: number;
  area: string;
}

/** The rack of this number with its open trip and the boards on it; undefined when none. */
export async function rackByNumber(q: Queryable, orgId: string, number: number) {
  const { rows } = await q.query<RackHit>(
    `SELECT r.id, ${RACK_CODE_SQL("r")} AS code, t.id AS trip_id, t.state, t.stage, t.route, t.version,
            p.id AS project_id, p.project_no, p.name AS project_name, pl.id AS plane_id, pl.batch_no,
            COALESCE(f.boards, 0) AS boards, COALESCE(f.area, 0) AS area
       FROM racks r
       LEFT JOIN rack_trips t ON t.rack_id = r.id AND t.closed_at IS NULL
       LEFT JOIN projects p ON p.id = t.project_id
       LEFT JOIN planes pl ON pl.id = t.plane_id
       LEFT JOIN LATERAL (SELECT count(*)::int AS boards, COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area
                            FROM rack_trip_boards tb JOIN project_boards b ON b.id = tb.board_id
                           WHERE tb.trip_id = t.id AND tb.unloaded_at IS NULL) f ON true
      WHERE r.org_id = $1 AND r.number = $2`,
    [orgId, number],
  );
  return rows[0];
}

export interface BoxHit {
  id: string;
  code: string;
  sealed_at: Date | null;
  short_codes: string[] | null;
  version: number;
  project_id: string;
  project_no: string;
  project_name: string;
  boards: number;
  area: string;
}

/**
 * The box whose printed code is `code` (case-insensitive): `<projectNo>-<boxNo>`, or its box no. when
 * that already starts with the project no. (BOX_CODE_SQL); undefined when none. Probes each project's
 * (project_id, box_no) index.
 */
export async function boxByCode(q: Queryable, orgId: string, code: string) {
  const { rows } = await q.query<BoxHit>(
    `SELECT x.id, ${BOX_CODE_SQL("p", "x")} AS code, x.sealed_at, x.short_codes, x.version,
            p.id AS project_id, p.project_no, p.name AS project_name,
            (SELECT count(*)::int FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) AS boards,
            (SELECT COALESCE(sum(b.length::bigint * b.width), 0)::bigint FROM project_boards b
              WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) AS area
       FROM projects p
       JOIN packing_boxes x ON x.project_id = p.id
        AND x.box_no IN (substr($2, length(p.project_no) + 2), upper(substr($2, length(p.project_no) + 2)), $2, upper($2))
      WHERE p.org_id = $1 AND upper(left($2, length(p.project_no) + 1)) = upper(p.project_no || '-')
        AND upper(${BOX_CODE_SQL("p", "x")}) = upper($2)
      ORDER BY p.created_at DESC LIMIT 1`,
    [orgId, code],
  );
  return rows[0];
}

export interface BoardHit {
  id: string;
  code: string;
  status: string;
  broken_at: Date | null;
  length: number;
  width: number;
  stage: string;
  project_id: string;
  project_no: string;
  project_name: string;
  plane_id: string;
  batch_no: string;
  rack_id: string | null;
  rack_code: string | null;
  rack_stage: string | null;
  box_id: string | null;
  box_code: string | null;
  packed_at: Date | null;
  crafts_total: number;
  crafts_done: number;
}

/** The board of this code, the newest project's when several projects have one; undefined when none. */
export async function boardByCode(q: Queryable, orgId: string, code: string) {
  const { rows } = await q.query<BoardHit>(
    `SELECT b.id, b.code, b.status, b.broken_at, b.length, b.width, ${STAGE_SQL("b", "x", "tb")} AS stage,
            p.id AS project_id, p.project_no, p.name AS project_name, pl.id AS plane_id, pl.batch_no,
            r.id AS rack_id, CASE WHEN r.id IS NOT NULL THEN ${RACK_CODE_SQL("r")} END AS rack_code, t.stage AS rack_stage,
            x.id AS box_id, CASE WHEN x.id IS NOT NULL THEN ${BOX_CODE_SQL("p", "x")} END AS box_code, b.packed_at,
            ${CRAFTS_SQL("b")}
       FROM project_boards b
       JOIN projects p ON p.id = b.project_id
       JOIN planes pl ON pl.id = b.plane_id
       LEFT JOIN packing_boxes x ON x.id = b.box_id
       LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
       LEFT JOIN rack_trips t ON t.id = tb.trip_id
       LEFT JOIN racks r ON r.id = t.rack_id
      WHERE b.org_id = $1 AND b.code = $2
      ORDER BY p.created_at DESC, p.project_no DESC LIMIT 1`,
    [orgId, code],
  );
  return rows[0];
}
