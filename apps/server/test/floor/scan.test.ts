import { Code, Menu, type ScanLookupResult } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertPlane, insertProject } from "../inventory/inventory-factories.ts";
import {
  addCraftLine,
  cutBoards,
  insertBox,
  insertCraft,
  insertRack,
  insertTrip,
  packInto,
  rackEvent,
} from "./floor-factories.ts";

/** The scan station's lookup (menu 2450): each kind of code, its actions per state and per menus (docs/api-floor.md). */

let t: TestApp;
let token: string;
let otherToken: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const codes: Record<string, string> = {};
const T = (h: number) => new Date(Date.UTC(2026, 10, 21, h));

const lookup = (code: string, tk = token, lang?: string) =>
  t.call<ScanLookupResult>("scan/lookup", { code }, { token: tk, lang });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  token = await login(t, owner);
  const o = { orgId, userId: owner.userId };
  const other = await createUser(t);
  const otherOrg = await createOrg(t, other);
  otherToken = await login(t, other);
  await insertRack(t, otherOrg.orgId, 8100);

  // Members holding the station and some of the floor's menus.
  for (const [name, menus] of Object.entries({
    station: [Menu.ScanStation],
    racks: [Menu.ScanStation, Menu.RackManagement],
    tasks: [Menu.ScanStation, Menu.ProductionTask],
    tracking: [Menu.ScanStation, Menu.ProductionTask, Menu.ProductionTracking],
  })) {
    const u = await createUser(t);
    await addMember(t, orgId, u, await createRole(t, orgId, menus, `scan-${name}`));
    tokens[name] = await login(t, u);
  }

  const projectId = await insertProject(t, orgId, { name: "扫码项目" });
  const planeId = await insertPlane(t, orgId, projectId, "SCAN-P01");
  ids.projectId = projectId;
  ids.planeId = planeId;
  codes.projectNo = (
    await t.db.query<{ project_no: string }>("SELECT project_no FROM projects WHERE id = $1", [projectId])
  ).rows[0]!.project_no;
  const slab = await cutBoards(t, { ...o, projectId, planeId, boards: 6, barcode: "SCAN-SLAB-01" });
  ids.slabId = slab.slabId;
  const boardCodes = (
    await t.db.query<{ id: string; code: string }>(
      "SELECT id, code FROM project_boards WHERE id = ANY($1::uuid[]) ORDER BY seq",
      [slab.boardIds],
    )
  ).rows;
  const [crafted, plain, boxed, onRack1, onRack2, , ..._] = boardCodes;
  Object.assign(codes, { crafted: crafted!.code, plain: plain!.code, boxed: boxed!.code });
  ids.crafted = crafted!.id;
  const { craftId } = await insertCraft(t, orgId);
  await addCraftLine(t, crafted!.id, 1, craftId);

  // Racks in each state: idle, loaded (at cutting), in transit, received at packing (end of route), to return.
  ids.idle = await insertRack(t, orgId, 8001);
  const trip = async (number: number, boardIds: string[], moves: [string, string, string, string][]) => {
    const rackId = await insertRack(t, orgId, number);
    const tripId = await insertTrip(t, {
      ...o,
      rackId,
      projectId,
      planeId,
      boardIds,
      route: ["cutting", "packing"],
      at: T(8),
    });
    for (const [i, [action, from, to, stage]] of moves.entries())
      await rackEvent(t, { ...o, rackId, tripId, action, from, to, stage: stage as never, at: T(9 + i) });
    return { rackId, tripId };
  };
  Object.assign(ids, {
    loaded: (await trip(8002, [onRack1!.id], [])).rackId,
    inTransit: (await trip(8003, [onRack2!.id], [["circulate", "loaded", "inTransit", "packing"]])).rackId,
    atPacking: (
      await trip(
        8004,
        [],
        [
          ["circulate", "loaded", "inTransit", "packing"],
          ["receive", "inTransit", "received", "packing"],
        ],
      )
    ).rackId,
    toReturn: (
      await trip(
        8005,
        [],
        [
          ["circulate", "loaded", "inTransit", "packing"],
          ["receive", "inTransit", "received", "packing"],
          ["dismantle", "received", "toReturn", "packing"],
        ],
      )
    ).rackId,
  });

  ids.emptyBox = await insertBox(t, orgId, projectId, "B01");
  ids.openBox = await insertBox(t, orgId, projectId, "B02");
  ids.sealedBox = await insertBox(t, orgId, projectId, "B03");
  await packInto(t, { ...o, boxId: ids.openBox, boardIds: [boxed!.id], at: T(12) });
  // The packing list names the plain board's box beforehand: it is not in it until packed.
  await t.db.query("UPDATE project_boards SET box_id = $2 WHERE id = $1", [plain!.id, ids.emptyBox]);
  await packInto(t, { ...o, boxId: ids.sealedBox, boardIds: [boardCodes[5]!.id], at: T(12), sealAt: T(13) });
});

