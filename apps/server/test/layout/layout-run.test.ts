import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLayout } from "../../src/modules/layout/layout.seed.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  expectFeasible,
  insertProjectWithBoards,
  insertSlabs,
  layoutIdle,
  type Plan,
  type RunStatus,
  runLayout,
} from "./layout-fixtures.ts";

/**
 * Cloud layout runs through the real API on a real database: small projects with known stock, every
 * stored plan re-proved with the independent checker from what the database holds; the demo seed.
 */
let t: TestApp;
let orgId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "云排版石材厂"));
  token = await login(t, owner);
});
afterAll(() => t.close());

async function plansOf(runId: string) {
  const res = await t.call<{ status: string; plans: Plan[] }>("layout/proposals", { runId }, { token });
  expect(res.result).toBe(true);
  return res.data.plans;
}

describe("cloud layout run", () => {
  it("places the boards on matching slabs, proves every plan, reports yields and unplaced boards", async () => {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      [
        ...Array.from({ length: 4 }, (_, i) => ({ code: `A-${i + 1}`, length: 1000, width: 600 })),
        { code: "BIG-1", length: 3000, width: 2000 },
        { code: "GRN-1", length: 500, width: 500, stone: "印度绿" },
        { code: "T30-1", length: 500, width: 500, thickness: 30 },
        { code: "OTHER-1", length: 400, width: 400, cuttingMethod: "other" },
      ],
      { settings: { kerf: 5, stages: 2 } },
    );
    // Slab 1 takes all four (2 × 1000 + 4 ≤ 2400, 2 × 600 + 4 ≤ 1400); another stone and an excepted slab are ignored.
    const slabs = await insertSlabs(t.db, orgId, [
      { length: 2400, width: 1400 },
      { length: 2400, width: 1400 },
      { length: 2400, width: 1400, exception: true },
    ]);
    await insertSlabs(t.db, orgId, [{ length: 3000, width: 3000, stone: "黑金沙" }]);

    const ov = await t.call<{
      defaults: { kerf: number; stages: number };
      boardsToLayout: number;
      groups: { stone: string; thickness: number; boards: number; slabs: { slabId: string }[] }[];
    }>("layout/overview", { projectId: proj.projectId }, { token });
    expect(ov.data.defaults).toEqual({ kerf: 5, stages: 2 });
    expect(ov.data.boardsToLayout).toBe(7);
    const white = ov.data.groups.find((g) => g.stone === "卡拉拉白" && g.thickness === 20)!;
    expect(white.slabs.map((s) => s.slabId)).toEqual(slabs.slice(0, 2));

    const st = await runLayout(t, token, { projectId: proj.projectId, kerf: 4, timeLimitSeconds: 1 });
    expect(st.status).toBe("done");
    expect(st.progress).toBe(100);
    expect(st.groupsDone).toBe(3);
    expect(st.groupsTotal).toBe(3);
    expect(st.params).toMatchObject({ kerf: 4, stages: 2, rotation: "allowed", slabIds: null });
    const s = st.summary!;
    expect(s).toMatchObject({
      boardsTotal: 7,
      boardsPlaced: 4,
      boardsUnplaced: 3,
      slabsUsed: 1,
      slabsAvailable: 2,
    });
    expect(s.boardArea).toBe(4 * 600_000);
    expect(s.slabArea).toBe(2400 * 1400);
    expect(s.yield).toBeCloseTo(2_400_000 / 3_360_000, 10);
    const reasons = Object.fromEntries(s.unplaced.map((u) => [u.code, u.reason]));
    expect(reasons).toEqual({ "BIG-1": "tooLarge", "GRN-1": "noStock", "T30-1": "noStock" });

    const plans = await plansOf(st.runId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ slabId: slabs[0], status: "proposed", kerf: 4, stages: 2 });
    expect(plans[0]!.boards.map((b) => b.code).sort()).toEqual(["A-1", "A-2", "A-3", "A-4"]);
    await expectFeasible(plans, () => true, 4, 2);
    const stored = await t.db.query<{ source: string; status: string; run_id: string }>(
      "SELECT source, status, run_id FROM cutting_plans WHERE project_id = $1",
      [proj.projectId],
    );
    expect(stored.rows).toEqual([{ source: "cloud", status: "proposed", run_id: st.runId }]);
    // Nothing is planned until the user accepts.
    const boards = await t.db.query(
      "SELECT 1 FROM project_boards WHERE project_id = $1 AND plan_id IS NOT NULL",
      [proj.projectId],
    );
    expect(boards.rows).toEqual([]);
  });

  it("reports the boards left over when the stock runs out, and uses every slab it can", async () => {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: 10 }, (_, i) => ({
        code: `R-${i + 1}`,
        length: 1000,
        width: 600,
        stone: "雅士白",
      })),
    );
    await insertSlabs(t.db, orgId, [
      { length: 2400, width: 1400, stone: "雅士白" },
      { length: 2400, width: 1400, stone: "雅士白" },
    ]);
    const st = await runLayout(t, token, { projectId: proj.projectId, timeLimitSeconds: 1 });
    expect(st.summary).toMatchObject({ boardsPlaced: 8, boardsUnplaced: 2, slabsUsed: 2 });
    expect(st.summary!.unplaced.map((u) => u.reason)).toEqual(["notEnoughStock", "notEnoughStock"]);
    const plans = await plansOf(st.runId);
    expect(plans.map((p) => p.boards.length)).toEqual([4, 4]);
    await expectFeasible(plans, () => true, 4);
  });

  it("keeps rotation bans: the run's and each board's own grain", async () => {
    // 1300 × 500 only fits the 1000 × 1400 slab turned by 90°.
    const specs = [
      { code: "ROT-OK", length: 1300, width: 500, stone: "木纹石" },
      { code: "ROT-GRAIN", length: 1300, width: 500, stone: "木纹石", rotatable: false },
    ];
    const a = await insertProjectWithBoards(t.db, orgId, specs);
    await insertSlabs(t.db, orgId, [
      { length: 1000, width: 1400, stone: "木纹石" },
      { length: 1000, width: 1400, stone: "木纹石" },
    ]);
    const allowed = await runLayout(t, token, {
      projectId: a.projectId,
      rotation: "allowed",
      timeLimitSeconds: 1,
    });
    expect(allowed.summary).toMatchObject({ boardsPlaced: 1, boardsUnplaced: 1 });
    expect(allowed.summary!.unplaced).toMatchObject([{ code: "ROT-GRAIN", reason: "tooLarge" }]);
    const plans = await plansOf(allowed.runId);
    expect(plans[0]!.boards).toMatchObject([{ code: "ROT-OK", rotated: true, w: 500, h: 1300 }]);
    await expectFeasible(plans, (id) => id === a.boardIds[0], 4);

    const banned = await runLayout(t, token, {
      projectId: a.projectId,
      rotation: "banned",
      timeLimitSeconds: 1,
    });
    expect(banned.summary).toMatchObject({ boardsPlaced: 0, boardsUnplaced: 2, slabsUsed: 0 });
    expect(await plansOf(banned.runId)).toEqual([]);
  });

  it("never covers a slab's defects", async () => {
    // A defect across the middle of the slab leaves two 1000 × 590 bands: four 480 × 590 boards fit only there.
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: 4 }, (_, i) => ({
        code: `D-${i + 1}`,
        length: 480,
        width: 590,
        stone: "鱼肚白",
        rotatable: false,
      })),
    );
    const defect = { x: 0, y: 590, w: 1000, h: 20 };
    const [slab] = await insertSlabs(t.db, orgId, [
      { length: 1000, width: 1200, stone: "鱼肚白", defects: [defect] },
    ]);
    const st = await runLayout(t, token, { projectId: proj.projectId, kerf: 3, timeLimitSeconds: 2 });
    expect(st.summary).toMatchObject({ boardsPlaced: 4, slabsUsed: 1 });
    const plans = await plansOf(st.runId);
    expect(plans[0]!.slabId).toBe(slab);
    expect(plans[0]!.defects).toEqual([defect]);
    for (const b of plans[0]!.boards) {
      const overlaps =
        b.x < defect.x + defect.w &&
        defect.x < b.x + b.w &&
        b.y < defect.y + defect.h &&
        defect.y < b.y + b.h;
      expect(overlaps, b.code).toBe(false);
    }
    await expectFeasible(plans, () => false, 3);
  });

  it("lays out one plane only, and only the chosen slabs when a list is given", async () => {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      [
        { code: "P1-1", length: 800, width: 800, stone: "爵士白", plane: 0 },
        { code: "P2-1", length: 800, width: 800, stone: "爵士白", plane: 1 },
      ],
      { planes: 2 },
    );
    const slabs = await insertSlabs(t.db, orgId, [
      { length: 1000, width: 1000, stone: "爵士白" },
      { length: 1000, width: 1000, stone: "爵士白" },
    ]);
    const st = await runLayout(t, token, {
      projectId: proj.projectId,
      planeId: proj.planeIds[1],
      slabIds: [slabs[1]],
      timeLimitSeconds: 1,
    });
    expect(st.summary).toMatchObject({ boardsTotal: 1, boardsPlaced: 1, slabsAvailable: 1 });
    const plans = await plansOf(st.runId);
    expect(plans.map((p) => [p.slabId, p.boards[0]!.code])).toEqual([[slabs[1], "P2-1"]]);
  });

  it("does not block the API while the optimiser works", async () => {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: 60 }, (_, i) => ({
        code: `S-${i + 1}`,
        length: 300 + ((i * 37) % 500),
        width: 200 + ((i * 53) % 400),
        stone: "金线米黄",
      })),
    );
    await insertSlabs(
      t.db,
      orgId,
      Array.from({ length: 8 }, () => ({ length: 2700, width: 1600, stone: "金线米黄" })),
    );
    const started = await t.call<{ runId: string; status: string }>(
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 3 },
      { token },
    );
    expect(started.data.status).toBe("running");
    const t0 = performance.now();
    const mid = await t.call<RunStatus>("layout/runStatus", { runId: started.data.runId }, { token });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(mid.data.status).toBe("running");
    expect(mid.data.progress).toBeLessThan(100);
    await layoutIdle(t);
    const end = await t.call<RunStatus>("layout/runStatus", { runId: started.data.runId }, { token });
    expect(end.data.status).toBe("done");
    const plans = await plansOf(started.data.runId);
    await expectFeasible(plans, () => true, 4);
    expect(plans.reduce((a, p) => a + p.boards.length, 0)).toBe(end.data.summary!.boardsPlaced);
  });
});

