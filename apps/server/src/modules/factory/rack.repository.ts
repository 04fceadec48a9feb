import type { RackSort, RackStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { staleOrMissing } from "../../lib/versioned.ts";

/** The unique index whose violation means "this rack number is taken". */
export const RACK_NUMBER_KEY = "racks_org_id_number_key";

export interface RackRow {
  id: string;
  number: number;
  status: RackStatus;
  safety_value: string;
  max_value: string;
  class_no: string;
  location: string;
  version: number;
  created_at: Date;
  total?: number;
}

/** Safety and maximum values in m² as decimal strings; numeric in the table. */
export interface RackValues {
  safetyValue: string;
  maxValue: string;
  classNo: string;
  location: string;
}

/** Occupied exactly while the rack has an open trip (docs/api-floor.md): derived, never stored. */
const STATUS =
  "CASE WHEN EXISTS (SELECT 1 FROM rack_trips t WHERE t.rack_id = racks.id AND t.closed_at IS NULL) THEN 'occupied' ELSE 'idle' END";
const COLUMNS = `id, number, ${STATUS} AS status, safety_value::text, max_value::text, class_no, location, version, created_at`;
const SORTS: Record<RackSort, string> = {
  codeAsc: "number ASC",
  codeDesc: "number DESC",
  createdAsc: "created_at ASC, number ASC",
  createdDesc: "created_at DESC, number DESC",
};

/** `digits`: part of the four-digit number ("0009" is found by "09"). */
export async function pageRacks(
  q: Queryable,
  orgId: string,
  f: { digits: string | null; status?: RackStatus; sort: RackSort; limit: number; offset: number },
) {
  const { rows } = await q.query<RackRow>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
       FROM racks
      WHERE org_id = $1 AND ($2::text IS NULL OR lpad(number::text, 4, '0') LIKE '%' || $2 || '%')
        AND ($3::text IS NULL OR ${STATUS} = $3)
      ORDER BY ${SORTS[f.sort]} LIMIT $4 OFFSET $5`,
    [orgId, f.digits, f.status ?? null, f.limit, f.offset],
  );
  return rows;
}

/** Serialises the adds of one enterprise until the transaction ends, so no two get the same numbers. */
export async function lockRackNumbers(q: Queryable, orgId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(727004, hashtext($1))", [orgId]);
}

/** The highest rack number in use; 0 when there is none. */
export async function topRackNumber(q: Queryable, orgId: string): Promise<number> {
  const { rows } = await q.query<{ top: number }>(
    "SELECT COALESCE(max(number), 0)::int AS top FROM racks WHERE org_id = $1",
    [orgId],
  );
  return rows[0]!.top;
}

/** Racks numbered from..to, all with the same values. */
export async function insertRackRun(
  q: Queryable,
  orgId: string,
  run: { from: number; to: number },
  v: RackValues,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO racks (org_id, number, safety_value, max_value, class_no, location, created_at, updated_at)
     SELECT $1, n, $4::numeric, $5::numeric, $6, $7, $8, $8 FROM generate_series($2::int, $3::int) AS n`,
    [orgId, run.from, run.to, v.safetyValue, v.maxValue, v.classNo, v.location, now],
  );
}

/** The new version; 1002 / 1012 when the row is not theirs or has moved on. */
export async function updateRackRow(
  q: Queryable,
  key: { id: string; orgId: string; version: number },
  v: RackValues,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE racks SET safety_value = $4::numeric, max_value = $5::numeric, class_no = $6, location = $7,
            version = version + 1, updated_at = $8
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [key.id, key.orgId, key.version, v.safetyValue, v.maxValue, v.classNo, v.location, now],
  );
  if (!rows[0]) return staleOrMissing(q, "racks", key.id, key.orgId);
  return rows[0].version;
}

/**
 * The enterprise's racks among these ids, locked until the transaction ends, with their derived
 * status read after the lock (a second statement sees a trip committed while it waited).
 */
export async function lockRacks(q: Queryable, orgId: string, ids: string[]) {
  const { rows } = await q.query<{ id: string; number: number }>(
    "SELECT id, number FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE",
    [orgId, ids],
  );
  const open = await q.query<{ rack_id: string }>(
    "SELECT rack_id FROM rack_trips WHERE rack_id = ANY($1::uuid[]) AND closed_at IS NULL",
    [rows.map((r) => r.id)],
  );
  const occupied = new Set(open.rows.map((r) => r.rack_id));
  return rows.map((r) => ({ ...r, status: (occupied.has(r.id) ? "occupied" : "idle") as RackStatus }));
}

export async function deleteRackRows(q: Queryable, orgId: string, ids: string[]): Promise<void> {
  await q.query("DELETE FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[])", [orgId, ids]);
}

/** The enterprise's racks among these ids, by number. */
export async function racksByIds(q: Queryable, orgId: string, ids: string[]) {
  const { rows } = await q.query<RackRow>(
    `SELECT ${COLUMNS} FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY number`,
    [orgId, ids],
  );
  return rows;
}
