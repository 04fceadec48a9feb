import { solve } from "@stoneworks/cutting";
import { Code } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { acceptPlan } from "../inventory/cutting-plan.service.ts";
import { checkImport, rawFromJson } from "../project/project.import.ts";
import { craftIdsByName, insertProjectContent, upsertProjectHeader } from "../project/project.repository.ts";
import { sampleProject } from "../project/project.samples.ts";

/**
 * Demo data of production projects (called by seedDemo after the inventory seed): the demo already
 * has projects in production (XM-2025-009, ST-2025-003) and finished (JJ-2024-021); this adds a
 * reviewed project that has not started at all, its boards laid out on slabs still in the warehouse
 * (accepted cutting plans, nothing picked), so a new user can take it from "not started" to cut.
 */

const NOT_STARTED_PROJECT_NO = "ZZ-2025-005";

export async function seedProductionProjects(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const at = new Date(now.getTime() - 2 * 86_400_000);
  const crafts = await craftIdsByName(q, orgId);
  const cutting = await q.query<{ id: string }>(
    "SELECT id FROM workshops WHERE org_id = $1 AND category = 'cutting' ORDER BY is_default DESC, code LIMIT 1",
    [orgId],
  );
  const data = sampleProject({
    projectNo: NOT_STARTED_PROJECT_NO,
    name: "漳州万科城售楼处地面",
    clientName: "漳州万科房地产有限公司",
    projectType: "engineering",
    layoutMode: "cloud",
    boards: 30,
    planes: 2,
    stones: ["爵士白", "黑金沙"],
    crafts: ["磨边", "倒角"].filter((c) => crafts.has(c)),
    deliveryDate: new Date(at.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const clean = checkImport(rawFromJson(data), crafts, "zh-CN");
  const { id } = await upsertProjectHeader(q, orgId, adminUserId, clean, at);
  await insertProjectContent(q, orgId, id, clean, at);
  const settings = { kerf: 4, stages: 3, cuttingWorkshopId: cutting.rows[0]?.id, note: "" };
  await q.query(
    `UPDATE projects SET review_status = 'reviewed', is_new = false, settings = $3, reviewed_at = $4, reviewed_by = $5
      WHERE id = $1 AND org_id = $2`,
    [id, orgId, JSON.stringify(settings), at, adminUserId],
  );
  for (const [action, from, to] of [
    ["import", null, "pending"],
    ["approve", "pending", "reviewed"],
  ] as const)
    await writeAudit(q, {
      orgId,
      actorUserId: adminUserId,
      entity: "project",
      entityId: id,
      action,
      from,
      to,
      at,
    });
  await layOut(ctx, id, new Date(at.getTime() + 3_600_000));
}

/** Lays the project's boards, plane by plane, stone by stone, on slabs still waiting in the warehouse. */
async function layOut(ctx: SeedContext, projectId: string, at: Date) {
  const { q, orgId, adminUserId } = ctx;
  const boards = (
    await q.query<{
      id: string;
      plane_id: string;
      length: number;
      width: number;
      thickness: string;
      stone: string;
      rotatable: boolean;
    }>(
      `SELECT id, plane_id, length, width, thickness, stone, rotatable FROM project_boards
        WHERE project_id = $1 ORDER BY seq`,
      [projectId],
    )
  ).rows;
  const slabs = (
    await q.query<{
      id: string;
      stone: string;
      thickness: string;
      length: number;
      width: number;
      defects: [];
    }>(
      `SELECT s.id, s.stone, s.thickness, s.length, s.width, s.defects FROM slabs s
        WHERE s.org_id = $1 AND s.status = 'toPick' AND NOT s.exception AND s.device_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM cutting_plans c WHERE c.slab_id = s.id)
        ORDER BY s.barcode`,
      [orgId],
    )
  ).rows;
  const used = new Set<string>();
  const groups = new Map<string, typeof boards>();
  for (const b of boards) {
    const key = `${b.plane_id}|${b.stone}|${Number(b.thickness)}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const free = slabs.filter(
      (s) => !used.has(s.id) && s.stone === first.stone && Number(s.thickness) === Number(first.thickness),
    );
    if (free.length === 0) continue;
    const solution = solve(
      {
        items: group.map((b) => ({ id: b.id, width: b.length, height: b.width, rotatable: b.rotatable })),
        bins: free.map((s) => ({
          id: s.id,
          width: s.length,
          height: s.width,
          copies: 1,
          defects: s.defects,
        })),
      },
      { kerf: 4, stages: 3, timeLimitMs: 40, iterationLimit: 20, seed: 11 },
    );
    for (const plan of solution.slabs) {
      if (plan.placements.length === 0) continue;
      const accepted = await acceptPlan(q, {
        orgId,
        userId: adminUserId,
        slabId: plan.bin,
        projectId,
        planeId: first.plane_id,
        source: "cloud",
        kerf: 4,
        stages: 3,
        placements: plan.placements.map((p) => ({ boardId: p.item, x: p.x, y: p.y, rotated: p.rotated })),
        cutTree: plan.cuts,
        now: at,
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.code === Code.ValidationFailed) return null;
        throw err;
      });
      if (accepted) used.add(plan.bin);
    }
  }
}
