/**
 * Screenshots of staff performance (the list with its totals, a member's drawer on each tab) in both
 * languages at 1440×900. `npx tsx apps/web/e2e/staff-performance-screenshots.ts [outDir]` — starts the
 * real server with the demo seed.
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
    await page.goto("/enterprise/staffPerformance?perf.preset=last30&perf.sortBy=areaCutMm2&perf.order=desc");
    await page.locator(byTestId("perf-row")).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `staff-performance-${lang}.png`), fullPage: true });
    await page.locator(byTestId("perf-row")).first().click();
    await page.locator(byTestId("perf-drawer-cutting")).waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `staff-performance-drawer-cutting-${lang}.png`) });
    for (const tab of ["crafts", "packing"] as const) {
      await page.click(byTestId(`perf-drawer-tab-${tab}`));
      await page.locator(byTestId(`perf-drawer-${tab}`)).waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `staff-performance-drawer-${tab}-${lang}.png`) });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
