import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Stone pickup / return / transfer in the browser against the real server and the demo seed: pick by
 * scanning into the focused box (barcode + Enter), an unsuitable slab refused with its reason, a
 * transfer to another table, a pick and a return to a warehouse; then the machine tables, the device
 * detail and the slab list agree on what is on every table.
 */
const suite = browserSuite();
let context: BrowserContext;
let page: Page;
let token: string;

interface Slab {
  slabId: string;
  barcode: string;
  length: number;
  width: number;
  thickness: number;
  exception: boolean;
  status: string;
  deviceCode: string | null;
  productionPlanId: string | null;
  tableSide: string | null;
}
interface Device {
  deviceId: string;
  code: string;
  maxLength: number;
  maxWidth: number;
  maxThickness: number;
}

async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await context.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  const env = (await res.json()) as { result: boolean; msg: string; data: T };
  if (!env.result) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

const fits = (s: Slab, d: Device) =>
  s.thickness <= d.maxThickness &&
  ((s.length <= d.maxLength && s.width <= d.maxWidth) || (s.width <= d.maxLength && s.length <= d.maxWidth));

beforeAll(async () => {
  ({ context, page, token } = await signedIn(suite.browser, suite.server, { lang: "zh-CN" }));
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
});

async function scan(code: string) {
  const box = page.locator(`input${byTestId("picking-scan")}, ${byTestId("picking-scan")} input`).first();
  // The box holds the focus: the scanner (here: the keyboard) types into whatever is focused.
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/picking/scan"));
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await answered;
}

const selected = () => page.locator(byTestId("picking-selection-summary")).getAttribute("data-count");

async function choose(testId: string, label: string) {
  await chooseOption(page, page.locator(byTestId(testId)), label);
}

