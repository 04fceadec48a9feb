import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Slab and block inventory in the browser against the real server (demo seed: a stocked inventory of
 * six stones in every status and accepted cutting plans; super admin 13800000000 / demo1234).
 */
const suite = browserSuite();
let page: Page;
const contexts: BrowserContext[] = [];
const dir = mkdtempSync(join(tmpdir(), "sw-inventory-e2e-"));

beforeAll(async () => {
  const session = await signedIn(suite.browser, suite.server, { lang: "zh-CN" });
  contexts.push(session.context);
  page = session.page;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

interface Slab {
  slabId: string;
  barcode: string;
  status: string;
  planId: string | null;
  stone: string;
}

/** A call with the page's session (to find test subjects in the seeded data). */
async function api<T>(path: string, body: unknown): Promise<T> {
  const env = await page.evaluate(
    async ([p, b]) => {
      const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
      const token = m ? decodeURIComponent(m[1]) : sessionStorage.getItem("sw_token");
      const r = await fetch(`/api${p}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      });
      return r.json();
    },
    [path, body] as const,
  );
  expect(env.result, JSON.stringify(env)).toBe(true);
  return env.data as T;
}

const slabs = (filters: Record<string, unknown>) =>
  api<{ list: Slab[]; total: number }>("/inventory/slabList", { pageNum: 1, pageSize: 200, ...filters });

/** Picks an option of the antd Select with that test id by its visible label. */
async function pick(testId: string, label: string): Promise<void> {
  await chooseOption(page, page.locator(byTestId(testId)), label);
}

const HEADERS = [
  "Block no.",
  "Bundle no.",
  "Slab no.",
  "Stone",
  "Length (mm)",
  "Width (mm)",
  "Thickness (mm)",
  "Barcode",
  "Warehouse",
  "Defects",
];

async function writeSlabFile(name: string, rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Slabs");
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  const path = join(dir, name);
  await wb.xlsx.writeFile(path);
  return path;
}

describe("slab and block inventory", () => {
  it("filters slabs by status (kept in the URL) and opens a scanned slab directly", async () => {
    await page.goto("/slabQuery");
    await page.locator(byTestId("slab-row")).first().waitFor();
    // The scanner's box has the focus on arrival.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("slab-scan");

    await pick("filter-status", "待切割");
    await page.waitForURL(/status=toCut/);
    const toCut = await slabs({ status: "toCut" });
    expect(toCut.total).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const shown = await page
          .locator(`.ant-table-tbody ${byTestId("slab-status")}`)
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
        return shown.length > 0 && shown.every((s) => s === "toCut");
      })
      .toBe(true);
    await expect
      .poll(() => page.locator(".ant-pagination-total-text").innerText())
      .toContain(String(toCut.total));
    // Reload: the filter comes back from the URL.
    await page.reload();
    await page.locator(byTestId("slab-row")).first().waitFor();
    await expect(
      page.locator(`${byTestId("filter-status")} .ant-select-content`).innerText(),
    ).resolves.toContain("待切割");

    // A scan that matches one slab opens its detail.
    const target = toCut.list[0];
    await page.locator(byTestId("slab-scan")).fill(target.barcode);
    await page.locator(byTestId("slab-scan")).press("Enter");
    await page.waitForURL(new RegExp(`/slabQuery/slabDetail\\?slabId=${target.slabId}`));
    await expect(page.locator(byTestId("slab-detail-title")).innerText()).resolves.toContain(target.barcode);
    await expect(page.locator(byTestId("history-item")).count()).resolves.toBeGreaterThan(0);

    // An unknown barcode stays on the list and says so.
    await page.goto("/slabQuery");
    await page.locator(byTestId("slab-scan")).fill("0000000000000");
    await page.locator(byTestId("slab-scan")).press("Enter");
    await expect
      .poll(() => page.locator(".ant-message-notice").allInnerTexts())
      .toContainEqual(expect.stringContaining("0000000000000"));
    await page.waitForURL(/barcode=0000000000000/);
    await expect.poll(() => page.locator(byTestId("slab-row")).count()).toBe(0);
  });

  it("draws a slab's cutting plan to scale with its boards", async () => {
    const planned = (await slabs({})).list.find((s) => s.planId);
    expect(planned).toBeTruthy();
    const detail = await api<{
      slab: { length: number; width: number; defects: unknown[] };
      plan: { boards: { code: string; w: number; h: number }[]; yieldRate: number };
    }>("/inventory/materialDetail", { slabId: planned?.slabId });
    await page.goto(`/slabQuery/materialDetail?slabId=${planned?.slabId}`);
    const svg = page.locator(byTestId("plan-drawing"));
    await svg.waitFor();
    const viewBox = (await svg.getAttribute("viewBox"))?.split(" ").map(Number) ?? [];
    // viewBox in mm: the slab plus a margin for the dimensions.
    expect(viewBox[2]).toBeGreaterThan(detail.slab.length);
    expect(viewBox[2]).toBeLessThan(detail.slab.length * 1.2);
    expect(await page.locator(`${byTestId("plan-slab")}`).getAttribute("width")).toBe(
      String(detail.slab.length),
    );
    expect(await page.locator(`${byTestId("plan-slab")}`).getAttribute("height")).toBe(
      String(detail.slab.width),
    );

    const boards = page.locator(byTestId("plan-board"));
    expect(await boards.count()).toBe(detail.plan.boards.length);
    expect(await boards.count()).toBeGreaterThan(0);
    expect(await page.locator(`${byTestId("plan-board")} rect`).count()).toBe(detail.plan.boards.length);
    const codes = await boards.evaluateAll((els) => els.map((e) => e.getAttribute("data-code")).sort());
    expect(codes).toEqual(detail.plan.boards.map((b) => b.code).sort());
    const texts = await page.locator(`${byTestId("plan-board")} text`).allTextContents();
    for (const b of detail.plan.boards) expect(texts).toContain(b.code);
    expect(await page.locator(byTestId("plan-defect")).count()).toBe(detail.slab.defects.length);
    expect(await page.locator(".sw-plan-kerf").count()).toBeGreaterThan(0);
    await expect(page.locator(byTestId("plan-yield")).innerText()).resolves.toContain("%");

    // Hovering a board shows its size.
    const first = detail.plan.boards[0];
    await page.locator(`${byTestId("plan-board")}[data-code="${first.code}"]`).hover();
    await expect
      .poll(() => page.locator(byTestId("plan-hover")).innerText())
      .toContain(`${first.code}: ${first.w} × ${first.h} mm`);
  });

  it("imports a slab file and shows a broken file's problems by row", async () => {
    await page.goto("/slabQuery?tab=slabs");
    await page.locator(byTestId("slab-row")).first().waitFor();
    await page.click(byTestId("slab-import"));
    await page.locator(byTestId("slab-import-modal")).waitFor();

    // The template downloads (.xlsx).
    const download = page.waitForEvent("download");
    await page.click(byTestId("template-en"));
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    const broken = await writeSlabFile("broken.xlsx", [
      ["E2E-B1", "1", "01", "白玉兰", 2800, 1600, 20, "E2E-BAD-0001", "", ""],
      ["E2E-B1", "1", "02", "", 2800, 1600, 20, "E2E-BAD-0002", "", ""],
      ["E2E-B1", "1", "03", "白玉兰", 2800, 1600, "thick", "E2E-BAD-0001", "", ""],
    ]);
    await page.locator(`${byTestId("slab-import-modal")} input[type=file]`).setInputFiles(broken);
    await page.locator(byTestId("import-failed")).waitFor();
    const rows = await page.locator(byTestId("import-error-row")).allInnerTexts();
    expect(rows).toContain("3");
    expect(rows).toContain("4");
    const fields = await page
      .locator(byTestId("import-error-field"))
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-field")));
    expect(fields).toEqual(expect.arrayContaining(["stone", "thickness", "barcode"]));
    // Nothing of the broken file was stored.
    expect((await slabs({ barcode: "E2E-BAD-0001" })).total).toBe(0);

    const good = await writeSlabFile("good.xlsx", [
      ["E2E-B2", "1", "01", "白玉兰", 2800, 1600, 20, "E2E-GOOD-0001", "", ""],
      ["E2E-B2", "1", "02", "白玉兰", 2790, 1610, 20, "E2E-GOOD-0002", "", "100,100,50,40"],
    ]);
    await page.locator(`${byTestId("slab-import-modal")} input[type=file]`).setInputFiles(good);
    await page.locator(byTestId("import-done")).waitFor();
    await expect(page.locator(byTestId("import-done")).innerText()).resolves.toContain("2");
    await page.click(byTestId("import-close"));

    // The new slabs are in the list (filter by block no.).
    await page.locator(byTestId("filter-block")).fill("E2E-B2");
    await page.locator(byTestId("filter-block")).press("Enter");
    await expect
      .poll(() =>
        page
          .locator(byTestId("slab-row"))
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-barcode"))),
      )
      .toEqual(["E2E-GOOD-0001", "E2E-GOOD-0002"]);
  });

  it("flags an exception with a reason and shows it in the history", async () => {
    const slab = (await slabs({ barcode: "E2E-GOOD-0001" })).list[0];
    await page.goto(`/slabQuery/slabDetail?slabId=${slab.slabId}`);
    await page.click(byTestId("exception-set"));
    await page.click(byTestId("exception-save"));
    await expect
      .poll(() => page.locator(".ant-modal .ant-form-item-explain-error").allInnerTexts())
      .toContain("请输入原因");
    await page.locator(byTestId("exception-reason")).fill("边缘裂纹");
    await page.click(byTestId("exception-save"));
    await expect.poll(() => page.locator(byTestId("slab-exception-reason")).innerText()).toBe("边缘裂纹");
    await expect
      .poll(() => page.locator(`${byTestId("history-item")}[data-action="setException"]`).innerText())
      .toContain("边缘裂纹");
    await page.locator(byTestId("exception-clear")).waitFor();
  });

  it("marks a slab complete after the irrevocable confirmation", async () => {
    const slab =
      (await slabs({ status: "toCut" })).list.find((s) => s.planId) ??
      (await slabs({ status: "toCut" })).list[0];
    await page.goto(`/slabQuery/materialDetail?slabId=${slab.slabId}`);
    await page.locator(byTestId("plan-drawing")).waitFor();
    await expect(
      page
        .locator(`${byTestId("material-page")} ${byTestId("slab-status")}`)
        .first()
        .getAttribute("data-status"),
    ).resolves.toBe("toCut");

    // Cancel first: nothing changes.
    await page.click(byTestId("slab-complete"));
    await expect(page.locator(byTestId("complete-confirm")).innerText()).resolves.toContain("不可撤销");
    await page.click(byTestId("complete-cancel"));
    expect((await slabs({ barcode: slab.barcode })).list[0].status).toBe("toCut");

    await page.click(byTestId("slab-complete"));
    const done = page.waitForResponse((r) => r.url().endsWith("/api/inventory/slabComplete"));
    await page.click(byTestId("complete-ok"));
    expect(((await (await done).json()) as { result: boolean }).result).toBe(true);
    await page.locator(byTestId("slab-done")).waitFor();
    await expect
      .poll(() =>
        page
          .locator(`${byTestId("material-page")} ${byTestId("slab-status")}`)
          .first()
          .getAttribute("data-status"),
      )
      .toBe("done");
    expect(await page.locator(byTestId("slab-complete")).count()).toBe(0);
    expect(await page.locator(byTestId("device-change")).isDisabled()).toBe(true);
    expect((await slabs({ barcode: slab.barcode })).list[0].status).toBe("done");
  });

  it("lays out boards by hand: a placement, a refused overlap, a click on the drawing, save", async () => {
    const projects = await api<{ list: { projectId: string }[] }>("/project/list", {
      pageNum: 1,
      pageSize: 50,
      tab: "pending",
    });
    let target: { projectId: string; slabId: string } | null = null;
    for (const p of projects.list) {
      // A full slab (remnants, listed first by default, may hold only one board).
      const fit = await api<{ list: { slabId: string; defects: unknown[]; parentSlabId?: string | null }[] }>(
        "/inventory/layoutSlabs",
        { pageNum: 1, pageSize: 50, projectId: p.projectId, preferRemnants: false },
      );
      const clean = fit.list.find((s) => s.defects.length === 0 && !s.parentSlabId);
      if (clean) {
        target = { projectId: p.projectId, slabId: clean.slabId };
        break;
      }
    }
    expect(target).toBeTruthy();
    await page.goto(`/slabQuery/manualLayout?projectId=${target?.projectId}&slabId=${target?.slabId}`);
    await page.locator(byTestId("layout-place-form")).waitFor();

    // The first board at the corner: feasible.
    await page.click(byTestId("layout-place"));
    await page.locator(byTestId("layout-ok")).waitFor();
    await expect
      .poll(() => page.locator(`${byTestId("layout-drawing")} ${byTestId("plan-board")}`).count())
      .toBe(1);

    // The next one at the same corner: refused with the server's message, nothing added.
    await page.click(byTestId("layout-place"));
    await page.locator(byTestId("layout-refusal")).waitFor();
    expect(
      await page.locator(`${byTestId("layout-refusal")} li[data-kind="overlap"]`).count(),
    ).toBeGreaterThan(0);
    expect(await page.locator(byTestId("layout-refusal")).innerText()).toContain("重叠");
    expect(await page.locator(`${byTestId("layout-drawing")} ${byTestId("plan-board")}`).count()).toBe(1);

    // A click near the slab's far corner places it there (snapped inside the slab).
    const box = await page.locator(`${byTestId("layout-drawing")} ${byTestId("plan-slab")}`).boundingBox();
    expect(box).toBeTruthy();
    if (box) await page.mouse.click(box.x + box.width - 3, box.y + 3);
    await page.locator(byTestId("layout-ok")).waitFor();
    await expect
      .poll(() => page.locator(`${byTestId("layout-drawing")} ${byTestId("plan-board")}`).count())
      .toBe(2);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/inventory/layoutSave"));
    await page.click(byTestId("layout-save"));
    expect(((await (await saved).json()) as { result: boolean }).result).toBe(true);
    const material = await api<{ plan: { source: string; boards: unknown[] } | null }>(
      "/inventory/materialDetail",
      {
        slabId: target?.slabId,
      },
    );
    expect(material.plan?.source).toBe("manual");
    expect(material.plan?.boards).toHaveLength(2);
  });
  it("opens manual layout from a project's plane and picks a slab by scanning its barcode", async () => {
    const found = await api<{ list: { projectId: string; isNew: boolean }[] }>("/project/list", {
      pageNum: 1,
      pageSize: 10,
      tab: "pending",
      keyword: "XM-2025-001",
    });
    const projectId = found.list[0]?.projectId;
    expect(found.list[0]?.isNew).toBe(true);
    // The manual-layout screen lists the planes without opening the project: it stays "new".
    const planesLoaded = page.waitForResponse((r) => r.url().endsWith("/api/project/planes"));
    await page.goto(`/slabQuery/manualLayout?projectId=${projectId}`);
    expect(((await (await planesLoaded).json()) as { result: boolean }).result).toBe(true);
    const after = await api<{ list: { isNew: boolean }[] }>("/project/list", {
      pageNum: 1,
      pageSize: 10,
      tab: "pending",
      keyword: "XM-2025-001",
    });
    expect(after.list[0]?.isNew).toBe(true);

    // The project detail's planes table links each plane to the manual layout.
    await page.goto(`/layoutReview/projectDetail?projectId=${projectId}`);
    const links = page.locator(byTestId("plane-manual-layout"));
    await links.first().waitFor();
    await links.first().click();
    await page.waitForURL(/\/slabQuery\/manualLayout\?.*planeId=/);
    const planeId = new URL(page.url()).searchParams.get("planeId");
    const fit = await api<{ list: { slabId: string; barcode: string }[] }>("/inventory/layoutSlabs", {
      pageNum: 1,
      pageSize: 50,
      planeId,
    });
    const slab = fit.list.at(-1);
    expect(slab).toBeTruthy();

    // A scan the scope cannot use is said so; the right one selects the slab.
    await page.fill(byTestId("layout-scan"), "0000000000000");
    await page.press(byTestId("layout-scan"), "Enter");
    await expect
      .poll(() => page.locator(byTestId("layout-scan-miss")).innerText())
      .toContain("0000000000000");
    await page.fill(byTestId("layout-scan"), slab?.barcode ?? "");
    await page.press(byTestId("layout-scan"), "Enter");
    await page.waitForURL((u) => u.searchParams.get("slabId") === slab?.slabId);
    expect(new URL(page.url()).searchParams.get("planeId")).toBe(planeId);
    await expect
      .poll(() => page.locator(byTestId("layout-slab")).innerText())
      .toContain(slab?.barcode ?? "-");
    await page.locator(byTestId("layout-drawing")).waitFor();
  });
});
