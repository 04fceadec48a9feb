import { solve } from "@stoneworks/cutting";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import {
  buildInstance,
  type GroupResult,
  interpret,
  type LayoutSettings,
  solveOptions,
} from "./layout.engine.ts";
import { availableSlabs, boardsToLayout, finishRun, insertRun, type RunParams } from "./layout.repository.ts";
import { projectDefaults } from "./layout.service.ts";
import { type Group, groupBoards, storeProposals, summarise } from "./layout-runner.ts";

/** Keep the demo seed quick: only a small project is laid out, with a capped search. */
const SEED_MAX_BOARDS = 200;
const SEED_TIME_MS = 150;
const SEED_ITERATIONS = 100;

/**
 * Demo data of the layout module (called by seedDemo after the project and inventory seeds, inside its
 * transaction): one finished cloud-layout run with proposed plans, for the smallest pending cloud-mode
 * project whose boards have matching slabs to pick, so layout review shows a result to accept. Does
 * nothing when there is no such project or stock.
 */
export async function seedLayout(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const { rows: projects } = await q.query<{ id: string; settings: Record<string, unknown> | null }>(
    `SELECT p.id, p.settings FROM projects p
      WHERE p.org_id = $1 AND p.review_status = 'pending' AND p.layout_mode = 'cloud'
        AND EXISTS (SELECT 1 FROM project_boards b WHERE b.project_id = p.id AND b.plan_id IS NULL
                      AND b.cutting_method = 'bridge' AND b.status = 'toCut')
      ORDER BY (SELECT count(*) FROM project_boards b WHERE b.project_id = p.id), p.project_no`,
    [orgId],
  );
  for (const project of projects) {
    const boards = await boardsToLayout(q, orgId, [project.id], null);
    if (boards.length > SEED_MAX_BOARDS) continue;
    const slabs = await availableSlabs(q, orgId, [...new Set(boards.map((b) => b.stone))], null);
    const groups = groupBoards(boards, slabs);
    if (!groups.some((g) => g.slabs.length > 0)) continue;
    const params: RunParams = {
      ...projectDefaults(project.settings),
      rotation: "allowed",
      slabIds: null,
      timeLimitSeconds: 1,
      preferRemnants: true,
    };
    const settings: LayoutSettings = { kerf: params.kerf, stages: params.stages, rotation: params.rotation };
    const results: { group: Group; result: GroupResult }[] = groups.map((group) => {
      if (group.slabs.length === 0)
        return {
          group,
          result: {
            slabs: [],
            unplaced: group.boards.map((b) => ({ boardId: b.id, reason: "noStock" as const })),
            optimal: false,
          },
        };
      const instance = buildInstance(group.boards, group.slabs, settings);
      const solution = solve(instance.instance, {
        ...solveOptions(settings, SEED_TIME_MS),
        iterationLimit: SEED_ITERATIONS,
      });
      // Proven by checkPlan; a failure throws and the demo seed stops (never an infeasible demo plan).
      return { group, result: interpret(instance, group.boards, group.slabs, settings, solution) };
    });
    const runId = await insertRun(q, {
      orgId,
      projectId: project.id,
      planeId: null,
      groupsTotal: groups.length,
      params,
      createdBy: adminUserId,
      now,
      deadline: now,
    });
    await storeProposals(
      q,
      { runId, orgId, projectIds: [project.id], planeId: null, createdBy: adminUserId, params },
      results,
      now,
    );
    await finishRun(q, runId, "done", { summary: summarise(results), groupsDone: groups.length, now });
    await writeAudit(q, {
      orgId,
      actorUserId: adminUserId,
      entity: "layoutRun",
      entityId: runId,
      action: "run",
      to: "running",
      detail: { projectId: project.id, boards: boards.length, groups: groups.length, ...params },
      at: now,
    });
    return;
  }
}
