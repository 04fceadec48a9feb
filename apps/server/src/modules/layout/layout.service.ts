/**
 * Cloud layout (docs/api-layout.md). A run is started in one transaction (state checks, one running
 * run per project, earlier proposals discarded, boards and slabs read) and then solved in the
 * background, one (stone, thickness) group at a time in a worker thread (solveInWorker), so the
 * event loop stays free. Every group's solution is proven feasible by checkPlan before anything is
 * stored; the proposed plans of a run are written in one transaction at the end.
 */
import { availableParallelism } from "node:os";
import { type Solution, type SolveOptions, solveInWorker } from "@stoneworks/cutting";
import {
  CLOUD_LAYOUT_DEFAULT_KERF,
  CLOUD_LAYOUT_DEFAULT_STAGES,
  type CloudLayoutRunInput,
  Code,
  KERF_MAX_MM,
  KERF_MIN_MM,
  type Lang,
  translate,
} from "@stoneworks/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/db.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { acceptProposedPlan } from "../inventory/cutting-plan.service.ts";
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
  activeRun,
  availableSlabs,
  type BoardRow,
  boardsToLayout,
  deleteProposals,
  expireStaleRuns,
  extendDeadline,
  finishRun,
  type GroupSummary,
  getProject,
  getRun,
  insertProposedPlan,
  insertRun,
  openDoneRuns,
  planeInProject,
  type RunParams,
  type RunRow,
  type RunSummary,
  runPlanBoards,
  runPlans,
  type SlabRow,
  setProgress,
  setRunStatus,
  slabsByIds,
  UNPLACED_LISTED,
  type UnplacedEntry,
} from "./layout.repository.ts";

/** Review states in which a project may be laid out (and its layout accepted). */
export const LAYOUT_OPEN_STATES = ["pending", "reviewed"];
/** Each group gets at least this much of the run's time budget. */
const MIN_GROUP_MS = 200;
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

