import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * The scan station (2450, issue #15 point 7) against the real server and the demo seed: a rack's whole
 * trip by scanning only — load cut boards (a board already on another rack refused, in words, beside
 * its code), circulate and receive stage by stage, crafts done for the whole rack, pack the boards into
 * a box by scanning the box then the boards, seal it, return the empty rack — then tracking by that box
 * finds every board. And the same screen in English.
 */
const suite = browserSuite();
const signIn = (lang: "zh-CN" | "en-US") => suite.signIn(lang);

/** What a keyboard-wedge scanner does: the code, then Enter, into the focused scan box. */
async function scan(page: Page, code: string) {
  const box = page.locator(byTestId("station-scan"));
  await expect.poll(() => box.isEnabled()).toBe(true);
  await box.fill(code);
  await box.press("Enter");
}

const state = (page: Page) => page.locator(byTestId("station-state")).innerText();
const title = (page: Page) => page.locator(byTestId("station-title")).innerText();

async function act(page: Page, action: string) {
  await page.locator(byTestId(`station-act-${action}`)).click();
}

interface Loadable {
  boardId: string;
  code: string;
  planeId: string;
  projectId: string;
  crafts: number;
}

describe("scan station", () => {
  it("takes a rack through its whole trip by scanning only, packs and seals a box, and tracking finds it", async () => {
    const s = await signIn("zh-CN");
    const { page } = s;
    // Two cut boards of one plane, free to load (with crafts when the demo has such a plane).
    const loadable = await api<Loadable[]>(s, "/rackTrip/loadable", {});
    const byPlane = new Map<string, Loadable[]>();
    for (const b of loadable) byPlane.set(b.planeId, [...(byPlane.get(b.planeId) ?? []), b]);
    const planes = [...byPlane.values()].filter((l) => l.length >= 2);
    const pair = (planes.find((l) => l.some((b) => b.crafts > 0)) ?? planes[0])!.slice(0, 2);
    expect(pair).toHaveLength(2);
    // A board already on RK0001 (the demo's loaded rack): refused with its reason.
    const rk1 = await api<{ rackId: string }>(s, "/rackTrip/byCode", { code: "RK0001" });
    const onRk1 = (await api<{ boards: { code: string }[] }>(s, "/rackTrip/detail", rk1)).boards[0]!.code;

    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    await scan(page, "RK0012");
    await expect.poll(() => title(page)).toBe("RK0012");
    expect(await state(page)).toBe("空闲");
    await act(page, "generate");
    await page.locator(byTestId("station-mode")).waitFor();
    await scan(page, pair[0]!.code);
    await scan(page, onRk1);
    await expect
      .poll(() => page.locator(byTestId("station-error")).innerText())
      .toContain(`工程板 ${onRk1} 已在铁架 RK0001 上`);
    await scan(page, pair[1]!.code);
    await expect.poll(() => page.locator(byTestId("station-listed-row")).count()).toBe(2);
    // Scanning the rack again finishes the loading.
    await scan(page, "RK0012");
    await expect.poll(() => state(page)).toBe("已装架");
    await expect
      .poll(() => toastTexts(page))
      .toEqual(expect.arrayContaining([expect.stringContaining("已将 2 块工程板装上 RK0012")]));

    // Stage by stage: circulate, receive; crafts done for the whole rack at second processing.
    for (let i = 0; i < 4; i++) {
      if ((await page.locator(byTestId("station-act-circulate")).count()) === 0) break;
      await act(page, "circulate");
      await expect.poll(() => state(page)).toBe("流转中");
      await act(page, "receive");
      await expect.poll(() => state(page)).toBe("已接收");
      if ((await page.locator(byTestId("station-act-craftsRack")).count()) > 0) {
        await act(page, "craftsRack");
        await expect
          .poll(() => toastTexts(page))
          .toEqual(expect.arrayContaining([expect.stringMatching(/完成 \d+ 道工序，计件 ¥/)]));
      }
    }
    // At packing: any craft still waiting on a board (e.g. in a packing workshop) is done by scanning it.
    for (const b of pair) {
      await scan(page, b.code);
      await expect.poll(() => title(page)).toBe(b.code);
      for (let i = 0; i < 3 && (await page.locator(byTestId("station-act-confirmCrafts")).count()) > 0; i++) {
        await act(page, "confirmCrafts");
        await page.locator(byTestId("station-recent-row")).first().waitFor();
      }
    }

    // A box of the project that is not sealed: scan it, then the boards.
    const boxes = await api<{ list: { boxId: string; code: string; status: string }[] }>(
      s,
      "/packing/boxes",
      {
        projectId: pair[0]!.projectId,
        pageSize: 100,
      },
    );
    const box = boxes.list.find((x) => x.status === "toPack")!;
    // The packing list decides the box: a supervisor lists the two boards for it (packing-list.test.ts).
    for (const b of pair)
      await api(s, "/packing/move", { boardId: b.boardId, toBoxId: box.boxId, reason: "e2e" });
    await scan(page, box.code);
    await expect.poll(() => title(page)).toBe(box.code);
    await act(page, "add");
    for (const b of pair) await scan(page, b.code);
    await expect
      .poll(() => page.locator(byTestId("station-recent-row")).first().innerText())
      .toContain(`已装入 ${box.code}（箱内共 2 块）`);
    await page.click(byTestId("station-finish-box"));
    await expect.poll(() => state(page)).toBe("包装中");
    expect(await page.locator(byTestId("station-boards")).innerText()).toBe("2");
    await act(page, "seal");
    // The rest of its packing list is not packed: sealing short is confirmed first.
    await page.click(byTestId("seal-short-ok"));
    await expect.poll(() => state(page)).toBe("已封箱");

    // The rack gave its last board to the box: it waits to be returned; return it.
    await scan(page, "RK0012");
    await expect.poll(() => state(page)).toBe("待归还");
    await act(page, "return");
    await expect.poll(() => state(page)).toBe("空闲");

    // Tracking by that box finds every board packed into it (beside those its packing list still plans).
    const tracked = await api<{ boards: { code: string; stage: string }[] }>(s, "/tracking/boards", {
      boxId: box.boxId,
    });
    const packed = tracked.boards.filter((b) => b.stage === "packed").map((b) => b.code);
    expect(packed.sort()).toEqual(pair.map((b) => b.code).sort());
    // The rack's circulation record holds the whole trip.
    const detail = await api<{ events: { action: string }[] }>(s, "/rackTrip/detail", {
      rackId: (await api<{ rackId: string }>(s, "/rackTrip/byCode", { code: "RK0012" })).rackId,
    });
    const actions = detail.events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["generate", "circulate", "receive", "pack", "return"]));
  });

  it("reads in English and says an unknown code in words", async () => {
    const s = await signIn("en-US");
    const { page } = s;
    await page.goto("/scanStation");
    await page.locator(byTestId("station-scan")).waitFor();
    expect(await page.getAttribute(byTestId("station-scan"), "placeholder")).toBe(
      "Scan a rack, a board, a packing box or a slab",
    );
    await scan(page, "NO-SUCH-CODE");
    await expect
      .poll(() => page.locator(byTestId("station-error")).innerText())
      .toContain("No rack, board, box or slab has the code NO-SUCH-CODE");
    await scan(page, "RK0001");
    await expect.poll(() => title(page)).toBe("RK0001");
    expect(await state(page)).toBe("Loaded");
    expect(await page.locator(byTestId("station-act-circulate")).innerText()).toBe("Send to the next stage");
  });
});