afterAll(async () => {
  await t?.close();
});

describe("scan/lookup: racks", () => {
  it("finds a rack by its printed code or its number, with its trip", async () => {
    for (const code of ["RK8002", "rk8002", "8002"]) {
      const r = await lookup(code);
      expect(r.result).toBe(true);
      expect(r.data).toMatchObject({ kind: "rack", id: ids.loaded, title: "RK8002" });
    }
    const r = await lookup("RK8002");
    expect(r.data.summary).toMatchObject({
      state: "loaded",
      rackState: "loaded",
      stage: "cutting",
      planeId: ids.planeId,
      batchNo: "SCAN-P01",
      boards: 1,
      area: "0.300",
      tripVersion: 1,
    });
  });

  it("offers the rack transitions of its state and stage", async () => {
    const actions = async (code: string) => (await lookup(code)).data.actions;
    expect(await actions("RK8001")).toEqual(["generate"]);
    expect(await actions("RK8002")).toEqual(["load", "circulate", "cancel"]);
    expect(await actions("RK8003")).toEqual(["receive"]);
    expect(await actions("RK8004")).toEqual(["pack", "dismantle"]);
    expect(await actions("RK8005")).toEqual(["return"]);
    expect((await lookup("RK8001")).data.summary).toMatchObject({ state: "idle", stage: null, boards: 0 });
  });

  it("offers rack actions only to holders of rack management (2800)", async () => {
    expect((await lookup("RK8002", tokens.station)).data.actions).toEqual([]);
    expect((await lookup("RK8002", tokens.tasks)).data.actions).toEqual([]);
    expect((await lookup("RK8002", tokens.racks)).data.actions).toEqual(["load", "circulate", "cancel"]);
  });
});

describe("scan/lookup: boxes", () => {
  it("finds a box by its code, in each state, with the actions of the caller's menus", async () => {
    const box = (no: string) => `${codes.projectNo}-${no}`;
    const empty = await lookup(box("B01"));
    expect(empty.data).toMatchObject({ kind: "box", id: ids.emptyBox, title: box("B01"), actions: ["add"] });
    expect(empty.data.summary).toMatchObject({
      state: "toPack",
      boxState: "toPack",
      boards: 0,
      boxVersion: 1,
    });
    const open = await lookup(box("B02").toLowerCase());
    expect(open.data).toMatchObject({ id: ids.openBox, actions: ["add", "remove", "seal"] });
    expect(open.data.summary).toMatchObject({ boxState: "packing", boards: 1, projectId: ids.projectId });
    expect((await lookup(box("B03"))).data).toMatchObject({ id: ids.sealedBox, actions: ["reopen"] });

    expect((await lookup(box("B02"), tokens.station)).data.actions).toEqual([]);
    expect((await lookup(box("B02"), tokens.tasks)).data.actions).toEqual(["add", "remove", "seal"]);
    expect((await lookup(box("B03"), tokens.tasks)).data.actions).toEqual([]);
    expect((await lookup(box("B03"), tokens.tracking)).data.actions).toEqual(["reopen"]);
  });
});

describe("scan/lookup: a box numbered with its project no.", () => {
  it("is found by its box no. alone, which is its printed code", async () => {
    const { rows } = await t.db.query<{ org_id: string }>("SELECT org_id FROM projects WHERE id = $1", [
      ids.projectId,
    ]);
    const boxId = await insertBox(t, rows[0]!.org_id, ids.projectId!, `${codes.projectNo}-B0009`);
    const r = await lookup(`${codes.projectNo}-B0009`);
    expect(r.data).toMatchObject({ kind: "box", id: boxId, title: `${codes.projectNo}-B0009` });
  });
});

