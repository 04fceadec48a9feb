/**
 * Screenshots of the dashboards (production, planning, MES overview; the empty state) in both languages
 * at 1440×900. `npx tsx apps/web/e2e/dashboard-screenshots.ts [outDir]` — starts the real server with
 * the demo seed (90 days of cutting records, MES opened).
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
    for (const tab of ["production", "planning", "mes"] as const) {
      await page.goto(`/dashboard?dash.tab=${tab}`);
      await page.locator(byTestId(`dash-${tab}`)).waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(out, `dashboard-${tab}-${lang}.png`), fullPage: true });
    }
    await page.goto("/dashboard?dash.from=2030-01-01&dash.to=2030-01-31");
    await page.locator(byTestId("dash-empty")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `dashboard-empty-${lang}.png`) });
    await page.goto("/stageHome");
    await page.locator(byTestId("home-floor-dashboard")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `home-${lang}.png`) });
    await page.goto("/enterprise/info");
    await page.locator(byTestId("org-mes-switch")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `enterprise-info-${lang}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
