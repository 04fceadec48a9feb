import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectToXlsx, sampleProject } from "../../src/modules/project/project.samples.ts";
import { tinyPng } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { zipOf } from "../zip-writer.ts";
import { type ProjectEnv, projectEnv, sample, uploadProject } from "./project-support.ts";

let t: TestApp;
let env: ProjectEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await projectEnv(t);
});
afterAll(() => t.close());

async function stored(projectNo: string) {
  const { rows } = await t.db.query<{ id: string; boards: number; planes: number; boxes: number }>(
    `SELECT p.id, (SELECT count(*)::int FROM project_boards b WHERE b.project_id = p.id) AS boards,
            (SELECT count(*)::int FROM planes x WHERE x.project_id = p.id) AS planes,
            (SELECT count(*)::int FROM packing_boxes x WHERE x.project_id = p.id) AS boxes
       FROM projects p WHERE p.org_id = $1 AND p.project_no = $2`,
    [env.orgId, projectNo],
  );
  return rows[0];
}

/** Loads a workbook, lets the test change cells, and writes it back. */
async function edit(buf: Buffer, change: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  change(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("hostile files", () => {
  it("refuses a file over 10 MB, a file that is not an .xlsx, and a zip without a workbook", async () => {
    const big = await uploadProject(t, env.token, Buffer.alloc(10 * 1024 * 1024 + 10, 1), { lang: "en-US" });
    expect(big).toMatchObject({ code: 1008, msg: "The file must not exceed 10 MB" });
    const png = await uploadProject(t, env.token, tinyPng(), { lang: "en-US" });
    expect(png).toMatchObject({
      code: 1008,
      msg: "Please upload an .xlsx Excel file (download the import template)",
    });
    const text = await uploadProject(t, env.token, Buffer.from("name,projectNo\nx,y\n"));
    expect(text.code).toBe(1008);
    const zip = await uploadProject(t, env.token, zipOf([{ name: "hello.txt", data: Buffer.from("hi") }]));
    expect(zip.code).toBe(1008);
    const broken = await uploadProject(
      t,
      env.token,
      zipOf([
        { name: "[Content_Types].xml", data: Buffer.from("<nonsense") },
        { name: "xl/workbook.xml", data: Buffer.from("<not a workbook") },
      ]),
    );
    expect(broken.code).toBe(1008);
  });

  it("refuses zip bombs, whether they declare their size or lie about it", async () => {
    const zeros = Buffer.alloc(70 * 1024 * 1024);
    const honest = zipOf([{ name: "xl/workbook.xml", data: zeros }]);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const r1 = await uploadProject(t, env.token, honest, { lang: "en-US" });
    expect(r1).toMatchObject({ code: 1008, msg: "The file's unpacked content is too large and was refused" });
    const liar = zipOf([
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", data: zeros, declared: 1000 },
    ]);
    const before = process.memoryUsage().rss;
    const r2 = await uploadProject(t, env.token, liar, { lang: "en-US" });
    expect(r2.code).toBe(1008);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // Many parts, each small, together over the limit.
    const parts = Array.from({ length: 8 }, (_, i) => ({
      name: `xl/media/p${i}.bin`,
      data: Buffer.alloc(9 * 1024 * 1024),
    }));
    const r3 = await uploadProject(
      t,
      env.token,
      zipOf([{ name: "xl/workbook.xml", data: Buffer.from("<w/>") }, ...parts]),
    );
    expect(r3.code).toBe(1008);
  });

  it("refuses formulas and wrong cell types cell by cell", async () => {
    const bad = await edit(await projectToXlsx(sample("H-1", 4)), (wb) => {
      const boards = wb.worksheets[2]!;
      boards.getCell("A2").value = {
        formula: 'CONCAT("H-1-","00001")',
        result: "H-1-00001",
      } as ExcelJS.CellValue;
      boards.getCell("D3").value = new Date("2030-01-01T00:00:00Z");
      boards.getCell("E4").value = { error: "#DIV/0!" } as ExcelJS.CellValue;
      boards.getCell("C5").value = true;
    });
    const r = await uploadProject(t, env.token, bad, { lang: "en-US" });
    expect(r.code).toBe(1009);
    const got = r.data.rows.filter((e) => e.sheet === "boards" && e.row !== null && e.row <= 5);
    expect(got.map((e) => `${e.row}/${e.field}/${e.message}`)).toEqual([
      "2/code/Formulas are not supported, please paste values",
      "3/width/Must be a number",
      "4/thickness/Must be a number",
      "5/length/Sizes must be positive whole millimetres within the limit",
    ]);
    expect(await stored("H-1")).toBeUndefined();
  });

  it("refuses more than 20 000 boards", { timeout: 120_000 }, async () => {
    const many = await projectToXlsx(sampleProject({ projectNo: "H-2", boards: 20_001 }));
    const r = await uploadProject(t, env.token, many, { lang: "en-US" });
    expect(r.code).toBe(1009);
    expect(r.data.rows).toEqual([
      expect.objectContaining({ sheet: "boards", row: null, message: "More rows than the limit of 20000" }),
    ]);
    expect(await stored("H-2")).toBeUndefined();
  });
});
