import type { DeviceSeries, PlanState, SlabStatus, TableSide } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** SQL of production plans (docs/api-production.md "Production plans"). Areas in mm², as float8. */

/** The unique partial index that keeps a slab in at most one open plan. */
export const ONE_OPEN_PLAN_KEY = "production_plan_slabs_one_open";

export interface PlanRow {
  id: string;
  plan_no: string;
  plan_date: string;
  status: PlanState;
  remark: string;
  created_at: Date;
  issued_at: Date | null;
  closed_at: Date | null;
  cancelled_at: Date | null;
  version: number;
  created_by_name: string | null;
  issued_by_name: string | null;
  slabs: number;
  slabs_done: number;
  slabs_picked: number;
  area: number;
  boards: number;
  devices: string[] | null;
  total?: number;
}

const ACTOR_NAME = (col: string, alias: string) =>
  `(SELECT COALESCE(m.name, u.nickname) FROM users u LEFT JOIN members m ON m.user_id = u.id AND m.org_id = p.org_id
     WHERE u.id = p.${col}) AS ${alias}`;

/** A plan's figures: slabs, done, picked (off toPick or on a picking record of the plan), area, boards, devices. */
const PLAN_COLUMNS = `p.id, p.plan_no, p.plan_date::text AS plan_date, p.status, p.remark, p.created_at, p.issued_at,
  p.closed_at, p.cancelled_at, p.version, ${ACTOR_NAME("created_by", "created_by_name")},
  ${ACTOR_NAME("issued_by", "issued_by_name")},
  COALESCE(a.slabs, 0) AS slabs, COALESCE(a.slabs_done, 0) AS slabs_done, COALESCE(a.slabs_picked, 0) AS slabs_picked,
  COALESCE(a.area, 0) AS area, COALESCE(a.boards, 0) AS boards, a.devices`;
const PLAN_FIGURES = `LEFT JOIN LATERAL (
  SELECT count(*)::int AS slabs, count(*) FILTER (WHERE s.status = 'done')::int AS slabs_done,
         count(*) FILTER (WHERE s.status <> 'toPick' OR EXISTS (
           SELECT 1 FROM picking_records r JOIN picking_record_slabs rs ON rs.record_id = r.id
            WHERE r.plan_id = p.id AND rs.slab_id = s.id))::int AS slabs_picked,
         sum(s.length::bigint * s.width)::float8 AS area,
         sum(bd.n)::int AS boards, array_agg(DISTINCT d.code ORDER BY d.code) AS devices
    FROM production_plan_slabs ps JOIN slabs s ON s.id = ps.slab_id JOIN devices d ON d.id = ps.device_id
    LEFT JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
    LEFT JOIN LATERAL (SELECT count(*) AS n FROM project_boards b WHERE b.plan_id = c.id) bd ON true
   WHERE ps.plan_id = p.id) a ON true`;

export interface PlanListFilter {
  status?: PlanState;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}
const LIST_WHERE = `p.org_id = $1 AND ($2::text IS NULL OR p.plan_no ILIKE '%' || $2 || '%')
  AND ($3::date IS NULL OR p.plan_date >= $3) AND ($4::date IS NULL OR p.plan_date <= $4)`;
const listParams = (orgId: string, f: PlanListFilter) => [
  orgId,
  f.keyword || null,
  f.dateFrom ?? null,
  f.dateTo ?? null,
];

export async function pagePlans(
  q: Queryable,
  orgId: string,
  f: PlanListFilter & { limit: number; offset: number },
) {
  const { rows } = await q.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS}, count(*) OVER ()::int AS total
       FROM production_plans p ${PLAN_FIGURES}
      WHERE ${LIST_WHERE} AND ($5::text IS NULL OR p.status = $5)
      ORDER BY p.plan_date DESC, p.plan_no DESC LIMIT $6 OFFSET $7`,
    [...listParams(orgId, f), f.status ?? null, f.limit, f.offset],
  );
  return rows;
}

/** Plans per status under the list's other filters (the tabs' counts). */
export async function countPlans(q: Queryable, orgId: string, f: PlanListFilter) {
  const { rows } = await q.query<{ status: PlanState; n: number }>(
    `SELECT p.status, count(*)::int AS n FROM production_plans p WHERE ${LIST_WHERE} GROUP BY p.status`,
    listParams(orgId, f),
  );
  return rows;
}

export async function findPlan(q: Queryable, orgId: string, planId: string) {
  const { rows } = await q.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM production_plans p ${PLAN_FIGURES} WHERE p.id = $1 AND p.org_id = $2`,
    [planId, orgId],
  );
  return rows[0];
}

