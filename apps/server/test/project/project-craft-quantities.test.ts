import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectToXlsx, sampleProject } from "../../src/modules/project/project.samples.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { importJson, type ProjectEnv, projectEnv, sample, uploadProject } from "./project-support.ts";

/** Craft line quantities (docs/api-project.md "Import", docs/api-floor.md "Quantities and fees"). */

let t: TestApp;
let env: ProjectEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await projectEnv(t);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown) =>
  t.call<T>(`project/${path}`, body, { token: env.token });

/** Loads a workbook, lets the test change cells, and writes it back. */
async function edit(buf: Buffer, change: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  change(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("import: the Quantity column", () => {
  it("reads the Quantity column: one entry per craft, empty or - for the default; refuses bad ones by row and column", async () => {
    const data = sampleProject({
      projectNo: "QT-1",
      boards: 6,
      planes: 1,
      boardsPerBox: 6,
      crafts: ["磨边", "开槽"],
    });
    // Boards i%3 == 2 carry two crafts (sampleProject cycles 0, 1, 2 crafts per board).
    const xlsx = await edit(await projectToXlsx(data, "zh-CN"), (wb) => {
      const boards = wb.worksheets[2]!;
      expect(boards.getCell("J1").value).toBe("数量");
      boards.getCell("J3").value = 3.6; // one craft, a number cell
      boards.getCell("J4").value = "-，2.125"; // two crafts: the first by default
    });
    const r = await uploadProject(t, env.token, xlsx);
    expect(r.code).toBe(1);
    const { rows } = await t.db.query<{ code: string; seq: number; quantity_milli: string | null }>(
      `SELECT b.code, bc.seq, bc.quantity_milli FROM project_board_crafts bc JOIN project_boards b ON b.id = bc.board_id
        WHERE b.project_id = $1 ORDER BY b.code, bc.seq`,
      [r.data.projectId],
    );
    const q = rows.map((x) => [
      x.code.slice(-2),
      x.seq,
      x.quantity_milli === null ? null : Number(x.quantity_milli),
    ]);
    expect(q).toEqual(
      expect.arrayContaining([
        ["02", 1, 3600],
        ["03", 1, null],
        ["03", 2, 2125],
      ]),
    );
    const bad = await edit(
      await projectToXlsx({ ...data, project: { ...data.project, projectNo: "QT-2" } }, "zh-CN"),
      (wb) => {
        const boards = wb.worksheets[2]!;
        boards.getCell("J3").value = "abc";
        boards.getCell("J4").value = "1.2345";
        boards.getCell("J5").value = "0";
        boards.getCell("J6").value = "1,2,3"; // more quantities than crafts
      },
    );
    for (const lang of ["zh-CN", "en-US"] as const) {
      const e = await uploadProject(t, env.token, bad, { lang });
      expect(e.code).toBe(1009);
      expect(e.data.rows.map((x) => `${x.sheet}/${x.row}/${x.field}`).sort()).toEqual([
        "boards/3/craftQuantities",
        "boards/4/craftQuantities",
        "boards/5/craftQuantities",
        "boards/6/craftQuantities",
      ]);
      const row = (n: number) => e.data.rows.find((x) => x.row === n)!;
      expect(row(3)).toMatchObject({
        sheetName: lang === "zh-CN" ? "板材" : "Boards",
        column: lang === "zh-CN" ? "数量" : "Quantity",
      });
      expect(row(3).message).toBe(
        lang === "zh-CN"
          ? "数量须为大于 0 的数字，最多 3 位小数（按工艺的计价单位：件、米或平方米）；留空或填“-”即按默认"
          : "Quantities are numbers over 0 with at most 3 decimals (pieces, metres or m², as the craft is priced); leave an entry empty or “-” for the default",
      );
      expect(row(6).message).toBe(
        lang === "zh-CN"
          ? "数量个数多于本板工艺：每道工艺一个数量，顺序相同"
          : "More quantities than crafts on this board: one quantity per craft, in the same order",
      );
    }
    // The JSON import takes the same list (null = the default).
    const json = await importJson(t, env.token, {
      ...data,
      project: { ...data.project, projectNo: "QT-3" },
      boards: data.boards.map((b, i) => (i === 2 ? { ...b, craftQuantities: [null, 0.5] } : b)),
    });
    expect(json.code).toBe(1);
  });
});

describe("second processing quantities", () => {
  it("shows each line's quantity and unit: imported, else the default per piece, metre or m²", async () => {
    await t.db.query(
      `UPDATE crafts SET pricing_unit = CASE name WHEN '磨边' THEN 'metre' WHEN '开槽' THEN 'piece' ELSE 'squareMetre' END
        WHERE org_id = $1`,
      [env.orgId],
    );
    const data = sample("Q-1", 0);
    const plane = data.planes[0]!.batchNo;
    data.boards = [
      // 磨边 per metre: the long edge 1.2 m × 12.34 = 14.808 → 1481; 开槽 2.5 pieces imported × 20.50 = 51.25 → 5125;
      // 倒角 per m² with the default (area 0.72) × 5.55 = 3.996 → 400.
      {
        code: "q1",
        batchNo: plane,
        length: 1200,
        width: 600,
        thickness: 20,
        stone: "白玉兰",
        crafts: ["磨边", "开槽", "倒角"],
        craftQuantities: [null, 2.5],
      },
    ];
    data.boxes = [{ boxNo: "X", length: 100, width: 100, height: 100, boards: ["q1"] }];
    const r = await importJson(t, env.token, data);
    expect(r.code).toBe(1);
    type Line = {
      name: string;
      pricingUnit: string;
      quantityMilli: number;
      quantitySource: string;
      feeFen: number;
      done: boolean;
    };
    const p = await call<{
      list: { code: string; feeFen: number; crafts: Line[] }[];
      summary: { crafts: { name: string; pricingUnit: string; quantityMilli: number }[] };
    }>("processing", { projectId: r.data.projectId });
    expect(
      p.data.list[0]!.crafts.map((c) => [
        c.name,
        c.pricingUnit,
        c.quantityMilli,
        c.quantitySource,
        c.feeFen,
        c.done,
      ]),
    ).toEqual([
      ["磨边", "metre", 1200, "default", 1481, false],
      ["开槽", "piece", 2500, "imported", 5125, false],
      ["倒角", "squareMetre", 720, "default", 400, false],
    ]);
    expect(p.data.list[0]!.feeFen).toBe(1481 + 5125 + 400);
    expect(p.data.summary.crafts.find((c) => c.name === "开槽")).toMatchObject({
      pricingUnit: "piece",
      quantityMilli: 2500,
    });
    await t.db.query("UPDATE crafts SET pricing_unit = 'squareMetre' WHERE org_id = $1", [env.orgId]);
  });
});
