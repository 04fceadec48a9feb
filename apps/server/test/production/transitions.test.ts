import {
  BOARD_ACTIONS,
  BOARD_STATUSES,
  BOARD_TRANSITIONS,
  PLAN_ACTIONS,
  PLAN_STATES,
  PLAN_TRANSITIONS,
  SLAB_ACTIONS,
  SLAB_STATUSES,
  SLAB_TRANSITIONS,
  type TransitionTable,
  translate,
} from "@stoneworks/shared";
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/errors.ts";
import { transition } from "../../src/modules/production/transition.ts";

/** Every (state, action) pair of each table: allowed ones lead where the table says, the rest are 1003. */
function walk<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  states: readonly S[],
  actions: readonly A[],
  entity: "slab" | "board" | "plan",
  stateKey: (s: S) => string,
) {
  let allowed = 0;
  let refused = 0;
  for (const from of states)
    for (const action of actions) {
      const to = table[from][action];
      const subject = { entity, code: "X-1", stateKey: stateKey(from) };
      if (to !== undefined) {
        expect(transition("zh-CN", table, from, action, subject)).toBe(to);
        allowed++;
      } else {
        let error: unknown;
        try {
          transition("en-US", table, from, action, subject);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe(1003);
        expect((error as AppError).options.data).toEqual({ from, action });
        refused++;
      }
    }
  return { allowed, refused };
}

describe("production transition tables", () => {
  it("slab: pick, return, transfer, start, complete only where the table allows", () => {
    expect(
      walk(SLAB_TRANSITIONS, SLAB_STATUSES, SLAB_ACTIONS, "slab", (s) => `inventory.status.${s}`),
    ).toEqual({
      allowed: 8,
      refused: 16,
    });
    expect(SLAB_TRANSITIONS.done).toEqual({});
  });
  it("board: moves with its slab; only a cut or cutting board can be flagged broken", () => {
    expect(
      walk(BOARD_TRANSITIONS, BOARD_STATUSES, BOARD_ACTIONS, "board", (s) => `production.boardStatus.${s}`),
    ).toEqual({ allowed: 5, refused: 4 });
  });
  it("plan: draft → issued → closed, cancelled before any pick", () => {
    expect(
      walk(PLAN_TRANSITIONS, PLAN_STATES, PLAN_ACTIONS, "plan", (s) => `production.planStatus.${s}`),
    ).toEqual({
      allowed: 5,
      refused: 11,
    });
  });
  it("names what was refused, its state and the action, in the caller's language", () => {
    const subject = { entity: "slab" as const, code: "SL-0001", stateKey: "inventory.status.cutting" };
    const message = (lang: "zh-CN" | "en-US") => {
      try {
        transition(lang, SLAB_TRANSITIONS, "cutting", "pick", subject);
      } catch (e) {
        return (e as AppError).options;
      }
    };
    expect(message("zh-CN")).toMatchObject({
      msgKey: "production.refused",
      params: { entity: "大板", code: "SL-0001", state: "切割中", actionName: "领料" },
    });
    expect(message("en-US")).toMatchObject({
      params: { entity: "Slab", state: "cutting", actionName: "be picked" },
    });
    // As the error handler renders it: the envelope's data ({from, action}) joins the params.
    const o = message("zh-CN")!;
    const rendered = translate("zh-CN", o.msgKey!, { ...o.params, ...(o.data as Record<string, string>) });
    expect(rendered).toBe("大板 SL-0001 当前为「切割中」，不能领料");
  });
});
