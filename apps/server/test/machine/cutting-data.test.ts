import type {
  CuttingDataDeviceResult,
  CuttingDataEmployeeResult,
  CuttingDataPage,
  CuttingDataYieldResult,
  ExportJob,
} from "@stoneworks/shared";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { exportSettings, pruneExports } from "../../src/modules/machine/cutting-export.service.ts";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertSlab } from "../inventory/inventory-factories.ts";
import { insertDevice } from "../production/cutting-factories.ts";
import { insertProject } from "../project/project-factories.ts";
import { insertAcceptedPlan, insertRecord } from "./cutting-data-factories.ts";

/** Cutting data (menus 2900-2902, docs/api-machine.md "Cutting data"): filters, totals, sums per day, yield, export. */

let t: TestApp;
let token: string;
let otherToken: string;
const ids: Record<string, string> = {};
/** Business days are Asia/Shanghai: 2026-11-20 runs from 2026-11-19T16:00Z. */
const at = (iso: string) => new Date(iso);

const call = <D>(url: string, body: Record<string, unknown>, tk = token, lang?: string) =>
  t.call<D>(url, body, { token: tk, ...(lang ? { lang } : {}) });
const list = (body: Record<string, unknown>) => call<CuttingDataPage>("cuttingData/list", body);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  token = await login(t, owner);
  const worker = await createUser(t);
  const roleId = await createRole(t, orgId, [2900], "切割工");
  await addMember(t, orgId, worker, roleId);
  const other = await createUser(t);
  const otherOrg = await createOrg(t, other);
  otherToken = await login(t, other);

  const d1 = await insertDevice(t.db, orgId, "CD-D1");
  const d2 = await insertDevice(t.db, orgId, "CD-D2");
  const p1 = await insertProject(t, orgId, { name: "切割数据项目一" });
  const p2 = await insertProject(t, orgId, { name: "切割数据项目二" });
  const s1 = await insertSlab(t, orgId, {
    blockNo: "CD-BLK-A",
    bundleNo: "1",
    length: 3000,
    width: 1600,
    barcode: "CD-S1",
  });
  const s2 = await insertSlab(t, orgId, {
    blockNo: "CD-BLK-B",
    bundleNo: "2",
    length: 2000,
    width: 1000,
    barcode: "CD-S2",
  });
  await insertAcceptedPlan(t.db, orgId, s1, p1, 3_840_000); // planned 80.00 %
  await insertAcceptedPlan(t.db, orgId, s2, p2, 1_700_000); // planned 85.00 %
  Object.assign(ids, { orgId, d1, d2, p1, p2, s1, s2, owner: owner.userId, worker: worker.userId });

  const own = { orgId, operatorId: owner.userId, staffNo: "0001" };
  const wk = { orgId, operatorId: worker.userId, staffNo: "0002" };
  const onS1 = { slabId: s1, slabBarcode: "CD-S1", projectId: p1, deviceId: d1 };
  const onS2 = { slabId: s2, slabBarcode: "CD-S2", projectId: p2, deviceId: d2 };
  await insertRecord(t.db, { ...own, ...onS1, kind: "start", startedAt: at("2026-11-20T01:00:00Z") });
  await insertRecord(t.db, {
    ...own,
    ...onS1,
    startedAt: at("2026-11-20T02:00:00Z"),
    lengthMm: 12_000,
    areaMm2: 3_000_000,
    milli: 500,
  });
  await insertRecord(t.db, {
    ...own,
    ...onS1,
    startedAt: at("2026-11-20T03:00:00Z"),
    lengthMm: 8_000,
    areaMm2: 900_000,
    milli: 500,
  });
  await insertRecord(t.db, { ...own, ...onS1, kind: "end", startedAt: at("2026-11-20T04:00:00Z") });
  await insertRecord(t.db, {
    ...wk,
    ...onS2,
    table: "B",
    startedAt: at("2026-11-21T02:00:00Z"),
    lengthMm: 5_000,
    areaMm2: 1_500_000,
    milli: 1000,
  });
  await insertRecord(t.db, {
    ...wk,
    ...onS2,
    table: "B",
    startedAt: at("2026-11-21T03:00:00Z"),
    lengthMm: 100,
    areaMm2: 100_000,
    status: "aborted",
  });
  // 2026-11-19T20:00Z is 04:00 on the business day 2026-11-20; a barcode that is no slab of ours.
  await insertRecord(t.db, {
    ...wk,
    deviceId: d2,
    slabBarcode: "UNKNOWN-1",
    startedAt: at("2026-11-19T20:00:00Z"),
    lengthMm: 1_000,
  });
  const od = await insertDevice(t.db, otherOrg.orgId, "CD-OTHER");
  ids.otherDevice = od;
  await insertRecord(t.db, {
    orgId: otherOrg.orgId,
    deviceId: od,
    startedAt: at("2026-11-20T05:00:00Z"),
    lengthMm: 7,
  });
});

