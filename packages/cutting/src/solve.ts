import { type BeamRules, beamSearch } from "./beam.ts";
import { lowerBound } from "./bounds.ts";
import { buildProblem, type Problem, prng } from "./model.ts";
import {
  type Bin,
  type Cand,
  clearBin,
  cloneState,
  emptyStack,
  emptyState,
  emptyStrip,
  evaluate,
  fitsEmpty,
  type InsertParams,
  insert,
  insertCand,
  removeLastItem,
  removeLastStack,
  removeLastStrip,
  type State,
  saveCand,
  usedLength,
} from "./pack.ts";
import type { CutNode, Instance, Placement, SlabPlan, Solution, SolveOptions } from "./types.ts";

const now = () => performance.now();
const SELECT_P = 0.5;
const CLEAR_P = 0.08;
const MOVES = 6;
const LAHC_L = 50;
const TAIL_P = 0.15;

/** Lexicographic cost: unplaced area, bins used, used length of the last bin. */
type Cost = [number, number, number];
function cost(s: State): Cost {
  const last = s.bins[s.bins.length - 1];
  return [s.poolArea, s.bins.length, last === undefined ? 0 : usedLength(last)];
}
function less(a: Cost, b: Cost): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

export function validateInstance(inst: Instance, opts: SolveOptions): void {
  const int = (v: number) => Number.isFinite(v) && v >= 0;
  for (const it of inst.items) {
    if (!(it.width > 0 && it.height > 0)) throw new Error(`item ${it.id}: width and height must be positive`);
    if (it.copies !== undefined && !(Number.isInteger(it.copies) && it.copies >= 0))
      throw new Error(`item ${it.id}: copies must be a non-negative integer`);
  }
  for (const b of inst.bins) {
    if (!(b.width > 0 && b.height > 0)) throw new Error(`bin ${b.id}: width and height must be positive`);
    if (b.copies !== undefined && !(b.copies >= 0)) throw new Error(`bin ${b.id}: copies must be >= 0`);
    for (const d of b.defects ?? [])
      if (!(int(d.x) && int(d.y) && d.w >= 0 && d.h >= 0)) throw new Error(`bin ${b.id}: invalid defect`);
  }
  if (opts.kerf !== undefined && !int(opts.kerf)) throw new Error("kerf must be >= 0");
  if (opts.stages !== undefined && !(opts.stages >= 2)) throw new Error("stages must be 2, 3 or unlimited");
}

interface Run {
  p: Problem;
  best: State;
  unplaceable: number[];
  lb: number;
}

const SORTS: ((p: Problem) => (a: number, b: number) => number)[] = [
  (p) => (a, b) => p.area[b] - p.area[a] || p.h[b] - p.h[a],
  (p) => (a, b) => p.h[b] - p.h[a] || p.w[b] - p.w[a],
  (p) => (a, b) => p.w[b] - p.w[a] || p.h[b] - p.h[a],
  (p) => (a, b) => Math.max(p.w[b], p.h[b]) - Math.max(p.w[a], p.h[a]) || p.area[b] - p.area[a],
  (p) => (a, b) => p.w[b] + p.h[b] - p.w[a] - p.h[a] || p.area[b] - p.area[a],
  (p) => (a, b) => Math.min(p.w[b], p.h[b]) - Math.min(p.w[a], p.h[a]) || p.area[b] - p.area[a],
];

/**
 * Make a priority sequence respect stack order: repeatedly take the highest-priority copy among the
 * "fronts" (first unsequenced member of each stack, or any copy without a stack).
 */
function repairStacks(p: Problem, seq: number[], slotRepair = false): number[] {
  if (!p.hasStacks) return seq;
  if (slotRepair) return repairSlots(p, seq);
  const prio = new Map<number, number>();
  seq.forEach((c, i) => {
    prio.set(c, i);
  });
  const byStack = new Map<number, number[]>();
  for (const c of seq) {
    const s = p.stack[c];
    if (s < 0) continue;
    let l = byStack.get(s);
    if (l === undefined) {
      l = [];
      byStack.set(s, l);
    }
    l.push(c);
  }
  for (const l of byStack.values()) l.sort((a, b) => p.rank[a] - p.rank[b] || a - b);
  const out: number[] = [];
  const head = new Map<number, number>();
  for (const s of byStack.keys()) head.set(s, 0);
  const free = seq.filter((c) => p.stack[c] < 0);
  let fi = 0;
  while (out.length < seq.length) {
    let best = -1;
    let bestP = Number.POSITIVE_INFINITY;
    let bestS = -1;
    if (fi < free.length) {
      best = free[fi];
      bestP = prio.get(best) as number;
    }
    for (const [s, h] of head) {
      const l = byStack.get(s) as number[];
      if (h >= l.length) continue;
      const pr = prio.get(l[h]) as number;
      if (pr < bestP) {
        bestP = pr;
        best = l[h];
        bestS = s;
      }
    }
    out.push(best);
    if (bestS >= 0) head.set(bestS, (head.get(bestS) as number) + 1);
    else fi++;
  }
  return out;
}

