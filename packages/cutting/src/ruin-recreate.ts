/**
 * Improvement strategy (anytime): ruin & recreate in the spirit of GDRR (Gardeyn & Wauters 2022) with
 * late-acceptance hill climbing on the pool's area. Each time the pool empties the plan is a new best and
 * `reduce` shortens it (last strip of the last bin removed, the bin's length capped below its old one).
 */
import { placeSelect, repairStacks, SORTS } from "./construct.ts";
import type { Problem } from "./model.ts";
import { type Bin, cloneState, type State, usedLength } from "./pack.ts";
import { type InsertParams, insert } from "./pack-insert.ts";
import {
  clearBin,
  emptyStack,
  emptyStrip,
  removeLastItem,
  removeLastStack,
  removeLastStrip,
} from "./pack-remove.ts";
import { cost, less, now, type Run } from "./run.ts";

const SELECT_P = 0.5;
const CLEAR_P = 0.08;
const MOVES = 6;
const LAHC_L = 50;
const TAIL_P = 0.15;

/** Lower bound on the used length of the last bin, given the bins count of `s`. */
function lastLengthBound(s: State, placeableArea: number): number {
  let before = 0;
  for (let i = 0; i < s.bins.length - 1; i++) before += s.bins[i].spec.W * s.bins[i].spec.H;
  const last = s.bins[s.bins.length - 1];
  if (last === undefined) return 0;
  return Math.max(0, Math.ceil((placeableArea - before) / last.spec.H));
}

/**
 * Make the current (complete) solution one step shorter: remove the last strip of the last bin (after moving
 * the least filled bin last when bins are interchangeable) and forbid the last bin to reach its old length.
 * Returns false when nothing is left to remove.
 */
function reduce(p: Problem, s: State, lb: number): boolean {
  if (s.bins.length === 0) return false;
  if (p.interchangeable && !p.hasStacks) {
    let mi = 0;
    for (let i = 1; i < s.bins.length; i++) if (s.bins[i].area < s.bins[mi].area) mi = i;
    const [b] = s.bins.splice(mi, 1);
    s.bins.push(b);
  }
  for (const b of s.bins) b.wLimit = b.spec.W;
  const last = s.bins[s.bins.length - 1];
  const oldRight = removeLastStrip(p, s, last);
  if (last.strips.length === 0 && s.bins.length <= lb) {
    // Cannot drop below the lower bound: repack the whole last bin narrower.
    clearBin(p, s, last);
    if (oldRight <= 1) return false;
    last.wLimit = oldRight - 1;
  } else if (last.strips.length === 0) {
    clearBin(p, s, last);
    s.bins.pop();
    const nl = s.bins[s.bins.length - 1];
    if (nl !== undefined) nl.wLimit = nl.spec.W;
  } else {
    last.wLimit = oldRight - 1;
  }
  return true;
}

function ruin(p: Problem, s: State, rnd: () => number): void {
  const nb = s.bins.length;
  if (nb === 0) return;
  const r = rnd();
  if (rnd() < (p.hasStacks ? TAIL_P : TAIL_P / 3)) {
    // Tail ruin: empty everything after a cut position near the end of the plan (whole later bins and the
    // last strips of one bin), which frees the cut order of the removed boards (stack precedence).
    const b = Math.max(0, nb - 1 - Math.floor(rnd() * Math.min(3, nb)));
    for (let i = nb - 1; i > b; i--) clearBin(p, s, s.bins[i]);
    const bin = s.bins[b];
    const k = 1 + Math.floor(rnd() * Math.max(1, Math.min(3, bin.strips.length)));
    for (let i = 0; i < k && bin.strips.length > 0; i++) removeLastStrip(p, s, bin);
    return;
  }
  if (r < CLEAR_P && nb > 1) {
    clearBin(p, s, s.bins[Math.floor(rnd() * nb)]);
    return;
  }
  const moves = 1 + Math.floor(rnd() * Math.min(MOVES, 1 + p.n / 15));
  for (let m = 0; m < moves; m++) {
    const bin: Bin = s.bins[Math.floor(rnd() * nb)];
    if (bin.strips.length === 0) continue;
    const q = rnd();
    if (q < 0.1) {
      removeLastStrip(p, s, bin);
    } else if (q < 0.2) {
      emptyStrip(p, s, bin, Math.floor(rnd() * bin.strips.length));
    } else {
      const si = Math.floor(rnd() * bin.strips.length);
      const strip = bin.strips[si];
      if (strip.stacks.length === 0) continue;
      if (q < 0.4) removeLastStack(p, s, bin, si);
      else if (q < 0.6) emptyStack(p, s, bin, si, Math.floor(rnd() * strip.stacks.length));
      else {
        const k = Math.floor(rnd() * strip.stacks.length);
        const cnt = 1 + Math.floor(rnd() * 3);
        for (let i = 0; i < cnt && bin.strips[si]?.stacks[k]?.items.length; i++)
          removeLastItem(p, s, bin, si, k);
      }
    }
  }
}

function recreate(p: Problem, s: State, rnd: () => number): void {
  const pool = s.pool;
  s.pool = [];
  s.poolArea = 0;
  const sort = SORTS[Math.floor(rnd() * SORTS.length)](p);
  pool.sort(sort);
  const prm: InsertParams = { tau: 0.1 + rnd() * 0.9, wb: rnd() * 0.3, blink: rnd() < 0.5 ? 0.02 : 0 };
  if (p.hasStacks && rnd() < SELECT_P) {
    for (const c of placeSelect(p, s, pool, false, prm, rnd)) {
      s.pool.push(c);
      s.poolArea += p.area[c];
    }
    return;
  }
  const seq = repairStacks(p, pool, rnd() < 0.5);
  for (const c of seq) {
    if (!insert(p, s, c, false, prm, rnd)) {
      s.pool.push(c);
      s.poolArea += p.area[c];
    }
  }
}

interface ImproveResult {
  best: State;
  iterations: number;
}

export function improve(run: Run, deadline: number, rnd: () => number, maxIter: number): ImproveResult {
  const p = run.p;
  let best = run.best;
  let placeableArea = best.poolArea;
  for (const b of best.bins) placeableArea += b.area;
  const done = (s: State) =>
    s.poolArea === 0 &&
    s.bins.length <= run.lb &&
    (p.interchangeable || usedLength(s.bins[s.bins.length - 1]) <= lastLengthBound(s, placeableArea));
  let iterations = 0;
  if (best.bins.length === 0 || done(best)) return { best, iterations };
  let cur = cloneState(best);
  if (cur.poolArea === 0) reduce(p, cur, run.lb);
  const L = LAHC_L;
  const hist = new Float64Array(L).fill(cur.poolArea);
  while (true) {
    if (((iterations & 7) === 0 && now() >= deadline) || iterations >= maxIter) break;
    iterations++;
    const cand = cloneState(cur);
    ruin(p, cand, rnd);
    recreate(p, cand, rnd);
    const v = iterations % L;
    if (cand.poolArea <= cur.poolArea || cand.poolArea < hist[v]) cur = cand;
    if (cur.poolArea < hist[v]) hist[v] = cur.poolArea;
    if (less(cost(cur), cost(best))) {
      best = cloneState(cur);
      if (done(best)) break;
      if (cur.poolArea === 0) {
        if (!reduce(p, cur, run.lb)) break;
        hist.fill(cur.poolArea);
      }
    }
  }
  return { best, iterations };
}
