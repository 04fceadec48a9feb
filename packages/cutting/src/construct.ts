/**
 * Constructive strategy: greedy insertion of the copies in several sort orders with several parameter sets
 * (pack-insert.ts), the sequences made stack-precedence feasible; with stacks also a stack-aware variant that
 * picks among the stack fronts. `initRun` keeps the best plan as the start of the improvement.
 */
import { lowerBound } from "./bounds.ts";
import { buildProblem, type Problem } from "./model.ts";
import { emptyState, fitsEmpty, type State } from "./pack.ts";
import { type Cand, evaluate, type InsertParams, insert, insertCand, saveCand } from "./pack-insert.ts";
import { cost, less, now, type Run } from "./run.ts";
import type { Instance, SolveOptions } from "./types.ts";

export const SORTS: ((p: Problem) => (a: number, b: number) => number)[] = [
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
export function repairStacks(p: Problem, seq: number[], slotRepair = false): number[] {
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
export function placeSelect(
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

export function initRun(
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
