import type { Device } from "@stoneworks/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Issue #24 points 8, 10 and 12 in the browser (1440 × 900, the demo seed): machines that report say
 * so alike on machine tables, device detail and the MES tile; cutting data, the employee detail and
 * staff performance fit the screen; slabs consumed are whole slabs; a cutter's dashboard opens on my data.
 */
const suite = browserSuite();

/** Nothing on the page scrolls sideways: neither the page nor any table inside it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const wide: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) wide.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body"))
      if (el.scrollWidth > el.clientWidth + 1)
        wide.push(
          `table ${el.scrollWidth} > ${el.clientWidth} in ${el.closest(".ant-card, main")?.clientWidth} at ${location.pathname}`,
        );
    return wide;
  });
}

describe("screens at 1440 px", () => {
  for (const lang of ["zh-CN", "en-US"] as const) {
    it(`cutting data, the employee detail and staff performance fit the screen (${lang})`, async () => {
      const s = await suite.signIn(lang);
      const { page } = s;
      await page.goto("/cuttingData");
      await page
        .locator(`${byTestId("cutting-records")} .ant-table-row`)
        .first()
        .waitFor();
      expect(await overflow(page)).toEqual([]);

      const opts = await api<{ operators: { operatorId: string; staffNo: string | null }[] }>(
        s,
        "/cuttingData/options",
        {},
      );
      const zhang = opts.operators.find((o) => o.staffNo === "11")!;
      await page.goto(`/cuttingData/employeeDetail?memberId=${zhang.operatorId}`);
      await page.locator(`${byTestId("cutting-total-slabsConsumed")}`).waitFor();
      await page.locator(".ant-table-row").first().waitFor();
      expect(await overflow(page)).toEqual([]);
      // Slabs consumed: a whole number of slabs, never "480.997".
      const consumed = page.locator(`${byTestId("cutting-total-slabsConsumed")} ${byTestId("slab-count")}`);
      await expect.poll(() => consumed.getAttribute("data-count")).toMatch(/^\d+$/);
      expect(await consumed.innerText()).toMatch(/^\d+$/);

      await page.goto("/enterprise/staffPerformance");
      await page.locator(byTestId("perf-row")).first().waitFor();
      expect(await overflow(page)).toEqual([]);
      const total = page.locator(byTestId("perf-total-slabsConsumedMilli"));
      expect(await total.innerText()).toMatch(/^\d+$/);
    });
  }
});

describe("one truth per machine", () => {
  it("machine tables, device detail and the MES tile show the same status; demo machines are not 'not linked'", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const devices = await api<{ list: Device[] }>(s, "/device/list", { pageNum: 1, pageSize: 50 });
    const reported = devices.list.filter((d) => d.status.lastReportAt !== null);
    expect(reported.length).toBeGreaterThan(0);
    await page.goto("/enterprise/machineTables");
    const states = page.locator(`${byTestId("machine-status")}`);
    await states.first().waitFor();
    const onTables = await states.evaluateAll((els) => els.map((e) => e.getAttribute("data-state")));
    expect(onTables).toEqual(devices.list.map((d) => d.status.state));
    expect(await page.locator(".ant-table").innerText()).not.toContain("未关联");

    const d = reported[0]!;
    await page.goto("/dashboard?dash.tab=mes");
    const tile = page.locator(`${byTestId("mes-tile")}[data-code="${d.code}"] ${byTestId("machine-status")}`);
    await expect.poll(() => tile.getAttribute("data-state")).toBe(d.status.state);

    await page.goto(`/cuttingData/deviceDetail?deviceId=${d.deviceId}`);
    const detail = page.locator(byTestId("machine-status")).first();
    await expect.poll(() => detail.getAttribute("data-state")).toBe(d.status.state);
    await page.locator(byTestId("device-ingest-errors")).waitFor();
  });
});

describe("a cutter's dashboard", () => {
  it("opens on my data", async () => {
    const { page } = await suite.signIn({ phone: "13800000003", password: "demo1234", lang: "zh-CN" });
    await page.goto("/dashboard");
    const active = page.locator(`.ant-tabs-tab-active ${byTestId("dash-tab-myData")}`);
    await active.waitFor();
    expect(await page.locator(`.ant-tabs-tab-active ${byTestId("dash-tab-production")}`).count()).toBe(0);
  });
});
