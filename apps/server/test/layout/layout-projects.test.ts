import type { LayoutOverview, LayoutRun, LayoutRunPage } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  expectFeasible,
  type FixtureProject,
  insertProjectWithBoards,
  insertSlabs,
  layoutIdle,
  type Plan,
  runLayout,
} from "./layout-fixtures.ts";

/**
 * Cloud layout over several projects at once (docs/api-layout.md "Several projects"): the boards of
 * every project share the (stone, thickness) groups, proposals name each board's project and plane,
 * acceptance is all or nothing across the projects, and a project is in one running run at a time.
 */
let t: TestApp;
let orgId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "合拼排版石材厂"));
  token = await login(t, owner);
});
afterAll(() => t.close());

async function projectNo(projectId: string): Promise<string> {
  const r = await t.db.query<{ project_no: string }>("SELECT project_no FROM projects WHERE id = $1", [
    projectId,
  ]);
  return r.rows[0]!.project_no;
}

async function plansOf(runId: string) {
  const res = await t.call<{ status: string; projects: { projectId: string }[]; plans: Plan[] }>(
    "layout/proposals",
    { runId },
    { token },
  );
  expect(res.result).toBe(true);
  return res.data;
}

async function discard(runId: string) {
  expect((await t.call("layout/discard", { runId }, { token })).result).toBe(true);
}

/**
 * Two projects whose boards only share a slab when laid out together: A's 600 mm wide board and B's
 * 390 mm one (kerf 4) fit side by side on one 1000 × 1000 slab, each alone takes a whole slab.
 */
async function pair(stone: string) {
  const a = await insertProjectWithBoards(t.db, orgId, [
    { code: `${stone}-A1`, length: 1000, width: 600, stone },
  ]);
  const b = await insertProjectWithBoards(t.db, orgId, [
    { code: `${stone}-B1`, length: 1000, width: 390, stone },
  ]);
  await insertSlabs(
    t.db,
    orgId,
    Array.from({ length: 3 }, () => ({ length: 1000, width: 1000, stone })),
  );
  return { a, b };
}

const settings = { kerf: 4, stages: 3, timeLimitSeconds: 1 };

