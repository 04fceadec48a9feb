import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCode128 } from "./support/barcode.ts";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Production plans in the browser against the real server and the demo seed: build a plan from the
 * demo's planned slabs (scan + selection), take the suggestion, change one row, save, issue, print
 * the picking sheet and decode its Code 128 barcodes, in the page's language.
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(lang: "zh-CN" | "en-US") {
  const s = await signedIn(suite.browser, suite.server, { lang });
  contexts.push(s.context);
  return s;
}

async function api<T>(
  s: { context: BrowserContext; token: string },
  path: string,
  body: unknown,
): Promise<T> {
  const res = await s.context.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${s.token}` },
  });
  return ((await res.json()) as { data: T }).data;
}

const attr = (page: Page, testId: string, name: string) =>
  page.locator(byTestId(testId)).evaluateAll((els, n) => els.map((e) => e.getAttribute(n) ?? ""), name);

/** Tables on screen that scroll sideways (every list fits 1440 px with the sidebar open). */
const sideways = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")]
      .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.scrollWidth} > ${e.clientWidth}`),
  );

describe("production plans", () => {
  let planNo = "";
  let sheetUrl = "";

  it("builds a plan by scan and selection, takes the suggestion, changes a row, issues it", async () => {
    const s = await signIn("zh-CN");
    const { page } = s;
    // A slab of the demo's issued plan: scanning it names that plan.
    const issued = await api<{ list: { planId: string; planNo: string }[] }>(s, "/productionPlan/list", {
      status: "issued",
    });
    const issuedDetail = await api<{ tables: { slabs: { barcode: string }[] }[] }>(
      s,
      "/productionPlan/detail",
      {
        planId: issued.list[0]!.planId,
      },
    );
    const taken = issuedDetail.tables[0]!.slabs[0]!.barcode;

    await page.goto("/productionPlan");
    await page.locator(byTestId("plan-row")).first().waitFor();
    expect(await sideways(page)).toEqual([]);
    await page.click(byTestId("plan-add"));
    await page.locator(byTestId("plan-candidate")).first().waitFor();
    const candidates = await attr(page, "plan-candidate", "data-barcode");
    expect(candidates.length).toBeGreaterThanOrEqual(3);

    // The scan box has the focus: type a barcode + Enter, as a keyboard-wedge scanner does.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("plan-scan");
    await page.keyboard.type(taken);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator(byTestId("plan-scan-error")).innerText())
      .toBe(`大板 ${taken} 已在生产计划 ${issued.list[0]!.planNo} 中`);
    await page.keyboard.type(candidates[0]!);
    await page.keyboard.press("Enter");
    await expect.poll(() => attr(page, "plan-editor-row", "data-barcode")).toEqual([candidates[0]]);

    // The rest by selection.
    await page.locator(".sw-pp-candidates .ant-table-thead .ant-checkbox-input").check();
    await page.click(byTestId("plan-add-selected"));
    await expect
      .poll(async () => (await attr(page, "plan-editor-row", "data-barcode")).sort())
      .toEqual([...candidates].sort());

    const suggested = page.waitForResponse((r) => r.url().endsWith("/api/productionPlan/suggest"));
    await page.click(byTestId("plan-suggest"));
    const suggestion = (
      (await (await suggested).json()) as {
        data: { rows: { slabId: string; deviceId: string; tableSide: string }[] };
      }
    ).data;
    expect(suggestion.rows).toHaveLength(candidates.length);
    await expect
      .poll(async () => (await page.locator(byTestId("plan-row-seq")).allInnerTexts()).includes("-"))
      .toBe(false);

    // Change one row: the first slab goes to table B of device S600-01.
    const first = page.locator(byTestId("plan-editor-row")).first();
    const moved = (await first.getAttribute("data-barcode")) ?? "";
    await chooseOption(page, first.locator(byTestId("plan-row-device")), "S600-01");
    const row = page.locator(`${byTestId("plan-editor-row")}[data-barcode="${moved}"]`);
    await chooseOption(page, row.locator(byTestId("plan-row-side")), /^B$/);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/productionPlan/create"));
    await page.click(byTestId("plan-save"));
    const body = JSON.parse((await created).request().postData() ?? "{}") as {
      slabs: { slabId: string; deviceId: string; tableSide: string }[];
    };
    const reply = (await (await created).json()) as { result: boolean; data: { planNo: string } };
    expect(reply.result).toBe(true);
    planNo = reply.data.planNo;
    expect(planNo).toMatch(/^PP-\d{8}-\d{2}$/);
    expect(body.slabs).toHaveLength(candidates.length);

    await page.waitForURL(/\/productionPlan\/detail\?planId=/);
    await page.locator(byTestId("plan-table")).first().waitFor();
    expect(await sideways(page)).toEqual([]);
    expect(await page.locator(byTestId("plan-detail-page")).getAttribute("data-status")).toBe("draft");
    const s600b = page.locator(`${byTestId("plan-table")}[data-table="S600-01-B"]`);
    expect(await attr(s600b.page(), "plan-slab", "data-barcode")).toContain(moved);
    expect(await s600b.locator(byTestId("plan-slab")).first().getAttribute("data-barcode")).toBe(moved);

    await page.click(byTestId("plan-issue"));
    await page.click(byTestId("plan-issue-ok"));
    await expect
      .poll(() => page.locator(byTestId("plan-detail-page")).getAttribute("data-status"))
      .toBe("issued");
    await expect.poll(() => page.locator(".ant-message-notice").allInnerTexts()).toContain("计划已下发");
    // Issued: no edit, no issue; cancel and the sheet remain.
    expect(await page.locator(byTestId("plan-edit")).count()).toBe(0);
    expect(await page.locator(byTestId("plan-cancel")).count()).toBe(1);

    await page.click(byTestId("plan-sheet"));
    await page.waitForURL(/\/productionPlan\/sheet\?planId=/);
    sheetUrl = page.url();
  });

  for (const [lang, title, total] of [
    ["zh-CN", "机台领料单", /^合计：\d+ 块大板，\d+\.\d{3} m²$/],
    ["en-US", "Machine picking sheet", /^Total: \d+ slabs?, \d+\.\d{3} m²$/],
  ] as const) {
    it(`prints the picking sheet: its Code 128 barcodes decode, its text is in ${lang}`, async () => {
      // The sheet as a print reads it: at twice the screen's density (a 1.4 px bar blurs on a 1x screen).
      const signed = await signIn(lang);
      const print = await suite.browser.newContext({
        baseURL: suite.server.url,
        locale: lang,
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 2,
        storageState: await signed.context.storageState(),
      });
      contexts.push(print);
      const page = await print.newPage();
      await page.goto(sheetUrl);
      await page
        .locator(`${byTestId("sheet-plan-barcode")} rect`)
        .first()
        .waitFor();
      const tables = page.locator(byTestId("sheet-table"));
      expect(await tables.count()).toBeGreaterThanOrEqual(2);
      const planCodes = page.locator(byTestId("sheet-plan-barcode"));
      for (let i = 0; i < (await planCodes.count()); i++)
        expect(decodeCode128(await planCodes.nth(i).screenshot())).toBe(planNo);
      const slabCodes = page.locator(byTestId("sheet-barcode"));
      const expected = await attr(page, "sheet-slab", "data-barcode");
      expect(await slabCodes.count()).toBe(expected.length);
      const decoded: string[] = [];
      for (let i = 0; i < expected.length; i++)
        decoded.push(decodeCode128(await slabCodes.nth(i).screenshot()));
      expect(decoded).toEqual(expected);

      const text = await page.locator(byTestId("picking-sheet-page")).innerText();
      expect(text).toContain(title);
      expect(text).toContain("演示石材厂");
      expect(text).not.toContain(lang === "zh-CN" ? "Machine picking sheet" : "机台领料单");
      for (const t of await page.locator(byTestId("sheet-total")).allInnerTexts())
        expect(t.trim()).toMatch(total);
      expect(await page.locator(byTestId("sheet-print")).isEnabled()).toBe(true);
    });
  }
});
