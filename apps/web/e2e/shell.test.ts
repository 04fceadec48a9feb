import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { byTestId, newContext } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

const suite = browserSuite();

beforeAll(async () => {});

const tagPaths = (page: Page) =>
  page.locator(byTestId("tag")).evaluateAll((els) => els.map((e) => e.getAttribute("data-path")));

const tag = (page: Page, path: string) => page.locator(`${byTestId("tag")}[data-path="${path}"]`);

async function openFromHome(page: Page, id: "guide" | "operatingPoints"): Promise<void> {
  await tag(page, "/stageHome").click();
  await page.waitForURL("**/stageHome*");
  await page.click(byTestId(`quick-${id}`));
  await page.waitForURL(`**/${id}*`);
}

describe("shell", () => {
  it("tag bar: visited views, close, close others, close all, refresh", async () => {
    const { context, page } = await signedIn(suite.browser, suite.server);
    expect(await tagPaths(page)).toEqual(["/stageHome"]);
    // The home tag cannot be closed.
    expect(await tag(page, "/stageHome").locator(byTestId("tag-close")).count()).toBe(0);

    await openFromHome(page, "guide");
    await openFromHome(page, "operatingPoints");
    await expect.poll(() => tagPaths(page)).toEqual(["/stageHome", "/guide", "/operatingPoints"]);

    // close (the active one): goes to a neighbour
    await tag(page, "/operatingPoints").locator(byTestId("tag-close")).click();
    await expect.poll(() => tagPaths(page)).toEqual(["/stageHome", "/guide"]);
    await page.waitForURL("**/guide");

    // close others, from the context menu of a tag
    await openFromHome(page, "operatingPoints");
    await expect.poll(() => tagPaths(page)).toEqual(["/stageHome", "/guide", "/operatingPoints"]);
    await tag(page, "/guide").click({ button: "right" });
    await page.locator(byTestId("tag-action-closeOthers")).click();
    await expect.poll(() => tagPaths(page)).toEqual(["/stageHome", "/guide"]);
    await page.waitForURL("**/guide");

    // close all, from the tag bar menu: only home is left and shown
    await openFromHome(page, "operatingPoints");
    await page.click(byTestId("tags-more"));
    await page.locator(byTestId("tag-action-closeAll")).last().click();
    await expect.poll(() => tagPaths(page)).toEqual(["/stageHome"]);
    await page.waitForURL("**/stageHome");

    // refresh: the screen mounts afresh at the same address (query kept)
    await page.goto("/demo?tab=7");
    await page.waitForSelector(byTestId("demo-page"));
    await page.evaluate(() => {
      (document.querySelector('[data-testid="demo-page"]') as HTMLElement).dataset.marker = "old";
    });
    await page.click(byTestId("tags-refresh"));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.querySelector('[data-testid="demo-page"]') as HTMLElement | null;
          return el ? (el.dataset.marker ?? "fresh") : "none";
        }),
      )
      .toBe("fresh");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/demo?tab=7");
    await context.close();
  });

  it("breadcrumb remembers each route's last query and shows breadcrumbTitle", async () => {
    const { context, page } = await signedIn(suite.browser, suite.server);
    await page.goto(`/guide?tab=2&breadcrumbTitle=${encodeURIComponent("大板 A-01")}`);
    await page.waitForSelector(byTestId("guide-page"));
    await expect.poll(() => page.locator(byTestId("breadcrumb-title")).textContent()).toBe("大板 A-01");

    // Elsewhere, then back through a link without a query (the workbench's quick link): the query comes back.
    await tag(page, "/stageHome").click();
    await page.waitForURL("**/stageHome");
    await expect.poll(() => page.locator(byTestId("breadcrumb-title")).count()).toBe(0);
    await page.click(byTestId("quick-guide"));
    await page.waitForURL("**/guide?*");
    const url = new URL(page.url());
    expect(url.searchParams.get("tab")).toBe("2");
    expect(url.searchParams.get("breadcrumbTitle")).toBe("大板 A-01");
    await expect.poll(() => page.locator(byTestId("breadcrumb-title")).textContent()).toBe("大板 A-01");
    await context.close();
  });

  it("unknown paths go to /404; without a session the shell sends to /login; open pages need none", async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    await page.goto("/no/such/page");
    await page.waitForURL("**/404");
    await page.waitForSelector(byTestId("page-404"));
    await page.goto("/stageHome");
    await page.waitForURL("**/login");
    // Open pages need no role.
    await page.goto("/guide");
    await page.waitForSelector(byTestId("guide-page"));
    await context.close();
  });
});
