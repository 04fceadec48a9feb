import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { moveCraft, rackWaitingAtSecondProcessing } from "./support/stage-gate.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Stage gates (issue #24 point 4): a rack received at second processing with boards whose crafts are
 * not done is refused at circulate, naming them; the station offers the ways out — crafts done here in
 * the workshop chosen, or the waiting boards unloaded with a reason — and then the rack goes on. Scans
 * are typed with Enter into the focused scan box, as a barcode gun does.
 */
const suite = browserSuite();

async function scan(page: Page, code: string) {
  const box = page.locator(byTestId("station-scan"));
  await expect.poll(() => box.isEnabled()).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
    .toBe("station-scan");
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}
const state = (page: Page) => page.locator(byTestId("station-state")).innerText();
const title = (page: Page) => page.locator(byTestId("station-title")).innerText();
const gateBoards = (page: Page) => page.locator(byTestId("stage-gate-board")).count();

describe("stage gates at the scan station", () => {
  it("refuses to circulate a rack with crafts pending, then does them here in the chosen workshop and lets it go", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    // 倒角 done in the water-jet workshop: boards with 磨边 and 倒角 wait in two workshops.
    await moveCraft(s, "倒角", "水刀车间");
    const rack = await rackWaitingAtSecondProcessing(s, "RK0012");
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await scan(page, "RK0012");
    await expect.poll(() => title(page)).toBe("RK0012");
    expect(await state(page)).toBe("已接收");
    await expect.poll(() => gateBoards(page)).toBe(rack.waiting.length);
    const gateText = await page.locator(byTestId("stage-gate")).innerText();
    for (const code of rack.waiting) expect(gateText).toContain(code);
    expect(gateText).toContain("二次加工阶段还有工序没做完，铁架暂不能流转");
    // While the gate blocks, circulating is not the primary button and says why.
    const circulate = page.locator(byTestId("station-act-circulate"));
    await expect.poll(() => circulate.getAttribute("data-blocked")).toBe("1");
    expect(await circulate.getAttribute("class")).not.toContain("ant-btn-primary");
    expect(await page.locator(byTestId("station-circulate-blocked")).innerText()).toContain(
      "工序未完成，暂不能流转",
    );

    await page.locator(byTestId("station-act-circulate")).click();
    await expect
      .poll(() => page.locator(byTestId("station-error")).innerText())
      .toContain("铁架 RK0012 还有「二次加工」的工序未完成，不能流转：");
    expect(await page.locator(byTestId("station-error")).innerText()).toContain(rack.waiting[0]);

    // Crafts done here: where several workshops wait, the operator picks one (the last offered).
    let choseWorkshop = false;
    for (let i = 0; i < 6 && (await gateBoards(page)) > 0; i++) {
      const workshops = page.locator(byTestId("stage-gate-workshop"));
      if ((await workshops.count()) > 1) {
        await workshops.last().click();
        choseWorkshop = true;
      }
      const button = page.locator(byTestId("stage-gate-crafts"));
      const before = await button.innerText();
      const toasts = (await toastTexts(page)).length;
      await button.click();
      await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(toasts);
      expect((await toastTexts(page)).join()).toMatch(/已在.+完成 \d+ 道工序/);
      await expect
        .poll(async () => ((await gateBoards(page)) === 0 ? "" : await button.innerText()))
        .not.toBe(before);
    }
    expect(await gateBoards(page)).toBe(0);
    // Boards waiting in two workshops: the choice was offered.
    expect(choseWorkshop).toBe(true);
    // The scan box has the focus back; the rack goes on.
    await scan(page, "RK0012");
    await expect.poll(() => page.locator(byTestId("station-error")).count()).toBe(0);
    // The gate lets it go: circulating is the primary button again.
    await expect.poll(() => circulate.getAttribute("class")).toContain("ant-btn-primary");
    expect(await circulate.getAttribute("data-blocked")).toBeNull();
    await page.locator(byTestId("station-act-circulate")).click();
    await expect.poll(() => state(page)).toBe("流转中");
  });

  it("in English: unloads the waiting boards with a reason, and the rest of the rack goes on", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    const rack = await rackWaitingAtSecondProcessing(s, "RK0011");
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await scan(page, "RK0011");
    await expect.poll(() => title(page)).toBe("RK0011");
    await expect.poll(() => gateBoards(page)).toBe(rack.waiting.length);
    expect(await page.locator(byTestId("stage-gate")).innerText()).toContain(
      "Some crafts of the Second processing stage are not done yet, so the rack cannot move on",
    );
    await page.locator(byTestId("station-act-circulate")).click();
    await expect
      .poll(() => page.locator(byTestId("station-error")).innerText())
      .toContain("Rack RK0011 cannot leave Second processing: work of this stage is pending on");

    await page.locator(byTestId("stage-gate-unload")).click();
    const reason = page.locator(byTestId("stage-gate-reason"));
    await reason.waitFor();
    // The reason is required.
    await page.locator(byTestId("stage-gate-unload-ok")).click();
    await expect.poll(() => page.getByText("Give the reason for unloading").count()).toBe(1);
    await reason.fill("Chipped edge: back to the edging workshop");
    await page.locator(byTestId("stage-gate-unload-ok")).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(
        expect.arrayContaining([
          `${rack.waiting.length} boards unloaded from RK0011`.replace(/^1 boards/, "1 board"),
        ]),
      );
    await expect.poll(() => gateBoards(page)).toBe(0);
    await expect.poll(() => page.locator(byTestId("station-boards")).innerText()).toBe("1");
    await scan(page, "RK0011");
    await page.locator(byTestId("station-act-circulate")).click();
    await expect.poll(() => state(page)).toBe("In transit");

    // The rack's record names the unloading.
    await page.locator(byTestId("station-title")).locator("a").click();
    await expect
      .poll(() => page.locator(byTestId("rack-event")).allInnerTexts())
      .toEqual(expect.arrayContaining(["Boards unloaded"]));
  });
});
