import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * A slab at the scan station (issue #24 point 7), as the cutter (13800000003) on the demo seed, scanning
 * with the keyboard as a barcode gun does: a toPick slab of the issued production plan is picked by plan
 * onto its plan's table, started, completed (confirmed: irrevocable, Enter on the confirmation), and
 * another slab on a table is returned to a warehouse that must be chosen. In both languages.
 */
const suite = browserSuite();
const CUTTER = "13800000003";

interface Slab {
  slabId: string;
  barcode: string;
  status: string;
  exception: boolean;
  productionPlanNo: string | null;
  planDeviceCode: string | null;
  planTableSide: string | null;
  deviceCode: string | null;
  tableSide: string | null;
}

const scanBox = (page: Page) => page.locator(byTestId("station-scan"));
const focused = (page: Page) => scanBox(page).evaluate((el) => el === document.activeElement);

/** What a keyboard-wedge scanner does: the code, then Enter, into the focused scan box. */
async function scan(page: Page, code: string) {
  await expect.poll(() => scanBox(page).isEnabled()).toBe(true);
  await expect.poll(() => focused(page)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe(code);
}

const state = (page: Page) => page.locator(byTestId("station-state")).innerText();
const toast = (page: Page, text: string) =>
  expect.poll(() => toastTexts(page)).toEqual(expect.arrayContaining([expect.stringContaining(text)]));

async function slabs(s: Parameters<typeof api>[0], status: "toPick" | "toCut") {
  return (await api<{ list: Slab[] }>(s, "/picking/slabList", { status, pageSize: 200 })).list.filter(
    (x) => !x.exception,
  );
}

const WORDS = {
  "zh-CN": {
    toCut: "待切割",
    cutting: "切割中",
    done: "已完成",
    toPick: "待领料",
    table: (d: string, s: string) => `${d} ${s} 台`,
    irrevocable: "不可撤销",
    warehouseRequired: "请选择退回的仓库",
    returned: "已退回",
  },
  "en-US": {
    toCut: "To cut",
    cutting: "Cutting",
    done: "Done",
    toPick: "To pick",
    table: (d: string, s: string) => `${d} table ${s}`,
    irrevocable: "cannot be undone",
    warehouseRequired: "Choose the warehouse to return to",
    returned: "returned to",
  },
} as const;

describe("a slab at the scan station", () => {
  for (const lang of ["zh-CN", "en-US"] as const) {
    it(`picks by plan, starts, completes (confirmed) and returns another (${lang})`, async () => {
      const w = WORDS[lang];
      const s = await suite.signIn({ lang, phone: CUTTER });
      const { page } = s;
      const planned = (await slabs(s, "toPick")).find((x) => x.productionPlanNo && x.planDeviceCode)!;
      const onTable = (await slabs(s, "toCut")).find((x) => x.slabId !== planned?.slabId)!;
      expect(planned && onTable).toBeTruthy();
      const table = w.table(planned.planDeviceCode!, planned.planTableSide!);

      await page.goto("/scanStation");
      await scanBox(page).waitFor();
      await scan(page, planned.barcode);
      expect(await state(page)).toBe(w.toPick);
      await expect.poll(() => page.locator(byTestId("station-slab-plan")).innerText()).toContain(table);
      const pick = page.locator(byTestId("station-act-pickSlab"));
      expect(await pick.innerText()).toContain(table);
      const picked = page.waitForResponse((r) => r.url().endsWith("/api/picking/pick"));
      await pick.click();
      // By plan: no table in the request, the plan decides.
      expect(JSON.parse((await picked).request().postData() ?? "{}")).toEqual({ slabIds: [planned.slabId] });
      await expect.poll(() => state(page)).toBe(w.toCut);
      await toast(page, planned.barcode);
      await expect.poll(() => page.locator(byTestId("station-slab-plan")).innerText()).toContain(table);
      await expect.poll(() => focused(page)).toBe(true);

      await page.locator(byTestId("station-act-startCutting")).click();
      await expect.poll(() => state(page)).toBe(w.cutting);
      await expect.poll(() => focused(page)).toBe(true);
      expect(await page.locator(byTestId("station-act-startCutting")).count()).toBe(0);

      await page.locator(byTestId("station-act-completeCutting")).click();
      const confirm = page.locator(byTestId("station-complete-confirm"));
      await expect.poll(() => confirm.innerText()).toContain(w.irrevocable);
      // The confirmation's OK button has the focus: Enter confirms.
      await expect
        .poll(() =>
          page.locator(byTestId("station-complete-ok")).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => state(page)).toBe(w.done);
      await expect.poll(() => focused(page)).toBe(true);

      // Another slab on a table: return it; the warehouse is required.
      await scan(page, onTable.barcode);
      expect(await state(page)).toBe(w.toCut);
      await page.locator(byTestId("station-act-returnSlab")).click();
      const dialog = page.locator(".ant-modal:visible");
      await dialog.waitFor();
      await page.locator(byTestId("station-slab-ok")).click();
      await dialog.locator(".ant-form-item-explain-error", { hasText: w.warehouseRequired }).waitFor();
      await chooseOption(page, page.locator(byTestId("station-slab-warehouse")));
      const returned = page.waitForResponse((r) => r.url().endsWith("/api/picking/return"));
      await page.locator(byTestId("station-slab-ok")).click();
      expect(((await (await returned).json()) as { result: boolean }).result).toBe(true);
      await expect.poll(() => state(page)).toBe(w.toPick);
      await toast(page, w.returned);
      await expect.poll(() => focused(page)).toBe(true);
    });
  }
});
