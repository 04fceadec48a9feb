import { craftFeeFen, defaultQuantityMilli } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject } from "../production/cutting-factories.ts";
import {
  boardWithCrafts,
  insertCraft,
  insertFlowStep,
  insertWorkshop,
  rackOnTrip,
} from "./craft-factories.ts";

/** Crafts done (menu 2400, docs/api-floor.md "Crafts done"): order, workshops, fees, racks, records. */

let t: TestApp;
let token: string;
let otherToken: string;
let orgId: string;
let userId: string;
let otherUserId: string;
let ws1: string;
let ws2: string;
let craft: { edge: string; groove: string; polish: string; holes: string; odd: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  const worker = await createUser(t);
  otherUserId = worker.userId;
  await addMember(t, orgId, worker, await createRole(t, orgId, [2000, 2400], "craftsman"));
  otherToken = await login(t, worker);
  ws1 = await insertWorkshop(t.db, orgId, "二次加工一车间");
  ws2 = await insertWorkshop(t.db, orgId, "二次加工二车间");
  craft = {
    edge: await insertCraft(t.db, orgId, { name: "磨边", workshopId: ws1, priceFen: 1250, unit: "piece" }),
    groove: await insertCraft(t.db, orgId, { name: "开槽", workshopId: ws1, priceFen: 333, unit: "metre" }),
    polish: await insertCraft(t.db, orgId, {
      name: "抛光",
      workshopId: ws2,
      priceFen: 1999,
      unit: "squareMetre",
    }),
    holes: await insertCraft(t.db, orgId, { name: "开孔", workshopId: ws1, priceFen: 500, unit: "piece" }),
    odd: await insertCraft(t.db, orgId, { name: "倒角", workshopId: ws1, priceFen: 1, unit: "metre" }),
  };
  // The process flow's price wins over the craft's own.
  await insertFlowStep(t.db, orgId, craft.holes, 777);
});
afterAll(() => t.close());

const call = <T>(path: string, body: unknown, o: { lang?: string; token?: string } = {}) =>
  t.call<T>(path, body, { token: o.token ?? token, lang: o.lang });

interface Line {
  seq: number;
  craftName: string;
  workshopName: string;
  pricingUnit: string;
  quantityMilli: number;
  quantitySource: string;
  unitPriceFen: number;
  priceSource: string;
  feeFen: number;
}
interface PendingBoard {
  boardId: string;
  code: string;
  next: Line[];
  feeFen: number;
  canConfirm: boolean;
  refusal: string | null;
  message: string | null;
  doneCount: number;
  lineCount: number;
  tripId: string | null;
}
interface Pending {
  kind: string;
  rack: { number: number; tripId: string | null; wholeRack: boolean } | null;
  boards: PendingBoard[];
}
interface Done {
  records: {
    boardCode: string;
    craftName: string;
    quantityMilli: number;
    unit: string;
    unitPriceFen: number;
    feeFen: number;
  }[];
  totalFeeFen: number;
  skipped: { boardCode: string; message: string }[];
}

async function project() {
  return newProject(t, orgId);
}

