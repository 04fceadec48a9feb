import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectToXlsx, sampleProject } from "../../src/modules/project/project.samples.ts";
import { addMember, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { importJson, type ProjectEnv, projectEnv, sample, uploadProject } from "./project-support.ts";

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

describe("import from a spreadsheet", () => {
  it("stores the project, planes, boards with crafts in order, and the packing list (Chinese labels)", async () => {
    const data = sample("XL-1", 30);
    const r = await uploadProject(t, env.token, await projectToXlsx(data, "zh-CN"));
    expect(r).toMatchObject({ result: true, code: 1 });
    expect(r.data).toMatchObject({
      projectNo: "XL-1",
      created: true,
      version: 1,
      planes: 2,
      boards: 30,
      boxes: 3,
    });
    expect(await stored("XL-1")).toMatchObject({ boards: 30, planes: 2, boxes: 3 });
    const { rows } = await t.db.query<{
      code: string;
      thickness: string;
      rotatable: boolean;
      cutting_method: string;
      crafts: string[];
      batch_no: string;
      box_no: string;
    }>(
      `SELECT b.code, b.thickness, b.rotatable, b.cutting_method, pl.batch_no, x.box_no,
              ARRAY(SELECT c.name FROM project_board_crafts bc JOIN crafts c ON c.id = bc.craft_id
                     WHERE bc.board_id = b.id ORDER BY bc.seq) AS crafts
         FROM project_boards b JOIN planes pl ON pl.id = b.plane_id JOIN packing_boxes x ON x.id = b.box_id
        WHERE b.project_id = $1 ORDER BY b.seq`,
      [r.data.projectId],
    );
    expect(rows).toHaveLength(30);
    for (const [i, b] of data.boards.entries()) {
      expect(rows[i]).toMatchObject({
        code: b.code,
        batch_no: b.batchNo,
        rotatable: b.rotatable,
        cutting_method: b.cuttingMethod,
        crafts: b.crafts,
      });
      expect(Number(rows[i]!.thickness)).toBe(b.thickness);
    }
    expect(rows.filter((b) => !b.rotatable).length).toBeGreaterThan(0);
    expect(rows.find((b) => b.crafts.length === 2)?.crafts).toEqual(
      data.boards.find((b) => b.crafts?.length === 2)?.crafts,
    );
  });

  it("reads English headers and labels, field keys as values, and columns in any order", async () => {
    const en = await uploadProject(t, env.token, await projectToXlsx(sample("XL-EN", 10), "en-US"), {
      lang: "en-US",
    });
    expect(en.code).toBe(1);
    const keys = await uploadProject(
      t,
      env.token,
      await projectToXlsx(sample("XL-KEYS", 10), "en-US", { values: "keys" }),
    );
    expect(keys.code).toBe(1);
    // Boards sheet with its columns reversed.
    const swapped = await edit(await projectToXlsx(sample("XL-ORDER", 10), "zh-CN"), (wb) => {
      const ws = wb.worksheets[2]!;
      const rows = ws.getSheetValues() as unknown[][];
      for (let r = 1; r < rows.length; r++) {
        const values = (rows[r] ?? []).slice(1);
        ws.getRow(r).values = [...values].reverse() as ExcelJS.CellValue[];
      }
    });
    const ordered = await uploadProject(t, env.token, swapped);
    expect(ordered.code).toBe(1);
    expect(await stored("XL-ORDER")).toMatchObject({ boards: 10 });
  });

  it("reports every problem by sheet, row and field, and stores nothing", async () => {
    const data = sampleProject({
      projectNo: "E-1",
      boards: 12,
      planes: 2,
      boardsPerBox: 4,
      crafts: ["磨边"],
    });
    const bad = await edit(await projectToXlsx(data, "zh-CN"), (wb) => {
      const [project, planes, boards, packing] = wb.worksheets;
      project!.getCell("D2").value = "工程X";
      project!.getCell("F2").value = "2030-13-45";
      planes!.getCell("A4").value = "E-1-P01";
      boards!.getCell("C2").value = "abc";
      boards!.getCell("D3").value = -5;
      boards!.getCell("E4").value = 20.55;
      boards!.getCell("B5").value = "NOPE";
      boards!.getCell("G6").value = "磨边,开槽X";
      boards!.getCell("H7").value = "激光";
      boards!.getCell("I8").value = "maybe";
      boards!.getCell("F9").value = null;
      boards!.getCell("A10").value = "E-1-00001";
      boards!.getCell("C11").value = { formula: "600*2", result: 1200 } as ExcelJS.CellValue;
      packing!.getCell("E2").value = "E-1-00001,E-1-00002,E-1-00003,E-1-00004,E-1-00005";
      packing!.getCell("E4").value = "E-1-00009,E-1-00010,E-1-00011";
      packing!.getRow(5).values = ["E-1-B9999", 100, 100, 100, null];
    });
    const r = await uploadProject(t, env.token, bad, { lang: "zh-CN" });
    expect(r.code).toBe(1009);
    expect(r.result).toBe(false);
    expect(r.msg).toBe("装箱信息不完整，请检查装箱单后重新上传");
    const got = r.data.rows.map((e) => `${e.sheet}/${e.row}/${e.field}`);
    expect(got.sort()).toEqual(
      [
        "project/2/projectType",
        "project/2/deliveryDate",
        "planes/4/batchNo",
        "boards/2/length",
        "boards/3/width",
        "boards/4/thickness",
        "boards/5/batchNo",
        "boards/6/crafts",
        "boards/7/cuttingMethod",
        "boards/8/rotatable",
        "boards/9/stone",
        "boards/10/code",
        "boards/11/length",
        "boards/13/code",
        "packing/3/boards",
        "packing/4/boards",
        "packing/5/boards",
      ].sort(),
    );
    expect(r.data.total).toBe(17);
    const msg = (key: string) => r.data.rows.find((e) => `${e.sheet}/${e.row}/${e.field}` === key)!;
    expect(msg("boards/6/crafts")).toMatchObject({ sheetName: "板材", column: "工艺" });
    expect(msg("boards/6/crafts").message).toContain("开槽X");
    expect(msg("boards/11/length").message).toBe("不支持公式，请粘贴为数值");
    expect(msg("boards/10/code").message).toContain("E-1-00001");
    expect(msg("boards/5/batchNo").message).toContain("NOPE");
    expect(msg("boards/13/code").message).toContain("E-1-00012");
    expect(msg("packing/3/boards").message).toContain("E-1-00005");
    expect(msg("packing/4/boards").message).toContain("E-1-00009");
    expect(msg("packing/5/boards").message).toBe("箱中没有板材");
    expect(msg("boards/9/stone").message).toBe("必填项");
    expect(await stored("E-1")).toBeUndefined();

    const en = await uploadProject(t, env.token, bad, { lang: "en-US" });
    expect(en.msg).toBe(
      "The packing information is incomplete, please check the packing list and upload again",
    );
    const craft = en.data.rows.find((e) => e.sheet === "boards" && e.row === 6)!;
    expect(craft).toMatchObject({ sheetName: "Boards", column: "Crafts" });
    expect(craft.message).toBe('Unknown craft "开槽X" (use the names in the enterprise\'s crafts)');
  });

  it("names a missing sheet and a missing column; a valid packing list with other errors says how many", async () => {
    const noPlanes = await edit(await projectToXlsx(sample("E-2", 4), "zh-CN"), (wb) => {
      wb.removeWorksheet(wb.worksheets[1]!.id);
      wb.worksheets[1]!.spliceColumns(3, 1); // boards: no length column
    });
    const r = await uploadProject(t, env.token, noPlanes, { lang: "en-US" });
    expect(r.code).toBe(1009);
    expect(r.data.rows).toEqual([
      expect.objectContaining({
        sheet: "planes",
        row: null,
        field: null,
        message: 'Sheet "Planes" is missing',
      }),
      expect.objectContaining({
        sheet: "boards",
        row: 1,
        field: "length",
        message: 'Column "Length (mm)" is missing',
      }),
    ]);
    const one = await edit(await projectToXlsx(sample("E-3", 4), "zh-CN"), (wb) => {
      wb.worksheets[2]!.getCell("E2").value = "thick";
    });
    const r2 = await uploadProject(t, env.token, one, { lang: "zh-CN" });
    expect(r2).toMatchObject({ code: 1009, msg: "导入文件有 1 处错误，请修改后重新上传" });
    expect(r2.data.rows).toEqual([
      expect.objectContaining({
        sheet: "boards",
        row: 2,
        field: "thickness",
        message: "厚度须大于 0、不超过 200 mm，最多一位小数",
      }),
    ]);
  });

  it("refuses a project sheet with two rows and a packing list that leaves boards out", async () => {
    const two = await edit(await projectToXlsx(sample("E-4", 4)), (wb) => {
      wb.worksheets[0]!.addRow(["另一个", "E-4b", "", "工程项目", "云排版", null]);
    });
    const r = await uploadProject(t, env.token, two, { lang: "en-US" });
    expect(r.data.rows).toEqual([
      expect.objectContaining({
        sheet: "project",
        row: null,
        message: "The project sheet must have exactly one data row",
      }),
    ]);
    const data = sample("E-5", 6);
    data.boxes[0]!.boards = data.boxes[0]!.boards.slice(0, 4);
    const r2 = await uploadProject(t, env.token, await projectToXlsx(data));
    expect(r2).toMatchObject({ code: 1009, msg: "装箱信息不完整，请检查装箱单后重新上传" });
    expect(r2.data.rows.map((e) => `${e.sheet}/${e.row}/${e.field}`)).toEqual([
      "boards/6/code",
      "boards/7/code",
    ]);
    expect(await stored("E-5")).toBeUndefined();
  });
});

describe("import as JSON", () => {
  it("imports the same data and reports rows by position in each array", async () => {
    const ok = await importJson(t, env.token, sample("J-1", 25));
    expect(ok.data).toMatchObject({ created: true, planes: 2, boards: 25, boxes: 3 });
    const data = sample("J-2", 5) as unknown as {
      project: Record<string, unknown>;
      boards: Record<string, unknown>[];
      boxes: Record<string, unknown>[];
    };
    data.project.layoutMode = "auto";
    data.boards[1]!.length = 12.5;
    data.boards[2]!.crafts = ["抛光"];
    data.boards[3]!.colour = "white";
    data.boards[4]!.rotatable = "yes";
    const r = await importJson(t, env.token, data, "en-US");
    expect(r.code).toBe(1009);
    expect(r.data.rows.map((e) => `${e.sheet}/${e.row}/${e.field}`)).toEqual([
      "project/1/layoutMode",
      "boards/2/length",
      "boards/3/crafts",
      "boards/4/colour",
      "boards/5/rotatable",
    ]);
    expect(r.data.rows[0]!.message).toBe("Layout mode must be Cloud or Manual");
    expect(await stored("J-2")).toBeUndefined();
  });

  it("checks the outline with 1001 (limits, missing arrays)", async () => {
    const missing = await t.call("project/importJson", { project: {} }, { token: env.token });
    expect(missing.code).toBe(1001);
    const many = sampleProject({ projectNo: "J-3", boards: 20_001 });
    const r = await importJson(t, env.token, many);
    expect(r.code).toBe(1001);
    expect((r.data as unknown as { errors: { field: string }[] }).errors[0]!.field).toBe("boards");
  });
});

describe("uploading the same project no. again", () => {
  it("replaces the content of a pending project and raises has update; refuses a reviewed one", async () => {
    const first = await uploadProject(t, env.token, await projectToXlsx(sample("R-1", 20)));
    expect(first.data.created).toBe(true);
    const changed = sample("R-1", 8, { name: "改名后的项目", planes: 1 });
    const second = await uploadProject(t, env.token, await projectToXlsx(changed));
    expect(second.data).toMatchObject({
      projectId: first.data.projectId,
      created: false,
      version: 2,
      boards: 8,
      planes: 1,
    });
    expect(await stored("R-1")).toMatchObject({ boards: 8, planes: 1, boxes: 1 });
    const list = await t.call<{
      list: { projectNo: string; name: string; isNew: boolean; hasUpdate: boolean }[];
    }>("project/list", { keyword: "R-1" }, { token: env.token });
    expect(list.data.list).toEqual([
      expect.objectContaining({ projectNo: "R-1", name: "改名后的项目", isNew: true, hasUpdate: true }),
    ]);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'project' AND entity_id = $1 ORDER BY id",
      [first.data.projectId],
    );
    expect(audit.rows.map((a) => a.action)).toEqual(["import", "reimport"]);

    // Reviewed: refused, nothing changed.
    await t.db.query("UPDATE projects SET review_status = 'reviewed' WHERE id = $1", [first.data.projectId]);
    const third = await uploadProject(t, env.token, await projectToXlsx(sample("R-1", 3)), { lang: "en-US" });
    expect(third).toMatchObject({
      code: 1003,
      msg: "Project R-1 has been reviewed and can no longer be updated by import",
    });
    expect(await stored("R-1")).toMatchObject({ boards: 8 });
    // Cancelled (recalled): a new upload brings it back to pending.
    await t.db.query("UPDATE projects SET review_status = 'cancelled' WHERE id = $1", [first.data.projectId]);
    const fourth = await importJson(t, env.token, sample("R-1", 5));
    expect(fourth.data).toMatchObject({ created: false, boards: 5 });
    const st = await t.db.query<{ review_status: string }>(
      "SELECT review_status FROM projects WHERE id = $1",
      [first.data.projectId],
    );
    expect(st.rows[0]!.review_status).toBe("pending");
  });
});

