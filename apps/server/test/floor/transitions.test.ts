/**
 * The floor's transition tables (packages/shared/src/floor/transitions.ts, docs/api-floor.md): every
 * (state, action) pair of the rack and box tables, allowed or refused, the stage guards, the derived
 * stage states, and the quantity and fee arithmetic.
 */
import {
  BOX_ACTIONS,
  BOX_STATES,
  BOX_TRANSITIONS,
  craftFeeFen,
  defaultQuantityMilli,
  nextState,
  RACK_ACTIONS,
  RACK_STATES,
  RACK_TRANSITIONS,
  rackActionGuard,
  rackActions,
  stageStates,
  tripRoute,
} from "@stoneworks/shared";
import { describe, expect, it } from "vitest";

const RACK_ALLOWED: Record<string, Record<string, string>> = {
  idle: { generate: "loaded" },
  loaded: { load: "loaded", circulate: "inTransit", cancel: "idle", unload: "loaded" },
  inTransit: { receive: "received" },
  received: { circulate: "inTransit", pack: "received", dismantle: "toReturn", unload: "received" },
  toReturn: { return: "idle" },
};

const BOX_ALLOWED: Record<string, Record<string, string>> = {
  toPack: { add: "packing" },
  packing: { add: "packing", remove: "packing", seal: "done" },
  done: { reopen: "packing" },
};

describe("rack trips", () => {
  for (const from of RACK_STATES)
    for (const action of RACK_ACTIONS) {
      const to = RACK_ALLOWED[from]?.[action];
      it(`${from} –${action}→ ${to ?? "refused"}`, () => {
        expect(nextState(RACK_TRANSITIONS, from, action)).toBe(to);
      });
    }

  it("routes through reinforcement and second processing only when the flow and the boards need them", () => {
    expect(tripRoute({ reinforcement: true, hasCrafts: true })).toEqual([
      "cutting",
      "reinforcement",
      "secondProcessing",
      "packing",
    ]);
    expect(tripRoute({ reinforcement: false, hasCrafts: false })).toEqual(["cutting", "packing"]);
  });

  it("refuses circulating past the last stage and packing before the packing stage", () => {
    const route = tripRoute({ reinforcement: true, hasCrafts: true });
    expect(rackActionGuard("received", "circulate", route, "packing")).toBe("lastStage");
    expect(rackActionGuard("received", "pack", route, "secondProcessing")).toBe("notAtPacking");
    expect(rackActionGuard("received", "pack", route, "packing")).toBeNull();
    expect(rackActionGuard("inTransit", "pack", route, "packing")).toBe("notAllowed");
    expect(rackActions("received", route, "packing")).toEqual(["pack", "dismantle"]);
    expect(rackActions("received", route, "reinforcement")).toEqual(["circulate", "dismantle"]);
    expect(rackActions("loaded", route, "cutting")).toEqual(["load", "circulate", "cancel"]);
  });

  it("derives each stage's state from where the trip is", () => {
    const route = tripRoute({ reinforcement: false, hasCrafts: true });
    expect(stageStates(null)).toEqual({
      cutting: "notStarted",
      reinforcement: "notStarted",
      secondProcessing: "notStarted",
      packing: "notStarted",
    });
    expect(stageStates({ route, stage: "cutting", state: "loaded" })).toEqual({
      cutting: "inProgress",
      reinforcement: "skipped",
      secondProcessing: "notStarted",
      packing: "notStarted",
    });
    expect(stageStates({ route, stage: "secondProcessing", state: "inTransit" })).toEqual({
      cutting: "done",
      reinforcement: "skipped",
      secondProcessing: "notStarted",
      packing: "notStarted",
    });
    expect(stageStates({ route, stage: "secondProcessing", state: "received" })).toEqual({
      cutting: "done",
      reinforcement: "skipped",
      secondProcessing: "inProgress",
      packing: "notStarted",
    });
    expect(stageStates({ route, stage: "packing", state: "toReturn" })).toEqual({
      cutting: "done",
      reinforcement: "skipped",
      secondProcessing: "done",
      packing: "done",
    });
  });
});

describe("packing boxes", () => {
  for (const from of BOX_STATES)
    for (const action of BOX_ACTIONS) {
      const to = BOX_ALLOWED[from]?.[action];
      it(`${from} –${action}→ ${to ?? "refused"}`, () => {
        expect(nextState(BOX_TRANSITIONS, from, action)).toBe(to);
      });
    }
});

describe("quantities and fees", () => {
  it("defaults a craft line to 1 piece, the long edge in metres, the area in m²", () => {
    const board = { length: 1200, width: 600 };
    expect(defaultQuantityMilli("piece", board)).toBe(1000);
    expect(defaultQuantityMilli("metre", board)).toBe(1200);
    expect(defaultQuantityMilli("metre", { length: 500, width: 800 })).toBe(800);
    expect(defaultQuantityMilli("squareMetre", board)).toBe(720);
  });

  it("counts fees exactly in fen, half up", () => {
    expect(craftFeeFen(1000, 1250)).toBe(1250);
    expect(craftFeeFen(720, 1500)).toBe(1080);
    expect(craftFeeFen(1, 500)).toBe(1); // 0.5 fen rounds up
    expect(craftFeeFen(1, 499)).toBe(0);
    expect(craftFeeFen(123_456_789, 99_999)).toBe(12_345_555_443);
  });
});