function repairSlots(p: Problem, seq: number[]): number[] {
  const byStack = new Map<number, number[]>();
  for (const c of seq) {
    const s = p.stack[c];
    if (s < 0) continue;
    let l = byStack.get(s);
    if (l === undefined) {
      l = [];
      byStack.set(s, l);
    }
    l.push(c);
  }
  for (const l of byStack.values()) l.sort((a, b) => p.rank[a] - p.rank[b] || a - b);
  const next = new Map<number, number>();
  return seq.map((c) => {
    const s = p.stack[c];
    if (s < 0) return c;
    const i = next.get(s) ?? 0;
    next.set(s, i + 1);
    return (byStack.get(s) as number[])[i];
  });
}

/**
 * Stack-aware placement: at each step evaluate the eligible copies (first remaining member of each stack,
 * and copies without stack) in priority order; place the one that fills an existing stack with the smallest
 * waste ratio if it is at most tau, else the highest-priority eligible copy. Returns the copies not placed.
 */
function placeSelect(
  p: Problem,
  s: State,
  items: number[],
  allowNewBin: boolean,
  prm: InsertParams,
  rnd: () => number,
): number[] {
  const rest = items.slice();
  const failed: number[] = [];
  const before = (a: number, b: number) => p.rank[a] < p.rank[b] || (p.rank[a] === p.rank[b] && a < b);
  while (rest.length > 0) {
    const head = new Map<number, number>();
    for (const c of rest) {
      const st = p.stack[c];
      if (st < 0) continue;
      const h = head.get(st);
      if (h === undefined || before(c, h)) head.set(st, c);
    }
    let best = -1;
    let bestRatio = Number.POSITIVE_INFINITY;
    let bestCand: Cand | null = null;
    let first = -1;
    let firstCand: Cand | null = null;
    const dead: number[] = [];
    let evaluated = 0;
    for (let i = 0; i < rest.length && evaluated < 24; i++) {
      const c = rest[i];
      if (p.stack[c] >= 0 && head.get(p.stack[c]) !== c) continue;
      evaluated++;
      const r = evaluate(p, s, c, allowNewBin, prm, rnd);
      if (r < 0) {
        dead.push(i);
        continue;
      }
      if (first < 0) {
        first = i;
        firstCand = saveCand();
      }
      if (r < bestRatio) {
        bestRatio = r;
        best = i;
        bestCand = saveCand();
      }
    }
    let pick = -1;
    let cand: Cand | null = null;
    if (best >= 0 && bestRatio <= prm.tau) {
      pick = best;
      cand = bestCand;
    } else if (first >= 0) {
      pick = first;
      cand = firstCand;
    }
    if (pick >= 0 && cand !== null) {
      insertCand(p, s, rest[pick], cand);
      dead.push(pick);
    }
    if (dead.length === 0) break;
    dead.sort((a, b) => b - a);
    for (const i of dead) {
      if (i !== pick) failed.push(rest[i]);
      rest.splice(i, 1);
    }
  }
  return failed.concat(rest);
}

function construct(p: Problem, seq: number[], prm: InsertParams, rnd: () => number, select = false): State {
  const s = emptyState(p);
  if (select) {
    for (const c of placeSelect(p, s, seq, true, prm, rnd)) {
      s.pool.push(c);
      s.poolArea += p.area[c];
    }
    return s;
  }
  for (const c of seq) {
    if (!insert(p, s, c, true, prm, rnd)) {
      s.pool.push(c);
      s.poolArea += p.area[c];
    }
  }
  return s;
}

