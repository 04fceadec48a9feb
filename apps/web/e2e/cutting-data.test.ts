import type { CuttingDataOptions, CuttingDataPage } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Cutting data in the browser against the real server and the demo seed (90 days of machine records):
 * the list with its totals, a device filter kept in the address, an export that downloads a real xlsx
 * exceljs reads back, the employee detail opened from an operator; zh-CN and en-US.
 */
const suite = browserSuite();

const day = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
/** The page's default range: the last 7 business days. */
const defaultRange = () => ({
  dateFrom: day(new Date(Date.now() - 6 * 86_400_000)),
  dateTo: day(new Date()),
});

/** A figure of the totals strip as the page computed it (before antd's digit grouping). */
const totalOnScreen = async (page: Page, key: string) =>
  page.locator(byTestId(`cutting-total-${key}`)).getAttribute("data-value");

async function readDownload(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent("download", { timeout: 120_000 });
  await click();
  const d = await download;
  expect(d.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await d.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("cutting data", () => {
  it("lists the demo's records with totals; a device filter narrows them and stays in the address; exports", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const all = await api<CuttingDataPage>(s, "/cuttingData/list", { ...defaultRange(), pageSize: 1 });
    expect(all.total).toBeGreaterThan(0);

    await page.goto("/cuttingData");
    await page.locator(byTestId("cutting-data-page")).waitFor();
    await page
      .locator(`${byTestId("cutting-records")} .ant-table-row`)
      .first()
      .waitFor();
    await expect.poll(() => totalOnScreen(page, "records")).toBe(String(all.totals.records));
    expect(await totalOnScreen(page, "metres")).toBe((all.totals.cutLengthMm / 1000).toFixed(2));

    // Filter by a device: the address keeps it, every row is that device's, the totals follow.
    const options = await api<CuttingDataOptions>(s, "/cuttingData/options", {});
    const device = options.devices.find((d) => d.code === "S600-02") ?? options.devices[0]!;
    const mine = await api<CuttingDataPage>(s, "/cuttingData/list", {
      ...defaultRange(),
      deviceId: device.deviceId,
      pageSize: 1,
    });
    await chooseOption(page, page.locator(byTestId("cutting-device-filter")), device.code);
    await expect.poll(() => page.url()).toContain(`deviceId=${device.deviceId}`);
    await expect.poll(() => totalOnScreen(page, "records")).toBe(String(mine.totals.records));
    const codes = await page.locator(byTestId("cutting-device-link")).allInnerTexts();
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) expect(c.startsWith(`${device.code} ·`)).toBe(true);
    // The filter survives a reload.
    await page.reload();
    await expect.poll(() => totalOnScreen(page, "records")).toBe(String(mine.totals.records));

    // One business day of that device: the export downloads at once and reads back.
    const oneDay = await api<CuttingDataPage>(s, "/cuttingData/list", {
      deviceId: device.deviceId,
      pageSize: 200,
      ...defaultRange(),
    });
    const latest = day(new Date(oneDay.list[0]!.startedAt));
    const dayPage = await api<CuttingDataPage>(s, "/cuttingData/list", {
      deviceId: device.deviceId,
      dateFrom: latest,
      dateTo: latest,
      pageSize: 200,
    });
    await page.goto(`/cuttingData?deviceId=${device.deviceId}&dateFrom=${latest}&dateTo=${latest}`);
    await expect.poll(() => totalOnScreen(page, "records")).toBe(String(dayPage.total));
    const rows = await readDownload(page, () => page.click(byTestId("cutting-export")));
    expect(rows[0]).toEqual(
      expect.arrayContaining(["开始时间", "设备", "板材条码", "切割米数 (m)", "切割面积 (m²)"]),
    );
    expect(rows).toHaveLength(dayPage.total + 1);
    expect(rows.slice(1).every((r) => r[3] === device.code)).toBe(true);
    // A start or end has no metres: a blank cell.
    const metres = rows.slice(1).reduce((n, r) => n + Number(r[16] ?? 0), 0);
    expect(metres).toBeCloseTo(dayPage.totals.cutLengthMm / 1000, 3);
  });

  it("opens an operator's employee detail with sums per day", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    await page.goto("/cuttingData");
    const link = page.locator(byTestId("cutting-operator-link")).first();
    await link.waitFor();
    const name = (await link.innerText()).replace(/\s*\(.*\)$/, "");
    await link.click();
    await page.locator(byTestId("employee-detail-page")).waitFor();
    expect(page.url()).toContain("/cuttingData/employeeDetail?memberId=");
    await expect.poll(() => page.locator(byTestId("employee-name")).innerText()).toContain(name);
    await page
      .locator(`${byTestId("cutting-days")} .ant-table-row`)
      .first()
      .waitFor();
    await page
      .locator(`${byTestId("employee-cutting-records")} .ant-table-row`)
      .first()
      .waitFor();
  });

  it("reads in English, and the export's headings are English", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    const options = await api<CuttingDataOptions>(s, "/cuttingData/options", {});
    const device = options.devices[0]!;
    const latest = day(new Date());
    await page.goto(
      `/cuttingData?deviceId=${device.deviceId}&dateFrom=${day(new Date(Date.now() - 6 * 86_400_000))}&dateTo=${latest}`,
    );
    await page.locator(byTestId("cutting-data-page")).waitFor();
    expect(await page.locator(".sw-page-card .ant-card-head-title").first().innerText()).toBe("Cutting data");
    expect(await page.locator(byTestId("cutting-totals")).innerText()).toContain("Metres cut");
    const rows = await readDownload(page, () => page.click(byTestId("cutting-export")));
    expect(rows[0]).toEqual(expect.arrayContaining(["Started", "Device", "Slab barcode", "Metres cut (m)"]));
  });
});
