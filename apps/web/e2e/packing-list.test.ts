import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * The packing list decides the box (issue #24 point 5), in the browser against the real server and the
 * demo seed, driven by the keyboard where it scans (code + Enter, as a barcode gun): the packing queue
 * shows each board's box; scan a box; a board its packing list puts in another box is refused naming
 * that box; the box's own boards go in; sealing short asks first naming the missing boards; once sealed,
 * the label and packing list print in one click and say "sealed short". In zh-CN and en-US.
 */
const suite = browserSuite();

interface Box {
  boxId: string;
  code: string;
  status: string;
}
interface QueueBoard {
  boardId: string;
  code: string;
  boxCode: string | null;
}

/**
 * A scan into the field, code + Enter, as a keyboard-wedge scanner types it (locator.fill/press: where
 * the focus goes after each answer is the shared scan input's own test, issue #24 point 1).
 */
async function scan(page: Page, testId: string, code: string) {
  const field = page.locator(byTestId(testId));
  await field.fill(code);
  await field.press("Enter");
}

const TEXT = {
  "zh-CN": {
    refused: (code: string, box: string) => `工程板 ${code} 在装箱单上属于箱 ${box}`,
    packed: "已装箱",
    sealed: (box: string) => `包装箱 ${box} 已封箱`,
    title: (box: string) => `缺件封箱 ${box}？`,
    short: "缺件封箱",
    status: "已封箱",
  },
  "en-US": {
    refused: (code: string, box: string) => `Board ${code} is listed for box ${box} on the packing list`,
    packed: "In the box",
    sealed: (box: string) => `Box ${box} sealed`,
    title: (box: string) => `Seal box ${box} short?`,
    short: "Sealed short",
    status: "Sealed",
  },
} as const;

describe("packing by the packing list", () => {
  for (const lang of ["zh-CN", "en-US"] as const) {
    it(`refuses a board listed elsewhere naming its box, seals short with a confirmation, prints in one click (${lang})`, async () => {
      const tx = TEXT[lang];
      const s = await signIn(lang);
      const { page } = s;
      // Set-up through the API: a box to pack of the project in production; two packable boards listed
      // for it by a supervisor's move; a board its packing list puts in another box.
      const boxes = (
        await api<{ list: Box[] }>(s, "/packing/boxes", { keyword: "XM-2025-009", pageSize: 200 })
      ).list;
      const box = boxes.find((b) => b.status === "toPack")!;
      const queue = (
        await api<{ list: QueueBoard[] }>(s, "/productionTask/boards", {
          category: "packing",
          keyword: "XM-2025-009",
          pageSize: 200,
        })
      ).list;
      // Packable now: in the packing queue (no craft left) and on no rack (loadable).
      const loose = new Set(
        (await api<{ boardId: string }[]>(s, "/rackTrip/loadable", { keyword: "XM-2025-009" })).map(
          (b) => b.boardId,
        ),
      );
      const mine = queue.filter((b) => b.boxCode !== box.code && loose.has(b.boardId)).slice(0, 2);
      const elsewhere = queue.find((b) => b.boxCode && b.boxCode !== box.code && !mine.includes(b))!;
      expect(mine).toHaveLength(2);
      expect(elsewhere).toBeDefined();
      for (const b of mine)
        await api(s, "/packing/move", { boardId: b.boardId, toBoxId: box.boxId, reason: "e2e" });
      const firstRow = (
        await api<{ list: QueueBoard[] }>(s, "/productionTask/boards", { category: "packing" })
      ).list[0]!;

      await page.goto("/productionTask?tab=packing");
      await page.locator(byTestId("pack-panel")).waitFor();
      // The queue shows each board's packing-list box.
      await expect.poll(() => page.locator(byTestId("task-board")).first().innerText()).toBe(firstRow.code);
      expect(await page.locator(byTestId("task-board-box")).first().innerText()).toBe(
        firstRow.boxCode ?? "-",
      );

      await scan(page, "pack-box-scan", box.code);
      await page.locator(byTestId("pack-box")).waitFor();
      await scan(page, "pack-board-scan", elsewhere.code);
      await expect
        .poll(() =>
          page
            .locator(`${byTestId("pack-line")}[data-ok="0"]`)
            .first()
            .innerText(),
        )
        .toContain(tx.refused(elsewhere.code, elsewhere.boxCode!));
      for (const [i, b] of mine.entries()) {
        await scan(page, "pack-board-scan", b.code);
        await expect.poll(() => page.locator(`${byTestId("pack-line")}[data-ok="1"]`).count()).toBe(i + 1);
      }
      expect(
        await page
          .locator(`${byTestId("pack-line")}[data-ok="1"]`)
          .first()
          .innerText(),
      ).toContain(tx.packed);

      // Seal: its packing list names boards not packed, so a confirmation names each of them first.
      const missing = (
        await api<{ planned: { code: string }[] }>(s, "/packing/detail", { boxId: box.boxId })
      ).planned.map((b) => b.code);
      expect(missing.length).toBeGreaterThan(0);
      await page.click(byTestId("pack-seal"));
      const dialog = page.locator(".ant-modal-confirm");
      await dialog.locator(byTestId("seal-short-confirm")).waitFor();
      expect(await dialog.locator(".ant-modal-confirm-title").innerText()).toBe(tx.title(box.code));
      expect(await dialog.locator(byTestId("seal-short-board")).allInnerTexts()).toEqual(missing);
      await dialog.locator(byTestId("seal-short-ok")).click();
      await expect.poll(() => toastTexts(page)).toEqual(expect.arrayContaining([tx.sealed(box.code)]));
      await expect.poll(() => page.locator(byTestId("pack-box-status")).innerText()).toBe(tx.status);
      expect(await page.locator(byTestId("pack-sealed-short")).innerText()).toContain(tx.short);
      expect(await page.locator(byTestId("pack-sealed-short")).innerText()).toContain(missing[0]);

      // One click prints the label and the packing list, which says it was sealed short.
      const [print] = await Promise.all([
        page.context().waitForEvent("page"),
        page.click(byTestId("pack-print")),
      ]);
      await print.locator(byTestId("box-list-short")).waitFor();
      expect(print.url()).toContain(`/productionTracking/boxPrint?boxId=${box.boxId}`);
      expect(await print.locator(byTestId("box-label-code")).innerText()).toBe(box.code);
      expect(await print.locator(byTestId("box-list-row")).count()).toBe(2);
      const short = await print.locator(byTestId("box-list-short")).innerText();
      expect(short).toContain(tx.short);
      for (const c of missing) expect(short).toContain(c);
      await print.close();
    });
  }
});

const signIn = (lang: "zh-CN" | "en-US") => suite.signIn(lang);
