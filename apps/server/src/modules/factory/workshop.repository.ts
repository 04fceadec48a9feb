import type { WorkshopCategory } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { deleteOwned, updateVersioned } from "../../lib/versioned.ts";

const DEFAULT_WORKSHOPS = [
  { category: "cutting", name: "切割车间", code: "CUT-01" },
  { category: "secondProcessing", name: "二次加工车间", code: "SEC-01" },
  { category: "packing", name: "包装车间", code: "PCK-01" },
] as const;

/** The unique index whose violation means "this code is taken". */
export const WORKSHOP_CODE_KEY = "workshops_org_id_code_key";

/** Every enterprise starts with one default workshop per category (they cannot be edited). */
export async function createDefaultWorkshops(q: Queryable, orgId: string, now: Date): Promise<void> {
  for (const w of DEFAULT_WORKSHOPS) {
    await q.query(
      `INSERT INTO workshops (org_id, category, name, code, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, true, $5, $5)`,
      [orgId, w.category, w.name, w.code, now],
    );
  }
}

export interface WorkshopRow {
  id: string;
  category: WorkshopCategory;
  name: string;
  code: string;
  is_default: boolean;
  version: number;
  created_at: Date;
  total?: number;
}

export interface WorkshopValues {
  category: WorkshopCategory;
  name: string;
  code: string;
}

export async function pageWorkshops(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; category?: string; limit: number; offset: number },
) {
  const { rows } = await q.query<WorkshopRow>(
    `SELECT id, category, name, code, is_default, version, created_at, count(*) OVER ()::int AS total
       FROM workshops
      WHERE org_id = $1 AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%' OR code ILIKE '%' || $2 || '%')
        AND ($3::text IS NULL OR category = $3)
      ORDER BY is_default DESC, category, code LIMIT $4 OFFSET $5`,
    [orgId, f.keyword || null, f.category ?? null, f.limit, f.offset],
  );
  return rows;
}

export async function findWorkshop(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<WorkshopRow>(
    "SELECT id, category, name, code, is_default, version, created_at FROM workshops WHERE org_id = $1 AND id = $2",
    [orgId, id],
  );
  return rows[0];
}

export async function insertWorkshop(q: Queryable, orgId: string, w: WorkshopValues, now: Date) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO workshops (org_id, category, name, code, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [orgId, w.category, w.name, w.code, now],
  );
  return rows[0]!.id;
}

/** The new version; 1002 / 1012 when the row is not theirs or has moved on. */
export function updateWorkshopRow(
  q: Queryable,
  key: { id: string; orgId: string; version: number },
  w: WorkshopValues,
  now: Date,
): Promise<number> {
  return updateVersioned(q, "workshops", key, { category: w.category, name: w.name, code: w.code }, now);
}

export async function workshopHasCrafts(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM crafts WHERE workshop_id = $1 LIMIT 1", [id]);
  return rows.length > 0;
}

export async function deleteWorkshopRow(q: Queryable, orgId: string, id: string): Promise<void> {
  await deleteOwned(q, "workshops", id, orgId);
}
