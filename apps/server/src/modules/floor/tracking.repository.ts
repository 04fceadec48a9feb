import type { TrackingSearchBy } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";

/**
 * The SQL of production tracking (docs/api-floor.md "Tracking"). A board's floor stage is derived in
 * one CASE over its current assignments (box, sealed box, active rack, cut, crafts), never stored.
 * Every query is scoped by org_id; the boards of a plane or a box come in one query (per-board
 * figures by index probes), their rack receptions and crafts in one query each: no N+1.
 */

/** The rack code printed on its label: "RK" + 4 digits. */
export const RACK_CODE_SQL = (r: string) => `'RK' || lpad(${r}.number::text, 4, '0')`;

/**
 * A box's printed code: `<projectNo>-<boxNo>`, or the box no. alone when it already starts with its
 * project no. and a dash (the sample packing lists number boxes "XM-2025-009-B0001").
 */
export const BOX_CODE_SQL = (p: string, x: string) =>
  `CASE WHEN left(${x}.box_no, length(${p}.project_no) + 1) = ${p}.project_no || '-' THEN ${x}.box_no
        ELSE ${p}.project_no || '-' || ${x}.box_no END`;

/**
 * When board `b` (on slab `s`) was cut: its slab's completion, else the board's `complete` event in the
 * audit log (cutting writes one per slab naming the boards in `detail.boardIds`).
 */
const CUT_AT_SQL = (b: string, s: string) => `CASE WHEN ${b}.status = 'done' THEN COALESCE(${s}.completed_at,
  (SELECT max(a.created_at) FROM audit_log a WHERE a.org_id = ${b}.org_id AND a.entity = 'board' AND a.action = 'complete'
      AND a.detail @> jsonb_build_object('boardIds', jsonb_build_array(${b}.id)))) END`;

/** Craft lines of board `b` and how many are done (index probes on their primary keys). */
export const CRAFTS_SQL = (
  b: string,
) => `(SELECT count(*)::int FROM project_board_crafts c WHERE c.board_id = ${b}.id) AS crafts_total,
  (SELECT count(*)::int FROM craft_records cr WHERE cr.board_id = ${b}.id) AS crafts_done`;

/**
 * Whether board `b` is in its box: the import's packing list names each board's box beforehand
 * (`box_id`); the board is in it once packed (`packed_at`, set by packing's add).
 */
const IN_BOX_SQL = (b: string) => `(${b}.box_id IS NOT NULL AND ${b}.packed_at IS NOT NULL)`;

/**
 * A board's stage over board `b`, its box `x`, its active rack row `tb`: first match of packed (in a
 * sealed box), inBox, onRack, notCut, craftsDone (every craft line done, at least one), cut.
 */
export const STAGE_SQL = (b: string, x: string, tb: string) => `CASE
  WHEN ${IN_BOX_SQL(b)} AND ${x}.sealed_at IS NOT NULL THEN 'packed'
  WHEN ${IN_BOX_SQL(b)} THEN 'inBox'
  WHEN ${tb}.trip_id IS NOT NULL THEN 'onRack'
  WHEN ${b}.status <> 'done' THEN 'notCut'
  WHEN EXISTS (SELECT 1 FROM project_board_crafts c WHERE c.board_id = ${b}.id)
   AND NOT EXISTS (SELECT 1 FROM project_board_crafts c WHERE c.board_id = ${b}.id
                    AND NOT EXISTS (SELECT 1 FROM craft_records cr WHERE cr.board_id = c.board_id AND cr.seq = c.seq))
    THEN 'craftsDone'
  ELSE 'cut' END`;

export interface SearchRow {
  plane_id: string | null;
  batch_no: string | null;
  box_id: string | null;
  box_no: string | null;
  box_code: string | null;
  sealed_at: Date | null;
  short_codes: string[] | null;
  project_id: string;
  project_no: string;
  project_name: string;
  board_count: number;
  cut_boards: number;
  packed_boards: number;
  in_box: number;
  area: string;
  total: number;
}

const GROUP_FIGURES = `count(b.id)::int AS board_count,
  count(b.id) FILTER (WHERE b.status = 'done')::int AS cut_boards,
  count(b.id) FILTER (WHERE b.packed_at IS NOT NULL AND bx.sealed_at IS NOT NULL)::int AS packed_boards,
  count(b.id) FILTER (WHERE b.packed_at IS NOT NULL)::int AS in_box,
  COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area`;

const PRODUCTION = `p.review_status IN ('reviewed', 'done')`;

