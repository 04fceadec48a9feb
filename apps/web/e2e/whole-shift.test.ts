import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { byTestId, toastTexts } from "./support/browser.ts";
import { api, browserSuite } from "./support/suite.ts";

/**
 * A whole shift by scanning only (issue #24 "Done when"), at the scan station on the demo seed, in each
 * language: a slab of today's issued production plan is scanned, picked by plan onto its plan's table,
 * started and completed (confirmed); a free rack is scanned, scanned again to start loading (no button),
 * the slab's cut boards are listed by scanning them (one scanned twice is listed once) and the rack is
 * scanned once more to load them; the rack circulates stage by stage — the gate at second
 * processing refuses while a craft of that stage is pending, naming the board and the craft, the crafts
 * are done at the station, and the rack goes on to packing; the box the packing list names is scanned
 * and scanned again to start filling (no button), a board listed for another box is refused naming that box, the box's boards go in, the box is scanned
 * again to finish, sealed short (confirmed, naming the missing boards), and its label and packing list
 * print from the station in one click. Every scan is typed into the focused scan box and Enter, as a
 * barcode gun does (the box must have the focus back after every answer, action and dialog). Nothing is
 * set up through the API: it only finds the data and checks the chain at the end. Each language works
 * on its own slab, rack and box (the two tests share one server).
 */
const suite = browserSuite();
type Lang = "zh-CN" | "en-US";
type Session = Parameters<typeof api>[0];

const WORDS = {
  "zh-CN": {
    slab: { toPick: "待领料", toCut: "待切割", cutting: "切割中", done: "已完成" },
    rack: { idle: "空闲", loaded: "已装架", inTransit: "流转中", received: "已接收" },
    box: { toPack: "待包装", packing: "包装中", done: "已封箱" },
    table: (d: string, s: string) => `${d} ${s} 台`,
    irrevocable: "不可撤销",
    listed: (c: string) => `工程板 ${c} 已加入装架清单`,
    loadStarted: (r: string) => `开始为 ${r} 装架：请逐块扫描工程板，扫完再扫一次 ${r}`,
    alreadyListed: (c: string) => `工程板 ${c} 已在装架清单中`,
    fillStarted: (b: string) => `开始装箱 ${b}：请逐块扫描工程板，装完再扫一次 ${b}`,
    alreadyInBox: (c: string, b: string) => `工程板 ${c} 已在箱 ${b} 中`,
    loaded: (n: number, r: string) => `已将 ${n} 块工程板装上 ${r}`,
    received: (r: string) => `${r} 已接收`,
    gate: (r: string) => `铁架 ${r} 还有「二次加工」的工序未完成，不能流转：`,
    pending: (c: string, crafts: string[]) => `${c}（${crafts.join("、")}）`,
    crafted: /已在.+完成 \d+ 道工序/,
    fillBox: (b: string, n: number) => `正在装箱 ${b}：本次已装入 ${n} 块`,
    elsewhere: (c: string, b: string) => `工程板 ${c} 在装箱单上属于箱 ${b}`,
    boxed: (c: string, b: string, n: number) => `工程板 ${c} 已装入 ${b}（箱内共 ${n} 块）`,
    boxFinished: (b: string, n: number) => `${b} 本次装箱结束：装入 ${n} 块`,
    shortTitle: (b: string) => `缺件封箱 ${b}？`,
    sealed: (b: string) => `${b} 已封箱`,
    labelTitle: "包装箱标签",
    listTitle: "装箱单",
    short: "缺件封箱",
  },
  "en-US": {
    slab: { toPick: "To pick", toCut: "To cut", cutting: "Cutting", done: "Done" },
    rack: { idle: "Idle", loaded: "Loaded", inTransit: "In transit", received: "Received" },
    box: { toPack: "To pack", packing: "Packing", done: "Sealed" },
    table: (d: string, s: string) => `${d} table ${s}`,
    irrevocable: "cannot be undone",
    listed: (c: string) => `Board ${c} added to the loading list`,
    loadStarted: (r: string) => `Loading ${r}: scan its boards one by one, then ${r} again to finish`,
    alreadyListed: (c: string) => `Board ${c} is already on the loading list`,
    fillStarted: (b: string) => `Filling box ${b}: scan its boards one by one, then ${b} again to finish`,
    alreadyInBox: (c: string, b: string) => `Board ${c} is already in box ${b}`,
    loaded: (n: number, r: string) => `${n} board${n === 1 ? "" : "s"} loaded onto ${r}`,
    received: (r: string) => `${r} received`,
    gate: (r: string) => `Rack ${r} cannot leave Second processing: work of this stage is pending on`,
    pending: (c: string, crafts: string[]) => `${c} (${crafts.join(", ")})`,
    crafted: /\d+ crafts? done in .+/,
    fillBox: (b: string, n: number) => `Packing ${b}: ${n} board${n === 1 ? "" : "s"} put in so far`,
    elsewhere: (c: string, b: string) => `Board ${c} is listed for box ${b} on the packing list`,
    boxed: (c: string, b: string, n: number) => `Board ${c} is in ${b} (${n} in the box)`,
    boxFinished: (b: string, n: number) => `Done packing ${b}: ${n} board${n === 1 ? "" : "s"} put in`,
    shortTitle: (b: string) => `Seal box ${b} short?`,
    sealed: (b: string) => `${b} sealed`,
    labelTitle: "Packing box label",
    listTitle: "Packing list",
    short: "Sealed short",
  },
} as const;

