import type { PickingKind, SlabStatus, TableSide } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { TABLE_STATES_SQL } from "../factory/device.repository.ts";
import { MACHINE_STATUS_COLUMNS } from "../machine/machine-status.repository.ts";

/** SQL of picking (领料 / 退料 / 转移), picking records and the device detail (docs/api-production.md). */

export interface PickingSlabRow {
  id: string;
  barcode: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  stone: string;
  length: number;
  width: number;
  thickness: string;
  status: SlabStatus;
  exception: boolean;
  exception_reason: string;
  warehouse_id: string | null;
  warehouse_name: string | null;
  device_id: string | null;
  device_code: string | null;
  table_side: TableSide | null;
  boards: number;
  project_name: string | null;
  batch_no: string | null;
  production_plan_id: string | null;
  production_plan_no: string | null;
  plan_device_id: string | null;
  plan_device_code: string | null;
  plan_table_side: TableSide | null;
  picked_by_name: string | null;
  picked_at: Date | null;
  version: number;
  total?: number;
}

const ACTOR =
  "COALESCE((SELECT m.name FROM members m WHERE m.user_id = {u} AND m.org_id = {o}), (SELECT u.nickname FROM users u WHERE u.id = {u}))";
const actorName = (user: string, org: string) => ACTOR.replaceAll("{u}", user).replaceAll("{o}", org);

/** Every column of a PickingSlab (slabs `s`); append WHERE … */
const SLAB_SELECT = `SELECT s.id, s.barcode, b.block_no, s.bundle_no, s.slab_no, s.stone, s.length, s.width, s.thickness,
       s.status, s.exception, s.exception_reason, s.warehouse_id, w.name AS warehouse_name, s.device_id,
       d.code AS device_code, s.table_side,
       COALESCE((SELECT count(*)::int FROM project_boards pb WHERE pb.plan_id = c.id), 0) AS boards,
       p.name AS project_name, pl.batch_no,
       pp.id AS production_plan_id, pp.plan_no AS production_plan_no, ps.device_id AS plan_device_id,
       pd.code AS plan_device_code, ps.table_side AS plan_table_side,
       lp.picked_by_name, lp.picked_at, s.version, count(*) OVER ()::int AS total
  FROM slabs s
  JOIN blocks b ON b.id = s.block_id
  LEFT JOIN warehouses w ON w.id = s.warehouse_id
  LEFT JOIN devices d ON d.id = s.device_id
  LEFT JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
  LEFT JOIN projects p ON p.id = c.project_id
  LEFT JOIN planes pl ON pl.id = c.plane_id
  LEFT JOIN production_plan_slabs ps ON ps.slab_id = s.id AND ps.active
    AND EXISTS (SELECT 1 FROM production_plans x WHERE x.id = ps.plan_id AND x.status = 'issued')
  LEFT JOIN production_plans pp ON pp.id = ps.plan_id
  LEFT JOIN devices pd ON pd.id = ps.device_id
  LEFT JOIN LATERAL (
    SELECT r.created_at AS picked_at, ${actorName("r.operator_id", "r.org_id")} AS picked_by_name
      FROM picking_record_slabs rs JOIN picking_records r ON r.id = rs.record_id
     WHERE rs.slab_id = s.id AND r.kind IN ('pick', 'transfer') AND s.status IN ('toCut', 'cutting')
     ORDER BY r.created_at DESC, r.record_no DESC LIMIT 1
  ) lp ON true`;

export async function findSlabByBarcode(q: Queryable, orgId: string, barcode: string) {
  const { rows } = await q.query<PickingSlabRow>(`${SLAB_SELECT} WHERE s.org_id = $1 AND s.barcode = $2`, [
    orgId,
    barcode,
  ]);
  return rows[0];
}

