import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Production projects (menu 2300) in the browser against the real server (demo seed: XM-2025-009 and
 * ST-2025-003 in production, JJ-2024-021 finished, ZZ-2025-005 reviewed and not started), and the slab
 * history from block to board.
 */
const suite = browserSuite();
let page: Page;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const session = await signedIn(suite.browser, suite.server, { lang: "zh-CN" });
  contexts.push(session.context);
  page = session.page;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

interface Item {
  projectId: string;
  projectNo: string;
  name: string;
  status: string;
  deliveryDate: string | null;
}
interface Page_ {
  list: Item[];
  counts: Record<string, number>;
}

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

const rowStatuses = () =>
  page
    .locator(`.ant-table-tbody ${byTestId("production-project-row")}`)
    .evaluateAll((els) => els.map((e) => [e.getAttribute("data-project-no"), e.getAttribute("data-status")]));

describe("production projects", () => {
  it("opens from the sidebar; tabs show the derived status with their counts (kept in the URL)", async () => {
    await page.locator(byTestId("menu-2300")).click();
    await page.waitForURL(/\/productionProject$/);
    await page.locator(byTestId("production-project-row")).first().waitFor();
    const all = await api<Page_>(page, "/productionProject/list", { tab: "all", pageSize: 50 });
    expect(all.counts.notStarted).toBeGreaterThan(0);
    expect(all.counts.inProduction).toBeGreaterThan(0);
    expect(all.counts.finished).toBeGreaterThan(0);
    for (const k of ["all", "notStarted", "inProduction", "finished"])
      await expect.poll(() => page.locator(byTestId(`count-${k}`)).innerText()).toBe(String(all.counts[k]));

    await page.locator(byTestId("tab-notStarted")).click();
    await page.waitForURL(/tab=notStarted/);
    await expect
      .poll(async () => {
        const rows = await rowStatuses();
        return rows.length > 0 && rows.every(([, s]) => s === "notStarted");
      })
      .toBe(true);
    expect((await rowStatuses()).map(([no]) => no)).toContain("ZZ-2025-005");
    await page.reload();
    await page.locator(byTestId("production-project-row")).first().waitFor();
    expect((await rowStatuses()).every(([, s]) => s === "notStarted")).toBe(true);

    await page.locator(byTestId("tab-finished")).click();
    await expect.poll(async () => (await rowStatuses()).map(([no]) => no)).toContain("JJ-2024-021");
  });

  it("searches by name or project no.", async () => {
    // A search in the address (under "all"), as a link or Back brings it: an empty address would
    // bring back the tab this list was left on, racing the typed search.
    await page.goto(`/productionProject?keyword=${encodeURIComponent("香格里拉")}`);
    await page.locator(byTestId("production-project-row")).first().waitFor();
    await expect.poll(async () => (await rowStatuses()).map(([no]) => no)).toEqual(["XM-2025-009"]);
    await page.locator(`${byTestId("production-project-search")} input`).fill("st-2025");
    await page.locator(`${byTestId("production-project-search")} input`).press("Enter");
    await expect.poll(async () => (await rowStatuses()).map(([no]) => no)).toEqual(["ST-2025-003"]);
  });

  it("edits the delivery date from the list (saved, audited)", async () => {
    await page.goto("/productionProject?keyword=ZZ-2025-005");
    await page.locator(byTestId("production-project-row")).first().waitFor();
    await page.locator(byTestId("delivery-edit")).first().click();
    const input = page
      .locator(`${byTestId("delivery-date")} input, input${byTestId("delivery-date")}`)
      .first();
    await input.click();
    await input.fill("2027-05-20");
    await input.press("Enter");
    await page.locator(byTestId("delivery-save")).click();
    await expect.poll(() => page.locator(byTestId("delivery-cell")).first().innerText()).toBe("2027-05-20");
    const after = await api<Page_>(page, "/productionProject/list", { keyword: "ZZ-2025-005" });
    expect(after.list[0]!.deliveryDate).toBe("2027-05-20");
    const audit = await api<{ list: { action: string; toState?: string; to?: string }[] }>(
      page,
      "/audit/list",
      {
        entity: "project",
        action: "setDeliveryTime",
      },
    );
    expect(audit.list.length).toBeGreaterThan(0);
  });

  it("opens the detail and a plane; a scanned board code shows that board, an unknown one says so", async () => {
    await page.goto("/productionProject?keyword=XM-2025-009");
    await page.locator(byTestId("production-project-row")).first().click();
    await page.waitForURL(/\/productionProject\/detail\?projectId=/);
    await page.locator(byTestId("plane-link")).first().waitFor();
    await expect(
      page.locator(byTestId("production-status")).first().getAttribute("data-status"),
    ).resolves.toBe("inProduction");
    await page.locator(byTestId("plane-link")).first().click();
    await page.waitForURL(/\/productionProject\/plane\?planeId=/);
    await page.locator(byTestId("board-code")).first().waitFor();
    const total = await page.locator(byTestId("board-code")).count();
    expect(total).toBeGreaterThan(1);
    // The scanner's box has the focus on arrival: type a code + Enter.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("board-scan");
    const code = await page.locator(byTestId("board-code")).nth(2).innerText();
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(byTestId("board-code")).allInnerTexts()).toEqual([code]);
    await expect(page.locator(byTestId("scanned-board")).innerText()).resolves.toBe(code);
    await page.locator(byTestId("board-scan")).fill("NO-SUCH-BOARD");
    await page.locator(byTestId("board-scan")).press("Enter");
    await expect(page.locator(byTestId("scan-miss")).innerText()).resolves.toContain("NO-SUCH-BOARD");
    await page.locator(byTestId("show-all")).click();
    await expect.poll(() => page.locator(byTestId("board-code")).count()).toBe(total);
    // A board on a slab links to its material detail; the racks carrying the plane's boards link to
    // their detail, and a board on one names it.
    await expect(page.locator(byTestId("board-slab")).count()).resolves.toBeGreaterThan(0);
    const rack = page.locator(byTestId("plane-rack")).first();
    await rack.waitFor();
    const rackNo = await rack.innerText();
    expect(rackNo).toMatch(/^RK\d{4}$/);
    await expect.poll(() => page.getByRole("cell", { name: rackNo, exact: true }).count()).toBeGreaterThan(0);
    await rack.click();
    await page.waitForURL(/\/rackManagement\/detail\?rackId=/);
    await page.goBack();
  });

  it("shows a slab's history from block to board, oldest first", async () => {
    const done = await api<{ list: { slabId: string; planId: string | null }[] }>(
      page,
      "/inventory/slabList",
      {
        status: "done",
        pageSize: 50,
      },
    );
    const slab = done.list.find((s) => s.planId)!;
    await page.goto(`/slabQuery/slabDetail?slabId=${slab.slabId}`);
    await page.locator(byTestId("history-item")).first().waitFor();
    const entities = await page
      .locator(byTestId("history-item"))
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-entity")}.${e.getAttribute("data-action")}`),
      );
    expect(entities[0]).toBe("block.create");
    expect(entities.indexOf("slab.import")).toBeLessThan(entities.indexOf("slab.pick"));
    // The completion is last, followed only by the remnants it left (docs/api-inventory.md "Remnants").
    expect(entities.filter((e) => e !== "slab.remnants").at(-1)).toBe("slab.complete");
    expect(entities.slice(entities.indexOf("slab.complete") + 1).every((e) => e === "slab.remnants")).toBe(
      true,
    );
    const pick = page.locator(`${byTestId("history-item")}[data-action="pick"]`);
    await expect(pick.innerText()).resolves.toMatch(/领料到 \S+ [AB] 台/);
  });

  it("reads in English", async () => {
    const en = await signedIn(suite.browser, suite.server, { lang: "en-US" });
    contexts.push(en.context);
    await en.page.goto("/productionProject");
    await en.page.locator(byTestId("production-project-row")).first().waitFor();
    await expect(en.page.locator(byTestId("tab-notStarted")).innerText()).resolves.toContain("Not started");
    await expect(en.page.locator(byTestId("production-status")).first().innerText()).resolves.toMatch(
      /Not started|In production|Finished/,
    );
  });
});
