import type { Queryable } from "../../db/db.ts";

/**
 * The SQL of cutting data (docs/api-machine.md "Cutting data"). Every query is scoped by org_id and
 * filters through the indexes of migrations 0015/0016: (org, started_at), (org, device, started_at),
 * (org, operator, started_at), (org, project, started_at), (org, slab_barcode, started_at) and
 * slab_id (block / bundle filters name the slabs first). Records are ordered newest first by the
 * machine's start time, then id, so a keyset (started_at, id) walks them in chunks (the export).
 */

/** The filters as the repository takes them: instants already resolved from business days. */
export interface RecordFilter {
  deviceId?: string | undefined;
  operatorId?: string | undefined;
  projectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  blockNo?: string | undefined;
  bundleNo?: string | undefined;
  barcode?: string | undefined;
  kind?: string | undefined;
}

export interface RecordRow {
  id: string;
  record_id: string;
  device_id: string;
  device_code: string;
  table_side: "A" | "B";
  kind: "start" | "end" | "cut";
  status: "ok" | "aborted";
  slab_id: string | null;
  slab_barcode: string | null;
  block_no: string | null;
  bundle_no: string | null;
  slab_no: string | null;
  stone: string | null;
  project_id: string | null;
  project_no: string | null;
  project_name: string | null;
  operator_id: string | null;
  operator_name: string | null;
  operator_staff_no: string | null;
  started_at: Date;
  ended_at: Date | null;
  received_at: Date;
  cut_length_mm: string;
  area_cut_mm2: string;
  slabs_consumed_milli: number;
}

export interface TotalsRow {
  records: number;
  cut_length_mm: string;
  area_cut_mm2: string;
  slabs_consumed_milli: string;
  slabs_cut: number;
}

/** WHERE over cutting_records `r` for the filter; params start at $1 = org. */
function where(orgId: string, f: RecordFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [orgId];
  const parts = ["r.org_id = $1"];
  const add = (cond: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(cond(`$${params.length}`));
  };
  if (f.deviceId) add((p) => `r.device_id = ${p}`, f.deviceId);
  if (f.operatorId) add((p) => `r.operator_id = ${p}`, f.operatorId);
  if (f.projectId) add((p) => `r.project_id = ${p}`, f.projectId);
  if (f.from) add((p) => `r.started_at >= ${p}`, f.from);
  if (f.to) add((p) => `r.started_at < ${p}`, f.to);
  if (f.barcode) add((p) => `r.slab_barcode = ${p}`, f.barcode);
  if (f.kind) add((p) => `r.kind = ${p}`, f.kind);
  if (f.blockNo || f.bundleNo) {
    const conds = ["s.org_id = $1"];
    if (f.blockNo) {
      params.push(f.blockNo);
      conds.push(`bl.block_no = $${params.length}`);
    }
    if (f.bundleNo) {
      params.push(f.bundleNo);
      conds.push(`s.bundle_no = $${params.length}`);
    }
    parts.push(
      `r.slab_id IN (SELECT s.id FROM slabs s JOIN blocks bl ON bl.id = s.block_id WHERE ${conds.join(" AND ")})`,
    );
  }
  return { sql: parts.join(" AND "), params };
}

const ROW_SELECT = `SELECT r.id, r.record_id, r.device_id, d.code AS device_code, r.table_side, r.kind, r.status,
       r.slab_id, r.slab_barcode, bl.block_no, s.bundle_no, s.slab_no, s.stone,
       r.project_id, p.project_no, p.name AS project_name,
       r.operator_id, COALESCE(m.name, u.nickname) AS operator_name, r.operator_staff_no,
       r.started_at, r.ended_at, r.received_at,
       r.cut_length_mm::text AS cut_length_mm, r.area_cut_mm2::text AS area_cut_mm2, r.slabs_consumed_milli`;
const ROW_JOINS = `JOIN devices d ON d.id = r.device_id
  LEFT JOIN slabs s ON s.id = r.slab_id
  LEFT JOIN blocks bl ON bl.id = s.block_id
  LEFT JOIN projects p ON p.id = r.project_id
  LEFT JOIN members m ON m.user_id = r.operator_id AND m.org_id = r.org_id
  LEFT JOIN users u ON u.id = r.operator_id`;

