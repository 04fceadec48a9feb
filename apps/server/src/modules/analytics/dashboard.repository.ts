import type { Queryable } from "../../db/db.ts";
import { OVERDUE } from "../floor/rack-trip.repository.ts";
import { STAGE_SQL, type StageCountRow } from "../floor/tracking.repository.ts";
import { MACHINE_STATUS_COLUMNS } from "../machine/machine-status.repository.ts";

/**
 * The SQL of the dashboards (docs/api-analytics.md "Dashboards and the MES overview"). Days are
 * business days (Asia/Shanghai). Ranges of cutting records are read from the daily sums that
 * migration 0018's trigger keeps beside cutting_records (cutting_days, cutting_day_yield): a few rows
 * per machine and day however many records; everything else is a snapshot per enterprise (boards of
 * projects in production, open rack trips, devices, today's records of each machine).
 */

const CUT_OK = "c.kind = 'cut' AND c.status = 'ok'";

export interface DeviceRow {
  device_id: string;
  code: string;
}

export async function devices(q: Queryable, orgId: string) {
  const { rows } = await q.query<DeviceRow>(
    "SELECT id AS device_id, code FROM devices WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  return rows;
}

/** $2 from, $3 to: the business days of the range, both included. */
const DAYS = "d.day BETWEEN $2::date AND $3::date";

/** Whether the enterprise has any cutting record (of any kind) in the range. */
export async function anyRecord(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM cutting_days d WHERE d.org_id = $1 AND ${DAYS} AND d.records > 0) AS any`,
    [orgId, from, to],
  );
  return rows[0]!.any;
}

export interface CutDayRow {
  date: string;
  device_id: string;
  length_mm: string;
  area_mm2: string;
  slabs_milli: string;
}

/** Cut records (kind cut, status ok) summed per day and device (the daily sums of migration 0018). */
export async function cutDaily(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<CutDayRow>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, d.device_id, d.length_mm::text, d.area_mm2::text,
            d.slabs_milli::text
       FROM cutting_days d
      WHERE d.org_id = $1 AND ${DAYS} AND (d.length_mm > 0 OR d.area_mm2 > 0 OR d.slabs_milli > 0)
      ORDER BY d.day, d.device_id`,
    [orgId, from, to],
  );
  return rows;
}

export interface YieldRow {
  date: string;
  /** Slabs cut that day (an ok cut record consuming some of it). */
  slabs: number;
  /** Σ area cut (mm²) and Σ slab area consumed (mm²) of the ok cut records on known slabs. */
  cut: string;
  consumed: string;
  /** Σ accepted plans' used area and Σ slab area, over that day's slabs with an accepted plan. */
  used: string;
  planned_area: string;
}

/** Planned against actual yield per day of the range (days with slabs cut). */
export async function yields(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<YieldRow>(
    `SELECT to_char(y.day, 'YYYY-MM-DD') AS date, y.slabs::int AS slabs,
            COALESCE(a.cut, 0)::text AS cut, COALESCE(a.consumed, 0)::text AS consumed,
            y.planned_used::text AS used, y.planned_area::text AS planned_area
       FROM cutting_day_yield y
       LEFT JOIN LATERAL (SELECT sum(d.yield_cut_mm2) AS cut, sum(d.yield_consumed_mm2) AS consumed
                            FROM cutting_days d WHERE d.org_id = y.org_id AND d.day = y.day) a ON true
      WHERE y.org_id = $1 AND y.day BETWEEN $2::date AND $3::date AND y.slabs > 0
      ORDER BY y.day`,
    [orgId, from, to],
  );
  return rows;
}

/** In the caller's transaction: no JIT compilation for its queries (PGlite has none; the setting is accepted). */
export async function withoutJit(q: Queryable) {
  await q.query("SET LOCAL jit = off");
}

