import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { zipOf } from "../zip-writer.ts";
import { EN_HEADER, importSlabs, xlsx, ZH_HEADER } from "./inventory-factories.ts";

let t: TestApp;
let token: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  await t.call("warehouse/create", { name: "荒料仓", code: "WH-01" }, { token });
});
afterAll(() => t.close());

const slabCount = async () =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM slabs WHERE org_id = $1", [orgId]))
    .rows[0]!.n;

async function template(lang: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/inventory/slabTemplate?lang=${lang}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

describe("slab import template", () => {
  it("downloads in both languages and a filled template imports", async () => {
    for (const [lang, header] of [
      ["zh-CN", ZH_HEADER],
      ["en-US", EN_HEADER],
    ] as const) {
      const res = await template(lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const ws = wb.worksheets[0]!;
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    }
    const res = await template("en-US");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    ws.spliceRows(2, 1);
    ws.addRow(["TPL-1", "1", "1", "爵士白", 2800, 1600, 20, "TPL-BC-1", "WH-01", "100,100,50,50"]);
    ws.addRow(["TPL-1", "1", "2", "爵士白", 2800, 1600, 20, "TPL-BC-2", "荒料仓", ""]);
    ws.addRow(["TPL-2", "3", "1", "黑金沙", 3000, 1800, 18.5, 6900000000123, "", ""]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const ok = await importSlabs(t, token, file, "zh-CN");
    expect(ok).toMatchObject({ result: true, code: 1, data: { slabs: 3, blocks: 2 } });
    const list = await t.call<{
      list: { barcode: string; thickness: number; warehouseName: string | null }[];
    }>("inventory/slabList", { blockNo: "TPL" }, { token });
    expect(list.data.list.map((s) => [s.barcode, s.thickness, s.warehouseName])).toEqual([
      ["TPL-BC-1", 20, "荒料仓"],
      ["TPL-BC-2", 20, "荒料仓"],
      ["6900000000123", 18.5, null],
    ]);
    const audit = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE org_id = $1 AND entity = 'slab' AND action = 'import'",
      [orgId],
    );
    expect(audit.rows[0]!.n).toBe(3);
  });
});

describe("slab import validation", () => {
  it("reports every problem by sheet, row and field, in the request language, and stores nothing", async () => {
    const before = await slabCount();
    const file = await xlsx(ZH_HEADER, [
      ["V-1", "1", "1", "", 2800, 1600, 20, "V-BC-1", "", ""], // row 2: stone missing
      ["V-1", "1", "2", "爵士白", "abc", 1600, 20, "V-BC-2", "", ""], // row 3: length not a number
      ["V-1", "1", "3", "爵士白", 2800, 1600, 20.55, "V-BC-3", "", ""], // row 4: thickness 2 decimals
      ["V-1", "1", "4", "爵士白", { formula: "1+1", result: 2 }, 1600, 20, "V-BC-4", "", ""], // row 5: formula
      ["V-1", "1", "5", "爵士白", 2800, 1600, 20, "V-BC-1", "", ""], // row 6: barcode repeats row 2
      ["V-1", "1", "6", "爵士白", 2800, 1600, 20, "V-BC-6", "NOPE", ""], // row 7: unknown warehouse
      ["V-1", "1", "7", "爵士白", 2800, 1600, 20, "V-BC-7", "", "1,2,3"], // row 8: defects malformed
      ["V-1", "1", "8", "爵士白", 2800, 1600, 20, "V-BC-8", "", "2700,100,200,50"], // row 9: defect off the slab
      ["V-1", "1", "1", "爵士白", 2800, 1600, 20, "V-BC-9", "", ""], // row 10: slab no. repeats row 2
      ["V-1", "1", "10", "爵士白", 99999, 1600, 20, "V-BC-10", "", ""], // row 11: out of range
    ]);
    const res = await importSlabs(t, token, file, "en-US");
    expect(res.code).toBe(1009);
    expect(res.result).toBe(false);
    expect(res.msg).toMatch(/nothing was imported/);
    const errs = res.data!.rows!.map((e) => [e.row, e.field]);
    expect(errs).toEqual([
      [2, "stone"],
      [3, "length"],
      [4, "thickness"],
      [5, "length"],
      [6, "barcode"],
      [8, "defects"],
      [9, "defects"],
      [10, "slabNo"],
      [11, "length"],
    ]);
    expect(res.data!.rows!.every((e) => e.sheet === "大板")).toBe(true);
    expect(res.data!.rows![0]!.message).toBe('"Stone" is required');
    expect(res.data!.rows![3]!.message).toMatch(/formula/);
    expect(res.data!.rows![4]!.message).toBe("Barcode V-BC-1 repeats row 2");
    // The warehouse is checked against the database once the file itself is right.
    const fixed = await xlsx(ZH_HEADER, [["V-1", "1", "6", "爵士白", 2800, 1600, 20, "V-BC-6", "NOPE", ""]]);
    const wh = await importSlabs(t, token, fixed, "zh-CN");
    expect(wh.code).toBe(1009);
    expect(wh.data!.rows).toEqual([
      { sheet: "大板", row: 2, field: "warehouse", column: "仓库", message: "仓库「NOPE」不存在" },
    ]);
    expect(await slabCount()).toBe(before);
  });

  it("refuses a barcode, slab no. or block stone already stored", async () => {
    const first = await xlsx(ZH_HEADER, [["D-1", "1", "1", "雅士白", 2800, 1600, 20, "D-BC-1", "", ""]]);
    expect((await importSlabs(t, token, first)).result).toBe(true);
    const before = await slabCount();
    const again = await xlsx(ZH_HEADER, [
      ["D-2", "1", "1", "雅士白", 2800, 1600, 20, "D-BC-1", "", ""],
      ["D-1", "1", "1", "雅士白", 2800, 1600, 20, "D-BC-3", "", ""],
      ["D-1", "1", "2", "黑金沙", 2800, 1600, 20, "D-BC-4", "", ""],
      ["D-3", "1", "1", "白玉兰", 2800, 1600, 20, "D-BC-5", "", ""],
    ]);
    const res = await importSlabs(t, token, again, "zh-CN");
    expect(res.code).toBe(1009);
    expect(res.data!.rows!.map((e) => [e.row, e.field, e.message])).toEqual([
      [2, "barcode", "条码 D-BC-1 已存在"],
      [3, "slabNo", "荒料 D-1 扎 1 板 1 已存在"],
      [4, "stone", "荒料 D-1 的石材是「雅士白」，与本行不一致"],
    ]);
    expect(await slabCount()).toBe(before);
    // Two imports of the same barcode at once: one stores it, the other is told.
    const a = await xlsx(ZH_HEADER, [["C-1", "1", "1", "雅士白", 2800, 1600, 20, "C-BC-1", "", ""]]);
    const b = await xlsx(ZH_HEADER, [["C-2", "1", "1", "雅士白", 2800, 1600, 20, "C-BC-1", "", ""]]);
    const both = await Promise.all([importSlabs(t, token, a), importSlabs(t, token, b)]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1009]);
    const stored = await t.db.query("SELECT 1 FROM slabs WHERE barcode = 'C-BC-1'");
    expect(stored.rows.length).toBe(1);
  });

  it("takes English headers in any order with a Chinese UI", async () => {
    const file = await xlsx(
      [
        "Barcode",
        "Stone",
        "Block no.",
        "Bundle no.",
        "Slab no.",
        "Length (mm)",
        "Width (mm)",
        "Thickness (mm)",
      ],
      [["EN-BC-1", "Jazz White", "EN-1", "2", "7", 3000, 1500, 30]],
    );
    const res = await importSlabs(t, token, file, "zh-CN");
    expect(res).toMatchObject({ result: true, data: { slabs: 1, blocks: 1 } });
  });

  it("reports a missing column, an empty sheet and too many rows", async () => {
    const noStone = await xlsx(
      ZH_HEADER.filter((h) => h !== "石材"),
      [["X", "1", "1", 2800, 1600, 20, "X-1"]],
    );
    const r1 = await importSlabs(t, token, noStone, "en-US");
    expect(r1.code).toBe(1009);
    expect(r1.data!.rows).toEqual([
      { sheet: "大板", row: 1, field: "stone", column: "Stone", message: 'Column "Stone" is missing' },
    ]);
    const empty = await importSlabs(t, token, await xlsx(ZH_HEADER, []), "en-US");
    expect(empty.code).toBe(1009);
    expect(empty.data!.rows![0]!.message).toBe("The sheet has no data rows");
    const rows = Array.from({ length: 5001 }, (_, i) => [
      "M-1",
      "1",
      String(i),
      "爵士白",
      2800,
      1600,
      20,
      `M-${i}`,
    ]);
    const many = await importSlabs(t, token, await xlsx(ZH_HEADER, rows), "en-US");
    expect(many.code).toBe(1009);
    expect(many.data!.rows![0]!.message).toBe(
      "Too many data rows: the file has more than 5000, at most 5000 are allowed",
    );
  });
});

describe("a full file", () => {
  it("imports the maximum of 5000 rows in one transaction", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `BIG-${Math.floor(i / 100)}`,
      String(Math.floor(i / 10) % 10),
      String(i),
      "白玉兰",
      2400 + (i % 9) * 100,
      1200 + (i % 7) * 100,
      [18, 20, 30][i % 3],
      `BIG-BC-${i}`,
      i % 2 ? "WH-01" : "",
      i % 5 === 0 ? "100,100,50,50" : "",
    ]);
    const started = Date.now();
    const res = await importSlabs(t, token, await xlsx(ZH_HEADER, rows));
    expect(res).toMatchObject({ result: true, data: { slabs: 5000, blocks: 50 } });
    expect(Date.now() - started).toBeLessThan(30_000);
    const page = await t.call<{ total: number }>(
      "inventory/slabList",
      { blockNo: "BIG-", pageSize: 1 },
      { token },
    );
    expect(page.data.total).toBe(5000);
  });
});