describe("scan/lookup: boards and slabs", () => {
  it("finds a board by its code: crafts pending → confirm, crafts done → pack, in a box → none", async () => {
    const crafted = await lookup(codes.crafted!);
    expect(crafted.data).toMatchObject({ kind: "board", id: ids.crafted, actions: ["confirmCrafts"] });
    expect(crafted.data.summary).toMatchObject({
      boardStage: "cut",
      craftsDone: 0,
      craftsTotal: 1,
      boards: 1,
    });
    const plain = await lookup(codes.plain!);
    expect(plain.data.actions).toEqual(["pack"]);
    expect(plain.data.summary).toMatchObject({ boardStage: "cut", boxCode: `${codes.projectNo}-B01` });
    const boxed = await lookup(codes.boxed!);
    expect(boxed.data.actions).toEqual([]);
    expect(boxed.data.summary).toMatchObject({ boardStage: "inBox", boxCode: `${codes.projectNo}-B02` });
    expect((await lookup(codes.plain!, tokens.station)).data.actions).toEqual([]);
    expect((await lookup(codes.plain!, tokens.tasks)).data.actions).toEqual(["pack"]);
  });

  it("takes the newest project's board when two projects share a code", async () => {
    const { rows } = await t.db.query<{ org_id: string }>("SELECT org_id FROM projects WHERE id = $1", [
      ids.projectId,
    ]);
    const orgId = rows[0]!.org_id;
    const newer = await insertProject(t, orgId, { name: "新项目" });
    await t.db.query("UPDATE projects SET created_at = now() + interval '1 day' WHERE id = $1", [newer]);
    const plane = await insertPlane(t, orgId, newer, "NEW-P01");
    const { rows: b } = await t.db.query<{ id: string }>(
      `INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, seq)
       VALUES ($1, $2, $3, $4, 700, 500, 20, '爵士白', 1) RETURNING id`,
      [orgId, newer, plane, codes.plain],
    );
    const r = await lookup(codes.plain!);
    expect(r.data).toMatchObject({ kind: "board", id: b[0]!.id });
    expect(r.data.summary).toMatchObject({ projectId: newer, boardStage: "notCut" });
    expect(r.data.actions).toEqual([]);
  });

  it("finds a slab by its barcode", async () => {
    const r = await lookup("SCAN-SLAB-01");
    expect(r.data).toMatchObject({ kind: "slab", id: ids.slabId, title: "SCAN-SLAB-01", actions: [] });
    expect(r.data.summary).toMatchObject({ state: "done", boards: 6, projectId: ids.projectId });
  });
});

describe("scan/lookup: unknown codes", () => {
  it("answers 1002 naming the code in the caller's language", async () => {
    const zh = await lookup("XYZ-404");
    expect(zh.code).toBe(1002);
    expect(zh.msg).toBe("没有找到条码 XYZ-404 对应的铁架、工程板、箱子或大板");
    const en = await lookup("XYZ-404", token, "en-US");
    expect(en.msg).toBe("No rack, board, box or slab has the code XYZ-404");
  });

  it("never finds another enterprise's objects", async () => {
    expect((await lookup("RK8100")).code).toBe(1002);
    expect((await lookup("RK8002", otherToken)).code).toBe(1002);
    expect((await lookup("SCAN-SLAB-01", otherToken)).code).toBe(1002);
  });

  it("needs the scan station menu and a code", async () => {
    const u = await createUser(t);
    const { rows } = await t.db.query<{ org_id: string }>("SELECT org_id FROM projects WHERE id = $1", [
      ids.projectId,
    ]);
    await addMember(
      t,
      rows[0]!.org_id,
      u,
      await createRole(t, rows[0]!.org_id, [Menu.ProductionTask], "no-scan"),
    );
    expect((await lookup("RK8002", await login(t, u))).code).toBe(Code.NoPermission);
    expect((await lookup("   ")).code).toBe(1001);
  });
});
