/**
 * Screenshots of the factory master-data screens and the rack label sheet in both languages at
 * 1440×900. `npx tsx apps/web/e2e/factory-screenshots.ts [outDir]` — starts the real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const PAGES: [string, string, string][] = [
  ["racks", "/basic/racks", "rack-row"],
  ["crafts", "/basic/crafts", "craft-row"],
  ["workshops", "/basic/workshops", "workshop-row"],
  ["processFlow", "/basic/processFlow", "process-flow-page"],
  ["machineTables", "/enterprise/machineTables", "device-row"],
  ["warehouses", "/basic/warehouses", "warehouse-row"],
];

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page } = await signedIn(browser, server, { lang });
    for (const [name, path, testId] of PAGES) {
      await page.goto(path);
      await page.locator(byTestId(testId)).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    }
    // Dialogs: add racks, edit craft, add machine.
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.click(byTestId("rack-add"));
    await page.locator(byTestId("rack-form")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `rackModal-${lang}.png`) });
    await page.keyboard.press("Escape");
    await page.goto("/basic/crafts");
    await page.locator(byTestId("craft-edit")).first().click();
    await page.locator(byTestId("craft-form")).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `craftModal-${lang}.png`) });
    await page.goto("/enterprise/machineTables");
    await page.locator(byTestId("device-add")).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, `deviceModal-${lang}.png`) });
    await page.keyboard.press("Escape");
    if (await page.locator(byTestId("device-link")).count()) {
      await page.locator(byTestId("device-link")).first().click();
      await page.locator(byTestId("device-api-key")).waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `deviceKey-${lang}.png`) });
      await page.click(byTestId("device-key-close"));
    }
    // The label sheet for 9 racks (screen and print media).
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    const rows = page.locator(".ant-table-tbody .ant-table-row");
    for (let i = 0; i < 9; i++) await rows.nth(i).locator(".ant-checkbox-input").check();
    await page.click(byTestId("rack-print"));
    await page
      .locator(`${byTestId("label-barcode")} rect`)
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `rackLabels-${lang}.png`) });
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: join(out, `rackLabelsPrint-${lang}.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