describe("hostile files", () => {
  it("refuses files that are not .xlsx", async () => {
    const png = await importSlabs(t, token, Buffer.from("\x89PNG\r\n\x1a\nnot really"), "en-US");
    expect(png).toMatchObject({ code: 1008, msg: "Only .xlsx spreadsheets are accepted" });
    const fakeZip = zipOf([{ name: "hello.txt", data: Buffer.from("hi") }]);
    expect((await importSlabs(t, token, fakeZip)).code).toBe(1008);
    const broken = zipOf([
      { name: "[Content_Types].xml", data: Buffer.from("<x/>") },
      { name: "xl/workbook.xml", data: Buffer.from("<not-a-workbook") },
    ]);
    const r = await importSlabs(t, token, broken, "en-US");
    expect(r.code).toBe(1009);
    expect(r.data!.rows![0]!.message).toMatch(/cannot be read/);
  });

  it("refuses a zip bomb, even one whose headers lie about the size, without inflating it all", async () => {
    const bomb = Buffer.alloc(64 * 1024 * 1024, 0x20);
    const entries = [
      { name: "[Content_Types].xml", data: Buffer.from("<x/>") },
      { name: "xl/workbook.xml", data: Buffer.from("<x/>") },
    ];
    const honest = zipOf([...entries, { name: "xl/worksheets/sheet1.xml", data: bomb }]);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const r1 = await importSlabs(t, token, honest, "en-US");
    expect(r1).toMatchObject({
      code: 1008,
      msg: "The file's content is too large once unpacked, or the file is damaged",
    });
    const liar = zipOf([...entries, { name: "xl/worksheets/sheet1.xml", data: bomb, declared: 100 }]);
    const heapBefore = process.memoryUsage().rss;
    const r2 = await importSlabs(t, token, liar, "en-US");
    expect(r2.code).toBe(1008);
    // Bounded: far less than the 64 MB the archive would inflate to (plus the test's own buffer).
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(48 * 1024 * 1024);
  });

  it("refuses a file over 5 MB and a request without a file", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const r = await importSlabs(t, token, big, "en-US");
    expect(r).toMatchObject({ code: 1008, msg: "The file must not exceed 5 MB" });
    const json = await t.call("inventory/slabImport", {}, { token });
    expect(json.code).toBe(1001);
  });

  it("needs the slab-query menu", async () => {
    const { createRole, addMember } = await import("../factories.ts");
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001]));
    const clerkToken = await login(t, clerk);
    const file = await xlsx(ZH_HEADER, [["P-1", "1", "1", "爵士白", 2800, 1600, 20, "P-BC-1"]]);
    expect((await importSlabs(t, clerkToken, file)).code).toBe(6);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/inventory/slabTemplate",
      headers: { authorization: `Bearer ${clerkToken}` },
    });
    expect(res.json()).toMatchObject({ code: 6 });
  });
});
