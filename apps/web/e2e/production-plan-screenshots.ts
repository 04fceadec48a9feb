/**
 * Screenshots of the production plan screens (list, editor with a suggestion, detail, picking sheet)
 * in both languages at 1440×900.
 * `npx tsx apps/web/e2e/production-plan-screenshots.ts [outDir] [baseUrl]` — without a base URL it
 * starts the real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
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
    const shot = async (name: string, fullPage = false) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`), fullPage });
    };
    await page.goto("/productionPlan");
    await page.locator(byTestId("plan-row")).first().waitFor({ timeout: 15_000 });
    await shot("plans");
    await page.click(byTestId("plan-add"));
    await page.locator(byTestId("plan-candidate")).first().waitFor();
    await page.locator(".ant-table-thead .ant-checkbox-input").first().check();
    await page.click(byTestId("plan-add-selected"));
    await page.click(byTestId("plan-suggest"));
    await page.locator(byTestId("plan-row-seq")).first().waitFor();
    await shot("planEditor", true);
    await page.goto("/productionPlan");
    await page.click(byTestId("plan-tab-issued"));
    await page.locator(`${byTestId("plan-status")}[data-status="draft"]`).waitFor({ state: "detached" });
    await page.locator(byTestId("plan-row")).first().click();
    await page.locator(byTestId("plan-table")).first().waitFor();
    await shot("planDetail");
    await page.click(byTestId("plan-sheet"));
    await page
      .locator(`${byTestId("sheet-plan-barcode")} rect`)
      .first()
      .waitFor();
    await shot("planSheet", true);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
