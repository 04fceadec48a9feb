import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertSlab, slabVersion } from "../inventory/inventory-factories.ts";
import {
  boardStates,
  insertDevice,
  insertIssuedPlan,
  newProject,
  slabRow,
  slabWithBoards,
} from "./cutting-factories.ts";

/** Cutting (docs/api-production.md): start, complete, broken boards, scans, the races. */

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
let deviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  deviceId = await insertDevice(t.db, orgId);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang = "zh-CN") =>
  t.call<T>(path, body, { token, lang });

describe("start", () => {
  it("moves a toCut slab and its boards to cutting, with events, and refuses what the table does not allow", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const s = await slabWithBoards(t, {
      orgId,
      userId,
      projectId,
      planeId,
      deviceId,
      boards: 2,
      barcode: "ST-1",
    });
    const v = await slabVersion(t, s.slabId);
    const res = await call<{ version: number; boards: number }>("cutting/start", {
      slabId: s.slabId,
      version: v,
    });
    expect(res).toMatchObject({ code: 1, data: { version: v + 1, boards: 2 } });
    expect(await slabRow(t, s.slabId)).toMatchObject({ status: "cutting", started_by: userId });
    expect(await boardStates(t, s.boardIds)).toEqual(["cutting", "cutting"]);
    const events = await t.db.query<{ entity: string; action: string; from_state: string; to_state: string }>(
      `SELECT entity, action, from_state, to_state FROM audit_log
        WHERE org_id = $1 AND entity_id = $2 AND action = 'startCutting' ORDER BY entity`,
      [orgId, s.slabId],
    );
    expect(events.rows).toEqual([
      { entity: "board", action: "startCutting", from_state: "toCut", to_state: "cutting" },
      { entity: "slab", action: "startCutting", from_state: "toCut", to_state: "cutting" },
    ]);
    // Again: cutting → start is not in the table.
    const again = await call("cutting/start", { slabId: s.slabId, version: v + 1 }, "en-US");
    expect(again).toMatchObject({
      code: 1003,
      msg: 'Slab ST-1 is "cutting": it cannot start cutting',
      data: { from: "cutting", action: "start" },
    });
    const toPick = await insertSlab(t, orgId, { barcode: "ST-2" });
    expect(await call("cutting/start", { slabId: toPick, version: 1 })).toMatchObject({
      code: 1003,
      msg: "大板 ST-2 当前为「待领料」，不能开始切割",
      data: { from: "toPick", action: "start" },
    });
    const done = await insertSlab(t, orgId, { status: "done" });
    expect(await call("cutting/start", { slabId: done, version: 1 })).toMatchObject({
      code: 1003,
      data: { from: "done", action: "start" },
    });
    // A stale version: 1012, nothing moved.
    const other = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 1 });
    expect((await call("cutting/start", { slabId: other.slabId, version: 99 })).code).toBe(1012);
    expect((await slabRow(t, other.slabId)).status).toBe("toCut");
  });
});

