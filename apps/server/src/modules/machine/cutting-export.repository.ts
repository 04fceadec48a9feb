import type { Queryable } from "../../db/db.ts";

/** The rows of cutting-data exports (migration 0016 `cutting_exports`, docs/api-machine.md "Export"). */

export type ExportScope = "list" | "employee" | "device";
export type ExportStatus = "queued" | "running" | "done" | "failed";

export interface ExportRow {
  id: string;
  org_id: string;
  requested_by: string;
  scope: ExportScope;
  filters: Record<string, unknown>;
  lang: string;
  mode: "direct" | "job";
  total: number;
  done: number;
  status: ExportStatus;
  file: string | null;
  created_at: Date;
  expires_at: Date;
}

export async function insertExport(
  q: Queryable,
  e: {
    orgId: string;
    requestedBy: string;
    scope: ExportScope;
    filters: object;
    lang: string;
    mode: "direct" | "job";
    total: number;
    status: ExportStatus;
    now: Date;
    expiresAt: Date;
  },
): Promise<ExportRow> {
  const { rows } = await q.query<ExportRow>(
    `INSERT INTO cutting_exports (org_id, requested_by, scope, filters, lang, mode, total, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      e.orgId,
      e.requestedBy,
      e.scope,
      JSON.stringify(e.filters),
      e.lang,
      e.mode,
      e.total,
      e.status,
      e.now,
      e.expiresAt,
    ],
  );
  return rows[0]!;
}

/** The caller's own export (another member's or enterprise's: undefined). */
export async function findExport(q: Queryable, orgId: string, userId: string, id: string) {
  const { rows } = await q.query<ExportRow>(
    "SELECT * FROM cutting_exports WHERE id = $1 AND org_id = $2 AND requested_by = $3",
    [id, orgId, userId],
  );
  return rows[0];
}

export async function exportById(q: Queryable, id: string) {
  const { rows } = await q.query<ExportRow>("SELECT * FROM cutting_exports WHERE id = $1", [id]);
  return rows[0];
}

export async function setProgress(q: Queryable, id: string, done: number) {
  await q.query("UPDATE cutting_exports SET done = $2, status = 'running' WHERE id = $1", [id, done]);
}

export async function finish(
  q: Queryable,
  id: string,
  status: "done" | "failed",
  file: string | null,
  done: number,
) {
  await q.query("UPDATE cutting_exports SET status = $2, file = $3, done = $4 WHERE id = $1", [
    id,
    status,
    file,
    done,
  ]);
}

/** Exports past their expiry (their files are removed by the caller). */
export async function deleteExpired(q: Queryable, now: Date) {
  const { rows } = await q.query<{ file: string | null }>(
    "DELETE FROM cutting_exports WHERE expires_at < $1 RETURNING file",
    [now],
  );
  return rows;
}
