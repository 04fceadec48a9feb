/**
 * The background side of cloud layout (docs/api-layout.md): a run travels on the job queue
 * (lib/job-queue.ts, queue "layout-run"), so any server sharing the database may solve it and a run
 * whose server died is taken up again. The run row says who holds it (layout-queue.repository.ts):
 * the worker claims it with the run's current job id, beats every few seconds, and writes its end
 * only while it still holds that job. A run nobody beats for is handed to the queue again (sweep),
 * at most MAX_ATTEMPTS times, then failed; never left "running".
 *
 * A run's groups are solved one after the other in worker threads (solveInWorker), at most
 * (cores − 1) at once across the process so the event loop stays free; every group's solution is
 * proven by checkPlan (interpret) before anything is stored, and the proposed plans of a run are
 * written in one transaction at the end.
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, hostname } from "node:os";
import { type Solution, type SolveOptions, solveInWorker } from "@stoneworks/cutting";
import { LAYOUT_RUN_TRANSITIONS, layoutRunNext } from "@stoneworks/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/db.ts";
import type { Clock } from "../../lib/clock.ts";
import type { JobQueue } from "../../lib/job-queue.ts";
import {
  type GroupResult,
  InfeasiblePlanError,
  type LayoutSettings,
  unplacedReason,
} from "./layout.engine.ts";
import {
  availableSlabs,
  type BoardRow,
  boardsToLayout,
  finishRun,
  type GroupSummary,
  insertProposedPlan,
  type RunParams,
  type RunSummary,
  type SlabRow,
  setProgress,
  UNPLACED_LISTED,
  type UnplacedEntry,
} from "./layout.repository.ts";
import { runProjectIdsOf } from "./layout-projects.repository.ts";
import {
  type ClaimedRun,
  claimRun,
  heartbeat,
  lockHeldRun,
  lockStrandedRuns,
  setGroupsTotal,
  setRunJob,
} from "./layout-queue.repository.ts";
import { solveStock, stockOrder } from "./remnant-stock.ts";

export const LAYOUT_QUEUE = "layout-run";
/** Each group gets at least this much of the run's time budget. */
const MIN_GROUP_MS = 200;
/** A run is taken up at most this many times (server deaths, restarts); then it fails. */
export const MAX_ATTEMPTS = 3;
/** The holder of a run beats this often … */
const HEARTBEAT_MS = 3_000;
/** … and a run not heard of for this long is handed on. */
const STALE_MS = 15_000;
/** How often each server looks for stranded runs. */
const SWEEP_MS = 5_000;
/** A run may wait this long in the queue before it is sent again (its job lost). */
const QUEUE_WAIT_MS = 10 * 60_000;

/** A counting semaphore. */
class Slots {
  private waiting: (() => void)[] = [];
  constructor(private free: number) {}
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}

export type Solver = (
  instance: Parameters<typeof solveInWorker>[0],
  options: SolveOptions,
) => Promise<Solution>;

export interface Group {
  stone: string;
  thickness: number;
  boards: BoardRow[];
  slabs: SlabRow[];
}

export interface RunJob {
  runId: string;
  orgId: string;
  /** The run's projects, home first. */
  projectIds: string[];
  planeId: string | null;
  createdBy: string | null;
  params: RunParams;
  groups: Group[];
}

const groupKey = (stone: string, thickness: number) => `${stone}\u0000${thickness.toFixed(1)}`;

export function groupBoards(
  boards: BoardRow[],
  slabs: SlabRow[],
  stock: { preferRemnants?: boolean; rotation: "allowed" | "banned" } = { rotation: "allowed" },
): Group[] {
  const groups = new Map<string, Group>();
  for (const b of boards) {
    const key = groupKey(b.stone, b.thickness);
    let g = groups.get(key);
    if (!g) {
      g = { stone: b.stone, thickness: b.thickness, boards: [], slabs: [] };
      groups.set(key, g);
    }
    g.boards.push(b);
  }
  for (const s of slabs) groups.get(groupKey(s.stone, s.thickness))?.slabs.push(s);
  for (const g of groups.values()) g.slabs = stockOrder(g.boards, g.slabs, stock);
  return [...groups.values()];
}