/** Planes (by project name / no. or batch no.) or boxes (by box code or no.) of reviewed projects, newest project first. */
export async function search(
  q: Queryable,
  orgId: string,
  f: { by: TrackingSearchBy; keyword?: string; pageNum: number; pageSize: number },
) {
  const kw = f.keyword || null;
  const sql =
    f.by === "plane"
      ? `WITH page AS (
           SELECT pl.id, count(*) OVER ()::int AS total FROM planes pl
             JOIN projects p ON p.id = pl.project_id AND ${PRODUCTION}
            WHERE pl.org_id = $1 AND ($2::text IS NULL OR strpos(lower(p.name), lower($2)) > 0
                  OR strpos(lower(p.project_no), lower($2)) > 0 OR strpos(lower(pl.batch_no), lower($2)) > 0)
            ORDER BY p.created_at DESC, p.project_no, pl.seq LIMIT $3 OFFSET $4)
         SELECT pl.id AS plane_id, pl.batch_no, NULL::uuid AS box_id, NULL AS box_no, NULL AS box_code, NULL::timestamptz AS sealed_at,
                NULL::text[] AS short_codes, p.id AS project_id, p.project_no, p.name AS project_name, page.total, f.*
           FROM page JOIN planes pl ON pl.id = page.id JOIN projects p ON p.id = pl.project_id
           LEFT JOIN LATERAL (SELECT ${GROUP_FIGURES} FROM project_boards b
                                LEFT JOIN packing_boxes bx ON bx.id = b.box_id
                               WHERE b.plane_id = pl.id) f ON true
          ORDER BY p.created_at DESC, p.project_no, pl.seq`
      : `WITH page AS (
           SELECT x.id, count(*) OVER ()::int AS total FROM packing_boxes x
             JOIN projects p ON p.id = x.project_id AND ${PRODUCTION}
            WHERE x.org_id = $1 AND ($2::text IS NULL OR strpos(lower(${BOX_CODE_SQL("p", "x")}), lower($2)) > 0
                  OR strpos(lower(p.name), lower($2)) > 0)
            ORDER BY p.created_at DESC, p.project_no, x.box_no LIMIT $3 OFFSET $4)
         SELECT NULL::uuid AS plane_id, NULL AS batch_no, x.id AS box_id, x.box_no, ${BOX_CODE_SQL("p", "x")} AS box_code, x.sealed_at,
                x.short_codes, p.id AS project_id, p.project_no, p.name AS project_name, page.total, f.*
           FROM page JOIN packing_boxes x ON x.id = page.id JOIN projects p ON p.id = x.project_id
           LEFT JOIN LATERAL (SELECT ${GROUP_FIGURES} FROM project_boards b
                                LEFT JOIN packing_boxes bx ON bx.id = b.box_id
                               WHERE b.box_id = x.id) f ON true
          ORDER BY p.created_at DESC, p.project_no, x.box_no`;
  const { rows } = await q.query<SearchRow>(sql, [orgId, kw, f.pageSize, offsetOf(f)]);
  return rows;
}

export interface GroupRow {
  project_id: string;
  project_no: string;
  project_name: string;
  plane_id: string | null;
  batch_no: string | null;
  box_id: string | null;
  box_no: string | null;
  box_code: string | null;
  sealed_at: Date | null;
  short_codes: string[] | null;
  box_boards: number;
}

/** The plane (of a reviewed project of the enterprise); undefined when none. */
export async function findPlane(q: Queryable, orgId: string, planeId: string) {
  const { rows } = await q.query<GroupRow>(
    `SELECT p.id AS project_id, p.project_no, p.name AS project_name, pl.id AS plane_id, pl.batch_no,
            NULL::uuid AS box_id, NULL AS box_no, NULL AS box_code, NULL::timestamptz AS sealed_at, NULL::text[] AS short_codes,
            0 AS box_boards
       FROM planes pl JOIN projects p ON p.id = pl.project_id
      WHERE pl.id = $2 AND pl.org_id = $1`,
    [orgId, planeId],
  );
  return rows[0];
}

/** The box of the enterprise with its board count; undefined when none. */
export async function findBox(q: Queryable, orgId: string, boxId: string) {
  const { rows } = await q.query<GroupRow>(
    `SELECT p.id AS project_id, p.project_no, p.name AS project_name, NULL::uuid AS plane_id, NULL AS batch_no,
            x.id AS box_id, x.box_no, ${BOX_CODE_SQL("p", "x")} AS box_code, x.sealed_at, x.short_codes,
            (SELECT count(*)::int FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) AS box_boards
       FROM packing_boxes x JOIN projects p ON p.id = x.project_id
      WHERE x.id = $2 AND x.org_id = $1`,
    [orgId, boxId],
  );
  return rows[0];
}

export type GroupKey = { planeId: string } | { boxId: string } | { projectId: string };
const groupWhere = (g: GroupKey) =>
  "planeId" in g ? "b.plane_id = $2" : "boxId" in g ? "b.box_id = $2" : "b.project_id = $2";
const groupId = (g: GroupKey) => ("planeId" in g ? g.planeId : "boxId" in g ? g.boxId : g.projectId);

export interface TrackingBoardRow {
  id: string;
  code: string;
  length: number;
  width: number;
  thickness: string;
  status: string;
  broken_at: Date | null;
  box_id: string | null;
  box_no: string | null;
  packed_at: Date | null;
  cut_at: Date | null;
  rack_id: string | null;
  rack_code: string | null;
  rack_stage: string | null;
  rack_state: string | null;
  loaded_at: Date | null;
  unloaded_at: Date | null;
  last_rack_code: string | null;
  crafts_total: number;
  crafts_done: number;
  stage: string;
}

