/**
 * Screenshots of a cloud-layout run over two projects in both languages at 1440×900: the run form with a
 * second project chosen, the earlier runs, the result listing both projects and a plan card whose boards
 * come from both. `npx tsx apps/web/e2e/layout-projects-screenshots.ts [outDir]` — starts the real server
 * with the demo seed; each language's run is discarded afterwards.
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
    const res = await context.request.post("/api/project/list", {
      data: { tab: "pending", keyword: "XM-2025-001" },
      headers: { authorization: `Bearer ${token}` },
    });
    const id = ((await res.json()) as { data: { list: { projectId: string }[] } }).data.list[0]!.projectId;
    await page.goto(`/layoutReview/projectDetail?projectId=${id}`);
    await page.locator(byTestId("cloud-layout-button")).click();
    const body = page.locator(byTestId("cloud-layout-body"));
    await body.waitFor();
    await page.waitForFunction(() => {
      const p = document.querySelector('[data-testid="cloud-layout-body"]')?.getAttribute("data-phase");
      return p === "settings" || p === "result";
    });
    if ((await body.getAttribute("data-phase")) === "result")
      await page.click(byTestId("cloud-layout-rerun"));
    await page.locator(byTestId("cloud-layout-companions")).click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "FZ-2025-007" })
      .click();
    await page.keyboard.press("Escape");
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `settings-${lang}.png`) });
    await page.locator(byTestId("cloud-layout-runs")).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `history-${lang}.png`) });
    await page.locator(byTestId("cloud-layout-time")).fill("2");
    await page.click(byTestId("cloud-layout-start"));
    await page.locator(byTestId("cloud-layout-progress")).waitFor();
    await page.screenshot({ path: join(out, `progress-${lang}.png`) });
    await page.locator(byTestId("cloud-layout-plan")).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `result-${lang}.png`) });
    const mixed = page.locator(byTestId("cloud-layout-plan"), {
      has: page.locator(`${byTestId("cloud-layout-plan-projects")} .ant-table-row`).nth(1),
    });
    const card = (await mixed.count()) ? mixed.first() : page.locator(byTestId("cloud-layout-plan")).first();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(out, `plan-card-${lang}.png`) });
    await page.click(byTestId("cloud-layout-discard"));
    await page
      .locator(".ant-popconfirm .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-primary")
      .last()
      .click();
    await page.waitForTimeout(600);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
