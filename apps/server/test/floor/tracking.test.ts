import type { ChainResult, TrackingBoardsResult, TrackingSearchPage } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject } from "../inventory/inventory-factories.ts";
import { insertDevice, insertIssuedPlan } from "../production/cutting-factories.ts";
import {
  addCraftLine,
  cutBoards,
  insertBox,
  insertCraft,
  insertRack,
  insertTrip,
  packInto,
  rackEvent,
  recordCraft,
  unload,
} from "./floor-factories.ts";

/** Production tracking (menu 2600): search, boards of a plane or a box, progress, the chain (docs/api-floor.md). */

let t: TestApp;
let token: string;
let otherToken: string;
const ids: Record<string, string> = {};
let b: string[] = [];
const T = (h: number) => new Date(Date.UTC(2026, 10, 20, h));

const call = <D>(url: string, body: Record<string, unknown>, tk = token) =>
  t.call<D>(url, body, { token: tk });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  const userId = owner.userId;
  const { orgId } = await createOrg(t, owner);
  token = await login(t, owner);
  const other = await createUser(t);
  await createOrg(t, other);
  otherToken = await login(t, other);
  const o = { orgId, userId };

  const projectId = await insertProject(t, orgId, { name: "厦门国际中心追溯" });
  const planeId = await insertPlane(t, orgId, projectId, "TRK-P01");
  const plane2 = await insertPlane(t, orgId, projectId, "TRK-P02");
  Object.assign(ids, { orgId, userId, projectId, planeId, plane2 });
  const { rows } = await t.db.query<{ project_no: string }>("SELECT project_no FROM projects WHERE id = $1", [
    projectId,
  ]);
  ids.projectNo = rows[0]!.project_no;

  // b[0]: not cut; b[1..6]: cut on one slab at 08:00; the second plane: one board not cut.
  const notCut = await insertBoard(t, orgId, projectId, planeId, {
    code: "TRK-000",
    length: 800,
    width: 400,
  });
  await insertBoard(t, orgId, projectId, plane2, { code: "TRK-900", length: 800, width: 400 });
  const slab = await cutBoards(t, { ...o, projectId, planeId, boards: 6, cutAt: T(8) });
  b = [notCut, ...slab.boardIds];
  ids.slabId = slab.slabId;
  ids.blockId = (
    await t.db.query<{ block_id: string }>("SELECT block_id FROM slabs WHERE id = $1", [slab.slabId])
  ).rows[0]!.block_id;
  const deviceId = await insertDevice(t.db, orgId);
  ids.productionPlanId = await insertIssuedPlan(t.db, orgId, deviceId, [slab.slabId]);

  // Crafts: b[3] one line done (crafts done, off its rack); b[4] two lines, one done (on a rack).
  const { craftId } = await insertCraft(t, orgId, "开槽");
  await addCraftLine(t, b[3]!, 1, craftId);
  await addCraftLine(t, b[4]!, 1, craftId);
  await addCraftLine(t, b[4]!, 2, craftId);

  // Rack 1: b[2], b[3], b[4] generated at 09:00, circulated 10:00, received at reinforcement 11:00.
  ids.rack1 = await insertRack(t, orgId, 7001);
  const trip1 = await insertTrip(t, {
    ...o,
    rackId: ids.rack1,
    projectId,
    planeId,
    boardIds: [b[2]!, b[3]!, b[4]!],
    at: T(9),
  });
  ids.trip1 = trip1;
  const r1 = { ...o, rackId: ids.rack1, tripId: trip1 };
  await rackEvent(t, {
    ...r1,
    action: "circulate",
    from: "loaded",
    to: "inTransit",
    stage: "reinforcement",
    at: T(10),
  });
  await rackEvent(t, {
    ...r1,
    action: "receive",
    from: "inTransit",
    to: "received",
    stage: "reinforcement",
    at: T(11),
  });
  await recordCraft(t, { ...o, projectId, boardId: b[3]!, seq: 1, at: T(12) });
  await recordCraft(t, { ...o, projectId, boardId: b[4]!, seq: 1, at: T(12) });
  await unload(t, [b[3]!], T(13));

  // Rack 2: b[5], b[6] to packing, received 11:00; b[5] into an open box, b[6] into a sealed one at 14:00.
  ids.rack2 = await insertRack(t, orgId, 7002);
  const trip2 = await insertTrip(t, {
    ...o,
    rackId: ids.rack2,
    projectId,
    planeId,
    boardIds: [b[5]!, b[6]!],
    route: ["cutting", "packing"],
    at: T(9),
  });
  const r2 = { ...o, rackId: ids.rack2, tripId: trip2 };
  await rackEvent(t, {
    ...r2,
    action: "circulate",
    from: "loaded",
    to: "inTransit",
    stage: "packing",
    at: T(10),
  });
  await rackEvent(t, {
    ...r2,
    action: "receive",
    from: "inTransit",
    to: "received",
    stage: "packing",
    at: T(11),
  });
  ids.box1 = await insertBox(t, orgId, projectId, "X01");
  ids.box2 = await insertBox(t, orgId, projectId, "X02");
  await packInto(t, { ...o, boxId: ids.box1, boardIds: [b[5]!], at: T(14) });
  await packInto(t, { ...o, boxId: ids.box2, boardIds: [b[6]!], at: T(14), sealAt: T(15) });
});