describe("crafts done in order, workshop by workshop", () => {
  it("does a board's next lines of one workshop, refuses another workshop and nothing pending, in both languages", async () => {
    const p = await project();
    const b = await boardWithCrafts(t, {
      orgId,
      ...p,
      length: 1200,
      width: 600,
      crafts: [
        { craftId: craft.edge },
        { craftId: craft.groove },
        { craftId: craft.polish },
        { craftId: craft.holes, quantityMilli: 2500 },
      ],
    });
    const scan = await call<Pending>("craftWork/pending", { code: b.code, workshopId: ws1 });
    expect(scan.code).toBe(1);
    expect(scan.data.kind).toBe("board");
    const one = scan.data.boards[0]!;
    expect(one).toMatchObject({ canConfirm: true, refusal: null, doneCount: 0, lineCount: 4 });
    // Piece: 1 × ¥12.50; metre: the long edge 1.2 m × ¥3.33 = 3.996 → ¥4.00 (half up).
    expect(
      one.next.map((l) => [l.craftName, l.pricingUnit, l.quantityMilli, l.unitPriceFen, l.feeFen]),
    ).toEqual([
      ["磨边", "piece", 1000, 1250, 1250],
      ["开槽", "metre", 1200, 333, 400],
    ]);
    expect(one.feeFen).toBe(1650);

    // In the second workshop: refused at the scan, naming the craft and workshop it waits for.
    const wrong = await call<Pending>("craftWork/pending", { code: b.code, workshopId: ws2 });
    expect(wrong.data.boards[0]).toMatchObject({
      canConfirm: false,
      refusal: "wrongWorkshop",
      message: `工程板 ${b.code} 下一道工序是「磨边」（二次加工一车间）`,
    });
    const wrongEn = await call<Pending>(
      "craftWork/pending",
      { code: b.code, workshopId: ws2 },
      { lang: "en-US" },
    );
    expect(wrongEn.data.boards[0]!.message).toBe(`Board ${b.code}'s next craft is 磨边, in 二次加工一车间`);
    const refused = await call("craftWork/confirm", { workshopId: ws2, boardIds: [b.boardId] });
    expect(refused).toMatchObject({
      code: 1003,
      msg: `工程板 ${b.code} 下一道工序是「磨边」（二次加工一车间）`,
    });

    const done = await call<Done>("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] });
    expect(done.code).toBe(1);
    expect(done.data.records.map((r) => [r.craftName, r.quantityMilli, r.unit, r.feeFen])).toEqual([
      ["磨边", 1000, "piece", 1250],
      ["开槽", 1200, "metre", 400],
    ]);
    expect(done.data.totalFeeFen).toBe(1650);
    const audit = await t.db.query(
      "SELECT to_state FROM audit_log WHERE entity = 'board' AND entity_id = $1 AND action = 'craftsDone'",
      [b.boardId],
    );
    expect(audit.rows).toEqual([{ to_state: "磨边,开槽" }]);

    // Next: polishing per m² in the second workshop (0.72 m² × ¥19.99 = 14.3928 → ¥14.39).
    const again = await call("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] });
    expect(again.code).toBe(1003);
    expect((again as { msg: string }).msg).toMatch(
      new RegExp(`^工程板 ${b.code} 的「开槽」已由 member \\d{4} 于 .+ 完成$`),
    );
    const polish = await call<Done>("craftWork/confirm", { workshopId: ws2, boardIds: [b.boardId] });
    expect(polish.data.records.map((r) => [r.craftName, r.quantityMilli, r.unitPriceFen, r.feeFen])).toEqual([
      ["抛光", 720, 1999, 1439],
    ]);
    // The imported quantity 2.5 pieces at the process flow's ¥7.77 (not the craft's ¥5.00): 19.425 → ¥19.43.
    const holes = await call<Done>("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] });
    expect(holes.data.records.map((r) => [r.craftName, r.quantityMilli, r.unitPriceFen, r.feeFen])).toEqual([
      ["开孔", 2500, 777, 1943],
    ]);

    const none = await call<Pending>("craftWork/pending", { code: b.code, workshopId: ws1 });
    expect(none.data.boards[0]).toMatchObject({
      refusal: "nothingPending",
      doneCount: 4,
      message: `工程板 ${b.code} 没有待完成的二次加工工序`,
    });
    const noneEn = await call<Pending>("craftWork/pending", { code: b.code }, { lang: "en-US" });
    expect(noneEn.data.boards[0]!.message).toBe(`Board ${b.code} has no second-processing craft left to do`);
    const rows = await t.db.query<{
      seq: number;
      fee_fen: string;
      operator_id: string;
      trip_id: string | null;
    }>("SELECT seq, fee_fen, operator_id, trip_id FROM craft_records WHERE board_id = $1 ORDER BY seq", [
      b.boardId,
    ]);
    expect(rows.rows.map((r) => [r.seq, Number(r.fee_fen), r.operator_id, r.trip_id])).toEqual([
      [1, 1250, userId, null],
      [2, 400, userId, null],
      [3, 1439, userId, null],
      [4, 1943, userId, null],
    ]);
  });

  it("computes fees exactly for odd prices and sizes, as the shared functions do", async () => {
    const p = await project();
    const b = await boardWithCrafts(t, {
      orgId,
      ...p,
      length: 997,
      width: 1333,
      crafts: [{ craftId: craft.odd }, { craftId: craft.groove, quantityMilli: 1 }],
    });
    const scan = await call<Pending>("craftWork/pending", { code: b.code, workshopId: ws1 });
    const q = defaultQuantityMilli("metre", { length: 997, width: 1333 });
    expect(scan.data.boards[0]!.next.map((l) => [l.quantityMilli, l.feeFen, l.quantitySource])).toEqual([
      [q, craftFeeFen(q, 1), "default"],
      [1, craftFeeFen(1, 333), "imported"],
    ]);
    expect(q).toBe(1333);
    expect(craftFeeFen(1333, 1)).toBe(1);
    expect(craftFeeFen(1, 333)).toBe(0);
  });

  it("refuses boards not cut or flagged broken, and unknown codes", async () => {
    const p = await project();
    const notCut = await boardWithCrafts(t, {
      orgId,
      ...p,
      status: "toCut",
      crafts: [{ craftId: craft.edge }],
    });
    const broken = await boardWithCrafts(t, {
      orgId,
      ...p,
      exception: true,
      crafts: [{ craftId: craft.edge }],
    });
    const a = await call<Pending>("craftWork/pending", { code: notCut.code, workshopId: ws1 });
    expect(a.data.boards[0]).toMatchObject({
      refusal: "notCut",
      message: `工程板 ${notCut.code} 尚未切割完成`,
    });
    const c = await call(
      "craftWork/confirm",
      { workshopId: ws1, boardIds: [broken.boardId] },
      { lang: "en-US" },
    );
    expect(c).toMatchObject({
      code: 1003,
      msg: `Board ${broken.code} is flagged broken: its crafts cannot be done`,
    });
    const unknown = await call("craftWork/pending", { code: "NO-SUCH-BOARD" });
    expect(unknown).toMatchObject({ code: 1002, msg: "未找到工程板或铁架「NO-SUCH-BOARD」" });
    // Nothing is written when one board of several is refused.
    const ok = await boardWithCrafts(t, { orgId, ...p, crafts: [{ craftId: craft.edge }] });
    const mixed = await call("craftWork/confirm", {
      workshopId: ws1,
      boardIds: [ok.boardId, broken.boardId],
    });
    expect(mixed.code).toBe(1003);
    const n = await t.db.query("SELECT 1 FROM craft_records WHERE board_id = $1", [ok.boardId]);
    expect(n.rows).toHaveLength(0);
    // A cutting workshop does no crafts.
    const cuttingWs = await insertWorkshop(t.db, orgId, "切割车间X", "cutting");
    const bad = await call("craftWork/confirm", { workshopId: cuttingWs, boardIds: [ok.boardId] });
    expect(bad).toMatchObject({ code: 1001, msg: "「切割车间X」是切割车间，不做二次加工工序" });
  });
});

describe("whole rack", () => {
  it("confirms every board on a rack received at second processing, skipping those waiting elsewhere", async () => {
    const p = await project();
    const here = await boardWithCrafts(t, {
      orgId,
      ...p,
      crafts: [{ craftId: craft.edge }, { craftId: craft.polish }],
    });
    const elsewhere = await boardWithCrafts(t, { orgId, ...p, crafts: [{ craftId: craft.polish }] });
    const { tripId } = await rackOnTrip(t.db, {
      orgId,
      ...p,
      number: 7,
      stage: "secondProcessing",
      state: "received",
      boardIds: [here.boardId, elsewhere.boardId],
    });
    const scan = await call<Pending>("craftWork/pending", { code: "RK0007", workshopId: ws1 });
    expect(scan.data.kind).toBe("rack");
    expect(scan.data.rack).toMatchObject({ number: 7, tripId, wholeRack: true });
    expect(scan.data.boards.map((b) => [b.code, b.canConfirm])).toEqual(
      [
        [here.code, true],
        [elsewhere.code, false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const byNumber = await call<Pending>("craftWork/pending", { code: "7" });
    expect(byNumber.data.rack?.number).toBe(7);

    const done = await call<Done>("craftWork/confirm", { workshopId: ws1, tripId });
    expect(done.code).toBe(1);
    expect(done.data.records.map((r) => [r.boardCode, r.craftName])).toEqual([[here.code, "磨边"]]);
    expect(done.data.skipped.map((s) => s.boardCode)).toEqual([elsewhere.code]);
    const rec = await t.db.query<{ trip_id: string }>(
      "SELECT trip_id FROM craft_records WHERE board_id = $1",
      [here.boardId],
    );
    expect(rec.rows).toEqual([{ trip_id: tripId }]);
    // Nothing left for this workshop on the rack.
    const empty = await call("craftWork/confirm", { workshopId: ws1, tripId });
    expect(empty).toMatchObject({ code: 1003, msg: "铁架 RK0007 上没有能在本车间完成工序的工程板" });
    // Both boards now wait in the second workshop: the whole rack there.
    const two = await call<Done>("craftWork/confirm", { workshopId: ws2, tripId });
    expect(two.data.records).toHaveLength(2);
  });

  it("refuses a rack that is not received at second processing", async () => {
    const p = await project();
    const b = await boardWithCrafts(t, { orgId, ...p, crafts: [{ craftId: craft.edge }] });
    const { tripId } = await rackOnTrip(t.db, {
      orgId,
      ...p,
      number: 8,
      stage: "secondProcessing",
      state: "inTransit",
      boardIds: [b.boardId],
    });
    const r = await call("craftWork/confirm", { workshopId: ws1, tripId }, { lang: "en-US" });
    expect(r).toMatchObject({ code: 1003, data: { from: "inTransit", action: "craftsDone" } });
    expect((r as { msg: string }).msg).toContain("Rack RK0008 has not been received at second processing");
    // A single board on it can still be confirmed on its own (its record names the trip).
    const one = await call<Done>("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] });
    expect(one.code).toBe(1);
  });
});

describe("two operators at once", () => {
  it("one board confirmed twice at the same time: exactly one wins, the other is told who did it", async () => {
    const p = await project();
    const b = await boardWithCrafts(t, {
      orgId,
      ...p,
      crafts: [{ craftId: craft.edge }, { craftId: craft.groove }],
    });
    const [x, y] = await Promise.all([
      call("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] }),
      call("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] }, { token: otherToken }),
    ]);
    const codes = [x.code, y.code].sort();
    expect(codes).toEqual([1, 1003]);
    const loser = x.code === 1 ? y : x;
    expect((loser as { msg: string }).msg).toMatch(/已由 member \d{4} 于 .+ 完成/);
    const rows = await t.db.query("SELECT seq FROM craft_records WHERE board_id = $1", [b.boardId]);
    expect(rows.rows).toHaveLength(2);
  });
});

describe("records", () => {
  it("lists records newest first with filters and the total fee", async () => {
    const p = await project();
    const a = await boardWithCrafts(t, { orgId, ...p, crafts: [{ craftId: craft.edge }] });
    const b = await boardWithCrafts(t, { orgId, ...p, crafts: [{ craftId: craft.holes }] });
    await call("craftWork/confirm", { workshopId: ws1, boardIds: [a.boardId] });
    await call("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] }, { token: otherToken });
    type Page = {
      list: {
        boardCode: string;
        operatorId: string;
        feeFen: number;
        craftName: string;
        pricingUnit: string;
      }[];
      total: number;
      totalFeeFen: number;
      operators: { userId: string }[];
    };
    const all = await call<Page>("craftWork/records", { projectId: p.projectId });
    expect(all.data.total).toBe(2);
    expect(all.data.totalFeeFen).toBe(1250 + 777);
    expect(all.data.operators.map((o) => o.userId).sort()).toEqual([userId, otherUserId].sort());
    const mine = await call<Page>("craftWork/records", { projectId: p.projectId, operatorId: otherUserId });
    expect(mine.data.list.map((r) => [r.boardCode, r.craftName, r.feeFen])).toEqual([[b.code, "开孔", 777]]);
    const byBoard = await call<Page>("craftWork/records", { boardId: a.boardId });
    expect(byBoard.data.list.map((r) => r.boardCode)).toEqual([a.code]);
    const kw = await call<Page>("craftWork/records", { projectId: p.projectId, keyword: "开孔" });
    expect(kw.data.total).toBe(1);
    const future = await call<Page>("craftWork/records", { projectId: p.projectId, from: "2999-01-01" });
    expect(future.data.total).toBe(0);
    const past = await call<Page>("craftWork/records", { projectId: p.projectId, to: "2000-01-01" });
    expect(past.data.total).toBe(0);
    const byWorkshop = await call<Page>("craftWork/records", { projectId: p.projectId, workshopId: ws2 });
    expect(byWorkshop.data.total).toBe(0);
  });

  it("the production tasks' second-processing queue follows the records: a board's next craft is its first not done", async () => {
    const p = await project();
    const b = await boardWithCrafts(t, {
      orgId,
      ...p,
      crafts: [{ craftId: craft.edge }, { craftId: craft.polish }],
    });
    type Tasks = { list: { boardId: string; craftName: string | null; workshopName: string | null }[] };
    const before = await call<Tasks>("productionTask/boards", {
      category: "secondProcessing",
      pageSize: 200,
    });
    expect(before.data.list.find((x) => x.boardId === b.boardId)).toMatchObject({ craftName: "磨边" });
    await call("craftWork/confirm", { workshopId: ws1, boardIds: [b.boardId] });
    const after = await call<Tasks>("productionTask/boards", { category: "secondProcessing", pageSize: 200 });
    expect(after.data.list.find((x) => x.boardId === b.boardId)).toMatchObject({
      craftName: "抛光",
      workshopName: "二次加工二车间",
    });
    await call("craftWork/confirm", { workshopId: ws2, boardIds: [b.boardId] });
    const packing = await call<Tasks>("productionTask/boards", { category: "packing", pageSize: 200 });
    expect(packing.data.list.some((x) => x.boardId === b.boardId)).toBe(true);
  });
});

describe("another enterprise", () => {
  it("answers 1002 for another enterprise's workshop, board, trip, project or operator", async () => {
    const owner = await createUser(t);
    const other = await createOrg(t, owner);
    const theirWs = await insertWorkshop(t.db, other.orgId, "别家车间");
    const theirCraft = await insertCraft(t.db, other.orgId, {
      name: "磨边",
      workshopId: theirWs,
      priceFen: 100,
    });
    const tp = await newProject(t, other.orgId);
    const theirs = await boardWithCrafts(t, { orgId: other.orgId, ...tp, crafts: [{ craftId: theirCraft }] });
    const { tripId } = await rackOnTrip(t.db, {
      orgId: other.orgId,
      ...tp,
      number: 9,
      stage: "secondProcessing",
      state: "received",
      boardIds: [theirs.boardId],
    });
    expect((await call("craftWork/confirm", { workshopId: theirWs, boardIds: [theirs.boardId] })).code).toBe(
      1002,
    );
    expect((await call("craftWork/confirm", { workshopId: ws1, boardIds: [theirs.boardId] })).code).toBe(
      1002,
    );
    expect((await call("craftWork/confirm", { workshopId: ws1, tripId })).code).toBe(1002);
    expect((await call("craftWork/pending", { code: theirs.code })).code).toBe(1002);
    expect((await call("craftWork/pending", { code: theirs.code, workshopId: theirWs })).code).toBe(1002);
    expect((await call("craftWork/records", { projectId: tp.projectId })).code).toBe(1002);
    expect((await call("craftWork/records", { boardId: theirs.boardId })).code).toBe(1002);
    expect((await call("craftWork/records", { operatorId: owner.userId })).code).toBe(1002);
    const n = await t.db.query("SELECT 1 FROM craft_records WHERE board_id = $1", [theirs.boardId]);
    expect(n.rows).toHaveLength(0);
  });
});
