import { checkPlan } from "@stoneworks/cutting";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { seedInventory } from "../../src/modules/inventory/inventory.seed.ts";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
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

/** Every accepted plan names its plane, and carries only boards of that plane. */
async function provePlanes(orgId: string) {
  const { rows } = await t.db.query<{ id: string; plane_id: string | null; other: number }>(
    `SELECT c.id, c.plane_id,
            (SELECT count(*)::int FROM cutting_plan_boards cb JOIN project_boards b ON b.id = cb.board_id
              WHERE cb.plan_id = c.id AND b.plane_id IS DISTINCT FROM c.plane_id) AS other
       FROM cutting_plans c WHERE c.org_id = $1 AND c.status = 'accepted'`,
    [orgId],
  );
  for (const r of rows) {
    expect(r.plane_id, r.id).not.toBeNull();
    expect(r.other, r.id).toBe(0);
  }
}

/**
 * Every slab's history walks the states one allowed step at a time (import → toPick, pick → toCut,
 * startCutting → cutting, complete from toCut or cutting → done), ending in the slab's status.
 */
async function proveHistories(orgId: string) {
  const slabs = await t.db.query<{ id: string; status: string }>(
    "SELECT id::text, status FROM slabs WHERE org_id = $1",
    [orgId],
  );
  const { rows } = await t.db.query<{
    entity_id: string;
    action: string;
    from_state: string | null;
    to_state: string;
  }>(
    `SELECT entity_id, action, from_state, to_state FROM audit_log
      WHERE org_id = $1 AND entity = 'slab'
        AND action IN ('import', 'remnantCreate', 'pick', 'return', 'transfer', 'startCutting', 'complete')
      ORDER BY created_at, id`,
    [orgId],
  );
  const steps: Record<string, [string | null, string][]> = {
    import: [[null, "toPick"]],
    // A remnant starts in the warehouse like an imported slab (docs/api-inventory.md "Remnants").
    remnantCreate: [[null, "toPick"]],
    pick: [["toPick", "toCut"]],
    // The picking seed (production/picking.seed.ts): returns and transfers between tables.
    return: [["toCut", "toPick"]],
    transfer: [["toCut", "toCut"]],
    startCutting: [["toCut", "cutting"]],
    complete: [
      ["toCut", "done"],
      ["cutting", "done"],
    ],
  };
  const state = new Map<string, string | null>();
  for (const r of rows) {
    const from = state.get(r.entity_id) ?? null;
    expect(r.from_state, `${r.entity_id} ${r.action}`).toBe(from);
    expect(steps[r.action], r.action).toContainEqual([from, r.to_state]);
    state.set(r.entity_id, r.to_state);
  }
  for (const s of slabs.rows) expect(state.get(s.id), s.id).toBe(s.status);
  const shortcuts = await t.db.query(
    "SELECT 1 FROM audit_log WHERE org_id = $1 AND entity = 'slab' AND from_state = 'toPick' AND to_state IN ('cutting', 'done')",
    [orgId],
  );
  expect(shortcuts.rows).toEqual([]);
}

describe("inventory demo seed", () => {
  it("stocks the demo enterprise with slabs in every status, defects and an exception", async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const org = await t.db.query<{ id: string }>("SELECT id FROM orgs WHERE is_demo");
    const orgId = org.rows[0]!.id;
    const total = await t.db.query<{ n: number; defects: number; exceptions: number; stones: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE jsonb_array_length(defects) > 0)::int AS defects,
              count(*) FILTER (WHERE exception)::int AS exceptions, count(DISTINCT stone)::int AS stones
         FROM slabs WHERE org_id = $1 AND parent_slab_id IS NULL`,
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
    expect(await provePlans(orgId)).toBeGreaterThan(0);
    await provePlanes(orgId);
    await proveHistories(orgId);
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
    await provePlanes(orgId);
    await proveHistories(orgId);
  });

  it("lays out plane by plane: each plan carries one plane's boards and names it", async () => {
    const owner = await createUser(t);
    const { orgId } = await createOrg(t, owner);
    const projectId = await insertProject(t, orgId, { reviewStatus: "reviewed" });
    // Two planes of small boards of one stone and thickness: one slab could take them all.
    const planes = [await insertPlane(t, orgId, projectId), await insertPlane(t, orgId, projectId)];
    for (let i = 0; i < 8; i++)
      await insertBoard(t, orgId, projectId, planes[i % 2]!, {
        length: 500,
        width: 400,
        stone: "白玉兰",
        thickness: 18,
      });
    await t.db.tx((q) => seedInventory({ q, orgId, adminUserId: owner.userId, now: new Date() }));
    const { rows } = await t.db.query<{ plane_id: string; n: number }>(
      `SELECT c.plane_id, count(*)::int AS n FROM cutting_plans c JOIN cutting_plan_boards cb ON cb.plan_id = c.id
        WHERE c.org_id = $1 GROUP BY c.plane_id ORDER BY c.plane_id`,
      [orgId],
    );
    expect(rows.map((r) => r.plane_id).sort()).toEqual([...planes].sort());
    expect(rows.reduce((n, r) => n + r.n, 0)).toBe(8);
    await provePlanes(orgId);
  });
});
