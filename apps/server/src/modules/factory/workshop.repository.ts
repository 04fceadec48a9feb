import type { Queryable } from "../../db/db.ts";

export const DEFAULT_WORKSHOPS = [
  { category: "cutting", name: "切割车间", code: "CUT-01" },
  { category: "secondProcessing", name: "二次加工车间", code: "SEC-01" },
  { category: "packing", name: "包装车间", code: "PCK-01" },
] as const;

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
  category: string;
  name: string;
  code: string;
  is_default: boolean;
  version: number;
  created_at: Date;
  total?: number;
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
