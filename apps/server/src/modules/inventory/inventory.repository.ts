import type { SlabListBody, SlabStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { TABLE_STATES_SQL } from "../factory/device.repository.ts";
import { type Defect, yieldPercent } from "./cutting-plan.check.ts";

/** SQL of the slab and block queries (docs/api-inventory.md). */

export interface SlabRow {
  id: string;
  block_id: string;
  block_no: string;
  bundle_no: string;
  slab_no: string;
  stone: string;
  barcode: string;
  length: number;
  width: number;
  thickness: string;
  defects: Defect[];
  warehouse_id: string | null;
  warehouse_name: string | null;
  status: SlabStatus;
  exception: boolean;
  exception_reason: string;
  device_id: string | null;
  device_code: string | null;
  table_side: "A" | "B" | null;
  plan_id: string | null;
  used_area: number | null;
  completed_at: Date | null;
  completed_by_name: string | null;
  parent_slab_id: string | null;
  version: number;
  created_at: Date;
  total?: number;
}

const SLAB_COLUMNS = `s.id, s.block_id, b.block_no, s.bundle_no, s.slab_no, s.stone, s.barcode, s.length, s.width,
         s.thickness, s.defects, s.warehouse_id, w.name AS warehouse_name, s.status, s.exception, s.exception_reason,
         s.device_id, d.code AS device_code, s.table_side, c.id AS plan_id, c.used_area, s.completed_at,
         COALESCE(m.name, u.nickname) AS completed_by_name, s.parent_slab_id, s.version, s.created_at`;
const SLAB_FROM = `
    FROM slabs s
    JOIN blocks b ON b.id = s.block_id
    LEFT JOIN warehouses w ON w.id = s.warehouse_id
    LEFT JOIN devices d ON d.id = s.device_id
    LEFT JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
    LEFT JOIN users u ON u.id = s.completed_by
    LEFT JOIN members m ON m.user_id = s.completed_by AND m.org_id = s.org_id`;
/** Every column of a SlabItem; append `WHERE ...` (slabs `s`, blocks `b`). */
const SLAB_SELECT = `SELECT ${SLAB_COLUMNS} ${SLAB_FROM}`;
/** The same with `total` (count(*) OVER ()) for paging. */
const SLAB_SELECT_PAGED = `SELECT ${SLAB_COLUMNS}, count(*) OVER ()::int AS total ${SLAB_FROM}`;

function toSlabItem(r: SlabRow) {
  const area = r.length * r.width;
  return {
    slabId: r.id,
    blockId: r.block_id,
    blockNo: r.block_no,
    bundleNo: r.bundle_no,
    slabNo: r.slab_no,
    stone: r.stone,
    barcode: r.barcode,
    length: r.length,
    width: r.width,
    thickness: Number(r.thickness),
    area,
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name,
    status: r.status,
    exception: r.exception,
    exceptionReason: r.exception_reason,
    deviceId: r.device_id,
    deviceCode: r.device_code,
    tableSide: r.table_side,
    planId: r.plan_id,
    yieldRate: r.used_area === null ? null : yieldPercent(Number(r.used_area), area),
    parentSlabId: r.parent_slab_id,
    version: r.version,
    createdAt: r.created_at.toISOString(),
  };
}

export const withDefects = (r: SlabRow) => ({
  ...toSlabItem(r),
  defects: Array.isArray(r.defects) ? r.defects : [],
});

export async function listSlabs(q: Queryable, orgId: string, f: SlabListBody) {
  const { rows } = await q.query<SlabRow>(
    `${SLAB_SELECT_PAGED}
      WHERE s.org_id = $1
        AND ($2::text IS NULL OR s.stone = $2)
        AND ($3::numeric IS NULL OR s.thickness = $3)
        AND ($4::text IS NULL OR s.status = $4)
        AND ($5::uuid IS NULL OR s.warehouse_id = $5)
        AND ($6::text IS NULL OR b.block_no ILIKE '%' || $6 || '%')
        AND ($7::text IS NULL OR s.bundle_no ILIKE '%' || $7 || '%')
        AND ($8::text IS NULL OR s.barcode = $8)
        AND ($9::boolean IS NULL OR s.exception = $9)
        AND ($10::uuid IS NULL OR s.block_id = $10)
        AND ($13 = 'all' OR ($13 = 'remnants') = (s.parent_slab_id IS NOT NULL))
      ORDER BY b.block_no, s.bundle_no, s.slab_no, s.id LIMIT $11 OFFSET $12`,
    [
      orgId,
      f.stone || null,
      f.thickness ?? null,
      f.status ?? null,
      f.warehouseId ?? null,
      f.blockNo || null,
      f.bundleNo || null,
      f.barcode || null,
      f.exception ?? null,
      f.blockId ?? null,
      f.pageSize,
      offsetOf(f),
      f.kind ?? "all",
    ],
  );
  return toPage(rows, f, toSlabItem);
}

export async function findSlab(q: Queryable, orgId: string, slabId: string): Promise<SlabRow | null> {
  const { rows } = await q.query<SlabRow>(`${SLAB_SELECT} WHERE s.id = $1 AND s.org_id = $2`, [
    slabId,
    orgId,
  ]);
  return rows[0] ?? null;
}

export async function listBlocks(
  q: Queryable,
  orgId: string,
  f: { pageNum: number; pageSize: number; blockNo?: string; stone?: string },
) {
  const { rows } = await q.query<{
    id: string;
    block_no: string;
    stone: string;
    created_at: Date;
    slab_count: number;
    to_pick: number;
    to_cut: number;
    cutting: number;
    done: number;
    exceptions: number;
    total_area: string | null;
    total: number;
  }>(
    `SELECT b.id, b.block_no, b.stone, b.created_at,
            count(s.id)::int AS slab_count,
            count(s.id) FILTER (WHERE s.status = 'toPick')::int AS to_pick,
            count(s.id) FILTER (WHERE s.status = 'toCut')::int AS to_cut,
            count(s.id) FILTER (WHERE s.status = 'cutting')::int AS cutting,
            count(s.id) FILTER (WHERE s.status = 'done')::int AS done,
            count(s.id) FILTER (WHERE s.exception)::int AS exceptions,
            COALESCE(sum(s.length::bigint * s.width), 0)::text AS total_area,
            count(*) OVER ()::int AS total
       FROM blocks b LEFT JOIN slabs s ON s.block_id = b.id
      WHERE b.org_id = $1
        AND ($2::text IS NULL OR b.block_no ILIKE '%' || $2 || '%')
        AND ($3::text IS NULL OR b.stone = $3)
      GROUP BY b.id
      ORDER BY b.block_no LIMIT $4 OFFSET $5`,
    [orgId, f.blockNo || null, f.stone || null, f.pageSize, offsetOf(f)],
  );
  return toPage(rows, f, (r) => ({
    blockId: r.id,
    blockNo: r.block_no,
    stone: r.stone,
    slabCount: r.slab_count,
    statusCounts: { toPick: r.to_pick, toCut: r.to_cut, cutting: r.cutting, done: r.done },
    exceptionCount: r.exceptions,
    totalArea: Number(r.total_area ?? 0),
    createdAt: r.created_at.toISOString(),
  }));
}

export async function inventoryOptions(q: Queryable, orgId: string) {
  const stones = await q.query<{ stone: string }>(
    "SELECT DISTINCT stone FROM slabs WHERE org_id = $1 ORDER BY stone",
    [orgId],
  );
  const thicknesses = await q.query<{ thickness: string }>(
    "SELECT DISTINCT thickness FROM slabs WHERE org_id = $1 ORDER BY thickness",
    [orgId],
  );
  const warehouses = await q.query<{ id: string; name: string; code: string }>(
    "SELECT id, name, code FROM warehouses WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  return {
    stones: stones.rows.map((r) => r.stone),
    thicknesses: thicknesses.rows.map((r) => Number(r.thickness)),
    warehouses: warehouses.rows.map((w) => ({ warehouseId: w.id, name: w.name, code: w.code })),
  };
}

/** The slab of this enterprise, locked for a state change; null when it is not theirs. */
export async function lockSlab(q: Queryable, orgId: string, slabId: string) {
  const { rows } = await q.query<{
    id: string;
    status: SlabStatus;
    version: number;
    exception: boolean;
    exception_reason: string;
    device_id: string | null;
    length: number;
    width: number;
    thickness: string;
  }>(
    `SELECT id, status, version, exception, exception_reason, device_id, length, width, thickness
       FROM slabs WHERE id = $1 AND org_id = $2 FOR UPDATE`,
    [slabId, orgId],
  );
  return rows[0] ?? null;
}

/**
 * `UPDATE slabs SET <set>, version = version + 1` guarded by `version`; `set` uses $5… for `params`
 * ($4 is `now`). Returns the new version, or throws 1002 / 1012 (staleOrMissing).
 */
async function updateSlab(
  q: Queryable,
  key: { slabId: string; orgId: string; version: number },
  set: string,
  params: unknown[],
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE slabs SET ${set}, version = version + 1, updated_at = $4
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [key.slabId, key.orgId, key.version, now, ...params],
  );
  if (!rows[0]) return staleOrMissing(q, "slabs", key.slabId, key.orgId);
  return rows[0].version;
}