export interface Caller {
  orgId: string;
  userId: string;
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

interface RunJob {
  runId: string;
  orgId: string;
  projectId: string;
  planeId: string | null;
  createdBy: string;
  params: RunParams;
  groups: Group[];
}

const groupKey = (stone: string, thickness: number) => `${stone}\u0000${thickness.toFixed(1)}`;

export function projectDefaults(settings: Record<string, unknown> | null): { kerf: number; stages: 2 | 3 } {
  const kerf = Number(settings?.kerf);
  const stages = Number(settings?.stages);
  return {
    kerf:
      Number.isInteger(kerf) && kerf >= KERF_MIN_MM && kerf <= KERF_MAX_MM ? kerf : CLOUD_LAYOUT_DEFAULT_KERF,
    stages: stages === 2 || stages === 3 ? stages : (CLOUD_LAYOUT_DEFAULT_STAGES as 3),
  };
}

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

const invalidState = (from: string, action: string, msgKey: string) =>
  new AppError(Code.InvalidState, { msgKey, data: { from, action } });

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
    await finishRun(this.db, runId, "failed", { error, now: this.clock.now() });
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
      const run = await q.query<{ status: string }>(
        "SELECT status FROM layout_runs WHERE id = $1 FOR UPDATE",
        [job.runId],
      );
      if (run.rows[0]?.status !== "running") return;
      const now = this.clock.now();
      await storeProposals(q, job, results, now);
      await finishRun(q, job.runId, "done", { summary, groupsDone: done, now });
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

/** POST layout/run: checks, records the run, discards earlier proposals; the runner solves it afterwards. */
export async function startRun(
  db: Db,
  runner: LayoutRunner,
  caller: Caller,
  body: CloudLayoutRunInput & { rotation: "allowed" | "banned"; timeLimitSeconds: number },
  now: Date,
): Promise<{ runId: string; status: "running"; groupsTotal: number }> {
  const job = await db
    .tx(async (q) => {
      const project = await getProject(q, caller.orgId, body.projectId, true);
      if (!project) throw notFound();
      const planeId = body.planeId ?? null;
      if (planeId && !(await planeInProject(q, caller.orgId, project.id, planeId))) throw notFound();
      if (!LAYOUT_OPEN_STATES.includes(project.review_status))
        throw invalidState(project.review_status, "cloudLayout", "layout.projectNotOpen");
      await expireStaleRuns(q, project.id, now);
      const running = await q.query(
        "SELECT 1 FROM layout_runs WHERE project_id = $1 AND status = 'running'",
        [project.id],
      );
      if (running.rows.length) throw invalidState("running", "cloudLayout", "layout.runInProgress");

      const slabIds = body.slabIds ? [...new Set(body.slabIds)] : null;
      if (slabIds) {
        const chosen = await slabsByIds(q, caller.orgId, slabIds);
        if (chosen.length !== slabIds.length) throw notFound();
        const unavailable = chosen.find((s) => s.status !== "toPick" || s.exception || s.planned);
        if (unavailable)
          throw new AppError(Code.InvalidState, {
            msgKey: "layout.slabUnavailable",
            params: { slab: unavailable.barcode },
            data: { from: unavailable.status, action: "cloudLayout", slabId: unavailable.id },
          });
      }
      const boards = await boardsToLayout(q, caller.orgId, project.id, planeId);
      if (boards.length === 0)
        throw invalidState(project.review_status, "cloudLayout", "layout.nothingToLayout");

      // A new run replaces the proposals of earlier ones (re-run with other settings).
      for (const old of await openDoneRuns(q, project.id)) await discardDone(q, caller, old, now, "rerun");

      const defaults = projectDefaults(project.settings);
      const params: RunParams = {
        kerf: body.kerf ?? defaults.kerf,
        stages: body.stages ?? defaults.stages,
        rotation: body.rotation,
        slabIds,
        timeLimitSeconds: body.timeLimitSeconds,
      };
      const stones = [...new Set(boards.map((b) => b.stone))];
      const slabs = await availableSlabs(q, caller.orgId, stones, slabIds);
      const groups = groupBoards(boards, slabs);
      // Generous: the budget, worker start-up per group, and a margin; past it a 'running' run was interrupted.
      const deadline = new Date(
        now.getTime() +
          Math.max(params.timeLimitSeconds * 1000, groups.length * MIN_GROUP_MS) +
          groups.length * 10_000 +
          120_000,
      );
      let runId: string;
      try {
        runId = await insertRun(q, {
          orgId: caller.orgId,
          projectId: project.id,
          planeId,
          groupsTotal: groups.length,
          params,
          createdBy: caller.userId,
          now,
          deadline,
        });
      } catch (err) {
        // A concurrent start won the one-running-run index.
        if ((err as { code?: string }).code === "23505")
          throw invalidState("running", "cloudLayout", "layout.runInProgress");
        throw err;
      }
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "run",
        to: "running",
        detail: { projectId: project.id, planeId, boards: boards.length, groups: groups.length, ...params },
        at: now,
      });
      return {
        runId,
        orgId: caller.orgId,
        projectId: project.id,
        planeId,
        createdBy: caller.userId,
        params,
        groups,
      } satisfies RunJob;
    })
    .catch((err) => {
      // Two starts at once on PostgreSQL: the loser may fail on the unique index at commit time.
      if ((err as { code?: string }).code === "23505")
        throw invalidState("running", "cloudLayout", "layout.runInProgress");
      throw err;
    });
  runner.start(job);
  return { runId: job.runId, status: "running", groupsTotal: job.groups.length };
}

async function discardDone(
  q: Queryable,
  caller: Caller,
  runId: string,
  now: Date,
  reason: string,
): Promise<void> {
  const plans = await deleteProposals(q, runId);
  await setRunStatus(q, runId, "discarded", now);
  await writeAudit(q, {
    orgId: caller.orgId,
    actorUserId: caller.userId,
    entity: "layoutRun",
    entityId: runId,
    action: "discard",
    from: "done",
    to: "discarded",
    detail: { plans, reason },
    at: now,
  });
}