/** One page of records, newest first (the page's ids first, then their columns). */
export async function pageRecords(
  q: Queryable,
  orgId: string,
  f: RecordFilter,
  limit: number,
  offset: number,
): Promise<RecordRow[]> {
  const w = where(orgId, f);
  const n = w.params.length;
  const { rows } = await q.query<RecordRow>(
    `WITH page AS (SELECT r.id, r.started_at FROM cutting_records r WHERE ${w.sql}
                    ORDER BY r.started_at DESC, r.id DESC LIMIT $${n + 1} OFFSET $${n + 2})
     ${ROW_SELECT} FROM page JOIN cutting_records r ON r.id = page.id ${ROW_JOINS}
     ORDER BY r.started_at DESC, r.id DESC`,
    [...w.params, limit, offset],
  );
  return rows;
}

/**
 * The next chunk after the keyset (started_at, id), newest first: the export reads the whole range
 * this way, `size` rows at a time, so memory does not grow with the range.
 */
export async function chunkAfter(
  q: Queryable,
  orgId: string,
  f: RecordFilter,
  after: { startedAt: Date; id: string } | null,
  size: number,
): Promise<RecordRow[]> {
  const w = where(orgId, f);
  const params = [...w.params];
  let keyset = "";
  if (after) {
    params.push(after.startedAt, after.id);
    keyset = ` AND (r.started_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
  }
  params.push(size);
  const { rows } = await q.query<RecordRow>(
    `${ROW_SELECT} FROM cutting_records r ${ROW_JOINS}
      WHERE ${w.sql}${keyset}
      ORDER BY r.started_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}

const TOTALS = `count(*)::int AS records,
  COALESCE(sum(r.cut_length_mm), 0)::text AS cut_length_mm,
  COALESCE(sum(r.area_cut_mm2), 0)::text AS area_cut_mm2,
  COALESCE(sum(r.slabs_consumed_milli), 0)::text AS slabs_consumed_milli,
  count(DISTINCT r.slab_id)::int AS slabs_cut`;

/** Sums over the whole filtered range. */
export async function totals(q: Queryable, orgId: string, f: RecordFilter): Promise<TotalsRow> {
  const w = where(orgId, f);
  const { rows } = await q.query<TotalsRow>(
    `SELECT ${TOTALS} FROM cutting_records r WHERE ${w.sql}`,
    w.params,
  );
  return rows[0]!;
}

/** Sums per business day (Asia/Shanghai), newest first. */
export async function perDay(
  q: Queryable,
  orgId: string,
  f: RecordFilter,
): Promise<(TotalsRow & { day: string })[]> {
  const w = where(orgId, f);
  const { rows } = await q.query<TotalsRow & { day: string }>(
    `SELECT to_char(r.started_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, ${TOTALS}
       FROM cutting_records r WHERE ${w.sql} GROUP BY 1 ORDER BY 1 DESC`,
    w.params,
  );
  return rows;
}

export async function findDevice(q: Queryable, orgId: string, deviceId: string) {
  const { rows } = await q.query<{ id: string; code: string; series: string }>(
    "SELECT id, code, series FROM devices WHERE id = $1 AND org_id = $2",
    [deviceId, orgId],
  );
  return rows[0];
}

/** A member of the enterprise by user id (the operator of records). */
export async function findOperator(q: Queryable, orgId: string, userId: string) {
  const { rows } = await q.query<{ id: string; user_id: string; name: string; staff_no: string | null }>(
    "SELECT id, user_id, name, staff_no FROM members WHERE user_id = $1 AND org_id = $2",
    [userId, orgId],
  );
  return rows[0];
}

export async function projectExists(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
  return rows.length > 0;
}

/** The records of one slab, newest first (material detail). */
export async function slabRecords(q: Queryable, orgId: string, slabId: string, limit: number) {
  const { rows } = await q.query<RecordRow>(
    `${ROW_SELECT} FROM cutting_records r ${ROW_JOINS}
      WHERE r.org_id = $1 AND r.slab_id = $2 ORDER BY r.started_at DESC, r.id DESC LIMIT $3`,
    [orgId, slabId, limit],
  );
  return rows;
}

/** The filter bar's choices. */
export async function options(q: Queryable, orgId: string) {
  const devices = await q.query<{ id: string; code: string }>(
    "SELECT id, code FROM devices WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  const operators = await q.query<{ user_id: string; name: string; staff_no: string | null }>(
    "SELECT user_id, name, staff_no FROM members WHERE org_id = $1 ORDER BY staff_no NULLS LAST, name LIMIT 1000",
    [orgId],
  );
  const projects = await q.query<{ id: string; project_no: string; name: string }>(
    `SELECT id, project_no, name FROM projects WHERE org_id = $1 AND review_status IN ('reviewed', 'done')
      ORDER BY created_at DESC LIMIT 500`,
    [orgId],
  );
  return { devices: devices.rows, operators: operators.rows, projects: projects.rows };
}