export async function pageSlabs(
  q: Queryable,
  orgId: string,
  f: {
    status?: "toPick" | "toCut";
    stone?: string;
    thickness?: number;
    warehouseId?: string;
    projectId?: string;
    deviceId?: string;
    barcode?: string;
    limit: number;
    offset: number;
  },
) {
  const { rows } = await q.query<PickingSlabRow>(
    `${SLAB_SELECT}
      WHERE s.org_id = $1 AND s.status IN ('toPick', 'toCut')
        AND ($2::text IS NULL OR s.status = $2) AND ($3::text IS NULL OR s.stone = $3)
        AND ($4::numeric IS NULL OR s.thickness = $4) AND ($5::uuid IS NULL OR s.warehouse_id = $5)
        AND ($6::uuid IS NULL OR c.project_id = $6
             OR EXISTS (SELECT 1 FROM project_boards pb WHERE pb.plan_id = c.id AND pb.project_id = $6))
        AND ($7::uuid IS NULL OR s.device_id = $7)
        AND ($8::text IS NULL OR s.barcode = $8)
      ORDER BY s.status, pp.plan_no NULLS LAST, ps.seq NULLS LAST, (c.id IS NULL), s.exception, b.block_no, s.bundle_no, s.slab_no, s.id
      LIMIT $9 OFFSET $10`,
    [
      orgId,
      f.status ?? null,
      f.stone || null,
      f.thickness ?? null,
      f.warehouseId ?? null,
      f.projectId ?? null,
      f.deviceId ?? null,
      f.barcode || null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

/** The slabs toCut / cutting on a device's tables, in cutting order (plan order, then picking order). */
export async function slabsOnDevice(q: Queryable, orgId: string, deviceId: string) {
  const { rows } = await q.query<PickingSlabRow>(
    `${SLAB_SELECT} WHERE s.org_id = $1 AND s.device_id = $2 AND s.status IN ('toCut', 'cutting')
      ORDER BY s.table_side, (s.status = 'cutting') DESC, ps.seq NULLS LAST, lp.picked_at NULLS LAST, s.barcode`,
    [orgId, deviceId],
  );
  return rows;
}

export async function slabsOfRecord(q: Queryable, orgId: string, recordId: string) {
  const { rows } = await q.query<PickingSlabRow>(
    `${SLAB_SELECT} JOIN picking_record_slabs prs ON prs.slab_id = s.id AND prs.record_id = $2
      WHERE s.org_id = $1 ORDER BY s.barcode`,
    [orgId, recordId],
  );
  return rows;
}

export interface LockedSlab {
  id: string;
  barcode: string;
  status: SlabStatus;
  exception: boolean;
  exception_reason: string;
  device_id: string | null;
  table_side: TableSide | null;
  length: number;
  width: number;
  thickness: string;
}

/** The slabs of this enterprise among `ids`, locked in barcode order (so two actions never deadlock). */
export async function lockSlabs(q: Queryable, orgId: string, ids: string[]) {
  const { rows } = await q.query<LockedSlab>(
    `SELECT id, barcode, status, exception, exception_reason, device_id, table_side, length, width, thickness
       FROM slabs WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY barcode, id FOR UPDATE`,
    [orgId, ids],
  );
  return rows;
}

/** The slabs of this enterprise among `ids` and the table each is on (no lock: a proposal only). */
export async function slabsByIds(q: Queryable, orgId: string, ids: string[]) {
  const { rows } = await q.query<{ id: string; device_id: string | null; table_side: TableSide | null }>(
    "SELECT id, device_id, table_side FROM slabs WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY barcode",
    [orgId, ids],
  );
  return rows;
}

export interface DeviceInfo {
  id: string;
  code: string;
  series: "S600" | "C500" | "smart400";
  max_length: number;
  max_width: number;
  max_thickness: number;
  linked_at: Date | null;
  last_report_at?: Date | null;
  report_minutes?: number | null;
  table_a: "unoccupied" | "picked";
  table_b: "unoccupied" | "picked";
}

export async function findDevice(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<DeviceInfo>(
    `SELECT id, code, series, max_length, max_width, max_thickness, ${MACHINE_STATUS_COLUMNS}, ${TABLE_STATES_SQL}
       FROM devices d WHERE id = $1 AND org_id = $2`,
    [id, orgId],
  );
  return rows[0];
}

export async function listDevices(q: Queryable, orgId: string) {
  const { rows } = await q.query<DeviceInfo>(
    `SELECT id, code, series, max_length, max_width, max_thickness, linked_at, ${TABLE_STATES_SQL}
       FROM devices d WHERE org_id = $1 ORDER BY code`,
    [orgId],
  );
  return rows;
}

/** Who last put the slab on a table, where: its latest pick or transfer. */
export async function lastHolder(q: Queryable, slabId: string) {
  const { rows } = await q.query<{ name: string | null; device: string; side: TableSide }>(
    `SELECT ${actorName("r.operator_id", "r.org_id")} AS name,
            COALESCE(td.code, d.code) AS device, COALESCE(r.to_table_side, r.table_side) AS side
       FROM picking_record_slabs rs JOIN picking_records r ON r.id = rs.record_id
       JOIN devices d ON d.id = r.device_id LEFT JOIN devices td ON td.id = r.to_device_id
      WHERE rs.slab_id = $1 AND r.kind IN ('pick', 'transfer')
      ORDER BY r.created_at DESC, r.record_no DESC LIMIT 1`,
    [slabId],
  );
  return rows[0];
}

export interface PlannedTable {
  slab_id: string;
  plan_id: string;
  plan_no: string;
  device_id: string;
  device_code: string;
  table_side: TableSide;
}

/** The issued production plan of each slab, with the table it assigns. */
export async function issuedPlans(q: Queryable, slabIds: string[]) {
  const { rows } = await q.query<PlannedTable>(
    `SELECT ps.slab_id, ps.plan_id, p.plan_no, ps.device_id, d.code AS device_code, ps.table_side
       FROM production_plan_slabs ps
       JOIN production_plans p ON p.id = ps.plan_id AND p.status = 'issued'
       JOIN devices d ON d.id = ps.device_id
      WHERE ps.active AND ps.slab_id = ANY($1::uuid[])`,
    [slabIds],
  );
  return new Map(rows.map((r) => [r.slab_id, r]));
}

/** Boards on the slabs' accepted cutting plans: how many, their area (mm²). */
export async function boardFigures(q: Queryable, slabIds: string[]) {
  const { rows } = await q.query<{ boards: number; area: string }>(
    `SELECT count(pb.id)::int AS boards, COALESCE(sum(pb.length::bigint * pb.width), 0)::text AS area
       FROM cutting_plans c JOIN project_boards pb ON pb.plan_id = c.id
      WHERE c.status = 'accepted' AND c.slab_id = ANY($1::uuid[])`,
    [slabIds],
  );
  return { boards: rows[0]?.boards ?? 0, area: Number(rows[0]?.area ?? 0) };
}

/** The enterprise's most common rack safety value (m²), null without racks. */
export async function commonSafetyValue(q: Queryable, orgId: string): Promise<number | null> {
  const { rows } = await q.query<{ v: string | null }>(
    "SELECT mode() WITHIN GROUP (ORDER BY safety_value)::text AS v FROM racks WHERE org_id = $1",
    [orgId],
  );
  const v = rows[0]?.v;
  return v === null || v === undefined ? null : Number(v);
}

/** The next record number of the kind on the business day, e.g. LL20261124-001 (serialised per enterprise). */
export async function nextRecordNo(q: Queryable, orgId: string, prefix: string): Promise<string> {
  await q.query("SELECT pg_advisory_xact_lock(727011, hashtext($1))", [orgId]);
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM picking_records WHERE org_id = $1 AND record_no LIKE $2 || '-%'",
    [orgId, prefix],
  );
  return `${prefix}-${String((rows[0]?.n ?? 0) + 1).padStart(3, "0")}`;
}

export interface NewRecord {
  orgId: string;
  recordNo: string;
  kind: PickingKind;
  deviceId: string;
  tableSide: TableSide;
  toDeviceId: string | null;
  toTableSide: TableSide | null;
  warehouseId: string | null;
  planId: string | null;
  slabIds: string[];
  area: number;
  boards: number;
  racksNeeded: number;
  operatorId: string;
  remark: string;
  at: Date;
}

export async function insertRecord(q: Queryable, r: NewRecord): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO picking_records (org_id, record_no, kind, device_id, table_side, to_device_id, to_table_side,
                                  warehouse_id, plan_id, slab_count, area, boards, racks_needed, operator_id,
                                  remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      r.orgId,
      r.recordNo,
      r.kind,
      r.deviceId,
      r.tableSide,
      r.toDeviceId,
      r.toTableSide,
      r.warehouseId,
      r.planId,
      r.slabIds.length,
      r.area,
      r.boards,
      r.racksNeeded,
      r.operatorId,
      r.remark,
      r.at,
    ],
  );
  const id = rows[0]!.id;
  await q.query("INSERT INTO picking_record_slabs (record_id, slab_id) SELECT $1, unnest($2::uuid[])", [
    id,
    r.slabIds,
  ]);
  return id;
}

