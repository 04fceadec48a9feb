import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { creditCodeCheckChar } from "@stoneworks/shared";
import type { BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Sales management in the browser against the real server with the demo seed (issue 7): the super
 * administrator 13800000000 adds a customer, sells it an order and records a collection; the finance
 * staff member 刘芳 13800000005 (the only one on the seeded finance staff list) confirms it; the
 * customer is then transferred to 陈静 and the history shows it.
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(phone?: string): Promise<Page> {
  const { context, page } = await signedIn(suite.browser, suite.server, { phone, lang: "zh-CN" });
  contexts.push(context);
  return page;
}

/** The input of an antd field carrying the test id (on the input itself or on a wrapper). */
const input = (page: Page, testId: string) =>
  page.locator(`input${byTestId(testId)}, ${byTestId(testId)} input`).first();

/** Types into a server-searched antd Select and picks the option with that text. */
async function search(page: Page, testId: string, text: string): Promise<void> {
  const select = page.locator(byTestId(testId));
  await select.click();
  await page.keyboard.type(text);
  // The options re-render as each search answers: chooseOption checks the choice took and makes it
  // again when a click landed on a row being replaced.
  await chooseOption(page, select, text);
}

/** Waits for the answer of an API path and returns its envelope. */
async function answerOf(page: Page, path: string, act: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => r.url().endsWith(`/api${path}`));
  await act();
  return (await (await response).json()) as { result: boolean; code: number; msg: string; data: unknown };
}

function voucherPng(): string {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([240, 180, 40, 255], i);
  const path = join(tmpdir(), `sw-voucher-${process.pid}.png`);
  writeFileSync(path, PNG.sync.write(png));
  return path;
}

const stamp = String(Date.now()).slice(-7);
const customerName = `厦门测试石材${stamp}有限公司`;
const phone = `1377${stamp}`;
const first17 = `91350200MA${stamp}`;
const creditCode = `${first17}${creditCodeCheckChar(first17)}`;

