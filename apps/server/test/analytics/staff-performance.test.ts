import type {
  MyData,
  StaffPerformanceMember,
  StaffPerformancePage,
  StaffPerformanceRow,
} from "@stoneworks/shared";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exact, sumFigures } from "../../src/modules/analytics/staff-performance.service.ts";
import { addMember, createOrg, createRole, createUser, login, type TestUser } from "../factories.ts";
import { insertBox, insertCraft } from "../floor/floor-factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertSlab } from "../inventory/inventory-factories.ts";
import { insertDevice, newProject } from "../production/cutting-factories.ts";
import { craftRecord, cutRecord, dept, named, packBoard, sh } from "./performance-factories.ts";

let t: TestApp;
let ownerToken: string;
let orgId: string;
let w1: TestUser & { memberId: string; token: string };
let w2: TestUser & { memberId: string };
let parentDept: string;
let childDept: string;
let foreign: { orgId: string; memberId: string; departmentId: string; userId: string };
let projectId: string;
let boxId: string;
const boards: string[] = [];
const period = { from: "2026-11-10", to: "2026-11-12" };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "绩效企业"));
  ownerToken = await login(t, owner);
  parentDept = await dept(t, orgId, "生产部");
  childDept = await dept(t, orgId, "切割组", parentDept);
  const other = await dept(t, orgId, "包装组");
  // A cutter whose role holds only the dashboard (my data), and a packer.
  const dashRole = await createRole(t, orgId, [1000, 2000], "机手");
  const u1 = await createUser(t);
  w1 = { ...u1, memberId: await addMember(t, orgId, u1, dashRole), token: "" };
  w1.token = await login(t, u1);
  await named(t, u1.userId, "张切割", "0101", childDept);
  const u2 = await createUser(t);
  w2 = { ...u2, memberId: await addMember(t, orgId, u2, dashRole) };
  await named(t, u2.userId, "李包装", "0202", other);
  await named(t, owner.userId, "王老板", "0001", null);

  const deviceId = await insertDevice(t.db, orgId);
  const p = await newProject(t, orgId);
  projectId = p.projectId;
  const slabA = await insertSlab(t, orgId, { barcode: "SLAB-A" });
  const slabB = await insertSlab(t, orgId, { barcode: "SLAB-B" });
  for (let i = 0; i < 5; i++)
    boards.push(
      await insertBoard(t, orgId, projectId, p.planeId, { code: `PF-${i + 1}`, length: 1201, width: 603 }),
    );
  boxId = await insertBox(t, orgId, projectId, "B07");
  const cut = { orgId, deviceId, operatorId: u1.userId, projectId };
  // Counted: two ok cut records on slab A (one at 23:59 of the first day), one on slab B at 00:00 of the second.
  await cutRecord(t, {
    ...cut,
    slabId: slabA,
    at: sh("2026-11-10T23:59:00"),
    lengthMm: 12_345,
    areaMm2: 2_500_001,
    slabsMilli: 333,
  });
  await cutRecord(t, {
    ...cut,
    slabId: slabA,
    at: sh("2026-11-11T00:00:00"),
    lengthMm: 7,
    areaMm2: 9,
    slabsMilli: 334,
  });
  await cutRecord(t, {
    ...cut,
    slabId: slabB,
    at: sh("2026-11-12T23:59:59.999"),
    lengthMm: 1000,
    areaMm2: 1_000_000,
    slabsMilli: 1000,
  });
  // Not counted: aborted, a start record, before the period, after it.
  await cutRecord(t, {
    ...cut,
    slabId: slabB,
    at: sh("2026-11-11T10:00:00"),
    lengthMm: 999,
    areaMm2: 999,
    status: "aborted",
  });
  await cutRecord(t, { ...cut, slabId: slabB, at: sh("2026-11-11T09:00:00"), kind: "start" });
  await cutRecord(t, {
    ...cut,
    slabId: slabB,
    at: sh("2026-11-09T23:59:59"),
    lengthMm: 50_000,
    areaMm2: 50_000,
  });
  await cutRecord(t, {
    ...cut,
    slabId: slabB,
    at: sh("2026-11-13T00:00:00"),
    lengthMm: 60_000,
    areaMm2: 60_000,
  });

  const { craftId, workshopId } = await insertCraft(t, orgId, "磨边");
  const craft = { orgId, projectId, craftId, workshopId, operatorId: u1.userId };
  // Odd quantities: 1.333 m × ¥25.55 = 3405.815 fen → 3406; 0.007 m² × ¥1.00 → 0.7 → 1; 3 pieces × ¥6.66 = 1998.
  await craftRecord(t, {
    ...craft,
    boardId: boards[0]!,
    at: sh("2026-11-10T08:00:00"),
    quantityMilli: 1333,
    unitPriceFen: 2555,
    feeFen: 3406,
  });
  await craftRecord(t, {
    ...craft,
    boardId: boards[1]!,
    at: sh("2026-11-12T23:59:00"),
    quantityMilli: 7,
    unitPriceFen: 100,
    feeFen: 1,
    unit: "squareMetre",
  });
  await craftRecord(t, {
    ...craft,
    boardId: boards[2]!,
    at: sh("2026-11-11T00:00:00"),
    quantityMilli: 3000,
    unitPriceFen: 666,
    feeFen: 1998,
    unit: "piece",
  });
  // Outside the period.
  await craftRecord(t, {
    ...craft,
    boardId: boards[3]!,
    at: sh("2026-11-13T00:00:00"),
    quantityMilli: 1000,
    unitPriceFen: 100_000,
    feeFen: 100_000,
  });

  await packBoard(t, { boardId: boards[0]!, boxId, userId: u2.userId, at: sh("2026-11-12T10:00:00") });
  await packBoard(t, { boardId: boards[1]!, boxId, userId: u2.userId, at: sh("2026-11-12T11:00:00") });
  await packBoard(t, { boardId: boards[2]!, boxId, userId: u2.userId, at: sh("2026-11-09T11:00:00") });

  // Another enterprise: a member with big figures in the same period.
  const fo = await createUser(t);
  const f = await createOrg(t, fo, "别家企业");
  const fDept = await dept(t, f.orgId, "别家部门");
  const fDevice = await insertDevice(t.db, f.orgId);
  await cutRecord(t, {
    orgId: f.orgId,
    deviceId: fDevice,
    operatorId: fo.userId,
    at: sh("2026-11-11T12:00:00"),
    lengthMm: 777_777,
    areaMm2: 777_777,
  });
  // The same user is also a member of ours? No: B's member stays B's. A user of B only.
  const fm = await t.db.query<{ id: string }>("SELECT id FROM members WHERE org_id = $1", [f.orgId]);
  foreign = { orgId: f.orgId, memberId: fm.rows[0]!.id, departmentId: fDept, userId: fo.userId };
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>, token = ownerToken, lang?: string) =>
  t.call<StaffPerformancePage>("staffPerformance/list", { ...period, ...body }, { token, lang });
