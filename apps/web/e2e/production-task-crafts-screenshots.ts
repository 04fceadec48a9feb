/**
 * Screenshots of crafts done (2400: the second-processing tab, its scan, the confirmation, the records),
 * the crafts page (3101, pricing units) and the project's second-processing tab (quantities), in both
 * languages at 1440×900. `npx tsx apps/web/e2e/production-task-crafts-screenshots.ts [outDir]`.
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
    const { context, page } = await signedIn(browser, server, {
      lang,
      phone: "13800000000",
      password: "demo1234",
    });
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
    };
    await page.goto("/productionTask?tab=secondProcessing");
    await page.locator(byTestId("task-board")).first().waitFor();
    await shot("crafts-queue");
    const code = await page.locator(byTestId("task-board")).first().innerText();
    await page.locator(byTestId("craft-scan")).fill(code);
    await page.locator(byTestId("craft-scan")).press("Enter");
    await page.locator(byTestId("craft-scan-result")).waitFor();
    await shot("crafts-scan");
    // Its own workshop: the lines are ready, the modal lists them with the fee.
    const wsName = await page.evaluate(async (c) => {
      const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
      const token = m ? decodeURIComponent(m[1]!) : sessionStorage.getItem("sw_token");
      const r = await fetch("/api/craftWork/pending", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ code: c }),
      });
      const d = (await r.json()) as { data: { boards: { next: { workshopName: string }[] }[] } };
      return d.data.boards[0]?.next[0]?.workshopName ?? "";
    }, code);
    await page.locator(byTestId("craft-workshop")).click();
    await page.locator(".ant-select-item-option", { hasText: wsName }).first().click();
    await page.waitForTimeout(500);
    await shot("crafts-scan-ready");
    if (await page.locator(byTestId("craft-done")).isEnabled()) {
      await page.locator(byTestId("craft-done")).click();
      await page.locator(byTestId("craft-confirm-modal")).waitFor();
      await shot("crafts-confirm");
      await page.keyboard.press("Escape");
    }
    await page.locator(byTestId("craft-view-records")).click();
    await page.locator(byTestId("craft-record-board")).first().waitFor();
    await shot("crafts-records");
    // The project's second-processing tab: each line's quantity and unit, done lines in green.
    const projectId = await page.evaluate(async () => {
      const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
      const token = m ? decodeURIComponent(m[1]!) : sessionStorage.getItem("sw_token");
      const r = await fetch("/api/craftWork/records", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ pageSize: 1 }),
      });
      return ((await r.json()) as { data: { list: { projectId: string }[] } }).data.list[0]?.projectId;
    });
    await page.goto(`/layoutReview/projectDetail?projectId=${projectId}&tab=processing`);
    await page.locator(byTestId("processing-line")).first().waitFor();
    await shot("project-processing");
    await page.goto("/basic/crafts");
    await page.locator(byTestId("craft-row")).first().waitFor();
    await shot("crafts-page");
    await page.locator(byTestId("craft-edit")).first().click();
    await page.locator(byTestId("craft-unit-select")).waitFor();
    await shot("crafts-edit");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