// ---- the station, as the operator sees it ------------------------------------------------------------

const scanBox = (page: Page) => page.locator(byTestId("station-scan"));
const feedback = (page: Page) => page.locator(byTestId("station-scan-feedback"));
const answerSeq = async (page: Page) =>
  (await feedback(page).count()) > 0 ? await feedback(page).getAttribute("data-seq") : null;
const state = (page: Page) => page.locator(byTestId("station-state")).innerText();
const title = (page: Page) => page.locator(byTestId("station-title")).innerText();
const hasFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);

/**
 * What a keyboard-wedge scanner does: the code, then Enter, into the element that has the focus — which
 * must be the scan box, never clicked back into. Answers the station's verdict and words for this scan.
 */
async function scan(page: Page, code: string): Promise<{ verdict: string; text: string }> {
  await expect.poll(() => scanBox(page).isEnabled()).toBe(true);
  await expect.poll(() => hasFocus(page)).toBe("station-scan");
  const before = await answerSeq(page);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect.poll(() => answerSeq(page)).not.toBe(before);
  await expect.poll(() => scanBox(page).inputValue()).toBe("");
  const verdict = (await feedback(page).getAttribute("data-verdict")) ?? "";
  const text = await feedback(page).locator(".sw-scan-message").innerText();
  return { verdict, text };
}

async function act(page: Page, action: string) {
  await page.locator(byTestId(`station-act-${action}`)).click();
}

const toastWith = (page: Page, text: string | RegExp) =>
  expect
    .poll(() => toastTexts(page))
    .toEqual(
      expect.arrayContaining([
        typeof text === "string" ? expect.stringContaining(text) : expect.stringMatching(text),
      ]),
    );

// ---- the demo data, found (never made) through the API -----------------------------------------------

interface PlanSlab {
  slabId: string;
  barcode: string;
  status: string;
  planeId: string;
  boardCodes: string[];
}
interface Box {
  boxId: string;
  boxNo: string;
  code: string;
  status: string;
}
interface Shift {
  planId: string;
  slab: PlanSlab;
  table: { deviceCode: string; tableSide: string };
  rack: string;
  box: Box;
  /** The slab's boards its packing list puts in `box`. */
  mine: string[];
  /** A board of the slab listed for another box, one still to pack. */
  elsewhere: { code: string; box: string };
}

/** Slabs, racks and boxes taken by an earlier test of this file (they share one server). */
const used = { slabs: new Set<string>(), racks: new Set<string>(), boxes: new Set<string>() };