afterAll(async () => {
  await t.close();
});

/** Polls an export until it ends (done or failed); `most`: the most rows it ever said were written. */
async function exportEnd(jobId: string, most = 0) {
  const end = async () => {
    const j = (await call<ExportJob>("cuttingData/export/status", { jobId })).data;
    most = Math.max(most, j.done);
    if (j.status === "queued" || j.status === "running") throw new Error(`export ${j.status}`);
    return j;
  };
  return { job: await vi.waitFor(end, { timeout: 20_000, interval: 100 }), most };
}
describe("cutting data list", () => {
  it("lists every record newest first with totals over the whole range", async () => {
    const r = await list({ pageSize: 3 });
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(7);
    expect(r.data.list).toHaveLength(3);
    expect(r.data.list.map((x) => x.startedAt)).toEqual([
      "2026-11-21T03:00:00.000Z",
      "2026-11-21T02:00:00.000Z",
      "2026-11-20T04:00:00.000Z",
    ]);
    expect(r.data.totals).toEqual({
      records: 7,
      cutLengthMm: 26_100,
      areaCutMm2: 5_500_000,
      slabsConsumedMilli: 2000,
      slabsCut: 2,
    });
    const first = r.data.list[1]!;
    expect(first).toMatchObject({
      deviceCode: "CD-D2",
      table: "B",
      kind: "cut",
      status: "ok",
      slabBarcode: "CD-S2",
      blockNo: "CD-BLK-B",
      bundleNo: "2",
      projectName: "切割数据项目二",
      operatorId: ids.worker,
      operatorStaffNo: "0002",
      cutLengthMm: 5000,
      areaCutMm2: 1_500_000,
      slabsConsumedMilli: 1000,
    });
    expect(first.operatorName).toBeTruthy();
    expect(first.receivedAt).toBe("2026-11-21T02:11:00.000Z");
  });

  it("pages: page 3 of 3 holds the oldest record", async () => {
    const r = await list({ pageSize: 3, pageNum: 3 });
    expect(r.data.list.map((x) => x.slabBarcode)).toEqual(["UNKNOWN-1"]);
    expect(r.data.total).toBe(7);
  });

  it.each([
    ["device", () => ({ deviceId: ids.d1 }), 4],
    ["operator", () => ({ operatorId: ids.worker }), 3],
    ["one business day", () => ({ dateFrom: "2026-11-21", dateTo: "2026-11-21" }), 2],
    ["the day before, by Shanghai time", () => ({ dateFrom: "2026-11-20", dateTo: "2026-11-20" }), 5],
    ["from a day on", () => ({ dateFrom: "2026-11-21" }), 2],
    ["up to a day", () => ({ dateTo: "2026-11-19" }), 0],
    ["project", () => ({ projectId: ids.p1 }), 4],
    ["block no.", () => ({ blockNo: "CD-BLK-A" }), 4],
    ["bundle no.", () => ({ bundleNo: "2" }), 2],
    ["slab barcode", () => ({ barcode: "CD-S2" }), 2],
    ["kind", () => ({ kind: "cut" }), 5],
    ["combined", () => ({ deviceId: ids.d2, kind: "cut", dateFrom: "2026-11-21", barcode: "CD-S2" }), 2],
    ["combined, nothing", () => ({ deviceId: ids.d1, operatorId: ids.worker }), 0],
  ])("filters by %s", async (_name, body, count) => {
    const r = await list(body());
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(count);
    expect(r.data.list).toHaveLength(count);
    expect(r.data.totals.records).toBe(count);
  });

  it("totals follow the filter", async () => {
    const r = await list({ operatorId: ids.worker });
    expect(r.data.totals).toEqual({
      records: 3,
      cutLengthMm: 6_100,
      areaCutMm2: 1_600_000,
      slabsConsumedMilli: 1000,
      slabsCut: 1,
    });
  });

  it("refuses another enterprise's ids (1002) and a reversed range (1001), in the caller's language", async () => {
    expect((await list({ deviceId: ids.otherDevice })).code).toBe(1002);
    const bad = await call<unknown>(
      "cuttingData/list",
      { dateFrom: "2026-11-21", dateTo: "2026-11-20" },
      token,
      "en-US",
    );
    expect(bad.code).toBe(1001);
    expect(bad.msg).toContain("end date");
    const zh = await list({ dateFrom: "2026-11-21", dateTo: "2026-11-20" });
    expect(zh.msg).toContain("结束日期");
    expect((await list({ dateFrom: "2026-02-30" })).code).toBe(1001);
  });

  it("another enterprise sees only its own record", async () => {
    const r = await call<CuttingDataPage>("cuttingData/list", {}, otherToken);
    expect(r.data.total).toBe(1);
    expect(r.data.list[0]!.cutLengthMm).toBe(7);
  });
});

