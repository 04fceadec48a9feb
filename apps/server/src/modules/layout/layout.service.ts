/**
 * Cloud layout (docs/api-layout.md), the requests: a run is started in one transaction (state checks,
 * one running run per project, earlier proposals discarded, boards and slabs read) and handed to the
 * LayoutRunner (layout-runner.ts) to solve in the background; accept and discard follow
 * LAYOUT_RUN_TRANSITIONS (shared).
 */
import {
  CLOUD_LAYOUT_DEFAULT_KERF,
  CLOUD_LAYOUT_DEFAULT_STAGES,
  CLOUD_LAYOUT_PROJECT_STATES,
  type CloudLayoutRunInput,
  Code,
  KERF_MAX_MM,
  KERF_MIN_MM,
  type LayoutAccepted,
  type LayoutRunStarted,
  layoutRunNext,
  runProjectIds,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { acceptProposedPlan } from "../inventory/cutting-plan.service.ts";
import {
  availableSlabs,
  boardsToLayout,
  deleteProposals,
  getRun,
  insertRun,
  openDoneRuns,
  planeInProject,
  type RunParams,
  runPlanBoards,
  runPlans,
  setRunStatus,
  slabsByIds,
} from "./layout.repository.ts";
import {
  busyProject,
  getProjects,
  insertRunProjects,
  type RunProjectRow,
  runProjectIdsOf,
} from "./layout-projects.repository.ts";
import { groupBoards, runnerOf } from "./layout-runner.ts";

/** Whether a project in this review state may be laid out (and its layout accepted). */
export const projectOpen = (status: string) =>
  (CLOUD_LAYOUT_PROJECT_STATES as readonly string[]).includes(status);

const invalidState = (from: string, action: string, msgKey: string) =>
  new AppError(Code.InvalidState, { msgKey, data: { from, action } });

export function projectDefaults(settings: Record<string, unknown> | null): { kerf: number; stages: 2 | 3 } {
  const kerf = Number(settings?.kerf);
  const stages = Number(settings?.stages);
  return {
    kerf:
      Number.isInteger(kerf) && kerf >= KERF_MIN_MM && kerf <= KERF_MAX_MM ? kerf : CLOUD_LAYOUT_DEFAULT_KERF,
    stages: stages === 2 || stages === 3 ? stages : (CLOUD_LAYOUT_DEFAULT_STAGES as 3),
  };
}

/** A project of a run, named in messages as "no. name". */
const projectLabel = (p: RunProjectRow) => `${p.project_no} ${p.name}`.trim();

/** 1003: a run of `project` is running (the old message when it is the run's only project). */
function busyError(project: RunProjectRow, only: boolean): AppError {
  return new AppError(Code.InvalidState, {
    msgKey: only ? "layout.runInProgress" : "layout.projectBusy",
    params: { project: projectLabel(project) },
    data: { from: "running", action: "cloudLayout", projectId: project.id },
  });
}

/**
 * The projects of a run, locked in id order, returned in the order asked (home first); each of the
 * enterprise, else 1002.
 */
async function lockRunProjects(q: Queryable, orgId: string, ids: string[]): Promise<RunProjectRow[]> {
  const found = new Map((await getProjects(q, orgId, ids, true)).map((p) => [p.id, p]));
  if (found.size !== ids.length) throw notFound();
  return ids.map((id) => found.get(id)!);
}

/** Every project open to cloud layout, else 1003 (naming the project when there are several). */
function assertOpen(projects: RunProjectRow[], action: "cloudLayout" | "accept"): void {
  const closed = projects.find((p) => !projectOpen(p.review_status));
  if (closed)
    throw new AppError(Code.InvalidState, {
      msgKey: projects.length > 1 ? "layout.projectNotOpenNamed" : "layout.projectNotOpen",
      params: { project: projectLabel(closed) },
      data: { from: closed.review_status, action, projectId: closed.id },
    });
}

/** POST layout/run: checks, records the run, discards earlier proposals; the runner solves it afterwards. */
export async function startRun(
  ctx: MemberCtx,
  body: CloudLayoutRunInput & { rotation: "allowed" | "banned"; timeLimitSeconds: number },
): Promise<LayoutRunStarted> {
  const { db, actor: caller } = ctx;
  const now = ctx.clock.now();
  const runner = runnerOf(db);
  const ids = runProjectIds(body);
  let projects: RunProjectRow[] = [];
  // The project whose running-run index entry was being written (a concurrent start won it).
  let writing: string | null = null;
  const lost = (err: unknown) => {
    if ((err as { code?: string }).code !== "23505") return err;
    const busy = projects.find((p) => p.id === writing) ?? projects[0];
    return busy ? busyError(busy, projects.length === 1) : err;
  };
  const started = await db
    .tx(async (q) => {
      projects = await lockRunProjects(q, caller.orgId, ids);
      const home = projects[0]!;
      const planeId = body.planeId ?? null;
      if (planeId && !(await planeInProject(q, caller.orgId, home.id, planeId))) throw notFound();
      assertOpen(projects, "cloudLayout");
      const busy = await busyProject(q, ids);
      if (busy) throw busyError(projects.find((p) => p.id === busy)!, projects.length === 1);

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
      const boards = await boardsToLayout(q, caller.orgId, ids, planeId);
      if (boards.length === 0)
        throw invalidState(home.review_status, "cloudLayout", "layout.nothingToLayout");

      // A new run replaces the proposals of earlier ones sharing a project (re-run with other settings).
      for (const old of await openDoneRuns(q, ids)) await discardDone(q, caller, old, now, "rerun");

      const defaults = projectDefaults(home.settings);
      const params: RunParams = {
        kerf: body.kerf ?? defaults.kerf,
        stages: body.stages ?? defaults.stages,
        rotation: body.rotation,
        slabIds,
        timeLimitSeconds: body.timeLimitSeconds,
        preferRemnants: body.preferRemnants ?? true,
      };
      const stones = [...new Set(boards.map((b) => b.stone))];
      const slabs = await availableSlabs(q, caller.orgId, stones, slabIds);
      const groups = groupBoards(boards, slabs, params);
      writing = home.id;
      let runId: string;
      try {
        runId = await insertRun(q, {
          orgId: caller.orgId,
          projectId: home.id,
          planeId,
          groupsTotal: groups.length,
          params,
          createdBy: caller.userId,
          now,
          deadline: now,
        });
        await insertRunProjects(q, runId, caller.orgId, ids.slice(1), (id) => {
          writing = id;
        });
      } catch (err) {
        // A concurrent start won the one-running-run index of that project.
        throw lost(err);
      }
      // On the queue in this transaction: the run exists exactly when its job does.
      await runner.enqueue(q, runId);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "run",
        to: "running",
        detail: {
          projectId: home.id,
          projectIds: ids,
          planeId,
          boards: boards.length,
          groups: groups.length,
          ...params,
        },
        at: now,
      });
      return { runId, groupsTotal: groups.length };
    })
    .catch((err) => {
      // Two starts at once on PostgreSQL: the loser may fail on the unique index at commit time.
      throw lost(err);
    });
  runner.wake();
  return { runId: started.runId, status: "running", groupsTotal: started.groupsTotal };
}

