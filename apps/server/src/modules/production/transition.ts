import { Code, type Lang, nextState, type TransitionTable, translate } from "@stoneworks/shared";
import { AppError } from "../../lib/errors.ts";

/** What a refused transition names: the entity kind, its code (barcode, plan no.) and its state's catalogue key. */
interface Subject {
  entity: "slab" | "board" | "plan";
  code: string;
  /** The catalogue key of the state's name, e.g. `inventory.status.toCut`. */
  stateKey: string;
}

/**
 * The state `action` leads to from `from`, or 1003 {from, action} with a message naming what was
 * acted on, its state and the action ("大板 SL-0001 当前为「切割中」，不能领料"), in the caller's language.
 */
export function transition<S extends string, A extends string>(
  lang: Lang,
  table: TransitionTable<S, A>,
  from: S,
  action: A,
  subject: Subject,
): S {
  const to = nextState(table, from, action);
  if (to !== undefined) return to;
  throw new AppError(Code.InvalidState, {
    msgKey: "production.refused",
    params: {
      entity: translate(lang, `production.entity.${subject.entity}`),
      code: subject.code,
      state: translate(lang, subject.stateKey),
      actionName: translate(lang, `production.action.${action}`),
    },
    data: { from, action },
  });
}