describe("employee and device detail", () => {
  it("sums one member's records per business day", async () => {
    const r = await call<CuttingDataEmployeeResult>("cuttingData/employee", {
      operatorId: ids.worker,
      dateFrom: "2026-11-01",
      dateTo: "2026-11-30",
    });
    expect(r.code).toBe(1);
    expect(r.data.operator.operatorId).toBe(ids.worker);
    expect(r.data.period).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    // Staff performance's definition: ok cuts (the aborted one listed, not summed); slabs by barcode too.
    expect(r.data.days).toEqual([
      {
        day: "2026-11-21",
        records: 1,
        cutLengthMm: 5_000,
        areaCutMm2: 1_500_000,
        slabsConsumedMilli: 1000,
        slabsCut: 1,
      },
      {
        day: "2026-11-20",
        records: 1,
        cutLengthMm: 1_000,
        areaCutMm2: 0,
        slabsConsumedMilli: 0,
        slabsCut: 1,
      },
    ]);
    expect(r.data.totals.records).toBe(2);
    expect(r.data.records.total).toBe(3);
    const ranged = await call<CuttingDataEmployeeResult>("cuttingData/employee", {
      operatorId: ids.worker,
      dateFrom: "2026-11-20",
      dateTo: "2026-11-20",
    });
    expect(ranged.data.days.map((d) => d.day)).toEqual(["2026-11-20"]);
    expect(ranged.data.records.list.map((x) => x.slabBarcode)).toEqual(["UNKNOWN-1"]);
  });

  it("sums one device's records per business day", async () => {
    const r = await call<CuttingDataDeviceResult>("cuttingData/device", { deviceId: ids.d1, pageSize: 2 });
    expect(r.data.device.code).toBe("CD-D1");
    expect(r.data.days).toEqual([
      {
        day: "2026-11-20",
        records: 4,
        cutLengthMm: 20_000,
        areaCutMm2: 3_900_000,
        slabsConsumedMilli: 1000,
        slabsCut: 1,
      },
    ]);
    expect(r.data.records.list).toHaveLength(2);
    expect(r.data.records.total).toBe(4);
  });

  it("refuses a member or device of another enterprise (1002)", async () => {
    expect((await call("cuttingData/device", { deviceId: ids.otherDevice })).code).toBe(1002);
    expect((await call("cuttingData/employee", { operatorId: ids.owner }, otherToken)).code).toBe(1002);
  });
});

describe("planned vs actual yield", () => {
  // S1 3000×1600: planned 3 840 000 / 4 800 000 = 80.00 %; actual 3 900 000 / (1.0 × 4 800 000) = 81.25 %.
  // S2 2000×1000: planned 1 700 000 / 2 000 000 = 85.00 %; actual (ok cuts only) 1 500 000 / 2 000 000 = 75.00 %.
  // Both: planned 5 540 000 / 6 800 000 = 81.47 %; actual 5 400 000 / 6 800 000 = 79.41 %.
  it("by slab, exact", async () => {
    const r = await call<CuttingDataYieldResult>("cuttingData/yield", { by: "slab" });
    expect(r.code).toBe(1);
    expect(r.data.list.map((x) => [x.label, x.plannedPercent, x.actualPercent])).toEqual([
      ["CD-S2", 85, 75],
      ["CD-S1", 80, 81.25],
    ]);
    expect(r.data.totals).toEqual({
      slabs: 2,
      plannedUsedMm2: 5_540_000,
      slabAreaMm2: 6_800_000,
      cutAreaMm2: 5_400_000,
      consumedAreaMm2: 6_800_000,
      plannedPercent: 81.47,
      actualPercent: 79.41,
    });
  });

  it("by project and by day, and filtered", async () => {
    const byProject = await call<CuttingDataYieldResult>("cuttingData/yield", { by: "project" });
    expect(byProject.data.list.map((x) => [x.key, x.actualPercent])).toEqual([
      [ids.p2, 75],
      [ids.p1, 81.25],
    ]);
    expect(byProject.data.list[0]!.label).toContain("切割数据项目二");
    const byDay = await call<CuttingDataYieldResult>("cuttingData/yield", { by: "day" });
    expect(byDay.data.list.map((x) => [x.key, x.plannedPercent, x.actualPercent])).toEqual([
      ["2026-11-21", 85, 75],
      ["2026-11-20", 80, 81.25],
    ]);
    const oneDay = await call<CuttingDataYieldResult>("cuttingData/yield", {
      by: "slab",
      dateFrom: "2026-11-20",
      dateTo: "2026-11-20",
    });
    expect(oneDay.data.total).toBe(1);
    expect(oneDay.data.totals.actualPercent).toBe(81.25);
    const device = await call<CuttingDataYieldResult>("cuttingData/yield", { by: "slab", deviceId: ids.d2 });
    expect(device.data.totals.plannedPercent).toBe(85);
    const none = await call<CuttingDataYieldResult>("cuttingData/yield", {
      by: "day",
      dateFrom: "2027-01-01",
    });
    expect(none.data.totals).toMatchObject({ slabs: 0, plannedPercent: null, actualPercent: null });
  });
});

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows, ws };
}

