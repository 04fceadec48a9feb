import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Production tasks (2400) in the browser against the real server, as the demo's cutter (切割机手 张伟,
 * 13800000003 / demo1234): from the workbench to the cutting tab; scan a slab, start it, mark it
 * complete with the confirmation, scan a board and flag it broken with a reason; the counts follow.
 */
const suite = browserSuite();
let page: Page;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const session = await signedIn(suite.browser, suite.server, {
    lang: "zh-CN",
    phone: "13800000003",
    password: "demo1234",
  });
  contexts.push(session.context);
  page = session.page;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

interface QueueSlab {
  slabId: string;
  barcode: string;
  status: string;
  boards: { boardId: string; code: string; status: string }[];
}
interface Queue {
  tables: { deviceCode: string; tableSide: string | null; slabs: QueueSlab[] }[];
}

async function api<T>(path: string, body: unknown): Promise<T> {
  const env = await page.evaluate(
    async ([p, b]) => {
      const m = /(?:^|;\s*)sw_token=([^;]*)/.exec(document.cookie);
      const token = m ? decodeURIComponent(m[1]) : sessionStorage.getItem("sw_token");
      const r = await fetch(`/api${p}`, {
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

const queueSlabs = async () =>
  (await api<Queue>("/productionTask/cutting", {})).tables.flatMap((x) => x.slabs);
const count = (k: string) => page.locator(byTestId(`task-count-${k}`)).getAttribute("data-count");
const toast = (text: string) => page.locator(".ant-message-notice", { hasText: text }).first().waitFor();

async function scan(code: string) {
  const box = page.locator(byTestId("cutting-scan"));
  await box.fill(code);
  await box.press("Enter");
}

describe("production tasks", () => {
  it("a cutter's workbench leads to the cutting queue: scan, start, complete, flag a board broken", async () => {
    // The workbench is not empty: the floor's shortcut with what waits to be cut.
    const card = page.locator(byTestId("home-floor-productionTask"));
    await card.waitFor();
    const before = (await queueSlabs()).length;
    expect(before).toBeGreaterThan(1);
    await expect(card.innerText()).resolves.toContain(`${before} 块大板待切割`);
    await card.click();
    await page.waitForURL(/\/productionTask/);
    await page.locator(byTestId("cutting-tab")).waitFor();
    // The scan box has the focus on arrival.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("cutting-scan");
    await expect.poll(() => count("cutting")).toBe(String(before));
    // Every list fits 1440 px without a horizontal scroll.
    const scrolling = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")]
        .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.scrollWidth),
    );
    expect(scrolling).toEqual([]);

    // A slab to cut with boards: scan it (keyboard-wedge: the code + Enter), start it.
    const target = (await queueSlabs()).find((s) => s.status === "toCut" && s.boards.length > 1)!;
    expect(target).toBeTruthy();
    await scan(target.barcode);
    await page.locator(byTestId("scan-result")).waitFor();
    await expect(page.locator(byTestId("scan-result")).innerText()).resolves.toContain(target.barcode);
    await page.locator(byTestId("scan-start")).click();
    await toast("已开始切割");
    await expect
      .poll(() =>
        page
          .locator(`${byTestId("queue-slab")}[data-barcode="${target.barcode}"]`)
          .getAttribute("data-status"),
      )
      .toBe("cutting");

    // One of its boards is broken: scan the board code, give the reason.
    const board = target.boards[0]!;
    await scan(board.code);
    const reason = page.locator(byTestId("break-reason"));
    await reason.waitFor();
    await page.locator(byTestId("break-confirm")).click();
    await page.locator(".ant-form-item-explain-error").first().waitFor();
    await reason.fill("切割崩边");
    await page.locator(byTestId("break-confirm")).click();
    await toast(`工程板 ${board.code} 已报损`);
    await expect
      .poll(async () => (await queueSlabs()).find((s) => s.slabId === target.slabId)?.boards.length)
      .toBe(target.boards.length - 1);
    await expect
      .poll(() => page.locator(`${byTestId("queue-board")}[data-code="${board.code}"]`).count())
      .toBe(0);

    // Scan it again: now it offers Mark complete, confirmed with the number of boards it cuts.
    await scan(target.barcode);
    await page.locator(byTestId("scan-complete")).click();
    const pop = page.locator(".ant-popconfirm:visible");
    await expect(pop.innerText()).resolves.toContain(`${target.boards.length - 1} 块工程板将记为已切割`);
    const secondBefore = Number(await count("secondProcessing")) + Number(await count("packing"));
    await page.locator(byTestId("scan-complete-ok")).click();
    await toast("已标记完成");
    await expect
      .poll(() => page.locator(`${byTestId("queue-slab")}[data-barcode="${target.barcode}"]`).count())
      .toBe(0);
    await expect.poll(() => count("cutting")).toBe(String(before - 1));
    // Its boards are cut: the downstream queues grew (by the boards whose next step is theirs).
    await expect
      .poll(async () => Number(await count("secondProcessing")) + Number(await count("packing")))
      .toBeGreaterThanOrEqual(secondBefore);

    // Scanning it once more says why nothing is offered.
    await scan(target.barcode);
    await expect(page.locator(byTestId("scan-error")).innerText()).resolves.toContain("已标记完成");
    // An unknown code is named.
    await scan("NO-SUCH-CODE");
    await expect(page.locator(byTestId("scan-error")).innerText()).resolves.toContain("NO-SUCH-CODE");

    // The second-processing tab lists cut boards by craft, with its explanation.
    await page.locator(byTestId("task-tab-secondProcessing")).click();
    await page.waitForURL(/tab=secondProcessing/);
    await page.locator(byTestId("boards-tab-secondProcessing")).waitFor();
    await page.locator(byTestId("task-board")).first().waitFor();
    await expect(page.locator(byTestId("craft-group")).count()).resolves.toBeGreaterThan(0);
  });
});
