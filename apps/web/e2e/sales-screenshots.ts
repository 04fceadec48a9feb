/**
 * Screenshots of the sales screens (issue 7) in both languages at 1440×900, against the real server
 * with the demo seed. `E2E_WEB_DIST=<build> npx tsx apps/web/e2e/sales-screenshots.ts [outDir] [filter]`
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { byTestId, launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { signedIn } from "./support/session.ts";

const out = process.argv[2] ?? "/tmp/sales-shots";
const only = process.argv[3] ?? "";
mkdirSync(out, { recursive: true });

type Shot = [name: string, path: string, waitFor: string, then?: (page: Page) => Promise<void>];
const openFirst = (testId: string, ready: string) => async (page: Page) => {
  await page.locator(byTestId(testId)).first().click();
  await page.locator(byTestId(ready)).waitFor({ timeout: 15_000 });
};
const click = (testId: string, ready: string) => async (page: Page) => {
  await page.locator(byTestId(testId)).first().click();
  await page.locator(byTestId(ready)).first().waitFor({ timeout: 15_000 });
};

const SHOTS: Shot[] = [
  ["home", "/stageHome", "home-sales"],
  ["businessCustomer", "/customerManagement/businessCustomer", "customer-row"],
  ["storeCustomer", "/customerManagement/storeCustomer", "customer-row"],
  ["personalCustomer", "/customerManagement/personalCustomer", "customer-row"],
  [
    "customerModal",
    "/customerManagement/businessCustomer",
    "customer-row",
    click("customer-add", "customer-form"),
  ],
  [
    "customerDetails",
    "/customerManagement/businessCustomer",
    "customer-row",
    openFirst("customer-row", "customer-details"),
  ],
  ["orderList", "/orderManagement/orderList", "order-row"],
  ["orderModal", "/orderManagement/orderList", "order-row", click("order-add", "order-form")],
  ["orderDetails", "/orderManagement/orderList", "order-row", openFirst("order-row", "order-details")],
  ["taskList", "/taskManagement/taskList", "tasks-page"],
  ["taskModify", "/taskManagement/taskModify?mode=add", "task-form"],
  [
    "taskDetail",
    "/taskManagement/taskList",
    "tasks-page",
    async (page) => {
      await page
        .locator(`${byTestId("task-scope")} .ant-segmented-item`)
        .nth(2)
        .click();
      await page.locator(byTestId("task-overdue")).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      await page.screenshot({
        path: join(out, `taskListAll-${await page.evaluate(() => localStorage.getItem("sw_lang"))}.png`),
      });
      await openFirst("task-row", "task-detail")(page);
    },
  ],
  [
    "orderCancel",
    "/orderManagement/orderList",
    "order-row",
    async (page) => {
      await openFirst("order-row", "order-details")(page);
      await page.locator(byTestId("order-cancel")).click();
      await page.locator(byTestId("order-cancel-reason")).waitFor();
    },
  ],
  ["belongCustomer", "/businessBelong/customer", "belong-row"],
  ["belongOrder", "/businessBelong/order", "belong-row"],
  ["belongTask", "/businessBelong/task", "belong-row"],
  ["teams", "/teamManagement", "team-row"],
  ["teamDetails", "/teamManagement", "team-row", openFirst("team-row", "team-details")],
  ["staff", "/staffManagement", "staff-row"],
  ["offlinePayment", "/financialManagement/offlinePayment", "collection-row"],
  ["onlinePayment", "/financialManagement/onlinePayment", "online-page"],
  ["financialStaff", "/financialManagement/financialStaff", "finance-staff-row"],
];

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ["zh-CN", "en-US"] as const) {
    // SHOT_PHONE=13800000004 (a salesperson) or 13800000005 (finance) shows their view instead.
    const { context, page } = await signedIn(browser, server, { phone: process.env.SHOT_PHONE, lang });
    page.on("pageerror", (e) => console.log(`[${lang}] page error: ${e.message}`));
    page.on("console", (m) => {
      if ((m.type() === "error" || m.type() === "warning") && !m.text().includes("HydrateFallback"))
        console.log(`[${lang}] console ${m.type()}: ${m.text()}`);
    });
    for (const [name, path, waitFor, then] of SHOTS) {
      if (only && !name.includes(only)) continue;
      try {
        await page.goto(path);
        await page.locator(byTestId(waitFor)).first().waitFor({ timeout: 15_000 });
        if (then) await then(page);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(out, `${name}-${lang}.png`) });
      } catch (err) {
        console.log(`[${lang}] ${name}: ${(err as Error).message.split("\n")[0]}`);
        await page.screenshot({ path: join(out, `${name}-${lang}-FAILED.png`) });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
