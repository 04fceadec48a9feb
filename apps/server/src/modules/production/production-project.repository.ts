import type { ProductionProjectTab, ProductionState } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";
import { BOARD_STARTED_SQL } from "../project/project.repository.ts";

/**
 * The SQL of production projects (docs/api-production.md "Production projects"). A project's status
 * is derived, never stored: finished when every board is done, in production when a board was started
 * (cutting, done, flagged broken) or a slab carrying its boards is on a machine table, else not started.
 * Every query is scoped by org_id.
 */

/** Board counts and areas of one group (a project or a plane) as SQL over project_boards `b`. */
const FIGURES = `count(b.id)::int AS board_count,
  count(b.id) FILTER (WHERE b.status = 'done')::int AS done_boards,
  COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area,
  COALESCE(sum(b.length::bigint * b.width) FILTER (WHERE b.status = 'done'), 0)::bigint AS done_area,
  count(b.id) FILTER (WHERE ${BOARD_STARTED_SQL("b", "$1")})::int AS started,
  count(DISTINCT b.slab_id) FILTER (WHERE b.slab_id IN (SELECT s.id FROM slabs s WHERE s.org_id = $1
    AND s.status IN ('toCut', 'cutting')))::int AS slabs_on_tables`;

export interface FiguresRow {
  board_count: number;
  done_boards: number;
  area: string;
  done_area: string;
  started: number;
  slabs_on_tables: number;
}

export interface ProductionProjectRow extends FiguresRow {
  id: string;
  project_no: string;
  name: string;
  client_name: string;
  project_type: "engineering" | "fineWork";
  review_status: "pending" | "reviewed" | "done" | "cancelled";
  delivery_at: Date | null;
  reviewed_at: Date | null;
  version: number;
  plane_count: number;
  status: ProductionState;
}

const HEADER = `p.id, p.project_no, p.name, p.client_name, p.project_type, p.review_status, p.delivery_at, p.reviewed_at, p.version`;

/**
 * The status of each reviewed project by index probes (never a scan of every board): finished when it
 * has boards and none is not done; in production when one is started or a slab of its is on a table.
 */
const STATUS_SQL = `CASE
  WHEN EXISTS (SELECT 1 FROM project_boards x WHERE x.project_id = p.id)
   AND NOT EXISTS (SELECT 1 FROM project_boards x WHERE x.project_id = p.id AND x.status IN ('toCut', 'cutting'))
    THEN 'finished'
  WHEN EXISTS (SELECT 1 FROM project_boards x WHERE x.project_id = p.id AND x.status IN ('cutting', 'done'))
    OR EXISTS (SELECT 1 FROM project_boards x WHERE x.project_id = p.id AND x.broken_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM on_table WHERE on_table.project_id = p.id) THEN 'inProduction'
  ELSE 'notStarted' END`;

/** Board counts and areas of the page's projects (their status comes from STATUS_SQL). */
const PAGE_FIGURES = `count(b.id)::int AS board_count,
  count(b.id) FILTER (WHERE b.status = 'done')::int AS done_boards,
  COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area,
  COALESCE(sum(b.length::bigint * b.width) FILTER (WHERE b.status = 'done'), 0)::bigint AS done_area`;

const REVIEWED = `p.review_status IN ('reviewed', 'done')`;

export async function listProductionProjects(
  q: Queryable,
  orgId: string,
  f: { tab: ProductionProjectTab; keyword?: string; pageNum: number; pageSize: number },
) {
  const { rows } = await q.query<
    ProductionProjectRow & {
      total: number;
      n_all: number;
      n_not_started: number;
      n_in_production: number;
      n_finished: number;
    }
  >(
    `WITH on_table AS MATERIALIZED (
       -- The slabs on a machine table (slabs_on_table) and the project of each (project_boards_slab).
       SELECT b.project_id, count(*)::int AS n FROM slabs s
        CROSS JOIN LATERAL (SELECT x.project_id FROM project_boards x WHERE x.slab_id = s.id LIMIT 1) b
        WHERE s.org_id = $1 AND s.status IN ('toCut', 'cutting') GROUP BY b.project_id),
     st AS MATERIALIZED (
       SELECT p.id, p.project_no, p.delivery_at, ${STATUS_SQL} AS status FROM projects p
        WHERE p.org_id = $1 AND ${REVIEWED}
          AND ($2::text IS NULL OR strpos(lower(p.name), lower($2)) > 0 OR strpos(lower(p.project_no), lower($2)) > 0)),
     counts AS (
       SELECT count(*)::int AS n_all,
              count(*) FILTER (WHERE status = 'notStarted')::int AS n_not_started,
              count(*) FILTER (WHERE status = 'inProduction')::int AS n_in_production,
              count(*) FILTER (WHERE status = 'finished')::int AS n_finished FROM st),
     page AS (
       SELECT st.id, st.status, count(*) OVER ()::int AS total FROM st WHERE $3 = 'all' OR st.status = $3
        ORDER BY st.delivery_at ASC NULLS LAST, st.project_no LIMIT $4 OFFSET $5)
     SELECT ${HEADER}, page.status, page.total, counts.*, f.*, 0 AS started, COALESCE(ot.n, 0) AS slabs_on_tables,
            (SELECT count(*)::int FROM planes pl WHERE pl.project_id = p.id) AS plane_count
       FROM counts LEFT JOIN page ON true LEFT JOIN projects p ON p.id = page.id
       LEFT JOIN on_table ot ON ot.project_id = p.id
       LEFT JOIN LATERAL (SELECT ${PAGE_FIGURES} FROM project_boards b WHERE b.project_id = p.id) f ON true
      ORDER BY p.delivery_at ASC NULLS LAST, p.project_no`,
    [orgId, f.keyword || null, f.tab, f.pageSize, offsetOf(f)],
  );
  const c = rows[0];
  return {
    rows: rows.filter((r) => r.id),
    counts: {
      all: c?.n_all ?? 0,
      notStarted: c?.n_not_started ?? 0,
      inProduction: c?.n_in_production ?? 0,
      finished: c?.n_finished ?? 0,
    },
  };
}