describe("complete", () => {
  it("cuts the boards, closes the plan when its last slab is done and moves the finished project to done", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const a = await slabWithBoards(t, {
      orgId,
      userId,
      projectId,
      planeId,
      deviceId,
      boards: 2,
      barcode: "CP-A",
    });
    const b = await slabWithBoards(t, {
      orgId,
      userId,
      projectId,
      planeId,
      deviceId,
      boards: 1,
      barcode: "CP-B",
    });
    const planId = await insertIssuedPlan(t.db, orgId, deviceId, [a.slabId, b.slabId]);
    await call("cutting/start", { slabId: a.slabId, version: await slabVersion(t, a.slabId) });
    const first = await call<{ boards: number; closedPlans: string[]; finishedProjects: string[] }>(
      "cutting/complete",
      { slabId: a.slabId, version: await slabVersion(t, a.slabId) },
    );
    expect(first).toMatchObject({ code: 1, data: { boards: 2, closedPlans: [], finishedProjects: [] } });
    expect(await boardStates(t, a.boardIds)).toEqual(["done", "done"]);
    const plan = async () =>
      (
        await t.db.query<{ status: string; active: boolean[] }>(
          `SELECT p.status, array_agg(ps.active) AS active FROM production_plans p
             JOIN production_plan_slabs ps ON ps.plan_id = p.id WHERE p.id = $1 GROUP BY p.status`,
          [planId],
        )
      ).rows[0]!;
    const review = async () =>
      (
        await t.db.query<{ review_status: string }>("SELECT review_status FROM projects WHERE id = $1", [
          projectId,
        ])
      ).rows[0]!.review_status;
    expect(await plan()).toEqual({ status: "issued", active: [true, true] });
    expect(await review()).toBe("reviewed");
    // The last slab, completed from toCut (no start) through the material detail's route: the same function.
    const last = await t.call<{ version: number }>(
      "inventory/slabComplete",
      { slabId: b.slabId, version: await slabVersion(t, b.slabId) },
      { token },
    );
    expect(last.code).toBe(1);
    expect(await boardStates(t, b.boardIds)).toEqual(["done"]);
    expect(await plan()).toEqual({ status: "closed", active: [false, false] });
    expect(await review()).toBe("done");
    const events = await t.db.query<{ entity: string; action: string; from_state: string; to_state: string }>(
      `SELECT entity, action, from_state, to_state FROM audit_log
        WHERE org_id = $1 AND entity IN ('productionPlan', 'project') AND entity_id IN ($2, $3) ORDER BY entity`,
      [orgId, planId, projectId],
    );
    expect(events.rows).toEqual([
      { entity: "productionPlan", action: "close", from_state: "issued", to_state: "closed" },
      { entity: "project", action: "done", from_state: "reviewed", to_state: "done" },
    ]);
    // Irrevocable: a second completion is refused, naming the slab.
    const again = await call(
      "cutting/complete",
      { slabId: b.slabId, version: await slabVersion(t, b.slabId) },
      "en-US",
    );
    expect(again).toMatchObject({
      code: 1003,
      msg: "Slab CP-B is already marked complete; this cannot be repeated",
      data: { from: "done", action: "complete" },
    });
    const toPick = await insertSlab(t, orgId, { barcode: "CP-C" });
    expect(await call("cutting/complete", { slabId: toPick, version: 1 })).toMatchObject({
      code: 1003,
      msg: "大板 CP-C 当前为「待领料」，不能标记完成",
      data: { from: "toPick", action: "complete" },
    });
  });

  it("is one transaction: when finishing the project fails, the slab, boards and plan stay as they were", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const s = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 2 });
    const planId = await insertIssuedPlan(t.db, orgId, deviceId, [s.slabId]);
    await t.db.query(`CREATE FUNCTION refuse_done() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_done BEFORE UPDATE ON projects FOR EACH ROW
      WHEN (NEW.review_status = 'done') EXECUTE FUNCTION refuse_done()`);
    try {
      const v = await slabVersion(t, s.slabId);
      const res = await call("cutting/complete", { slabId: s.slabId, version: v });
      expect(res.code).toBe(9999);
      expect(await slabRow(t, s.slabId)).toMatchObject({ status: "toCut", version: v });
      expect(await boardStates(t, s.boardIds)).toEqual(["toCut", "toCut"]);
      const p = await t.db.query<{ status: string }>("SELECT status FROM production_plans WHERE id = $1", [
        planId,
      ]);
      expect(p.rows[0]!.status).toBe("issued");
      const events = await t.db.query(
        "SELECT 1 FROM audit_log WHERE entity_id IN ($1, $2) AND action IN ('complete', 'close')",
        [s.slabId, planId],
      );
      expect(events.rows).toEqual([]);
    } finally {
      await t.db.query("DROP TRIGGER refuse_done ON projects");
      await t.db.query("DROP FUNCTION refuse_done()");
    }
    const res = await call<{ finishedProjects: string[] }>("cutting/complete", {
      slabId: s.slabId,
      version: await slabVersion(t, s.slabId),
    });
    expect(res.data.finishedProjects).toHaveLength(1);
  });
});

