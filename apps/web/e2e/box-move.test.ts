import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * Issue #24, on the demo seed against the real server: a supervisor (menu 2600) moves a board of a
 * box's packing list to another box of its project from the box page, by the keyboard (the box select
 * has the focus, Enter chooses, Tab, the reason, Enter), and the packing list follows; a user without
 * 2600 cannot reach it and the server refuses the move. A box sealed short says so, with the missing
 * boards, at the scan station, in tracking (results and detail) and on the box page. The packing tab's
 * filling is finished by scanning the box again (scan-only), a board scanned twice going in once.
 */
const suite = browserSuite();

interface Box {
  boxId: string;
  code: string;
  status: string;
  shortCodes: string[] | null;
  plannedCount: number;
}
interface Detail {
  planned: { boardId: string; code: string }[];
  boards: { code: string }[];
}
type Session = Parameters<typeof api>[0];

const boxesOf = async (s: Session) =>
  (await api<{ list: Box[] }>(s, "/packing/boxes", { keyword: "XM-2025-009", pageSize: 200 })).list;
const detailOf = (s: Session, boxId: string) => api<Detail>(s, "/packing/detail", { boxId });
const hasFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);

/** Code + Enter into the focused field, as a barcode gun types it (the field must have the focus). */
async function scanInto(page: Page, testId: string, code: string) {
  await expect.poll(() => hasFocus(page)).toBe(testId);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

describe("a box's packing list, by a supervisor", () => {
  it("moves a listed board to another box of the project by the keyboard, audited; without 2600 it is refused", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const boxes = (await boxesOf(s)).filter((b) => b.status !== "done");
    const from = boxes.find((b) => b.plannedCount > 0)!;
    const to = boxes.find((b) => b.boxId !== from.boxId)!;
    expect(from).toBeDefined();
    expect(to).toBeDefined();
    const board = (await detailOf(s, from.boxId)).planned[0]!;

    await page.goto(`/productionTracking/box?boxId=${from.boxId}`);
    const row = page.locator(`${byTestId("box-planned")} tr`, { hasText: board.code });
    await row.waitFor();
    await row.locator(byTestId("box-move")).click();
    // The dialog: the box select has the focus; type, Enter chooses; Tab to the reason; Enter moves.
    await page
      .locator(".ant-modal", { hasText: `把工程板 ${board.code} 从 ${from.code} 调到其他箱` })
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".ant-select") !== null))
      .toBe(true);
    await page.keyboard.type(to.code);
    await page.locator(".ant-select-item-option-active", { hasText: to.code }).waitFor();
    await page.keyboard.press("Enter");
    // Enter chose the box once the select shows it and its list has closed; a Tab before that goes
    // to the closing list, not to the reason.
    await expect.poll(() => page.locator(".ant-modal .ant-select").first().innerText()).toContain(to.code);
    await page.locator(".ant-select-dropdown:visible").waitFor({ state: "hidden" });
    await page.keyboard.press("Tab");
    await expect.poll(() => hasFocus(page)).toBe("box-move-reason");
    await page.keyboard.type("客户要求与同层石材同箱");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => toastTexts(page))
      .toEqual(expect.arrayContaining([`工程板 ${board.code} 已调到箱 ${to.code}`]));
    // The packing list follows: gone from this box's list, on the other's.
    await expect.poll(() => row.count()).toBe(0);
    expect((await detailOf(s, to.boxId)).planned.map((b) => b.code)).toContain(board.code);
    expect((await detailOf(s, from.boxId)).planned.map((b) => b.code)).not.toContain(board.code);
    // Audited with the reason.
    const audit = await api<{ list: { action: string; detail: { reason?: string; code?: string } }[] }>(
      s,
      "/audit/list",
      { entity: "board", pageSize: 20 },
    );
    expect(
      audit.list.find((a) => a.action === "moveBox" && a.detail.code === board.code)?.detail.reason,
    ).toBe("客户要求与同层石材同箱");

    // A cutter (2400, no 2600): the box page is not his, and the server refuses the move.
    const cutter = await suite.signIn({ phone: "13800000003", password: "demo1234" });
    await cutter.page.goto(`/productionTracking/box?boxId=${to.boxId}`);
    await cutter.page.waitForURL(/\/401/);
    const res = await cutter.context.request.post("/api/packing/move", {
      data: { boardId: board.boardId, toBoxId: from.boxId, reason: "x" },
      headers: { authorization: `Bearer ${cutter.token}` },
    });
    expect(((await res.json()) as { code: number }).code).toBe(6);
    expect((await detailOf(s, to.boxId)).planned.map((b) => b.code)).toContain(board.code);
  });
});