describe("a run over two projects", () => {
  it("fills one project's offcuts with the other's boards: less slab area than the two runs apart", async () => {
    const { a, b } = await pair("合拼石");
    const apart: LayoutRun[] = [];
    for (const p of [a, b]) {
      const run = await runLayout(t, token, { projectId: p.projectId, ...settings });
      expect(run.status).toBe("done");
      apart.push(run);
      await discard(run.runId);
    }
    const together = await runLayout(t, token, { projectIds: [a.projectId, b.projectId], ...settings });
    expect(together.status).toBe("done");
    expect(together.projectId).toBe(a.projectId);
    expect(together.projects.map((p) => p.projectId)).toEqual([a.projectId, b.projectId]);
    const s = together.summary!;
    expect(s.boardsPlaced).toBe(2);
    const apartSlabArea = apart.reduce((sum, r) => sum + r.summary!.slabArea, 0);
    const apartBoardArea = apart.reduce((sum, r) => sum + r.summary!.boardArea, 0);
    expect(s.boardArea).toBe(apartBoardArea);
    expect(s.slabArea).toBeLessThanOrEqual(apartSlabArea);
    expect(s.slabsUsed).toBe(1);
    expect(s.yield).toBeGreaterThan(apartBoardArea / apartSlabArea);

    // The proposal names each board's project and plane; the plan is filed under A (more area).
    const { projects, plans } = await plansOf(together.runId);
    expect(projects.map((p) => p.projectId)).toEqual([a.projectId, b.projectId]);
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan.projectId).toBe(a.projectId);
    expect(plan.planeId).toBeNull();
    const byCode = new Map(plan.boards.map((x) => [x.code, x]));
    expect(byCode.get("合拼石-A1")).toMatchObject({
      projectId: a.projectId,
      projectNo: await projectNo(a.projectId),
      planeId: a.planeIds[0],
      batchNo: "B1",
    });
    expect(byCode.get("合拼石-B1")).toMatchObject({
      projectId: b.projectId,
      projectNo: await projectNo(b.projectId),
      planeId: b.planeIds[0],
    });
    await expectFeasible(plans, () => true, 4);

    // Listed under each of its projects; each project's dialog resumes it.
    for (const p of [a, b]) {
      const list = await t.call<LayoutRunPage>(
        "layout/runList",
        { projectId: p.projectId, pageNum: 1, pageSize: 10 },
        { token },
      );
      expect(list.data.list[0]!.runId).toBe(together.runId);
      expect(list.data.list[0]!.projects).toHaveLength(2);
      const ov = await t.call<LayoutOverview>("layout/overview", { projectId: p.projectId }, { token });
      expect(ov.data.activeRun?.runId).toBe(together.runId);
    }
    await discard(together.runId);
  });

  it("offers the open projects sharing a stone and thickness as companions, and counts the groups over the choice", async () => {
    const stone = "伙伴石";
    const a = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 400, stone }]);
    const b = await insertProjectWithBoards(t.db, orgId, [
      { length: 500, width: 300, stone },
      { length: 500, width: 300, stone },
      { length: 500, width: 300, stone: "别的石" },
    ]);
    const thicker = await insertProjectWithBoards(t.db, orgId, [
      { length: 500, width: 300, stone, thickness: 30 },
    ]);
    const closed = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 300, stone }], {
      status: "done",
    });
    const ov = await t.call<LayoutOverview>("layout/overview", { projectId: a.projectId }, { token });
    const ids = ov.data.companions.map((c) => c.projectId);
    expect(ids).toContain(b.projectId);
    expect(ids).not.toContain(thicker.projectId);
    expect(ids).not.toContain(closed.projectId);
    expect(ov.data.companions.find((c) => c.projectId === b.projectId)).toMatchObject({
      boards: 2,
      busy: false,
      projectNo: await projectNo(b.projectId),
    });
    const both = await t.call<LayoutOverview>(
      "layout/overview",
      { projectIds: [a.projectId, b.projectId] },
      { token },
    );
    expect(both.data.projectIds).toEqual([a.projectId, b.projectId]);
    expect(both.data.boardsToLayout).toBe(4);
    expect(both.data.groups.find((g) => g.stone === stone)?.boards).toBe(3);
  });
});

describe("acceptance across the projects", () => {
  it("refuses the whole acceptance when a board of one project changed, then accepts every plan of both", async () => {
    const { a, b } = await pair("接受石");
    const run = await runLayout(t, token, { projectIds: [a.projectId, b.projectId], ...settings });
    expect(run.status).toBe("done");
    const boardOf = (p: FixtureProject) => p.boardIds[0]!;

    // B's board changed size since the run: refused with the board's code, nothing changed.
    await t.db.query("UPDATE project_boards SET width = 380 WHERE id = $1", [boardOf(b)]);
    const refused = await t.call("layout/accept", { runId: run.runId }, { token, lang: "en-US" });
    expect(refused.code).toBe(1012);
    expect(refused.msg).toContain("接受石-B1");
    expect(refused.data).toEqual({ slabs: [], boards: ["接受石-B1"] });
    const untouched = await t.db.query<{ plan_id: string | null }>(
      "SELECT plan_id FROM project_boards WHERE id = ANY($1::uuid[])",
      [[boardOf(a), boardOf(b)]],
    );
    expect(untouched.rows.every((r) => r.plan_id === null)).toBe(true);
    expect((await t.call<LayoutRun>("layout/runStatus", { runId: run.runId }, { token })).data.status).toBe(
      "done",
    );

    // B is closed meanwhile: refused naming B.
    await t.db.query("UPDATE project_boards SET width = 390 WHERE id = $1", [boardOf(b)]);
    await t.db.query("UPDATE projects SET review_status = 'done' WHERE id = $1", [b.projectId]);
    const closed = await t.call("layout/accept", { runId: run.runId }, { token, lang: "en-US" });
    expect(closed).toMatchObject({
      code: 1003,
      data: { from: "done", action: "accept", projectId: b.projectId },
    });
    expect(closed.msg).toContain(await projectNo(b.projectId));
    await t.db.query("UPDATE projects SET review_status = 'pending' WHERE id = $1", [b.projectId]);

    const ok = await t.call<{ plans: number; boards: number }>(
      "layout/accept",
      { runId: run.runId },
      { token },
    );
    expect(ok.data).toEqual({ plans: 1, boards: 2 });
    const linked = await t.db.query<{ project_id: string; plan_project: string; status: string }>(
      `SELECT b.project_id, c.project_id AS plan_project, c.status FROM project_boards b
         JOIN cutting_plans c ON c.id = b.plan_id WHERE b.id = ANY($1::uuid[]) ORDER BY b.code`,
      [[boardOf(a), boardOf(b)]],
    );
    expect(linked.rows).toEqual([
      { project_id: a.projectId, plan_project: a.projectId, status: "accepted" },
      { project_id: b.projectId, plan_project: a.projectId, status: "accepted" },
    ]);
    // Each project's own production views still find the shared slab.
    for (const p of [a, b]) {
      const cand = await t.call<{ list: { id?: string }[]; total: number }>(
        "productionPlan/candidates",
        { pageNum: 1, pageSize: 50, projectId: p.projectId },
        { token },
      );
      expect(cand.data.total, p.projectId).toBe(1);
    }
  });
});

