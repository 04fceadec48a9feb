import type { Instance, Solution, SolveOptions } from "@stoneworks/cutting";
import {
  buildInstance,
  type GroupResult,
  interpret,
  type LayoutBoard,
  type LayoutSettings,
  type LayoutSlab,
  solveOptions,
  unplacedReason,
} from "./layout.engine.ts";

/**
 * Remnants first (docs/api-layout.md "Remnants first").
 *
 * The optimiser opens its bins strictly in the order given and drops a board that does not fit the next
 * bin it would open (packages/cutting `pack-insert`: a new bin is always `p.bins[opened]`), so "remnants
 * first" cannot be an ordering alone: a large board would be lost on a small remnant at the head of the
 * stock. It is solved in two steps instead: the boards against the remnants (largest first), then the
 * boards left against the full slabs. Without the preference the full slabs come first and the remnants
 * after them. A remnant no board fits is never offered (it would only be an empty plan).
 */

type StockSlab = LayoutSlab & { remnant: boolean };

/** The group's stock: remnants a board fits (largest first), then full slabs in stacking order; or, without the preference, the full slabs first. */
export function stockOrder<S extends StockSlab>(
  boards: LayoutBoard[],
  slabs: S[],
  opts: { preferRemnants?: boolean; rotation: "allowed" | "banned" },
): S[] {
  const fits = (s: S) =>
    boards.some(
      (b) =>
        (b.length <= s.length && b.width <= s.width) ||
        (opts.rotation === "allowed" && b.rotatable && b.width <= s.length && b.length <= s.width),
    );
  const remnants = slabs
    .filter((s) => s.remnant && fits(s))
    .sort((a, b) => b.length * b.width - a.length * a.width);
  const full = slabs.filter((s) => !s.remnant);
  return opts.preferRemnants === false ? [...full, ...remnants] : [...remnants, ...full];
}

/**
 * Solves one group: with `preferRemnants` (and remnants in stock) the boards go on the remnants first and
 * what is left on the full slabs, each step proved by `interpret` (checkPlan); else one solve over the
 * stock as `stockOrder` gave it. `solver` is the optimiser call (a worker thread in the runner).
 */
export async function solveStock(
  boards: LayoutBoard[],
  slabs: StockSlab[],
  settings: LayoutSettings,
  preferRemnants: boolean,
  timeMs: number,
  solver: (inst: Instance, opts: SolveOptions) => Promise<Solution> | Solution,
  extra: Partial<SolveOptions> = {},
): Promise<GroupResult> {
  const once = async (bs: LayoutBoard[], ss: LayoutSlab[], ms: number) => {
    const instance = buildInstance(bs, ss, settings);
    const solution = await solver(instance.instance, { ...solveOptions(settings, ms), ...extra });
    return interpret(instance, bs, ss, settings, solution);
  };
  const remnants = slabs.filter((s) => s.remnant);
  if (!preferRemnants || remnants.length === 0) return once(boards, slabs, timeMs);
  const full = slabs.filter((s) => !s.remnant);
  const first = await once(boards, remnants, full.length > 0 ? Math.max(100, timeMs / 2) : timeMs);
  const left = new Set(first.unplaced.map((u) => u.boardId));
  const rest = boards.filter((b) => left.has(b.id));
  if (rest.length === 0) return first;
  if (full.length === 0)
    return {
      ...first,
      unplaced: rest.map((b) => ({ boardId: b.id, reason: unplacedReason(b, slabs, settings) })),
    };
  const second = await once(rest, full, Math.max(100, timeMs / 2));
  return {
    slabs: [...first.slabs, ...second.slabs],
    unplaced: second.unplaced.map((u) => ({
      boardId: u.boardId,
      reason: unplacedReason(rest.find((b) => b.id === u.boardId)!, slabs, settings),
    })),
    optimal: false,
  };
}