describe("sealed short, wherever the box is shown", () => {
  it("the station, tracking and the box page say sealed short and name the missing boards (en-US)", async () => {
    const s = await suite.signIn("en-US");
    const { page } = s;
    const box = (await boxesOf(s)).find((b) => b.shortCodes && b.shortCodes.length > 0)!;
    expect(box).toBeDefined();
    const missing = box.shortCodes!;

    // The scan station's box view.
    await page.goto("/scanStation");
    await scanInto(page, "station-scan", box.code);
    await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe(box.code);
    expect(await page.locator(byTestId("station-sealed-short")).innerText()).toBe("Sealed short");
    const codes = await page.locator(byTestId("station-short-codes")).innerText();
    expect(codes).toContain("Missing from its packing list");
    for (const c of missing) expect(codes).toContain(c);

    // Tracking: the box result and its detail.
    await page.goto(`/productionTracking?trk.by=box&trk.keyword=${encodeURIComponent(box.code)}`);
    await page.locator(byTestId("result-sealed-short")).first().waitFor();
    expect(await page.locator(byTestId("result-sealed-short")).first().getAttribute("title")).toBe(
      missing.join(", "),
    );
    await page.goto(
      `/productionTracking?trk.by=box&trk.keyword=${encodeURIComponent(box.code)}&trk.sel=${box.boxId}`,
    );
    const group = page.locator(byTestId("group-sealed-short"));
    await group.waitFor();
    for (const c of missing) expect(await group.innerText()).toContain(c);

    // The box page: the tag, the codes, each missing board marked on its packing list.
    await page.goto(`/productionTracking/box?boxId=${box.boxId}`);
    await page.locator(byTestId("box-sealed-short")).waitFor();
    for (const c of missing) expect(await page.locator(byTestId("box-short-codes")).innerText()).toContain(c);
    for (const c of missing) {
      const row = page.locator(`${byTestId("box-planned")} tr`, { hasText: c });
      expect(await row.innerText()).toContain("Missing");
    }
  });
});

describe("the packing tab, by scanning only", () => {
  it("fills a box by scans and finishes when the box is scanned again; a board scanned twice goes in once", async () => {
    const s = await suite.signIn("zh-CN");
    const { page } = s;
    const box = (await boxesOf(s)).find((b) => b.status === "toPack" && b.plannedCount > 0)!;
    expect(box).toBeDefined();
    // A packable loose board, listed for this box by a supervisor's move (set-up).
    const queue = (
      await api<{ list: { boardId: string; code: string }[] }>(s, "/productionTask/boards", {
        category: "packing",
        keyword: "XM-2025-009",
        pageSize: 200,
      })
    ).list;
    const loose = new Set(
      (await api<{ boardId: string }[]>(s, "/rackTrip/loadable", { keyword: "XM-2025-009" })).map(
        (b) => b.boardId,
      ),
    );
    const board = queue.find((b) => loose.has(b.boardId))!;
    expect(board).toBeDefined();
    await api(s, "/packing/move", { boardId: board.boardId, toBoxId: box.boxId, reason: "e2e" });

    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-panel")).waitFor();
    await scanInto(page, "pack-box-scan", box.code);
    await page.locator(byTestId("pack-box")).waitFor();
    await scanInto(page, "pack-board-scan", board.code);
    await expect.poll(() => page.locator(`${byTestId("pack-line")}[data-ok="1"]`).count()).toBe(1);
    await scanInto(page, "pack-board-scan", board.code);
    await expect
      .poll(() =>
        page
          .locator(`${byTestId("pack-line")}[data-ok="0"]`)
          .first()
          .innerText(),
      )
      .toContain(`工程板 ${board.code} 已在箱`);
    expect((await detailOf(s, box.boxId)).boards.map((b) => b.code)).toEqual([board.code]);
    // The box scanned again: filling is finished, the next scan is a box.
    await scanInto(page, "pack-board-scan", box.code);
    await expect
      .poll(() => page.locator(byTestId("pack-box-feedback")).innerText())
      .toContain(`${box.code} 本次装箱结束：装入 1 块`);
    await expect.poll(() => page.locator(byTestId("pack-board-scan")).count()).toBe(0);
    await expect.poll(() => hasFocus(page)).toBe("pack-box-scan");
    expect(await page.locator(byTestId("pack-box-status")).innerText()).toBe("包装中");
  });
});
