import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { type SignedIn, signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Issue #13 (points 3, 4, 6, 7, 9): coming back to a list keeps its search and page, the active tag is
 * in sight, refusals the screen can foresee come before any confirmation, detail pages link back to
 * their list, and the console stays clean (no uncaught rejection, no router warning).
 */
const suite = browserSuite();
let s: SignedIn;
const warnings: string[] = [];

beforeAll(async () => {
  s = await signedIn(suite.browser, suite.server);
  s.page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  // 25 more racks: a second page of 10.
  const res = await s.context.request.post("/api/rack/add", {
    data: { quantity: 25 },
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(((await res.json()) as { result: boolean }).result).toBe(true);
}, 120_000);

afterAll(async () => {
  await s?.context.close();
});

const here = (page: Page) => {
  const u = new URL(page.url());
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};
const activePage = (page: Page) => page.locator(".ant-pagination-item-active").innerText();
/** The list shows page `n` with its own rows (while a page loads, the previous one's rows stay, greyed). */
const onPage = async (page: Page, n: string) => {
  await expect.poll(() => activePage(page)).toBe(n);
  await page.locator('.ant-table-wrapper [aria-busy="true"]').waitFor({ state: "detached" });
};
const tag = (page: Page, path: string) => page.locator(`${byTestId("tag")}[data-path="${path}"]`);
const tagTitles = (page: Page) => page.locator(`${byTestId("tag")} .sw-tag-title`).allInnerTexts();

describe("coming back to a list, tags, breadcrumbs, refusals", () => {
  it("a list keeps its search and page after a detail (Back), a tag click and the tag's refresh", async () => {
    const { page } = s;
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.fill(`${byTestId("rack-search")} input, input${byTestId("rack-search")}`, "RK00");
    await page.keyboard.press("Enter");
    await expect.poll(() => here(page).query.keyword).toBe("RK00");
    await page.locator(".ant-pagination-item-2").click();
    await expect.poll(() => here(page).query.page).toBe("2");
    await onPage(page, "2");
    const firstOnPage2 = await page.locator(byTestId("rack-row")).first().getAttribute("data-code");
    expect(firstOnPage2).toMatch(/^RK00/);

    // The rack label sheet: its own tag title, and a breadcrumb back to the racks.
    // A data row's box: the first `.ant-table-tbody` checkbox is antd's hidden measure row ("Select all").
    await page.locator(".ant-table-row .ant-checkbox-wrapper").first().click();
    await page.locator(byTestId("rack-selection")).waitFor();
    await page.click(byTestId("rack-print"));
    await page.waitForURL("**/basic/racks/labels*");
    await expect.poll(() => tagTitles(page)).toEqual(["工作台", "铁架", "铁架标签"]);
    const back = page.locator(`${byTestId("breadcrumb")} a`, { hasText: "铁架" });
    expect(await back.getAttribute("href")).toMatch(/^\/basic\/racks\?.*page=2/);

    // Browser Back
    await page.goBack();
    await page.waitForURL("**/basic/racks?*");
    await expect.poll(() => activePage(page)).toBe("2");
    expect(here(page).query).toMatchObject({ keyword: "RK00", page: "2" });
    expect(await page.inputValue(`${byTestId("rack-search")} input, input${byTestId("rack-search")}`)).toBe(
      "RK00",
    );
    await expect
      .poll(() => page.locator(byTestId("rack-row")).first().getAttribute("data-code"))
      .toBe(firstOnPage2);

    // Away by the home tag, back by the list's tag
    await tag(page, "/stageHome").click();
    await page.waitForURL("**/stageHome");
    await tag(page, "/basic/racks").click();
    await page.waitForURL("**/basic/racks?*");
    await expect.poll(() => activePage(page)).toBe("2");
    expect(here(page).query).toMatchObject({ keyword: "RK00", page: "2" });

    // The tag bar's refresh
    await page.click(byTestId("tags-refresh"));
    await page.waitForURL("**/basic/racks?*");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await expect.poll(() => activePage(page)).toBe("2");
    expect(here(page).query).toMatchObject({ keyword: "RK00", page: "2" });
  });

  it("the audit log and the join requests keep their filters and page after leaving and coming Back", async () => {
    const { page } = s;
    await page.goto("/enterprise/auditLog");
    await page.locator(".ant-table-row").first().waitFor();
    // Who: the demo administrator (every seeded change is theirs), then page 2.
    await page.click(`${byTestId("audit-who")} .ant-select-selector, ${byTestId("audit-who")}`);
    await page.keyboard.type("13800000000");
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await expect.poll(() => here(page).query["log.actorUserId"]).toBeTruthy();
    await page.locator(".ant-pagination-item-2").click();
    await expect.poll(() => here(page).query["log.page"]).toBe("2");
    const who = here(page).query["log.actorUserId"];
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.goBack();
    await page.waitForURL("**/enterprise/auditLog?*");
    expect(here(page).query).toMatchObject({ "log.actorUserId": who, "log.page": "2" });
    await expect.poll(() => activePage(page)).toBe("2");
    expect(
      await page
        .locator(
          `${byTestId("audit-who")} .ant-select-content, ${byTestId("audit-who")} .ant-select-selection-item`,
        )
        .first()
        .innerText(),
    ).toContain("13800000000");

    await page.goto("/enterprise/members?tab=requests");
    await page.locator(byTestId("request-row")).first().waitFor();
    await chooseOption(page, page.locator(byTestId("request-status")), undefined, { which: "last" });
    await expect.poll(() => here(page).query["jr.status"]).toBe("all");
    await page.goto("/basic/racks");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.goBack();
    await page.waitForURL("**/enterprise/members?*");
    expect(here(page).query).toMatchObject({ tab: "requests", "jr.status": "all" });
    await page.locator(byTestId("request-row")).first().waitFor();
  });

  it("a list revisited shows its cached rows at once and refreshes behind them, without a spinner over them", async () => {
    const { page } = s;
    await page.goto("/basic/warehouses");
    await page.locator(".ant-table-row").first().waitFor();
    // Away and back inside the app (a page load would start with an empty cache).
    await tag(page, "/stageHome").click();
    await page.waitForURL("**/stageHome");
    await tag(page, "/basic/warehouses").click();
    await page.waitForURL("**/basic/warehouses*");
    // The rows are there from the cache, and nothing covers them while they refresh.
    const spinning = await page.evaluate(async () => {
      const seen: boolean[] = [];
      for (let i = 0; i < 40; i++) {
        const rows = document.querySelectorAll(".ant-table-row").length;
        const spin = document.querySelector(".ant-table-wrapper .ant-spin-spinning") !== null;
        if (rows > 0) seen.push(spin);
        // One sample a frame: whatever the page paints, the samples see.
        await new Promise((r) => requestAnimationFrame(r));
      }
      return seen;
    });
    expect(spinning.length).toBeGreaterThan(0);
    expect(spinning.filter(Boolean)).toEqual([]);
  });

  it("customer details: the breadcrumb links back to the customer's list", async () => {
    const { page } = s;
    await page.goto("/customerManagement/businessCustomer");
    await page.locator(byTestId("customer-row")).first().click();
    await page.locator(byTestId("customer-details")).waitFor();
    const link = page.locator(`${byTestId("breadcrumb")} a`, { hasText: "企业客户" });
    await link.waitFor();
    await link.click();
    await page.waitForURL("**/customerManagement/businessCustomer*");
  });

  it("many tags: the active one is in sight, with arrows to scroll", async () => {
    const { page } = s;
    const paths = [
      "/enterprise/info",
      "/enterprise/members",
      "/enterprise/roles",
      "/enterprise/departments",
      "/enterprise/machineTables",
      "/basic/crafts",
      "/basic/workshops",
      "/basic/processFlow",
      "/basic/warehouses",
      "/layoutReview",
      "/slabQuery",
      "/customerManagement/storeCustomer",
      "/customerManagement/personalCustomer",
      "/orderManagement/orderList",
      "/taskManagement/taskList",
      "/teamManagement",
      "/staffManagement",
      "/financialManagement/offlinePayment",
    ];
    for (const p of paths) {
      await page.goto(p);
      await tag(page, p).waitFor();
    }
    const last = paths.at(-1) as string;
    const inSight = async (p: string) => {
      const strip = await page.locator(byTestId("tags-scroll")).boundingBox();
      const box = await tag(page, p).boundingBox();
      return !!strip && !!box && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
    };
    await expect.poll(() => inSight(last)).toBe(true);
    await page.locator(byTestId("tags-scroll-left")).waitFor();
    // A tag at the start, opened by its tag after scrolling there with the arrow
    // Each check that finds it out of sight presses the arrow once more (the strip scrolls smoothly).
    await expect
      .poll(async () => {
        if (await inSight("/enterprise/info")) return true;
        await page.click(byTestId("tags-scroll-left"));
        return false;
      })
      .toBe(true);
    // Opened from elsewhere (the sidebar, a link), the active tag is scrolled into sight.
    await page.goto("/financialManagement/offlinePayment");
    await expect.poll(() => inSight(last)).toBe(true);
    await page.goto("/enterprise/info");
    await expect.poll(() => inSight("/enterprise/info")).toBe(true);
  });

  it("approving a project with missing settings says why before any confirmation", async () => {
    const { page } = s;
    await page.goto("/layoutReview?keyword=XM-2025-001");
    await page.locator(byTestId("project-approve")).first().click();
    const refused = page.locator(byTestId("approve-refused"));
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/切缝/);
    expect(await page.locator(byTestId("confirm-approve")).count()).toBe(0);
    await page.keyboard.press("Escape");
    await refused.waitFor({ state: "detached" });
  });

  it("deleting a role with members is greyed, with the reason, and no confirmation", async () => {
    const { page } = s;
    await page.goto("/enterprise/roles");
    await page.locator(byTestId("role-row")).first().waitFor();
    const blocked = page.locator(`${byTestId("role-delete")}[disabled]`).first();
    await blocked.waitFor();
    await blocked.hover({ force: true });
    await page.locator(byTestId("role-delete-blocked")).waitFor();
    expect(await page.locator(byTestId("role-delete-blocked")).innerText()).toMatch(/成员/);
    expect(await page.locator(byTestId("role-delete-ok")).count()).toBe(0);
  });

  it("an invalid form submit and a refused delete raise no uncaught error", async () => {
    const { page } = s;
    // Invalid submit: the add-rack form with no number
    await page.goto("/basic/warehouses");
    await page.locator(byTestId("warehouse-add")).click();
    await page.locator(byTestId("warehouse-save")).click();
    await page.locator(".ant-form-item-explain-error").first().waitFor();
    await page.keyboard.press("Escape");
    // A delete the server refuses (it is gone already): the client toasts, nothing is left uncaught.
    // An empty warehouse of its own: the demo's hold slabs, so their delete is greyed with the reason.
    const made = await s.context.request.post("/api/warehouse/create", {
      data: { name: "空仓", code: "WH-EMPTY" },
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(((await made.json()) as { result: boolean }).result).toBe(true);
    await page.goto("/basic/warehouses");
    const emptyRow = page.locator(".ant-table-row", { hasText: "WH-EMPTY" });
    await emptyRow.locator(byTestId("warehouse-delete")).waitFor();
    await page.route("**/api/warehouse/delete", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ result: false, code: 1003, msg: "refused", data: null }),
      }),
    );
    await emptyRow.locator(byTestId("warehouse-delete")).click();
    await page.locator(byTestId("warehouse-delete-ok")).click();
    await page.locator(".ant-message-notice", { hasText: "refused" }).waitFor();
    await page.unroute("**/api/warehouse/delete");
  });

  it("no router warning about a missing HydrateFallback on load", async () => {
    await s.page.goto("/basic/racks");
    await s.page.locator(byTestId("rack-row")).first().waitFor();
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
  });
});
