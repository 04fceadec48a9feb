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
  type Lang,
  type LayoutAccepted,
  type LayoutOverview,
  type LayoutProposals,
  type LayoutRun,
  type LayoutRunPage,
  type LayoutRunStarted,
  layoutRunNext,
  translate,
} from "@stoneworks/shared";
import type { Db, Queryable } from "../../db/db.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import type { Caller } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { acceptProposedPlan } from "../inventory/cutting-plan.service.ts";
import {
  activeRun,
  availableSlabs,
  boardsToLayout,
  deleteProposals,
  getProject,
  getRun,
  hasRunningRun,
  insertRun,
  openDoneRuns,
  pageRuns,
  planeInProject,
  type RunParams,
  type RunRow,
  runPlanBoards,
  runPlans,
  setRunStatus,
  slabsByIds,
} from "./layout.repository.ts";
import { groupBoards, type LayoutRunner } from "./layout-runner.ts";

/** Whether a project in this review state may be laid out (and its layout accepted). */
const projectOpen = (status: string) => (CLOUD_LAYOUT_PROJECT_STATES as readonly string[]).includes(status);

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

/** POST layout/run: checks, records the run, discards earlier proposals; the runner solves it afterwards. */
export async function startRun(
  db: Db,
  runner: LayoutRunner,
  caller: Caller,
  body: CloudLayoutRunInput & { rotation: "allowed" | "banned"; timeLimitSeconds: number },
  now: Date,
): Promise<LayoutRunStarted> {
  const started = await db
    .tx(async (q) => {
      const project = await getProject(q, caller.orgId, body.projectId, true);
      if (!project) throw notFound();
      const planeId = body.planeId ?? null;
      if (planeId && !(await planeInProject(q, caller.orgId, project.id, planeId))) throw notFound();
      if (!projectOpen(project.review_status))
        throw invalidState(project.review_status, "cloudLayout", "layout.projectNotOpen");
      if (await hasRunningRun(q, project.id))
        throw invalidState("running", "cloudLayout", "layout.runInProgress");

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
          deadline: now,
        });
      } catch (err) {
        // A concurrent start won the one-running-run index.
        if ((err as { code?: string }).code === "23505")
          throw invalidState("running", "cloudLayout", "layout.runInProgress");
        throw err;
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
        detail: { projectId: project.id, planeId, boards: boards.length, groups: groups.length, ...params },
        at: now,
      });
      return { runId, groupsTotal: groups.length };
    })
    .catch((err) => {
      // Two starts at once on PostgreSQL: the loser may fail on the unique index at commit time.
      if ((err as { code?: string }).code === "23505")
        throw invalidState("running", "cloudLayout", "layout.runInProgress");
      throw err;
    });
  runner.wake();
  return { runId: started.runId, status: "running", groupsTotal: started.groupsTotal };
}

/** A done run's proposals deleted: by the user (`discard`) or by a new run of the project (`rerun`). */
async function discardDone(
  q: Queryable,
  caller: Caller,
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

/** Progress estimate (0..100): groups done, or the time spent against the budget, whichever is further. */
function progressOf(r: RunRow, now: Date): number {
  if (r.status !== "running") return r.status === "done" || r.status === "accepted" ? 100 : 0;
  const byGroups = r.groups_total ? r.groups_done / r.groups_total : 0;
  const expected = r.params.timeLimitSeconds * 1000 + r.groups_total * 500;
  const byTime = Math.min(0.95, (now.getTime() - r.created_at.getTime()) / expected);
  return Math.min(99, Math.floor(100 * Math.max(byGroups, byTime)));
}

export function runView(r: RunRow, lang: Lang, now: Date): LayoutRun {
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

/**
 * A run of the caller's enterprise. One whose server died stays "running" until a sweep hands it
 * to another worker (layout-runner.ts), so it is shown as running, never as stuck.
 */
export async function readRun(db: Db, orgId: string, runId: string): Promise<RunRow> {
  const run = await getRun(db, orgId, runId);
  if (!run) throw notFound();
  return run;
}

export async function proposals(db: Db, orgId: string, runId: string): Promise<LayoutProposals> {
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
export async function acceptRun(
  db: Db,
  caller: Caller,
  runId: string,
  now: Date,
  lang: Lang,
): Promise<LayoutAccepted> {
  try {
    return await db.tx(async (q) => {
      // Project first, then run: the lock order of layout/run (no deadlock between the two).
      const seen = await getRun(q, caller.orgId, runId);
      if (!seen) throw notFound();
      const project = await getProject(q, caller.orgId, seen.project_id, true);
      if (!project) throw notFound();
      const run = (await getRun(q, caller.orgId, runId, true))!;
      const to = layoutRunNext(run.status, "accept");
      if (!to) throw invalidState(run.status, "accept", "layout.runNotDone");
      if (!projectOpen(project.review_status))
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
      await setRunStatus(q, runId, to, now);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "layoutRun",
        entityId: runId,
        action: "accept",
        from: run.status,
        to,
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
export async function discardRun(db: Db, caller: Caller, runId: string, now: Date): Promise<void> {
  return db.tx(async (q) => {
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

/** POST layout/overview: what the dialog needs before a run (defaults, groups against stock, open run). */
export async function overview(
  db: Db,
  orgId: string,
  projectId: string,
  planeId: string | null,
  lang: Lang,
  now: Date,
): Promise<LayoutOverview> {
  const project = await getProject(db, orgId, projectId);
  if (!project) throw notFound();
  if (planeId && !(await planeInProject(db, orgId, projectId, planeId))) throw notFound();
  const boards = await boardsToLayout(db, orgId, projectId, planeId);
  const slabs = await availableSlabs(db, orgId, [...new Set(boards.map((b) => b.stone))], null);
  const groups = groupBoards(boards, slabs);
  const run = await activeRun(db, orgId, projectId);
  return {
    projectId,
    planeId,
    reviewStatus: project.review_status,
    layoutMode: project.layout_mode,
    canRun: projectOpen(project.review_status),
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

/** POST layout/runList: the runs of the enterprise (or of one project), newest first. */
export async function runList(
  db: Db,
  orgId: string,
  b: { projectId?: string; pageNum: number; pageSize: number },
  lang: Lang,
  now: Date,
): Promise<LayoutRunPage> {
  if (b.projectId && !(await getProject(db, orgId, b.projectId))) throw notFound();
  const rows = await pageRuns(db, orgId, b.projectId ?? null, b.pageSize, offsetOf(b));
  return toPage(rows, b, (r) => runView(r, lang, now));
}
