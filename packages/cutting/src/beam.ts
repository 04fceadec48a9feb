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
 * are kept, skipping a node whose front is dominated by a kept node with the same boards placed. `beamSearch` repeats with growing widths until the time is up (iterative beam search) and
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
  stripClear,
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
    // Nodes kept at this level by hash of their stack positions (front dominance between them).
    const kept = new Map<number, Node[]>();
    let alive = 0;
    for (let i = 0; i < cands.length && alive < width; i++) {
      const n = cands[i];
      if (n.waste >= bestWaste) continue;
      if (width > 1) {
        const same = kept.get(n.hash);
        if (same === undefined) kept.set(n.hash, [n]);
        else {
          let dominated = false;
          for (const k of same)
            if (k.pos !== null && dominates(ctx, k, n)) {
              dominated = true;
              break;
            }
          if (dominated) continue;
          // A kept node that the new one dominates leaves the beam (a worse guide, a worse front).
          for (const k of same)
            if (k.pos !== null && dominates(ctx, n, k)) {
              k.pos = null;
              alive--;
            }
          same.push(n);
        }
      }
      if (n.placed === ctx.total) {
        // Complete plan: keep the best, prune the rest of this run with its waste. Its last strip closes
        // here: not with a cut through a defect.
        if (ctx.noDefectCuts && !stripClear(ctx, n)) continue;
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
      alive++;
      if (alive === width && i + 1 < cands.length) truncated = true;
    }
    if (alive < next.length) {
      let j = 0;
      for (const n of next) if (n.pos !== null) next[j++] = n;
      next.length = j;
    }
    beam = next;
  }
  if (done === null) return null;
  return { node: done, cost: doneCost, complete: true, truncated };
}

const byGuide = (a: Node, b: Node) => a.guide - b.guide;

/**
 * Front dominance between two nodes with the same boards placed (after packingsolver's rectangleguillotine
 * scheme): a dominates b when a is on an earlier slab, or on the same slab its staircase of used space
 * (previous strips up to x1p, the current strip's finished rows up to y2p, the current row up to x3, the
 * strip's right edge x1, the row's top y2) lies inside b's, so that whatever completes b can complete a.
 * Heuristic under minWaste (the edges' tightness flags are not compared); the checker proves every plan.
 */
function dominates(ctx: Ctx, a: Node, b: Node): boolean {
  if (a.bin !== b.bin) return a.bin < b.bin;
  if (a.x1 + ctx.kerf <= b.x1p) return true;
  if (a.x1p <= b.x1p && a.x1 <= b.x1 && a.y2 + ctx.kerf <= b.y2p) return true;
  const H = ctx.p.bins[a.bin].H;
  if (a.x3 > b.x3 || a.x1 > b.x1 || a.y2p > b.y2p || a.y2 > b.y2) return false;
  return a.x1p === b.x1p || (a.x1p < b.x1p ? a.y2 !== H : b.y2 === H);
}

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
