/**
 * Who holds a cloud-layout run (layout-runner.ts): the queue job that may work on it, the worker
 * process holding it, its heartbeat and attempts. The run row is the truth; the queue delivers.
 */
import type { Queryable } from "../../db/db.ts";
import type { RunParams } from "./layout.repository.ts";

export interface ClaimedRun {
  id: string;
  org_id: string;
  project_id: string;
  plane_id: string | null;
  params: RunParams;
  created_by: string | null;
  attempts: number;
}

/** Records the queue job sent for a run (in the transaction that sent it). */
export async function setRunJob(q: Queryable, runId: string, jobId: string, deadline: Date): Promise<void> {
  await q.query(
    "UPDATE layout_runs SET job_id = $2, worker = NULL, heartbeat_at = NULL, deadline_at = $3 WHERE id = $1",
    [runId, jobId, deadline],
  );
}

/**
 * A worker takes a run up: only when it is still running and this job is the run's current one (a
 * job sent earlier and superseded stands down). Counts the attempt.
 */
export async function claimRun(
  q: Queryable,
  runId: string,
  jobId: string,
  worker: string,
  now: Date,
  deadline: Date,
): Promise<ClaimedRun | null> {
  const { rows } = await q.query<ClaimedRun>(
    `UPDATE layout_runs SET worker = $3, heartbeat_at = $4, deadline_at = $5, attempts = attempts + 1
      WHERE id = $1 AND job_id = $2 AND status = 'running'
      RETURNING id, org_id, project_id, plane_id, params, created_by, attempts`,
    [runId, jobId, worker, now, deadline],
  );
  return rows[0] ?? null;
}

/** The holder says it is alive; false when it no longer holds the run (handed on, cancelled, done). */
export async function heartbeat(
  q: Queryable,
  runId: string,
  jobId: string,
  now: Date,
  deadline: Date,
): Promise<boolean> {
  const r = await q.query(
    `UPDATE layout_runs SET heartbeat_at = $3, deadline_at = GREATEST(deadline_at, $4)
      WHERE id = $1 AND job_id = $2 AND status = 'running'`,
    [runId, jobId, now, deadline],
  );
  return r.rowCount > 0;
}

/** Locks a run for its final write; its status, or null when this job no longer holds it. */
export async function lockHeldRun(q: Queryable, runId: string, jobId: string): Promise<string | null> {
  const { rows } = await q.query<{ status: string }>(
    "SELECT status FROM layout_runs WHERE id = $1 AND job_id = $2 FOR UPDATE",
    [runId, jobId],
  );
  return rows[0]?.status ?? null;
}

export interface StrandedRun {
  id: string;
  attempts: number;
}

/**
 * Running runs nobody is working on: past their deadline (no heartbeat, or queued too long), or,
 * with `notWorker`, held by any other worker (PGlite: only one process can open the database, so
 * whoever held a run before this start is gone). Locked, skipping those another server is handing on.
 */
export async function lockStrandedRuns(
  q: Queryable,
  now: Date,
  exceptWorkers: string[],
  notWorker?: string,
): Promise<StrandedRun[]> {
  const { rows } = await q.query<StrandedRun>(
    `SELECT id, attempts FROM layout_runs
      WHERE status = 'running'
        AND (deadline_at < $1 OR ($3::text IS NOT NULL AND worker IS NOT NULL AND worker <> $3))
        AND (worker IS NULL OR NOT (worker = ANY($2::text[])))
      ORDER BY deadline_at
      LIMIT 100
      FOR UPDATE SKIP LOCKED`,
    [now, exceptWorkers, notWorker ?? null],
  );
  return rows;
}

/** The groups counted when the run was read again by its worker (boards may have moved since the start). */
export async function setGroupsTotal(q: Queryable, runId: string, groupsTotal: number): Promise<void> {
  await q.query(
    "UPDATE layout_runs SET groups_total = $2, groups_done = 0 WHERE id = $1 AND status = 'running'",
    [runId, groupsTotal],
  );
}
