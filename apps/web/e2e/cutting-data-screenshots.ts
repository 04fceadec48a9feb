/**
 * Screenshots of cutting data (the list, an export in progress or done, employee detail, device detail,
 * material detail's yield, project overview's yield) in both languages at 1440×900.
 * `npx tsx apps/web/e2e/cutting-data-screenshots.ts [outDir]` — starts the real server with the demo seed.
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
    const shot = async (name: string, full = false) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`), fullPage: full });
    };
    await page.goto("/cuttingData");
    await page
      .locator(`${byTestId("cutting-records")} .ant-table-row`)
      .first()
      .waitFor();
    await shot("cutting-data");
    const list = await post<{
      list: {
        operatorId: string | null;
        operatorName: string | null;
        deviceId: string;
        deviceCode: string;
        slabId: string | null;
      }[];
    }>("/cuttingData/list", { pageSize: 50 });
    const withOp = list.list.find((r) => r.operatorId)!;
    await page.goto(`/cuttingData/employeeDetail?memberId=${withOp.operatorId}`);
    await page
      .locator(`${byTestId("cutting-days")} .ant-table-row`)
      .first()
      .waitFor();
    await shot("employee-detail", true);
    await page.goto(`/cuttingData/deviceDetail?deviceId=${withOp.deviceId}`);
    await page.locator(byTestId("device-cutting")).waitFor();
    await page
      .locator(`${byTestId("cutting-days")} .ant-table-row`)
      .first()
      .waitFor();
    await shot("device-detail", true);
    const ySlab = await post<{ list: { key: string }[] }>("/cuttingData/yield", { by: "slab", pageSize: 1 });
    if (ySlab.list[0]) {
      await page.goto(`/slabQuery/materialDetail?slabId=${ySlab.list[0].key}`);
      await page.locator(byTestId("slab-machine")).waitFor();
      await shot("material-yield", true);
    }
    const yProject = await post<{ list: { key: string }[] }>("/cuttingData/yield", {
      by: "project",
      pageSize: 1,
    });
    if (yProject.list[0]?.key) {
      await page.goto(`/layoutReview/projectDetail?projectId=${yProject.list[0].key}`);
      await page.locator(byTestId("overview-yield")).waitFor();
      await shot("project-yield");
    }
    // A large export: the whole 90 days, on the job queue, with its progress.
    await page.goto(
      `/cuttingData?dateFrom=${new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10)}`,
    );
    await page
      .locator(`${byTestId("cutting-records")} .ant-table-row`)
      .first()
      .waitFor();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await page.click(byTestId("cutting-export"));
    await page
      .locator(byTestId("cutting-export-progress"))
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await page.screenshot({ path: join(out, `cutting-export-${lang}.png`) });
    await download;
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