function initRun(
  inst: Instance,
  opts: SolveOptions,
  transposed: boolean,
  rnd: () => number,
  stopAt: number,
): Run {
  const p = buildProblem(inst, opts, transposed);
  const unplaceable: number[] = [];
  const placeable: number[] = [];
  const specs = [...new Set(p.bins)];
  const typeSeen = new Map<number, (typeof p.bins)[number]>();
  for (const b of specs) if (!typeSeen.has(b.type)) typeSeen.set(b.type, b);
  for (let c = 0; c < p.n; c++) {
    let ok = false;
    for (const spec of typeSeen.values()) if (fitsEmpty(p, spec, c)) ok = true;
    (ok ? placeable : unplaceable).push(c);
  }
  let best: State | null = null;
  const params: InsertParams[] = [
    { tau: 0.5, wb: 0.1, blink: 0 },
    { tau: 1, wb: 0.3, blink: 0 },
    { tau: 0.2, wb: 0, blink: 0 },
  ];
  const variants = SORTS.flatMap((sort) =>
    p.hasStacks
      ? [
          repairStacks(p, placeable.slice().sort(sort(p))),
          repairStacks(p, placeable.slice().sort(sort(p)), true),
        ]
      : [placeable.slice().sort(sort(p))],
  );
  for (const seq of variants) {
    for (const prm of params) {
      if (best !== null && now() > stopAt) break;
      const s = construct(p, seq, prm, rnd);
      if (best === null || less(cost(s), cost(best))) best = s;
    }
  }
  if (p.hasStacks) {
    for (const sort of SORTS) {
      for (const prm of params) {
        if (best !== null && now() > stopAt) break;
        const s = construct(p, placeable.slice().sort(sort(p)), prm, rnd, true);
        if (best === null || less(cost(s), cost(best))) best = s;
      }
    }
  }
  return { p, best: best ?? emptyState(p), unplaceable, lb: lowerBound(p, placeable) };
}

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

