import type { Queryable } from "../../db/db.ts";
import { deleteOwned, updateVersioned } from "../../lib/versioned.ts";

/** The unique index whose violation means "this code is taken". */
export const WAREHOUSE_CODE_KEY = "warehouses_org_id_code_key";

export interface WarehouseRow {
  id: string;
  name: string;
  code: string;
  location: string;
  version: number;
  created_at: Date;
  slab_count: number;
  total?: number;
}

export interface WarehouseValues {
  name: string;
  code: string;
  location: string;
}

export async function pageWarehouses(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; limit: number; offset: number },
) {
  const { rows } = await q.query<WarehouseRow>(
    `SELECT id, name, code, location, version, created_at,
            (SELECT count(*) FROM slabs s WHERE s.org_id = w.org_id AND s.warehouse_id = w.id)::int AS slab_count,
            count(*) OVER ()::int AS total FROM warehouses w
      WHERE org_id = $1 AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%' OR code ILIKE '%' || $2 || '%')
      ORDER BY code LIMIT $3 OFFSET $4`,
    [orgId, f.keyword || null, f.limit, f.offset],
  );
  return rows;
}

/** Every warehouse of the enterprise, by code, for selects. */
export async function warehouseOptionRows(q: Queryable, orgId: string) {
  const { rows } = await q.query<Pick<WarehouseRow, "id" | "name" | "code">>(
    "SELECT id, name, code FROM warehouses WHERE org_id = $1 ORDER BY code",
    [orgId],
  );
  return rows;
}

export async function insertWarehouse(
  q: Queryable,
  orgId: string,
  w: WarehouseValues,
  now: Date,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO warehouses (org_id, name, code, location, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [orgId, w.name, w.code, w.location, now],
  );
  return rows[0]!.id;
}

/** The new version; 1002 / 1012 when the row is not theirs or has moved on. */
export function updateWarehouseRow(
  q: Queryable,
  key: { id: string; orgId: string; version: number },
  w: WarehouseValues,
  now: Date,
): Promise<number> {
  return updateVersioned(q, "warehouses", key, { name: w.name, code: w.code, location: w.location }, now);
}

/** How many slabs the warehouse holds (locked, so none is returned to it meanwhile); undefined when not theirs. */
export async function lockWarehouseSlabCount(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM slabs s WHERE s.org_id = w.org_id AND s.warehouse_id = w.id)::int AS n
       FROM warehouses w WHERE w.id = $1 AND w.org_id = $2 FOR UPDATE`,
    [id, orgId],
  );
  return rows[0]?.n;
}

/** The deleted warehouse's name; 1002 when it is not theirs. */
export function deleteWarehouseRow(q: Queryable, orgId: string, id: string): Promise<string> {
  return deleteOwned(q, "warehouses", id, orgId);
}
