import type { MesOverview, ProductionOverview } from "@stoneworks/shared";
import { formatArea } from "@stoneworks/shared";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * The dashboards in the browser against the real server and the demo seed (90 days of cutting
 * records, MES opened): each tab draws its charts (a canvas per chart) in zh-CN and en-US, a range
 * with no data shows the empty state, the MES tiles show the demo machines with their last report
 * and today's output, and the MES switch on enterprise info hides and shows the MES tab.
 */
const suite = browserSuite();

const CHARTS = {
  production: ["chart-cut", "chart-yield", "chart-stages", "chart-racks"],
  planning: ["chart-plans", "chart-load"],
} as const;

/** Each chart has its canvas at a real size; polled, since a new range redraws the chart. */
async function chartsDrawn(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    const canvas = page.locator(`${byTestId(id)} canvas`).first();
    await canvas.waitFor();
    const size = async () => {
      const box = await canvas.boundingBox({ timeout: 2_000 }).catch(() => null);
      return Math.min(box?.width ?? 0, box?.height ?? 0);
    };
    await expect.poll(size, { message: id, timeout: 15_000 }).toBeGreaterThan(200);
  }
}

const tabText = (page: Page) => page.locator(".ant-tabs-nav").innerText();

describe("dashboards", () => {
  for (const [lang, words] of [
    [
      "zh-CN",
      {
        production: "生产概览",
        planning: "计划概览",
        mine: "我的数据",
        mes: "MES 概览",
        empty: "所选日期范围内没有数据",
        cut: "每日切割（按设备）",
      },
    ],
    [
      "en-US",
      {
        production: "Production",
        planning: "Planning",
        mine: "My data",
        mes: "MES overview",
        empty: "No data in the chosen range",
        cut: "Cut per day, by machine",
      },
    ],
  ] as const) {
    it(`draws the production and planning charts and shows my data in ${lang}`, async () => {
      const s = await suite.signIn(lang);
      const { page } = s;
      await page.goto("/dashboard");
      await page.locator(byTestId("dash-production")).waitFor();
      expect(await tabText(page)).toContain(words.production);
      expect(await tabText(page)).toContain(words.planning);
      expect(await tabText(page)).toContain(words.mine);
      await chartsDrawn(page, CHARTS.production);
      expect(await page.locator(byTestId("dash-production")).innerText()).toContain(words.cut);
      // The totals are the server's for the last 30 days.
      const today = await page.locator(byTestId("dash-range-text")).innerText();
      const [from, to] = today.split(" ~ ");
      const data = await api<ProductionOverview>(s, "/dashboard/production", { from, to });
      expect(await page.locator(byTestId("dash-production")).innerText()).toContain(data.totals.area);
      expect(data.totals.areaMm2).toBeGreaterThan(0);
      expect(formatArea(data.totals.areaMm2)).toBe(data.totals.area);

      await page.click(byTestId("dash-tab-planning"));
      await page.locator(byTestId("dash-planning")).waitFor();
      await chartsDrawn(page, CHARTS.planning);
      expect(page.url()).toContain("dash.tab=planning");

      await page.click(byTestId("dash-tab-myData"));
      await page.locator(byTestId("my-data")).waitFor({ state: "attached" });

      // A preset kept in the address: the last 7 days.
      await page.click(byTestId("dash-tab-production"));
      const sevenDays = page.waitForResponse((r) => r.url().endsWith("/api/dashboard/production"));
      await page.click(byTestId("dash-preset-7"));
      await page.waitForURL(/dash\.from=/);
      await sevenDays;
      await page.locator(byTestId("dash-production")).waitFor();
      await chartsDrawn(page, ["chart-cut"]);
    });

    it(`shows the empty state for a range with no data in ${lang}`, async () => {
      const { page } = await suite.signIn(lang);
      await page.goto("/dashboard?dash.from=2030-01-01&dash.to=2030-01-31");
      await page.locator(byTestId("dash-empty")).waitFor();
      expect(await page.locator(byTestId("dash-empty")).innerText()).toContain(words.empty);
      await page.click(byTestId("dash-tab-planning"));
      await page.locator(byTestId("dash-empty")).waitFor();
      // The range stays on screen (its picker loads on demand) so the user can choose another.
      await page.locator(byTestId("dash-range")).first().waitFor();
    });

    it(`shows a tile per demo machine with its last report and today's output in ${lang}`, async () => {
      const s = await suite.signIn(lang);
      const { page } = s;
      const mes = await api<MesOverview>(s, "/dashboard/mes", {});
      expect(mes.devices.length).toBeGreaterThan(0);
      await page.goto("/dashboard?dash.tab=mes");
      await page.locator(byTestId("dash-mes")).waitFor();
      expect(await tabText(page)).toContain(words.mes);
      const tiles = page.locator(byTestId("mes-tile"));
      expect(await tiles.count()).toBe(mes.devices.length);
      const busiest = [...mes.devices].sort((a, b) => b.today.areaMm2 - a.today.areaMm2)[0]!;
      expect(busiest.today.records).toBeGreaterThan(0);
      const tile = page.locator(`${byTestId("mes-tile")}[data-code="${busiest.code}"]`);
      expect(await tile.locator(byTestId("mes-today")).getAttribute("data-area")).toBe(busiest.today.area);
      expect(await tile.locator(byTestId("mes-today")).innerText()).toContain(busiest.today.area);
      const last = await tile.locator(byTestId("mes-last-report")).innerText();
      expect(last).toMatch(lang === "zh-CN" ? /刚刚|分钟前|小时前|天前/ : /just now|ago/);
    });
  }

  it("the MES switch on enterprise info hides and shows the MES tab", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    await page.goto("/enterprise/info");
    const sw = page.locator(byTestId("org-mes-switch"));
    await sw.waitFor();
    expect(await sw.getAttribute("aria-checked")).toBe("true");
    await sw.click();
    await page.locator(`${byTestId("org-mes-switch")}[aria-checked="false"]`).waitFor();
    await page.goto("/dashboard");
    await page.locator(byTestId("dash-production")).waitFor();
    expect(await page.locator(byTestId("dash-tab-mes")).count()).toBe(0);
    // The address naming the MES tab falls back to the production overview.
    await page.goto("/dashboard?dash.tab=mes");
    await page.locator(byTestId("dash-production")).waitFor();
    expect(await page.locator(byTestId("dash-tab-mes")).count()).toBe(0);

    await page.goto("/enterprise/info");
    await page.locator(byTestId("org-mes-switch")).click();
    await page.locator(`${byTestId("org-mes-switch")}[aria-checked="true"]`).waitFor();
    await page.goto("/dashboard");
    await page.locator(byTestId("dash-tab-mes")).waitFor();
    await page.click(byTestId("dash-tab-mes"));
    await page.locator(byTestId("dash-mes")).waitFor();
  });

  it("the workbench links to the dashboard", async () => {
    const { page } = await suite.signIn("en-US");
    await page.goto("/stageHome");
    await page.click(byTestId("home-floor-dashboard"));
    await page.locator(byTestId("dash-production")).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });
});
