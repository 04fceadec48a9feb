/**
 * Screenshots of stone pickup / return / transfer, its records, the device detail and the machine
 * tables in both languages at 1440×900. `npx tsx apps/web/e2e/picking-screenshots.ts [outDir]` — starts
 * the real server with the demo seed.
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
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };
    await page.goto("/stonePicking");
    await page.locator(byTestId("picking-candidates")).waitFor();
    // Two slabs to pick ticked from the list, one unknown barcode scanned.
    await page
      .locator(`${byTestId("picking-candidates")} .ant-table-row .ant-checkbox-input:not([disabled])`)
      .nth(0)
      .check();
    await page
      .locator(`${byTestId("picking-candidates")} .ant-table-row .ant-checkbox-input:not([disabled])`)
      .nth(1)
      .check();
    await page.click(byTestId("picking-add-selected"));
    await page.keyboard.type("6930000009999");
    await page.keyboard.press("Enter");
    await page.locator(byTestId("picking-error")).waitFor();
    await shot("stonePicking");
    await page.click(byTestId("picking-pick"));
    await page.locator(".ant-modal:visible").waitFor();
    await shot("pickModal");
    await page.keyboard.press("Escape");
    await page.goto("/stonePicking?tab=records");
    await page.locator(byTestId("record-no")).first().waitFor();
    await page.locator(".ant-table-row-expand-icon").first().click();
    await page.locator(byTestId("record-slabs")).waitFor();
    await shot("pickingRecords");
    await page.goto("/enterprise/machineTables");
    await page.locator(byTestId("device-row")).first().waitFor();
    await shot("machineTables");
    await page.locator(byTestId("device-detail-link")).first().click();
    await page.locator(byTestId("device-detail-page")).waitFor();
    await shot("deviceDetail");
    await page.setViewportSize({ width: 1440, height: 1400 });
    await shot("deviceDetailFull");
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