/** A reviewed (or done) project of the enterprise with its figures; undefined when none. */
export async function findProductionProject(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<Omit<ProductionProjectRow, "status">>(
    `SELECT ${HEADER}, f.*, (SELECT count(*)::int FROM planes pl WHERE pl.project_id = p.id) AS plane_count
       FROM projects p
       LEFT JOIN LATERAL (SELECT ${FIGURES} FROM project_boards b WHERE b.project_id = p.id) f ON true
      WHERE p.id = $2 AND p.org_id = $1 AND ${REVIEWED}`,
    [orgId, projectId],
  );
  return rows[0];
}

/** The planes of a project with their figures, in order. */
export async function planeFigures(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<FiguresRow & { id: string; batch_no: string }>(
    `SELECT pl.id, pl.batch_no, ${FIGURES}
       FROM planes pl LEFT JOIN project_boards b ON b.plane_id = pl.id
      WHERE pl.project_id = $2 AND pl.org_id = $1
      GROUP BY pl.id, pl.batch_no, pl.seq ORDER BY pl.seq`,
    [orgId, projectId],
  );
  return rows;
}

/** A plane of a reviewed project of the enterprise with its figures; undefined when none. */
export async function findProductionPlane(q: Queryable, orgId: string, planeId: string) {
  const { rows } = await q.query<
    FiguresRow & {
      id: string;
      batch_no: string;
      project_id: string;
      project_no: string;
      project_name: string;
    }
  >(
    `SELECT pl.id, pl.batch_no, p.id AS project_id, p.project_no, p.name AS project_name, f.*
       FROM planes pl JOIN projects p ON p.id = pl.project_id AND ${REVIEWED}
       LEFT JOIN LATERAL (SELECT ${FIGURES} FROM project_boards b WHERE b.plane_id = pl.id) f ON true
      WHERE pl.id = $2 AND pl.org_id = $1`,
    [orgId, planeId],
  );
  return rows[0];
}

export interface PlaneBoardRow {
  id: string;
  code: string;
  length: number;
  width: number;
  thickness: string;
  stone: string;
  status: "toCut" | "cutting" | "done";
  exception: boolean;
  exception_reason: string;
  broken_at: Date | null;
  slab_id: string | null;
  barcode: string | null;
  slab_status: string | null;
  plan_id: string | null;
  device_code: string | null;
  table_side: "A" | "B" | null;
  box_no: string | null;
  rack_no: string | null;
}

/** The boards of a plane in order, with their slab, device table and box. */
export async function planeBoards(q: Queryable, orgId: string, planeId: string) {
  const { rows } = await q.query<PlaneBoardRow>(
    `SELECT b.id, b.code, b.length, b.width, b.thickness, b.stone, b.status, b.exception, b.exception_reason,
            b.broken_at, b.slab_id, s.barcode, s.status AS slab_status, b.plan_id, d.code AS device_code,
            COALESCE(CASE WHEN s.device_id IS NOT NULL THEN s.table_side END, b.table_side) AS table_side, x.box_no,
            (SELECT 'RK' || lpad(r.number::text, 4, '0')
               FROM rack_trip_boards tb JOIN rack_trips t ON t.id = tb.trip_id JOIN racks r ON r.id = t.rack_id
              WHERE tb.board_id = b.id AND tb.unloaded_at IS NULL) AS rack_no
       FROM project_boards b
       LEFT JOIN slabs s ON s.id = b.slab_id AND s.org_id = b.org_id
       LEFT JOIN devices d ON d.id = s.device_id
       LEFT JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.plane_id = $2 AND b.org_id = $1
      ORDER BY b.seq`,
    [orgId, planeId],
  );
  return rows;
}

/** The racks on an open trip with boards of this plane (issue #15), by number. */
export async function planeRacks(q: Queryable, orgId: string, planeId: string) {
  const { rows } = await q.query<{ rack_id: string; rack_no: string }>(
    `SELECT r.id AS rack_id, 'RK' || lpad(r.number::text, 4, '0') AS rack_no
       FROM rack_trips t JOIN racks r ON r.id = t.rack_id
      WHERE t.plane_id = $2 AND t.org_id = $1 AND t.closed_at IS NULL
      ORDER BY r.number`,
    [orgId, planeId],
  );
  return rows;
}

/** The project locked for an edit of its delivery date; undefined when it is no reviewed project of the enterprise. */
export async function lockProductionProject(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<{ id: string; version: number; delivery_at: Date | null }>(
    `SELECT p.id, p.version, p.delivery_at FROM projects p WHERE p.id = $2 AND p.org_id = $1 AND ${REVIEWED} FOR UPDATE`,
    [orgId, projectId],
  );
  return rows[0];
}

export async function updateDelivery(q: Queryable, orgId: string, projectId: string, at: Date, now: Date) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE projects SET delivery_at = $3, version = version + 1, updated_at = $4
      WHERE id = $2 AND org_id = $1 RETURNING version`,
    [orgId, projectId, at, now],
  );
  return rows[0]!.version;
}