/** Boards of the enterprise's projects in production (reviewed) by stage, as tracking derives it. */
export async function boardStages(q: Queryable, orgId: string) {
  const { rows } = await q.query<StageCountRow>(
    `SELECT st.stage, st.rack_stage, count(*)::int AS boards, COALESCE(sum(st.area), 0)::bigint AS area
       FROM (SELECT ${STAGE_SQL("b", "x", "tb")} AS stage, t.stage AS rack_stage, b.length::bigint * b.width AS area
               FROM project_boards b
               JOIN projects p ON p.id = b.project_id AND p.review_status = 'reviewed'
               LEFT JOIN packing_boxes x ON x.id = b.box_id
               LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
               LEFT JOIN rack_trips t ON t.id = tb.trip_id
              WHERE b.org_id = $1) st
      GROUP BY st.stage, st.rack_stage`,
    [orgId],
  );
  return rows;
}

/** Racks on open trips by stage with the overdue ones (the rack list's rule), and the idle racks (stage null). */
export async function rackStages(q: Queryable, orgId: string, now: Date) {
  const { rows } = await q.query<{ stage: string | null; racks: number; overdue: number }>(
    `SELECT t.stage, count(*)::int AS racks, count(*) FILTER (WHERE ${OVERDUE})::int AS overdue
       FROM racks r JOIN orgs o ON o.id = r.org_id
       LEFT JOIN rack_trips t ON t.rack_id = r.id AND t.closed_at IS NULL
      WHERE r.org_id = $1 GROUP BY t.stage`,
    [orgId, now],
  );
  return rows;
}

export interface ProjectProgressRow {
  id: string;
  project_no: string;
  name: string;
  delivery_date: string;
  board_count: number;
  cut_boards: number;
  packed_boards: number;
}

/**
 * Projects delivering in the range (reviewed or done), and those still in production (reviewed) due
 * after it, first 100 by delivery date (stored at 12:00 UTC).
 */
export async function projectsByDelivery(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<ProjectProgressRow>(
    `SELECT p.id, p.project_no, p.name, to_char((p.delivery_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS delivery_date,
            COALESCE(f.board_count, 0) AS board_count, COALESCE(f.cut_boards, 0) AS cut_boards,
            COALESCE(f.packed_boards, 0) AS packed_boards
       FROM projects p
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS board_count, count(*) FILTER (WHERE b.status = 'done')::int AS cut_boards,
                count(*) FILTER (WHERE b.packed_at IS NOT NULL AND bx.sealed_at IS NOT NULL)::int AS packed_boards
           FROM project_boards b LEFT JOIN packing_boxes bx ON bx.id = b.box_id
          WHERE b.project_id = p.id) f ON true
      WHERE p.org_id = $1 AND p.review_status IN ('reviewed', 'done')
        AND p.delivery_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
        AND (p.delivery_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC' OR p.review_status = 'reviewed')
      ORDER BY p.delivery_at, p.project_no LIMIT 100`,
    [orgId, from, to],
  );
  return rows;
}

/** Production plans per plan date: issued (issued or closed) and done (closed). */
export async function plansDaily(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<{ date: string; issued: number; done: number }>(
    `SELECT to_char(plan_date, 'YYYY-MM-DD') AS date,
            count(*) FILTER (WHERE status IN ('issued', 'closed'))::int AS issued,
            count(*) FILTER (WHERE status = 'closed')::int AS done
       FROM production_plans
      WHERE org_id = $1 AND plan_date BETWEEN $2::date AND $3::date AND status <> 'draft'
      GROUP BY plan_date ORDER BY plan_date`,
    [orgId, from, to],
  );
  return rows;
}

