import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * The plan decides the table on the picking screen (issue #24 point 3), on the demo seed: two slabs of
 * the issued plan on different tables are picked together — the dialog shows each table, says the pick
 * is split, sends no table, and the screen lists the two records; moving one off its table by the
 * explicit choice names it; the transfer dialog then starts on the plan's table.
 */
const suite = browserSuite();

interface Slab {
  slabId: string;
  barcode: string;
  exception: boolean;
  planDeviceId: string | null;
  planDeviceCode: string | null;
  planTableSide: string | null;
}

async function scan(page: Page, code: string) {
  const box = page.locator(`input${byTestId("picking-scan")}, ${byTestId("picking-scan")} input`).first();
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await page.locator(`${byTestId("picking-selection")} .ant-table-row`, { hasText: code }).waitFor();
}

describe("picking by production plan", () => {
  it("splits a pick over two planned tables, deviates only by the explicit choice, proposes the plan's table to transfer", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const list = (
      await api<{ list: Slab[] }>(s, "/picking/slabList", { status: "toPick", pageSize: 200 })
    ).list.filter((x) => !x.exception && x.planDeviceId);
    const byTable = new Map<string, Slab[]>();
    for (const x of list) {
      const key = `${x.planDeviceCode} ${x.planTableSide} 台`;
      byTable.set(key, [...(byTable.get(key) ?? []), x]);
    }
    const entries = [...byTable.entries()];
    const withTwo = entries.find(([, v]) => v.length >= 2);
    const other = entries.find(([k]) => k !== withTwo?.[0]);
    expect(withTwo && other).toBeTruthy();
    const [tableX, [x, x2]] = withTwo as [string, Slab[]];
    const [tableY, [y]] = other as [string, Slab[]];

    await page.goto("/stonePicking");
    await page.locator(byTestId("stone-picking-page")).waitFor();
    await scan(page, x!.barcode);
    await scan(page, y!.barcode);
    await page.click(byTestId("picking-pick"));
    const modal = page.locator(".ant-modal:visible");
    await modal.waitFor();
    const rows = modal.locator(byTestId("pick-plan-table"));
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(2);
    const texts = await rows.allInnerTexts();
    expect(texts.find((r) => r.includes(x!.barcode))).toContain(tableX);
    expect(texts.find((r) => r.includes(y!.barcode))).toContain(tableY);
    expect(await modal.locator(byTestId("pick-split")).innerText()).toContain("拆成 2 张领料单");
    expect(await modal.locator(byTestId("picking-device")).count()).toBe(0);
    const picked = page.waitForResponse((r) => r.url().endsWith("/api/picking/pick"));
    await page.click(byTestId("picking-submit"));
    expect(JSON.parse((await picked).request().postData() ?? "{}")).toMatchObject({
      slabIds: [x!.slabId, y!.slabId],
    });
    expect(JSON.parse((await picked).request().postData() ?? "{}").deviceId).toBeUndefined();
    const split = page.locator(byTestId("picking-split"));
    await expect.poll(() => split.innerText()).toContain("已按生产计划拆成 2 张领料单");
    expect(await split.innerText()).toContain(`${tableX}：${x!.barcode}`);
    expect(await split.innerText()).toContain(`${tableY}：${y!.barcode}`);

    // Not by plan: the explicit choice names the slab before it is sent, the answer names it after.
    await scan(page, x2!.barcode);
    await page.click(byTestId("picking-pick"));
    await modal.waitFor();
    await modal.locator(byTestId("picking-off-plan")).click();
    await chooseOption(page, modal.locator(byTestId("picking-device")), y!.planDeviceCode!);
    await modal.locator(".ant-radio-button-wrapper", { hasText: `${y!.planTableSide} 台` }).click();
    await expect
      .poll(() => modal.locator(byTestId("picking-off-plan-slabs")).innerText())
      .toContain(x2!.barcode);
    const off = page.waitForResponse((r) => r.url().endsWith("/api/picking/pick"));
    await page.click(byTestId("picking-submit"));
    const answer = (await (await off).json()) as { data: { offPlan: { barcode: string }[] } };
    expect(answer.data.offPlan.map((o) => o.barcode)).toEqual([x2!.barcode]);
    await expect.poll(() => split.innerText()).toContain(x2!.barcode);

    // Transfer: the dialog starts on the table the plan gives it.
    await scan(page, x2!.barcode);
    await page.click(byTestId("picking-transfer"));
    await modal.waitFor();
    await expect.poll(() => modal.locator(byTestId("picking-proposal")).innerText()).toContain(tableX);
    expect(await modal.locator(byTestId("picking-device")).innerText()).toContain(x2!.planDeviceCode!);
    expect(await modal.locator(".ant-radio-button-wrapper-checked").innerText()).toBe(
      `${x2!.planTableSide} 台`,
    );
    const moved = page.waitForResponse((r) => r.url().endsWith("/api/picking/transfer"));
    await page.click(byTestId("picking-submit"));
    expect(((await (await moved).json()) as { result: boolean }).result).toBe(true);
  });
});