export const updateSlabException = (
  q: Queryable,
  key: { slabId: string; orgId: string; version: number },
  exception: boolean,
  reason: string,
  now: Date,
) => updateSlab(q, key, "exception = $5, exception_reason = $6", [exception, reason], now);

export const updateSlabDevice = (
  q: Queryable,
  key: { slabId: string; orgId: string; version: number },
  deviceId: string,
  tableSide: "A" | "B" | null,
  now: Date,
) => updateSlab(q, key, "device_id = $5, table_side = $6", [deviceId, tableSide], now);

export interface DeviceRow {
  id: string;
  code: string;
  series: string;
  max_length: number;
  max_width: number;
  max_thickness: number;
  table_a: "unoccupied" | "picked";
  table_b: "unoccupied" | "picked";
}

/** The enterprise's devices, by code. */
export async function listDevices(q: Queryable, orgId: string): Promise<DeviceRow[]> {
  const { rows } = await q.query<DeviceRow>(
    `SELECT id, code, series, max_length, max_width, max_thickness, ${TABLE_STATES_SQL} FROM devices d WHERE org_id = $1 ORDER BY code`,
    [orgId],
  );
  return rows;
}

/** A device of the enterprise, or null. */
export async function findDevice(q: Queryable, orgId: string, deviceId: string): Promise<DeviceRow | null> {
  const { rows } = await q.query<DeviceRow>(
    `SELECT id, code, series, max_length, max_width, max_thickness, ${TABLE_STATES_SQL} FROM devices d WHERE id = $1 AND org_id = $2`,
    [deviceId, orgId],
  );
  return rows[0] ?? null;
}

