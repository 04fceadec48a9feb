import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * The floor's one scan input (issue #24 points 1 and 2), driven as a barcode gun drives it: the code is
 * typed into whatever has the focus and Enter pressed — never a click to put the cursor back. On every
 * floor screen with a scan box: a refused scan, then an accepted one (the refusal gone), then a dialog or
 * an action, then a scan again; each answer leaves the box empty and focused, with its own look and tone.
 */
const suite = browserSuite();
const CUTTER = { phone: "13800000003", password: "demo1234" };

/** The tones played (Web Audio stubbed: each oscillator's wave; accept sine, refuse square, choose triangle). */
async function recordTones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: string[]; AudioContext: unknown };
    w.__tones = [];
    const param = { value: 0, setValueAtTime() {}, linearRampToValueAtTime() {} };
    w.AudioContext = class {
      state = "running";
      currentTime = 0;
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createGain() {
        return { gain: param, connect: (d: unknown) => d };
      }
      createOscillator() {
        const osc = {
          type: "sine",
          frequency: { value: 0 },
          connect: (d: unknown) => d,
          start: () => w.__tones.push(osc.type),
          stop() {},
        };
        return osc;
      }
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: string[] }).__tones);

/** What a barcode gun does: the characters and Enter, into the focused element. */
async function gun(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") ?? el?.tagName ?? null;
  });

/** The box has the focus and is empty: the next scan can come. */
async function ready(page: Page, testId: string) {
  await expect.poll(() => focused(page)).toBe(testId);
  expect(await page.locator(byTestId(testId)).inputValue()).toBe("");
}

/** The answer shown for a scan box: its verdict, words and number (null: none). */
const answer = (page: Page, scope = "body") =>
  page.evaluate((s) => {
    const el = document.querySelector(s)?.querySelector<HTMLElement>("[data-scan-feedback]");
    return el ? { verdict: el.dataset.verdict, text: el.innerText, seq: Number(el.dataset.seq) } : null;
  }, scope);

/** Scans and waits for its answer (the next one, even when it says the same as the last). */
async function scanned(page: Page, code: string, scope = "body") {
  const before = (await answer(page, scope))?.seq ?? 0;
  await gun(page, code);
  await expect.poll(async () => (await answer(page, scope))?.seq ?? 0).toBeGreaterThan(before);
  return (await answer(page, scope))!;
}

