import { formatMoney } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Staff performance (3005) in the browser against the real server and the demo seed (90 days of
 * machine data): the demo's cutters with their figures; a craft confirmed through the crafts-done API
 * shows its exact fee in the member's row, drill-down and export; the export is a real .xlsx that
 * exceljs reads back; in zh-CN and en-US.
 */
const suite = browserSuite();

interface Row {
  memberId: string;
  name: string;
  feeFen: number;
  cutLengthMm: number;
  cutRecords: number;
  craftsDone: number;
}
interface Page_ {
  list: Row[];
  total: number;
  totals: { feeFen: number; cutRecords: number };
}
interface Pending {
  boards: { boardId: string; code: string; canConfirm: boolean; next: { workshopId: string }[] }[];
}

const yuan = (fen: number) => `¥${formatMoney(fen)}`;
const day = (offset = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function exported(page: Page) {
  const download = page.waitForEvent("download");
  await page.click(byTestId("perf-export"));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await file.path())!);
  return { name: file.suggestedFilename(), ws: wb.worksheets[0]! };
}

describe("staff performance", () => {
  it("shows a craft confirmed today with its exact fee in the member's row, drill-down and export (zh-CN)", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const today = { from: day(), to: day() };
    const before = await api<Page_>(s, "/staffPerformance/list", { ...today, pageSize: 200 });

    // A board waiting for its crafts, confirmed by the signed-in administrator.
    const queue = await api<{ list: { code: string }[] }>(s, "/productionTask/boards", {
      category: "secondProcessing",
      pageSize: 50,
    });
    let done: { totalFeeFen: number; records: { boardCode: string; feeFen: number }[] } | undefined;
    for (const b of queue.list) {
      const p = await api<Pending>(s, "/craftWork/pending", { code: b.code });
      const one = p.boards[0];
      if (!one?.canConfirm) continue;
      done = await api(s, "/craftWork/confirm", {
        workshopId: one.next[0]!.workshopId,
        boardIds: [one.boardId],
      });
      break;
    }
    if (!done) throw new Error("no board of the demo waits for its crafts");
    expect(done.totalFeeFen).toBeGreaterThan(0);
    const boardCode = done.records[0]!.boardCode;

    const after = await api<Page_>(s, "/staffPerformance/list", { ...today, pageSize: 200 });
    const changed = after.list.filter(
      (r) => r.feeFen !== (before.list.find((x) => x.memberId === r.memberId)?.feeFen ?? 0),
    );
    expect(changed).toHaveLength(1);
    const me = changed[0]!;
    const was = before.list.find((x) => x.memberId === me.memberId)?.feeFen ?? 0;
    expect(me.feeFen - was).toBe(done.totalFeeFen);
    expect(after.totals.feeFen - before.totals.feeFen).toBe(done.totalFeeFen);

    await page.goto(
      `/enterprise/staffPerformance?perf.preset=today&perf.keyword=${encodeURIComponent(me.name)}`,
    );
    const row = page.locator(`${byTestId("perf-row")}[data-name="${me.name}"]`);
    await row.waitFor();
    const tr = page.locator("tr", { has: row });
    await expect.poll(() => tr.locator(byTestId("perf-cell-feeFen")).innerText()).toBe(yuan(me.feeFen));
    expect(await page.locator(byTestId("perf-total-feeFen")).innerText()).toBe(yuan(me.feeFen));

    // The drill-down: its crafts tab lists the lines just done with their fees.
    await row.click();
    await page.locator(byTestId("perf-drawer")).waitFor();
    expect(await page.locator(byTestId("perf-drawer-name")).innerText()).toBe(me.name);
    await page.click(byTestId("perf-drawer-tab-crafts"));
    await page.locator(byTestId("perf-drawer-crafts")).waitFor();
    await expect.poll(() => page.locator(byTestId("perf-craft-board")).allInnerTexts()).toContain(boardCode);
    const boards = await page.locator(byTestId("perf-craft-board")).allInnerTexts();
    const fees = await page.locator(byTestId("perf-craft-fee")).allInnerTexts();
    const fenOf = (x: string) => Number(x.replace(/[^\d]/g, ""));
    const mine = fees.filter((_, i) => boards[i] === boardCode).reduce((n, x) => n + fenOf(x), 0);
    expect(mine).toBe(done.totalFeeFen);
    expect(page.url()).toContain(`perf.member=${me.memberId}`);
    await page.keyboard.press("Escape");

    // The export: the member's piece pay in yuan, as a number formatted 0.00.
    const { name, ws } = await exported(page);
    expect(name).toBe(`员工绩效_${today.from}_${today.to}.xlsx`);
    expect(ws.getCell("A2").value).toBe("姓名");
    expect(ws.getCell("K2").value).toBe("计件工资 (元)");
    expect(ws.getCell("A3").value).toBe(me.name);
    expect(ws.getCell("K3").value).toBe(me.feeFen / 100);
    expect(ws.getCell("K3").numFmt).toBe("0.00");
    expect(ws.getCell("A4").value).toBe("合计");
  });

  it("lists the demo's cutters with their machine figures over the last 30 days, in English, and exports them", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    const last30 = await api<Page_>(s, "/staffPerformance/list", {
      from: day(-29),
      to: day(),
      sortBy: "cutLengthMm",
      order: "desc",
      pageSize: 200,
    });
    const cutters = last30.list.filter((r) => r.cutRecords > 0);
    expect(cutters.length).toBeGreaterThanOrEqual(3);

    await page.goto(
      "/enterprise/staffPerformance?perf.preset=last30&perf.sortBy=cutLengthMm&perf.order=desc",
    );
    await page.locator(byTestId("perf-row")).first().waitFor();
    expect(await page.locator(".ant-table-thead").innerText()).toContain("Metres cut (m)");
    await expect
      .poll(() =>
        page.locator(byTestId("perf-row")).evaluateAll((els) => els.map((e) => e.getAttribute("data-name"))),
      )
      .toEqual(expect.arrayContaining(cutters.map((c) => c.name)));
    const first = page.locator("tbody tr.ant-table-row").first();
    expect(await first.locator(byTestId("perf-cell-cutLengthMm")).innerText()).toBe(
      (cutters[0]!.cutLengthMm / 1000).toFixed(2),
    );
    expect(await page.locator(byTestId("perf-total-cutRecords")).innerText()).toBe(
      String(last30.totals.cutRecords),
    );

    // Sorting by a column is kept in the address.
    await page.locator(".ant-table-thead th", { hasText: "Piece pay" }).click();
    await expect.poll(() => page.url()).toContain("perf.sortBy=feeFen");

    // The drill-down of the first cutter: per-day sums and cut records.
    await page.goto(
      "/enterprise/staffPerformance?perf.preset=last30&perf.sortBy=cutLengthMm&perf.order=desc",
    );
    await page.locator(byTestId("perf-row")).first().click();
    await page
      .locator(`${byTestId("perf-drawer-cutting")} .ant-table-row`)
      .first()
      .waitFor();
    expect(await page.locator(`${byTestId("perf-drawer-days")} .ant-table-row`).count()).toBeGreaterThan(0);
    expect(await page.locator(byTestId("perf-drawer-tab-cutting")).innerText()).toBe("Cutting");
    await page.keyboard.press("Escape");

    const { name, ws } = await exported(page);
    expect(name).toBe(`staff-performance_${day(-29)}_${day()}.xlsx`);
    expect(ws.name).toBe("Staff performance");
    expect(ws.getCell("E2").value).toBe("Metres cut (m)");
    expect(ws.getCell("A3").value).toBe(cutters[0]!.name);
    expect(ws.getCell("E3").value).toBe(cutters[0]!.cutLengthMm / 1000);
    expect(ws.getCell(`A${last30.total + 3}`).value).toBe("Total");
  });
});
