import { formatMoney } from "@stoneworks/shared";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { type SignInOptions, signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * What a new user meets first (issue #13, points 1, 5 and 8), against the real server and the demo
 * seed: the workbench's figures and steps per role, saving the enterprise's details as they are, and
 * an audit log that reads as sentences.
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function open(
  opts: SignInOptions = {},
): Promise<{ page: Page; api: <T>(path: string, body?: unknown) => Promise<T> }> {
  const s = await signedIn(suite.browser, suite.server, opts);
  contexts.push(s.context);
  const api = async <T>(path: string, body: unknown = {}) => {
    const res = await s.context.request.post(`/api/${path}`, {
      data: body,
      headers: { authorization: `Bearer ${s.token}` },
    });
    const env = (await res.json()) as { result: boolean; data: T; msg: string };
    if (!env.result) throw new Error(`${path}: ${env.msg}`);
    return env.data;
  };
  return { page: s.page, api };
}

const yuan = (fen: number) => `¥${formatMoney(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
const text = (page: Page, id: string) => page.locator(byTestId(id)).innerText();

describe("the workbench", () => {
  it("shows the super administrator the enterprise's month, the sum of every member's (staff screen)", async () => {
    const { page, api } = await open();
    // The staff screen's default period is this business month: each member's orders and collections.
    const staff = await api<{ list: { orderCount: number; orderAmountFen: number; collectedFen: number }[] }>(
      "staff/list",
      { pageNum: 1, pageSize: 200 },
    );
    const orders = staff.list.reduce((n, m) => n + m.orderCount, 0);
    const amount = staff.list.reduce((n, m) => n + m.orderAmountFen, 0);
    const collected = staff.list.reduce((n, m) => n + m.collectedFen, 0);
    expect(orders).toBeGreaterThan(0);
    expect(collected).toBeGreaterThan(0);

    const card = page.locator(byTestId("home-card-orders"));
    await card.waitFor();
    expect(await card.getAttribute("data-scope")).toBe("enterprise");
    const ordersText = await card.innerText();
    expect(ordersText).toContain("本月企业订单");
    expect(ordersText).toContain(String(orders));
    expect(ordersText).toContain(yuan(amount));
    const collections = await text(page, "home-card-collections");
    expect(collections).toContain("本月企业回款");
    expect(collections).toContain(yuan(collected));
    // Personal cards say so.
    expect(await text(page, "home-card-customers")).toContain("我的客户");
    expect(await text(page, "home-card-tasks")).toContain("我的");
    // Every getting-started step, each a link to its screen; no developer page among the quick links.
    for (const s of ["s1", "s2", "s3", "s4", "s5", "s6", "s7"])
      expect(await page.locator(byTestId(`home-step-${s}`)).count(), s).toBe(1);
    await page.locator(byTestId("home-step-s1")).locator("a").click();
    await page.waitForURL("**/enterprise/info");
    await page.goto("/stageHome");
    await page.locator(byTestId("quick-guide")).waitFor();
    expect(await page.locator(byTestId("quick-demo")).count()).toBe(0);
  });

  it("labels a salesperson's figures as her own, in English too", async () => {
    const { page } = await open({ phone: "13800000004", lang: "en-US" });
    const card = page.locator(byTestId("home-card-orders"));
    await card.waitFor();
    expect(await card.getAttribute("data-scope")).toBe("mine");
    expect(await card.innerText()).toContain("My orders this month");
    expect(await text(page, "home-card-collections")).toContain("My collections this month");
    // Sales steps, not the enterprise's set-up.
    expect(await page.locator(byTestId("home-step-s5")).count()).toBe(1);
    expect(await page.locator(byTestId("home-step-s1")).count()).toBe(0);
    expect(await page.locator(byTestId("home-step-s4")).count()).toBe(0);
  });

  it("shows a role without sales menus no sales cards and no sales steps", async () => {
    // 生产主管: layout review and basic data, no sales and no enterprise menus.
    const { page } = await open({ phone: "13800000002" });
    await page.locator(byTestId("home-start")).waitFor();
    expect(await page.locator(byTestId("home-sales")).count()).toBe(0);
    for (const s of ["s5", "s6", "s7", "s1", "s2"])
      expect(await page.locator(byTestId(`home-step-${s}`)).count(), s).toBe(0);
    for (const s of ["s3", "s4"]) expect(await page.locator(byTestId(`home-step-${s}`)).count(), s).toBe(1);
    expect(await page.locator(byTestId("quick-demo")).count()).toBe(0);
  });
});

describe("enterprise info of the demo enterprise", () => {
  it("has a logo and saves a new name without uploading one", async () => {
    const { page, api } = await open();
    await page.goto("/enterprise/info");
    await page.locator(byTestId("org-info-name")).waitFor();
    const before = await api<{ logo: string | null; logoUrl: string | null }>("org/info");
    expect(before.logo).toBeTruthy();
    expect(await page.locator(`.sw-info-logo img[src="${before.logoUrl}"]`).count()).toBe(1);

    await page.click(byTestId("org-edit"));
    await page.locator(byTestId("org-name")).fill("演示石材厂（南安）");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/org/update"));
    await page.click(byTestId("org-save"));
    expect(((await (await saved).json()) as { result: boolean }).result).toBe(true);
    await expect.poll(() => text(page, "org-info-name")).toBe("演示石材厂（南安）");
    const after = await api<{ name: string; logo: string | null }>("org/info");
    expect(after).toMatchObject({ name: "演示石材厂（南安）", logo: before.logo });
  });
});

describe("the audit log", () => {
  it("reads each change as words in both languages: no keys, ids or nulls", async () => {
    const expected = {
      "zh-CN": { entity: "云排版", words: /块小板，\d+ 个分组，全部待领大板，锯缝 \d+ mm/ },
      "en-US": { entity: "Cloud layout", words: /\d+ boards, \d+ groups, all slabs to pick, kerf \d+ mm/ },
    };
    for (const lang of ["zh-CN", "en-US"] as const) {
      const { page } = await open({ lang });
      await page.goto("/enterprise/auditLog");
      const cells = page.locator(byTestId("audit-detail-cell"));
      await cells.first().waitFor();
      const firstPage = (await cells.allInnerTexts()).join("\n");
      expect(firstPage).not.toMatch(/\b\w+Ids?\b|\bnull\b|\b[a-z]+[A-Z]\w*:/);
      // The demo's cloud layout run, filtered by its entity.
      await page.click(byTestId("audit-entity"));
      await page.keyboard.type(expected[lang].entity);
      await page.locator(".ant-select-item-option", { hasText: expected[lang].entity }).first().click();
      await expect.poll(async () => (await cells.allInnerTexts()).join("\n")).toMatch(expected[lang].words);
      const runs = (await cells.allInnerTexts()).join("\n");
      expect(runs).not.toMatch(/kerf:|slabIds|projectId|null/);
    }
  });
});