const row = (page: StaffPerformancePage, name: string) => page.list.find((r) => r.name === name)!;

describe("staff performance list (3005)", () => {
  it("sums each member's figures exactly over the business days, edges included", async () => {
    const res = await list({});
    expect(res.code).toBe(1);
    expect(res.data.list.map((r) => r.name).sort()).toEqual(["张切割", "李包装", "王老板"].sort());
    expect(row(res.data, "张切割")).toMatchObject({
      staffNo: "0101",
      departmentName: "切割组",
      roleName: "机手",
      cutLengthMm: 12_345 + 7 + 1000,
      areaCutMm2: 2_500_001 + 9 + 1_000_000,
      slabCount: 2,
      slabsConsumedMilli: 333 + 334 + 1000,
      cutRecords: 3,
      craftsDone: 3,
      feeFen: 3406 + 1 + 1998,
      boardsPacked: 0,
    } satisfies Partial<StaffPerformanceRow>);
    expect(row(res.data, "李包装")).toMatchObject({ boardsPacked: 2, feeFen: 0, cutRecords: 0 });
    expect(row(res.data, "王老板")).toMatchObject({ roleName: "超级管理员", feeFen: 0 });
    expect(res.data.totals).toEqual({
      cutLengthMm: 13_352,
      areaCutMm2: 3_500_010,
      slabCount: 2,
      slabsConsumedMilli: 1667,
      cutRecords: 3,
      craftsDone: 3,
      feeFen: 5405,
      boardsPacked: 2,
    });
  });

  it("moves a record at 23:59 and one at 00:00 into their own business days", async () => {
    const first = row((await list({ from: "2026-11-10", to: "2026-11-10" })).data, "张切割");
    expect(first).toMatchObject({ cutLengthMm: 12_345, cutRecords: 1, feeFen: 3406 });
    const second = row((await list({ from: "2026-11-11", to: "2026-11-11" })).data, "张切割");
    expect(second).toMatchObject({ cutLengthMm: 7, cutRecords: 1, feeFen: 1998 });
    const wide = row((await list({ from: "2026-11-09", to: "2026-11-13" })).data, "张切割");
    expect(wide).toMatchObject({ cutLengthMm: 13_352 + 50_000 + 60_000, cutRecords: 5, feeFen: 105_405 });
  });

  it("filters by department (with the ones under it), keyword and member; sorts and pages", async () => {
    expect((await list({ departmentId: parentDept })).data.list.map((r) => r.name)).toEqual(["张切割"]);
    expect((await list({ departmentId: childDept })).data.list.map((r) => r.name)).toEqual(["张切割"]);
    expect((await list({ keyword: "0202" })).data.list.map((r) => r.name)).toEqual(["李包装"]);
    expect((await list({ keyword: "王" })).data.totals.feeFen).toBe(0);
    expect((await list({ memberId: w2.memberId })).data.list.map((r) => r.name)).toEqual(["李包装"]);
    const byFee = await list({ sortBy: "feeFen", order: "desc", pageSize: 1 });
    expect(byFee.data).toMatchObject({ total: 3, pageSize: 1, list: [{ name: "张切割" }] });
    expect(byFee.data.totals.feeFen).toBe(5405);
    const page2 = await list({ sortBy: "boardsPacked", order: "desc", pageSize: 1, pageNum: 1 });
    expect(page2.data.list[0]!.name).toBe("李包装");
  });

  it("never shows another enterprise's member; its department or member → 1002", async () => {
    const all = await list({ from: "2026-11-01", to: "2026-11-30" });
    expect(all.data.list.map((r) => r.userId)).not.toContain(foreign.userId);
    expect(all.data.totals.cutLengthMm).toBe(13_352 + 50_000 + 60_000);
    expect((await list({ departmentId: foreign.departmentId })).code).toBe(1002);
    expect((await list({ memberId: foreign.memberId })).code).toBe(1002);
    const drill = await t.call(
      "staffPerformance/member",
      { ...period, memberId: foreign.memberId },
      { token: ownerToken },
    );
    expect({ code: drill.code, data: drill.data }).toEqual({ code: 1002, data: null });
  });

  it("refuses a period that ends before it starts or spans more than 366 days, in the caller's language", async () => {
    const back = await list({ from: "2026-11-12", to: "2026-11-10" });
    expect(back).toMatchObject({ code: 1001, msg: "结束日期不能早于开始日期" });
    expect(back.data).toEqual({ errors: [{ field: "to", message: "结束日期不能早于开始日期" }] });
    const long = await list({ from: "2025-01-01", to: "2026-01-02" }, ownerToken, "en-US");
    expect(long).toMatchObject({ code: 1001, msg: "The period cannot be longer than 366 days" });
    expect((await list({ from: "2026-02-30" })).code).toBe(1001);
    expect((await list({ sortBy: "password" })).code).toBe(1001);
  });

  it("is refused to a role without 3005 (6)", async () => {
    expect((await list({}, w1.token)).code).toBe(6);
  });
});

