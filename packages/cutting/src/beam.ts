/**
 * Beam search over partial 3-stage guillotine plans (normalised frame: first-stage cuts vertical), in the
 * spirit of packingsolver's tree search for ROADEF 2018 (Fontan & Libralesso): a node is a plan built from
 * the left; a child appends the front board of one stack (items of a stack in their order; boards without a
 * stack form one stack per type, copies being interchangeable) either
 *   df = 2  to the right of the current row (third-stage piece),
 *   df = 1  in a new row above the current one (second-stage piece),
 *   df = 0  in a new first-stage strip right of the current one,
 *   df = -1 on the next slab.
 * With 2 stages a row holds a single board (no third-stage cut). Boards are shifted right past defects, or
 * a new row is lifted above them (a board is never lifted inside its row: with waste below and above it,
 * that would take two 4th-stage trims, which ROADEF does not allow). Every child is a plan that could
 * be closed as it is: the strip's right edge (x1), the row's top (y2), the strip end on the slab and the
 * row end in the strip are adjusted at once so that min1Cut, min2Cut, maxStripWidth and minWaste hold
 * (each offcut is 0 or at least kerf + minWaste).
 * Nodes of a level (same number of boards placed) are ranked by a guide on their waste; the best `width`
 * are kept. `beamSearch` repeats with growing widths until the time is up (iterative beam search) and
 * returns the best complete plan (least slabs, then shortest last slab ⇔ least ROADEF waste).
 */
import { children } from "./beam-expand.ts";
import {
  type BeamRules,
  type Cost,
  type Ctx,
  costLess,
  makeCtx,
  type Node,
  nodeCost,
  rootNode,
  toState,
} from "./beam-node.ts";
import type { Problem } from "./model.ts";
import { emptyState, type State } from "./pack.ts";

export type { BeamRules } from "./beam-node.ts";

interface RunResult {
  node: Node;
  cost: Cost;
  complete: boolean;
  /** False when no level had more children than the width (the search was exhaustive). */
  truncated: boolean;
}

function run(
  ctx: Ctx,
  width: number,
  deadline: number,
  best: RunResult | null,
  start: Node | null = null,
): RunResult | null | "timeout" {
  ctx.start = start;
  const root: Node = start ?? rootNode(ctx);
  // Prune with the waste of the best complete plan (waste never decreases along a branch).
  let bestWaste = Number.POSITIVE_INFINITY;
  if (best?.complete)
    bestWaste =
      ctx.prevArea[best.cost[1] - 1] + best.cost[2] * ctx.p.bins[best.cost[1] - 1].H - ctx.totalArea;
  let beam: Node[] = [root];
  let truncated = false;
  let done: Node | null = null;
  let doneCost: Cost = [0, 0, 0];
  while (beam.length > 0) {
    if (performance.now() > deadline) return "timeout";
    ctx.heap = [];
    ctx.heapK = 2 * width + 8;
    for (const n of beam) children(ctx, n, bestWaste);
    const cands = ctx.heap;
    if (cands.length === 0) {
      if (done !== null || bestWaste < Number.POSITIVE_INFINITY) break;
      // Dead end (nothing fits any more): report the best partial plan.
      let b = beam[0];
      for (const n of beam) if (n.waste < b.waste) b = n;
      return { node: b, cost: nodeCost(ctx, b), complete: false, truncated: true };
    }
    cands.sort(byGuide);
    const next: Node[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < cands.length && next.length < width; i++) {
      const n = cands[i];
      if (n.waste >= bestWaste) continue;
      if (width > 1) {
        // 32-bit key of the node's state (a rare collision only drops a candidate).
        let key = Math.imul(n.hash ^ n.bin, 0x01000193);
        key = Math.imul(key ^ n.x1, 0x01000193);
        key = Math.imul(key ^ n.y2, 0x01000193);
        key = Math.imul(key ^ n.x3, 0x01000193);
        key = Math.imul(key ^ n.y2p, 0x01000193) ^ n.x1p;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (n.placed === ctx.total) {
        // Complete plan: keep the best, prune the rest of this run with its waste.
        const c = nodeCost(ctx, n);
        if (done === null || costLess(c, doneCost)) {
          done = n;
          doneCost = c;
          bestWaste = Math.min(bestWaste, ctx.prevArea[n.bin] + n.x1 * ctx.p.bins[n.bin].H - ctx.totalArea);
        }
        continue;
      }
      const np = ((n.parent as Node).pos as Int32Array).slice();
      np[n.s]++;
      if (n.s2 >= 0) np[n.s2]++;
      n.pos = np;
      next.push(n);
      if (next.length === width && i + 1 < cands.length) truncated = true;
    }
    beam = next;
  }
  if (done === null) return null;
  return { node: done, cost: doneCost, complete: true, truncated };
}

const byGuide = (a: Node, b: Node) => a.guide - b.guide;

/** Whether a complete plan reaches the lower bound (slabs, then the last slab's length by area). */
function atBound(ctx: Ctx, best: RunResult, lbBins: number): boolean {
  if (!best.complete || best.cost[1] > lbBins) return false;
  const last = ctx.p.bins[best.cost[1] - 1];
  return best.cost[2] <= Math.ceil((ctx.totalArea - ctx.prevArea[best.cost[1] - 1]) / last.H);
}

export interface BeamResult {
  state: State;
  iterations: number;
}

/**
 * Iterative beam search on the copies `copies`: widths 1, 3, 9, … (×3 per run, the last one sized to end
 * by the deadline from the time the previous run took) until the deadline or `maxRuns` runs.
 * Returns the best plan found (the first run, width 1, always completes).
 */
export function beamSearch(
  p: Problem,
  rules: BeamRules,
  copies: number[],
  deadline: number,
  maxRuns = Number.POSITIVE_INFINITY,
  lbBins = 0,
): BeamResult {
  let best: RunResult | null = null;
  let iterations = 0;
  const ctx = makeCtx(p, rules, copies);
  let width = 1;
  while (iterations < maxRuns) {
    const t = performance.now();
    const r = run(ctx, width, best === null ? Number.POSITIVE_INFINITY : deadline, best);
    iterations++;
    if (r === "timeout") break;
    if (r !== null && (best === null || costLess(r.cost, best.cost))) best = r;
    // Stop when the search was exhaustive or the plan reaches the lower bound.
    if (r?.complete && !r.truncated) break;
    if (best !== null && atBound(ctx, best, lbBins)) break;
    // Next width: grow, but so that the run (time ∝ width) still ends before the deadline.
    const now = performance.now();
    const fit = Math.floor((width * 0.85 * (deadline - now)) / Math.max(1, now - t));
    // A last run narrower than the previous one still explores other plans (the beam is not monotone).
    const next = Math.min(width * 3, fit);
    if (next < Math.max(2, width / 3)) break;
    width = next === width ? width + 1 : next;
  }
  const state = best === null ? emptyState(p) : toState(p, best.node, copies);
  if (best === null) for (const c of copies) state.pool.push(c);
  return { state, iterations };
}