const fetchFile = (path: string, tk = token) =>
  t.app.inject({ method: "GET", url: `/api${path}`, headers: { authorization: `Bearer ${tk}` } });

describe("export", () => {
  afterEach(() => {
    exportSettings.directMax = 5000;
    exportSettings.chunkSize = 2000;
  });

  it("a small range downloads at once, headings in the caller's language", async () => {
    const zh = await call<ExportJob>("cuttingData/export", { operatorId: ids.worker });
    expect(zh.data).toMatchObject({ mode: "direct", status: "done", total: 3 });
    const res = await fetchFile(zh.data.downloadPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const file = await readXlsx(res.rawPayload);
    expect(file.name).toBe("切割数据");
    expect(file.rows[0]).toContain("切割米数 (m)");
    expect(file.rows[0]).toContain("板材条码");
    expect(file.rows).toHaveLength(4);
    // Newest first: the 2026-11-21 11:00 (Shanghai) aborted cut.
    // Times are real dates holding the factory's wall-clock time (a spreadsheet has no time zone).
    expect(file.rows[1]!.slice(0, 8)).toEqual([
      new Date("2026-11-21T11:00:00Z"),
      new Date("2026-11-21T11:10:00Z"),
      new Date("2026-11-21T11:11:00Z"),
      "CD-D2",
      "B",
      "切割",
      "中止",
      "CD-S2",
    ]);
    expect(file.rows[2]!.slice(-3)).toEqual([5, 1.5, 1]);

    const en = await call<ExportJob>("cuttingData/export", { barcode: "CD-S1" }, token, "en-US");
    const enFile = await readXlsx((await fetchFile(en.data.downloadPath)).rawPayload);
    expect(enFile.rows[0]).toContain("Metres cut (m)");
    expect(enFile.rows[0]).toContain("Slab barcode");
    expect(enFile.rows.slice(1).map((r) => r[5])).toEqual(["End", "Cut", "Cut", "Start"]);
  });

  it("writes real dates and numbers with their formats, blanks where a record says nothing, named for the person and period", async () => {
    const job = await call<ExportJob>("cuttingData/employee/export", {
      operatorId: ids.worker,
      dateFrom: "2026-11-01",
      dateTo: "2026-11-30",
    });
    const res = await fetchFile(job.data.downloadPath);
    const disposition = decodeURIComponent(String(res.headers["content-disposition"]));
    expect(disposition).toMatch(/切割数据_[^_]+_2026-11-01_2026-11-30\.xlsx$/);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+_2026-11-01_2026-11-30\.xlsx"/);
    const { ws, rows } = await readXlsx(res.rawPayload);
    const col = (h: string) => (rows[0] as string[]).indexOf(h) + 1;
    const body = Array.from({ length: rows.length - 1 }, (_, i) => ws.getRow(i + 2));
    const starts = body.map((r) => r.getCell(col("开始时间")));
    expect(starts.every((c) => c.value instanceof Date && c.numFmt === "yyyy-mm-dd hh:mm:ss")).toBe(true);
    const cut = body.find(
      (r) => r.getCell(col("类型")).value === "切割" && r.getCell(col("状态")).value === "正常",
    )!;
    const fmts = ["切割米数 (m)", "切割面积 (m²)", "消耗大板 (块)"].map((h) => cut.getCell(col(h)).numFmt);
    expect(fmts).toEqual(["0.00", "0.000", "0.000"]);
    expect(typeof cut.getCell(col("切割面积 (m²)")).value).toBe("number");
    // A start has no figures: blank cells, not 0 or "".
    const s1 = await call<ExportJob>("cuttingData/export", { barcode: "CD-S1" });
    const f1 = await readXlsx((await fetchFile(s1.data.downloadPath)).rawPayload);
    const startRow = f1.ws.getRow(f1.rows.findIndex((r) => r[5] === "开始") + 1);
    const blanks = [col("切割米数 (m)"), col("切割面积 (m²)")].map((c) => startRow.getCell(c).value);
    expect(blanks).toEqual([null, null]);
    const all = await call<ExportJob>("cuttingData/export", { operatorId: ids.worker }, token, "en-US");
    const allName = (await fetchFile(all.data.downloadPath)).headers["content-disposition"];
    expect(decodeURIComponent(String(allName))).toContain("_all dates.xlsx"); // no dates: "all dates"
  });

  it("a large range runs on the job queue with progress, then downloads the file", async () => {
    exportSettings.directMax = 2;
    exportSettings.chunkSize = 2;
    const started = await call<ExportJob>("cuttingData/export", {});
    expect(started.data).toMatchObject({ mode: "job", total: 7 });
    const { job, most } = await exportEnd(started.data.jobId);
    expect(most).toBeLessThanOrEqual(7);
    expect(job).toMatchObject({ status: "done", done: 7, total: 7 });
    const file = await readXlsx((await fetchFile(job.downloadPath)).rawPayload);
    expect(file.rows).toHaveLength(8);
    expect(file.rows.map((r) => r[7]).slice(1)).toContain("UNKNOWN-1");
  });

  it("an expired export is refused (1003), then pruned with its file", async () => {
    exportSettings.directMax = 2;
    exportSettings.chunkSize = 3;
    const started = await call<ExportJob>("cuttingData/export", { deviceId: ids.d1 });
    const { job } = await exportEnd(started.data.jobId);
    expect(job).toMatchObject({ mode: "job", status: "done", done: 4 });
    await t.db.query("UPDATE cutting_exports SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      job.jobId,
    ]);
    const late = await fetchFile(job.downloadPath);
    expect(late.json()).toMatchObject({ code: 1003 });
    expect(await pruneExports(t.app)).toBeGreaterThanOrEqual(1);
    expect((await call("cuttingData/export/status", { jobId: job.jobId })).code).toBe(1002);
  });

  it("employee and device exports; another enterprise's export is 1002", async () => {
    const emp = await call<ExportJob>("cuttingData/employee/export", { operatorId: ids.owner });
    expect(emp.data.total).toBe(4);
    const dev = await call<ExportJob>("cuttingData/device/export", { deviceId: ids.d2 });
    expect(dev.data.total).toBe(3);
    expect((await call("cuttingData/device/export", { deviceId: ids.otherDevice })).code).toBe(1002);
    expect((await call("cuttingData/export/status", { jobId: emp.data.jobId }, otherToken)).code).toBe(1002);
    const foreign = await fetchFile(emp.data.downloadPath, otherToken);
    expect(foreign.json().code).toBe(1002);
  });
});

