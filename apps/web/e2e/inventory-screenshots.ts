/**
 * Screenshots of the inventory screens (slab query, import dialog, slab detail, material detail, manual
 * layout) in both languages at 1440×900.
 * `npx tsx apps/web/e2e/inventory-screenshots.ts [outDir] [baseUrl]` — without a base URL it starts the
 * real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer, type TestServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const server: TestServer | null = process.argv[3] ? null : await startServer();
const base = process.argv[3] ?? server?.url ?? "";
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page } = await signedIn(browser, { url: base }, { lang });
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };

    await page.goto("/slabQuery");
    await page.locator(byTestId("slab-row")).first().waitFor({ timeout: 15_000 });
    await shot("slabQuery");
    await page.click(byTestId("tab-blocks"));
    await page.locator(byTestId("block-row")).first().waitFor();
    await shot("blocks");
    await page.click(byTestId("tab-slabs"));
    await page.click(byTestId("slab-import"));
    await page.locator(byTestId("slab-import-modal")).waitFor();
    await shot("import");
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Slabs");
    ws.addRow([
      "Block no.",
      "Bundle no.",
      "Slab no.",
      "Stone",
      "Length (mm)",
      "Width (mm)",
      "Thickness (mm)",
      "Barcode",
    ]);
    ws.addRow(["B1", "1", "01", "", 2800, 1600, "x", "SHOT-1"]);
    ws.addRow(["B1", "1", "02", "白玉兰", 50, 1600, 20, "SHOT-1"]);
    const file = join(out, "broken.xlsx");
    await wb.xlsx.writeFile(file);
    await page.locator(`${byTestId("slab-import-modal")} input[type=file]`).setInputFiles(file);
    await page.locator(byTestId("import-failed")).waitFor();
    await shot("importErrors");
    await page.keyboard.press("Escape");

    // A slab with a plan: the first with a yield.
    const api = async <T>(path: string, body: unknown): Promise<T> =>
      page.evaluate(
        async ([p, b]) => {
          const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
          const token = m ? decodeURIComponent(m[1]) : sessionStorage.getItem("sw_token");
          const r = await fetch(`/api${p}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify(b),
          });
          return (await r.json()).data;
        },
        [path, body] as const,
      ) as Promise<T>;
    const slabs = await api<{
      list: { slabId: string; barcode: string; planId: string | null; status: string }[];
    }>("/inventory/slabList", { pageNum: 1, pageSize: 200 });
    const planned = slabs.list.find((s) => s.planId) ?? slabs.list[0];
    await page.goto(`/slabQuery/slabDetail?slabId=${planned.slabId}&breadcrumbTitle=${planned.barcode}`);
    await page.locator(byTestId("slab-fields")).waitFor();
    await shot("slabDetail");
    await page.click(byTestId("exception-set"));
    await page.click(byTestId("exception-save"));
    await shot("exceptionModal");
    await page.keyboard.press("Escape");
    await page.goto(`/slabQuery/materialDetail?slabId=${planned.slabId}&breadcrumbTitle=${planned.barcode}`);
    await page.locator(byTestId("plan-drawing")).waitFor();
    const board = page.locator(byTestId("plan-board")).first();
    if (await board.count()) await board.hover();
    await shot("materialDetail");
    await page.screenshot({ path: join(out, `materialDetailFull-${lang}.png`), fullPage: true });
    const toCut = slabs.list.find((s) => s.planId && s.status === "toCut") ?? slabs.list[0];
    await page.goto(`/slabQuery/materialDetail?slabId=${toCut.slabId}&breadcrumbTitle=${toCut.barcode}`);
    await page.locator(byTestId("plan-drawing")).waitFor();
    await shot("materialToCut");
    await page.click(byTestId("slab-complete"));
    await page.locator(byTestId("complete-confirm")).waitFor();
    await shot("completeConfirm");
    await page.click(byTestId("complete-cancel"));
    if (await page.locator(byTestId("device-change")).isEnabled()) {
      await page.click(byTestId("device-change"));
      await page.locator(byTestId("device-form")).waitFor();
      await page.locator(byTestId("device-select")).click();
      await shot("deviceChange");
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
    }

    await page.goto("/slabQuery/manualLayout");
    await page.locator(byTestId("layout-project")).waitFor();
    await shot("manualLayoutEmpty");
    // A pending project with boards to place and a slab that fits them.
    const projects = await api<{ list: { projectId: string }[] }>("/project/list", {
      pageNum: 1,
      pageSize: 50,
      tab: "pending",
    });
    for (const p of projects.list) {
      const fit = await api<{ list: { slabId: string }[] }>("/inventory/layoutSlabs", {
        pageNum: 1,
        pageSize: 5,
        projectId: p.projectId,
      });
      if (!fit.list.length) continue;
      await page.goto(`/slabQuery/manualLayout?projectId=${p.projectId}&slabId=${fit.list[0].slabId}`);
      await page.locator(byTestId("layout-board")).first().waitFor();
      await page.click(byTestId("layout-place"));
      await page
        .locator(`${byTestId("layout-ok")}, ${byTestId("layout-refusal")}`)
        .first()
        .waitFor();
      await shot("manualLayoutPlaced");
      // The next board at the same corner: refused (overlap).
      await page.click(byTestId("layout-place"));
      await page.locator(byTestId("layout-refusal")).waitFor();
      await shot("manualLayoutRefused");
      // A click on the drawing places the chosen board there (snapped to the kerf).
      const box = await page.locator(byTestId("plan-slab")).boundingBox();
      if (box) await page.mouse.click(box.x + box.width * 0.97, box.y + box.height * 0.97);
      await page.waitForTimeout(800);
      await shot("manualLayoutClicked");
      break;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
