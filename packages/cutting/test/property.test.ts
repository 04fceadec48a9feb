import { describe, expect, it } from "vitest";
import { checkPlan } from "../src/checker.ts";
import { prng } from "../src/model.ts";
import { solve } from "../src/solve.ts";
import type { Instance, SolveOptions } from "../src/types.ts";

function randomInstance(seed: number): { inst: Instance; opts: SolveOptions } {
  const r = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const nb = int(1, 3);
  const bins = Array.from({ length: nb }, (_, i) => {
    const W = int(200, 1200);
    const H = int(200, 1200);
    const defects = Array.from({ length: int(0, 3) }, () => ({
      x: int(0, W - 20),
      y: int(0, H - 20),
      w: int(1, 40),
      h: int(1, 40),
    })).map((d) => ({ ...d, w: Math.min(d.w, W - d.x), h: Math.min(d.h, H - d.y) }));
    return { id: `B${i}`, width: W, height: H, copies: r() < 0.5 ? int(1, 4) : undefined, defects };
  });
  const items = Array.from({ length: int(1, 25) }, (_, i) => ({
    id: `I${i}`,
    width: int(10, 700),
    height: int(10, 700),
    copies: int(1, 4),
    rotatable: r() < 0.6,
    stack: r() < 0.3 ? `S${int(0, 2)}` : undefined,
  }));
  const opts: SolveOptions = {
    kerf: [0, 3, 5][int(0, 2)],
    stages: [2, 3, Number.POSITIVE_INFINITY][int(0, 2)],
    firstCut: (["any", "vertical", "horizontal"] as const)[int(0, 2)],
    timeLimitMs: 60,
    seed,
  };
  return { inst: { items, bins }, opts };
}

describe("property: random instances", () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`seed ${seed}: feasible and every copy placed or reported unplaced`, () => {
      const { inst, opts } = randomInstance(seed);
      const sol = solve(inst, opts);
      const chk = checkPlan(inst, sol, opts);
      expect(chk.violations).toEqual([]);
      const total = inst.items.reduce((s, it) => s + (it.copies ?? 1), 0);
      const placed = sol.slabs.reduce((s, sl) => s + sl.placements.length, 0);
      expect(placed + sol.unplaced.length).toBe(total);
      expect([...chk.unplaced].sort()).toEqual([...sol.unplaced].sort());
    });
  }
});

describe("property: random instances under the ROADEF minimum rules", () => {
  for (let seed = 101; seed <= 125; seed++) {
    it(`seed ${seed}: min1Cut/min2Cut/minWaste (and the 4th cut) kept, every copy accounted for`, () => {
      const { inst, opts } = randomInstance(seed);
      const r = prng(seed * 7);
      const rules: SolveOptions = {
        ...opts,
        stages: r() < 0.2 ? 2 : 3,
        min1Cut: r() < 0.7 ? 10 + Math.floor(r() * 100) : 0,
        min2Cut: r() < 0.7 ? 10 + Math.floor(r() * 100) : 0,
        minWaste: r() < 0.8 ? 5 + Math.floor(r() * 20) : 0,
        fourthCut: r() < 0.5,
        maxStripWidth: r() < 0.3 ? 400 : undefined,
      };
      if (!rules.min1Cut && !rules.min2Cut && !rules.minWaste) rules.minWaste = 20;
      const sol = solve(inst, rules);
      const chk = checkPlan(inst, sol, rules);
      expect(chk.violations).toEqual([]);
      const total = inst.items.reduce((s, it) => s + (it.copies ?? 1), 0);
      const placed = sol.slabs.reduce((s, sl) => s + sl.placements.length, 0);
      expect(placed + sol.unplaced.length).toBe(total);
      expect([...chk.unplaced].sort()).toEqual([...sol.unplaced].sort());
    });
  }
});
