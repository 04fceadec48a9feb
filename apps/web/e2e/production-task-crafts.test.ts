import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Crafts done (2400) in the browser against the real server with the demo seed: in the production
 * tasks' second-processing tab, pick the workshop, scan a board, confirm its crafts in the modal (lines,
 * total fee), find its record; a board waiting in another workshop is refused at the scan; the crafts
 * page shows pricing units; in Chinese (the cutter 张伟) and English (the administrator).
 */
const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(lang: "zh-CN" | "en-US", phone: string) {
  const s = await signedIn(suite.browser, suite.server, { lang, phone, password: "demo1234" });
  contexts.push(s.context);
  return s.page;
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
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

interface Pending {
  boards: {
    code: string;
    canConfirm: boolean;
    feeFen: number;
    next: { workshopId: string; workshopName: string; craftName: string }[];
  }[];
}

/** A board waiting in the second-processing queue, with the workshop of its next craft and another one. */
async function waitingBoard(page: Page, skip: string[] = []) {
  const q = await api<{ list: { code: string }[] }>(page, "/productionTask/boards", {
    category: "secondProcessing",
    pageSize: 50,
  });
  const ws = await api<{ workshopId: string; name: string }[]>(page, "/workshop/options", {
    category: "secondProcessing",
  });
  for (const b of q.list) {
    if (skip.includes(b.code)) continue;
    const p = await api<Pending>(page, "/craftWork/pending", { code: b.code });
    const one = p.boards[0]!;
    if (!one.canConfirm) continue;
    const here = one.next[0]!;
    const other = ws.find((w) => w.workshopId !== here.workshopId)!;
    return { code: b.code, here, other, feeFen: one.feeFen, lines: one.next.length };
  }
  throw new Error("no board waits for second processing");
}

async function pickWorkshop(page: Page, name: string) {
  await page.locator(byTestId("craft-workshop")).click();
  await page.locator(".ant-select-item-option", { hasText: name }).first().click();
}

async function scan(page: Page, code: string) {
  const box = page.locator(byTestId("craft-scan"));
  await box.fill(code);
  await box.press("Enter");
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe("crafts done", () => {
  for (const [lang, phone] of [
    ["zh-CN", "13800000003"],
    ["en-US", "13800000000"],
  ] as const) {
    it(`scans a board, confirms its crafts with their fee, and lists the record (${lang})`, async () => {
      const page = await signIn(lang, phone);
      await page.goto("/productionTask?tab=secondProcessing");
      await page.locator(byTestId("craft-work-tab")).waitFor();
      await page.locator(byTestId("boards-tab-secondProcessing")).waitFor();
      const done: string[] = (globalThis as { doneCodes?: string[] }).doneCodes ?? [];
      const b = await waitingBoard(page, done);
      done.push(b.code);
      (globalThis as { doneCodes?: string[] }).doneCodes = done;

      // Records it may already have (its earlier crafts, done by the demo).
      const before = await api<{ total: number; totalFeeFen: number }>(page, "/craftWork/records", {
        keyword: b.code,
      });

      // In another workshop: refused at the scan, naming the craft and the workshop it waits for.
      await pickWorkshop(page, b.other.name);
      await scan(page, b.code);
      const refusal = page.locator(byTestId("craft-refusal"));
      await refusal.waitFor();
      await expect(refusal.innerText()).resolves.toContain(b.here.craftName);
      await expect(refusal.innerText()).resolves.toContain(b.here.workshopName);
      expect(await page.locator(byTestId("craft-done")).isDisabled()).toBe(true);

      // In its workshop: ready; the modal lists the lines and the total fee.
      await pickWorkshop(page, b.here.workshopName);
      await expect
        .poll(() => page.locator(byTestId("craft-scan-board")).first().getAttribute("data-ready"))
        .toBe("yes");
      await page.locator(byTestId("craft-done")).click();
      const modal = page.locator(byTestId("craft-confirm-modal"));
      await modal.waitFor();
      await expect(modal.locator(".ant-table-row").count()).resolves.toBe(b.lines);
      await expect(page.locator(byTestId("craft-confirm-total")).innerText()).resolves.toContain(
        yuan(b.feeFen),
      );
      await page.locator(byTestId("craft-confirm-ok")).click();
      await page
        .locator(".ant-message-notice", { hasText: yuan(b.feeFen) })
        .first()
        .waitFor();

      // The record is listed with its fee.
      await page.locator(byTestId("craft-view-records")).click();
      await page.locator(byTestId("craft-records")).waitFor();
      const search = page.locator(`${byTestId("craft-records-search")} input`);
      await search.fill(b.code);
      await search.press("Enter");
      await expect
        .poll(() => page.locator(byTestId("craft-record-board")).allInnerTexts())
        .toEqual(Array(before.total + b.lines).fill(b.code));
      // Newest first: the lines just done lead, and their fees add up to the fee confirmed.
      const fees = (await page.locator(byTestId("craft-record-fee")).allInnerTexts()).map((x) =>
        Math.round(Number(x.replace(/[^\d.]/g, "")) * 100),
      );
      expect(fees.slice(0, b.lines).reduce((n, x) => n + x, 0)).toBe(b.feeFen);
      await expect(page.locator(byTestId("craft-records-total")).innerText()).resolves.toContain(
        yuan(before.totalFeeFen + b.feeFen),
      );
      // Every list fits 1440 px without a horizontal scroll.
      const scrolling = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")]
          .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.scrollWidth),
      );
      expect(scrolling).toEqual([]);
    });
  }

  for (const lang of ["zh-CN", "en-US"] as const) {
    it(`the crafts page shows each craft's pricing unit (${lang})`, async () => {
      const page = await signIn(lang, "13800000000");
      await page.goto("/basic/crafts");
      await page.locator(byTestId("craft-row")).first().waitFor();
      const units = await page.locator(byTestId("craft-unit")).allInnerTexts();
      expect(new Set(units)).toEqual(
        new Set(lang === "zh-CN" ? ["件", "米", "平方米"] : ["Piece", "Metre", "m²"]),
      );
      const prices = await page.locator(byTestId("craft-price")).allInnerTexts();
      expect(prices.some((p) => (lang === "zh-CN" ? / \/ 平方米$|\/ m²$/ : /\/ m²$/).test(p))).toBe(true);
    });
  }
});