describe("slabs cut", () => {
  it("counts a slab named by a barcode of none of ours once, by its barcode (a disabled member shows with figures)", async () => {
    const u = await createUser(t);
    const role = await createRole(t, orgId, [2000], "临时机手");
    await addMember(t, orgId, u, role, "disabled");
    await named(t, u.userId, "赵临时", "0909", null);
    const deviceId = await insertDevice(t.db, orgId);
    const at = sh("2026-11-20T10:00:00");
    for (const slabBarcode of ["692-X", "692-X", "692-Y"])
      await cutRecord(t, { orgId, deviceId, operatorId: u.userId, at, slabBarcode, lengthMm: 10 });
    const day = { from: "2026-11-20", to: "2026-11-20" };
    const r = row((await list({ ...day, keyword: "0909" })).data, "赵临时");
    expect(r).toMatchObject({ slabCount: 2, cutRecords: 3, cutLengthMm: 30, status: "disabled" });
    // Without figures in the period a disabled member is left out, unless asked for by id.
    expect((await list({ keyword: "0909" })).data.list).toEqual([]);
    expect((await list({ memberId: r.memberId })).data.list).toMatchObject([{ cutRecords: 0 }]);
  });
});

describe("a member's drill-down", () => {
  const member = (kind: string, extra: Record<string, unknown> = {}) =>
    t.call<StaffPerformanceMember>(
      "staffPerformance/member",
      { ...period, memberId: w1.memberId, kind, ...extra },
      { token: ownerToken },
    );

  it("has sums per day (newest first) that add up to the member's row", async () => {
    const res = await member("cutting");
    expect(res.code).toBe(1);
    expect(res.data.days.map((d) => d.day)).toEqual(["2026-11-12", "2026-11-11", "2026-11-10"]);
    expect(res.data.days[2]).toMatchObject({ cutLengthMm: 12_345, feeFen: 3406, cutRecords: 1 });
    const { day: _day, ...d11 } = res.data.days[1]!;
    expect(d11).toEqual({
      cutLengthMm: 7,
      areaCutMm2: 9,
      slabCount: 1,
      slabsConsumedMilli: 334,
      cutRecords: 1,
      craftsDone: 1,
      feeFen: 1998,
      boardsPacked: 0,
    });
    const { member: m } = res.data;
    const { slabCount, ...summed } = sumFigures(res.data.days);
    expect(summed).toEqual({
      cutLengthMm: m.cutLengthMm,
      areaCutMm2: m.areaCutMm2,
      slabsConsumedMilli: m.slabsConsumedMilli,
      cutRecords: m.cutRecords,
      craftsDone: m.craftsDone,
      feeFen: m.feeFen,
      boardsPacked: m.boardsPacked,
    });
    // Slabs are distinct per day: slab A was cut on the 10th and on the 11th (2 slabs, 3 slab-days).
    expect([m.slabCount, slabCount]).toEqual([2, 3]);
  });

  it("pages the cut records (aborted ones marked), the craft records and the boards packed", async () => {
    const cut = await member("cutting", { pageSize: 2 });
    expect(cut.data.crafts).toBeNull();
    expect(cut.data.cutting).toMatchObject({ total: 4, pageSize: 2 });
    expect(cut.data.cutting!.list.map((r) => [r.cutLengthMm, r.status])).toEqual([
      [1000, "ok"],
      [999, "aborted"],
    ]);
    expect(cut.data.cutting!.list[0]).toMatchObject({ slabBarcode: "SLAB-B", tableSide: "A" });
    const crafts = await member("crafts");
    expect(
      crafts.data.crafts!.list.map((r) => [
        r.boardCode,
        r.craftName,
        r.quantityMilli,
        r.unitPriceFen,
        r.feeFen,
      ]),
    ).toEqual([
      ["PF-2", "磨边", 7, 100, 1],
      ["PF-3", "磨边", 3000, 666, 1998],
      ["PF-1", "磨边", 1333, 2555, 3406],
    ]);
    const packer = await t.call<StaffPerformanceMember>(
      "staffPerformance/member",
      { ...period, memberId: w2.memberId, kind: "packing" },
      { token: ownerToken },
    );
    expect(packer.data.packing!.list.map((r) => [r.boardCode, r.areaMm2])).toEqual([
      ["PF-2", 1201 * 603],
      ["PF-1", 1201 * 603],
    ]);
    expect(packer.data.packing!.list[0]!.boxCode).toMatch(/-B07$/);
  });
});

