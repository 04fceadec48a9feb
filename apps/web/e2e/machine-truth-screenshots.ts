/**
 * Screenshots of issue #24's machine truth (machine tables, device detail, the MES tiles, cutting data,
 * employee detail, staff performance) in both languages at 1440×900.
 * `npx tsx apps/web/e2e/machine-truth-screenshots.ts [outDir]` — starts the real server with the demo seed.
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
    const { context, page, token } = await signedIn(browser, server, { lang });
    const post = async <T>(path: string, data: unknown) =>
      (
        (await (
          await context.request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } })
        ).json()) as { data: T }
      ).data;
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };
    await page.goto("/enterprise/machineTables");
    await page.locator(byTestId("machine-status")).first().waitFor();
    await shot("truth-machine-tables");
    const devices = await post<{ list: { deviceId: string; code: string }[] }>("/device/list", {
      pageSize: 50,
    });
    const c500 = devices.list.find((d) => d.code === "C500-01") ?? devices.list[0]!;
    await page.goto(`/cuttingData/deviceDetail?deviceId=${c500.deviceId}`);
    await page.locator(byTestId("device-ingest-errors")).waitFor();
    await shot("truth-device-detail");
    await page.goto("/dashboard?dash.tab=mes");
    await page.locator(byTestId("mes-tile")).first().waitFor();
    await shot("truth-mes");
    await page.goto("/cuttingData");
    await page
      .locator(`${byTestId("cutting-records")} .ant-table-row`)
      .first()
      .waitFor();
    await shot("truth-cutting-data");
    const opts = await post<{ operators: { operatorId: string; staffNo: string | null }[] }>(
      "/cuttingData/options",
      {},
    );
    const zhang = opts.operators.find((o) => o.staffNo === "11")!;
    await page.goto(`/cuttingData/employeeDetail?memberId=${zhang.operatorId}`);
    await page.locator(".ant-table-row").first().waitFor();
    await shot("truth-employee-detail");
    await page.goto("/enterprise/staffPerformance");
    await page.locator(byTestId("perf-row")).first().waitFor();
    await shot("truth-staff-performance");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