describe("races", () => {
  it("of two completions or two starts of one slab, exactly one wins; the other is told why", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const s = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 3 });
    const v = await slabVersion(t, s.slabId);
    const starts = await Promise.all([
      call("cutting/start", { slabId: s.slabId, version: v }),
      call("cutting/start", { slabId: s.slabId, version: v }),
    ]);
    expect(starts.map((r) => r.code).sort()).toEqual([1, 1012]);
    const v2 = await slabVersion(t, s.slabId);
    const completes = await Promise.all(
      Array.from({ length: 4 }, () => call("cutting/complete", { slabId: s.slabId, version: v2 })),
    );
    expect(completes.map((r) => r.code).sort()).toEqual([1, 1012, 1012, 1012]);
    const done = await t.db.query(
      "SELECT 1 FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'complete'",
      [s.slabId],
    );
    expect(done.rows).toHaveLength(1);
    expect(await boardStates(t, s.boardIds)).toEqual(["done", "done", "done"]);
    // Two breaks of one board: one wins, the other finds it back in planning.
    const breaks = await Promise.all([
      call("cutting/breakBoard", { boardId: s.boardIds[0], reason: "崩边" }),
      call("cutting/breakBoard", { boardId: s.boardIds[0], reason: "裂纹" }),
    ]);
    expect(breaks.map((r) => r.code).sort()).toEqual([1, 1003]);
    expect(breaks.find((r) => r.code === 1003)).toMatchObject({ data: { from: "toCut", action: "break" } });
  });

  it("two slabs of one plan completed at once still close the plan", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const a = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 1 });
    const b = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 1 });
    const planId = await insertIssuedPlan(t.db, orgId, deviceId, [a.slabId, b.slabId]);
    const res = await Promise.all([
      call("cutting/complete", { slabId: a.slabId, version: await slabVersion(t, a.slabId) }),
      call("cutting/complete", { slabId: b.slabId, version: await slabVersion(t, b.slabId) }),
    ]);
    expect(res.map((r) => r.code)).toEqual([1, 1]);
    const p = await t.db.query<{ status: string }>("SELECT status FROM production_plans WHERE id = $1", [
      planId,
    ]);
    expect(p.rows[0]!.status).toBe("closed");
    const r = await t.db.query<{ review_status: string }>(
      "SELECT review_status FROM projects WHERE id = $1",
      [projectId],
    );
    expect(r.rows[0]!.review_status).toBe("done");
  });
});