/** The plan row locked until the transaction ends. */
export async function lockPlan(q: Queryable, orgId: string, planId: string) {
  const { rows } = await q.query<{ id: string; plan_no: string; status: PlanState; version: number }>(
    "SELECT id, plan_no, status, version FROM production_plans WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [planId, orgId],
  );
  return rows[0];
}

/** The first slab of the plan that was picked (off toPick, or on a picking record of the plan). */
export async function firstPickedSlab(q: Queryable, planId: string) {
  const { rows } = await q.query<{ barcode: string; status: SlabStatus }>(
    `SELECT s.barcode, s.status FROM production_plan_slabs ps JOIN slabs s ON s.id = ps.slab_id
      WHERE ps.plan_id = $1 AND (s.status <> 'toPick' OR EXISTS (
        SELECT 1 FROM picking_records r JOIN picking_record_slabs rs ON rs.record_id = r.id
         WHERE r.plan_id = $1 AND rs.slab_id = s.id))
      ORDER BY ps.device_id, ps.table_side, ps.seq LIMIT 1`,
    [planId],
  );
  return rows[0];
}

/** The next plan no. of a day, PP-YYYYMMDD-NN, under a per-enterprise lock held until commit. */
export async function nextPlanNo(q: Queryable, orgId: string, planDate: string): Promise<string> {
  await q.query("SELECT pg_advisory_xact_lock(727011, hashtext($1))", [orgId]);
  const prefix = `PP-${planDate.replaceAll("-", "")}-`;
  const { rows } = await q.query<{ n: number | null }>(
    `SELECT max(substr(plan_no, length($2) + 1)::int) AS n FROM production_plans
      WHERE org_id = $1 AND plan_no LIKE $2 || '%' AND substr(plan_no, length($2) + 1) ~ '^[0-9]+$'`,
    [orgId, prefix],
  );
  return `${prefix}${String((rows[0]?.n ?? 0) + 1).padStart(2, "0")}`;
}

export async function insertPlan(
  q: Queryable,
  orgId: string,
  p: { planNo: string; planDate: string; remark: string; userId: string },
  now: Date,
) {
  const { rows } = await q.query<{ id: string; version: number }>(
    `INSERT INTO production_plans (org_id, plan_no, plan_date, remark, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id, version`,
    [orgId, p.planNo, p.planDate, p.remark, p.userId, now],
  );
  return rows[0]!;
}

/** Date and remark of a draft; the version is checked by the caller's lock. */
export async function updatePlanHeader(
  q: Queryable,
  planId: string,
  p: { planDate: string; remark: string },
  now: Date,
) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE production_plans SET plan_date = $2, remark = $3, version = version + 1, updated_at = $4
      WHERE id = $1 RETURNING version`,
    [planId, p.planDate, p.remark, now],
  );
  return rows[0]!.version;
}

/** Moves the plan to `status`, stamping issue / close / cancel; returns the new version. */
export async function setPlanStatus(
  q: Queryable,
  planId: string,
  status: PlanState,
  userId: string | null,
  now: Date,
) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE production_plans SET status = $2, version = version + 1, updated_at = $4,
            issued_at = CASE WHEN $2 = 'issued' THEN $4 ELSE issued_at END,
            issued_by = CASE WHEN $2 = 'issued' THEN $3::uuid ELSE issued_by END,
            closed_at = CASE WHEN $2 = 'closed' THEN $4 ELSE closed_at END,
            cancelled_at = CASE WHEN $2 = 'cancelled' THEN $4 ELSE cancelled_at END
      WHERE id = $1 RETURNING version`,
    [planId, status, userId, now],
  );
  if (status === "closed" || status === "cancelled")
    await q.query("UPDATE production_plan_slabs SET active = false WHERE plan_id = $1", [planId]);
  return rows[0]!.version;
}

