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

/**
 * `UPDATE <table> SET <columns>, version = version + 1 WHERE id AND org_id AND version` for one row of
 * the caller's enterprise; returns the new version, or throws 1002 / 1012 (see staleOrMissing).
 * Column names come from code, never from a request.
 */
export async function updateVersioned(
  q: Queryable,
  table: string,
  key: { id: string; orgId: string; version: number },
  set: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const columns = Object.keys(set);
  const assignments = columns.map((c, i) => `${c} = $${i + 4}`).join(", ");
  const { rows } = await q.query<{ version: number }>(
    `UPDATE ${table} SET ${assignments}, version = version + 1, updated_at = $${columns.length + 4}
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [key.id, key.orgId, key.version, ...Object.values(set), now],
  );
  if (!rows[0]) return staleOrMissing(q, table, key.id, key.orgId);
  return rows[0].version;
}

/** Deletes one row of the caller's enterprise and returns its `name` (or code); 1002 when not theirs. */
export async function deleteOwned(
  q: Queryable,
  table: string,
  id: string,
  orgId: string,
  label = "name",
): Promise<string> {
  const { rows } = await q.query<{ label: string }>(
    `DELETE FROM ${table} WHERE id = $1 AND org_id = $2 RETURNING ${label} AS label`,
    [id, orgId],
  );
  if (!rows[0]) throw new AppError(Code.NotFound);
  return rows[0].label;
}
