import { describe, expect, it } from "vitest";
import { decodeCode128 } from "./support/barcode.ts";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Remnants in the browser (docs/api-inventory.md "Remnants"): a slab marked complete on material detail
 * shows the remnants it produced; a remnant names where it came from and prints a label whose Code 128
 * decodes to its barcode — in both languages (demo seed; super admin 13800000000 / demo1234).
 */
const suite = browserSuite();

interface Slab {
  slabId: string;
  barcode: string;
  planId: string | null;
}

describe("remnants", () => {
  for (const [lang, index, cardTitle, labelTitle] of [
    ["zh-CN", 0, "产生的余料", "余料"],
    ["en-US", 1, "Remnants produced", "Remnant"],
  ] as const) {
    it(`completing a slab on material detail leaves remnants; one prints its label (${lang})`, async () => {
      const s = await suite.signIn(lang);
      const { page } = s;
      const planned = (
        await api<{ list: Slab[] }>(s, "/inventory/slabList", { pageNum: 1, pageSize: 200, status: "toCut" })
      ).list.filter((x) => x.planId);
      const slab = planned[index]!;
      await page.goto(`/slabQuery/materialDetail?slabId=${slab.slabId}`);
      await page.locator(byTestId("plan-drawing")).waitFor();
      await page.click(byTestId("slab-complete"));
      const done = page.waitForResponse((r) => r.url().endsWith("/api/inventory/slabComplete"));
      await page.click(byTestId("complete-ok"));
      expect(((await (await done).json()) as { result: boolean }).result).toBe(true);
      await page.locator(byTestId("slab-done")).waitFor();

      // Slab detail: the remnants card lists what the completion left.
      await page.goto(`/slabQuery/slabDetail?slabId=${slab.slabId}`);
      const card = page.locator(byTestId("remnants-card"));
      await card.waitFor();
      await expect(card.locator(".ant-card-head-title").innerText()).resolves.toContain(cardTitle);
      const rows = page.locator(byTestId("remnant-row"));
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const barcode = (await rows.first().getAttribute("data-barcode"))!;
      expect(barcode).toMatch(new RegExp(`^${slab.barcode}-R\\d+$`));

      // The remnant: its marker and where it came from.
      await rows.first().click();
      await page.locator(byTestId("remnant-from")).waitFor();
      await expect(page.locator(byTestId("remnant-parent")).innerText()).resolves.toBe(slab.barcode);
      await page
        .locator(`${byTestId("slab-detail-page")} ${byTestId("remnant-tag")}`)
        .first()
        .waitFor();

      // Its label: a Code 128 that decodes to the remnant's barcode, in the reader's language.
      await page.click(byTestId("remnant-label"));
      await page.waitForURL(/\/slabQuery\/remnantLabel\?/);
      await page
        .locator(`${byTestId("remnant-barcode")} rect`)
        .first()
        .waitFor();
      expect(decodeCode128(await page.locator(byTestId("remnant-barcode")).screenshot())).toBe(barcode);
      await expect(page.locator(".sw-remnant-title").innerText()).resolves.toBe(labelTitle);
      await expect(page.locator(byTestId("remnant-label-parent")).innerText()).resolves.toContain(
        slab.barcode,
      );
      await expect(page.locator(byTestId("remnant-label-print")).isEnabled()).resolves.toBe(true);

      // The slab list's remnant filter shows it with its marker.
      await page.goto(`/slabQuery?kind=remnants&barcode=${encodeURIComponent(barcode)}`);
      await page.locator(`${byTestId("slab-row")}[data-barcode="${barcode}"]`).waitFor();
      await page.locator(byTestId("remnant-tag")).first().waitFor();
    });
  }
});
