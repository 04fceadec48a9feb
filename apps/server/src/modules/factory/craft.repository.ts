import type { CraftSort, PricingUnit } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { staleOrMissing } from "../../lib/versioned.ts";

export interface CraftRow {
  id: string;
  priority: number;
  name: string;
  process: string;
  class_no: string;
  workshop_id: string;
  workshop_name: string;
  unit_price_fen: number;
  pricing_unit: PricingUnit;
  note: string;
  version: number;
  total?: number;
}

export interface CraftValues {
  priority: number;
  name: string;
  process: string;
  classNo: string;
  workshopId: string;
  unitPriceFen: number;
  pricingUnit: PricingUnit;
  note: string;
}

export async function pageCrafts(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; sort: CraftSort; limit: number; offset: number },
) {
  const { rows } = await q.query<CraftRow>(
    `SELECT c.id, c.priority, c.name, c.process, c.class_no, c.workshop_id, w.name AS workshop_name, c.unit_price_fen, c.pricing_unit,
            c.note, c.version, count(*) OVER ()::int AS total
       FROM crafts c JOIN workshops w ON w.id = c.workshop_id
      WHERE c.org_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.process ILIKE '%' || $2 || '%')
      ORDER BY c.priority ${f.sort === "priorityDesc" ? "DESC" : "ASC"}, c.created_at, c.id LIMIT $3 OFFSET $4`,
    [orgId, f.keyword || null, f.limit, f.offset],
  );
  return rows;
}

/** Every craft of the enterprise, by priority, for selects. */
export async function craftOptionRows(q: Queryable, orgId: string) {
  const { rows } = await q.query<Pick<CraftRow, "id" | "name" | "unit_price_fen" | "pricing_unit">>(
    "SELECT id, name, unit_price_fen, pricing_unit FROM crafts WHERE org_id = $1 ORDER BY priority, created_at, id",
    [orgId],
  );
  return rows;
}

export async function insertCraft(q: Queryable, orgId: string, c: CraftValues, now: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO crafts (org_id, priority, name, process, class_no, workshop_id, unit_price_fen, note, created_at, updated_at, pricing_unit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) RETURNING id`,
    [
      orgId,
      c.priority,
      c.name,
      c.process,
      c.classNo,
      c.workshopId,
      c.unitPriceFen,
      c.note,
      now,
      c.pricingUnit,
    ],
  );
  return rows[0]!.id;
}

/** The new version; 1002 / 1012 when the row is not theirs or has moved on. */
export async function updateCraftRow(
  q: Queryable,
  key: { id: string; orgId: string; version: number },
  c: CraftValues,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE crafts SET priority = $4, name = $5, process = $6, class_no = $7, workshop_id = $8, unit_price_fen = $9,
            note = $10, version = version + 1, updated_at = $11, pricing_unit = $12
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [
      key.id,
      key.orgId,
      key.version,
      c.priority,
      c.name,
      c.process,
      c.classNo,
      c.workshopId,
      c.unitPriceFen,
      c.note,
      now,
      c.pricingUnit,
    ],
  );
  if (!rows[0]) return staleOrMissing(q, "crafts", key.id, key.orgId);
  return rows[0].version;
}

/** The deleted craft's name, or undefined when it is not theirs. */
export async function deleteCraftRow(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<{ name: string }>(
    "DELETE FROM crafts WHERE id = $1 AND org_id = $2 RETURNING name",
    [id, orgId],
  );
  return rows[0]?.name;
}
