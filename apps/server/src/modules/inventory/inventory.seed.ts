import { type BinType, solve } from "@stoneworks/cutting";
import { Code, DEFAULT_KERF, DEFAULT_STAGES } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { AppError } from "../../lib/errors.ts";
import type { Defect } from "./cutting-plan.check.ts";
import { acceptPlan } from "./cutting-plan.service.ts";

/**
 * Demo data of the inventory module (called by seedDemo after the project seed, inside its
 * transaction): a stocked inventory of the stones the demo projects use, slabs in every status (one
 * with an exception), and accepted cutting plans carrying boards of the reviewed projects, laid out by
 * the cutting optimiser and stored through `acceptPlan` (so its checks prove them feasible).
 */

const STONES = ["白玉兰", "爵士白", "雅士白", "黑金沙", "浅啡网", "中国黑"];
const THICKNESSES = [18, 20, 30];
/** Boards placed per stone and thickness at most (the demo stays quick to seed). */
const MAX_BOARDS_PER_GROUP = 60;

/** A small deterministic generator, so every demo database is the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface SeedSlab {
  id: string;
  stone: string;
  thickness: number;
  length: number;
  width: number;
  defects: Defect[];
}

export async function seedInventory(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  /** Stock arrived weeks ago; plans, picking, cutting and completion follow in that order. */
  const ago = (days: number) => new Date(now.getTime() - Math.round(days * 86_400_000));
  const rand = rng(20240601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const warehouses = (
    await q.query<{ id: string }>("SELECT id FROM warehouses WHERE org_id = $1 ORDER BY code", [orgId])
  ).rows.map((r) => r.id);
  const slabs: SeedSlab[] = [];
  let barcode = 6_930_000_000_000;
  // Two blocks per stone; three bundles per block, one thickness per bundle; 2-4 slabs per bundle.
  for (const [si, stone] of STONES.entries()) {
    for (let k = 1; k <= 2; k++) {
      const blockNo = `HL${String(si + 1).padStart(2, "0")}-${2024 + k}-${String(10 + si * 7 + k).padStart(3, "0")}`;
      const block = await q.query<{ id: string }>(
        "INSERT INTO blocks (org_id, block_no, stone, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [orgId, blockNo, stone, ago(40)],
      );
      const blockLength = 2400 + Math.round(rand() * 8) * 100;
      const blockWidth = 1200 + Math.round(rand() * 7) * 100;
      for (const [bi, thickness] of THICKNESSES.entries()) {
        const count = 2 + Math.floor(rand() * 3);
        for (let n = 1; n <= count; n++) {
          // Slabs of one block are nearly the same size, trimmed a little differently.
          const length = blockLength - Math.floor(rand() * 3) * 20;
          const width = blockWidth - Math.floor(rand() * 3) * 20;
          const defects: Defect[] =
            rand() < 0.22
              ? [
                  {
                    x: 100 + Math.floor(rand() * (length - 400)),
                    y: 100 + Math.floor(rand() * (width - 400)),
                    w: 60 + Math.floor(rand() * 140),
                    h: 40 + Math.floor(rand() * 120),
                  },
                ]
              : [];
          barcode += 1;
          const slab = await q.query<{ id: string }>(
            `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects,
                                warehouse_id, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
            [
              orgId,
              block.rows[0]!.id,
              String(bi + 1),
              String(n).padStart(2, "0"),
              stone,
              String(barcode),
              length,
              width,
              thickness,
              JSON.stringify(defects),
              warehouses.length ? pick(warehouses) : null,
              ago(40),
            ],
          );
          slabs.push({ id: slab.rows[0]!.id, stone, thickness, length, width, defects });
        }
      }
      await q.query(
        "INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, created_at) VALUES ($1, $2, 'block', $3, 'create', $4, $5)",
        [orgId, adminUserId, block.rows[0]!.id, blockNo, ago(40)],
      );
    }
  }
  await q.query(
    `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, to_state, created_at)
     SELECT $1, $2, 'slab', id::text, 'import', 'toPick', $4 FROM unnest($3::uuid[]) AS id`,
    [orgId, adminUserId, slabs.map((s) => s.id), ago(40)],
  );

  const planned = await planReviewedProjects(ctx, slabs, ago(6));

  // Every status: planned slabs move on through the machines, a few unplanned ones wait on a table.
  const devices = (
    await q.query<{ id: string; max_thickness: number; max_length: number; max_width: number }>(
      "SELECT id, max_thickness, max_length, max_width FROM devices WHERE org_id = $1 ORDER BY code",
      [orgId],
    )
  ).rows;
  const deviceFor = (s: SeedSlab) =>
    devices.find(
      (d) =>
        s.thickness <= d.max_thickness &&
        ((s.length <= d.max_length && s.width <= d.max_width) ||
          (s.width <= d.max_length && s.length <= d.max_width)),
    );
  // The first reviewed project (by project no.) is not started: its planned slabs wait in the warehouse
  // (toPick), so the demo can take it through production plans, picking and cutting.
  const waiting = new Set(
    (
      await q.query<{ slab_id: string }>(
        `SELECT c.slab_id FROM cutting_plans c JOIN projects p ON p.id = c.project_id
          WHERE c.org_id = $1 AND c.status = 'accepted' AND p.id = (SELECT id FROM projects
            WHERE org_id = $1 AND review_status = 'reviewed' ORDER BY project_no LIMIT 1)`,
        [orgId],
      )
    ).rows.map((r) => r.slab_id),
  );
  const plannedSlabs = slabs.filter((s) => planned.has(s.id) && !waiting.has(s.id));
  const unplanned = slabs.filter((s) => !planned.has(s.id));
  const moves: [SeedSlab, "toCut" | "cutting" | "done"][] = [];
  plannedSlabs.forEach((s, i) => {
    const status = (["done", "cutting", "toCut", "done", "toCut"] as const)[i % 5]!;
    moves.push([s, status]);
  });
  // Without any reviewed project, some slabs still show every status.
  for (const [i, s] of unplanned.entries()) {
    if (i % 9 === 4) moves.push([s, "toCut"]);
    else if (plannedSlabs.length === 0 && i % 9 === 6) moves.push([s, "cutting"]);
    else if (plannedSlabs.length === 0 && i % 9 === 8) moves.push([s, "done"]);
  }
  // A slab walks the states one step at a time, each step audited as the module that makes it writes
  // it: picked onto a machine table (toPick → toCut, picking), the device starts cutting (toCut →
  // cutting, device report), marked complete (cutting → done, `completeSlab`).
  const steps: { to: "toCut" | "cutting" | "done"; action: string; at: Date }[] = [
    // Cut three days ago: the racks, crafts and boxes of the floor seeds (the last 52 hours) follow it.
    { to: "toCut", action: "pick", at: ago(5) },
    { to: "cutting", action: "startCutting", at: ago(4) },
    { to: "done", action: "complete", at: ago(3) },
  ];
  for (const [s, status] of moves) {
    const d = deviceFor(s);
    if (!d) continue;
    const tableSide = rand() < 0.5 ? "A" : "B";
    let from = "toPick";
    for (const step of steps) {
      await q.query(
        `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
         VALUES ($1, $2, 'slab', $3, $4, $5, $6, $7, $8)`,
        [
          orgId,
          adminUserId,
          s.id,
          step.action,
          from,
          step.to,
          step.action === "pick" ? JSON.stringify({ deviceId: d.id, tableSide }) : null,
          step.at,
        ],
      );
      from = step.to;
      if (step.to === status) break;
    }
    const completedAt = status === "done" ? steps[2]!.at : null;
    await q.query(
      `UPDATE slabs SET status = $2, device_id = $3, table_side = $4, completed_at = $5, completed_by = $6,
                        version = version + 1, updated_at = $7 WHERE id = $1`,
      [s.id, status, d.id, tableSide, completedAt, status === "done" ? adminUserId : null, now],
    );
    if (status === "done")
      await q.query("UPDATE project_boards SET status = 'done' WHERE slab_id = $1", [s.id]);
  }
  // One slab flagged as an exception (a crack found at the warehouse).
  const flagged = unplanned.find((s) => !moves.some(([m]) => m.id === s.id)) ?? slabs[0];
  if (flagged) {
    await q.query(
      "UPDATE slabs SET exception = true, exception_reason = '板面裂纹，待复检', version = version + 1 WHERE id = $1",
      [flagged.id],
    );
    await q.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
       VALUES ($1, $2, 'slab', $3, 'setException', 'normal', 'exception', $4, $5)`,
      [orgId, adminUserId, flagged.id, JSON.stringify({ reason: "板面裂纹，待复检" }), ago(1)],
    );
  }
}

/**
 * Lays out the unplanned boards of reviewed (and done) projects on the matching slabs with the cutting
 * optimiser, and stores each slab's plan through `acceptPlan` at `at`. Returns the slabs that got a plan.
 * Boards are laid out plane by plane (a production batch is cut together), so every plan carries the
 * boards of one plane and stores its `plane_id`.
 */
async function planReviewedProjects(ctx: SeedContext, slabs: SeedSlab[], at: Date): Promise<Set<string>> {
  const { q, orgId, adminUserId } = ctx;
  const { rows } = await q.query<{
    id: string;
    project_id: string;
    plane_id: string;
    length: number;
    width: number;
    thickness: string;
    stone: string;
    rotatable: boolean;
    settings: { kerf?: unknown; stages?: unknown };
  }>(
    `SELECT b.id, b.project_id, b.plane_id, b.length, b.width, b.thickness, b.stone, b.rotatable, p.settings
       FROM project_boards b JOIN projects p ON p.id = b.project_id
      WHERE b.org_id = $1 AND p.review_status IN ('reviewed', 'done') AND b.plan_id IS NULL
      ORDER BY p.project_no, b.seq`,
    [orgId],
  );
  const used = new Set<string>();
  // One plane at a time, one stone and thickness at a time.
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.plane_id}|${r.stone}|${Number(r.thickness)}`;
    const g = groups.get(key) ?? [];
    if (g.length < MAX_BOARDS_PER_GROUP) g.push(r);
    groups.set(key, g);
  }
  for (const boards of groups.values()) {
    const first = boards[0]!;
    const free = slabs.filter(
      (s) => !used.has(s.id) && s.stone === first.stone && s.thickness === Number(first.thickness),
    );
    if (free.length === 0) continue;
    const kerf = typeof first.settings?.kerf === "number" ? first.settings.kerf : DEFAULT_KERF;
    const stages = typeof first.settings?.stages === "number" ? first.settings.stages : DEFAULT_STAGES;
    const bins: BinType[] = free.map((s) => ({
      id: s.id,
      width: s.length,
      height: s.width,
      copies: 1,
      defects: s.defects,
    }));
    const solution = solve(
      {
        items: boards.map((b) => ({ id: b.id, width: b.length, height: b.width, rotatable: b.rotatable })),
        bins,
      },
      { kerf, stages, timeLimitMs: 150, iterationLimit: 40, seed: 7 },
    );
    for (const plan of solution.slabs) {
      if (plan.placements.length === 0) continue;
      // acceptPlan re-checks the optimiser's plan (before writing anything); a refused one is skipped.
      const accepted = await acceptPlan(q, {
        orgId,
        userId: adminUserId,
        slabId: plan.bin,
        projectId: first.project_id,
        planeId: first.plane_id,
        source: "cloud",
        kerf,
        stages,
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
  return used;
}
