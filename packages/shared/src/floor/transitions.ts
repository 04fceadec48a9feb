/**
 * The floor after cutting (issue #15, DESIGN §11, docs/api-floor.md): racks on trips through the
 * stages, packing boxes. As in production/transitions.ts, the server refuses what a table does not
 * allow (1003 with {from, action}) and the web offers only the allowed actions. Stage-dependent rules
 * (circulate needs a next stage, pack only at packing) are the guards `rackActionAllowed` adds.
 */
import { nextState, type TransitionTable } from "../production/transitions.ts";

/** The stages a rack passes, in order (DESIGN §6). */
export const FLOOR_STAGES = ["cutting", "reinforcement", "secondProcessing", "packing"] as const;
export type FloorStage = (typeof FLOOR_STAGES)[number];

/** A rack with no open trip is idle; otherwise it is in its trip's state. */
export const RACK_STATES = ["idle", "loaded", "inTransit", "received", "toReturn"] as const;
export type RackState = (typeof RACK_STATES)[number];

/** A trip's stored state: the rack states but idle, and the two ends of a trip. */
export const TRIP_STATES = ["loaded", "inTransit", "received", "toReturn", "returned", "cancelled"] as const;
export type TripState = (typeof TRIP_STATES)[number];

export const RACK_ACTIONS = [
  "generate",
  "load",
  "circulate",
  "receive",
  "cancel",
  "pack",
  "dismantle",
  "return",
  "unload",
] as const;
export type RackAction = (typeof RACK_ACTIONS)[number];

/**
 * A rack's trip. generate: load cut boards of one plane onto an idle rack (at the cutting stage);
 * load: more boards of that plane while still at cutting; circulate: send to the next stage of its
 * route; receive: the next workshop accepts it; cancel: undo a generate before any circulation;
 * pack: boards from the rack into boxes (at packing; the last one out sends the rack to return);
 * dismantle: unload what is left and send it to return; return: back at its place, idle;
 * unload: take some boards off (with a reason) so the rest may leave a stage gate (stage-gate.ts).
 * `idle` as a target means the trip ends (cancel → cancelled, return → returned).
 */
export const RACK_TRANSITIONS: TransitionTable<RackState, RackAction> = {
  idle: { generate: "loaded" },
  loaded: { load: "loaded", circulate: "inTransit", cancel: "idle", unload: "loaded" },
  inTransit: { receive: "received" },
  received: { circulate: "inTransit", pack: "received", dismantle: "toReturn", unload: "received" },
  toReturn: { return: "idle" },
};

/** The stages a trip visits: cutting, reinforcement when its process flow has it, second processing when a board on it has crafts, packing. */
export function tripRoute(opts: { reinforcement: boolean; hasCrafts: boolean }): FloorStage[] {
  return FLOOR_STAGES.filter(
    (s) => (s !== "reinforcement" || opts.reinforcement) && (s !== "secondProcessing" || opts.hasCrafts),
  );
}

/** The stage after `stage` on the route, or undefined at its end. */
export function nextStage(route: readonly FloorStage[], stage: FloorStage): FloorStage | undefined {
  const i = route.indexOf(stage);
  return i < 0 ? undefined : route[i + 1];
}

/**
 * Why an action the table allows is still refused at this stage, or null when it is allowed:
 * circulate needs a next stage on the route; pack needs the packing stage.
 */
export function rackActionGuard(
  state: RackState,
  action: RackAction,
  route: readonly FloorStage[],
  stage: FloorStage,
): "notAllowed" | "lastStage" | "notAtPacking" | null {
  if (!nextState(RACK_TRANSITIONS, state, action)) return "notAllowed";
  if (action === "circulate" && !nextStage(route, stage)) return "lastStage";
  if (action === "pack" && stage !== "packing") return "notAtPacking";
  return null;
}

/**
 * The actions a rack offers in this state at this stage (the table's, less the guarded ones). Unload
 * is not a rack button: the stage gate offers it for the boards it names.
 */
