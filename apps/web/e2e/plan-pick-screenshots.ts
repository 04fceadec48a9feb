/**
 * Screenshots of the pick dialog following the production plan (split per table, the explicit
 * not-by-plan choice) and of a slab at the scan station, in both languages at 1440×900.
 * `npx tsx apps/web/e2e/plan-pick-screenshots.ts [outDir]` — starts the real server with the demo seed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

interface Slab {
  barcode: string;
  exception: boolean;
  planDeviceCode: string | null;
  planTableSide: string | null;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const { context, page, token } = await signedIn(browser, server, { lang });
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };
    const res = await context.request.post("/api/picking/slabList", {
      data: { status: "toPick", pageSize: 200 },
      headers: { authorization: `Bearer ${token}` },
    });
    const list = ((await res.json()) as { data: { list: Slab[] } }).data.list.filter((s) => !s.exception);
    // One planned slab per table, and one without a plan.
    const byTable = new Map<string, Slab>();
    for (const s of list)
      if (s.planDeviceCode)
        byTable.set(
          `${s.planDeviceCode} ${s.planTableSide}`,
          byTable.get(`${s.planDeviceCode} ${s.planTableSide}`) ?? s,
        );
    const picks = [...byTable.values()].slice(0, 2);
    const free = list.find((s) => !s.planDeviceCode);
    if (free) picks.push(free);
    await page.goto("/stonePicking");
    await page.locator(byTestId("picking-candidates")).waitFor();
    for (const s of picks) {
      await page
        .locator(`input${byTestId("picking-scan")}, ${byTestId("picking-scan")} input`)
        .first()
        .focus();
      await page.keyboard.type(s.barcode);
      await page.keyboard.press("Enter");
      await page.locator(`${byTestId("picking-selection")} .ant-table-row`, { hasText: s.barcode }).waitFor();
    }
    await page.click(byTestId("picking-pick"));
    await page.locator(".ant-modal:visible").waitFor();
    await shot("pickSplit");
    await page.locator(byTestId("picking-off-plan")).click();
    await page.locator(byTestId("picking-device")).click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await page.locator(".ant-select-dropdown:visible").waitFor({ state: "hidden" });
    await page.locator(".ant-modal:visible .ant-radio-button-wrapper").nth(1).click();
    await shot("pickOffPlan");
    await page.keyboard.press("Escape");
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await page.locator(byTestId("station-scan")).focus();
    await page.keyboard.type(picks[0]!.barcode);
    await page.keyboard.press("Enter");
    await page.locator(byTestId("station-slab")).waitFor();
    await shot("stationSlabToPick");
    await page.locator(byTestId("station-act-pickSlab")).click();
    await page.locator(byTestId("station-act-completeCutting")).waitFor();
    await shot("stationSlabToCut");
    await page.locator(byTestId("station-act-completeCutting")).click();
    await page.locator(byTestId("station-complete-confirm")).waitFor();
    await shot("stationSlabComplete");
    await page.keyboard.press("Escape");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
