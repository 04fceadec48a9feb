/**
 * The background side of cloud layout (docs/api-layout.md): a run's groups are solved one after the
 * other in worker threads (solveInWorker), at most (cores − 1) at once across the app so the event
 * loop stays free; every group's solution is proven by checkPlan (interpret) before anything is
 * stored, and the proposed plans of a run are written in one transaction at the end.
 */
import { availableParallelism } from "node:os";
import { type Solution, type SolveOptions, solveInWorker } from "@stoneworks/cutting";
import { LAYOUT_RUN_TRANSITIONS, layoutRunNext } from "@stoneworks/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/db.ts";
import type { Clock } from "../../lib/clock.ts";
import {
  buildInstance,
  type GroupResult,
  InfeasiblePlanError,
  interpret,
  type LayoutSettings,
  solveOptions,
  unplacedReason,
} from "./layout.engine.ts";
import {
  type BoardRow,
  extendDeadline,
  finishRun,
  type GroupSummary,
  insertProposedPlan,
  lockRun,
  type RunParams,
  type RunSummary,
  type SlabRow,
  setProgress,
  UNPLACED_LISTED,
  type UnplacedEntry,
} from "./layout.repository.ts";

/** Each group gets at least this much of the run's time budget. */
export const MIN_GROUP_MS = 200;
/** Past a group's budget plus this, a run still 'running' was interrupted (worker start-up, storing). */
const GROUP_MARGIN_MS = 120_000;

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
  projectId: string;
  planeId: string | null;
  createdBy: string;
  params: RunParams;
  groups: Group[];
}

const groupKey = (stone: string, thickness: number) => `${stone}\u0000${thickness.toFixed(1)}`;

export function groupBoards(boards: BoardRow[], slabs: SlabRow[]): Group[] {
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
  return [...groups.values()];
}

/**
 * Runs the background jobs of one app (one database). `solver` is the optimiser call (the worker
 * thread by default; tests may replace it).
 */
export class LayoutRunner {
  solver: Solver = solveInWorker;
  /** Solver threads at once (one core stays with the API): further groups wait for a slot. */
  private readonly slots = new Slots(Math.max(1, availableParallelism() - 1));
  private readonly jobs = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(job: RunJob): void {
    const p: Promise<void> = this.execute(job)
      .catch((err) => this.log.error({ err, runId: job.runId }, "cloud layout run crashed"))
      .finally(() => this.jobs.delete(p));
    this.jobs.add(p);
  }

  /** Resolves when no run is being solved (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.jobs.size) await Promise.allSettled([...this.jobs]);
  }

  /** Stops after the group being solved; the interrupted runs are marked failed. */
  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  private async fail(runId: string, error: string): Promise<void> {
    await finishRun(this.db, runId, LAYOUT_RUN_TRANSITIONS.fail.running!, { error, now: this.clock.now() });
  }

  private async execute(job: RunJob): Promise<void> {
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
      if (this.closing) return this.fail(job.runId, "layout.errorInterrupted");
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
        const instance = buildInstance(group.boards, group.slabs, settings);
        const release = await this.slots.acquire();
        try {
          if (this.closing) return this.fail(job.runId, "layout.errorInterrupted");
          // Waiting for a solver slot does not count against the run: its deadline moves on.
          await extendDeadline(
            this.db,
            job.runId,
            new Date(this.clock.now().getTime() + groupMs + GROUP_MARGIN_MS),
          );
          const solution = await this.solver(instance.instance, solveOptions(settings, groupMs));
          result = interpret(instance, group.boards, group.slabs, settings, solution);
        } catch (err) {
          if (err instanceof InfeasiblePlanError) {
            this.log.error(
              { runId: job.runId, violations: err.violations.slice(0, 20) },
              "cloud layout: infeasible plan refused",
            );
            return this.fail(job.runId, "layout.errorInfeasible");
          }
          this.log.error({ err, runId: job.runId }, "cloud layout: optimiser failed");
          return this.fail(job.runId, "layout.errorSolver");
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
      // Cancelled meanwhile: the table has no finish from any other state.
      if (!layoutRunNext((await lockRun(q, job.runId)) ?? "", "finish")) return;
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

/** Writes each slab of a finished run as a proposed cloud plan (one plane when all its boards share one). */
export async function storeProposals(
  q: Queryable,
  job: Pick<RunJob, "runId" | "orgId" | "projectId" | "planeId" | "createdBy" | "params">,
  results: { group: Group; result: GroupResult }[],
  now: Date,
): Promise<void> {
  for (const { group, result } of results) {
    const planeOf = new Map(group.boards.map((b) => [b.id, b.planeId]));
    for (const slab of result.slabs) {
      const planes = new Set(slab.boards.map((b) => planeOf.get(b.boardId)));
      await insertProposedPlan(q, {
        orgId: job.orgId,
        projectId: job.projectId,
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
