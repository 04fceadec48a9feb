/**
 * The shop floor's transition tables (DESIGN §11, docs/api-production.md). Status is derived from
 * stored events and assignments; what may happen next is read from these tables on both sides: the
 * server refuses an action a table does not allow (1003 with {from, action}), the web offers only
 * the allowed ones. A table maps a state to the actions allowed in it and the state each leads to.
 */
import type { SlabStatus } from "../inventory/slab.schema.ts";
import type { BoardStatus } from "../project/project-views.schema.ts";

export type TransitionTable<S extends string, A extends string> = Readonly<
  Record<S, Readonly<Partial<Record<A, S>>>>
>;

export const SLAB_ACTIONS = ["pick", "return", "transfer", "changeDevice", "start", "complete"] as const;
export type SlabAction = (typeof SLAB_ACTIONS)[number];

/**
 * A slab: picked onto a device table (toCut), returned to a warehouse (toPick), moved to another
 * table (transfer), started by its device or an operator (cutting), marked complete (done, irrevocable).
 */
export const SLAB_TRANSITIONS: TransitionTable<SlabStatus, SlabAction> = {
  toPick: { pick: "toCut", changeDevice: "toPick" },
  toCut: { return: "toPick", transfer: "toCut", changeDevice: "toCut", start: "cutting", complete: "done" },
  cutting: { complete: "done" },
  done: {},
};

export const BOARD_ACTIONS = ["start", "complete", "break"] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

/**
 * A board moves with its slab (start, complete). A board found broken (exception with a reason) goes
 * back to planning: toCut without a slab or plan, so layout review lists it as needing a new plan.
 */
export const BOARD_TRANSITIONS: TransitionTable<BoardStatus, BoardAction> = {
  toCut: { start: "cutting", complete: "done" },
  cutting: { complete: "done", break: "toCut" },
  done: { break: "toCut" },
};

export const PLAN_STATES = ["draft", "issued", "closed", "cancelled"] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export const PLAN_ACTIONS = ["edit", "issue", "cancel", "close"] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/**
 * A production plan (cutting schedule): edited as a draft, issued (its picking sheet prints),
 * closed when every slab of it is done; cancelled before any of its slabs is picked.
 */
export const PLAN_TRANSITIONS: TransitionTable<PlanState, PlanAction> = {
  draft: { edit: "draft", issue: "issued", cancel: "cancelled" },
  issued: { cancel: "cancelled", close: "closed" },
  closed: {},
  cancelled: {},
};

/** Derived, never stored: a project's or plane's production status from its boards. */
export const PRODUCTION_STATES = ["notStarted", "inProduction", "finished"] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];

/** A device table (A/B, `tableSide` in inventory) is picked exactly while a slab is toCut or cutting on it. */
export const TABLE_PICKED_SLAB_STATES: readonly SlabStatus[] = ["toCut", "cutting"];

/** The state an action leads to, or undefined when the table does not allow it from `from`. */
export function nextState<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  from: S,
  action: A,
): S | undefined {
  return table[from]?.[action];
}

/** The actions allowed from a state, in the table's order. */
export function allowedActions<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  from: S,
): A[] {
  return Object.keys(table[from] ?? {}) as A[];
}