describe("a shared slab when one of its projects goes", () => {
  it("deleting a project drops the shared plans its boards are on; the other project's boards go back to layout", async () => {
    for (const gone of ["minor", "main"] as const) {
      const { a, b } = await pair(`删除石${gone}`);
      const run = await runLayout(t, token, { projectIds: [a.projectId, b.projectId], ...settings });
      expect((await t.call("layout/accept", { runId: run.runId }, { token })).result).toBe(true);
      // B's board is the smaller one: the plan is filed under A. Delete B (minor), or A (main).
      const [drop, keep] = gone === "minor" ? [b, a] : [a, b];
      const version = await t.db.query<{ version: number }>("SELECT version FROM projects WHERE id = $1", [
        drop.projectId,
      ]);
      const del = await t.call(
        "project/delete",
        { projectId: drop.projectId, version: version.rows[0]!.version },
        { token },
      );
      expect(del.result, del.msg).toBe(true);
      const left = await t.db.query<{ plan_id: string | null; slab_id: string | null }>(
        "SELECT plan_id, slab_id FROM project_boards WHERE id = $1",
        [keep.boardIds[0]],
      );
      expect(left.rows).toEqual([{ plan_id: null, slab_id: null }]);
      const plans = await t.db.query("SELECT 1 FROM cutting_plans WHERE run_id = $1", [run.runId]);
      expect(plans.rows).toHaveLength(0);
      const ov = await t.call<LayoutOverview>("layout/overview", { projectId: keep.projectId }, { token });
      expect(ov.data.boardsToLayout).toBe(1);
    }
  });

  it("refuses to delete a project whose boards are on a shared plan of a slab in production; nothing changes", async () => {
    const { a, b } = await pair("在产石");
    const run = await runLayout(t, token, { projectIds: [a.projectId, b.projectId], ...settings });
    expect((await t.call("layout/accept", { runId: run.runId }, { token })).result).toBe(true);
    // The plan is filed under A (reviewed in a real factory, on the saw); B is still pending.
    const slab = await t.db.query<{ id: string; barcode: string }>(
      `SELECT s.id, s.barcode FROM slabs s JOIN cutting_plans c ON c.slab_id = s.id WHERE c.run_id = $1`,
      [run.runId],
    );
    expect(slab.rows).toHaveLength(1);
    await t.db.query("UPDATE slabs SET status = 'cutting' WHERE id = $1", [slab.rows[0]!.id]);
    const version = await t.db.query<{ version: number }>("SELECT version FROM projects WHERE id = $1", [
      b.projectId,
    ]);
    const body = { projectId: b.projectId, version: version.rows[0]!.version };
    const zh = await t.call("project/delete", body, { token });
    expect(zh).toMatchObject({
      result: false,
      code: 1003,
      msg: `大板 ${slab.rows[0]!.barcode} 的切割方案含本项目的板材，且已进入生产：本项目不能删除或重新导入`,
    });
    const en = await t.call("project/delete", body, { token, lang: "en-US" });
    expect(en.msg).toBe(
      `Slab ${slab.rows[0]!.barcode} has a cutting plan with boards of this project and is already in production: the project cannot be deleted or imported again`,
    );
    const plans = await t.db.query("SELECT 1 FROM cutting_plans WHERE run_id = $1", [run.runId]);
    expect(plans.rows).toHaveLength(1);
    const boards = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM project_boards WHERE project_id = ANY($1) AND plan_id IS NOT NULL",
      [[a.projectId, b.projectId]],
    );
    expect(boards.rows[0]!.n).toBe(2);
  });
});

