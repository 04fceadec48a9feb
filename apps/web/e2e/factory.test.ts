import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCode128 } from "./support/barcode.ts";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Factory master data in the browser against the real server (demo seed: 200 racks, a dozen crafts,
 * workshops, devices, warehouses; super admin 13800000000 / demo1234).
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(lang: "zh-CN" | "en-US" = "zh-CN"): Promise<Page> {
  const { context, page } = await signedIn(suite.browser, suite.server, { lang });
  contexts.push(context);
  return page;
}

/** Picks an option of the antd Select with that test id by its visible label. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await chooseOption(page, page.locator(byTestId(testId)), label);
}

const rackNumbers = (page: Page) =>
  page
    .locator(byTestId("rack-row"))
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-number") ?? ""));

describe("factory master data", () => {
  let page: Page;

  it("adds racks by quantity, numbered after the current highest", async () => {
    page = await signIn();
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await pick(page, "rack-sort", "一维码 降序");
    await expect.poll(async () => (await rackNumbers(page))[0]).not.toBe("0001");
    const top = Number((await rackNumbers(page))[0]);
    expect(top).toBeGreaterThanOrEqual(200);

    await page.click(byTestId("rack-add"));
    await page.locator(byTestId("rack-form")).waitFor();
    await page
      .locator(`${byTestId("rack-quantity")} input, input${byTestId("rack-quantity")}`)
      .first()
      .fill("5");
    const added = page.waitForResponse((r) => r.url().endsWith("/api/rack/add"));
    await page.click(byTestId("rack-save"));
    const body = (await (await added).json()) as { result: boolean; data: { created: number; from: string } };
    expect(body.result).toBe(true);
    expect(body.data.created).toBe(5);

    const pad = (n: number) => String(n).padStart(4, "0");
    const expected = [5, 4, 3, 2, 1].map((i) => pad(top + i));
    await expect.poll(async () => (await rackNumbers(page)).slice(0, 5)).toEqual(expected);
    await expect
      .poll(() => page.locator(".ant-message-notice").allInnerTexts())
      .toContainEqual(expect.stringContaining(`RK${pad(top + 1)}–RK${pad(top + 5)}`));
  });

  it("prints labels whose Code 128 barcodes decode to the racks' codes", async () => {
    await pick(page, "rack-sort", "一维码 升序");
    await expect.poll(async () => (await rackNumbers(page))[0]).toBe("0001");
    const rows = page.locator(".ant-table-tbody .ant-table-row");
    const chosen: string[] = [];
    for (const i of [0, 2, 4, 5]) {
      const row = rows.nth(i);
      await row.locator(".ant-checkbox-input").check();
      chosen.push((await row.locator(byTestId("rack-row")).getAttribute("data-code")) ?? "");
    }
    expect(chosen).toEqual(["RK0001", "RK0003", "RK0005", "RK0006"]);
    await page.click(byTestId("rack-print"));
    await page.waitForURL(/\/basic\/racks\/labels\?ids=/);
    const barcodes = page.locator(byTestId("label-barcode"));
    await expect.poll(() => barcodes.count()).toBe(4);
    await page
      .locator(`${byTestId("label-barcode")} rect`)
      .first()
      .waitFor();

    const decoded: string[] = [];
    for (let i = 0; i < 4; i++) decoded.push(decodeCode128(await barcodes.nth(i).screenshot()));
    expect(decoded).toEqual(chosen);
    // Each label names its own code too.
    const labelCodes = await page
      .locator(byTestId("rack-label"))
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
    expect(labelCodes).toEqual(chosen);
    await expect(page.locator(byTestId("labels-print")).isVisible()).resolves.toBe(true);
  });

  for (const [lang, message] of [
    ["zh-CN", "请输入合法的单价"],
    ["en-US", "Please enter a valid unit price"],
  ] as const) {
    it(`rejects a bad unit price in the craft form and saves a good one (${lang})`, async () => {
      const p = await signIn(lang);
      await p.goto("/basic/crafts");
      await p.locator(byTestId("craft-row")).first().waitFor();
      const updates: string[] = [];
      p.on("request", (r) => {
        if (r.url().endsWith("/api/craft/update")) updates.push(r.postData() ?? "");
      });
      const name = await p.locator(byTestId("craft-row")).first().getAttribute("data-name");
      await p.locator(byTestId("craft-edit")).first().click();
      const price = p.locator(byTestId("craft-price-input"));
      await price.waitFor();

      for (const bad of ["12.345", "-1"]) {
        await price.fill(bad);
        await p.click(byTestId("craft-save"));
        await expect
          .poll(() => p.locator(".ant-modal .ant-form-item-explain-error").allInnerTexts())
          .toContain(message);
      }
      expect(updates).toEqual([]);

      const good = lang === "zh-CN" ? "12.5" : "7.05";
      await price.fill(good);
      const saved = p.waitForResponse((r) => r.url().endsWith("/api/craft/update"));
      await p.click(byTestId("craft-save"));
      expect(((await (await saved).json()) as { result: boolean }).result).toBe(true);
      expect(updates).toHaveLength(1);
      // The price reads per the craft's pricing unit (the demo's first craft, edging, is paid per metre).
      const shown = lang === "zh-CN" ? "¥12.50 / 米" : "¥7.05 / m";
      const row = p.locator(".ant-table-row", { has: p.locator(`[data-name="${name}"]`) });
      await expect.poll(() => row.locator(byTestId("craft-price")).innerText()).toBe(shown);
    });
  }
});
