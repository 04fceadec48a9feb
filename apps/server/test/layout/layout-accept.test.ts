import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutRunners } from "../../src/modules/layout/layout-runner.ts";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  insertProjectWithBoards,
  insertSlabs,
  layoutIdle,
  type Plan,
  type RunStatus,
  runLayout,
} from "./layout-fixtures.ts";

/**
 * Cloud layout refusals, and what follows a run: accept, discard, re-run, cancellation, failures.
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

describe("refusals", () => {
  it("refuses projects that are done or cancelled, and a project with nothing to lay out (1003)", async () => {
    for (const status of ["done", "cancelled"]) {
      const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }], { status });
      const res = await t.call("layout/run", { projectId: proj.projectId }, { token, lang: "en-US" });
      expect(res).toMatchObject({ code: 1003, data: { from: status, action: "cloudLayout" } });
      expect(res.msg).toBe("Only a pending or reviewed project can be laid out");
    }
    const reviewed = await insertProjectWithBoards(
      t.db,
      orgId,
      [{ length: 500, width: 500, stone: "审核石" }],
      {
        status: "reviewed",
      },
    );
    const ok = await t.call("layout/run", { projectId: reviewed.projectId, timeLimitSeconds: 1 }, { token });
    expect(ok.result).toBe(true);
    await layoutIdle(t);
    const empty = await insertProjectWithBoards(t.db, orgId, [
      { length: 500, width: 500, cuttingMethod: "other" },
    ]);
    const none = await t.call("layout/run", { projectId: empty.projectId }, { token });
    expect(none).toMatchObject({ code: 1003, msg: "没有需要排版的板材：所有需要桥切的板材都已有排版方案" });
  });

  it("validates the settings with messages in the user's language (1001)", async () => {
    const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kerf: 6 }, "kerf", "The kerf must be a whole number of 3-5 mm"],
      [{ stages: 4 }, "stages", "Stages must be 2 or 3"],
      [{ rotation: "sometimes" }, "rotation", "Choose whether boards may be rotated"],
      [{ timeLimitSeconds: 31 }, "timeLimitSeconds", "The time limit must be a whole number of 1-30 seconds"],
      [{ slabIds: [] }, "slabIds", "Choose at least one slab"],
    ];
    for (const [extra, field, message] of cases) {
      const res = await t.call(
        "layout/run",
        { projectId: proj.projectId, ...extra },
        { token, lang: "en-US" },
      );
      expect(res.code).toBe(1001);
      expect((res.data as { errors: unknown[] }).errors).toEqual([{ field, message }]);
    }
    const zh = await t.call("layout/run", { projectId: proj.projectId, kerf: 2 }, { token });
    expect(zh.msg).toBe("锯缝宽度为 3-5 mm 的整数");
  });

  it("refuses unknown or foreign projects, planes and slabs (1002) and unavailable slabs (1003)", async () => {
    const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500, stone: "拒绝石" }]);
    const other = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.call("layout/run", { projectId: unknown }, { token })).code).toBe(1002);
    expect(
      (await t.call("layout/run", { projectId: proj.projectId, planeId: other.planeIds[0] }, { token })).code,
    ).toBe(1002);
    expect(
      (await t.call("layout/run", { projectId: proj.projectId, slabIds: [unknown] }, { token })).code,
    ).toBe(1002);
    const [picked] = await insertSlabs(t.db, orgId, [
      { length: 900, width: 900, stone: "拒绝石", status: "toCut" },
    ]);
    const res = await t.call(
      "layout/run",
      { projectId: proj.projectId, slabIds: [picked] },
      { token, lang: "en-US" },
    );
    expect(res.code).toBe(1003);
    expect(res.msg).toMatch(/^Slab SL-.* is not available/);
    expect((await t.call("layout/runStatus", { runId: unknown }, { token })).code).toBe(1002);
  });

  it("lets exactly one of two simultaneous runs of a project start, and refuses a run while one is running", async () => {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: 30 }, (_, i) => ({
        code: `C-${i + 1}`,
        length: 310 + i * 7,
        width: 250 + i * 3,
        stone: "并发石",
      })),
    );
    await insertSlabs(
      t.db,
      orgId,
      Array.from({ length: 5 }, () => ({ length: 2000, width: 1500, stone: "并发石" })),
    );
    const body = { projectId: proj.projectId, timeLimitSeconds: 2 };
    const [a, b] = await Promise.all([
      t.call<{ runId: string }>("layout/run", body, { token }),
      t.call<{ runId: string }>("layout/run", body, { token }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 1003]);
    const loser = a.result ? b : a;
    expect(loser.msg).toBe("该项目正在云排版，请等待完成后再试");
    const again = await t.call("layout/run", body, { token });
    expect(again.code).toBe(1003);
    await layoutIdle(t);
    const runs = await t.db.query<{ status: string }>(
      "SELECT status FROM layout_runs WHERE project_id = $1",
      [proj.projectId],
    );
    expect(runs.rows).toEqual([{ status: "done" }]);
  });

  it("answers 6 to a member without layout review (2100)", async () => {
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001, 2200]));
    const clerkToken = await login(t, clerk);
    const proj = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const runId = "00000000-0000-4000-8000-000000000000";
    for (const [path, body] of [
      ["layout/overview", { projectId: proj.projectId }],
      ["layout/run", { projectId: proj.projectId }],
      ["layout/runStatus", { runId }],
      ["layout/proposals", { runId }],
      ["layout/accept", { runId }],
      ["layout/discard", { runId }],
      ["layout/runList", {}],
    ] as const) {
      expect((await t.call(path, body, { token: clerkToken })).code, path).toBe(6);
    }
  });
});

describe("accept, discard, re-run", () => {
  async function freshRun(stone: string, boards = 2) {
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: boards }, (_, i) => ({
        code: `${stone}-${i + 1}`,
        length: 900,
        width: 600,
        stone,
      })),
    );
    const slabs = await insertSlabs(t.db, orgId, [
      { length: 2000, width: 1300, stone },
      { length: 2000, width: 1300, stone },
    ]);
    const st = await runLayout(t, token, { projectId: proj.projectId, timeLimitSeconds: 1 });
    expect(st.status).toBe("done");
    return { proj, slabs, st };
  }

  it("accepts every proposed plan in one go: boards point at their slab and plan, audited", async () => {
    const { proj, st } = await freshRun("采用石", 4);
    const res = await t.call<{ plans: number; boards: number }>(
      "layout/accept",
      { runId: st.runId },
      { token },
    );
    expect(res.data).toEqual({ plans: 1, boards: 4 });
    const boards = await t.db.query<{ slab_id: string; plan_id: string; status: string; source: string }>(
      `SELECT b.slab_id, b.plan_id, c.status, c.source FROM project_boards b JOIN cutting_plans c ON c.id = b.plan_id
        WHERE b.project_id = $1`,
      [proj.projectId],
    );
    expect(boards.rows).toHaveLength(4);
    const plans = await plansOf(st.runId);
    for (const b of boards.rows)
      expect(b).toMatchObject({
        slab_id: plans[0]!.slabId,
        plan_id: plans[0]!.planId,
        status: "accepted",
        source: "cloud",
      });
    const status = await t.call<RunStatus>("layout/runStatus", { runId: st.runId }, { token });
    expect(status.data.status).toBe("accepted");
    const audit = await t.db.query<{ action: string; from_state: string | null; to_state: string }>(
      "SELECT action, from_state, to_state FROM audit_log WHERE entity = 'layoutRun' AND entity_id = $1 ORDER BY id",
      [st.runId],
    );
    expect(audit.rows).toEqual([
      { action: "run", from_state: null, to_state: "running" },
      { action: "accept", from_state: "done", to_state: "accepted" },
    ]);
    // Accepted: a second accept or a discard is a state error; nothing is left to lay out.
    expect((await t.call("layout/accept", { runId: st.runId }, { token })).code).toBe(1003);
    expect((await t.call("layout/discard", { runId: st.runId }, { token })).code).toBe(1003);
    expect((await t.call("layout/run", { projectId: proj.projectId }, { token })).code).toBe(1003);
    const list = await t.call<{ list: { runId: string; status: string }[]; total: number }>(
      "layout/runList",
      { projectId: proj.projectId },
      { token },
    );
    expect(list.data.list.map((r) => [r.runId, r.status])).toEqual([[st.runId, "accepted"]]);
  });

  it("lets exactly one of two simultaneous accepts win", async () => {
    const { st } = await freshRun("双采石");
    const [a, b] = await Promise.all([
      t.call("layout/accept", { runId: st.runId }, { token }),
      t.call("layout/accept", { runId: st.runId }, { token }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 1003]);
  });

  it("discards a finished run's proposals; a re-run with other settings discards the earlier one", async () => {
    const { proj, st } = await freshRun("放弃石");
    const dis = await t.call("layout/discard", { runId: st.runId }, { token });
    expect(dis.result).toBe(true);
    expect(await plansOf(st.runId)).toEqual([]);
    expect((await t.call("layout/accept", { runId: st.runId }, { token })).code).toBe(1003);

    const first = await runLayout(t, token, { projectId: proj.projectId, kerf: 3, timeLimitSeconds: 1 });
    expect((await plansOf(first.runId)).length).toBe(1);
    const second = await runLayout(t, token, {
      projectId: proj.projectId,
      kerf: 5,
      rotation: "banned",
      timeLimitSeconds: 1,
    });
    expect(second.params).toMatchObject({ kerf: 5, rotation: "banned" });
    expect(await plansOf(first.runId)).toEqual([]);
    expect((await t.call<RunStatus>("layout/runStatus", { runId: first.runId }, { token })).data.status).toBe(
      "discarded",
    );
    const plans = await plansOf(second.runId);
    expect(plans.every((p) => p.kerf === 5)).toBe(true);
    const ov = await t.call<{ activeRun: { runId: string; status: string } }>(
      "layout/overview",
      { projectId: proj.projectId },
      { token },
    );
    expect(ov.data.activeRun).toMatchObject({ runId: second.runId, status: "done" });
  });

  it("refuses to accept when a slab was planned meanwhile by another project (1012), changing nothing", async () => {
    const stone = "冲突石";
    const specs = [{ length: 900, width: 600, stone }];
    const p1 = await insertProjectWithBoards(t.db, orgId, specs);
    const p2 = await insertProjectWithBoards(t.db, orgId, specs);
    const [slab] = await insertSlabs(t.db, orgId, [{ length: 1000, width: 1000, stone }]);
    const r1 = await runLayout(t, token, { projectId: p1.projectId, timeLimitSeconds: 1 });
    const r2 = await runLayout(t, token, { projectId: p2.projectId, timeLimitSeconds: 1 });
    expect((await plansOf(r1.runId))[0]!.slabId).toBe(slab);
    expect((await plansOf(r2.runId))[0]!.slabId).toBe(slab);
    expect((await t.call("layout/accept", { runId: r1.runId }, { token })).result).toBe(true);
    const res = await t.call<{ slabs: string[]; boards: string[] }>(
      "layout/accept",
      { runId: r2.runId },
      { token, lang: "en-US" },
    );
    expect(res.code).toBe(1012);
    expect(res.msg).toMatch(/^Some slabs or boards were planned meanwhile \(SL-/);
    expect(res.data.slabs).toHaveLength(1);
    const after = await t.db.query(
      "SELECT 1 FROM project_boards WHERE project_id = $1 AND plan_id IS NOT NULL",
      [p2.projectId],
    );
    expect(after.rows).toEqual([]);
    expect((await t.call<RunStatus>("layout/runStatus", { runId: r2.runId }, { token })).data.status).toBe(
      "done",
    );

    // A board laid out by hand meanwhile (manual layout) is a conflict too.
    const p3 = await insertProjectWithBoards(t.db, orgId, [
      { code: "MAN-1", length: 900, width: 600, stone },
    ]);
    await insertSlabs(t.db, orgId, [{ length: 1000, width: 1000, stone }]);
    const r3 = await runLayout(t, token, { projectId: p3.projectId, timeLimitSeconds: 1 });
    expect(r3.summary?.boardsPlaced).toBe(1);
    const accepted = await plansOf(r1.runId);
    await t.db.query("UPDATE project_boards SET plan_id = $2 WHERE id = $1", [
      p3.boardIds[0],
      accepted[0]!.planId,
    ]);
    const res3 = await t.call<{ slabs: string[]; boards: string[] }>(
      "layout/accept",
      { runId: r3.runId },
      { token },
    );
    expect(res3).toMatchObject({ code: 1012, data: { slabs: [], boards: ["MAN-1"] } });
    expect(res3.msg).toBe("部分大板或板材已被其他排版方案占用（MAN-1），请重新排版");
  });

  it("cancels a running run on discard and stores nothing", async () => {
    const stone = "取消石";
    const proj = await insertProjectWithBoards(
      t.db,
      orgId,
      Array.from({ length: 40 }, (_, i) => ({
        code: `X-${i + 1}`,
        length: 301 + i * 11,
        width: 203 + i * 5,
        stone,
      })),
    );
    await insertSlabs(
      t.db,
      orgId,
      Array.from({ length: 6 }, () => ({ length: 2000, width: 1500, stone })),
    );
    const started = await t.call<{ runId: string }>(
      "layout/run",
      { projectId: proj.projectId, timeLimitSeconds: 2 },
      { token },
    );
    const dis = await t.call("layout/discard", { runId: started.data.runId }, { token });
    expect(dis.result).toBe(true);
    await layoutIdle(t);
    const st = await t.call<RunStatus>("layout/runStatus", { runId: started.data.runId }, { token });
    expect(st.data.status).toBe("cancelled");
    expect(await plansOf(started.data.runId)).toEqual([]);
    const audit = await t.db.query<{ action: string; to_state: string }>(
      "SELECT action, to_state FROM audit_log WHERE entity_id = $1 ORDER BY id",
      [started.data.runId],
    );
    expect(audit.rows.map((r) => `${r.action}:${r.to_state}`)).toEqual(["run:running", "discard:cancelled"]);
  });

  it("never stores a plan the checker rejects: the run fails", async () => {
    const runner = layoutRunners.get(t.db)!;
    const real = runner.solver;
    // An optimiser gone wrong: both boards at the same spot.
    runner.solver = async (instance) => ({
      slabs: [
        {
          bin: instance.bins[0]!.id,
          width: instance.bins[0]!.width,
          height: instance.bins[0]!.height,
          placements: [
            { item: instance.items[0]!.id, x: 0, y: 0, w: 900, h: 600, rotated: false },
            { item: instance.items[0]!.id, x: 0, y: 0, w: 900, h: 600, rotated: false },
          ],
          cuts: { x: 0, y: 0, w: 2000, h: 1300 },
          yield: 0.4,
        },
      ],
      unplaced: [],
      stats: {
        binsUsed: 1,
        lowerBound: 1,
        optimal: true,
        iterations: 0,
        timeMs: 0,
        lastUsedLength: 900,
        unplacedArea: 0,
      },
    });
    try {
      const stone = "坏解石";
      const proj = await insertProjectWithBoards(t.db, orgId, [
        { code: "F-1", length: 900, width: 600, stone },
        { code: "F-2", length: 900, width: 600, stone },
      ]);
      await insertSlabs(t.db, orgId, [{ length: 2000, width: 1300, stone }]);
      const started = await t.call<{ runId: string }>("layout/run", { projectId: proj.projectId }, { token });
      await layoutIdle(t);
      const st = await t.call<RunStatus>(
        "layout/runStatus",
        { runId: started.data.runId },
        { token, lang: "en-US" },
      );
      expect(st.data).toMatchObject({ status: "failed", errorKey: "layout.errorInfeasible" });
      expect(st.data.error).toMatch(/failed the feasibility check/);
      expect(await plansOf(started.data.runId)).toEqual([]);
      expect((await t.call("layout/accept", { runId: started.data.runId }, { token })).code).toBe(1003);
    } finally {
      runner.solver = real;
    }
  });
});