/** Replaces the plan's slabs: each on its device table, seq 1.. per table in the given order. */
export async function replacePlanSlabs(
  q: Queryable,
  orgId: string,
  planId: string,
  rows: { slabId: string; deviceId: string; tableSide: TableSide; seq: number }[],
) {
  await q.query("DELETE FROM production_plan_slabs WHERE plan_id = $1", [planId]);
  await q.query(
    `INSERT INTO production_plan_slabs (plan_id, org_id, slab_id, device_id, table_side, seq)
     SELECT $1, $2, x.slab_id, x.device_id, x.table_side, x.seq
       FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::int[]) AS x(slab_id, device_id, table_side, seq)`,
    [
      planId,
      orgId,
      rows.map((r) => r.slabId),
      rows.map((r) => r.deviceId),
      rows.map((r) => r.tableSide),
      rows.map((r) => r.seq),
    ],
  );
}

/** Locks the slabs (in id order, so two planners never deadlock) and answers those of this enterprise. */
export async function lockSlabs(q: Queryable, orgId: string, slabIds: string[]) {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM slabs WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE",
    [orgId, slabIds],
  );
  return rows.map((r) => r.id);
}

export interface CandidateRow {
  id: string;
  barcode: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  stone: string;
  length: number;
  width: number;
  thickness: string;
  area: number;
  boards: number;
  board_area: number;
  project_id: string | null;
  project_name: string | null;
  project_no: string | null;
  plane_id: string | null;
  batch_no: string | null;
  warehouse_name: string | null;
}

/** A slab with what a plan needs to know of it, its project and plane from its accepted cutting plan. */
const CANDIDATE_COLUMNS = `s.id, s.barcode, bl.block_no, s.bundle_no, s.slab_no, s.stone, s.length, s.width,
  s.thickness::text AS thickness, (s.length::bigint * s.width)::float8 AS area,
  COALESCE(bd.boards, 0) AS boards, COALESCE(c.used_area, 0)::float8 AS board_area,
  pr.id AS project_id, pr.name AS project_name, pr.project_no, pl.id AS plane_id, pl.batch_no, w.name AS warehouse_name`;
const CANDIDATE_FROM = `slabs s JOIN blocks bl ON bl.id = s.block_id
  LEFT JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
  LEFT JOIN projects pr ON pr.id = c.project_id
  LEFT JOIN planes pl ON pl.id = c.plane_id
  LEFT JOIN warehouses w ON w.id = s.warehouse_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS boards FROM project_boards b WHERE b.plan_id = c.id) bd ON true`;
/** toPick, no exception, an accepted plan, in no open plan. */
const IS_CANDIDATE = `s.status = 'toPick' AND NOT s.exception AND c.id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM production_plan_slabs ps WHERE ps.slab_id = s.id AND ps.active)`;

export interface CandidateFilter {
  projectId?: string;
  planeId?: string;
  stone?: string;
  thickness?: number;
  keyword?: string;
}