/** Slabs and slab area planned per plan date and device (issued or closed plans). */
export async function plannedLoad(q: Queryable, orgId: string, from: string, to: string) {
  const { rows } = await q.query<{ date: string; device_id: string; slabs: number; area: string }>(
    `SELECT to_char(pp.plan_date, 'YYYY-MM-DD') AS date, ps.device_id, count(*)::int AS slabs,
            sum(s.length::bigint * s.width)::text AS area
       FROM production_plans pp
       JOIN production_plan_slabs ps ON ps.plan_id = pp.id
       JOIN slabs s ON s.id = ps.slab_id
      WHERE pp.org_id = $1 AND pp.plan_date BETWEEN $2::date AND $3::date AND pp.status IN ('issued', 'closed')
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [orgId, from, to],
  );
  return rows;
}

export async function mesEnabled(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ mes_enabled: boolean }>("SELECT mes_enabled FROM orgs WHERE id = $1", [
    orgId,
  ]);
  return rows[0]?.mes_enabled ?? false;
}

export interface TileRow {
  id: string;
  code: string;
  series: string;
  linked_at: Date | null;
  last_report_at: Date | null;
  report_minutes: number | null;
  tables: { side: "A" | "B"; n: number; area: number; cutting: string | null; codes: string[] }[];
  records: number;
  length_mm: string;
  area_mm2: string;
  slabs_milli: string;
  errors: number;
}

/** $2: the start of today. Every device with its tables now, today's records and refused records. */
export async function tiles(q: Queryable, orgId: string, since: Date) {
  const { rows } = await q.query<TileRow>(
    `SELECT d.id, d.code, d.series, ${MACHINE_STATUS_COLUMNS},
            (SELECT json_agg(json_build_object('side', x.side, 'n', x.n, 'area', x.area, 'cutting', x.cutting, 'codes', x.codes)
                    ORDER BY x.side)
               FROM (SELECT t.side, count(s.id)::int AS n, COALESCE(sum(s.length::bigint * s.width), 0) AS area,
                            min(s.barcode) FILTER (WHERE s.status = 'cutting') AS cutting,
                            COALESCE(array_agg(s.barcode ORDER BY s.barcode) FILTER (WHERE s.id IS NOT NULL), '{}') AS codes
                       FROM (VALUES ('A'), ('B')) AS t (side)
                       LEFT JOIN slabs s ON s.org_id = d.org_id AND s.device_id = d.id AND s.table_side = t.side
                                        AND s.status IN ('toCut', 'cutting')
                      GROUP BY t.side) x) AS tables,
            COALESCE(r.records, 0) AS records, COALESCE(r.length_mm, 0)::text AS length_mm,
            COALESCE(r.area_mm2, 0)::text AS area_mm2, COALESCE(r.slabs_milli, 0)::text AS slabs_milli,
            (SELECT COALESCE(sum(e.count), 0)::int FROM device_ingest_errors e
              WHERE e.org_id = d.org_id AND e.device_id = d.id AND e.received_at >= $2) AS errors
       FROM devices d
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS records,
                sum(c.cut_length_mm) FILTER (WHERE ${CUT_OK}) AS length_mm,
                sum(c.area_cut_mm2) FILTER (WHERE ${CUT_OK}) AS area_mm2,
                sum(c.slabs_consumed_milli) FILTER (WHERE ${CUT_OK}) AS slabs_milli
           FROM cutting_records c
          WHERE c.org_id = d.org_id AND c.device_id = d.id AND c.started_at >= $2) r ON true
      WHERE d.org_id = $1
      ORDER BY d.code`,
    [orgId, since],
  );
  return rows;
}

export interface ErrorRow {
  device_id: string;
  received_at: Date;
  record_id: string | null;
  code: number;
  message_key: string;
  params: Record<string, string | number>;
}

/** The latest `per` refused records of each device since `since`, newest first. */
export async function latestErrors(q: Queryable, orgId: string, since: Date, per: number) {
  const { rows } = await q.query<ErrorRow>(
    `SELECT d.id AS device_id, e.received_at, e.record_id, e.code, e.message_key, e.params
       FROM devices d
       CROSS JOIN LATERAL (SELECT * FROM device_ingest_errors e
                            WHERE e.org_id = d.org_id AND e.device_id = d.id AND e.received_at >= $2
                            ORDER BY e.received_at DESC LIMIT $3) e
      WHERE d.org_id = $1
      ORDER BY d.code, e.received_at DESC`,
    [orgId, since, per],
  );
  return rows;
}