/** The boards (of every project of the run) and slabs of a run, read when its worker takes it up. */
async function loadGroups(q: Queryable, run: ClaimedRun, projectIds: string[]): Promise<Group[]> {
  const boards = await boardsToLayout(q, run.org_id, projectIds, run.plane_id);
  const stones = [...new Set(boards.map((b) => b.stone))];
  const slabs = await availableSlabs(q, run.org_id, stones, run.params.slabIds);
  return groupBoards(boards, slabs, run.params);
}

class RunLost extends Error {}

/**
 * Solves the cloud-layout runs of one app (one database) from the job queue. `solver` is the
 * optimiser call (the worker thread by default; tests may replace it).
 */
export class LayoutRunner {
  solver: Solver = solveInWorker;
  /** This process, as written in the runs it holds. */
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  /** Solver threads at once (one core stays with the API): further groups wait for a slot. */
  private readonly slots = new Slots(Math.max(1, availableParallelism() - 1));
  private readonly held = new Set<Promise<void>>();
  private closing = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
  ) {}

  /** Defines the queue, starts this process's workers and the sweeper. */
  async start(concurrency = 2): Promise<void> {
    await this.jobs.define(LAYOUT_QUEUE, { expireInSeconds: 6 * 3600, retryLimit: 0 });
    await this.jobs.work<{ runId: string }>(LAYOUT_QUEUE, concurrency, (data, jobId) =>
      this.take(data.runId, jobId),
    );
    this.jobs.onStop(() => this.close());
    // PGlite: one process per database, so runs held before this start lost their server.
    await this.sweep(this.db.kind === "pglite");
    this.sweeper = setInterval(() => {
      this.sweep(false).catch((err) => this.log.error({ err }, "cloud layout: sweep failed"));
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  /** Puts a run on the queue, in the caller's transaction (a start, or a run handed on). */
  async enqueue(q: Queryable, runId: string): Promise<void> {
    const jobId = await this.jobs.send(q, LAYOUT_QUEUE, { runId });
    await setRunJob(q, runId, jobId, new Date(this.clock.now().getTime() + QUEUE_WAIT_MS));
  }

  /** After a commit that queued runs: this server's idle workers look at once. */
  wake(): void {
    this.jobs.wake(LAYOUT_QUEUE);
  }

  /**
   * Hands stranded runs (their holder silent past the deadline, or, with `previousGone`, held by any
   * earlier process) to the queue again, or fails those out of attempts. Returns how many.
   */
  async sweep(previousGone: boolean): Promise<number> {
    if (this.closing) return 0;
    const now = this.clock.now();
    const n = await this.db.tx(async (q) => {
      const stranded = await lockStrandedRuns(q, now, [this.worker], previousGone ? this.worker : undefined);
      for (const run of stranded) {
        if (run.attempts >= MAX_ATTEMPTS) {
          await finishRun(q, run.id, LAYOUT_RUN_TRANSITIONS.fail.running!, {
            error: "layout.errorInterrupted",
            now,
          });
        } else {
          await this.enqueue(q, run.id);
        }
      }
      return stranded.length;
    });
    if (n) {
      this.log.warn({ runs: n }, "cloud layout: runs without a live worker handed to the queue again");
      this.wake();
    }
    return n;
  }

  /** Resolves when this process holds no run and no queued run waits (tests). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.held.size) await Promise.allSettled([...this.held]);
      const { rows } = await this.db.query(
        "SELECT 1 FROM layout_runs WHERE status = 'running' AND job_id IS NOT NULL LIMIT 1",
      );
      if (!rows.length && !this.held.size) return;
      this.wake();
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Stops after the group being solved; the runs held are handed back to the queue. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.sweeper) clearInterval(this.sweeper);
    while (this.held.size) await Promise.allSettled([...this.held]);
  }

  /** The queue's handler: claim, beat, solve, store. */
  private async take(runId: string, jobId: string): Promise<void> {
    const now = this.clock.now();
    if (this.closing) return this.handBack(runId, jobId);
    const run = await claimRun(this.db, runId, jobId, this.worker, now, this.staleAt(now));
    if (!run) return; // finished, cancelled or handed to a newer job meanwhile
    this.log.info({ runId, attempt: run.attempts, worker: this.worker }, "cloud layout run taken up");
    if (run.attempts > MAX_ATTEMPTS) return this.fail(runId, jobId, "layout.errorInterrupted");
    let lost = false;
    const beat = setInterval(() => {
      const at = this.clock.now();
      heartbeat(this.db, runId, jobId, at, this.staleAt(at))
        .then((holds) => {
          if (!holds) lost = true;
        })
        .catch((err) => this.log.warn({ err, runId }, "cloud layout: heartbeat failed"));
    }, HEARTBEAT_MS);
    const work = this.execute(run, jobId, () => lost)
      .catch((err) => {
        if (err instanceof RunLost) return;
        this.log.error({ err, runId }, "cloud layout run crashed");
        return this.fail(runId, jobId, "layout.errorSolver");
      })
      .finally(() => clearInterval(beat));
    this.held.add(work);
    try {
      await work;
    } finally {
      this.held.delete(work);
    }
  }

  private staleAt(now: Date): Date {
    return new Date(now.getTime() + STALE_MS);
  }

  /** The server is stopping: the run goes back on the queue for another server (or the next start). */
  private async handBack(runId: string, jobId: string): Promise<void> {
    await this.db.tx(async (q) => {
      if ((await lockHeldRun(q, runId, jobId)) === "running") await this.enqueue(q, runId);
    });
  }

  private async fail(runId: string, jobId: string, error: string): Promise<void> {
    await this.db.tx(async (q) => {
      if ((await lockHeldRun(q, runId, jobId)) !== "running") return;
      await finishRun(q, runId, LAYOUT_RUN_TRANSITIONS.fail.running!, { error, now: this.clock.now() });
    });
  }

  private async execute(run: ClaimedRun, jobId: string, lost: () => boolean): Promise<void> {
    const projectIds = await runProjectIdsOf(this.db, run.id);
    if (!projectIds.length) projectIds.push(run.project_id);
    const groups = await loadGroups(this.db, run, projectIds);
    await setGroupsTotal(this.db, run.id, groups.length);
    const job: RunJob = {
      runId: run.id,
      orgId: run.org_id,
      projectIds,
      planeId: run.plane_id,
      createdBy: run.created_by,
      params: run.params,
      groups,
    };
    if (groups.length === 0) return this.fail(run.id, jobId, "layout.nothingToLayout");
    const settings: LayoutSettings = {
      kerf: job.params.kerf,
      stages: job.params.stages,
      rotation: job.params.rotation,
    };
    const budgetMs = job.params.timeLimitSeconds * 1000;
    const solvable = job.groups.filter((g) => g.slabs.length > 0);
    const boardsWithStock = solvable.reduce((a, g) => a + g.boards.length, 0);
    const results: { group: Group; result: GroupResult }[] = [];
    let done = 0;
    for (const group of job.groups) {
      if (this.closing) return this.handBack(run.id, jobId);
      if (lost()) throw new RunLost();
      let result: GroupResult;
      if (group.slabs.length === 0) {
        result = {
          slabs: [],
          unplaced: group.boards.map((b) => ({ boardId: b.id, reason: unplacedReason(b, [], settings) })),
          optimal: false,
        };
      } else {
        const groupMs = Math.max(
          MIN_GROUP_MS,
          Math.floor((budgetMs * group.boards.length) / Math.max(1, boardsWithStock)),
        );
        const release = await this.slots.acquire();
        try {
          if (this.closing) return this.handBack(run.id, jobId);
          // Remnants first (remnant-stock.ts): the remnants, then the full slabs for the boards left.
          const prefer = job.params.preferRemnants !== false;
          result = await solveStock(group.boards, group.slabs, settings, prefer, groupMs, this.solver);
        } catch (err) {
          if (err instanceof InfeasiblePlanError) {
            this.log.error(
              { runId: job.runId, violations: err.violations.slice(0, 20) },
              "cloud layout: infeasible plan refused",
            );
            return this.fail(run.id, jobId, "layout.errorInfeasible");
          }
          this.log.error({ err, runId: job.runId }, "cloud layout: optimiser failed");
          return this.fail(run.id, jobId, "layout.errorSolver");
        } finally {
          release();
        }
      }
      results.push({ group, result });
      done += 1;
      // Cancelled (discarded) meanwhile: stop without storing anything.
      if (!(await setProgress(this.db, job.runId, done))) return;
    }
    const summary = summarise(results);
    await this.db.tx(async (q) => {
      // Cancelled or handed to another job meanwhile: the table has no finish from any other state.
      if (!layoutRunNext((await lockHeldRun(q, job.runId, jobId)) ?? "", "finish")) return;
      const now = this.clock.now();
      await storeProposals(q, job, results, now);
      await finishRun(q, job.runId, LAYOUT_RUN_TRANSITIONS.finish.running!, {
        summary,
        groupsDone: done,
        now,
      });
    });
  }
}

/**
 * The project a slab's plan is filed under when its boards come from several projects: the one with
 * the most board area on the slab; a tie goes to the project listed first in the run.
 */
function mainProject(
  boards: { projectId: string; length: number; width: number }[],
  projectIds: string[],
): string {
  const area = new Map<string, number>();
  for (const b of boards) area.set(b.projectId, (area.get(b.projectId) ?? 0) + b.length * b.width);
  let best = projectIds[0]!;
  let bestArea = -1;
  for (const id of [...projectIds, ...area.keys()]) {
    const a = area.get(id) ?? 0;
    if (a > bestArea) {
      best = id;
      bestArea = a;
    }
  }
  return best;
}

/**
 * Writes each slab of a finished run as a proposed cloud plan, filed under its main project
 * (`mainProject`), with a plane when all its boards share one.
 */
export async function storeProposals(
  q: Queryable,
  job: Pick<RunJob, "runId" | "orgId" | "projectIds" | "planeId" | "createdBy" | "params">,
  results: { group: Group; result: GroupResult }[],
  now: Date,
): Promise<void> {
  for (const { group, result } of results) {
    const byId = new Map(group.boards.map((b) => [b.id, b]));
    for (const slab of result.slabs) {
      const boards = slab.boards.map((b) => byId.get(b.boardId)!);
      const planes = new Set(boards.map((b) => b.planeId));
      await insertProposedPlan(q, {
        orgId: job.orgId,
        projectId: mainProject(boards, job.projectIds),
        planeId: job.planeId ?? (planes.size === 1 ? ([...planes][0] ?? null) : null),
        runId: job.runId,
        kerf: job.params.kerf,
        stages: job.params.stages,
        createdBy: job.createdBy,
        now,
        slab,
      });
    }
  }
}

export function summarise(results: { group: Group; result: GroupResult }[]): RunSummary {
  const groups: GroupSummary[] = [];
  const unplaced: UnplacedEntry[] = [];
  let boardsUnplaced = 0;
  for (const { group, result } of results) {
    const byId = new Map(group.boards.map((b) => [b.id, b]));
    const boardArea = result.slabs.reduce((a, s) => a + s.usedArea, 0);
    const slabArea = result.slabs.reduce((a, s) => a + s.slabArea, 0);
    groups.push({
      stone: group.stone,
      thickness: group.thickness,
      boards: group.boards.length,
      placed: group.boards.length - result.unplaced.length,
      slabsAvailable: group.slabs.length,
      slabsUsed: result.slabs.length,
      boardArea,
      slabArea,
      yield: slabArea > 0 ? boardArea / slabArea : 0,
      optimal: result.optimal,
    });
    boardsUnplaced += result.unplaced.length;
    for (const u of result.unplaced) {
      if (unplaced.length >= UNPLACED_LISTED) break;
      const b = byId.get(u.boardId)!;
      unplaced.push({
        boardId: b.id,
        code: b.code,
        projectId: b.projectId,
        planeId: b.planeId,
        stone: b.stone,
        thickness: b.thickness,
        length: b.length,
        width: b.width,
        reason: u.reason,
      });
    }
  }
  const sum = (f: (g: GroupSummary) => number) => groups.reduce((a, g) => a + f(g), 0);
  const boardArea = sum((g) => g.boardArea);
  const slabArea = sum((g) => g.slabArea);
  return {
    boardsTotal: sum((g) => g.boards),
    boardsPlaced: sum((g) => g.placed),
    boardsUnplaced,
    slabsAvailable: sum((g) => g.slabsAvailable),
    slabsUsed: sum((g) => g.slabsUsed),
    boardArea,
    slabArea,
    yield: slabArea > 0 ? boardArea / slabArea : 0,
    groups,
    unplaced,
  };
}

/**
 * The runner of each app, by its database: registered by the layout worker
 * (workers/layout.worker.ts), found by the services that queue a run and by tests (to wait or swap
 * the solver).
 */
export const layoutRunners = new WeakMap<Db, LayoutRunner>();

/** The runner the layout worker started for this database. */
export function runnerOf(db: Db): LayoutRunner {
  const runner = layoutRunners.get(db);
  if (!runner) throw new Error("cloud layout: no runner started for this database (startLayoutWorker)");
  return runner;
}