describe("one scan input", () => {
  it("station (cutter): a refusal, then RK0003 accepted with the refusal gone, a mode finished, then a scan", async () => {
    const s = await suite.signIn({ lang: "zh-CN", ...CUTTER });
    const { page } = s;
    await recordTones(page);
    await page.goto("/scanStation");
    await ready(page, "station-scan");

    await gun(page, "XYZ-NOPE-1");
    await expect.poll(() => answer(page)).toMatchObject({ verdict: "refuse" });
    expect((await answer(page))?.text).toContain("XYZ-NOPE-1");
    await ready(page, "station-scan");

    await gun(page, "RK0003");
    await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe("RK0003");
    await expect.poll(() => answer(page)).toMatchObject({ verdict: "accept" });
    expect(await page.locator(byTestId("station-error")).count()).toBe(0);
    await ready(page, "station-scan");

    // A box: fill it, then 完成装箱 without a board — the cursor is back in the box, the next scan reads.
    const boxes = await api<{ list: { code: string; status: string }[] }>(s, "/packing/boxes", {
      pageSize: 100,
    });
    const box = boxes.list.find((b) => b.status !== "done")!;
    await gun(page, box.code);
    await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe(box.code);
    await page.locator(byTestId("station-act-add")).click();
    await page.locator(byTestId("station-mode")).waitFor();
    await ready(page, "station-scan");
    await page.locator(byTestId("station-finish-box")).click();
    await ready(page, "station-scan");
    await gun(page, "RK0003");
    await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe("RK0003");
    await ready(page, "station-scan");

    // Refuse, accept, accept: three tones, the refusal's its own.
    await expect.poll(() => tones(page)).toEqual(["square", "square", "sine", "sine", "sine", "sine"]);
  });

  it("station: scans made while the last is still answered are neither glued together nor lost", async () => {
    const s = await suite.signIn({ lang: "en-US", ...CUTTER });
    const { page } = s;
    await page.goto("/scanStation");
    await ready(page, "station-scan");
    // Three scans at gun speed, without waiting for any answer.
    await gun(page, "XYZ-NOPE-2");
    await gun(page, "RK0003");
    await gun(page, "RK0001");
    await expect.poll(() => page.locator(byTestId("station-recent-row")).count()).toBe(3);
    const rows = await page.locator(byTestId("station-recent-row")).allInnerTexts();
    expect(rows[0]).toContain("RK0001");
    expect(rows[1]).toContain("RK0003");
    expect(rows[2]).toContain("XYZ-NOPE-2");
    await expect.poll(() => page.locator(byTestId("station-title")).innerText()).toBe("RK0001");
    await ready(page, "station-scan");
    // An empty Enter does nothing: no answer changes, nothing listed.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await page.locator(byTestId("station-recent-row")).count()).toBe(3);
    expect((await answer(page))?.verdict).toBe("accept");
    // The sounds setting: off, kept in this browser, the focus back in the box.
    await page.locator(byTestId("station-scan-sound")).click();
    await ready(page, "station-scan");
    expect(await page.evaluate(() => localStorage.getItem("sw_scan_sound"))).toBe("off");
    await page.reload();
    await expect
      .poll(() => page.locator(byTestId("station-scan-sound")).getAttribute("data-sound"))
      .toBe("off");
  });

  it("cutting tab: two slab barcodes in a row are two scans; a board opens Flag broken, then a scan", async () => {
    const s = await suite.signIn({ lang: "en-US", ...CUTTER });
    const { page } = s;
    const queue = await api<{
      tables: { slabs: { barcode: string; boards: { code: string; status: string }[] }[] }[];
    }>(s, "/productionTask/cutting", {});
    const slabs = queue.tables.flatMap((x) => x.slabs);
    expect(slabs.length).toBeGreaterThan(1);
    const [a, b] = slabs;
    await page.goto("/productionTask?tab=cutting");
    await page.locator(byTestId("cutting-tab")).waitFor();
    await ready(page, "cutting-scan");

    await gun(page, "XYZ-NOPE-1");
    await expect.poll(() => answer(page)).toMatchObject({ verdict: "refuse" });
    expect((await answer(page))?.text).toContain("XYZ-NOPE-1");
    await ready(page, "cutting-scan");

    await gun(page, a!.barcode);
    await expect.poll(() => page.locator(byTestId("scan-result")).innerText()).toContain(a!.barcode);
    expect(await page.locator(byTestId("scan-error")).count()).toBe(0);
    await ready(page, "cutting-scan");
    await gun(page, b!.barcode);
    await expect.poll(() => page.locator(byTestId("scan-result")).innerText()).toContain(b!.barcode);
    expect(await page.locator(byTestId("scan-error")).count()).toBe(0);
    await ready(page, "cutting-scan");

    // Mark complete asks for a confirmation; Escape closes it, the box has the focus back.
    await page.locator(byTestId("scan-complete")).click();
    await page.locator(byTestId("scan-complete-ok")).waitFor();
    await page.keyboard.press("Escape");
    await ready(page, "cutting-scan");
    // A cut board's code asks for a choice: the Flag broken dialog; Escape closes it, the focus comes back.
    const board = slabs.flatMap((x) => x.boards).find((x) => x.status !== "toCut");
    if (board) {
      await gun(page, board.code);
      await expect.poll(() => answer(page)).toMatchObject({ verdict: "choose" });
      await page.locator(byTestId("break-reason")).waitFor();
      await page.keyboard.press("Escape");
      await ready(page, "cutting-scan");
    }
    await gun(page, a!.barcode);
    await expect.poll(() => page.locator(byTestId("scan-result")).innerText()).toContain(a!.barcode);
    await ready(page, "cutting-scan");
  });

  it("second processing: RK0006 twice is two scans of RK0006; a refusal, an acceptance, the dialog, a scan", async () => {
    const s = await suite.signIn({ lang: "zh-CN", ...CUTTER });
    const { page } = s;
    await page.goto("/productionTask?tab=secondProcessing");
    await page.locator(byTestId("craft-work-tab")).waitFor();
    await ready(page, "craft-scan");
    for (let i = 0; i < 2; i++) {
      const a = await scanned(page, "RK0006");
      expect(a.text).toContain("RK0006");
      expect(a.text).not.toContain("RK0006RK0006");
      await ready(page, "craft-scan");
    }
    const no = await scanned(page, "XYZ-NOPE-1");
    expect(no.verdict).toBe("refuse");
    expect(no.text).toContain("XYZ-NOPE-1");
    await ready(page, "craft-scan");

    // A board whose next craft is in the chosen workshop (the one the tab opens on when the queue has
    // work there, else chosen in its select): accepted, the refusal gone.
    const ws = await api<{ workshopId: string; name: string }[]>(s, "/workshop/options", {
      category: "secondProcessing",
    });
    const queue = await api<{ list: { code: string }[] }>(s, "/productionTask/boards", {
      category: "secondProcessing",
      pageSize: 100,
    });
    let code: string | undefined;
    let shop: { workshopId: string; name: string } | undefined;
    found: for (const w of ws) {
      for (const b of queue.list) {
        const p = await api<{ boards: { canConfirm: boolean }[] }>(s, "/craftWork/pending", {
          code: b.code,
          workshopId: w.workshopId,
        });
        if (p.boards.length === 1 && p.boards[0]!.canConfirm) {
          code = b.code;
          shop = w;
          break found;
        }
      }
    }
    expect(code).toBeDefined();
    if (shop !== ws[0]) {
      await page.locator(byTestId("craft-workshop")).click();
      await page.locator(".ant-select-item-option").filter({ hasText: shop!.name }).click();
      await ready(page, "craft-scan");
    }
    const yes = await scanned(page, code!);
    expect(yes.verdict).toBe("accept");
    expect(await page.locator(byTestId("craft-scan-error")).count()).toBe(0);
    await ready(page, "craft-scan");

    // The confirmation dialog, closed with Escape: the cursor is back in the box for the next scan.
    await page.locator(byTestId("craft-done")).click();
    await page.locator(byTestId("craft-confirm-modal")).waitFor();
    await page.keyboard.press("Escape");
    await ready(page, "craft-scan");
    expect((await scanned(page, code!)).verdict).toBe("accept");
    await ready(page, "craft-scan");
  });

  it("packing tab: after the box the cursor is in the board scan; a refused board, then one accepted", async () => {
    const s = await suite.signIn({ lang: "en-US", ...CUTTER });
    const { page } = s;
    type Box = { boxId: string; code: string; status: string };
    const boxes = (await api<{ list: Box[] }>(s, "/packing/boxes", { keyword: "XM-2025-009", pageSize: 200 }))
      .list;
    const box = boxes.find((b) => b.status === "toPack")!;
    const sealed = boxes.find((b) => b.status === "done")!;
    const taken = (await api<{ boards: { code: string }[] }>(s, "/packing/detail", { boxId: sealed.boxId }))
      .boards[0]!.code;
    const queue = await api<{ list: { code: string }[] }>(s, "/productionTask/boards", {
      category: "packing",
      keyword: "XM-2025-009",
    });
    const good = queue.list[0]!.code;

    await page.goto("/productionTask?tab=packing");
    await page.locator(byTestId("pack-panel")).waitFor();
    await ready(page, "pack-box-scan");
    const unknown = await scanned(page, "XYZ-NOPE-1", byTestId("pack-panel"));
    expect(unknown.verdict).toBe("refuse");
    await ready(page, "pack-box-scan");

    await gun(page, box.code);
    // The box is chosen: the next scan is a board, so the cursor waits in the board scan.
    await ready(page, "pack-board-scan");
    await page.locator(byTestId("pack-box")).waitFor();
    const scope = '[data-scan-input="pack-board-scan"]';
    const refused = await scanned(page, taken, scope);
    expect(refused.verdict).toBe("refuse");
    expect(refused.text).toContain(taken);
    await ready(page, "pack-board-scan");
    const accepted = await scanned(page, good, scope);
    expect(accepted.verdict).toBe("accept");
    expect(accepted.text).toContain(good);
    // The refusal is gone (the list below keeps the history).
    expect(await page.locator('[data-scan-feedback][data-verdict="refuse"]').count()).toBe(0);
    await ready(page, "pack-board-scan");
  });

  it("racks: a refusal, the generate dialog's two scan boxes with the cursor following, the dialog closed, a scan", async () => {
    const s = await suite.signIn({ lang: "zh-CN", ...CUTTER });
    const { page } = s;
    const board = (await api<{ code: string }[]>(s, "/rackTrip/loadable", {}))[0]!;
    await page.goto("/rackManagement");
    await page.locator(byTestId("rack-row")).first().waitFor();
    await ready(page, "rack-scan");
    expect((await scanned(page, "RK9999")).verdict).toBe("refuse");
    await ready(page, "rack-scan");

    await page.locator(byTestId("rack-generate")).click();
    await ready(page, "rack-load-rack-scan");
    const modal = byTestId("rack-load-modal");
    expect((await scanned(page, "XYZ-NOPE-1", modal)).verdict).toBe("refuse");
    await ready(page, "rack-load-rack-scan");
    await gun(page, "RK0011");
    // The rack is chosen: the next scans are its boards.
    await ready(page, "rack-load-board-scan");
    await page.locator(byTestId("rack-load-rack"), { hasText: "RK0011" }).waitFor();
    const boards = '[data-scan-input="rack-load-board-scan"]';
    const no = await scanned(page, "NO-SUCH-BOARD", boards);
    expect(no.verdict).toBe("refuse");
    await ready(page, "rack-load-board-scan");
    const yes = await scanned(page, board.code, boards);
    expect(yes.verdict).toBe("accept");
    expect(yes.text).toContain(board.code);
    // The stale refusal is gone.
    expect(await page.locator(byTestId("rack-load-refusal")).count()).toBe(0);
    await ready(page, "rack-load-board-scan");

    // Closed without generating: the page's scan box has the focus again; a rack code opens its detail.
    await page.keyboard.press("Escape");
    await page.locator(modal).waitFor({ state: "detached" });
    await ready(page, "rack-scan");
    await gun(page, "RK0003");
    await expect.poll(() => page.locator(byTestId("rack-detail-code")).innerText()).toBe("RK0003");
  });

  it("tracking: none, several to choose from, one opened; the chain drawer closed, then a scan", async () => {
    const s = await suite.signIn({ lang: "en-US", phone: "13800000002", password: "demo1234" });
    const { page } = s;
    const found = await api<{ total: number; list: { batchNo: string }[] }>(s, "/tracking/search", {
      by: "plane",
      keyword: "XM-2025-009",
    });
    expect(found.total).toBeGreaterThan(1);
    const plane = found.list[0]!;
    await page.goto("/productionTracking");
    await page.locator(byTestId("tracking-results")).waitFor();
    await ready(page, "tracking-scan");

    expect((await scanned(page, "XYZ-NOPE-1")).verdict).toBe("refuse");
    await ready(page, "tracking-scan");
    expect((await scanned(page, "XM-2025-009")).verdict).toBe("choose");
    await ready(page, "tracking-scan");
    expect((await scanned(page, plane.batchNo)).verdict).toBe("accept");
    await page.locator(byTestId("tracking-detail")).waitFor();
    await ready(page, "tracking-scan");

    // A board's chain in a drawer; Escape closes it and the cursor is back in the box.
    await page.locator(byTestId("open-chain")).first().click();
    await page.locator(byTestId("chain-view")).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(byTestId("chain-drawer")).isVisible()).toBe(false);
    await ready(page, "tracking-scan");
    expect((await scanned(page, plane.batchNo)).verdict).toBe("accept");
    await ready(page, "tracking-scan");
  });

  it("stone picking: a refusal, a slab selected, the pick dialog closed, the same slab again", async () => {
    const s = await suite.signIn({ lang: "zh-CN", ...CUTTER });
    const { page } = s;
    const slab = (
      await api<{ list: { barcode: string; exception: string | null }[] }>(s, "/picking/slabList", {
        status: "toPick",
        pageSize: 50,
      })
    ).list.find((x) => !x.exception)!;
    await page.goto("/stonePicking");
    await page.locator(byTestId("stone-picking-page")).waitFor();
    await ready(page, "picking-scan");
    expect((await scanned(page, "XYZ-NOPE-1")).verdict).toBe("refuse");
    await ready(page, "picking-scan");
    const yes = await scanned(page, slab.barcode);
    expect(yes.verdict).toBe("accept");
    expect(await page.locator(byTestId("picking-error")).count()).toBe(0);
    await ready(page, "picking-scan");

    await page.locator(byTestId("picking-pick")).click();
    await page.locator(".ant-modal:visible").waitFor();
    await page.keyboard.press("Escape");
    await page.locator(".ant-modal:visible").waitFor({ state: "hidden" });
    await ready(page, "picking-scan");
    const again = await scanned(page, slab.barcode);
    expect(again.verdict).toBe("refuse");
    expect(again.text).toContain(slab.barcode);
    await ready(page, "picking-scan");
  });

  it("plan editor: a refusal, a slab added, the same slab refused, another added", async () => {
    const s = await suite.signIn({ lang: "en-US" });
    const { page } = s;
    await page.goto("/productionPlan");
    await page.click(byTestId("plan-add"));
    await page.locator(byTestId("plan-candidate")).first().waitFor();
    const candidates = await page
      .locator(byTestId("plan-candidate"))
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-barcode")!));
    await ready(page, "plan-scan");
    expect((await scanned(page, "XYZ-NOPE-1")).verdict).toBe("refuse");
    await ready(page, "plan-scan");
    expect((await scanned(page, candidates[0]!)).verdict).toBe("accept");
    expect(await page.locator(byTestId("plan-scan-error")).count()).toBe(0);
    await ready(page, "plan-scan");
    expect((await scanned(page, candidates[0]!)).verdict).toBe("refuse");
    await ready(page, "plan-scan");
    expect((await scanned(page, candidates[1]!)).verdict).toBe("accept");
    await expect
      .poll(() =>
        page
          .locator(byTestId("plan-editor-row"))
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-barcode"))),
      )
      .toEqual([candidates[0], candidates[1]]);
    await ready(page, "plan-scan");
  });
});
