import { Code } from "@stoneworks/shared";
import type { Queryable } from "../db/db.ts";
import { AppError } from "./errors.ts";

/**
 * After an UPDATE guarded by `version = $n` touched no row: 1002 when the row is not in this
 * enterprise at all, else 1012 (someone else changed it first). Concurrent editors: one wins.
 */
export async function staleOrMissing(q: Queryable, table: string, id: string, orgId: string): Promise<never> {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1 AND org_id = $2`, [id, orgId]);
  throw new AppError(rows.length ? Code.Conflict : Code.NotFound);
}