function improve(run: Run, deadline: number, rnd: () => number, maxIter: number): ImproveResult {
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

/** Optimise a cutting plan within `timeLimitMs` (anytime: returns the best plan found). */
export function solve(inst: Instance, opts: SolveOptions = {}): Solution {
  const t0 = now();
  validateInstance(inst, opts);
  const limit = opts.timeLimitMs ?? 2000;
  const deadline = t0 + limit;
  const rnd = prng(opts.seed ?? 1);
  const first = opts.firstCut ?? "any";
  // With every board rotatable and square, defect-free slabs the transposed instance is the same problem.
  const symmetric =
    inst.items.every((it) => it.rotatable !== false) &&
    inst.bins.every((b) => b.width === b.height && (b.defects ?? []).length === 0);
  const orients = first === "any" && !symmetric ? [false, true] : [first === "horizontal"];
  const rules = ruleSet(opts);
  if (rules !== null) return solveWithRules(inst, opts, rules, orients, t0, deadline);
  const runs = orients.map((t, i) => initRun(inst, opts, t, rnd, t0 + limit * (0.15 + 0.15 * i)));
  runs.sort((a, b) => (less(cost(a.best), cost(b.best)) ? -1 : less(cost(b.best), cost(a.best)) ? 1 : 0));
  let iterations = 0;
  const maxIter = opts.iterationLimit ?? Number.POSITIVE_INFINITY;
  // Most of the time on the most promising orientation, a share on the other one.
  if (runs.length === 2) {
    const r2 = improve(runs[1], now() + (deadline - now()) * 0.25, rnd, maxIter * 0.25);
    runs[1].best = r2.best;
    iterations += r2.iterations;
  }
  const r1 = improve(runs[0], deadline, rnd, maxIter);
  runs[0].best = r1.best;
  iterations += r1.iterations;
  runs.sort((a, b) => (less(cost(a.best), cost(b.best)) ? -1 : less(cost(b.best), cost(a.best)) ? 1 : 0));
  return toSolution(inst, runs[0], iterations, now() - t0);
}

function ruleSet(opts: SolveOptions): BeamRules | null {
  const r = {
    min1: opts.min1Cut ?? 0,
    min2: opts.min2Cut ?? 0,
    minWaste: opts.minWaste ?? 0,
    pairs: opts.fourthCut === true && (opts.stages ?? 3) === 3,
  };
  for (const v of [r.min1, r.min2, r.minWaste])
    if (!(Number.isFinite(v) && v >= 0)) throw new Error("min1Cut, min2Cut and minWaste must be >= 0");
  return r.min1 > 0 || r.min2 > 0 || r.minWaste > 0 || r.pairs ? r : null;
}

/**
 * ROADEF-style rules (min1Cut, min2Cut, minWaste): iterative beam search, which builds plans that keep the
 * rules by construction (the ruin & recreate moves do not know them). With `iterationLimit` the number of
 * beam runs is capped instead of the time.
 */
function solveWithRules(
  inst: Instance,
  opts: SolveOptions,
  rules: BeamRules,
  orients: boolean[],
  t0: number,
  deadline: number,
): Solution {
  let best: Run | null = null;
  let iterations = 0;
  orients.forEach((transposed, i) => {
    const p = buildProblem(inst, opts, transposed);
    const placeable: number[] = [];
    const unplaceable: number[] = [];
    const types = new Map<number, (typeof p.bins)[number]>();
    for (const b of p.bins) if (!types.has(b.type)) types.set(b.type, b);
    for (let c = 0; c < p.n; c++) {
      let ok = false;
      for (const spec of types.values()) if (fitsEmpty(p, spec, c)) ok = true;
      (ok ? placeable : unplaceable).push(c);
    }
    const share = now() + (deadline - now()) / (orients.length - i);
    const lb = lowerBound(p, placeable);
    const r = beamSearch(p, rules, placeable, share, opts.iterationLimit, lb);
    iterations += r.iterations;
    const run: Run = { p, best: r.state, unplaceable, lb };
    if (best === null || less(cost(run.best), cost(best.best))) best = run;
  });
  return toSolution(inst, best as unknown as Run, iterations, now() - t0, true);
}

function toSolution(
  inst: Instance,
  run: Run,
  iterations: number,
  timeMs: number,
  rowLeaves = false,
): Solution {
  const { p, best } = run;
  const tr = p.transposed;
  const slabs: SlabPlan[] = [];
  // Drop empty bins: at the end always; in the middle only when bins are interchangeable.
  let bins = best.bins;
  if (p.interchangeable) bins = bins.filter((b) => b.strips.length > 0);
  else while (bins.length > 0 && bins[bins.length - 1].strips.length === 0) bins = bins.slice(0, -1);
  const fix = (x: number, y: number, w: number, h: number) =>
    tr ? { x: y, y: x, w: h, h: w } : { x, y, w, h };
  const vert = tr ? "horizontal" : "vertical";
  const horiz = tr ? "vertical" : "horizontal";
  let itemArea = 0;
  for (const bin of bins) {
    const bt = inst.bins[bin.spec.type];
    const placements: Placement[] = [];
    const stripNodes: CutNode[] = [];
    let area = 0;
    for (const strip of bin.strips) {
      const stackNodes: CutNode[] = [];
      for (const st of strip.stacks) {
        if (st.items.length === 0) continue;
        const leaves: CutNode[] = [];
        for (let i = 0; i < st.items.length; i++) {
          const it = st.items[i];
          const item = inst.items[p.type[it.c]];
          const r = fix(it.x, it.y, it.w, it.h);
          placements.push({ item: item.id, ...r, rotated: r.w !== item.width || r.h !== item.height });
          area += it.w * it.h;
          const above = st.items[i + 1];
          if (rowLeaves && above !== undefined && above.x === it.x && above.w === it.w) {
            // Two boards in one third-stage piece, separated by a 4th cut (ROADEF 2018).
            const up = inst.items[p.type[above.c]];
            const ra = fix(above.x, above.y, above.w, above.h);
            placements.push({ item: up.id, ...ra, rotated: ra.w !== up.width || ra.h !== up.height });
            area += above.w * above.h;
            leaves.push({
              ...fix(it.x, st.y, it.w, st.h),
              stage: 4,
              cut: horiz,
              children: [
                { ...r, item: item.id },
                { ...ra, item: up.id },
              ],
            });
            i++;
            continue;
          }
          leaves.push({ ...r, item: item.id });
        }
        // A stack holding one board is that board plus trim waste: no third-stage cut. With the minimum
        // rules the leaf is the whole second-stage piece, so its trims are visible to the checker.
        if (leaves.length === 1 && rowLeaves && leaves[0].children === undefined)
          stackNodes.push({ ...fix(strip.x, st.y, strip.w, st.h), item: leaves[0].item });
        else if (leaves.length === 1 && leaves[0].children === undefined) stackNodes.push(leaves[0]);
        else stackNodes.push({ ...fix(strip.x, st.y, strip.w, st.h), stage: 3, cut: vert, children: leaves });
      }
      if (stackNodes.length === 0) continue;
      stripNodes.push({
        ...fix(strip.x, 0, strip.w, bin.spec.H),
        stage: 2,
        cut: horiz,
        children: stackNodes,
      });
    }
    itemArea += area;
    slabs.push({
      bin: bt.id,
      width: bt.width,
      height: bt.height,
      placements,
      cuts: { x: 0, y: 0, w: bt.width, h: bt.height, stage: 1, cut: vert, children: stripNodes },
      yield: area / (bt.width * bt.height),
    });
  }
  const unplaced = [...best.pool, ...run.unplaceable]
    .sort((a, b) => a - b)
    .map((c) => inst.items[p.type[c]].id);
  let unplacedArea = 0;
  for (const c of best.pool) unplacedArea += p.area[c];
  for (const c of run.unplaceable) unplacedArea += p.area[c];
  void itemArea;
  return {
    slabs,
    unplaced,
    stats: {
      binsUsed: slabs.length,
      lowerBound: run.lb,
      optimal: unplaced.length === 0 && slabs.length <= run.lb,
      iterations,
      timeMs: Math.round(timeMs),
      lastUsedLength: bins.length > 0 ? usedLength(bins[bins.length - 1]) : 0,
      unplacedArea,
    },
  };
}