describe("demo seed", () => {
  it("stores one finished run with proposed, feasible plans for a small pending cloud project; tolerates none", async () => {
    const owner = await createUser(t);
    const org = await createOrg(t, owner, "种子石材厂");
    const ctx = { q: t.db, orgId: org.orgId, adminUserId: owner.userId, now: new Date() };
    await seedLayout(ctx);
    expect((await t.db.query("SELECT 1 FROM layout_runs WHERE org_id = $1", [org.orgId])).rows).toEqual([]);

    const proj = await insertProjectWithBoards(
      t.db,
      org.orgId,
      Array.from({ length: 6 }, (_, i) => ({
        code: `SEED-${i + 1}`,
        length: 800,
        width: 500,
        stone: "种子白",
      })),
    );
    await insertSlabs(t.db, org.orgId, [{ length: 1800, width: 1200, stone: "种子白" }]);
    await seedLayout(ctx);
    const runs = await t.db.query<{ id: string; status: string; project_id: string }>(
      "SELECT id, status, project_id FROM layout_runs WHERE org_id = $1",
      [org.orgId],
    );
    expect(runs.rows).toMatchObject([{ status: "done", project_id: proj.projectId }]);
    const ownerToken = await login(t, owner);
    const res = await t.call<{ plans: Plan[] }>(
      "layout/proposals",
      { runId: runs.rows[0]!.id },
      { token: ownerToken },
    );
    expect(res.data.plans.reduce((a, p) => a + p.boards.length, 0)).toBe(4);
    await expectFeasible(res.data.plans, () => true, 4);
  });
});
