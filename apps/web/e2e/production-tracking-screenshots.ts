/**
 * Screenshots of production tracking (2600) in both languages at 1440×900: the search, a plane's boards
 * and progress, a board's chain, a box. `npx tsx apps/web/e2e/production-tracking-screenshots.ts [outDir]`.
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
    const { context, page } = await signedIn(browser, server, { lang });
    await page.setViewportSize({ width: 1440, height: 900 });
    const settle = async () => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
    };
    await page.goto("/productionTracking");
    await page.locator(byTestId("tracking-results")).waitFor();
    await settle();
    await page.screenshot({ path: join(out, `tracking-search-${lang}.png`) });
    await page.locator(byTestId("tracking-scan")).fill("XM-2025-009");
    await page.locator(byTestId("tracking-scan")).press("Enter");
    await settle();
    await page.locator(byTestId("result-name")).first().click();
    await page.locator(byTestId("tracking-detail")).waitFor();
    await settle();
    await page.screenshot({ path: join(out, `tracking-plane-${lang}.png`) });
    await page.screenshot({ path: join(out, `tracking-plane-full-${lang}.png`), fullPage: true });
    await page.locator(".ant-table-row-expand-icon").first().click();
    await page.locator(byTestId("open-chain")).first().click();
    await page.locator(byTestId("chain-view")).waitFor();
    await settle();
    await page.screenshot({ path: join(out, `tracking-chain-${lang}.png`) });
    await page.keyboard.press("Escape");
    await page
      .locator(`${byTestId("tracking-by")} .ant-segmented-item`)
      .nth(1)
      .click();
    await settle();
    await page.locator(byTestId("result-name")).first().click();
    await page.locator(byTestId("tracking-detail")).waitFor();
    await settle();
    await page.screenshot({ path: join(out, `tracking-box-${lang}.png`) });
    const scrollX = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (scrollX) console.log(`horizontal scroll at 1440 px (${lang})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
