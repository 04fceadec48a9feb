import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { decodeCode128 } from "./support/barcode.ts";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Packing in the browser against the real server and the demo seed: scan a box and boards in the
 * production tasks' packing tab (one refused, with its reason), seal, open the box detail, print the
 * label and packing list: its Code 128 decodes to the box code; texts in zh-CN and en-US.
 */
const suite = browserSuite();
const signIn = (lang: "zh-CN" | "en-US") => suite.signIn(lang);

interface Box {
  boxId: string;
  code: string;
  status: string;
}

const scan = async (page: Page, testId: string, value: string) => {
  await page.locator(byTestId(testId)).fill(value);
  await page.locator(byTestId(testId)).press("Enter");
};

describe("packing", () => {
  let box: Box;

  it("scans a box and boards in the packing tab (one refused with its reason), seals, opens the box", async () => {
    const s = await signIn("zh-CN");
    const { page } = s;
    const boxes = (await api<{ list: Box[] }>(s, "/packing/boxes", { keyword: "XM-2025-009", pageSize: 200 }))
      .list;
    box = boxes.find((b) => b.status === "toPack")!;
    const sealed = boxes.find((b) => b.status === "done")!;
    const taken = (await api<{ boards: { code: string }[] }>(s, "/packing/detail", { boxId: sealed.boxId }))
      .boards[0]!.code;
    const queue = await api<{ list: { code: string; boardId: string }[] }>(s, "/productionTask/boards", {
      category: "packing",
      keyword: "XM-2025-009",
    });
    const good = queue.list[0]!.code;
    // The packing list decides the box (packing-list.test.ts): a supervisor lists this board for the box.
    await api(s, "/packing/move", {
      boardId: queue.list[0]!.boardId,
      toBoxId: box.boxId,
      reason: "e2e",
    });

    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-panel")).waitFor();
    await scan(page, "pack-box-scan", box.code);
    await page.locator(byTestId("pack-box")).waitFor();
    expect(await page.locator(byTestId("pack-box-status")).innerText()).toBe("待包装");
    await scan(page, "pack-board-scan", good);
    await page.locator(`${byTestId("pack-line")}[data-ok="1"]`).waitFor();
    await scan(page, "pack-board-scan", taken);
    await page.locator(`${byTestId("pack-line")}[data-ok="0"]`).waitFor();
    const lines = await page.locator(byTestId("pack-line")).allInnerTexts();
    expect(lines[0]).toContain(`工程板 ${taken} 已在箱 ${sealed.code} 中`);
    expect(lines[1]).toContain(`${good}`);
    expect(lines[1]).toContain("已装箱");
    await page.locator(`${byTestId("pack-box-status")}:has-text("包装中")`).waitFor();
    expect(await page.locator(byTestId("pack-box-totals")).innerText()).toMatch(/^1 块，\d+\.\d{3} m²$/);
    await page.click(byTestId("pack-seal"));
    // The rest of its packing list is not packed: sealing short is confirmed first.
    await page.click(byTestId("seal-short-ok"));
    await page.locator(`text=包装箱 ${box.code} 已封箱`).waitFor();

    await page.goto(`/productionTracking/box?boxId=${box.boxId}`);
    await page.locator(byTestId("box-detail-page")).waitFor();
    expect(await page.locator(byTestId("box-status")).innerText()).toBe("已封箱");
    expect(await page.locator(byTestId("box-boards")).innerText()).toContain(good);
    const record = await page.locator(byTestId("box-events")).innerText();
    expect(record).toContain("封箱");
    expect(record).toContain("装箱");
    await page.click(byTestId("box-print"));
    await page.locator(byTestId("box-print-page")).waitFor();
    expect(page.url()).toContain(`/productionTracking/boxPrint?boxId=${box.boxId}`);
  });

  for (const [lang, label, list, other] of [
    ["zh-CN", "包装箱标签", "装箱单", "Packing box label"],
    ["en-US", "Packing box label", "Packing list", "包装箱标签"],
  ] as const) {
    it(`prints the box label and packing list: the Code 128 decodes to the box code, texts in ${lang}`, async () => {
      const signed = await signIn(lang);
      const print = await suite.browser.newContext({
        baseURL: suite.server.url,
        locale: lang,
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 2,
        storageState: await signed.context.storageState(),
      });
      suite.adopt(print);
      const page = await print.newPage();
      await page.goto(`/productionTracking/boxPrint?boxId=${box.boxId}`);
      await page
        .locator(`${byTestId("box-barcode")} rect`)
        .first()
        .waitFor();
      expect(decodeCode128(await page.locator(byTestId("box-barcode")).screenshot())).toBe(box.code);
      expect(await page.locator(byTestId("box-label-code")).innerText()).toBe(box.code);
      expect(
        await page.locator(`${byTestId("box-qr")} svg, svg${byTestId("box-qr")}`).count(),
      ).toBeGreaterThan(0);
      const text = await page.locator(byTestId("box-print-page")).innerText();
      expect(text).toContain(label);
      expect(text).toContain(list);
      expect(text).toContain("演示石材厂");
      expect(text).not.toContain(other);
      expect(await page.locator(byTestId("box-list-row")).count()).toBe(1);
      expect(await page.locator(byTestId("box-print-go")).isEnabled()).toBe(true);
    });
  }

  it("names an unknown box code in English and reopens a sealed box with a reason", async () => {
    const s = await signIn("en-US");
    const { page } = s;
    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-panel")).waitFor();
    await scan(page, "pack-box-scan", "NOPE-0001");
    expect(await page.locator(byTestId("pack-box-error")).innerText()).toContain(
      "No packing box with code NOPE-0001",
    );
    await page.goto(`/productionTracking/box?boxId=${box.boxId}`);
    expect(await page.locator(byTestId("box-status")).innerText()).toBe("Sealed");
    await page.click(byTestId("box-reopen"));
    await page.locator(byTestId("box-reopen-reason")).fill("One board chipped");
    await page.click("#box-reopen-ok");
    await page.locator(`${byTestId("box-status")}:has-text("Packing")`).waitFor();
    expect(await page.locator(byTestId("box-events")).innerText()).toContain("One board chipped");
  });
});