/** Every board of a plane or a box, in order, with its stage, slab completion, active rack, box and craft counts. */
export async function groupBoards(q: Queryable, orgId: string, g: GroupKey) {
  const { rows } = await q.query<TrackingBoardRow>(
    `SELECT b.id, b.code, b.length, b.width, b.thickness, b.status, b.broken_at, b.box_id, x.box_no, b.packed_at,
            ${CUT_AT_SQL("b", "s")} AS cut_at,
            r.id AS rack_id, CASE WHEN r.id IS NOT NULL THEN ${RACK_CODE_SQL("r")} END AS rack_code,
            t.stage AS rack_stage, t.state AS rack_state,
            last.loaded_at, last.unloaded_at,
            CASE WHEN last.number IS NOT NULL THEN 'RK' || lpad(last.number::text, 4, '0') END AS last_rack_code,
            ${CRAFTS_SQL("b")}, ${STAGE_SQL("b", "x", "tb")} AS stage
       FROM project_boards b
       LEFT JOIN slabs s ON s.id = b.slab_id
       LEFT JOIN packing_boxes x ON x.id = b.box_id
       LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
       LEFT JOIN rack_trips t ON t.id = tb.trip_id
       LEFT JOIN racks r ON r.id = t.rack_id
       LEFT JOIN LATERAL (SELECT l.loaded_at, l.unloaded_at, lr.number FROM rack_trip_boards l
                           JOIN rack_trips lt ON lt.id = l.trip_id JOIN racks lr ON lr.id = lt.rack_id
                          WHERE l.board_id = b.id ORDER BY l.loaded_at DESC LIMIT 1) last ON true
      WHERE b.org_id = $1 AND ${groupWhere(g)}
      ORDER BY b.project_id, b.seq`,
    [orgId, groupId(g)],
  );
  return rows;
}

export interface ReceptionRow {
  board_id: string;
  stage: string;
  rack_code: string;
  at: Date;
}

/**
 * When each board of the group was received at each stage: the receive events of the trips it rode
 * while it was on them (and the generate / load that put it on at cutting), oldest first.
 */
export async function groupReceptions(q: Queryable, orgId: string, g: GroupKey) {
  const { rows } = await q.query<ReceptionRow>(
    `SELECT tb.board_id, e.stage, ${RACK_CODE_SQL("r")} AS rack_code, e.at
       FROM project_boards b
       JOIN rack_trip_boards tb ON tb.board_id = b.id
       JOIN rack_events e ON e.trip_id = tb.trip_id AND e.at >= tb.loaded_at
        AND (tb.unloaded_at IS NULL OR e.at <= tb.unloaded_at)
        AND (e.action = 'receive' OR (e.action IN ('generate', 'load') AND e.at = tb.loaded_at))
       JOIN racks r ON r.id = e.rack_id
      WHERE b.org_id = $1 AND ${groupWhere(g)}
      ORDER BY e.at`,
    [orgId, groupId(g)],
  );
  return rows;
}

export interface CraftDoneRow {
  board_id: string;
  seq: number;
  craft_name: string;
  at: Date;
}

/** The craft records of the group's boards, in line order. */
export async function groupCrafts(q: Queryable, orgId: string, g: GroupKey) {
  const { rows } = await q.query<CraftDoneRow>(
    `SELECT cr.board_id, cr.seq, c.name AS craft_name, cr.done_at AS at
       FROM project_boards b
       JOIN craft_records cr ON cr.board_id = b.id
       JOIN crafts c ON c.id = cr.craft_id
      WHERE b.org_id = $1 AND ${groupWhere(g)}
      ORDER BY cr.board_id, cr.seq`,
    [orgId, groupId(g)],
  );
  return rows;
}

export interface StageCountRow {
  stage: string;
  rack_stage: string | null;
  boards: number;
  area: string;
}

/** Boards (and m²) per stage of a plane, a box or a project; onRack split by rack stage. */
export async function stageCounts(q: Queryable, orgId: string, g: GroupKey) {
  const { rows } = await q.query<StageCountRow>(
    `SELECT st.stage, st.rack_stage, count(*)::int AS boards, COALESCE(sum(st.area), 0)::bigint AS area
       FROM (SELECT ${STAGE_SQL("b", "x", "tb")} AS stage, t.stage AS rack_stage, b.length::bigint * b.width AS area
               FROM project_boards b
               LEFT JOIN packing_boxes x ON x.id = b.box_id
               LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
               LEFT JOIN rack_trips t ON t.id = tb.trip_id
              WHERE b.org_id = $1 AND ${groupWhere(g)}) st
      GROUP BY st.stage, st.rack_stage`,
    [orgId, groupId(g)],
  );
  return rows;
}
