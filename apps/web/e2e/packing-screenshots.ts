/**
 * Screenshots of packing (the production tasks' packing tab with the queue's packing-list box, the
 * seal-short confirmation, box detail, box print of a box sealed short) in both languages
 * at 1440×900. `npx tsx apps/web/e2e/packing-screenshots.ts [outDir]` — starts the real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page, token } = await signedIn(browser, server, { lang });
    const res = await context.request.post("/api/packing/boxes", {
      data: { keyword: "XM-2025-009", pageSize: 200 },
      headers: { authorization: `Bearer ${token}` },
    });
    const boxes = (
      (await res.json()) as { data: { list: { boxId: string; code: string; status: string }[] } }
    ).data.list;
    const packing = boxes.find((b) => b.status === "packing")!;
    const sealed = boxes.find((b) => b.status === "done")!;
    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-panel")).waitFor();
    await page.locator(byTestId("pack-box-scan")).fill(packing.code);
    await page.locator(byTestId("pack-box-scan")).press("Enter");
    await page.locator(byTestId("pack-box")).waitFor();
    await page.locator(byTestId("pack-board-scan")).fill("NO-SUCH-BOARD");
    await page.locator(byTestId("pack-board-scan")).press("Enter");
    await page.locator(byTestId("pack-line")).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `packing-tab-${lang}.png`) });
    // Sealing short of the packing list asks first, naming the missing boards; cancelled here.
    await page.click(byTestId("pack-seal"));
    await page.locator(byTestId("seal-short-confirm")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `packing-seal-short-${lang}.png`) });
    await page.click(byTestId("seal-short-cancel"));
    for (const [name, id] of [
      ["reopened", packing.boxId],
      ["sealed", sealed.boxId],
    ] as const) {
      await page.goto(`/productionTracking/box?boxId=${id}`);
      await page.locator(byTestId("box-detail-page")).waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `box-detail-${name}-${lang}.png`) });
    }
    await page.goto(`/productionTracking/boxPrint?boxId=${sealed.boxId}`);
    await page
      .locator(`${byTestId("box-barcode")} rect`)
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `box-print-${lang}.png`), fullPage: true });
    await page.emulateMedia({ media: "print" });
    await page.pdf({ path: join(out, `box-print-${lang}.pdf`), format: "A4", printBackground: true });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