export async function pageCandidates(
  q: Queryable,
  orgId: string,
  f: CandidateFilter & { limit: number; offset: number },
) {
  const { rows } = await q.query<CandidateRow & { total: number }>(
    `SELECT ${CANDIDATE_COLUMNS}, count(*) OVER ()::int AS total FROM ${CANDIDATE_FROM}
      WHERE s.org_id = $1 AND ${IS_CANDIDATE}
        AND ($2::uuid IS NULL OR c.project_id = $2
             OR EXISTS (SELECT 1 FROM project_boards pb WHERE pb.plan_id = c.id AND pb.project_id = $2))
        AND ($3::uuid IS NULL OR c.plane_id = $3)
        AND ($4::text IS NULL OR s.stone = $4) AND ($5::numeric IS NULL OR s.thickness = $5)
        AND ($6::text IS NULL OR s.barcode ILIKE '%' || $6 || '%' OR bl.block_no ILIKE '%' || $6 || '%')
      ORDER BY pr.project_no, pl.seq NULLS LAST, s.stone, s.thickness, bl.block_no, s.bundle_no, s.slab_no
      LIMIT $7 OFFSET $8`,
    [
      orgId,
      f.projectId ?? null,
      f.planeId ?? null,
      f.stone || null,
      f.thickness ?? null,
      f.keyword || null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

/** The filters' choices over every candidate: project/plane pairs, stones, thicknesses. */
export async function candidateOptions(q: Queryable, orgId: string) {
  const { rows } = await q.query<{
    project_id: string;
    project_name: string;
    project_no: string;
    plane_id: string | null;
    batch_no: string | null;
    stone: string;
    thickness: string;
  }>(
    `SELECT DISTINCT pr.id AS project_id, pr.name AS project_name, pr.project_no, pl.id AS plane_id, pl.batch_no,
            pl.seq, s.stone, s.thickness::text AS thickness
       FROM ${CANDIDATE_FROM} WHERE s.org_id = $1 AND ${IS_CANDIDATE}
      ORDER BY pr.project_no, pl.seq`,
    [orgId],
  );
  return rows;
}

export interface SlabFactsRow extends CandidateRow {
  status: SlabStatus;
  exception: boolean;
  exception_reason: string;
  has_plan: boolean;
  /** The open plan (draft or issued) holding the slab, other than the one being edited. */
  open_plan_no: string | null;
}

/** Slabs by id or barcode with the facts that decide whether a plan can take them. */
export async function slabFacts(
  q: Queryable,
  orgId: string,
  by: { ids: string[] } | { barcode: string },
  exceptPlanId: string | null,
) {
  const where = "ids" in by ? "s.id = ANY($2::uuid[])" : "s.barcode = $2";
  const { rows } = await q.query<SlabFactsRow>(
    `SELECT ${CANDIDATE_COLUMNS}, s.status, s.exception, s.exception_reason, c.id IS NOT NULL AS has_plan,
            (SELECT pp.plan_no FROM production_plan_slabs ps JOIN production_plans pp ON pp.id = ps.plan_id
              WHERE ps.slab_id = s.id AND ps.active AND ps.plan_id IS DISTINCT FROM $3::uuid LIMIT 1) AS open_plan_no
       FROM ${CANDIDATE_FROM} WHERE s.org_id = $1 AND ${where}`,
    [orgId, "ids" in by ? by.ids : by.barcode, exceptPlanId],
  );
  return rows;
}

export interface PlanDeviceRow {
  id: string;
  code: string;
  series: DeviceSeries;
  max_length: number;
  max_width: number;
  max_thickness: number;
  load_a: number;
  load_b: number;
}

/** Every device of the enterprise with the slab area on each table now (toCut or cutting there). */
export async function planDevices(q: Queryable, orgId: string) {
  const load = (side: string) =>
    `COALESCE((SELECT sum(s.length::bigint * s.width) FROM slabs s WHERE s.org_id = d.org_id AND s.device_id = d.id
       AND s.table_side = '${side}' AND s.status IN ('toCut', 'cutting')), 0)::float8 AS load_${side.toLowerCase()}`;
  const { rows } = await q.query<PlanDeviceRow>(
    `SELECT d.id, d.code, d.series, d.max_length, d.max_width, d.max_thickness, ${load("A")}, ${load("B")}
       FROM devices d WHERE d.org_id = $1 ORDER BY d.code`,
    [orgId],
  );
  return rows;
}

export interface PlanSlabRow extends CandidateRow {
  device_id: string;
  device_code: string;
  series: DeviceSeries;
  table_side: TableSide;
  seq: number;
  status: SlabStatus;
  on_device_code: string | null;
  on_table_side: TableSide | null;
  board_codes: string[] | null;
}

/** The plan's slabs per device table in cutting order, with their live status and boards. */
export async function planSlabs(q: Queryable, planId: string) {
  const { rows } = await q.query<PlanSlabRow>(
    `SELECT ${CANDIDATE_COLUMNS}, ps.device_id, d.code AS device_code, d.series, ps.table_side, ps.seq, s.status,
            CASE WHEN s.status IN ('toCut', 'cutting') THEN sd.code END AS on_device_code,
            CASE WHEN s.status IN ('toCut', 'cutting') THEN s.table_side END AS on_table_side,
            (SELECT array_agg(b.code ORDER BY b.seq) FROM project_boards b WHERE b.plan_id = c.id) AS board_codes
       FROM production_plan_slabs ps JOIN devices d ON d.id = ps.device_id
       JOIN ${CANDIDATE_FROM} ON s.id = ps.slab_id
       LEFT JOIN devices sd ON sd.id = s.device_id
      WHERE ps.plan_id = $1 ORDER BY d.code, ps.table_side, ps.seq`,
    [planId],
  );
  return rows;
}

export async function orgName(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ name: string }>("SELECT name FROM orgs WHERE id = $1", [orgId]);
  return rows[0]?.name ?? "";
}

export async function projectOwned(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
  return rows.length > 0;
}
