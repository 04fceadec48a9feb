import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId, settled } from "./support/browser.ts";
import { repoRoot } from "./support/server.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Issue 13, point 2: every list screen of the sidebar fits 1440×900 with the sidebar open, in both
 * languages, without a horizontal scroll in its table; the key columns are in sight. Point 10: English
 * plurals, one percentage precision, the login footer's agreement links, the fixed sidebar brand.
 */
const LANGS = ["zh-CN", "en-US"] as const;
type Lang = (typeof LANGS)[number];

const locales = join(repoRoot, "apps/web/src/locales");
function text(lang: Lang, ns: string, key: string): string {
  const json = JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;
  const v = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], json);
  if (typeof v !== "string") throw new Error(`no text ${lang} ${ns}:${key}`);
  return v;
}

/** Every list screen of the demo administrator's sidebar, with the columns that must be in sight. */
const LISTS: [path: string, keyColumns: [ns: string, key: string][]][] = [
  ["/enterprise/members", []],
  ["/enterprise/roles", []],
  ["/enterprise/departments", []],
  ["/enterprise/auditLog", []],
  [
    "/enterprise/machineTables",
    [
      ["factory", "devices.code"],
      ["factory", "devices.maxSizeAll"],
      ["factory", "devices.tableA"],
      ["factory", "devices.tableB"],
      ["factory", "devices.todayPicks"],
      ["factory", "devices.link"],
    ],
  ],
  [
    "/productionPlan",
    [
      ["production", "plan.fields.planNo"],
      ["production", "plan.fields.status"],
    ],
  ],
  ["/stonePicking", []],
  [
    "/stonePicking?tab=records",
    [
      ["production", "picking.recordNo"],
      ["production", "picking.deviceTable"],
      ["production", "picking.racksNeeded"],
      ["production", "picking.operator"],
      ["production", "picking.time"],
    ],
  ],
  ["/basic/crafts", []],
  ["/basic/racks", []],
  ["/basic/workshops", []],
  ["/basic/processFlow", []],
  ["/basic/warehouses", []],
  ["/layoutReview", []],
  [
    "/productionProject",
    [
      ["production", "project.progress"],
      ["production", "project.deliveryDate"],
      ["production", "project.status"],
    ],
  ],
  [
    "/slabQuery",
    [
      ["inventory", "slab.yieldRate"],
      ["inventory", "slab.warehouse"],
      ["inventory", "slab.device"],
    ],
  ],
  [
    "/customerManagement/businessCustomer",
    [
      ["sales", "common.ownerTeam"],
      ["sales", "customer.orderCount"],
      ["sales", "customer.lastFollowUp"],
    ],
  ],
  ["/customerManagement/storeCustomer", [["sales", "customer.lastFollowUp"]]],
  ["/customerManagement/personalCustomer", [["sales", "customer.lastFollowUp"]]],
  ["/orderManagement/orderList", []],
  ["/taskManagement/taskList", []],
  ["/businessBelong/customer", []],
  ["/businessBelong/order", []],
  ["/businessBelong/task", []],
  ["/teamManagement", []],
  ["/staffManagement", []],
  [
    "/financialManagement/offlinePayment",
    [
      ["sales", "collection.paidOn"],
      ["sales", "collection.recordedBy"],
      ["sales", "collection.reviewedBy"],
    ],
  ],
  ["/financialManagement/onlinePayment", [["sales", "collection.paidAt"]]],
  ["/financialManagement/financialStaff", []],
];

const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(lang: Lang): Promise<Page> {
  const { context, page } = await signedIn(suite.browser, suite.server, { lang });
  contexts.push(context);
  return page;
}

/** Tables on screen that scroll sideways, and the header cells of the first table (text, in sight). */
async function measure(page: Page) {
  return page.evaluate(() => {
    const scrolling = [...document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")]
      .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.scrollWidth} > ${e.clientWidth}`);
    const table = document.querySelector<HTMLElement>(".ant-table-wrapper");
    const box = table?.getBoundingClientRect();
    const heads = [...(table?.querySelectorAll<HTMLElement>("thead th") ?? [])].map((th) => {
      const r = th.getBoundingClientRect();
      const inSight = !!box && r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      return { text: th.innerText.trim(), inSight };
    });
    return { scrolling, heads };
  });
}

describe.each(LANGS)("list screens at 1440×900 (%s)", (lang) => {
  it("fit without a horizontal scroll, key columns in sight", async () => {
    const page = await signIn(lang);
    const problems: string[] = [];
    for (const [path, keyColumns] of LISTS) {
      await page.goto(path);
      await page.locator(".ant-table-wrapper").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.locator(".ant-table-tbody tr.ant-table-row, .ant-table-placeholder").first().waitFor();
      await settled(page);
      const { scrolling, heads } = await measure(page);
      for (const s of scrolling) problems.push(`${path}: the table scrolls sideways (${s})`);
      for (const [ns, key] of keyColumns) {
        const title = text(lang, ns, key);
        const head = heads.find((h) => h.text === title);
        if (!head?.inSight) problems.push(`${path}: column "${title}" ${head ? "out of sight" : "missing"}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("English and consistency (issue 13, point 10)", () => {
  it("says 1 rack, not 1 racks; percentages with one precision; the brand stays", async () => {
    const page = await signIn("en-US");
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.locator("tr.ant-table-row .ant-table-selection-column .ant-checkbox").first().click();
    await expect
      .poll(() => page.locator(byTestId("rack-selection")).innerText())
      .toContain("1 rack selected");
    await page.locator(byTestId("rack-delete")).click();
    await expect
      .poll(() => page.locator(".ant-popover:visible, .ant-popconfirm:visible").first().innerText())
      .toContain("Delete the selected rack?");
    await page.keyboard.press("Escape");

    // The menu scrolls under the brand, which stays at the top of the sidebar.
    const brand = page.locator(".sw-sider-brand");
    const before = await brand.boundingBox();
    await page.locator(".sw-sider-menu").evaluate((m) => m.scrollTo(0, 10_000));
    await page.locator(".sw-sider-menu").hover();
    await page.mouse.wheel(0, 2000);
    expect((await brand.boundingBox())?.y).toBe(before?.y);

    await page.goto("/slabQuery");
    await page.locator(byTestId("slab-row")).first().waitFor();
    const yields = await page.evaluate(() => {
      const head = [...document.querySelectorAll("thead th")].findIndex((th) => th.textContent === "Yield");
      return [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row")].map(
        (tr) => (tr.children[head] as HTMLElement | undefined)?.innerText ?? "?",
      );
    });
    expect(yields.length).toBeGreaterThan(0);
    for (const y of yields) expect(y).toMatch(/^(\d{1,3}\.\d\d%|-)$/);
  });

  it("links the agreement names of the login footer to the agreement", async () => {
    const page = await signIn("en-US");
    await page.context().clearCookies();
    await page.goto("/login");
    await page.locator(byTestId("legal-privacy")).click();
    await page.locator(byTestId("agreement-privacy")).waitFor();
  });
});
