import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { boardRow, craftLine, cutBoard, onTrip, packingProject } from "./packing-factories.ts";

/** Packing boxes (docs/api-floor.md "Packing"): every rule and refusal, derived statuses, racks, seal, reopen. */

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang = "zh-CN", tk = token) =>
  t.call<T>(path, body, { token: tk, lang });

interface AddResult {
  added: { boardId: string; code: string; rackNo: string | null; rackToReturn: boolean }[];
  refused: { code: string; boardId: string | null; reason: string }[];
  status: string;
  boardCount: number;
  area: string;
  version: number;
}
interface Detail {
  status: string;
  code: string;
  version: number;
  boardCount: number;
  plannedCount: number;
  boards: { code: string; packingStatus: string; packedByName: string | null }[];
  planned: { code: string }[];
  events: { action: string; fromState: string; toState: string; boardCode: string | null; reason: string }[];
}

const detail = async (boxId: string) => (await call<Detail>("packing/detail", { boxId })).data!;

describe("boxes", () => {
  it("finds a box by its printed code and lists boxes with their derived status", async () => {
    const p = await packingProject(t, orgId);
    const b = await cutBoard(t, orgId, p, { boxId: p.boxIds[0] });
    expect(await call("packing/byCode", { code: `${p.projectNo}-B-02` })).toMatchObject({
      code: 1,
      data: { boxId: p.boxIds[1] },
    });
    expect(await call("packing/byCode", { code: "NOPE-1" }, "en-US")).toMatchObject({
      code: 1002,
      msg: "No packing box with code NOPE-1",
    });
    expect((await call("packing/byCode", { code: "NOPE-1" })).msg).toBe("未找到包装箱 NOPE-1");
    let list = await call<{ list: { boxNo: string; status: string; plannedCount: number; code: string }[] }>(
      "packing/boxes",
      { projectId: p.projectId },
    );
    expect(list.data!.list).toEqual([
      expect.objectContaining({
        boxNo: "B-01",
        status: "toPack",
        plannedCount: 1,
        code: `${p.projectNo}-B-01`,
      }),
      expect.objectContaining({ boxNo: "B-02", status: "toPack", plannedCount: 0 }),
    ]);
    await call("packing/add", { boxId: p.boxIds[0], boardIds: [b] });
    list = await call("packing/boxes", { projectId: p.projectId, status: "packing" });
    expect(list.data!.list.map((x) => x.boxNo)).toEqual(["B-01"]);
    // The project's packing list tab derives the same statuses.
    const pl = await call<{ boxes: { status: string; boards: { packingStatus: string }[] }[] }>(
      "project/packing",
      {
        projectId: p.projectId,
      },
    );
    expect(pl.data!.boxes[0]).toMatchObject({ status: "packing", boards: [{ packingStatus: "packing" }] });
  });
});