describe("one running run per project", () => {
  async function busyPair(stone: string) {
    const boards = (tag: string) =>
      Array.from({ length: 20 }, (_, i) => ({
        code: `${tag}-${i + 1}`,
        length: 310 + i * 7,
        width: 250 + i * 3,
        stone,
      }));
    const a = await insertProjectWithBoards(t.db, orgId, boards(`${stone}A`));
    const b = await insertProjectWithBoards(t.db, orgId, boards(`${stone}B`));
    const c = await insertProjectWithBoards(t.db, orgId, boards(`${stone}C`));
    await insertSlabs(
      t.db,
      orgId,
      Array.from({ length: 6 }, () => ({ length: 2000, width: 1500, stone })),
    );
    return { a, b, c };
  }

  it("lets exactly one of two simultaneous runs sharing a project start; the other is told which project is busy", async () => {
    const { a, b, c } = await busyPair("忙碌石");
    const [x, y] = await Promise.all([
      t.call<{ runId: string }>(
        "layout/run",
        { projectIds: [a.projectId, b.projectId], timeLimitSeconds: 3 },
        { token, lang: "en-US" },
      ),
      t.call<{ runId: string }>(
        "layout/run",
        { projectIds: [c.projectId, b.projectId], timeLimitSeconds: 3 },
        { token, lang: "en-US" },
      ),
    ]);
    expect([x.code, y.code].sort()).toEqual([1, 1003]);
    const loser = x.result ? y : x;
    expect(loser.data).toEqual({ from: "running", action: "cloudLayout", projectId: b.projectId });
    expect(loser.msg).toBe(
      `A cloud layout of project ${await projectNo(b.projectId)} ${(await t.db.query<{ name: string }>("SELECT name FROM projects WHERE id = $1", [b.projectId])).rows[0]!.name} is running; wait for it to finish`,
    );
    // While it runs: B alone is refused with the one-project message, a run with B and a free project names B.
    const alone = await t.call("layout/run", { projectId: b.projectId }, { token });
    expect(alone).toMatchObject({ code: 1003, msg: "该项目正在云排版，请等待完成后再试" });
    const winnerHome = x.result ? a : c;
    const freeHome = x.result ? c : a;
    const named = await t.call("layout/run", { projectIds: [freeHome.projectId, b.projectId] }, { token });
    expect(named.code).toBe(1003);
    expect(named.msg).toContain(await projectNo(b.projectId));
    const home = await t.call(
      "layout/run",
      { projectIds: [freeHome.projectId, winnerHome.projectId] },
      { token },
    );
    expect((home.data as { projectId: string }).projectId).toBe(winnerHome.projectId);
    const ov = await t.call<LayoutOverview>("layout/overview", { projectId: freeHome.projectId }, { token });
    expect(ov.data.companions.find((p) => p.projectId === b.projectId)?.busy).toBe(true);
    await layoutIdle(t);
    const running = await t.db.query(
      "SELECT 1 FROM layout_run_projects WHERE project_id = ANY($1::uuid[]) AND running",
      [[a.projectId, b.projectId, c.projectId]],
    );
    expect(running.rows).toHaveLength(0);
    // Finished: B may run again (its own run discards the shared run's proposals).
    const winner = (x.result ? x : y).data.runId;
    const again = await runLayout(t, token, { projectId: b.projectId, timeLimitSeconds: 1 });
    expect(again.status).toBe("done");
    expect((await t.call<LayoutRun>("layout/runStatus", { runId: winner }, { token })).data.status).toBe(
      "discarded",
    );
  });

  it("holds under the index alone: a second running row for a project of a running run is refused by the database", async () => {
    const { a, b } = await busyPair("索引石");
    const res = await t.call<{ runId: string }>(
      "layout/run",
      { projectIds: [a.projectId, b.projectId], timeLimitSeconds: 3 },
      { token },
    );
    expect(res.result).toBe(true);
    const other = await t.db.query<{ id: string }>(
      `INSERT INTO layout_runs (org_id, project_id, status, params, created_at, deadline_at)
       VALUES ($1, $2, 'done', '{}'::jsonb, now(), now()) RETURNING id`,
      [orgId, b.projectId],
    );
    await expect(
      t.db.query(
        "INSERT INTO layout_run_projects (run_id, project_id, org_id, seq, running) VALUES ($1, $2, $3, 1, true)",
        [other.rows[0]!.id, b.projectId, orgId],
      ),
    ).rejects.toMatchObject({ code: "23505" });
    await layoutIdle(t);
    await t.db.query("DELETE FROM layout_runs WHERE id = $1", [other.rows[0]!.id]);
  });
});