describe("the template", () => {
  async function download(lang?: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: "GET",
      url: `/api/project/template${lang ? `?lang=${lang}` : ""}`,
      headers: { authorization: `Bearer ${env.token}`, ...headers },
    });
  }

  it("downloads in Chinese and English with the enterprise's crafts, and imports once filled", async () => {
    for (const lang of ["zh-CN", "en-US"] as const) {
      const res = await download(lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      expect(res.headers["content-disposition"]).toContain("attachment;");
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const names = wb.worksheets.map((w) => w.name);
      expect(names).toEqual(
        lang === "zh-CN"
          ? ["项目", "平面", "板材", "装箱单", "说明"]
          : ["Project", "Planes", "Boards", "Packing list", "Instructions"],
      );
      expect(wb.worksheets[2]!.getRow(1).values).toContain(lang === "zh-CN" ? "长(mm)" : "Length (mm)");
      const help = (wb.worksheets[4]!.getSheetValues() as unknown[][]).map((r) => r?.[1]);
      expect(help).toEqual(expect.arrayContaining(["磨边", "开槽", "倒角"]));
      // Fill it like a user would and import it.
      const [project, planes, boards, packing] = wb.worksheets;
      project!.addRow([
        "模板项目",
        `TPL-${lang}`,
        "厦门客户",
        lang === "zh-CN" ? "精工项目" : "Fine work",
        lang === "zh-CN" ? "手动排版" : "Manual",
        new Date("2030-05-01T00:00:00Z"),
      ]);
      planes!.addRow(["A1"]);
      boards!.addRow(["T-1", "A1", 600, 600, 20, "爵士白", "磨边，开槽", "", ""]);
      boards!.addRow([
        "T-2",
        "A1",
        1200,
        600,
        18.5,
        "雅士白",
        "",
        lang === "zh-CN" ? "其他" : "Other",
        lang === "zh-CN" ? "否" : "No",
      ]);
      packing!.addRow(["X1", 1300, 700, 500, "T-1、T-2"]);
      const r = await uploadProject(t, env.token, Buffer.from(await wb.xlsx.writeBuffer()));
      expect(r.data).toMatchObject({ created: true, boards: 2, planes: 1, boxes: 1 });
      const detail = await t.call<{
        projectType: string;
        layoutMode: string;
        deliveryDate: string;
        clientName: string;
      }>("project/detail", { projectId: r.data.projectId }, { token: env.token });
      expect(detail.data).toMatchObject({
        projectType: "fineWork",
        layoutMode: "manual",
        deliveryDate: "2030-05-01",
        clientName: "厦门客户",
      });
      const b = await t.db.query<{
        code: string;
        rotatable: boolean;
        cutting_method: string;
        thickness: string;
      }>(
        "SELECT code, rotatable, cutting_method, thickness FROM project_boards WHERE project_id = $1 ORDER BY seq",
        [r.data.projectId],
      );
      expect(b.rows).toEqual([
        { code: "T-1", rotatable: true, cutting_method: "bridge", thickness: "20.0" },
        { code: "T-2", rotatable: false, cutting_method: "other", thickness: "18.5" },
      ]);
    }
  });

  it("follows Accept-Language without ?lang and needs menu 2100", async () => {
    const res = await download(undefined, { "accept-language": "en-US" });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.name).toBe("Project");
    const clerk = await createUser(t);
    await addMember(t, env.orgId, clerk, await createRole(t, env.orgId, [1000]));
    const token = await login(t, clerk);
    const denied = await t.app.inject({
      method: "GET",
      url: "/api/project/template",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.json()).toMatchObject({ result: false, code: 6 });
    const anon = await t.app.inject({ method: "GET", url: "/api/project/template" });
    expect(anon.json()).toMatchObject({ result: false, code: 5 });
  });
});
