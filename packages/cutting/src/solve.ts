/**
 * Orchestration of the optimiser: validate the instance, pick the orientations to try, then either the
 * constructive strategy (construct.ts) followed by ruin & recreate (ruin-recreate.ts), or, with the ROADEF
 * minimum rules, the rule-aware beam search (beam.ts); the best run becomes the Solution (solution.ts).
 */
import { type BeamRules, beamSearch } from "./beam.ts";
import { lowerBound } from "./bounds.ts";
import { initRun } from "./construct.ts";
import { buildProblem, prng } from "./model.ts";
import { fitsEmpty } from "./pack.ts";
import { improve } from "./ruin-recreate.ts";
import { cost, less, now, type Run } from "./run.ts";
import { toSolution } from "./solution.ts";
import type { Instance, Solution, SolveOptions } from "./types.ts";

function validateInstance(inst: Instance, opts: SolveOptions): void {
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
    noDefectCuts: opts.defectCuts === false,
  };
  for (const v of [r.min1, r.min2, r.minWaste])
    if (!(Number.isFinite(v) && v >= 0)) throw new Error("min1Cut, min2Cut and minWaste must be >= 0");
  return r.min1 > 0 || r.min2 > 0 || r.minWaste > 0 || r.pairs || r.noDefectCuts ? r : null;
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
