import type { DeviceSeries, TableState } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { MACHINE_STATUS_COLUMNS } from "../machine/machine-status.repository.ts";

/** The unique index whose violation means "this code is taken". */
export const DEVICE_CODE_KEY = "devices_org_id_code_key";

export interface DeviceRow {
  id: string;
  code: string;
  series: DeviceSeries;
  max_length: number;
  max_width: number;
  max_thickness: number;
  linked_at: Date | null;
  last_report_at: Date | null;
  report_minutes: number | null;
  table_a: TableState;
  table_b: TableState;
  tables?: { side: "A" | "B"; slabCount: number; area: number; barcodes: string[] }[];
  today_picks?: number;
  version: number;
  total?: number;
}

export interface DeviceValues {
  code: string;
  series: DeviceSeries;
  maxLength: number;
  maxWidth: number;
  maxThickness: number;
}

/**
 * A table's state as SQL over the device aliased `d`: picked exactly while a slab is toCut or cutting
 * on it (DESIGN §11), so it can never contradict the slab list. Yields columns table_a and table_b.
 */
export const TABLE_STATES_SQL = ["A", "B"]
  .map(
    (side) => `CASE WHEN EXISTS (SELECT 1 FROM slabs s WHERE s.org_id = d.org_id AND s.device_id = d.id
      AND s.table_side = '${side}' AND s.status IN ('toCut', 'cutting')) THEN 'picked' ELSE 'unoccupied' END AS table_${side.toLowerCase()}`,
  )
  .join(", ");

/** Tables A and B of the device `d` with the slabs toCut / cutting on them (count, mm², barcodes). */
const TABLE_LOADS_SQL = `(SELECT json_agg(json_build_object('side', x.side, 'slabCount', x.n, 'area', x.area, 'barcodes', x.codes)
         ORDER BY x.side)
    FROM (SELECT t.side, count(s.id)::int AS n, COALESCE(sum(s.length::bigint * s.width), 0) AS area,
                 COALESCE(array_agg(s.barcode ORDER BY s.barcode) FILTER (WHERE s.id IS NOT NULL), '{}') AS codes
            FROM (VALUES ('A'), ('B')) AS t (side)
            LEFT JOIN slabs s ON s.org_id = d.org_id AND s.device_id = d.id AND s.table_side = t.side
                             AND s.status IN ('toCut', 'cutting')
           GROUP BY t.side) x) AS tables`;

/** `since`: the start of the business day, for the machine's picks today. */
export async function pageDevices(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; series?: DeviceSeries; limit: number; offset: number; since: Date },
) {
  const { rows } = await q.query<DeviceRow>(
    `SELECT id, code, series, max_length, max_width, max_thickness, ${MACHINE_STATUS_COLUMNS}, ${TABLE_STATES_SQL}, version,
            ${TABLE_LOADS_SQL},
            (SELECT count(*)::int FROM picking_records r WHERE r.org_id = d.org_id AND r.device_id = d.id
                AND r.kind = 'pick' AND r.created_at >= $6) AS today_picks,
            count(*) OVER ()::int AS total
       FROM devices d WHERE org_id = $1 AND ($2::text IS NULL OR code ILIKE '%' || $2 || '%') AND ($3::text IS NULL OR series = $3)
      ORDER BY code LIMIT $4 OFFSET $5`,
    [orgId, f.keyword || null, f.series ?? null, f.limit, f.offset, f.since],
  );
  return rows;
}

export async function insertDevice(q: Queryable, orgId: string, d: DeviceValues, now: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [orgId, d.code, d.series, d.maxLength, d.maxWidth, d.maxThickness, now],
  );
  return rows[0]!.id;
}

/** The new version; 1002 / 1012 when the row is not theirs or has moved on. */
export function updateDeviceRow(
  q: Queryable,
  key: { id: string; orgId: string; version: number },
  d: DeviceValues,
  now: Date,
): Promise<number> {
  return updateVersioned(
    q,
    "devices",
    key,
    {
      code: d.code,
      series: d.series,
      max_length: d.maxLength,
      max_width: d.maxWidth,
      max_thickness: d.maxThickness,
    },
    now,
  );
}

/** The machine with its tables' states, locked until the transaction ends. */
export async function lockDevice(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<Pick<DeviceRow, "code" | "table_a" | "table_b">>(
    `SELECT code, ${TABLE_STATES_SQL} FROM devices d WHERE id = $1 AND org_id = $2 FOR UPDATE`,
    [id, orgId],
  );
  return rows[0];
}

export async function deleteDeviceRow(q: Queryable, orgId: string, id: string): Promise<void> {
  await q.query("DELETE FROM devices WHERE id = $1 AND org_id = $2", [id, orgId]);
}

/** Stores the hashes of a new API key (the old one stops working; the broker's hash: 0025); undefined when not theirs. */
export async function setDeviceKey(
  q: Queryable,
  orgId: string,
  id: string,
  keyHash: string,
  brokerHash: string,
  now: Date,
): Promise<Date | undefined> {
  const { rows } = await q.query<{ linked_at: Date }>(
    `UPDATE devices SET api_key_hash = $3, broker_password_hash = $5, linked_at = $4, updated_at = $4
      WHERE id = $1 AND org_id = $2 RETURNING linked_at`,
    [id, orgId, keyHash, now, brokerHash],
  );
  return rows[0]?.linked_at;
}

/** Forgets the machine's API key; false when the machine is not theirs. */
export async function clearDeviceKey(q: Queryable, orgId: string, id: string, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE devices SET api_key_hash = NULL, broker_password_hash = NULL, linked_at = NULL, updated_at = $3
      WHERE id = $1 AND org_id = $2`,
    [id, orgId, now],
  );
  return rowCount === 1;
}
