import { checkPlan } from "@stoneworks/cutting";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../src/db/seed.ts";
import { seedInventory } from "../src/modules/inventory/inventory.seed.ts";
import { createOrg, createUser } from "./factories.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { insertBoard, insertPlane, insertProject } from "./inventory-factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function statusCounts(orgId: string) {
  const { rows } = await t.db.query<{ status: string; n: number }>(
    "SELECT status, count(*)::int AS n FROM slabs WHERE org_id = $1 GROUP BY status",
    [orgId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Every accepted plan of the enterprise, proved feasible by the independent checker. */
async function provePlans(orgId: string) {
  const plans = await t.db.query<{ id: string; slab_id: string; kerf: number; stages: number }>(
    "SELECT id, slab_id, kerf, stages FROM cutting_plans WHERE org_id = $1 AND status = 'accepted'",
    [orgId],
  );
  for (const p of plans.rows) {
    const slab = await t.db.query<{ length: number; width: number; defects: [] }>(
      "SELECT length, width, defects FROM slabs WHERE id = $1",
      [p.slab_id],
    );
    const boards = await t.db.query<{ board_id: string; x: number; y: number; w: number; h: number }>(
      "SELECT board_id, x, y, w, h FROM cutting_plan_boards WHERE plan_id = $1",
      [p.id],
    );
    const s = slab.rows[0]!;
    const res = checkPlan(
      {
        items: boards.rows.map((b) => ({ id: b.board_id, width: b.w, height: b.h, rotatable: false })),
        bins: [{ id: "s", width: s.length, height: s.width, defects: s.defects }],
      },
      { slabs: [{ bin: "s", placements: boards.rows.map((b) => ({ item: b.board_id, ...b })) }] },
      { kerf: p.kerf, stages: p.stages },
    );
    expect(res.violations).toEqual([]);
  }
  return plans.rows.length;
}

describe("inventory demo seed", () => {
  it("stocks the demo enterprise with slabs in every status, defects and an exception", async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const org = await t.db.query<{ id: string }>("SELECT id FROM orgs WHERE is_demo");
    const orgId = org.rows[0]!.id;
    const total = await t.db.query<{ n: number; defects: number; exceptions: number; stones: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE jsonb_array_length(defects) > 0)::int AS defects,
              count(*) FILTER (WHERE exception)::int AS exceptions, count(DISTINCT stone)::int AS stones
         FROM slabs WHERE org_id = $1`,
      [orgId],
    );
    const r = total.rows[0]!;
    expect(r.n).toBeGreaterThanOrEqual(60);
    expect(r.n).toBeLessThanOrEqual(130);
    expect(r.defects).toBeGreaterThan(3);
    expect(r.exceptions).toBe(1);
    expect(r.stones).toBeGreaterThanOrEqual(4);
    const counts = await statusCounts(orgId);
    for (const s of ["toPick", "toCut", "cutting", "done"]) expect(counts[s] ?? 0, s).toBeGreaterThan(0);
    await provePlans(orgId);
  });

  it("lays reviewed projects' boards on matching slabs (and tolerates no projects)", async () => {
    const owner = await createUser(t);
    const { orgId } = await createOrg(t, owner);
    await t.db.query(
      `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness)
       VALUES ($1, 'S600-01', 'S600', 3600, 2000, 50)`,
      [orgId],
    );
    const projectId = await insertProject(t, orgId, { reviewStatus: "reviewed" });
    const planeId = await insertPlane(t, orgId, projectId);
    const boards: string[] = [];
    for (let i = 0; i < 12; i++)
      boards.push(
        await insertBoard(t, orgId, projectId, planeId, {
          length: 600 + (i % 3) * 300,
          width: 400 + (i % 2) * 200,
          stone: "爵士白",
          thickness: 20,
          rotatable: i % 4 !== 0,
        }),
      );
    const pending = await insertProject(t, orgId, { reviewStatus: "pending" });
    const pendingBoard = await insertBoard(t, orgId, pending, await insertPlane(t, orgId, pending), {
      length: 600,
      width: 400,
    });
    await t.db.tx((q) => seedInventory({ q, orgId, adminUserId: owner.userId, now: new Date() }));
    const planned = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM project_boards WHERE project_id = $1 AND plan_id IS NOT NULL",
      [projectId],
    );
    expect(planned.rows[0]!.n).toBe(12);
    const notPending = await t.db.query("SELECT plan_id FROM project_boards WHERE id = $1", [pendingBoard]);
    expect(notPending.rows[0]).toEqual({ plan_id: null });
    expect(await provePlans(orgId)).toBeGreaterThan(0);
    const counts = await statusCounts(orgId);
    expect(Object.keys(counts).sort()).toEqual(["cutting", "done", "toCut", "toPick"]);
  });
});
