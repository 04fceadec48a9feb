/**
 * One optimiser run: the problem in one orientation (first-stage cuts vertical or transposed), the best plan
 * found for it, the copies that fit on no slab and the lower bound on slabs; and the objective that ranks
 * plans.
 */
import type { Problem } from "./model.ts";
import { type State, usedLength } from "./pack.ts";

export const now = () => performance.now();

/** Lexicographic cost: unplaced area, bins used, used length of the last bin. */
export type Cost = [number, number, number];
export function cost(s: State): Cost {
  const last = s.bins[s.bins.length - 1];
  return [s.poolArea, s.bins.length, last === undefined ? 0 : usedLength(last)];
}
export function less(a: Cost, b: Cost): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** One orientation's problem, its best plan so far, the copies that fit on no slab, the lower bound on slabs. */
export interface Run {
  p: Problem;
  best: State;
  unplaceable: number[];
  lb: number;
}