/** Progress estimate (0..100): groups done, or the time spent against the budget, whichever is further. */
function progressOf(r: RunRow, now: Date): number {
  if (r.status !== "running") return r.status === "done" || r.status === "accepted" ? 100 : 0;
  const byGroups = r.groups_total ? r.groups_done / r.groups_total : 0;
  const expected = r.params.timeLimitSeconds * 1000 + r.groups_total * 500;
  const byTime = Math.min(0.95, (now.getTime() - r.created_at.getTime()) / expected);
  return Math.min(99, Math.floor(100 * Math.max(byGroups, byTime)));
}

export function runView(r: RunRow, lang: Lang, now: Date) {
  return {
    runId: r.id,
    projectId: r.project_id,
    planeId: r.plane_id,
    status: r.status,
    groupsDone: r.groups_done,
    groupsTotal: r.groups_total,
    progress: progressOf(r, now),
    params: r.params,
    summary: r.summary,
    errorKey: r.error,
    error: r.error ? translate(lang, r.error) : null,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
  };
}

/** A run of the caller's enterprise, with an interrupted one (past its deadline) shown as failed. */
export async function readRun(db: Db, orgId: string, runId: string, now: Date): Promise<RunRow> {
  let run = await getRun(db, orgId, runId);
  if (!run) throw notFound();
  if (run.status === "running" && run.deadline_at < now) {
    await expireStaleRuns(db, run.project_id, now);
    run = (await getRun(db, orgId, runId))!;
  }
  return run;
}

export async function proposals(db: Db, orgId: string, runId: string) {
  const run = await getRun(db, orgId, runId);
  if (!run) throw notFound();
  const plans = await runPlans(db, orgId, runId);
  const boards = await runPlanBoards(db, runId);
  const slabs = new Map(
    (
      await slabsByIds(
        db,
        orgId,
        plans.map((p) => p.slab_id),
      )
    ).map((s) => [s.id, s]),
  );
  const byPlan = new Map<string, typeof boards>();
  for (const b of boards) {
    const list = byPlan.get(b.plan_id) ?? [];
    list.push(b);
    byPlan.set(b.plan_id, list);
  }
  return {
    runId: run.id,
    status: run.status,
    kerf: run.params.kerf,
    stages: run.params.stages,
    plans: plans.map((p) => {
      const s = slabs.get(p.slab_id)!;
      const slabArea = s.length * s.width;
      return {
        planId: p.id,
        status: p.status,
        slabId: s.id,
        blockNo: s.blockNo,
        bundleNo: s.bundleNo,
        slabNo: s.slabNo,
        barcode: s.barcode,
        stone: s.stone,
        thickness: s.thickness,
        length: s.length,
        width: s.width,
        defects: s.defects,
        planeId: p.plane_id,
        kerf: p.kerf,
        stages: p.stages,
        usedArea: p.used_area,
        slabArea,
        yield: slabArea > 0 ? p.used_area / slabArea : 0,
        cutTree: p.cut_tree,
        boards: (byPlan.get(p.id) ?? []).map((b) => ({
          boardId: b.board_id,
          code: b.code,
          planeId: b.plane_id,
          length: b.length,
          width: b.width,
          x: b.x,
          y: b.y,
          w: b.w,
          h: b.h,
          rotated: b.rotated,
        })),
      };
    }),
  };
}

