import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId, readToken } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Layout review in the browser against the real server (demo seed): the template downloaded and
 * filled with exceljs, uploaded through the dialog; a broken file's problems by sheet/row/column;
 * settings, approval and the reviewed tab; a stale row refused with 1012.
 */
const suite = browserSuite();
let dir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "stoneworks-project-e2e-"));
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Lang = "zh-CN" | "en-US";

async function signIn(lang: Lang): Promise<Page> {
  const { context, page } = await signedIn(suite.browser, suite.server, { lang });
  contexts.push(context);
  return page;
}

/** A call with the page's session (for set-up and for "someone else" acting meanwhile). */
async function call<T>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ result: boolean; code: number; data: T }> {
  const { cookie, session } = await readToken(page);
  const res = await fetch(`${suite.server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${cookie ?? session}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { result: boolean; code: number; data: T };
}

/** Downloads the template through the dialog's button and opens it. */
async function downloadTemplate(page: Page, lang: Lang): Promise<{ wb: ExcelJS.Workbook; name: string }> {
  const [download, answer] = await Promise.all([
    page.waitForEvent("download"),
    page.waitForResponse((r) => r.url().includes("/api/project/template")),
    page.click(byTestId(lang === "zh-CN" ? "template-zh" : "template-en")),
  ]);
  expect(answer.headers()["content-type"]).toContain("spreadsheetml");
  const path = join(dir, `template-${lang}-${Date.now()}.xlsx`);
  await download.saveAs(path);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return { wb, name: download.suggestedFilename() };
}

/** Appends rows under the template's headers, each row given as { header label: value }. */
function fill(ws: ExcelJS.Worksheet, rows: Record<string, ExcelJS.CellValue>[]): void {
  const headers = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => headers.set(String(cell.value).trim(), col));
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 2);
    for (const [label, value] of Object.entries(r)) {
      const col = headers.get(label);
      if (!col)
        throw new Error(`no column "${label}" in sheet ${ws.name}: ${[...headers.keys()].join(", ")}`);
      row.getCell(col).value = value;
    }
    row.commit();
  });
}

const sheet = (wb: ExcelJS.Workbook, name: string) => {
  const ws = wb.getWorksheet(name);
  if (!ws) throw new Error(`no sheet ${name}: ${wb.worksheets.map((w) => w.name).join(", ")}`);
  return ws;
};

async function openUpload(page: Page): Promise<void> {
  await page.goto("/layoutReview");
  await page.locator(byTestId("layout-review-page")).waitFor();
  await page.click(byTestId("project-upload"));
  await page.locator(byTestId("upload-dialog")).waitFor();
}

async function chooseAndUpload(page: Page, wb: ExcelJS.Workbook, fileName: string) {
  const path = join(dir, fileName);
  await wb.xlsx.writeFile(path);
  await page.locator(`${byTestId("upload-dialog")} input[type=file]`).setInputFiles(path);
  await expect.poll(() => page.locator(byTestId("upload-file-name")).innerText()).toContain(fileName);
  // Record every progress phase shown, to see the byte progress turn into "processing".
  await page.evaluate(() => {
    const w = window as unknown as { phases: string[] };
    w.phases = [];
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="upload-progress"]');
      const phase = el?.getAttribute("data-phase");
      if (phase && w.phases.at(-1) !== phase) w.phases.push(phase);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/project/import"));
  await page.click(byTestId("upload-submit"));
  return (await (await answer).json()) as { result: boolean; code: number; data: Record<string, unknown> };
}

const row = (page: Page, projectNo: string) =>
  page.locator(`${byTestId("project-row")}[data-project-no="${projectNo}"]`);

describe("layout review", () => {
  const projectNo = "E2E-HALL-01";
  let zh: Page;

  it("uploads the Chinese template filled with a demo project; the list shows it as new", async () => {
    zh = await signIn("zh-CN");
    await openUpload(zh);
    const { wb, name } = await downloadTemplate(zh, "zh-CN");
    expect(name).toMatch(/\.xlsx$/);
    expect(wb.worksheets.map((w) => w.name).slice(0, 4)).toEqual(["项目", "平面", "板材", "装箱单"]);

    const crafts = (await call<{ name: string }[]>(zh, "/craft/options", {})).data.map((c) => c.name);
    expect(crafts.length).toBeGreaterThan(1);
    fill(sheet(wb, "项目"), [
      {
        项目名称: "E2E 会展中心大堂",
        项目编号: projectNo,
        客户名称: "测试客户",
        项目类型: "工程项目",
        排版方式: "云排版",
        交货日期: new Date("2030-05-20T00:00:00Z"),
      },
    ]);
    const planes = ["E2E-P1", "E2E-P2"];
    fill(
      sheet(wb, "平面"),
      planes.map((p) => ({ 生产批次号: p })),
    );
    // Enough boards that the server takes a moment, so "processing" shows after the bytes are sent.
    const boards = Array.from({ length: 400 }, (_, i) => ({
      板材编号: `E2E-${String(i + 1).padStart(4, "0")}`,
      生产批次号: planes[i % 2],
      "长(mm)": 600 + (i % 5) * 100,
      "宽(mm)": 400 + (i % 3) * 100,
      "厚(mm)": i % 2 ? 20 : 18.5,
      石材: i % 3 ? "爵士白" : "黑金沙",
      工艺: i % 4 ? `${crafts[0]},${crafts[1]}` : "",
      切割方式: "智能桥切",
      可旋转: i % 5 ? "是" : "否",
    }));
    fill(sheet(wb, "板材"), boards);
    const boxes = Array.from({ length: 20 }, (_, b) => ({
      箱号: `E2E-BOX-${b + 1}`,
      "长(mm)": 2400,
      "宽(mm)": 1200,
      "高(mm)": 900,
      板材编号: boards
        .slice(b * 20, b * 20 + 20)
        .map((x) => x.板材编号)
        .join(","),
    }));
    fill(sheet(wb, "装箱单"), boxes);

    const body = await chooseAndUpload(zh, wb, "e2e-project.xlsx");
    expect(body.result, JSON.stringify(body).slice(0, 400)).toBe(true);
    expect(body.data).toMatchObject({ projectNo, created: true, planes: 2, boards: 400, boxes: 20 });
    const phases = await zh.evaluate(() => (window as unknown as { phases: string[] }).phases);
    expect(phases).toContain("processing");

    await zh.locator(byTestId("upload-dialog")).waitFor({ state: "detached" });
    await expect
      .poll(() => zh.locator(".ant-message-notice").allInnerTexts())
      .toContainEqual(expect.stringContaining(projectNo));
    await row(zh, projectNo).waitFor();
    const tr = zh.locator("tr", { has: row(zh, projectNo) });
    await expect.poll(() => tr.locator(byTestId("flag-new")).count()).toBe(1);
    expect(await tr.innerText()).toContain("2 / 400");
  });

  it("shows the problems of a broken English file by sheet, row and column, and stores nothing", async () => {
    const en = await signIn("en-US");
    await openUpload(en);
    const { wb } = await downloadTemplate(en, "en-US");
    expect(wb.worksheets.map((w) => w.name).slice(0, 4)).toEqual([
      "Project",
      "Planes",
      "Boards",
      "Packing list",
    ]);
    fill(sheet(wb, "Project"), [
      {
        "Project name": "Broken",
        "Project no.": "E2E-BROKEN",
        "Project type": "Engineering",
        "Layout mode": "Cloud",
      },
    ]);
    fill(sheet(wb, "Planes"), [{ "Production batch no.": "B1" }]);
    fill(sheet(wb, "Boards"), [
      {
        "Board code": "X1",
        "Production batch no.": "B1",
        "Length (mm)": 600,
        "Width (mm)": 400,
        "Thickness (mm)": 20,
        Stone: "Jazz white",
      },
      {
        "Board code": "X2",
        "Production batch no.": "B1",
        "Length (mm)": -5,
        "Width (mm)": 400,
        "Thickness (mm)": 20,
        Stone: "Jazz white",
      },
      {
        "Board code": "X3",
        "Production batch no.": "NOPE",
        "Length (mm)": 600,
        "Width (mm)": 400,
        "Thickness (mm)": 20,
        Stone: "Jazz white",
      },
    ]);
    fill(sheet(wb, "Packing list"), [
      {
        "Box no.": "BX1",
        "Length (mm)": 2400,
        "Width (mm)": 1200,
        "Height (mm)": 900,
        "Board codes": "X1,X2",
      },
    ]);

    const body = await chooseAndUpload(en, wb, "broken.xlsx");
    expect(body.result).toBe(false);
    expect(body.code).toBe(1009);
    await en.locator(byTestId("upload-refused")).waitFor();
    // A packing-list problem (X3 in no box) asks to check the packing list and upload again.
    expect(await en.locator(byTestId("upload-refused")).innerText()).toMatch(/packing list/i);

    const problems = await en
      .locator(`${byTestId("import-errors")} tbody tr.ant-table-row`)
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          sheet: tr.querySelector('[data-testid="import-error-sheet"]')?.textContent,
          row: tr.querySelector('[data-testid="import-error-row"]')?.textContent,
          field: tr.querySelector('[data-testid="import-error-field"]')?.textContent,
          message: tr.querySelector('[data-testid="import-error-message"]')?.textContent ?? "",
        })),
      );
    expect(problems).toContainEqual(
      expect.objectContaining({ sheet: "Boards", row: "3", field: "Length (mm)" }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ sheet: "Boards", row: "4", field: "Production batch no." }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ row: "4", message: expect.stringMatching(/X3.*no box/) }),
    );
    // English messages, not catalogue keys.
    for (const p of problems) expect(p.message).toMatch(/^[^.]*[A-Za-z]/);
    expect(problems.some((p) => /[\u4e00-\u9fff]/.test(`${p.sheet}${p.field}`))).toBe(false);

    // Nothing stored; the dialog stays open with the file chosen so it can be fixed and uploaded again.
    const list = await call<{ list: { projectNo: string }[] }>(en, "/project/list", {
      pageNum: 1,
      pageSize: 50,
      keyword: "E2E-BROKEN",
    });
    expect(list.data.list).toEqual([]);
    await en.keyboard.press("Escape");
    await en.locator(byTestId("upload-dialog")).waitFor({ state: "detached" });
  });

  it("approves the project once its settings are complete; it moves to the reviewed tab", async () => {
    await zh.goto(`/layoutReview?keyword=${projectNo}`);
    await row(zh, projectNo).click();
    await zh.locator(byTestId("project-detail-page")).waitFor();
    expect(await zh.locator(byTestId("project-name")).innerText()).toBe("E2E 会展中心大堂");
    // The flags as they were when the detail was opened (opening clears them on the server).
    await zh.locator(`${byTestId("project-detail-page")} ${byTestId("flag-new")}`).waitFor();
    expect(await zh.locator(byTestId("breadcrumb")).innerText()).toContain("E2E 会展中心大堂");

    // Approving before the settings are complete: what is missing, said before any confirmation.
    await zh.click(byTestId("detail-approve"));
    const refused = zh.locator(byTestId("approve-refused"));
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/切缝.*切割段数.*切割车间/);
    await zh.click(byTestId("approve-refused-ok"));
    await zh.locator(byTestId("settings-form")).waitFor();

    await zh
      .locator(`${byTestId("settings-kerf")} input, input${byTestId("settings-kerf")}`)
      .first()
      .fill("4");
    await zh.locator(`${byTestId("settings-stages")} label`, { hasText: "3" }).click();
    await chooseOption(zh, zh.locator(byTestId("settings-workshop")));
    const saved = zh.waitForResponse((r) => r.url().endsWith("/api/project/updateSettings"));
    await zh.click(byTestId("settings-save"));
    expect(((await (await saved).json()) as { result: boolean }).result).toBe(true);
    await zh.locator(byTestId("ready-note")).waitFor();

    await zh.click(byTestId("detail-approve"));
    await zh.locator(byTestId("confirm-approve")).waitFor();
    // Approving plans every board of the project: a loaded machine may take a while.
    const [approved] = await Promise.all([
      zh.waitForResponse((r) => r.url().endsWith("/api/project/approve"), { timeout: 90_000 }),
      zh.click(byTestId("confirm-ok")),
    ]);
    expect(((await approved.json()) as { result: boolean }).result).toBe(true);
    await zh.locator(`${byTestId("project-detail-page")}[data-status="reviewed"]`).waitFor();
    expect(await zh.locator(byTestId("detail-approve")).count()).toBe(0);

    // Back through the breadcrumb: the list comes back with its query (the keyword).
    await zh.locator(`${byTestId("breadcrumb")} a`, { hasText: "排版审核" }).click();
    await zh.locator(byTestId("layout-review-page")).waitFor();
    expect(new URL(zh.url()).searchParams.get("keyword")).toBe(projectNo);
    await zh.click(byTestId("tab-reviewed"));
    await row(zh, projectNo).waitFor();
    expect(await row(zh, projectNo).getAttribute("data-status")).toBe("reviewed");
    expect(new URL(zh.url()).searchParams.get("tab")).toBe("reviewed");
    expect(await zh.locator(byTestId("count-reviewed")).innerText()).toContain("1");
  });

  it("a row someone else changed meanwhile: 1012 is explained and the list refreshes", async () => {
    const other = "E2E-STALE-01";
    const imported = await call<{ projectId: string; version: number }>(zh, "/project/importJson", {
      project: { name: "E2E 过期行", projectNo: other, projectType: "fineWork", layoutMode: "manual" },
      planes: [{ batchNo: "S1" }],
      boards: [{ code: "S-1", batchNo: "S1", length: 600, width: 600, thickness: 20, stone: "爵士白" }],
      boxes: [{ boxNo: "SB1", length: 800, width: 800, height: 300, boards: ["S-1"] }],
    });
    expect(imported.result).toBe(true);
    await zh.goto(`/layoutReview?keyword=${other}`);
    await row(zh, other).waitFor();
    // Someone else recalls it meanwhile.
    const { projectId, version } = imported.data;
    expect((await call(zh, "/project/recall", { projectId, version })).result).toBe(true);

    const tr = zh.locator("tr", { has: row(zh, other) });
    await tr.locator(byTestId("project-more")).click();
    await zh.locator(`.ant-dropdown:visible ${byTestId("project-delete")}`).click();
    await zh.locator(byTestId("confirm-delete")).waitFor();
    const answer = zh.waitForResponse((r) => r.url().endsWith("/api/project/delete"));
    await zh.click(byTestId("confirm-ok"));
    expect(((await (await answer).json()) as { code: number }).code).toBe(1012);
    await expect
      .poll(() => zh.locator(".ant-message-notice").allInnerTexts())
      .toContainEqual(expect.stringContaining("已被他人修改"));
    // The refreshed pending tab no longer has it; the recalled tab does, and delete works there.
    await row(zh, other).waitFor({ state: "detached" });
    await zh.click(byTestId("tab-cancelled"));
    await row(zh, other).waitFor();
    await zh
      .locator("tr", { has: row(zh, other) })
      .locator(byTestId("project-delete"))
      .click();
    await zh.locator(byTestId("confirm-delete")).waitFor();
    const deleted = zh.waitForResponse((r) => r.url().endsWith("/api/project/delete"));
    await zh.click(byTestId("confirm-ok"));
    expect(((await (await deleted).json()) as { result: boolean }).result).toBe(true);
    await row(zh, other).waitFor({ state: "detached" });
  });
});