describe("add", () => {
  it("adds the good boards and refuses each other one with its reason, in both languages", async () => {
    const p = await packingProject(t, orgId);
    const other = await packingProject(t, orgId);
    const good = await cutBoard(t, orgId, p, { code: `G-${p.projectNo}` });
    const foreign = await cutBoard(t, orgId, other, { code: `F-${p.projectNo}` });
    await cutBoard(t, orgId, p, { code: `U-${p.projectNo}`, status: "toCut" });
    await cutBoard(t, orgId, p, { code: `K-${p.projectNo}`, exception: true });
    const crafty = await cutBoard(t, orgId, p, { code: `C-${p.projectNo}` });
    await craftLine(t, orgId, p, crafty, 1, `磨边${p.projectNo}`, { userId });
    await craftLine(t, orgId, p, crafty, 2, `开孔${p.projectNo}`);
    const racked = await cutBoard(t, orgId, p, { code: `R-${p.projectNo}` });
    const trip = await onTrip(t, orgId, p, [racked], "secondProcessing", "received");
    const codes = ["G", "F", "U", "K", "C", "R"].map((c) => `${c}-${p.projectNo}`);
    const res = await call<AddResult>(
      "packing/add",
      { boxId: p.boxIds[0], boardCodes: [...codes, "ZZZ"] },
      "en-US",
    );
    expect(res.code).toBe(1);
    expect(res.data!.added.map((a) => a.boardId)).toEqual([good]);
    expect(res.data).toMatchObject({ status: "packing", boardCount: 1, area: "0.500" });
    expect(res.data!.refused).toEqual([
      { code: "ZZZ", boardId: null, reason: "No board with code ZZZ" },
      {
        code: codes[1],
        boardId: foreign,
        reason: `Board ${codes[1]} belongs to project ${other.projectNo}, this box to ${p.projectNo}`,
      },
      { code: codes[2], boardId: expect.any(String), reason: `Board ${codes[2]} is not cut yet` },
      { code: codes[3], boardId: expect.any(String), reason: `Board ${codes[3]} is flagged broken` },
      {
        code: codes[4],
        boardId: crafty,
        reason: `Board ${codes[4]} still waits for craft "开孔${p.projectNo}"`,
      },
      {
        code: codes[5],
        boardId: racked,
        reason: `Board ${codes[5]} is on rack ${trip.rackNo}, which is "Received" at Second processing: not received at packing`,
      },
    ]);
    // Again, in Chinese: the packed one is now in the box.
    const zh = await call<AddResult>("packing/add", { boxId: p.boxIds[1], boardCodes: codes });
    expect(zh.data!.added).toEqual([]);
    expect(zh.data!.refused.map((r) => r.reason)).toEqual([
      `工程板 ${codes[0]} 已在箱 B-01 中`,
      `工程板 ${codes[1]} 属于项目 ${other.projectNo}，此箱属于项目 ${p.projectNo}`,
      `工程板 ${codes[2]} 尚未切割完成`,
      `工程板 ${codes[3]} 已标记破损`,
      `工程板 ${codes[4]} 的工艺「开孔${p.projectNo}」尚未完成`,
      `工程板 ${codes[5]} 在铁架 ${trip.rackNo} 上，该架当前在「二次加工」已接收，未在包装工序接收`,
    ]);
    expect(zh.data!.version).toBe(1);
    const r = await boardRow(t, good);
    expect(r).toMatchObject({ box_id: p.boxIds[0], packed_by: userId });
    expect(r.packed_at).not.toBeNull();
    const d = await detail(p.boxIds[0]);
    expect(d).toMatchObject({ status: "packing", version: 2, boardCount: 1 });
    expect(d.boards).toEqual([expect.objectContaining({ code: codes[0], packingStatus: "packing" })]);
    expect(d.events).toEqual([
      expect.objectContaining({
        action: "add",
        fromState: "toPack",
        toState: "packing",
        boardCode: codes[0],
      }),
    ]);
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE entity = 'packingBox' AND entity_id = $1",
      [p.boxIds[0]],
    );
    expect(audit.rows).toEqual([{ action: "add" }]);
  });

  it("a board on no packing list goes into any box of its project and is listed there from then on", async () => {
    const p = await packingProject(t, orgId);
    const b = await cutBoard(t, orgId, p);
    const res = await call<AddResult>("packing/add", { boxId: p.boxIds[1], boardIds: [b] });
    expect(res.data!.added).toHaveLength(1);
    expect((await boardRow(t, b)).box_id).toBe(p.boxIds[1]);
  });

  it("unloads a board from a rack received at packing; the last one sends the rack to return", async () => {
    const p = await packingProject(t, orgId);
    const a = await cutBoard(t, orgId, p);
    const b = await cutBoard(t, orgId, p);
    const trip = await onTrip(t, orgId, p, [a, b]);
    let res = await call<AddResult>("packing/add", { boxId: p.boxIds[0], boardIds: [a] });
    expect(res.data!.added).toEqual([expect.objectContaining({ rackNo: trip.rackNo, rackToReturn: false })]);
    const tripRow = async () =>
      (
        await t.db.query<{ state: string; version: number }>(
          "SELECT state, version FROM rack_trips WHERE id = $1",
          [trip.tripId],
        )
      ).rows[0]!;
    expect(await tripRow()).toEqual({ state: "received", version: 1 });
    res = await call<AddResult>("packing/add", { boxId: p.boxIds[0], boardIds: [b] });
    expect(res.data!.added).toEqual([expect.objectContaining({ rackNo: trip.rackNo, rackToReturn: true })]);
    expect(await tripRow()).toEqual({ state: "toReturn", version: 2 });
    const unloaded = await t.db.query(
      "SELECT board_id FROM rack_trip_boards WHERE trip_id = $1 AND unloaded_at IS NOT NULL ORDER BY board_id",
      [trip.tripId],
    );
    expect(unloaded.rows).toHaveLength(2);
    const events = await t.db.query<{ action: string; from_state: string; to_state: string; boards: number }>(
      "SELECT action, from_state, to_state, boards FROM rack_events WHERE trip_id = $1 ORDER BY at, to_state",
      [trip.tripId],
    );
    expect(events.rows).toEqual([
      { action: "pack", from_state: "received", to_state: "received", boards: 1 },
      { action: "pack", from_state: "received", to_state: "toReturn", boards: 1 },
    ]);
  });
});

