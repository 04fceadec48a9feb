/**
 * Screenshots of rack management (list, load modal, settings) and a rack's detail in both languages
 * at 1440×900.
 * `npx tsx apps/web/e2e/rack-screenshots.ts [outDir] [baseUrl]` — without a base URL it starts the real
 * server with the demo seed.
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
    await page.goto("/rackManagement?tab=all");
    await page.locator(byTestId("rack-row")).first().waitFor({ timeout: 15_000 });
    await page.click(byTestId("rack-tab-occupied"));
    await page.locator(byTestId("rack-overdue")).first().waitFor();
    await shot("racks");
    await page.click(byTestId("rack-generate"));
    await page.locator(byTestId("rack-load-modal")).waitFor();
    await page.fill(byTestId("rack-load-rack-scan"), "RK0010");
    await page.press(byTestId("rack-load-rack-scan"), "Enter");
    await page.locator(byTestId("rack-load-rack")).waitFor();
    for (let i = 0; i < 3; i++) await page.locator(byTestId("rack-load-add")).first().click();
    await page.fill(byTestId("rack-load-board-scan"), "NO-SUCH-BOARD");
    await page.press(byTestId("rack-load-board-scan"), "Enter");
    await page.locator(byTestId("rack-load-refusal")).first().waitFor();
    await shot("rackLoad");
    await page.keyboard.press("Escape");
    await page.locator(byTestId("rack-load-modal")).waitFor({ state: "detached" });
    await page.click(byTestId("rack-settings-open"));
    await page.locator(byTestId("rack-settings")).waitFor();
    await shot("rackSettings");
    await page.keyboard.press("Escape");
    await page.goto("/rackManagement");
    await page.fill(byTestId("rack-scan"), "RK0003");
    await page.press(byTestId("rack-scan"), "Enter");
    await page.locator(byTestId("rack-event")).first().waitFor();
    await shot("rackDetail", true);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