afterAll(async () => {
  await t?.close();
});

describe("tracking/search", () => {
  it("finds planes by batch no. and by project name, with board counts", async () => {
    const one = await call<TrackingSearchPage>("tracking/search", { by: "plane", keyword: "trk-p01" });
    expect(one.result).toBe(true);
    expect(one.data.total).toBe(1);
    expect(one.data.list[0]).toMatchObject({
      kind: "plane",
      planeId: ids.planeId,
      batchNo: "TRK-P01",
      boxId: null,
      projectName: "厦门国际中心追溯",
      boardCount: 7,
      cutBoards: 6,
      packedBoards: 1,
      packedPercent: 14.29,
    });
    const both = await call<TrackingSearchPage>("tracking/search", { by: "plane", keyword: "国际中心追溯" });
    expect(both.data.list.map((x) => x.batchNo)).toEqual(["TRK-P01", "TRK-P02"]);
  });

  it("finds boxes by their printed code, part of it, or the project", async () => {
    const code = `${ids.projectNo}-X02`;
    const one = await call<TrackingSearchPage>("tracking/search", { by: "box", keyword: code.toLowerCase() });
    expect(one.data.list).toHaveLength(1);
    expect(one.data.list[0]).toMatchObject({
      kind: "box",
      boxId: ids.box2,
      boxCode: code,
      boxState: "done",
      boardCount: 1,
      packedBoards: 1,
      packedPercent: 100,
    });
    const all = await call<TrackingSearchPage>("tracking/search", { by: "box", keyword: ids.projectNo });
    expect(all.data.list.map((x) => [x.boxNo, x.boxState])).toEqual([
      ["X01", "packing"],
      ["X02", "done"],
    ]);
  });

  it("shows another enterprise nothing", async () => {
    const r = await call<TrackingSearchPage>(
      "tracking/search",
      { by: "plane", keyword: "TRK-P01" },
      otherToken,
    );
    expect(r.data.total).toBe(0);
  });
});

