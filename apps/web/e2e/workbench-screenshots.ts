/**
 * Screenshots of the workbench (per role), the enterprise info and the audit log in both languages at
 * 1440×900. `npx tsx apps/web/e2e/workbench-screenshots.ts [outDir]` — starts the real server with the
 * demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

/** [file name, phone]: the super administrator, 生产主管 (no sales menus), 销售. */
const HOMES: [string, string][] = [
  ["home-admin", "13800000000"],
  ["home-production", "13800000002"],
  ["home-sales", "13800000004"],
];

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    for (const [name, phone] of HOMES) {
      const { context, page } = await signedIn(browser, server, { lang, phone, password: "demo1234" });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`), fullPage: true });
      await context.close();
    }
    const { context, page } = await signedIn(browser, server, { lang });
    await page.goto("/enterprise/info");
    await page.locator(byTestId("org-info-name")).waitFor();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `enterpriseInfo-${lang}.png`) });
    await page.goto("/enterprise/auditLog");
    await page.locator(byTestId("audit-detail-cell")).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `auditLog-${lang}.png`) });
    await page.click(byTestId("audit-entity"));
    await page.keyboard.type(lang === "zh-CN" ? "云排版" : "Cloud layout");
    await page.keyboard.press("Enter");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `auditLog-layoutRun-${lang}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
