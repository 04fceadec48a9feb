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
  /** The server process writing it (migration 0025), its last beat, and why it failed (a message key). */
  worker: string | null;
  heartbeat_at: Date | null;
  error: string | null;
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

/** A worker takes a queued export up; false when it is not queued any more (done, failed, taken). */
export async function claimExport(q: Queryable, id: string, worker: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE cutting_exports SET status = 'running', worker = $2, heartbeat_at = $3, done = 0
      WHERE id = $1 AND status = 'queued'`,
    [id, worker, now],
  );
  return r.rowCount > 0;
}

/** The holder's progress, which is a sign of life too; false when it no longer holds the export. */
export async function setProgress(q: Queryable, id: string, worker: string, done: number, now: Date) {
  const r = await q.query(
    "UPDATE cutting_exports SET done = $3, heartbeat_at = $4 WHERE id = $1 AND worker = $2 AND status = 'running'",
    [id, worker, done, now],
  );
  return r.rowCount > 0;
}

/** The holder is alive (between chunks of a slow query or download). */
export async function beat(q: Queryable, id: string, worker: string, now: Date) {
  await q.query(
    "UPDATE cutting_exports SET heartbeat_at = $3 WHERE id = $1 AND worker = $2 AND status = 'running'",
    [id, worker, now],
  );
}

/** The holder's end: done with its file, or failed with a reason; false when it no longer held it. */
export async function finish(
  q: Queryable,
  id: string,
  worker: string,
  end: { status: "done"; file: string; done: number } | { status: "failed"; error: string },
): Promise<boolean> {
  const r = await q.query(
    `UPDATE cutting_exports SET status = $3, file = $4, done = COALESCE($5, done), error = $6
      WHERE id = $1 AND worker = $2 AND status = 'running'`,
    [
      id,
      worker,
      end.status,
      end.status === "done" ? end.file : null,
      end.status === "done" ? end.done : null,
      end.status === "failed" ? end.error : null,
    ],
  );
  return r.rowCount > 0;
}

/**
 * Fails the running exports whose worker is gone: silent since `staleBefore`, or, with `notWorker`,
 * held by any other worker (PGlite: one process per database, so an earlier holder died with its
 * process). Returns their ids.
 */
export async function failStranded(
  q: Queryable,
  staleBefore: Date,
  error: string,
  notWorker?: string,
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE cutting_exports SET status = 'failed', error = $2
      WHERE status = 'running'
        AND (heartbeat_at IS NULL OR heartbeat_at < $1
             OR ($3::text IS NOT NULL AND worker IS DISTINCT FROM $3))
      RETURNING id`,
    [staleBefore, error, notWorker ?? null],
  );
  return rows.map((r) => r.id);
}

/** Exports past their expiry (their files are removed by the caller). */
export async function deleteExpired(q: Queryable, now: Date) {
  const { rows } = await q.query<{ file: string | null }>(
    "DELETE FROM cutting_exports WHERE expires_at < $1 RETURNING file",
    [now],
  );
  return rows;
}
