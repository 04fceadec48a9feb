import type { RackDetail, RackLoaded, RackMoved, RackTripItem, RackTripPage } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { addCraftLines, cutBoards, insertRack, projectWithPlanes } from "./rack-factories.ts";

/** Racks on trips (docs/api-floor.md "Racks"): every action and refusal, derived status, list, settings. */

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "铁架石材"));
  token = await login(t, owner);
  const other = await createUser(t);
  ({ orgId: otherOrgId } = await createOrg(t, other, "别家石材"));
  otherToken = await login(t, other);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang = "zh-CN") =>
  t.call<T>(path, body, { token, lang });

async function item(rackId: string) {
  const d = await call<RackDetail>("rackTrip/detail", { rackId });
  expect(d.code).toBe(1);
  return d.data;
}

describe("a trip through every stage", () => {
  it("generates, circulates and receives stage by stage, dismantles and returns, writing events and audit", async () => {
    const rack = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 3);
    await addCraftLines(t, orgId, [boards.ids[0]!]);
    const gen = await call<RackLoaded>("rackTrip/generate", {
      rackId: rack.rackId,
      boardIds: boards.ids.slice(0, 2),
    });
    expect(gen).toMatchObject({ code: 1, data: { boards: 2, areaMm2: 2_000_000 } });
    expect(gen.data.warning).toBeUndefined();
    let d = await item(rack.rackId);
    expect(d.rack).toMatchObject({
      status: "occupied",
      state: "loaded",
      stage: "cutting",
      route: ["cutting", "reinforcement", "secondProcessing", "packing"],
      stageStates: {
        cutting: "inProgress",
        reinforcement: "notStarted",
        secondProcessing: "notStarted",
        packing: "notStarted",
      },
      batchNo: "P01",
      boards: 2,
      actions: ["load", "circulate", "cancel"],
    });
    // Load one more of the same plane.
    const loaded = await call<RackLoaded>("rackTrip/load", {
      tripId: gen.data.tripId,
      version: gen.data.version,
      boardIds: [boards.ids[2]],
    });
    expect(loaded).toMatchObject({ code: 1, data: { boards: 3, areaMm2: 3_000_000 } });
    let version = loaded.data.version;
    const step = async (action: string, expected: Partial<RackMoved>) => {
      const res = await call<RackMoved>(`rackTrip/${action}`, { tripId: gen.data.tripId, version });
      expect(res, action).toMatchObject({ code: 1, data: expected });
      version = res.data.version;
    };
    await step("circulate", { state: "inTransit", stage: "reinforcement" });
    d = await item(rack.rackId);
    expect(d.rack.stageStates).toEqual({
      cutting: "done",
      reinforcement: "notStarted",
      secondProcessing: "notStarted",
      packing: "notStarted",
    });
    expect(d.rack.actions).toEqual(["receive"]);
    await step("receive", { state: "received", stage: "reinforcement" });
    await step("circulate", { state: "inTransit", stage: "secondProcessing" });
    await step("receive", { state: "received", stage: "secondProcessing" });
    // The stage gate: the board's craft is done first (docs/api-floor.md "Stage gates").
    const ws = await t.db.query<{ workshop_id: string }>(
      "SELECT c.workshop_id FROM project_board_crafts bc JOIN crafts c ON c.id = bc.craft_id WHERE bc.board_id = $1",
      [boards.ids[0]],
    );
    const done = await call("craftWork/confirm", {
      workshopId: ws.rows[0]!.workshop_id,
      tripId: gen.data.tripId,
    });
    expect(done.code).toBe(1);
    await step("circulate", { state: "inTransit", stage: "packing" });
    await step("receive", { state: "received", stage: "packing" });
    d = await item(rack.rackId);
    expect(d.rack.actions).toEqual(["dismantle"]);
    // At packing there is no next stage.
    const last = await call("rackTrip/circulate", { tripId: gen.data.tripId, version });
    expect(last).toMatchObject({
      code: 1003,
      msg: `铁架 ${rack.code} 已在最后一道工序「包装」，不能流转`,
      data: { from: "received", action: "circulate" },
    });
    const lastEn = await call("rackTrip/circulate", { tripId: gen.data.tripId, version }, "en-US");
    expect(lastEn.msg).toBe(`Rack ${rack.code} is at its last stage "Packing": it cannot be circulated`);
    await step("dismantle", { state: "toReturn", stage: "packing" });
    d = await item(rack.rackId);
    expect(d.boards).toEqual([]);
    expect(d.rack.stageStates).toEqual({
      cutting: "done",
      reinforcement: "done",
      secondProcessing: "done",
      packing: "done",
    });
    await step("return", { state: "returned", stage: "packing" });
    d = await item(rack.rackId);
    expect(d.rack).toMatchObject({ status: "idle", state: "idle", tripId: null, actions: ["generate"] });
    expect(d.events.map((e) => e.action)).toEqual([
      "return",
      "dismantle",
      "receive",
      "circulate",
      "receive",
      "circulate",
      "receive",
      "circulate",
      "load",
      "generate",
    ]);
    expect(d.events[1]).toMatchObject({ from: "received", to: "toReturn", boards: 3, areaMm2: 3_000_000 });
    expect(d.events.every((e) => e.operatorName)).toBe(true);
    const audit = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE org_id = $1 AND entity = 'rackTrip' AND entity_id = $2",
      [orgId, gen.data.tripId],
    );
    expect(audit.rows[0]!.n).toBe(10);
    // The boards are free again: a new trip can carry them.
    const again = await call<RackLoaded>("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
    expect(again.code).toBe(1);
  });

  it("skips reinforcement when the process flow has it off, and second processing without crafts", async () => {
    await t.db.query(
      `INSERT INTO process_flows (org_id, project_type, reinforcement) VALUES ($1, 'engineering', false)
       ON CONFLICT (org_id, project_type) DO UPDATE SET reinforcement = false`,
      [orgId],
    );
    const rack = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 1);
    const gen = await call<RackLoaded>("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
    const d = await item(rack.rackId);
    expect(d.rack.route).toEqual(["cutting", "packing"]);
    expect(d.rack.stageStates).toMatchObject({ reinforcement: "skipped", secondProcessing: "skipped" });
    const c = await call<RackMoved>("rackTrip/circulate", {
      tripId: gen.data.tripId,
      version: gen.data.version,
    });
    expect(c.data).toMatchObject({ state: "inTransit", stage: "packing" });
    await t.db.query("UPDATE process_flows SET reinforcement = true WHERE org_id = $1", [orgId]);
  });

  it("cancels a loaded trip: the boards come off, the rack is idle", async () => {
    const rack = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 2);
    const gen = await call<RackLoaded>("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
    const c = await call<RackMoved>("rackTrip/cancel", {
      tripId: gen.data.tripId,
      version: gen.data.version,
    });
    expect(c.data).toMatchObject({ state: "cancelled", stage: "cutting" });
    const d = await item(rack.rackId);
    expect(d.rack.status).toBe("idle");
    expect(d.events[0]).toMatchObject({ action: "cancel", from: "loaded", to: "cancelled", boards: 2 });
    const active = await t.db.query(
      "SELECT 1 FROM rack_trip_boards WHERE board_id = ANY($1) AND unloaded_at IS NULL",
      [boards.ids],
    );
    expect(active.rows).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses what the table does not allow, naming the rack, its state and the action, and stale versions", async () => {
    const rack = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 2);
    const gen = await call<RackLoaded>("rackTrip/generate", {
      rackId: rack.rackId,
      boardIds: [boards.ids[0]],
    });
    const v = gen.data.version;
    expect(await call("rackTrip/receive", { tripId: gen.data.tripId, version: v })).toMatchObject({
      code: 1003,
      msg: `铁架 ${rack.code} 当前为「已装架」，不能接收`,
      data: { from: "loaded", action: "receive" },
    });
    expect((await call("rackTrip/return", { tripId: gen.data.tripId, version: v }, "en-US")).msg).toBe(
      `Rack ${rack.code} is "Loaded": it cannot be returned`,
    );
    const sent = await call<RackMoved>("rackTrip/circulate", { tripId: gen.data.tripId, version: v });
    expect(await call("rackTrip/circulate", { tripId: gen.data.tripId, version: v })).toMatchObject({
      code: 1012,
    });
    const v2 = sent.data.version;
    expect(await call("rackTrip/receive", { tripId: gen.data.tripId, version: v2 + 5 })).toMatchObject({
      code: 1012,
    });
    expect(await call("rackTrip/circulate", { tripId: gen.data.tripId, version: v2 })).toMatchObject({
      code: 1003,
      msg: `铁架 ${rack.code} 当前为「流转中」，不能流转`,
      data: { from: "inTransit", action: "circulate" },
    });
    expect(await call("rackTrip/cancel", { tripId: gen.data.tripId, version: v2 }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Rack ${rack.code} is "In transit": it cannot be cancelled`,
    });
    expect(
      await call("rackTrip/load", { tripId: gen.data.tripId, version: v2, boardIds: [boards.ids[1]] }),
    ).toMatchObject({ code: 1003, msg: `铁架 ${rack.code} 当前为「流转中」，不能装架` });
    // An occupied rack cannot be generated again.
    expect(await call("rackTrip/generate", { rackId: rack.rackId, boardIds: [boards.ids[1]] })).toMatchObject(
      {
        code: 1003,
        msg: `铁架 ${rack.code} 当前为「流转中」，不能生成`,
        data: { from: "inTransit", action: "generate" },
      },
    );
  });

  it("refuses boards not cut, broken, of another plane, on another rack or in a box, naming each", async () => {
    const rack = await insertRack(t, orgId);
    const other = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01", "P02"]);
    const good = await cutBoards(t, orgId, projectId, planes[0]!, 2);
    const uncut = await cutBoards(t, orgId, projectId, planes[0]!, 1, { status: "cutting" });
    const broken = await cutBoards(t, orgId, projectId, planes[0]!, 1);
    await t.db.query("UPDATE project_boards SET exception = true, exception_reason = '崩边' WHERE id = $1", [
      broken.ids[0],
    ]);
    const p2 = await cutBoards(t, orgId, projectId, planes[1]!, 1);
    const boxed = await cutBoards(t, orgId, projectId, planes[0]!, 1);
    const box = await t.db.query<{ id: string }>(
      "INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height) VALUES ($1, $2, 'X-01', 1, 1, 1) RETURNING id",
      [orgId, projectId],
    );
    await t.db.query("UPDATE project_boards SET box_id = $2, packed_at = now() WHERE id = $1", [
      boxed.ids[0],
      box.rows[0]!.id,
    ]);
    const cases: [string[], string, string][] = [
      [
        uncut.ids,
        `工程板 ${uncut.codes[0]} 当前为「切割中」，尚未切割完成，不能装架`,
        `Board ${uncut.codes[0]} is "cutting": it is not cut yet and cannot go on a rack`,
      ],
      [
        broken.ids,
        `工程板 ${broken.codes[0]} 已报损（崩边），不能装架`,
        `Board ${broken.codes[0]} is flagged broken (崩边): it cannot go on a rack`,
      ],
      [
        [good.ids[0]!, p2.ids[0]!],
        `工程板 ${p2.codes[0]} 属于平面 P02，本铁架装的是 P01`,
        `Board ${p2.codes[0]} belongs to plane P02, this rack carries P01`,
      ],
      [
        boxed.ids,
        `工程板 ${boxed.codes[0]} 已装入包装箱 X-01`,
        `Board ${boxed.codes[0]} is already in packing box X-01`,
      ],
    ];
    for (const [ids, zh, en] of cases) {
      const r = await call("rackTrip/generate", { rackId: rack.rackId, boardIds: ids });
      expect(r, zh).toMatchObject({ code: 1003, msg: zh, data: { action: "generate" } });
      expect((await call("rackTrip/generate", { rackId: rack.rackId, boardIds: ids }, "en-US")).msg).toBe(
        en.replace('"cutting"', '"Cutting"'),
      );
    }
    // On another rack.
    expect((await call("rackTrip/generate", { rackId: other.rackId, boardIds: [good.ids[1]] })).code).toBe(1);
    expect(await call("rackTrip/generate", { rackId: rack.rackId, boardIds: [good.ids[1]] })).toMatchObject({
      code: 1003,
      msg: `工程板 ${good.codes[1]} 已在铁架 ${other.code} 上`,
    });
    expect(
      (await call("rackTrip/generate", { rackId: rack.rackId, boardIds: [good.ids[1]] }, "en-US")).msg,
    ).toBe(`Board ${good.codes[1]} is already on rack ${other.code}`);
    // Nothing half-written: the rack is still idle.
    expect((await item(rack.rackId)).rack.status).toBe("idle");
    // A scanned code, checked before loading.
    const ok = await call<{ code: string }>("rackTrip/checkBoard", {
      rackId: rack.rackId,
      code: good.codes[0],
    });
    expect(ok.data.code).toBe(good.codes[0]);
    expect(
      await call("rackTrip/checkBoard", { rackId: rack.rackId, code: p2.codes[0], planeId: planes[0] }),
    ).toMatchObject({ code: 1003, msg: `工程板 ${p2.codes[0]} 属于平面 P02，本铁架装的是 P01` });
    expect(await call("rackTrip/checkBoard", { rackId: rack.rackId, code: "NOPE-1" })).toMatchObject({
      code: 1002,
      msg: "未找到编码为 NOPE-1 的工程板",
    });
  });

  it("warns over the safety value and refuses over the maximum, naming both figures", async () => {
    const rack = await insertRack(t, orgId, { safety: "2.00", max: "3.00" });
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 4, { length: 1200, width: 800 });
    const over = await call("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
    expect(over).toMatchObject({
      code: 1003,
      msg: `铁架 ${rack.code} 将装载 3.84 m²，超过最大值 3.00 m²，不能装架`,
      data: { from: "idle", action: "generate" },
    });
    expect(
      (await call("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids }, "en-US")).msg,
    ).toBe(`Rack ${rack.code} would carry 3.84 m², over its maximum of 3.00 m²: it cannot be loaded`);
    const gen = await call<RackLoaded>("rackTrip/generate", {
      rackId: rack.rackId,
      boardIds: boards.ids.slice(0, 2),
    });
    expect(gen.data).toEqual({ tripId: gen.data.tripId, version: 1, boards: 2, areaMm2: 1_920_000 });
    const more = await call<RackLoaded>("rackTrip/load", {
      tripId: gen.data.tripId,
      version: gen.data.version,
      boardIds: [boards.ids[2]],
    });
    expect(more.data).toMatchObject({ warning: "overSafety", areaMm2: 2_880_000 });
    expect(
      await call("rackTrip/load", {
        tripId: gen.data.tripId,
        version: more.data.version,
        boardIds: [boards.ids[3]],
      }),
    ).toMatchObject({ code: 1003, msg: `铁架 ${rack.code} 将装载 3.84 m²，超过最大值 3.00 m²，不能装架` });
  });

  it("answers 1002 for another enterprise's rack, trip or board", async () => {
    const rack = await insertRack(t, otherOrgId);
    const { projectId, planes } = await projectWithPlanes(t, otherOrgId, ["P01"]);
    const boards = await cutBoards(t, otherOrgId, projectId, planes[0]!, 1);
    const gen = await t.call<RackLoaded>(
      "rackTrip/generate",
      { rackId: rack.rackId, boardIds: boards.ids },
      { token: otherToken },
    );
    expect(gen.code).toBe(1);
    const mine = await insertRack(t, orgId);
    expect((await call("rackTrip/detail", { rackId: rack.rackId })).code).toBe(1002);
    expect((await call("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids })).code).toBe(1002);
    expect((await call("rackTrip/generate", { rackId: mine.rackId, boardIds: boards.ids })).code).toBe(1002);
    for (const a of ["circulate", "cancel", "receive", "dismantle", "return"])
      expect((await call(`rackTrip/${a}`, { tripId: gen.data.tripId, version: 1 })).code, a).toBe(1002);
    expect(
      (await call("rackTrip/load", { tripId: gen.data.tripId, version: 1, boardIds: boards.ids })).code,
    ).toBe(1002);
    expect((await call("rackTrip/loadable", { rackId: rack.rackId })).code).toBe(1002);
    expect((await call("rackTrip/checkBoard", { rackId: rack.rackId, code: "X" })).code).toBe(1002);
  });
});

describe("lookups, list, settings", () => {
  it("finds a rack by its code or number, and names an unknown code", async () => {
    const rack = await insertRack(t, orgId, { number: 9007 });
    for (const code of ["RK9007", "rk9007", "9007"])
      expect((await call<{ rackId: string }>("rackTrip/byCode", { code })).data, code).toEqual({
        rackId: rack.rackId,
      });
    expect(await call("rackTrip/byCode", { code: "RK9998" })).toMatchObject({
      code: 1002,
      msg: "未找到编码为 RK9998 的铁架",
    });
    expect((await call("rackTrip/byCode", { code: "ABC" }, "en-US")).msg).toBe("No rack has the code ABC");
  });

  it("filters by status, stage, state, project, overdue and keyword, sorts, and counts the tabs", async () => {
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["L1"]);
    const a = await insertRack(t, orgId);
    const b = await insertRack(t, orgId);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 2);
    const ga = await call<RackLoaded>("rackTrip/generate", { rackId: a.rackId, boardIds: [boards.ids[0]] });
    const gb = await call<RackLoaded>("rackTrip/generate", { rackId: b.rackId, boardIds: [boards.ids[1]] });
    await call("rackTrip/circulate", { tripId: ga.data.tripId, version: ga.data.version });
    const list = (body: Record<string, unknown>) =>
      call<RackTripPage>("rackTrip/trips", { pageSize: 200, ...body }).then((r) => {
        expect(r.code, r.msg).toBe(1);
        return r.data;
      });
    const ids = (p: RackTripPage) => p.list.map((r: RackTripItem) => r.rackId);
    expect(ids(await list({ projectId }))).toEqual([a.rackId, b.rackId]);
    expect(ids(await list({ projectId, stage: "reinforcement" }))).toEqual([a.rackId]);
    expect(ids(await list({ projectId, state: "loaded" }))).toEqual([b.rackId]);
    expect(ids(await list({ projectId, sort: "codeDesc" }))).toEqual([b.rackId, a.rackId]);
    expect(ids(await list({ keyword: a.code }))).toEqual([a.rackId]);
    expect(ids(await list({ keyword: a.code.toLowerCase() }))).toEqual([a.rackId]);
    const idle = await list({ status: "idle" });
    expect(idle.list.every((r) => r.status === "idle" && r.state === "idle")).toBe(true);
    const all = await list({});
    expect(all.counts.all).toBe(all.total);
    expect(all.counts.idle + all.counts.occupied).toBe(all.counts.all);
    expect((await list({ state: "idle" })).total).toBe(all.counts.idle);
    const created = ids(await list({ sort: "createdDesc" }));
    expect(created.indexOf(b.rackId)).toBeLessThan(created.indexOf(a.rackId));
    const row = (await list({ projectId })).list.find((r) => r.rackId === a.rackId)!;
    expect(row).toMatchObject({
      state: "inTransit",
      stage: "reinforcement",
      boards: 1,
      areaMm2: 1_000_000,
      safetyValue: "8.00",
      maxValue: "10.00",
      overdue: false,
      actions: ["receive"],
    });
    expect(row.operatorName).toBeTruthy();
    // Overdue: 25 hours in transit to reinforcement (limit 24), then the limit raised.
    expect((await list({ projectId, overdue: true })).total).toBe(0);
    await t.db.query(
      "UPDATE rack_trips SET state_since = state_since - interval '25 hours' WHERE id = ANY($1)",
      [[ga.data.tripId, gb.data.tripId]],
    );
    const late = await list({ projectId, overdue: true });
    expect(ids(late)).toEqual([a.rackId, b.rackId]);
    expect(late.counts.overdue).toBe(2);
    const s = await call<{ limits: Record<string, number> }>("rackTrip/settings", {});
    expect(s.data.limits).toEqual({ cutting: 24, reinforcement: 24, secondProcessing: 48, packing: 24 });
    const saved = await call("rackTrip/saveSettings", { limits: { ...s.data.limits, reinforcement: 48 } });
    expect(saved.code).toBe(1);
    expect(ids(await list({ projectId, overdue: true }))).toEqual([b.rackId]);
    expect(ids(await list({ projectId, overdue: false }))).toEqual([a.rackId]);
    // The total is the number of racks the filters keep, for every tab and overdue filter.
    for (const status of [undefined, "idle", "occupied"] as const)
      for (const overdue of [undefined, true, false]) {
        const f = { projectId, ...(status && { status }), ...(overdue !== undefined && { overdue }) };
        const page = await list(f);
        expect(page.total, JSON.stringify(f)).toBe(page.list.length);
      }
    const everyRack = await list({ overdue: false });
    expect(everyRack.total).toBe(everyRack.list.length);
    expect((await call("rackTrip/saveSettings", { limits: { ...s.data.limits, cutting: 0 } })).code).toBe(
      1001,
    );
    expect((await call("rackTrip/saveSettings", { limits: { cutting: 1 } })).code).toBe(1001);
    await call("rackTrip/saveSettings", { limits: s.data.limits });
  });

  it("lists loadable boards: cut, unbroken, on no rack, in no box, by plane", async () => {
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["Q1", "Q2"]);
    const q1 = await cutBoards(t, orgId, projectId, planes[0]!, 2);
    await cutBoards(t, orgId, projectId, planes[0]!, 1, { status: "toCut" });
    const q2 = await cutBoards(t, orgId, projectId, planes[1]!, 1);
    const rack = await insertRack(t, orgId);
    await call("rackTrip/generate", { rackId: rack.rackId, boardIds: [q1.ids[0]] });
    const byPlane = await call<{ boardId: string }[]>("rackTrip/loadable", { planeId: planes[0] });
    expect(byPlane.data.map((b) => b.boardId)).toEqual([q1.ids[1]]);
    const byRack = await call<{ boardId: string }[]>("rackTrip/loadable", { rackId: rack.rackId });
    expect(byRack.data.map((b) => b.boardId)).toEqual([q1.ids[1]]);
    const byCode = await call<{ boardId: string }[]>("rackTrip/loadable", { keyword: q2.codes[0] });
    expect(byCode.data.map((b) => b.boardId)).toEqual([q2.ids[0]]);
  });

  it("shows a trip whose last board was packed (the packing part's event) as toReturn", async () => {
    const rack = await insertRack(t, orgId);
    const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
    const boards = await cutBoards(t, orgId, projectId, planes[0]!, 1);
    const gen = await call<RackLoaded>("rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
    // What packing does: board into a box, off the rack, the trip to return with a `pack` event.
    await t.db.query("UPDATE rack_trip_boards SET unloaded_at = now() WHERE trip_id = $1", [gen.data.tripId]);
    await t.db.query(
      "UPDATE rack_trips SET state = 'toReturn', stage = 'packing', version = version + 1 WHERE id = $1",
      [gen.data.tripId],
    );
    await t.db.query(
      `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, boards, area_mm2, at)
       VALUES ($1, $2, $3, 'pack', 'received', 'toReturn', 'packing', 1, 1000000, now())`,
      [orgId, rack.rackId, gen.data.tripId],
    );
    const d = await item(rack.rackId);
    expect(d.rack).toMatchObject({ state: "toReturn", status: "occupied", boards: 0, actions: ["return"] });
    expect(d.events[0]).toMatchObject({ action: "pack", to: "toReturn" });
    const r = await call<RackMoved>("rackTrip/return", { tripId: gen.data.tripId, version: d.rack.version });
    expect(r.data.state).toBe("returned");
  });
});