describe("broken boards", () => {
  it("go back to planning: layout review counts and shows them, a new plan takes them, the old plan still draws", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const s = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 2 });
    // Not cut yet: refused.
    expect(
      await call("cutting/breakBoard", { boardId: s.boardIds[0], reason: "崩边" }, "en-US"),
    ).toMatchObject({
      code: 1003,
      data: { from: "toCut", action: "break" },
    });
    expect((await call("cutting/breakBoard", { boardId: s.boardIds[0], reason: "  " })).code).toBe(1001);
    await call("cutting/start", { slabId: s.slabId, version: await slabVersion(t, s.slabId) });
    const broken = await call<{ code: string }>("cutting/breakBoard", {
      boardId: s.boardIds[0],
      reason: "切割崩边",
    });
    expect(broken.code).toBe(1);
    const row = await t.db.query(
      `SELECT status, exception, exception_reason, slab_id, plan_id, broken_by FROM project_boards WHERE id = $1`,
      [s.boardIds[0]],
    );
    expect(row.rows[0]).toEqual({
      status: "toCut",
      exception: true,
      exception_reason: "切割崩边",
      slab_id: null,
      plan_id: null,
      broken_by: userId,
    });
    const event = await t.db.query<{ action: string; from_state: string; to_state: string }>(
      "SELECT action, from_state, to_state FROM audit_log WHERE entity = 'board' AND entity_id = $1",
      [s.boardIds[0]],
    );
    expect(event.rows).toEqual([{ action: "break", from_state: "cutting", to_state: "toCut" }]);
    // Completing the slab cuts the board still on it, not the broken one.
    const done = await call<{ boards: number; finishedProjects: string[] }>("cutting/complete", {
      slabId: s.slabId,
      version: await slabVersion(t, s.slabId),
    });
    expect(done.data).toMatchObject({ boards: 1, finishedProjects: [] });
    // Layout review: the plane counts it as unplanned and the board list shows its reason.
    const planes = await call<{ planes: { planeId: string; unplannedCount: number }[] }>("project/planes", {
      projectId,
    });
    expect(planes.data.planes).toEqual([expect.objectContaining({ planeId, unplannedCount: 1 })]);
    const boards = await call<{ list: { boardId: string; exception: boolean; exceptionReason: string }[] }>(
      "project/boards",
      { projectId },
    );
    expect(boards.data.list.find((b) => b.boardId === s.boardIds[0])).toMatchObject({
      exception: true,
      exceptionReason: "切割崩边",
    });
    // The old plan still draws both boards (what was cut) and keeps its yield.
    const material = await call<{ plan: { boards: { boardId: string }[]; yieldRate: number } }>(
      "inventory/materialDetail",
      { slabId: s.slabId },
    );
    expect(material.data.plan.boards.map((b) => b.boardId).sort()).toEqual([...s.boardIds].sort());
    expect(material.data.plan.yieldRate).toBeGreaterThan(0);
    // A new manual plan on another slab takes it again.
    const fresh = await insertSlab(t, orgId, { status: "toPick" });
    const onFresh = await call<{ boards: { boardId: string; onThisSlab: boolean }[] }>(
      "inventory/layoutBoards",
      {
        planeId,
        slabId: fresh,
      },
    );
    expect(onFresh.data.boards.map((b) => b.boardId)).toEqual([s.boardIds[0]]);
    const saved = await call("inventory/layoutSave", {
      planeId,
      slabId: fresh,
      version: await slabVersion(t, fresh),
      placements: [{ boardId: s.boardIds[0], x: 0, y: 0 }],
    });
    expect(saved.code).toBe(1);
    const again = await t.db.query<{ slab_id: string; status: string }>(
      "SELECT slab_id, status FROM project_boards WHERE id = $1",
      [s.boardIds[0]],
    );
    expect(again.rows[0]).toEqual({ slab_id: fresh, status: "toCut" });
  });
});

describe("scan", () => {
  it("offers the action a slab or board allows and names what it refuses", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const s = await slabWithBoards(t, {
      orgId,
      userId,
      projectId,
      planeId,
      deviceId,
      boards: 1,
      barcode: "SC-1",
    });
    const code = (
      await t.db.query<{ code: string }>("SELECT code FROM project_boards WHERE id = $1", [s.boardIds[0]])
    ).rows[0]!.code;
    expect((await call("cutting/scan", { code: "SC-1" })).data).toMatchObject({
      kind: "slab",
      action: "start",
    });
    expect(await call("cutting/scan", { code }, "en-US")).toMatchObject({
      code: 1003,
      data: { from: "toCut", action: "break" },
    });
    await call("cutting/start", { slabId: s.slabId, version: await slabVersion(t, s.slabId) });
    expect((await call("cutting/scan", { code: " SC-1 " })).data).toMatchObject({
      slabId: s.slabId,
      action: "complete",
    });
    expect((await call("cutting/scan", { code })).data).toMatchObject({ kind: "board", action: "break" });
    expect(await call("cutting/scan", { code: "NOPE-9" }, "en-US")).toMatchObject({
      code: 1002,
      msg: 'No slab barcode or board code "NOPE-9" was found',
    });
    await insertSlab(t, orgId, { barcode: "SC-2" });
    expect(await call("cutting/scan", { code: "SC-2" })).toMatchObject({
      code: 1003,
      msg: "大板 SC-2 当前为「待领料」，不在切割台上",
    });
  });
});

describe("permissions", () => {
  it("answers 6 without production tasks (2400)", async () => {
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001, 2200]));
    const clerkToken = await login(t, clerk);
    for (const path of [
      "cutting/start",
      "cutting/complete",
      "cutting/breakBoard",
      "cutting/scan",
      "productionTask/cutting",
    ]) {
      const res = await t.call(path, {}, { token: clerkToken });
      expect({ path, code: res.code }).toEqual({ path, code: 6 });
    }
  });
});