/** A device's code by id (whatever its enterprise: the slab's previous device), or null. */
export async function findDeviceCode(q: Queryable, deviceId: string): Promise<string | null> {
  const { rows } = await q.query<{ code: string }>("SELECT code FROM devices WHERE id = $1", [deviceId]);
  return rows[0]?.code ?? null;
}

/**
 * Slabs a scope's unplanned boards could go on: same stone and thickness, toPick/toCut, no exception
 * (a remnant only when such a board fits it). Unplanned first; with `preferRemnants` (default) remnants
 * next, smallest first.
 */
export async function listLayoutSlabs(
  q: Queryable,
  orgId: string,
  scope: { projectId: string; planeId: string | null },
  f: {
    pageNum: number;
    pageSize: number;
    stone?: string;
    thickness?: number;
    barcode?: string;
    preferRemnants?: boolean;
  },
) {
  const { rows } = await q.query<SlabRow>(
    `${SLAB_SELECT_PAGED}
      WHERE s.org_id = $1 AND s.status IN ('toPick', 'toCut') AND NOT s.exception
        AND ($5::text IS NULL OR s.stone = $5) AND ($6::numeric IS NULL OR s.thickness = $6)
        AND ($8::text IS NULL OR s.barcode = $8)
        AND EXISTS (SELECT 1 FROM project_boards pb
                     WHERE pb.org_id = $1 AND pb.project_id = $2 AND ($3::uuid IS NULL OR pb.plane_id = $3)
                       AND pb.plan_id IS NULL AND pb.stone = s.stone AND pb.thickness = s.thickness
                       -- A remnant is offered only when one of those boards fits on it.
                       AND (s.parent_slab_id IS NULL OR (pb.length <= s.length AND pb.width <= s.width)
                            OR (pb.rotatable AND pb.width <= s.length AND pb.length <= s.width)))
      ORDER BY (c.id IS NOT NULL), CASE WHEN $9 AND s.parent_slab_id IS NOT NULL THEN 0 ELSE 1 END,
        CASE WHEN $9 AND s.parent_slab_id IS NOT NULL THEN s.length::bigint * s.width END,
        s.stone, s.thickness, b.block_no, s.bundle_no, s.slab_no, s.id
      LIMIT $4 OFFSET $7`,
    [
      orgId,
      scope.projectId,
      scope.planeId,
      f.pageSize,
      f.stone || null,
      f.thickness ?? null,
      offsetOf(f),
      f.barcode || null,
      f.preferRemnants !== false,
    ],
  );
  return toPage(rows, f, withDefects);
}
