import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAYOUT_QUEUE, layoutRunners, MAX_ATTEMPTS } from "../../src/modules/layout/layout-runner.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertProjectWithBoards, insertSlabs, layoutIdle, type RunStatus } from "./layout-fixtures.ts";

/**
 * Cloud-layout runs on the job queue (layout-runner.ts): the run and its job are written together,
 * a run whose server went silent is handed on and finishes, one out of attempts fails (never stuck
 * "running"), and a job that is no longer the run's own stands down. The restart of a real server
 * process is in test/scale/layout-restart.test.ts.
 */
let t: TestApp;
let orgId: string;
let userId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "队列石材厂"));
  userId = owner.userId;
  token = await login(t, owner);
});
afterAll(() => t.close());

const runner = () => layoutRunners.get(t.db)!;

const PARAMS = '{"kerf":4,"stages":3,"rotation":"allowed","slabIds":null,"timeLimitSeconds":1}';

/** A project with two boards and a slab that holds them, and a run of it as a server left it. */
async function strandedRun(state: { worker: string | null; attempts: number; deadlineInS: number }) {
  const stone = `队列石${randomUUID().slice(0, 6)}`;
  const proj = await insertProjectWithBoards(t.db, orgId, [
    { length: 900, width: 600, stone },
    { length: 800, width: 500, stone },
  ]);
  await insertSlabs(t.db, orgId, [{ length: 2400, width: 1600, stone }]);
  const now = t.clock.now();
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO layout_runs (org_id, project_id, status, groups_total, params, created_by, created_at, deadline_at,
        job_id, worker, attempts, heartbeat_at)
     VALUES ($1, $2, 'running', 1, $3, $4, $5, $6, $7, $8, $9, $5) RETURNING id`,
    [
      orgId,
      proj.projectId,
      PARAMS,
      userId,
      now,
      new Date(now.getTime() + state.deadlineInS * 1000),
      randomUUID(),
      state.worker,
      state.attempts,
    ],
  );
  return { runId: rows[0]!.id, projectId: proj.projectId };
}

async function runRow(runId: string) {
  const { rows } = await t.db.query<{
    status: string;
    attempts: number;
    worker: string | null;
    job_id: string | null;
    error: string | null;
  }>("SELECT status, attempts, worker, job_id, error FROM layout_runs WHERE id = $1", [runId]);
  return rows[0]!;
}

describe("cloud-layout runs on the job queue", () => {
  it("writes a run and its queue job together; the job completes when the run is done", async () => {
    const stone = "入队石";
    const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 900, width: 600, stone }]);
    await insertSlabs(t.db, orgId, [{ length: 2000, width: 1300, stone }]);
    const started = await t.call<{ runId: string }>(
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 1 },
      { token },
    );
    expect(started.result).toBe(true);
    const { job_id } = await runRow(started.data.runId);
    expect(job_id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await t.db.query<{ data: { runId: string } }>("SELECT data FROM pgboss.job WHERE id = $1", [
      job_id,
    ]);
    expect(job.rows[0]?.data).toEqual({ runId: started.data.runId });
    await layoutIdle(t);
    expect(await runRow(started.data.runId)).toMatchObject({
      status: "done",
      attempts: 1,
      worker: runner().worker,
    });
    await expect.poll(() => t.app.jobs.state(LAYOUT_QUEUE, job_id!)).toBe("completed");
  });

  it("hands a run whose worker went silent to the queue again, and it finishes", async () => {
    const { runId } = await strandedRun({ worker: "gone-host:1:dead01", attempts: 1, deadlineInS: -1 });
    expect(await runner().sweep(false)).toBe(1);
    await layoutIdle(t);
    const row = await runRow(runId);
    expect(row).toMatchObject({ status: "done", attempts: 2, worker: runner().worker, error: null });
    const st = await t.call<RunStatus>("layout/runStatus", { runId }, { token });
    expect(st.data.summary?.boardsPlaced).toBe(2);
    const plans = await t.call<{ plans: unknown[] }>("layout/proposals", { runId }, { token });
    expect(plans.data.plans).toHaveLength(1);
  });

  it("fails a run out of attempts with a message, never leaving it running; a new run may start", async () => {
    const { runId, projectId } = await strandedRun({
      worker: "gone-host:2:dead02",
      attempts: MAX_ATTEMPTS,
      deadlineInS: -1,
    });
    expect(await runner().sweep(false)).toBe(1);
    const st = await t.call<RunStatus>("layout/runStatus", { runId }, { token, lang: "en-US" });
    expect(st.data).toMatchObject({ status: "failed", errorKey: "layout.errorInterrupted" });
    expect(st.data.error).toMatch(/interrupted/);
    const again = await t.call("layout/run", { projectId, timeLimitSeconds: 1 }, { token });
    expect(again.result).toBe(true);
    await layoutIdle(t);
  });

  it("leaves a run alone while its worker beats; a new start of this database takes it over (PGlite)", async () => {
    const { runId } = await strandedRun({ worker: "other-host:3:alive3", attempts: 1, deadlineInS: 60 });
    expect(await runner().sweep(false)).toBe(0);
    expect(await runRow(runId)).toMatchObject({ status: "running", worker: "other-host:3:alive3" });
    // What start() does on PGlite, where only one process can hold the database.
    expect(await runner().sweep(true)).toBe(1);
    await layoutIdle(t);
    expect(await runRow(runId)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("a job that is no longer the run's own stands down", async () => {
    const { runId } = await strandedRun({ worker: null, attempts: 0, deadlineInS: 600 });
    const jobId = await t.db.tx((q) => t.app.jobs.send(q, LAYOUT_QUEUE, { runId }));
    t.app.jobs.wake(LAYOUT_QUEUE);
    await expect.poll(() => t.app.jobs.state(LAYOUT_QUEUE, jobId), { timeout: 10_000 }).toBe("completed");
    expect(await runRow(runId)).toMatchObject({ status: "running", attempts: 0, worker: null });
    await t.db.query("UPDATE layout_runs SET status = 'cancelled' WHERE id = $1", [runId]);
  });
});
