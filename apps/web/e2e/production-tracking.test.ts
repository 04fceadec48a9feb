import type { TrackingBoardsResult, TrackingSearchPage } from "@stoneworks/shared";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Production tracking (menu 2600) in the browser against the real server and the demo seed: a plane's
 * boards with their stage and progress, a board's chain and its links, a box; zh-CN and en-US.
 */
const suite = browserSuite();
let page: Page;
let enPage: Page;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const zh = await signedIn(suite.browser, suite.server, { lang: "zh-CN" });
  const en = await signedIn(suite.browser, suite.server, { lang: "en-US" });
  contexts.push(zh.context, en.context);
  page = zh.page;
  enPage = en.page;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function api<T>(p: Page, path: string, body: unknown): Promise<T> {
  const env = await p.evaluate(
    async ([u, b]) => {
      const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
      const token = m ? decodeURIComponent(m[1]) : sessionStorage.getItem("sw_token");
      const r = await fetch(`/api${u}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      });
      return r.json();
    },
    [path, body] as const,
  );
  expect(env.result, JSON.stringify(env)).toBe(true);
  return env.data as T;
}

const scan = async (p: Page, code: string) => {
  const box = p.locator(byTestId("tracking-scan"));
  await box.fill(code);
  await box.press("Enter");
};

describe("production tracking", () => {
  it("opens from the sidebar with the scan box focused; a plane's batch no. opens its boards and progress", async () => {
    await page.locator(byTestId("menu-2600")).click();
    await page.waitForURL(/\/productionTracking$/);
    await page.locator(byTestId("tracking-results")).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[data-testid=tracking-scan]") !== null),
      )
      .toBe(true);

    const found = await api<TrackingSearchPage>(page, "/tracking/search", {
      by: "plane",
      keyword: "XM-2025-009",
    });
    expect(found.total).toBeGreaterThan(1);
    const plane = found.list[0]!;
    await scan(page, plane.batchNo!);
    await page.waitForURL(/trk\.sel=/);
    await page.locator(byTestId("tracking-detail")).waitFor();
    const d = await api<TrackingBoardsResult>(page, "/tracking/boards", { planeId: plane.planeId });
    await expect.poll(() => page.locator(byTestId("board-code")).count()).toBe(Math.min(50, d.boards.length));
    // Progress by stage: each stage's count as the server derived it, for the plane and the project.
    for (const s of d.progress.stages)
      expect(await page.locator(byTestId(`group-progress-${s.stage}`)).getAttribute("data-boards")).toBe(
        String(s.boards),
      );
    expect(await page.locator(byTestId("project-progress")).getAttribute("data-total")).toBe(
      String(d.projectProgress.boardCount),
    );
    const stages = await page
      .locator(byTestId("board-stage"))
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-stage")));
    expect(stages).toEqual(d.boards.slice(0, 50).map((b) => b.stage));
    // Back from another screen returns to the same search and plane.
    const url = page.url();
    await page.locator(byTestId("menu-2300")).click();
    await page.waitForURL(/\/productionProject$/);
    await page.goBack();
    await page.waitForURL(url);
    await page.locator(byTestId("tracking-detail")).waitFor();
    // The scan box is empty for the next scan; the search it made is said beside it.
    expect(await page.locator(byTestId("tracking-scan")).inputValue()).toBe("");
    expect(await page.locator(byTestId("tracking-keyword")).innerText()).toContain(plane.batchNo);
  });

  it("opens a cut board's chain in a drawer and follows its slab link", async () => {
    const d = await api<TrackingBoardsResult>(page, "/tracking/boards", {
      planeId: new URL(page.url()).searchParams.get("trk.sel")?.replace(/^"|"$/g, ""),
    });
    const i = d.boards.findIndex((b) => b.stage !== "notCut");
    expect(i).toBeGreaterThanOrEqual(0);
    await page.locator(byTestId("open-chain")).nth(i).click();
    await page.locator(byTestId("chain-view")).waitFor();
    await expect.poll(() => page.locator(byTestId("chain-slab")).getAttribute("data-present")).toBe("yes");
    expect(await page.locator(byTestId("chain-board")).innerText()).toContain(d.boards[i]!.code);
    expect(await page.locator(byTestId("chain-block")).getAttribute("data-present")).toBe("yes");
    await page.locator(`${byTestId("chain-slab")} a`).click();
    await page.waitForURL(/\/slabQuery\/slabDetail\?slabId=/);
    await page.goBack();
    await page.locator(byTestId("tracking-detail")).waitFor();
    await expect.poll(() => page.locator(byTestId("chain-drawer")).isVisible()).toBe(false);
  });

  it("searches by box: a box code opens the box's boards", async () => {
    await page
      .locator(`${byTestId("tracking-by")} .ant-segmented-item`)
      .nth(1)
      .click();
    await page.waitForURL(/trk\.by=/);
    const boxes = await api<TrackingSearchPage>(page, "/tracking/search", { by: "box", pageSize: 200 });
    expect(boxes.total).toBeGreaterThan(0);
    const box = boxes.list.find((b) => b.boardCount > 0) ?? boxes.list[0]!;
    await scan(page, box.boxCode!);
    await page.locator(byTestId("tracking-detail")).waitFor();
    expect(await page.locator(byTestId("tracking-detail")).innerText()).toContain(box.boxCode!);
    await expect.poll(() => page.locator(byTestId("board-code")).count()).toBe(Math.min(50, box.boardCount));
  });

  it("speaks English", async () => {
    await enPage.goto("/productionTracking");
    await enPage.locator(byTestId("tracking-results")).waitFor();
    expect(await enPage.locator(byTestId("production-tracking-page")).innerText()).toContain(
      "Production tracking",
    );
    await scan(enPage, "XM-2025-009");
    await enPage.locator(byTestId("result-name")).first().click();
    await enPage.locator(byTestId("tracking-detail")).waitFor();
    const text = await enPage.locator(byTestId("tracking-detail")).innerText();
    expect(text).toContain("The project:");
    expect(text).toContain("Not cut");
    await enPage.locator(byTestId("open-chain")).first().click();
    await enPage.locator(byTestId("chain-view")).waitFor();
    expect(await enPage.locator(byTestId("chain-drawer")).innerText()).toContain("Block");
  });

  it("a board on a rack's detail opens its chain on the tracking page, and Back returns to the rack", async () => {
    const { rackId } = await api<{ rackId: string }>(page, "/rack/byCode", { code: "RK0003" });
    await page.goto(`/rackManagement/detail?rackId=${rackId}`);
    const board = page.locator(byTestId("rack-board")).first();
    const code = await board.innerText();
    await board.click();
    await page.waitForURL(/\/productionTracking\?/);
    await expect.poll(() => page.locator(byTestId("chain-drawer")).innerText()).toContain("RK0003");
    expect(await page.locator(".ant-drawer-title").innerText()).toContain(code);
    await page.goBack();
    await page.waitForURL(/\/rackManagement\/detail\?/);
  });
});