describe("sales management", () => {
  let admin: Page;
  let orderNo = "";

  it("adds an enterprise customer; a second one with the same phone is warned and saved on purpose", async () => {
    admin = await signIn();
    await admin.goto("/customerManagement/businessCustomer");
    await admin.locator(byTestId("customer-row")).first().waitFor();

    const fill = async (name: string, code: string) => {
      await admin.click(byTestId("customer-add"));
      await admin.locator(byTestId("customer-form")).waitFor();
      await input(admin, "customer-name").fill(name);
      await input(admin, "customer-credit-code").fill(code);
      await input(admin, "customer-contact").fill("林经理");
      await input(admin, "customer-phone").fill(phone);
      await admin.click(byTestId("customer-region"));
      for (const place of ["福建省", "厦门市", "思明区"])
        await admin.locator(".ant-cascader-menu-item", { hasText: place }).first().click();
      await input(admin, "customer-address").fill("湖滨南路 88 号");
    };

    // Typed in lower case: the form upper-cases it, as the server does.
    await fill(customerName, creditCode.toLowerCase());
    const created = await answerOf(admin, "/customer/create", () => admin.click(byTestId("customer-save")));
    expect(created.result, created.msg).toBe(true);
    await admin.locator(`${byTestId("customer-row")}[data-name="${customerName}"]`).waitFor();

    // Same phone, another company: the server names the existing customer; "save anyway" saves.
    const second = `${customerName}分公司`;
    const other17 = `91350200MB${stamp}`;
    await fill(second, `${other17}${creditCodeCheckChar(other17)}`);
    const warned = await answerOf(admin, "/customer/create", () => admin.click(byTestId("customer-save")));
    expect(warned.code).toBe(1001);
    await expect
      .poll(() => admin.locator(byTestId("customer-duplicates")).innerText())
      .toContain(customerName);
    const saved = await answerOf(admin, "/customer/create", () =>
      admin.click(byTestId("customer-save-anyway")),
    );
    expect(saved.result, saved.msg).toBe(true);
    await admin.locator(`${byTestId("customer-row")}[data-name="${second}"]`).waitFor();
  });

  it("creates an order with an exact amount and confirms it", async () => {
    await admin.goto("/orderManagement/orderList");
    await admin.locator(byTestId("order-row")).first().waitFor();
    await admin.click(byTestId("order-add"));
    await admin.locator(byTestId("order-form")).waitFor();
    await search(admin, "order-customer", customerName);
    await input(admin, "line-stone").fill("芝麻白");
    await input(admin, "line-spec").fill("600×600×18");
    await input(admin, "line-quantity").fill("40");
    await input(admin, "line-area").fill("12.345");
    await input(admin, "line-price").fill("388.8");
    // 12.345 m² × ¥388.80 = ¥4,799.736 → ¥4,799.74 (half up, in fen).
    await expect.poll(() => admin.locator(byTestId("order-form-total")).innerText()).toBe("¥4,799.74");
    const created = await answerOf(admin, "/order/create", () => admin.click(byTestId("order-save")));
    expect(created.result, created.msg).toBe(true);
    orderNo = (created.data as { orderNo: string }).orderNo;

    await admin.locator(byTestId("order-details")).waitFor();
    expect(await admin.locator(byTestId("order-details-no")).innerText()).toBe(orderNo);
    expect(await admin.locator(byTestId("order-total")).innerText()).toBe("¥4,799.74");
    await admin.click(byTestId("order-confirm"));
    const confirmed = await answerOf(admin, "/order/transition", () =>
      admin.click(byTestId("order-confirm-ok")),
    );
    expect(confirmed.result, confirmed.msg).toBe(true);
    await admin.locator(`${byTestId("order-status")}[data-status="confirmed"]`).waitFor();
    await expect.poll(() => admin.locator(byTestId("order-outstanding")).innerText()).toBe("¥4,799.74");
  });

  it("records an offline collection with a voucher; finance staff confirm it and the order counts it", async () => {
    await admin.click(byTestId("order-collect"));
    await admin.locator(byTestId("collection-form")).waitFor();
    await input(admin, "collection-amount").fill("1000");
    await admin.locator(`${byTestId("collection-form")} input[type=file]`).setInputFiles(voucherPng());
    await admin.locator(byTestId("collection-voucher-preview")).waitFor();
    const recorded = await answerOf(admin, "/finance/offlineCreate", () =>
      admin.click(byTestId("collection-save")),
    );
    expect(recorded.result, recorded.msg).toBe(true);
    await expect.poll(() => admin.locator(byTestId("order-pending")).innerText()).toBe("¥1,000.00");

    // The administrator is not on the finance staff list: no confirm button for them.
    await admin.goto("/financialManagement/offlinePayment");
    await admin.locator(byTestId("not-reviewer")).waitFor();
    expect(await admin.locator(byTestId("collection-confirm")).count()).toBe(0);

    const finance = await signIn("13800000005");
    await finance.goto("/financialManagement/offlinePayment");
    await finance.locator(byTestId("collection-row")).first().waitFor();
    await input(finance, "collection-search").fill(orderNo);
    await input(finance, "collection-search").press("Enter");
    const row = finance.locator(byTestId("collection-row"), { hasText: orderNo });
    await expect.poll(() => finance.locator(byTestId("collection-row")).count()).toBe(1);
    await row.locator(byTestId("collection-confirm")).click();
    const ok = await answerOf(finance, "/finance/offlineConfirm", () =>
      finance.click(byTestId("collection-confirm-ok")),
    );
    expect(ok.result, ok.msg).toBe(true);
    await row.locator(`${byTestId("collection-status")}[data-status="confirmed"]`).waitFor();

    await row.getByRole("link", { name: orderNo }).click();
    await finance.locator(byTestId("order-details")).waitFor();
    await expect.poll(() => finance.locator(byTestId("order-received")).innerText()).toBe("¥1,000.00");
    expect(await finance.locator(byTestId("order-outstanding")).innerText()).toBe("¥3,799.74");
  });

  it("transfers the customer to another owner and shows the history", async () => {
    await admin.goto("/businessBelong/customer");
    await admin.locator(byTestId("belong-row")).first().waitFor();
    await input(admin, "belong-search").fill(customerName);
    await input(admin, "belong-search").press("Enter");
    const row = admin.locator(".ant-table-row", {
      has: admin.locator(`${byTestId("belong-row")}[data-name="${customerName}"]`),
    });
    await row.waitFor();
    await row.locator(".ant-checkbox-input").check();
    await admin.click(byTestId("belong-transfer"));
    await admin.locator(byTestId("transfer-form")).waitFor();
    await search(admin, "transfer-member", "陈静");
    await admin.locator(byTestId("transfer-reason")).fill("区域调整");
    const moved = await answerOf(admin, "/belong/customerTransfer", () =>
      admin.click(byTestId("transfer-ok")),
    );
    expect(moved.result, moved.msg).toBe(true);
    expect((moved.data as { transferred: number }).transferred).toBe(1);
    await expect.poll(() => row.locator(".sw-owner-cell").innerText()).toContain("陈静");

    await row.locator(byTestId("belong-history")).click();
    const history = admin.locator(`.ant-drawer ${byTestId("history-row")}`).first();
    await history.waitFor();
    expect(await history.getAttribute("data-to")).toBe("陈静");
    expect(await admin.locator(".ant-drawer").innerText()).toContain("区域调整");
  });
});