/** Puts the slabs on a table (deviceId, side) or back in a warehouse (device and side null). */
export async function moveSlabs(
  q: Queryable,
  orgId: string,
  ids: string[],
  to: { status: SlabStatus; deviceId: string | null; side: TableSide | null; warehouseId?: string },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE slabs SET status = $3, device_id = $4, table_side = $5, warehouse_id = COALESCE($6, warehouse_id),
                      version = version + 1, updated_at = $7
      WHERE org_id = $1 AND id = ANY($2::uuid[])`,
    [orgId, ids, to.status, to.deviceId, to.side, to.warehouseId ?? null, now],
  );
}

export interface RecordRow {
  id: string;
  record_no: string;
  kind: PickingKind;
  device_id: string;
  device_code: string;
  table_side: TableSide;
  to_device_id: string | null;
  to_device_code: string | null;
  to_table_side: TableSide | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  plan_id: string | null;
  plan_no: string | null;
  slab_count: number;
  area: string;
  boards: number;
  racks_needed: number;
  operator_id: string;
  operator_name: string | null;
  remark: string;
  created_at: Date;
  total?: number;
}

const RECORD_SELECT = `SELECT r.id, r.record_no, r.kind, r.device_id, d.code AS device_code, r.table_side, r.to_device_id,
       td.code AS to_device_code, r.to_table_side, r.warehouse_id, w.name AS warehouse_name, r.plan_id,
       pp.plan_no, r.slab_count, r.area::text AS area, r.boards, r.racks_needed, r.operator_id,
       ${actorName("r.operator_id", "r.org_id")} AS operator_name, r.remark, r.created_at,
       count(*) OVER ()::int AS total
  FROM picking_records r
  JOIN devices d ON d.id = r.device_id
  LEFT JOIN devices td ON td.id = r.to_device_id
  LEFT JOIN warehouses w ON w.id = r.warehouse_id
  LEFT JOIN production_plans pp ON pp.id = r.plan_id`;

export async function pageRecords(
  q: Queryable,
  orgId: string,
  f: {
    kind?: PickingKind;
    deviceId?: string;
    operatorId?: string;
    from?: Date;
    to?: Date;
    barcode?: string;
    limit: number;
    offset: number;
  },
) {
  const { rows } = await q.query<RecordRow>(
    `${RECORD_SELECT}
      WHERE r.org_id = $1 AND ($2::text IS NULL OR r.kind = $2)
        AND ($3::uuid IS NULL OR r.device_id = $3 OR r.to_device_id = $3)
        AND ($4::uuid IS NULL OR r.operator_id = $4)
        AND ($5::timestamptz IS NULL OR r.created_at >= $5) AND ($6::timestamptz IS NULL OR r.created_at < $6)
        AND ($7::text IS NULL OR EXISTS (SELECT 1 FROM picking_record_slabs rs JOIN slabs s ON s.id = rs.slab_id
                                          WHERE rs.record_id = r.id AND s.barcode = $7))
      ORDER BY r.created_at DESC, r.record_no DESC LIMIT $8 OFFSET $9`,
    [
      orgId,
      f.kind ?? null,
      f.deviceId ?? null,
      f.operatorId ?? null,
      f.from ?? null,
      f.to ?? null,
      f.barcode || null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

export async function recordExists(q: Queryable, orgId: string, recordId: string) {
  const { rows } = await q.query("SELECT 1 FROM picking_records WHERE id = $1 AND org_id = $2", [
    recordId,
    orgId,
  ]);
  return rows.length > 0;
}

export async function projectExists(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
  return rows.length > 0;
}

export async function memberExists(q: Queryable, orgId: string, userId: string) {
  const { rows } = await q.query("SELECT 1 FROM members WHERE user_id = $1 AND org_id = $2", [userId, orgId]);
  return rows.length > 0;
}

/** The filters' choices: warehouses, operators who have picked, projects with planned slabs, stones, thicknesses. */
export async function pickingChoices(q: Queryable, orgId: string) {
  const [warehouses, operators, projects, stones] = await Promise.all([
    q.query<{ id: string; name: string; code: string }>(
      "SELECT id, name, code FROM warehouses WHERE org_id = $1 ORDER BY code",
      [orgId],
    ),
    q.query<{ user_id: string; name: string | null }>(
      `SELECT DISTINCT r.operator_id AS user_id, ${actorName("r.operator_id", "r.org_id")} AS name
         FROM picking_records r WHERE r.org_id = $1 ORDER BY 2`,
      [orgId],
    ),
    q.query<{ id: string; name: string; project_no: string }>(
      `SELECT p.id, p.name, p.project_no FROM projects p WHERE p.org_id = $1 AND EXISTS (
         SELECT 1 FROM cutting_plans c JOIN slabs s ON s.id = c.slab_id
          WHERE (c.project_id = p.id OR EXISTS (SELECT 1 FROM project_boards pb WHERE pb.plan_id = c.id AND pb.project_id = p.id))
            AND c.status = 'accepted' AND s.status IN ('toPick', 'toCut'))
        ORDER BY p.project_no`,
      [orgId],
    ),
    q.query<{ stone: string; thickness: string }>(
      `SELECT DISTINCT stone, thickness FROM slabs WHERE org_id = $1 AND status IN ('toPick', 'toCut') ORDER BY 1, 2`,
      [orgId],
    ),
  ]);
  return {
    warehouses: warehouses.rows,
    operators: operators.rows,
    projects: projects.rows,
    stones: [...new Set(stones.rows.map((r) => r.stone))],
    thicknesses: [...new Set(stones.rows.map((r) => Number(r.thickness)))].sort((a, b) => a - b),
  };
}

/** The device's records since `since` (it was picked onto, left, or received a transfer). */
export async function deviceRecordsSince(q: Queryable, orgId: string, deviceId: string, since: Date) {
  const { rows } = await q.query<RecordRow>(
    `${RECORD_SELECT} WHERE r.org_id = $1 AND (r.device_id = $2 OR r.to_device_id = $2) AND r.created_at >= $3
      ORDER BY r.created_at DESC, r.record_no DESC LIMIT 200`,
    [orgId, deviceId, since],
  );
  return rows;
}