async function act(
  kind: "pick" | "return" | "transfer",
  target: { device?: string; side?: "A" | "B"; warehouse?: string },
) {
  await page.click(byTestId(`picking-${kind}`));
  await page.locator(".ant-modal:visible").waitFor();
  if (target.device) await choose("picking-device", target.device);
  if (target.side)
    await page
      .locator(".ant-modal:visible .ant-radio-button-wrapper", { hasText: `${target.side} 台` })
      .click();
  if (target.warehouse) await choose("picking-warehouse", target.warehouse);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/picking/${kind}`));
  await page.click(byTestId("picking-submit"));
  return (await (await answered).json()) as { result: boolean; code: number; msg: string };
}

const toast = (text: string) =>
  expect
    .poll(() => page.locator(".ant-message-notice").allInnerTexts())
    .toContainEqual(expect.stringContaining(text));

describe("stone pickup, return and transfer", () => {
  let fitting: Slab;
  let unsuitable: Slab;
  let small: Device;

  it("picks by scanning; a slab the device cannot take is removed with its reason", async () => {
    const options = await api<{ devices: Device[] }>("/picking/options", {});
    small = options.devices.find((d) => d.code === "SM400-01")!;
    const toPick = (
      await api<{ list: Slab[] }>("/picking/slabList", { status: "toPick", pageSize: 200 })
    ).list.filter((s) => !s.exception && !s.productionPlanId); // a plan's slab defaults to the plan's table
    fitting = toPick.find((s) => fits(s, small))!;
    unsuitable = toPick.find((s) => !fits(s, small) && s.thickness <= small.maxThickness)!;
    expect(fitting && unsuitable).toBeTruthy();

    await page.goto("/stonePicking");
    await page.locator(byTestId("stone-picking-page")).waitFor();
    await scan("NO-SUCH-SLAB");
    await expect.poll(() => page.locator(byTestId("picking-error")).innerText()).toContain("NO-SUCH-SLAB");
    await scan(fitting.barcode);
    await scan(unsuitable.barcode);
    await expect.poll(selected).toBe("2");

    const r = await act("pick", { device: "SM400-01", side: "A" });
    expect(r.result).toBe(true);
    await toast("领料成功：1 块大板");
    const notice = page.locator(byTestId("picking-notice"));
    await expect.poll(() => notice.innerText()).toContain(unsuitable.barcode);
    expect(await notice.innerText()).toContain("尺寸");
    await expect.poll(selected).toBe("0");
  });

  it("transfers the picked slab to another device's table", async () => {
    await scan(fitting.barcode);
    await expect.poll(selected).toBe("1");
    const r = await act("transfer", { device: "S600-01", side: "B" });
    expect(r.result).toBe(true);
    await toast("转移成功：1 块大板");
  });

  it("picks a slab onto S600-01 A and returns it to a chosen warehouse", async () => {
    await scan(unsuitable.barcode);
    expect((await act("pick", { device: "S600-01", side: "A" })).result).toBe(true);
    await toast("领料成功：1 块大板");
    await scan(unsuitable.barcode);
    await page.click(byTestId("picking-return"));
    await page.locator(".ant-modal:visible").waitFor();
    // The warehouse is required: the form refuses without one.
    await page.click(byTestId("picking-submit"));
    await page
      .locator(".ant-modal:visible .ant-form-item-explain-error", { hasText: "请选择退回的仓库" })
      .waitFor();
    await choose("picking-warehouse", "大板成品仓");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/picking/return"));
    await page.click(byTestId("picking-submit"));
    expect(((await (await answered).json()) as { result: boolean }).result).toBe(true);
    await toast("退料成功：1 块大板");

    await page.click(byTestId("picking-tab-records"));
    const kinds = page.locator(byTestId("record-kind"));
    await expect
      .poll(async () =>
        (await kinds.evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")))).slice(0, 4),
      )
      .toEqual(["return", "pick", "transfer", "pick"]);
  });

  it("the machine tables, the device detail and the slab list agree on every table", async () => {
    const onTables = [
      ...(await api<{ list: Slab[] }>("/inventory/slabList", { status: "toCut", pageSize: 200 })).list,
      ...(await api<{ list: Slab[] }>("/inventory/slabList", { status: "cutting", pageSize: 200 })).list,
    ];
    const expected = (device: string, side: string) =>
      onTables
        .filter((s) => s.deviceCode === device && s.tableSide === side)
        .map((s) => s.barcode)
        .sort();
    expect(expected("S600-01", "B")).toContain(fitting.barcode);
    expect(expected("S600-01", "A")).not.toContain(unsuitable.barcode);

    await page.goto("/enterprise/machineTables");
    await page.locator(byTestId("device-row")).first().waitFor();
    const rows = await page.locator(".ant-table-row").evaluateAll((trs) =>
      trs.map((tr) => ({
        code: tr.querySelector("[data-testid=device-row]")?.getAttribute("data-code") ?? "",
        A: tr.querySelector("[data-testid=device-table-A]")?.getAttribute("data-barcodes") ?? "",
        B: tr.querySelector("[data-testid=device-table-B]")?.getAttribute("data-barcodes") ?? "",
        stateA: tr.querySelector("[data-testid=device-table-A]")?.getAttribute("data-state") ?? "",
      })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const split = (v: string) => (v ? v.split(",").sort() : []);
      expect({ code: r.code, A: split(r.A), B: split(r.B) }).toEqual({
        code: r.code,
        A: expected(r.code, "A"),
        B: expected(r.code, "B"),
      });
      expect(r.stateA).toBe(expected(r.code, "A").length > 0 ? "picked" : "unoccupied");
    }

    await page.locator(byTestId("device-detail-link"), { hasText: "S600-01" }).click();
    await page.locator(byTestId("device-detail-page")).waitFor();
    const table = page.locator(`${byTestId("device-detail-page")} ${byTestId("device-table-B")}`);
    await table.waitFor();
    expect((await table.getAttribute("data-barcodes"))?.split(",").sort()).toEqual(expected("S600-01", "B"));
    await expect.poll(() => table.innerText()).toContain(fitting.barcode);
    expect(
      Number(await page.locator(byTestId("device-today-picks")).getAttribute("data-count")),
    ).toBeGreaterThanOrEqual(1);
  });
});
