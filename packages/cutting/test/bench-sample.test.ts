import { describe, expect, it } from "vitest";
import { load2bpClass, loadRoadef, roadefWaste } from "../bench/instances.ts";
import { checkPlan } from "../src/checker.ts";
import { solve } from "../src/solve.ts";

// CI sample of the public benchmarks: a handful of 2bp instances (both variants) and one small ROADEF one.
describe("benchmark sample", () => {
  for (const rotation of [false, true]) {
    for (const [cls, idx] of [
      [1, 0],
      [3, 12],
      [7, 25],
      [9, 3],
      [10, 40],
    ]) {
      const bi = load2bpClass(cls, rotation)[idx];
      it(`2bp ${rotation ? "rotation" : "oriented"} ${bi.name}`, () => {
        // Iteration cap (not time) so the result does not depend on the machine's load.
        const sol = solve(bi.instance, { ...bi.options, timeLimitMs: 8000, iterationLimit: 1500 });
        const chk = checkPlan(bi.instance, sol, bi.options);
        expect(chk.violations).toEqual([]);
        expect(chk.unplaced).toEqual([]);
        expect(sol.slabs.length).toBeGreaterThanOrEqual(sol.stats.lowerBound);
        expect(sol.slabs.length).toBeLessThanOrEqual((bi.reference ?? 0) + 1);
      });
    }
  }

  it("ROADEF A1 (stacks, defects, 3 stages) reaches the best known waste", () => {
    const bi = loadRoadef("A1");
    const sol = solve(bi.instance, { ...bi.options, timeLimitMs: 8000, iterationLimit: 2000 });
    const chk = checkPlan(bi.instance, sol, bi.options);
    expect(chk.violations).toEqual([]);
    expect(chk.unplaced).toEqual([]);
    expect(roadefWaste(sol.slabs)).toBeLessThanOrEqual((bi.reference ?? 0) * 1.25);
  });

  it("ROADEF A5 (beam with front dominance, 5 runs: widths up to 81) stays within 2× the best known waste", () => {
    // Iteration cap: the same plan on every machine (1.91× when written).
    const bi = loadRoadef("A5");
    const sol = solve(bi.instance, { ...bi.options, timeLimitMs: 60_000, iterationLimit: 5 });
    const chk = checkPlan(bi.instance, sol, bi.options);
    expect(chk.violations).toEqual([]);
    expect(chk.unplaced).toEqual([]);
    expect(roadefWaste(sol.slabs)).toBeLessThanOrEqual((bi.reference ?? 0) * 2);
  });

  it("ROADEF A20 is feasible", () => {
    const bi = loadRoadef("A20");
    const sol = solve(bi.instance, { ...bi.options, timeLimitMs: 300 });
    const chk = checkPlan(bi.instance, sol, bi.options);
    expect(chk.violations).toEqual([]);
    expect(chk.unplaced).toEqual([]);
  });
});