describe("tracking/boards", () => {
  it("gives every board of the plane its stage, rack, box and step times", async () => {
    const r = await call<TrackingBoardsResult>("tracking/boards", { planeId: ids.planeId });
    expect(r.result).toBe(true);
    const by = new Map(r.data.boards.map((x) => [x.boardId, x]));
    const at = (h: number) => T(h).toISOString();
    expect(r.data.boards.map((x) => x.boardId)).toEqual(b);
    expect(by.get(b[0]!)).toMatchObject({ code: "TRK-000", stage: "notCut", rackCode: null, area: "0.320" });
    expect(by.get(b[0]!)!.times).toMatchObject({ cutAt: null, loadedAt: null, received: [], packedAt: null });
    expect(by.get(b[1]!)).toMatchObject({ stage: "cut", rackId: null, boxId: null });
    expect(by.get(b[1]!)!.times.cutAt).toBe(at(8));
    expect(by.get(b[2]!)).toMatchObject({
      stage: "onRack",
      rackId: ids.rack1,
      rackCode: "RK7001",
      rackStage: "reinforcement",
      rackState: "received",
      craftsTotal: 0,
    });
    expect(by.get(b[2]!)!.times).toMatchObject({
      cutAt: at(8),
      loadedAt: at(9),
      received: [
        { stage: "cutting", rackCode: "RK7001", at: at(9) },
        { stage: "reinforcement", rackCode: "RK7001", at: at(11) },
      ],
      unloadedAt: null,
    });
    expect(by.get(b[3]!)).toMatchObject({ stage: "craftsDone", rackId: null, craftsDone: 1, craftsTotal: 1 });
    expect(by.get(b[3]!)!.times).toMatchObject({
      crafts: [{ seq: 1, craftName: "开槽", at: at(12) }],
      unloadedAt: at(13),
    });
    expect(by.get(b[4]!)).toMatchObject({
      stage: "onRack",
      rackCode: "RK7001",
      craftsDone: 1,
      craftsTotal: 2,
    });
    expect(by.get(b[5]!)).toMatchObject({ stage: "inBox", boxId: ids.box1, boxNo: "X01", rackId: null });
    expect(by.get(b[5]!)!.times).toMatchObject({
      received: [
        { stage: "cutting", rackCode: "RK7002", at: at(9) },
        { stage: "packing", rackCode: "RK7002", at: at(11) },
      ],
      unloadedAt: at(14),
      packedAt: at(14),
    });
    expect(by.get(b[6]!)).toMatchObject({ stage: "packed", boxNo: "X02" });
  });

  it("counts the plane's and the project's boards per stage", async () => {
    const r = await call<TrackingBoardsResult>("tracking/boards", { planeId: ids.planeId });
    const counts = (p: TrackingBoardsResult["progress"]) =>
      Object.fromEntries(p.stages.map((s) => [s.stage, s.boards]));
    expect(r.data.progress.boardCount).toBe(7);
    expect(counts(r.data.progress)).toEqual({
      notCut: 1,
      cut: 1,
      onRack: 2,
      craftsDone: 1,
      inBox: 1,
      packed: 1,
    });
    expect(r.data.progress.onRacks).toEqual([
      { stage: "cutting", boards: 0 },
      { stage: "reinforcement", boards: 2 },
      { stage: "secondProcessing", boards: 0 },
      { stage: "packing", boards: 0 },
    ]);
    expect(r.data.progress.stages.find((s) => s.stage === "notCut")!.areaMm2).toBe(320000);
    expect(r.data.projectProgress.boardCount).toBe(8);
    expect(counts(r.data.projectProgress).notCut).toBe(2);
  });

  it("gives the boards of a box with its state", async () => {
    const r = await call<TrackingBoardsResult>("tracking/boards", { boxId: ids.box2 });
    expect(r.data).toMatchObject({
      kind: "box",
      boxCode: `${ids.projectNo}-X02`,
      boxState: "done",
      planeId: null,
      projectId: ids.projectId,
    });
    expect(r.data.boards.map((x) => [x.boardId, x.stage])).toEqual([[b[6], "packed"]]);
    expect(r.data.progress.boardCount).toBe(1);
    expect(r.data.projectProgress.boardCount).toBe(8);
  });

  it("finds the cut time in the board's complete event when its slab has no completion time", async () => {
    const plane3 = await insertPlane(t, ids.orgId!, ids.projectId!, "TRK-P03");
    const s = await cutBoards(t, {
      orgId: ids.orgId!,
      userId: ids.userId!,
      projectId: ids.projectId!,
      planeId: plane3,
      boards: 1,
    });
    await t.db.query("UPDATE slabs SET completed_at = NULL WHERE id = $1", [s.slabId]);
    await t.db.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
       VALUES ($1, $2, 'board', $3, 'complete', 'cutting', 'done', $4, $5)`,
      [ids.orgId, ids.userId, s.slabId, JSON.stringify({ slabId: s.slabId, boardIds: s.boardIds }), T(7)],
    );
    const r = await call<TrackingBoardsResult>("tracking/boards", { planeId: plane3 });
    expect(r.data.boards[0]).toMatchObject({ stage: "cut", times: { cutAt: T(7).toISOString() } });
  });

  it("takes exactly one of planeId and boxId; another enterprise's is 1002", async () => {
    expect((await call("tracking/boards", {})).code).toBe(1001);
    expect((await call("tracking/boards", { planeId: ids.planeId, boxId: ids.box1 })).code).toBe(1001);
    expect((await call("tracking/boards", { planeId: ids.planeId }, otherToken)).code).toBe(1002);
    expect((await call("tracking/boards", { boxId: ids.box1 }, otherToken)).code).toBe(1002);
  });
});

describe("tracking/chain", () => {
  const chain = (kind: string, id: string, tk = token) =>
    call<ChainResult>("tracking/chain", { kind, id }, tk);

  it("from a board: back to its block, slab, plans; on to its rack", async () => {
    const r = await chain("board", b[2]!);
    expect(r.data.label).toBe(
      (await t.db.query<{ code: string }>("SELECT code FROM project_boards WHERE id = $1", [b[2]])).rows[0]!
        .code,
    );
    expect(r.data.paths).toHaveLength(1);
    const p = r.data.paths[0]!;
    expect(p.block?.id).toBe(ids.blockId);
    expect(p.slab?.id).toBe(ids.slabId);
    expect(p.cuttingPlan).not.toBeNull();
    expect(p.productionPlan?.id).toBe(ids.productionPlanId);
    expect(p.deviceTable).toMatch(/ A$/);
    expect(p.plane).toEqual({ id: ids.planeId, label: "TRK-P01" });
    expect(p.rack).toEqual({ id: ids.rack1, label: "RK7001" });
    expect(p.tripId).toBe(ids.trip1);
    expect(p.box).toBeNull();
  });

  it("from a slab and from its block: every board, each with its rack and box", async () => {
    for (const [kind, id] of [
      ["slab", ids.slabId],
      ["block", ids.blockId],
    ] as const) {
      const r = await chain(kind, id!);
      expect(r.data.paths.map((p) => p.board?.id).sort()).toEqual(b.slice(1).sort());
      const p6 = r.data.paths.find((p) => p.board?.id === b[6])!;
      expect(p6.box?.label).toBe(`${ids.projectNo}-X02`);
      expect(p6.rack?.label).toBe("RK7002");
      expect(r.data.paths.find((p) => p.board?.id === b[1])!.rack).toBeNull();
    }
  });

  it("from a rack: its boards, their slab; from a box: its boards, their slab, rack and block", async () => {
    const r = await chain("rack", ids.rack1!);
    expect(r.data.label).toBe("RK7001");
    expect(r.data.paths.map((p) => p.board?.id).sort()).toEqual([b[2], b[3], b[4]].sort());
    expect(r.data.paths.every((p) => p.slab?.id === ids.slabId && p.rack?.id === ids.rack1)).toBe(true);
    const x = await chain("box", ids.box2!);
    expect(x.data.paths).toHaveLength(1);
    expect(x.data.paths[0]).toMatchObject({
      board: { id: b[6] },
      slab: { id: ids.slabId },
      block: { id: ids.blockId },
      rack: { id: ids.rack2, label: "RK7002" },
    });
  });

  it("answers 1002 for another enterprise's object", async () => {
    for (const [kind, id] of [
      ["board", b[2]],
      ["slab", ids.slabId],
      ["block", ids.blockId],
      ["rack", ids.rack1],
      ["box", ids.box1],
    ])
      expect((await chain(kind!, id!, otherToken)).code).toBe(1002);
  });
});
