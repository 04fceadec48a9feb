import type { Queryable } from "../../db/db.ts";

/**
 * The installation's own enterprise: the first one created (on `npm start`, the demo enterprise).
 * Its members alone can hold the installation's menus (backups; docs/permissions.md).
 */
export async function firstOrgId(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>("SELECT id FROM orgs ORDER BY created_at, id LIMIT 1");
  return rows[0]?.id ?? null;
}