describe("refusals", () => {
  it("validates the project list with messages in the user's language (1001)", async () => {
    const a = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }], { planes: 1 });
    const b = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ projectIds: [] }, "projectIds", "Choose at least one project"],
      [{}, "projectIds", "Choose at least one project"],
      [
        { projectIds: [a.projectId, b.projectId], planeId: a.planeIds[0] },
        "planeId",
        "Only a cloud layout of one project can be limited to a plane",
      ],
      [
        { projectIds: Array.from({ length: 21 }, () => a.projectId) },
        "projectIds",
        "A cloud layout takes at most 20 projects",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call("layout/run", body, { token, lang: "en-US" });
      expect(res.code, JSON.stringify(body)).toBe(1001);
      expect((res.data as { errors: unknown[] }).errors).toEqual([{ field, message }]);
    }
    const zh = await t.call("layout/run", { projectIds: [] }, { token });
    expect(zh.msg).toBe("请至少选择一个项目");
  });

  it("refuses a closed project among several naming it, and a foreign project (1002) starting nothing", async () => {
    const a = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500, stone: "外石" }]);
    const done = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500, stone: "外石" }], {
      status: "done",
    });
    const res = await t.call(
      "layout/run",
      { projectIds: [a.projectId, done.projectId] },
      { token, lang: "en-US" },
    );
    expect(res).toMatchObject({
      code: 1003,
      data: { from: "done", action: "cloudLayout", projectId: done.projectId },
    });
    expect(res.msg).toBe(
      `Project ${await projectNo(done.projectId)} ${(await t.db.query<{ name: string }>("SELECT name FROM projects WHERE id = $1", [done.projectId])).rows[0]!.name} is not pending or reviewed and cannot be laid out`,
    );

    const stranger = await createUser(t);
    const { orgId: otherOrg } = await createOrg(t, stranger, "别家石材厂");
    const foreign = await insertProjectWithBoards(t.db, otherOrg, [
      { length: 500, width: 500, stone: "外石" },
    ]);
    const before = await t.db.query("SELECT 1 FROM layout_runs WHERE org_id = $1", [orgId]);
    for (const projectIds of [
      [a.projectId, foreign.projectId],
      [foreign.projectId, a.projectId],
    ]) {
      const r = await t.call("layout/run", { projectIds, timeLimitSeconds: 1 }, { token });
      expect(r).toMatchObject({ code: 1002, data: null });
      const ov = await t.call("layout/overview", { projectIds }, { token });
      expect(ov.code).toBe(1002);
    }
    const after = await t.db.query("SELECT 1 FROM layout_runs WHERE org_id = $1", [orgId]);
    expect(after.rows.length).toBe(before.rows.length);
  });

  it("answers 6 to a member without layout review (2100) for a run of several projects", async () => {
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001, 2200]));
    const clerkToken = await login(t, clerk);
    const a = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const b = await insertProjectWithBoards(t.db, orgId, [{ length: 500, width: 500 }]);
    const body = { projectIds: [a.projectId, b.projectId] };
    expect((await t.call("layout/run", body, { token: clerkToken })).code).toBe(6);
    expect((await t.call("layout/overview", body, { token: clerkToken })).code).toBe(6);
  });
});