/** A done run's proposals deleted: by the user (`discard`) or by a new run of the project (`rerun`). */
async function discardDone(
  q: Queryable,
  caller: MemberActor,
  runId: string,
  now: Date,
  action: "discard" | "rerun",
): Promise<void> {
  const reason = action === "rerun" ? "rerun" : "user";
  const to = layoutRunNext("done", action)!;
  const plans = await deleteProposals(q, runId);
  await setRunStatus(q, runId, to, now);
  await writeAudit(q, {
    orgId: caller.orgId,
    actorUserId: caller.userId,
    entity: "layoutRun",
    entityId: runId,
    action: "discard",
    from: "done",
    to,
    detail: { plans, reason },
    at: now,
  });
}

/** A placed board still has the size it was placed with (either way round). */
const sameSize = (b: { length: number; width: number; w: number; h: number }) =>
  (b.w === b.length && b.h === b.width) || (b.w === b.width && b.h === b.length);

/** POST layout/accept: every proposed plan of a done run becomes its slab's accepted plan, or none does. */
export async function acceptRun(ctx: MemberCtx, runId: string): Promise<LayoutAccepted> {
  const { db, actor: caller, lang } = ctx;
  const now = ctx.clock.now();
  try {
    return await db.tx(async (q) => {
      // Projects (in id order) first, then run: the lock order of layout/run (no deadlock between them).
      const seen = await getRun(q, caller.orgId, runId);
      if (!seen) throw notFound();
      const projectIds = await runProjectIdsOf(q, runId);
      const projects = await lockRunProjects(q, caller.orgId, projectIds);
      const run = (await getRun(q, caller.orgId, runId, true))!;
      const to = layoutRunNext(run.status, "accept");
      if (!to) throw invalidState(run.status, "accept", "layout.runNotDone");
      assertOpen(projects, "accept");
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
      // A board of any of the run's projects that got a plan, left cloud layout (status, cutting
      // method) or changed size since the run: the whole acceptance is refused.
      const takenBoards = boards
        .filter((b) => b.current_plan_id !== null || !b.layable || !sameSize(b))
        .map((b) => b.code);
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
        await acceptProposedPlan(q, {
          orgId: caller.orgId,
          userId: caller.userId,
          planId: p.id,
          projectIds,
          now,
          lang,
        });
      const accepted = plans.length;
      await setRunStatus(q, runId, to, now);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "accept",
        from: run.status,
        to,
        detail: { projectId: run.project_id, projectIds, plans: accepted, boards: boards.length },
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
export async function discardRun(ctx: MemberCtx, runId: string): Promise<void> {
  const caller = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const run = await getRun(q, caller.orgId, runId, true);
    if (!run) throw notFound();
    const to = layoutRunNext(run.status, "discard");
    if (!to) throw invalidState(run.status, "discard", "layout.runClosed");
    if (run.status === "done") return discardDone(q, caller, runId, now, "discard");
    await setRunStatus(q, runId, to, now);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "layoutRun",
      entityId: runId,
      action: "discard",
      from: run.status,
      to,
      at: now,
    });
  });
}
