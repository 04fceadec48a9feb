/**
 * Cloud layout (docs/api-layout.md), what the dialog reads: a run and its projects, its proposals, the
 * overview before a run (groups over the chosen projects, companions) and the run list.
 */
import {
  CLOUD_LAYOUT_PROJECT_STATES,
  type Lang,
  type LayoutOverview,
  type LayoutProposals,
  type LayoutRun,
  type LayoutRunPage,
  type LayoutRunProject,
  runProjectIds,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import {
  activeRun,
  availableSlabs,
  boardsToLayout,
  getProject,
  getRun,
  pageRuns,
  planeInProject,
  type RunRow,
  runPlanBoards,
  runPlans,
  slabsByIds,
} from "./layout.repository.ts";
import { projectDefaults, projectOpen } from "./layout.service.ts";
import { companionProjects, getProjects, projectsOfRuns } from "./layout-projects.repository.ts";
import { groupBoards } from "./layout-runner.ts";

/** Progress estimate (0..100): groups done, or the time spent against the budget, whichever is further. */
function progressOf(r: RunRow, now: Date): number {
  if (r.status !== "running") return r.status === "done" || r.status === "accepted" ? 100 : 0;
  const byGroups = r.groups_total ? r.groups_done / r.groups_total : 0;
  const expected = r.params.timeLimitSeconds * 1000 + r.groups_total * 500;
  const byTime = Math.min(0.95, (now.getTime() - r.created_at.getTime()) / expected);
  return Math.min(99, Math.floor(100 * Math.max(byGroups, byTime)));
}

function runView(r: RunRow, projects: LayoutRunProject[], lang: Lang, now: Date): LayoutRun {
  return {
    runId: r.id,
    projectId: r.project_id,
    projects,
    planeId: r.plane_id,
    status: r.status,
    groupsDone: r.groups_done,
    groupsTotal: r.groups_total,
    progress: progressOf(r, now),
    // Runs stored before remnants existed have no preferRemnants: they ran as "remnants first".
    params: { ...r.params, preferRemnants: r.params.preferRemnants ?? true },
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
export async function readRun(ctx: MemberCtx, runId: string): Promise<LayoutRun> {
  const { db, lang } = ctx;
  const { orgId } = ctx.actor;
  const now = ctx.clock.now();
  const run = await getRun(db, orgId, runId);
  if (!run) throw notFound();
  return runView(run, (await runProjectsOf(db, [run.id])).get(run.id) ?? [], lang, now);
}

/** The projects of these runs (number and name), each run's home first. */
async function runProjectsOf(q: Queryable, runIds: string[]): Promise<Map<string, LayoutRunProject[]>> {
  const out = new Map<string, LayoutRunProject[]>();
  if (!runIds.length) return out;
  for (const r of await projectsOfRuns(q, runIds)) {
    const list = out.get(r.run_id) ?? [];
    list.push({ projectId: r.project_id, projectNo: r.project_no, name: r.name });
    out.set(r.run_id, list);
  }
  return out;
}

export async function proposals(ctx: MemberCtx, runId: string): Promise<LayoutProposals> {
  const { db } = ctx;
  const { orgId } = ctx.actor;
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
    projects: (await runProjectsOf(db, [run.id])).get(run.id) ?? [],
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
        projectId: p.project_id,
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
          projectId: b.project_id,
          projectNo: b.project_no,
          projectName: b.project_name,
          planeId: b.plane_id,
          batchNo: b.batch_no,
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

/**
 * POST layout/overview: what the dialog needs before a run (defaults, groups against stock over the
 * chosen projects, the projects that may join, the home project's open run).
 */
export async function overview(
  ctx: MemberCtx,
  body: { projectId?: string; projectIds?: string[]; planeId?: string },
): Promise<LayoutOverview> {
  const { db, lang } = ctx;
  const { orgId } = ctx.actor;
  const now = ctx.clock.now();
  const ids = runProjectIds(body);
  const found = await getProjects(db, orgId, ids);
  if (found.length !== ids.length) throw notFound();
  const home = found.find((p) => p.id === ids[0])!;
  const planeId = body.planeId ?? null;
  if (planeId && !(await planeInProject(db, orgId, home.id, planeId))) throw notFound();
  const boards = await boardsToLayout(db, orgId, ids, planeId);
  const slabs = await availableSlabs(db, orgId, [...new Set(boards.map((b) => b.stone))], null);
  const groups = groupBoards(boards, slabs);
  const run = await activeRun(db, orgId, home.id);
  // Companions share a (stone, thickness) with the home project's own boards.
  const own = groupBoards(
    boards.filter((b) => b.projectId === home.id),
    [],
  );
  const companions = planeId
    ? []
    : await companionProjects(db, orgId, [home.id], own, CLOUD_LAYOUT_PROJECT_STATES);
  return {
    projectId: home.id,
    projectIds: ids,
    planeId,
    reviewStatus: home.review_status,
    layoutMode: home.layout_mode,
    canRun: found.every((p) => projectOpen(p.review_status)),
    defaults: projectDefaults(home.settings),
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
    activeRun: run ? runView(run, (await runProjectsOf(db, [run.id])).get(run.id) ?? [], lang, now) : null,
    companions: companions.map((c) => ({
      projectId: c.id,
      projectNo: c.project_no,
      name: c.name,
      boards: c.boards,
      busy: c.busy,
    })),
  };
}

/** POST layout/runList: the runs of the enterprise (or those with one project among theirs), newest first. */
export async function runList(
  ctx: MemberCtx,
  b: { projectId?: string; pageNum: number; pageSize: number },
): Promise<LayoutRunPage> {
  const { db, lang } = ctx;
  const { orgId } = ctx.actor;
  const now = ctx.clock.now();
  if (b.projectId && !(await getProject(db, orgId, b.projectId))) throw notFound();
  const rows = await pageRuns(db, orgId, b.projectId ?? null, b.pageSize, offsetOf(b));
  const projects = await runProjectsOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(rows, b, (r) => runView(r, projects.get(r.id) ?? [], lang, now));
}
