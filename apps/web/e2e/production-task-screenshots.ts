/**
 * Screenshots of the production tasks (2400) and the cutter's workbench in both languages at 1440×900.
 * `npx tsx apps/web/e2e/production-task-screenshots.ts [outDir]` — starts the real server with the demo seed.
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
    const { context, page } = await signedIn(browser, server, {
      lang,
      phone: "13800000003",
      password: "demo1234",
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `cutter-home-${lang}.png`) });
    await page.goto("/productionTask");
    await page.locator(byTestId("queue-slab")).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `tasks-cutting-${lang}.png`) });
    const cutting = page.locator(`${byTestId("queue-slab")}[data-status="cutting"]`).first();
    const barcode = await cutting.getAttribute("data-barcode");
    await page.locator(byTestId("cutting-scan")).fill(barcode ?? "");
    await page.locator(byTestId("cutting-scan")).press("Enter");
    await page.locator(byTestId("scan-result")).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `tasks-scan-${lang}.png`) });
    await page.locator(byTestId("scan-complete")).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `tasks-complete-confirm-${lang}.png`) });
    await page.keyboard.press("Escape");
    const board = page.locator(`[data-testid^="board-break-"]`).first();
    await board.click();
    await page.locator(byTestId("break-reason")).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `tasks-break-${lang}.png`) });
    await page.keyboard.press("Escape");
    await page.locator(byTestId("cutting-scan")).fill("NO-SUCH-1");
    await page.locator(byTestId("cutting-scan")).press("Enter");
    await page.locator(byTestId("scan-error")).waitFor();
    await page.screenshot({ path: join(out, `tasks-scan-error-${lang}.png`) });
    for (const tab of ["secondProcessing", "packing"]) {
      await page.goto(`/productionTask?tab=${tab}`);
      await page.locator(byTestId(`boards-tab-${tab}`)).waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `tasks-${tab}-${lang}.png`) });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