export function rackActions(
  state: RackState,
  route: readonly FloorStage[],
  stage: FloorStage,
): Exclude<RackAction, "unload">[] {
  return RACK_ACTIONS.filter(
    (a): a is Exclude<RackAction, "unload"> =>
      a !== "unload" && rackActionGuard(state, a, route, stage) === null,
  );
}

export const STAGE_STATES = ["notStarted", "inProgress", "done", "skipped"] as const;
export type StageState = (typeof STAGE_STATES)[number];

/**
 * Each stage's state on a trip, derived from where the trip is: stages behind it are done, the
 * current one is in progress (done once sent on, or once the trip is over), later ones not started,
 * and stages off the route skipped. A rack with no open trip shows every stage not started.
 */
export function stageStates(
  trip: { route: readonly FloorStage[]; stage: FloorStage; state: TripState } | null,
): Record<FloorStage, StageState> {
  const out = {} as Record<FloorStage, StageState>;
  for (const s of FLOOR_STAGES) {
    if (!trip) out[s] = "notStarted";
    else if (!trip.route.includes(s)) out[s] = "skipped";
    else {
      const at = trip.route.indexOf(trip.stage);
      const i = trip.route.indexOf(s);
      const over = trip.state === "toReturn" || trip.state === "returned";
      if (i < at || over) out[s] = "done";
      else if (i > at) out[s] = "notStarted";
      else out[s] = trip.state === "cancelled" ? "notStarted" : "inProgress";
    }
  }
  // In transit: the stage it left is done, the one it goes to has not started until received.
  if (trip?.state === "inTransit") {
    const i = trip.route.indexOf(trip.stage);
    const prev = trip.route[i - 1];
    if (prev) out[prev] = "done";
    out[trip.stage] = "notStarted";
  }
  return out;
}

/** A packing box: empty (toPack), boards in it (packing), sealed (done: its label and list print). */
export const BOX_STATES = ["toPack", "packing", "done"] as const;
export type BoxState = (typeof BOX_STATES)[number];
export const BOX_ACTIONS = ["add", "remove", "seal", "reopen"] as const;
export type BoxAction = (typeof BOX_ACTIONS)[number];

/**
 * add: a board of the box's project goes in; remove: one comes out (the last one out leaves it
 * toPack); seal: done; reopen (menu 2600, audited with a reason): back to packing.
 * `remove` lists packing as its target; the service derives toPack when the box is left empty.
 */
export const BOX_TRANSITIONS: TransitionTable<BoxState, BoxAction> = {
  toPack: { add: "packing" },
  packing: { add: "packing", remove: "packing", seal: "done" },
  done: { reopen: "packing" },
};

/** A board's packing status, derived from its box (none: toPack; unsealed: packing; sealed: packed). */
export const BOARD_PACKING_STATES = ["toPack", "packing", "packed"] as const;
export type BoardPackingState = (typeof BOARD_PACKING_STATES)[number];

/** Pricing units of a second-processing craft. */
export const PRICING_UNITS = ["piece", "metre", "squareMetre"] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];

/**
 * A craft line's default quantity in thousandths of its unit: 1 piece; the long edge in metres
 * (mm are thousandths of a metre); the area in m² (mm² ÷ 1000, rounded half up).
 */
export function defaultQuantityMilli(unit: PricingUnit, board: { length: number; width: number }): number {
  if (unit === "piece") return 1000;
  if (unit === "metre") return Math.max(board.length, board.width);
  return Math.max(1, Math.round((board.length * board.width) / 1000));
}

/** Fee in fen of a quantity (thousandths) at a unit price (fen): exact integers, rounded half up. */
export function craftFeeFen(quantityMilli: number, unitPriceFen: number): number {
  const q = BigInt(Math.round(quantityMilli));
  const p = BigInt(Math.round(unitPriceFen));
  return Number((q * p + 500n) / 1000n);
}