describe("remove, seal, reopen", () => {
  it("derives toPack → packing → done and back, with 1003 / 1012 and the messages", async () => {
    const p = await packingProject(t, orgId);
    const [a, b] = [await cutBoard(t, orgId, p), await cutBoard(t, orgId, p)];
    const box = p.boxIds[0]!;
    const code = `${p.projectNo}-B-01`;
    expect(await call("packing/seal", { boxId: box, version: 1 }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Packing box ${code} holds no board: it cannot be sealed`,
      data: { from: "toPack", action: "seal" },
    });
    expect((await call("packing/seal", { boxId: box, version: 1 })).msg).toBe(
      `包装箱 ${code} 中没有工程板，不能封箱`,
    );
    await call("packing/add", { boxId: box, boardIds: [a, b] });
    expect(await call("packing/remove", { boxId: p.boxIds[1], boardId: a }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Packing box ${p.projectNo}-B-02 is "To pack": it cannot give a board back`,
    });
    let v = (await detail(box)).version;
    expect(await call("packing/remove", { boxId: box, boardId: a })).toMatchObject({
      code: 1,
      data: { status: "packing", version: v + 1 },
    });
    expect(await boardRow(t, a)).toMatchObject({ box_id: box, packed_at: null, packed_by: null });
    expect(await call("packing/remove", { boxId: box, boardId: a }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Board ${(await detail(box)).planned[0]!.code} is not in box ${code}`,
    });
    v = (await detail(box)).version;
    expect((await call("packing/seal", { boxId: box, version: v - 1 })).code).toBe(1012);
    expect(await call("packing/seal", { boxId: box, version: v, confirmShort: true })).toMatchObject({
      code: 1,
      data: { status: "done", version: v + 1 },
    });
    const sealed = await detail(box);
    expect(sealed.status).toBe("done");
    expect(sealed.boards.map((x) => x.packingStatus)).toEqual(["packed"]);
    expect(await call("packing/add", { boxId: box, boardIds: [a] }, "en-US")).toMatchObject({
      code: 1003,
      msg: `Packing box ${code} is "Sealed": it cannot take a board`,
      data: { from: "done", action: "add" },
    });
    expect((await call("packing/add", { boxId: box, boardIds: [a] })).msg).toBe(
      `包装箱 ${code} 当前为「已封箱」，不能装箱`,
    );
    expect((await call("packing/remove", { boxId: box, boardId: b })).code).toBe(1003);
    expect((await call("packing/reopen", { boxId: box, version: v + 1, reason: " " })).code).toBe(1001);
    expect(
      await call("packing/reopen", { boxId: box, version: v + 1, reason: "客户要求加一块" }),
    ).toMatchObject({
      code: 1,
      data: { status: "packing", version: v + 2 },
    });
    expect((await call("packing/reopen", { boxId: box, version: v + 2, reason: "again" })).code).toBe(1003);
    const d = await detail(box);
    expect(d.events.map((e) => `${e.action}:${e.fromState}>${e.toState}:${e.reason}`)).toEqual([
      "reopen:done>packing:客户要求加一块",
      "seal:packing>done:",
      "remove:packing>packing:",
      "add:packing>packing:",
      "add:toPack>packing:",
    ]);
    const audit = await t.db.query<{ action: string; detail: { reason?: string } }>(
      "SELECT action, detail FROM audit_log WHERE entity = 'packingBox' AND entity_id = $1 ORDER BY created_at, action",
      [box],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["add", "remove", "seal", "reopen"]);
    expect(audit.rows[3]!.detail.reason).toBe("客户要求加一块");
    // Removing the last board leaves the box toPack.
    expect((await call("packing/remove", { boxId: box, boardId: b })).data).toMatchObject({
      status: "toPack",
    });
    expect((await detail(box)).status).toBe("toPack");
  });

  it("reopens only with menu 2600; packing needs 2400", async () => {
    const p = await packingProject(t, orgId);
    const a = await cutBoard(t, orgId, p);
    await call("packing/add", { boxId: p.boxIds[0], boardIds: [a] });
    await call("packing/seal", { boxId: p.boxIds[0], version: 2 });
    const packer = await createUser(t);
    await addMember(t, orgId, packer, await createRole(t, orgId, [2400]));
    const pt = await login(t, packer);
    expect(
      (await call("packing/reopen", { boxId: p.boxIds[0], version: 3, reason: "x" }, "zh-CN", pt)).code,
    ).toBe(6);
    expect((await call("packing/detail", { boxId: p.boxIds[0] }, "zh-CN", pt)).code).toBe(1);
    const tracker = await createUser(t);
    await addMember(t, orgId, tracker, await createRole(t, orgId, [2600]));
    const tt = await login(t, tracker);
    expect((await call("packing/add", { boxId: p.boxIds[0], boardIds: [a] }, "zh-CN", tt)).code).toBe(6);
    expect(
      (await call("packing/reopen", { boxId: p.boxIds[0], version: 3, reason: "x" }, "zh-CN", tt)).code,
    ).toBe(1);
  });

  it("answers 1002 for another enterprise's box or board", async () => {
    const p = await packingProject(t, orgId);
    const stranger = await createUser(t);
    const { orgId: other } = await createOrg(t, stranger);
    const q = await packingProject(t, other);
    const theirBoard = await cutBoard(t, other, q);
    for (const [path, body] of [
      ["packing/detail", { boxId: q.boxIds[0] }],
      ["packing/add", { boxId: q.boxIds[0], boardIds: [theirBoard] }],
      ["packing/seal", { boxId: q.boxIds[0], version: 1 }],
      ["packing/reopen", { boxId: q.boxIds[0], version: 1, reason: "x" }],
      ["packing/remove", { boxId: q.boxIds[0], boardId: theirBoard }],
      ["packing/byCode", { code: `${q.projectNo}-B-01` }],
    ] as const)
      expect((await call(path, body)).code, path).toBe(1002);
    expect((await call("packing/add", { boxId: p.boxIds[0], boardIds: [theirBoard] })).code).toBe(1002);
    expect((await call("packing/remove", { boxId: p.boxIds[0], boardId: theirBoard })).code).toBe(1002);
    expect((await call("packing/boxes", { projectId: q.projectId })).code).toBe(1002);
    // Scanned codes are not references: another enterprise's board is simply unknown here.
    const their = await t.db.query<{ code: string }>("SELECT code FROM project_boards WHERE id = $1", [
      theirBoard,
    ]);
    const res = await call<AddResult>("packing/add", {
      boxId: p.boxIds[0],
      boardCodes: [their.rows[0]!.code],
    });
    expect(res.data!.refused).toHaveLength(1);
    expect((await boardRow(t, theirBoard)).packed_at).toBeNull();
  });
});

describe("packing queue", () => {
  it("lists cut boards with no craft that are not packed yet", async () => {
    const p = await packingProject(t, orgId);
    const a = await cutBoard(t, orgId, p, { boxId: p.boxIds[0] });
    const b = await cutBoard(t, orgId, p, { boxId: p.boxIds[0] });
    await call("packing/add", { boxId: p.boxIds[0], boardIds: [a] });
    const res = await call<{ list: { boardId: string }[] }>("productionTask/boards", {
      category: "packing",
      keyword: p.projectNo,
    });
    expect(res.data!.list.map((x) => x.boardId)).toEqual([b]);
  });
});