async function findShift(s: Session): Promise<Shift> {
  const plans = await api<{ list: { planId: string }[] }>(s, "/productionPlan/list", {
    pageNum: 1,
    pageSize: 20,
    status: "issued",
  });
  const planId = plans.list[0]!.planId;
  const plan = await api<{
    tables: { deviceCode: string; tableSide: string; slabs: PlanSlab[] }[];
  }>(s, "/productionPlan/detail", { planId });
  const candidates = plan.tables.flatMap((t) =>
    t.slabs.map((slab) => ({ slab, table: { deviceCode: t.deviceCode, tableSide: t.tableSide } })),
  );
  const pick = candidates.find(
    (c) => c.slab.status === "toPick" && c.slab.boardCodes.length >= 2 && !used.slabs.has(c.slab.slabId),
  )!;
  expect(pick, "a slab of the issued plan still to pick").toBeDefined();
  const { slab, table } = pick;
  const plane = await api<{ boards: { code: string; boxNo: string | null }[]; projectId: string }>(
    s,
    "/productionProject/plane",
    { planeId: slab.planeId },
  );
  const boxNo = new Map(plane.boards.map((b) => [b.code, b.boxNo]));
  const boxes = (
    await api<{ list: Box[] }>(s, "/packing/boxes", { projectId: plane.projectId, pageSize: 200 })
  ).list;
  const free = boxes.filter((b) => b.status === "toPack" && !used.boxes.has(b.boxId));
  // The box the packing list names for most of the slab's boards (among those no test took; on a tie
  // the later box, leaving the earlier, fuller one to the next test).
  const count = (b: Box) => slab.boardCodes.filter((c) => boxNo.get(c) === b.boxNo).length;
  const box = [...free].sort((a, b) => count(b) - count(a) || b.boxNo.localeCompare(a.boxNo))[0]!;
  expect(count(box)).toBeGreaterThan(0);
  const mine = slab.boardCodes.filter((c) => boxNo.get(c) === box.boxNo);
  const other = slab.boardCodes
    .map((code) => ({
      code,
      box: boxes.find((b) => b.status === "toPack" && b.boxNo === boxNo.get(code) && b.boxId !== box.boxId),
    }))
    .find((x) => x.box)!;
  expect(other, "a board of the slab listed for another box").toBeDefined();
  const racks = await api<{ list: { code: string }[] }>(s, "/rackTrip/trips", {
    pageNum: 1,
    pageSize: 100,
    status: "idle",
  });
  const rack = racks.list.find((r) => !used.racks.has(r.code))!.code;
  used.slabs.add(slab.slabId);
  used.racks.add(rack);
  used.boxes.add(box.boxId);
  return { planId, slab, table, rack, box, mine, elsewhere: { code: other.code, box: other.box!.code } };
}

interface Trip {
  tripId: string | null;
  stage: string | null;
  state: string;
}
async function trip(s: Session, code: string): Promise<Trip> {
  const { rackId } = await api<{ rackId: string }>(s, "/rackTrip/byCode", { code });
  return (await api<{ rack: Trip }>(s, "/rackTrip/detail", { rackId })).rack;
}

// ---- the shift ------------------------------------------------------------------------------------------

