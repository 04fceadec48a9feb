import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Rack management (2800) in the browser against the real server and the demo seed: scan a rack to
 * open it, load a rack by scanning boards (one refused with its reason, the safety warning shown),
 * generate, circulate and receive with their confirmations, the circulation record on the detail,
 * the stage filter; and the English screen.
 */
const suite = browserSuite();
const signIn = (lang: "zh-CN" | "en-US") => suite.signIn(lang);

/** Tables on screen that scroll sideways (every list fits 1440 px with the sidebar open). */
const sideways = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")]
      .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.scrollWidth} > ${e.clientWidth}`),
  );

const row = (page: Page, code: string) =>
  page.locator("tr", { has: page.locator(`${byTestId("rack-row")}[data-code="${code}"]`) });

async function pick(page: Page, testId: string, label: string): Promise<void> {
  await chooseOption(page, page.locator(byTestId(testId)), label);
}

interface Loadable {
  code: string;
  planeId: string;
  batchNo: string;
  areaMm2: number;
  crafts: number;
}

describe("rack management", () => {
  it("scans a rack, loads one by scanning boards, circulates and receives it, and shows its record", async () => {
    const s = await signIn("zh-CN");
    const { page } = s;
    // RK0011 with a low safety value, so two boards pass it.
    const racks = await api<{ list: { rackId: string; version: number }[] }>(s, "/rack/list", {
      keyword: "0011",
    });
    await api(s, "/rack/update", {
      rackId: racks.list[0]!.rackId,
      safetyValue: "0.30",
      maxValue: "10.00",
      classNo: "",
      location: "B 区",
      version: racks.list[0]!.version,
    });
    const loadable = await api<Loadable[]>(s, "/rackTrip/loadable", {});
    const planes = [...new Set(loadable.map((b) => b.planeId))];
    const p1 = loadable.filter((b) => b.planeId === planes[0]).sort((a, b) => a.areaMm2 - b.areaMm2);
    const p2 = loadable.find((b) => b.planeId === planes[1])!;
    // One board with craft lines, so the trip's route keeps second processing (not skipped).
    const first = p1.find((b) => b.crafts > 0)!;
    const second = p1.find((b) => b !== first)!;

    await page.goto("/rackManagement");
    await page.locator(byTestId("rack-row")).first().waitFor();
    expect(await sideways(page)).toEqual([]);
    // A scanner types the code and Enter: the rack opens.
    await page.fill(byTestId("rack-scan"), "RK0003");
    await page.press(byTestId("rack-scan"), "Enter");
    await expect.poll(() => page.locator(byTestId("rack-detail-code")).innerText()).toBe("RK0003");
    expect(await page.locator(byTestId("rack-event")).count()).toBeGreaterThan(1);

    await page.goto("/rackManagement");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.click(byTestId("rack-generate"));
    await page.fill(byTestId("rack-load-rack-scan"), "RK0011");
    await page.press(byTestId("rack-load-rack-scan"), "Enter");
    await page.locator(byTestId("rack-load-rack"), { hasText: "RK0011" }).waitFor();
    const scanBoard = async (code: string) => {
      await page.fill(byTestId("rack-load-board-scan"), code);
      await page.press(byTestId("rack-load-board-scan"), "Enter");
    };
    await scanBoard(first.code);
    await page.locator(byTestId("rack-load-picked"), { hasText: first.code }).waitFor();
    // A board of another plane is refused with its reason; the picked one stays.
    await scanBoard(p2.code);
    await expect
      .poll(() => page.locator(`${byTestId("rack-load-refusal")}[data-code="${p2.code}"]`).innerText())
      .toBe(`工程板 ${p2.code} 属于平面 ${p2.batchNo}，本铁架装的是 ${first.batchNo}`);
    await scanBoard(second.code);
    await page.locator(byTestId("rack-load-picked"), { hasText: second.code }).waitFor();
    expect(await page.locator(byTestId("rack-load-picked")).count()).toBe(2);
    await page.locator(byTestId("rack-load-over-safety")).waitFor();
    expect(await page.locator(byTestId("rack-load-total")).innerText()).toContain("共 2 块");
    // Scanned twice, listed once.
    await scanBoard(second.code);
    await expect
      .poll(() => page.locator(byTestId("rack-load-refusal")).first().innerText())
      .toContain(`工程板 ${second.code} 已在装架清单中`);
    expect(await page.locator(byTestId("rack-load-picked")).count()).toBe(2);
    // Scan-only: the rack's code scanned again loads the listed boards (no button).
    await scanBoard("RK0011");
    await expect
      .poll(() => toastTexts(page))
      .toEqual(expect.arrayContaining([expect.stringContaining("超过安全值")]));
    await page.locator(byTestId("rack-load-modal")).waitFor({ state: "detached" });

    // Circulate and receive, each confirmed with what will happen.
    await page.fill(`${byTestId("rack-search")} input`, "0011");
    await page.press(`${byTestId("rack-search")} input`, "Enter");
    await expect
      .poll(() => row(page, "RK0011").locator(byTestId("rack-state")).getAttribute("data-state"))
      .toBe("loaded");
    await row(page, "RK0011").locator(byTestId("rack-action-circulate")).click();
    await expect
      .poll(() => page.locator(".ant-popconfirm:visible").innerText())
      .toContain("将铁架 RK0011 流转到「加固」？");
    await page.locator(byTestId("rack-action-circulate-ok")).click();
    await expect
      .poll(() => row(page, "RK0011").locator(byTestId("rack-state")).getAttribute("data-state"))
      .toBe("inTransit");
    await row(page, "RK0011").locator(byTestId("rack-action-receive")).click();
    await expect
      .poll(() => page.locator(".ant-popconfirm:visible").innerText())
      .toContain("在「加固」接收铁架 RK0011？");
    await page.locator(byTestId("rack-action-receive-ok")).click();
    await expect
      .poll(() => row(page, "RK0011").locator(byTestId("rack-state")).getAttribute("data-state"))
      .toBe("received");

    // The detail: the stages and the circulation record, newest first.
    await row(page, "RK0011").locator(byTestId("rack-row")).click();
    await expect
      .poll(() => page.locator(byTestId("rack-event")).allInnerTexts())
      .toEqual(["接收", "流转", "生成"]);
    expect(
      await page
        .locator(byTestId("rack-step"))
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-stage-state"))),
    ).toEqual(["done", "inProgress", "notStarted", "notStarted"]);
    expect((await page.locator(byTestId("rack-board")).allInnerTexts()).sort()).toEqual(
      [first.code, second.code].sort(),
    );

    // The list by stage: only racks at reinforcement.
    await page.goto("/rackManagement");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await page.fill(`${byTestId("rack-search")} input`, "");
    await page.press(`${byTestId("rack-search")} input`, "Enter");
    await pick(page, "rack-stage-filter", "加固");
    await expect.poll(() => page.locator(byTestId("rack-row")).allInnerTexts()).toEqual(["RK0002", "RK0011"]);
  });

  it("speaks English: tabs, an unknown code named beside the scan box, the settings", async () => {
    const s = await signIn("en-US");
    const { page } = s;
    await page.goto("/rackManagement");
    await page.locator(byTestId("rack-row")).first().waitFor();
    expect(await page.locator(byTestId("rack-tab-overdue")).innerText()).toContain("Overdue");
    await page.click(byTestId("rack-tab-overdue"));
    await expect.poll(() => page.locator(byTestId("rack-row")).allInnerTexts()).toEqual(["RK0002"]);
    await page.fill(byTestId("rack-scan"), "RK9999");
    await page.press(byTestId("rack-scan"), "Enter");
    await expect
      .poll(() => page.locator(byTestId("rack-scan-error")).innerText())
      .toBe("No rack has the code RK9999");
    await page.click(byTestId("rack-settings-open"));
    await page.locator(byTestId("rack-settings")).waitFor();
    expect(await page.locator(".ant-modal-title").innerText()).toBe("Overdue limits");
  });
});