describe("export", () => {
  async function exported(lang: string, body: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staffPerformance/export",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${ownerToken}`,
        "accept-language": lang,
      },
      payload: JSON.stringify({ ...period, sortBy: "feeFen", order: "desc", ...body }),
    });
    return res;
  }
  async function sheetOf(bytes: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  }

  it("writes the members and the totals with headings in Chinese, pay in yuan with 2 decimals", async () => {
    const res = await exported("zh-CN");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(decodeURIComponent(String(res.headers["content-disposition"]))).toContain(
      "员工绩效_2026-11-10_2026-11-12.xlsx",
    );
    const ws = await sheetOf(res.rawPayload);
    expect(ws.name).toBe("员工绩效");
    expect(ws.getCell("A1").value).toBe("统计区间：2026-11-10 至 2026-11-12");
    expect(ws.getRow(2).values).toEqual([
      undefined,
      "姓名",
      "工号",
      "部门",
      "角色",
      "切割米数 (m)",
      "切割面积 (m²)",
      "切割大板数",
      "消耗大板 (块)",
      "切割记录数",
      "完成工艺数",
      "计件工资 (元)",
      "装箱工程板数",
    ]);
    expect(ws.getRow(3).values).toEqual([
      undefined,
      "张切割",
      "0101",
      "切割组",
      "机手",
      13.352,
      3.50001,
      2,
      1.667,
      3,
      3,
      54.05,
      0,
    ]);
    expect(ws.getCell("K3").numFmt).toBe("0.00");
    expect(ws.getRow(6).values).toEqual([
      undefined,
      "合计",
      "",
      "",
      "",
      13.352,
      3.50001,
      2,
      1.667,
      3,
      3,
      54.05,
      2,
    ]);
    expect(ws.rowCount).toBe(6);
  });

  it("writes English headings for an English caller, under the same filters as the list", async () => {
    const res = await exported("en-US", { keyword: "李" });
    const ws = await sheetOf(res.rawPayload);
    expect(ws.name).toBe("Staff performance");
    expect(ws.getCell("A2").value).toBe("Name");
    expect(ws.getCell("K2").value).toBe("Piece pay (¥)");
    expect(ws.getRow(3).values).toEqual([
      undefined,
      "李包装",
      "0202",
      "包装组",
      "机手",
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      2,
    ]);
    expect(ws.getCell("A4").value).toBe("Total");
  });

  it("answers refusals with the envelope (bad period 1001, foreign department 1002, no menu 6)", async () => {
    const bad = await exported("en-US", { to: "2026-11-01" });
    expect(bad.json()).toMatchObject({ code: 1001, msg: "The end date cannot be before the start date" });
    expect((await exported("zh-CN", { departmentId: foreign.departmentId })).json()).toMatchObject({
      code: 1002,
    });
    expect((await t.call("staffPerformance/export", period, { token: w1.token })).code).toBe(6);
  });
});