describe("a whole shift by scanning only", () => {
  for (const lang of ["zh-CN", "en-US"] as const satisfies readonly Lang[]) {
    it(`picks by plan, cuts, loads, passes the gates with the crafts done, packs by the list, seals and prints (${lang})`, async () => {
      const w = WORDS[lang];
      const s = await suite.signIn(lang);
      const { page } = s;
      const shift = await findShift(s);
      const { slab, rack, box } = shift;
      const table = w.table(shift.table.deviceCode, shift.table.tableSide);

      await page.goto("/scanStation");
      await scanBox(page).waitFor();

      // 1. The slab: picked by plan onto its plan's table, started, completed (confirmed).
      let a = await scan(page, slab.barcode);
      expect(a.verdict).toBe("accept");
      expect(a.text).toContain(slab.barcode);
      await expect.poll(() => title(page)).toBe(slab.barcode);
      expect(await state(page)).toBe(w.slab.toPick);
      await expect.poll(() => page.locator(byTestId("station-slab-plan")).innerText()).toContain(table);
      const pick = page.locator(byTestId("station-act-pickSlab"));
      expect(await pick.innerText()).toContain(table);
      await pick.click();
      await expect.poll(() => state(page)).toBe(w.slab.toCut);
      await expect.poll(() => feedback(page).innerText()).toContain(table);
      expect(await feedback(page).getAttribute("data-verdict")).toBe("accept");
      // It landed on its plan's table.
      const onTable = await api<{ list: { slabId: string; deviceCode: string; tableSide: string }[] }>(
        s,
        "/picking/slabList",
        { pageNum: 1, pageSize: 200, status: "toCut", barcode: slab.barcode },
      );
      expect(onTable.list.find((x) => x.slabId === slab.slabId)).toMatchObject(shift.table);

      // The operator scans the slab again at the saw (the box has the focus back after the pick).
      a = await scan(page, slab.barcode);
      expect(a.verdict).toBe("accept");
      await act(page, "startCutting");
      await expect.poll(() => state(page)).toBe(w.slab.cutting);
      a = await scan(page, slab.barcode);
      expect(a.verdict).toBe("accept");
      expect(await state(page)).toBe(w.slab.cutting);
      await act(page, "completeCutting");
      await expect
        .poll(() => page.locator(byTestId("station-complete-confirm")).innerText())
        .toContain(w.irrevocable);
      // The confirmation's OK has the focus: Enter confirms, as at a station without a mouse.
      await expect.poll(() => hasFocus(page)).toBe("station-complete-ok");
      await page.keyboard.press("Enter");
      await expect.poll(() => state(page)).toBe(w.slab.done);

      // 2. A free rack, by scanning only: scanned, scanned again to start loading, the slab's cut boards
      // scanned (a board scanned twice is listed once), the rack once more to load them.
      a = await scan(page, rack);
      expect(a.verdict).toBe("accept");
      await expect.poll(() => title(page)).toBe(rack);
      expect(await state(page)).toBe(w.rack.idle);
      a = await scan(page, rack);
      expect(a).toEqual({ verdict: "accept", text: w.loadStarted(rack) });
      await page.locator(byTestId("station-mode")).waitFor();
      for (const [i, code] of slab.boardCodes.entries()) {
        a = await scan(page, code);
        expect(a).toEqual({ verdict: "accept", text: w.listed(code) });
        await expect.poll(() => page.locator(byTestId("station-listed-row")).count()).toBe(i + 1);
      }
      a = await scan(page, slab.boardCodes[0]!);
      expect(a).toEqual({ verdict: "refuse", text: w.alreadyListed(slab.boardCodes[0]!) });
      expect(await page.locator(byTestId("station-listed-row")).count()).toBe(slab.boardCodes.length);
      a = await scan(page, rack);
      expect(a).toEqual({ verdict: "accept", text: w.loaded(slab.boardCodes.length, rack) });
      await expect.poll(() => state(page)).toBe(w.rack.loaded);
      expect(await page.locator(byTestId("station-boards")).innerText()).toBe(String(slab.boardCodes.length));

      // 3. Circulate stage by stage up to packing; the gate at second processing refuses first.
      let refused = false;
      for (let i = 0; i < 6; i++) {
        const t = await trip(s, rack);
        if (t.stage === "packing" && t.state === "received") break;
        const gate = await api<{ pending: { code: string; crafts: { craftName: string }[] }[] }>(
          s,
          "/rackTrip/gate",
          { tripId: t.tripId },
        );
        if (gate.pending.length > 0) {
          // The gate names the boards and their crafts on the screen, then refuses to circulate.
          await expect
            .poll(() => page.locator(byTestId("stage-gate-board")).count())
            .toBe(gate.pending.length);
          await act(page, "circulate");
          const error = page.locator(byTestId("station-error"));
          await expect.poll(() => error.innerText()).toContain(w.gate(rack));
          for (const b of gate.pending)
            expect(await error.innerText()).toContain(
              w.pending(
                b.code,
                b.crafts.map((c) => c.craftName),
              ),
            );
          expect(await feedback(page).getAttribute("data-verdict")).toBe("refuse");
          expect(await state(page)).toBe(w.rack.received);
          refused = true;
          // Crafts done at the station, workshop by workshop, until the gate waits for nothing.
          for (let k = 0; k < 6 && (await page.locator(byTestId("stage-gate-board")).count()) > 0; k++) {
            const button = page.locator(byTestId("stage-gate-crafts"));
            const before = await button.innerText();
            await button.click();
            await expect
              .poll(async () =>
                (await page.locator(byTestId("stage-gate-board")).count()) === 0
                  ? ""
                  : await button.innerText(),
              )
              .not.toBe(before);
            if (k === 0) await toastWith(page, w.crafted);
          }
          await expect.poll(() => page.locator(byTestId("stage-gate-board")).count()).toBe(0);
          // The rack scanned again: its boards' crafts of this stage are done.
          a = await scan(page, rack);
          expect(a.verdict).toBe("accept");
          expect(
            (await api<{ pending: unknown[] }>(s, "/rackTrip/gate", { tripId: t.tripId })).pending,
          ).toEqual([]);
        }
        await act(page, "circulate");
        await expect.poll(() => state(page)).toBe(w.rack.inTransit);
        // At the next stage's door the rack is scanned and received.
        a = await scan(page, rack);
        expect(a.verdict).toBe("accept");
        expect(await state(page)).toBe(w.rack.inTransit);
        await act(page, "receive");
        await expect.poll(() => state(page)).toBe(w.rack.received);
        await expect.poll(() => feedback(page).innerText()).toContain(w.received(rack));
      }
      expect(refused).toBe(true);
      expect(await trip(s, rack)).toMatchObject({ stage: "packing", state: "received" });

      // 4. The box the packing list names: scanned, filled by scanning, finished by scanning it again.
      a = await scan(page, box.code);
      expect(a.verdict).toBe("accept");
      await expect.poll(() => title(page)).toBe(box.code);
      expect(await state(page)).toBe(w.box.toPack);
      // Scanned again: filling starts (no button).
      a = await scan(page, box.code);
      expect(a).toEqual({ verdict: "accept", text: w.fillStarted(box.code) });
      await expect
        .poll(() => page.locator(byTestId("station-mode")).innerText())
        .toContain(w.fillBox(box.code, 0));
      a = await scan(page, shift.elsewhere.code);
      expect(a.verdict).toBe("refuse");
      expect(a.text).toContain(w.elsewhere(shift.elsewhere.code, shift.elsewhere.box));
      for (const [i, code] of shift.mine.entries()) {
        a = await scan(page, code);
        expect(a).toEqual({ verdict: "accept", text: w.boxed(code, box.code, i + 1) });
      }
      // A board scanned twice goes in once: the second scan says it is in the box already.
      a = await scan(page, shift.mine[0]!);
      expect(a.verdict).toBe("refuse");
      expect(a.text).toContain(w.alreadyInBox(shift.mine[0]!, box.boxNo));
      await expect
        .poll(() => page.locator(byTestId("station-mode")).innerText())
        .toContain(w.fillBox(box.code, shift.mine.length));
      a = await scan(page, box.code);
      expect(a).toEqual({ verdict: "accept", text: w.boxFinished(box.code, shift.mine.length) });
      await expect.poll(() => state(page)).toBe(w.box.packing);
      expect(await page.locator(byTestId("station-boards")).innerText()).toBe(String(shift.mine.length));

      // Seal: the rest of its packing list is missing, so the confirmation names each missing board.
      const missing = (
        await api<{ planned: { code: string }[] }>(s, "/packing/detail", { boxId: box.boxId })
      ).planned.map((b) => b.code);
      expect(missing.length).toBeGreaterThan(0);
      await act(page, "seal");
      const dialog = page.locator(".ant-modal-confirm");
      await dialog.locator(byTestId("seal-short-confirm")).waitFor();
      expect(await dialog.locator(".ant-modal-confirm-title").innerText()).toBe(w.shortTitle(box.code));
      expect(await dialog.locator(byTestId("seal-short-board")).allInnerTexts()).toEqual(missing);
      // Its OK button has the focus: Enter seals short, as at a station without a mouse.
      await expect.poll(() => hasFocus(page)).toBe("seal-short-ok");
      await page.keyboard.press("Enter");
      await expect.poll(() => state(page)).toBe(w.box.done);
      await expect.poll(() => feedback(page).innerText()).toContain(w.sealed(box.code));
      await toastWith(page, w.sealed(box.code));

      // Print: one click opens the label and the packing list, in the operator's language.
      const [print] = await Promise.all([page.context().waitForEvent("page"), act(page, "print")]);
      await print.locator(byTestId("box-list-short")).waitFor();
      expect(print.url()).toContain(`/productionTracking/boxPrint?boxId=${box.boxId}`);
      expect(await print.locator(byTestId("box-label-code")).innerText()).toBe(box.code);
      expect(await print.locator(".sw-box-title").allInnerTexts()).toEqual([w.labelTitle, w.listTitle]);
      expect(await print.locator(byTestId("box-list-row")).count()).toBe(shift.mine.length);
      const listed = await print.locator(byTestId("box-list")).innerText();
      for (const code of shift.mine) expect(listed).toContain(code);
      const short = await print.locator(byTestId("box-list-short")).innerText();
      expect(short).toContain(w.short);
      for (const code of missing) expect(short).toContain(code);
      await print.close();

      // Back at the station the scan box still has the focus: the rack, with the boards left on it.
      a = await scan(page, rack);
      expect(a.verdict).toBe("accept");
      expect(await page.locator(byTestId("station-boards")).innerText()).toBe(
        String(slab.boardCodes.length - shift.mine.length),
      );

      // The chain holds: the slab done, its boards on that rack's trip through every stage, in the box,
      // the box sealed (short).
      const plan = await api<{ tables: { slabs: { slabId: string; status: string }[] }[] }>(
        s,
        "/productionPlan/detail",
        { planId: shift.planId },
      );
      expect(plan.tables.flatMap((t) => t.slabs).find((x) => x.slabId === slab.slabId)?.status).toBe("done");
      const tracked = await api<{
        boxState: string;
        shortCodes: string[] | null;
        boards: {
          code: string;
          stage: string;
          rackCode: string | null;
          boxId: string | null;
          times: { received: { stage: string; rackCode: string }[]; crafts: unknown[] };
        }[];
      }>(s, "/tracking/boards", { boxId: box.boxId });
      expect(tracked.boxState).toBe("done");
      expect([...(tracked.shortCodes ?? [])].sort()).toEqual([...missing].sort());
      const packed = tracked.boards.filter((b) => b.stage === "packed");
      expect(packed.map((b) => b.code).sort()).toEqual([...shift.mine].sort());
      for (const b of packed) {
        // Packed: off the rack now, in the box; the rack's trip is in its history, stage by stage.
        expect(b.boxId).toBe(box.boxId);
        const stages = b.times.received.filter((r) => r.rackCode === rack).map((r) => r.stage);
        expect(stages).toEqual(expect.arrayContaining(["cutting", "secondProcessing", "packing"]));
      }
      const detail = await api<{ status: string; boards: { code: string }[] }>(s, "/packing/detail", {
        boxId: box.boxId,
      });
      expect(detail.status).toBe("done");
      expect(detail.boards.map((b) => b.code).sort()).toEqual([...shift.mine].sort());
      const { rackId } = await api<{ rackId: string }>(s, "/rackTrip/byCode", { code: rack });
      const events = (
        await api<{ events: { action: string; stage: string }[] }>(s, "/rackTrip/detail", { rackId })
      ).events;
      expect(events.map((e) => e.action)).toEqual(
        expect.arrayContaining(["generate", "circulate", "receive", "pack"]),
      );
    });
  }
});