describe("yield on material detail and project", () => {
  it("the slab's material detail carries its yield and machine records", async () => {
    const r = await call<{
      machine: { yield: { plannedPercent: number | null; actualPercent: number | null }; records: unknown[] };
    }>("inventory/materialDetail", { slabId: ids.s1 });
    expect(r.code).toBe(1);
    expect(r.data.machine.yield).toMatchObject({ slabs: 1, plannedPercent: 80, actualPercent: 81.25 });
    expect(r.data.machine.records).toHaveLength(4);
  });

  it("a slab without records: planned only", async () => {
    const p = await insertProject(t, ids.orgId);
    const s = await insertSlab(t, ids.orgId, { length: 2000, width: 1000 });
    await insertAcceptedPlan(t.db, ids.orgId, s, p, 1_234_567);
    const r = await call<{ machine: { yield: unknown; records: unknown[] } }>("inventory/materialDetail", {
      slabId: s,
    });
    expect(r.data.machine.yield).toMatchObject({ slabs: 0, plannedPercent: 61.73, actualPercent: null });
    expect(r.data.machine.records).toEqual([]);
  });

  it("the project overview shows planned vs actual over its slabs", async () => {
    const r = await call<{ overview: { yield: unknown } }>("project/detail", { projectId: ids.p2 });
    expect(r.code).toBe(1);
    expect(r.data.overview.yield).toMatchObject({ slabs: 1, plannedPercent: 85, actualPercent: 75 });
  });
});