describe("my data (2000)", () => {
  const mine = (token: string, body: Record<string, unknown> = {}) =>
    t.call<MyData>("dashboard/myData", { ...period, ...body }, { token });

  it("shows the caller their own figures, days and records only", async () => {
    const res = await mine(w1.token, { kind: "crafts" });
    expect(res.code).toBe(1);
    expect(res.data.member).toMatchObject({
      memberId: w1.memberId,
      name: "张切割",
      feeFen: 5405,
      cutRecords: 3,
    });
    expect(res.data.days).toHaveLength(3);
    expect(res.data.crafts!.total).toBe(3);
    const packer = await mine(await login(t, w2), { kind: "packing" });
    expect(packer.data.member).toMatchObject({ memberId: w2.memberId, boardsPacked: 2, feeFen: 0 });
    expect(packer.data.packing!.list.every((b) => b.boardCode !== "PF-3")).toBe(true);
  });

  it("takes no member id, and answers 1200016 for a period with nothing", async () => {
    expect((await mine(w1.token, { memberId: w2.memberId })).code).toBe(1001);
    const empty = await mine(w1.token, { from: "2026-10-01", to: "2026-10-31" });
    expect({ code: empty.code, result: empty.result }).toEqual({ code: 1200016, result: false });
  });
});

describe("exact sums", () => {
  it("turns bigint sums into numbers only when they are safe integers", () => {
    expect(exact("9007199254740991")).toBe(9_007_199_254_740_991);
    expect(exact(12n)).toBe(12);
    expect(() => exact("9007199254740993")).toThrow(/2\^53/);
  });
});