/** POST layout/accept: every proposed plan of a done run becomes its slab's accepted plan, or none does. */
export async function acceptRun(db: Db, caller: Caller, runId: string, now: Date, lang: Lang) {
  try {
    return await db.tx(async (q) => {
      // Project first, then run: the lock order of layout/run (no deadlock between the two).
      const seen = await getRun(q, caller.orgId, runId);
      if (!seen) throw notFound();
      const project = await getProject(q, caller.orgId, seen.project_id, true);
      if (!project) throw notFound();
      const run = (await getRun(q, caller.orgId, runId, true))!;
      if (run.status !== "done") throw invalidState(run.status, "accept", "layout.runNotDone");
      if (!LAYOUT_OPEN_STATES.includes(project.review_status))
        throw invalidState(project.review_status, "accept", "layout.projectNotOpen");
      const plans = await runPlans(q, caller.orgId, runId);
      const slabs = await slabsByIds(
        q,
        caller.orgId,
        plans.map((p) => p.slab_id),
        true,
      );
      const boards = await runPlanBoards(q, runId, true);
      const takenSlabs = slabs
        .filter((s) => s.status !== "toPick" || s.exception || s.planned)
        .map((s) => s.barcode);
      const takenBoards = boards.filter((b) => b.current_plan_id !== null).map((b) => b.code);
      if (takenSlabs.length || takenBoards.length) {
        const items = [...takenSlabs, ...takenBoards];
        throw new AppError(Code.Conflict, {
          msgKey: "layout.acceptConflict",
          params: { items: items.slice(0, 10).join(", ") + (items.length > 10 ? " …" : "") },
          data: { slabs: takenSlabs, boards: takenBoards },
        });
      }
      // The inventory module's one way of storing an accepted plan (same checks as manual layout,
      // board links, slab version and history).
      for (const p of plans)
        await acceptProposedPlan(q, { orgId: caller.orgId, userId: caller.userId, planId: p.id, now, lang });
      const accepted = plans.length;
      await setRunStatus(q, runId, "accepted", now);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "accept",
        from: "done",
        to: "accepted",
        detail: { projectId: run.project_id, plans: accepted, boards: boards.length },
        at: now,
      });
      return { plans: accepted, boards: boards.length };
    });
  } catch (err) {
    // Another plan for one of the slabs was accepted at the same moment (one accepted plan per slab).
    if ((err as { code?: string }).code === "23505")
      throw new AppError(Code.Conflict, {
        msgKey: "layout.acceptConflict",
        params: { items: "" },
        data: null,
      });
    throw err;
  }
}

/** POST layout/discard: a done run's proposals are deleted; a running run is cancelled. */
export async function discardRun(db: Db, caller: Caller, runId: string, now: Date) {
  return db.tx(async (q) => {
    const run = await getRun(q, caller.orgId, runId, true);
    if (!run) throw notFound();
    if (run.status === "done") return discardDone(q, caller, runId, now, "user");
    if (run.status === "running") {
      await setRunStatus(q, runId, "cancelled", now);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "discard",
        from: "running",
        to: "cancelled",
        at: now,
      });
      return;
    }
    throw invalidState(run.status, "discard", "layout.runClosed");
  });
}

/** POST layout/overview: what the dialog needs before a run (defaults, groups against stock, open run). */
export async function overview(
  db: Db,
  orgId: string,
  projectId: string,
  planeId: string | null,
  lang: Lang,
  now: Date,
) {
  const project = await getProject(db, orgId, projectId);
  if (!project) throw notFound();
  if (planeId && !(await planeInProject(db, orgId, projectId, planeId))) throw notFound();
  await expireStaleRuns(db, projectId, now);
  const boards = await boardsToLayout(db, orgId, projectId, planeId);
  const slabs = await availableSlabs(db, orgId, [...new Set(boards.map((b) => b.stone))], null);
  const groups = groupBoards(boards, slabs);
  const run = await activeRun(db, orgId, projectId);
  return {
    projectId,
    planeId,
    reviewStatus: project.review_status,
    layoutMode: project.layout_mode,
    canRun: LAYOUT_OPEN_STATES.includes(project.review_status),
    defaults: projectDefaults(project.settings),
    boardsToLayout: boards.length,
    groups: groups.map((g) => ({
      stone: g.stone,
      thickness: g.thickness,
      boards: g.boards.length,
      boardArea: g.boards.reduce((a, b) => a + b.length * b.width, 0),
      slabArea: g.slabs.reduce((a, s) => a + s.length * s.width, 0),
      slabs: g.slabs.map((s) => ({
        slabId: s.id,
        blockNo: s.blockNo,
        bundleNo: s.bundleNo,
        slabNo: s.slabNo,
        barcode: s.barcode,
        length: s.length,
        width: s.width,
        defects: s.defects.length,
      })),
    })),
    activeRun: run ? runView(run, lang, now) : null,
  };
}
