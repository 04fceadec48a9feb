import { describe, expect, it } from "vitest";
import { checkPlan } from "../src/checker.ts";
import { solve } from "../src/index.ts";
import type { Instance, SolveOptions } from "../src/types.ts";

function run(inst: Instance, opts: SolveOptions = {}) {
  const o = { timeLimitMs: 3000, iterationLimit: 3000, ...opts };
  const sol = solve(inst, o);
  const chk = checkPlan(inst, sol, o);
  expect(chk.violations).toEqual([]);
  expect([...chk.unplaced].sort()).toEqual([...sol.unplaced].sort());
  return sol;
}

describe("optimiser: small instances with known optima", () => {
  it("packs four quarters into one slab and stops early at the lower bound", () => {
    const sol = run(
      {
        items: [{ id: "q", width: 50, height: 50, copies: 4 }],
        bins: [{ id: "S", width: 100, height: 100 }],
      },
      { timeLimitMs: 5000 },
    );
    expect(sol.slabs.length).toBe(1);
    expect(sol.stats.optimal).toBe(true);
    expect(sol.stats.timeMs).toBeLessThan(2000);
    expect(sol.slabs[0].yield).toBe(1);
  });

  it("finds the optimum of a mixed instance (exact tiling of 2 slabs)", () => {
    const sol = run({
      items: [
        { id: "a", width: 60, height: 40, copies: 2 },
        { id: "b", width: 40, height: 40, copies: 2 },
        { id: "c", width: 100, height: 20, copies: 3 },
        { id: "d", width: 100, height: 60, copies: 1 },
      ],
      bins: [{ id: "S", width: 100, height: 100 }],
    });
    expect(sol.slabs.length).toBe(2);
    expect(sol.unplaced).toEqual([]);
  });

  it("accounts for the kerf", () => {
    const inst: Instance = {
      items: [{ id: "h", width: 50, height: 100, copies: 2 }],
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    expect(run(inst, { kerf: 0 }).slabs.length).toBe(1);
    expect(run(inst, { kerf: 3 }).slabs.length).toBe(2);
    const k = run({ items: [{ id: "h", width: 48, height: 100, copies: 2 }], bins: inst.bins }, { kerf: 4 });
    expect(k.slabs.length).toBe(1);
  });

  it("rotates only when allowed", () => {
    const bins = [{ id: "S", width: 50, height: 200 }];
    const free = run({ items: [{ id: "r", width: 100, height: 50, copies: 2 }], bins });
    expect(free.slabs.length).toBe(1);
    expect(free.slabs[0].placements.every((p) => p.rotated)).toBe(true);
    const banned = run({ items: [{ id: "r", width: 100, height: 50, copies: 2, rotatable: false }], bins });
    expect(banned.slabs.length).toBe(0);
    expect(banned.unplaced).toEqual(["r", "r"]);
  });

  it("avoids defects", () => {
    const sol = run({
      items: [{ id: "p", width: 40, height: 100, copies: 2 }],
      bins: [{ id: "S", width: 100, height: 100, defects: [{ x: 45, y: 50, w: 10, h: 10 }] }],
    });
    expect(sol.slabs.length).toBe(1);
    const blocked = run({
      items: [{ id: "p", width: 100, height: 100 }],
      bins: [{ id: "S", width: 100, height: 100, defects: [{ x: 45, y: 50, w: 10, h: 10 }] }],
    });
    expect(blocked.unplaced).toEqual(["p"]);
  });

  it("uses slabs of different sizes in order and respects their copies", () => {
    const sol = run({
      items: [{ id: "x", width: 60, height: 60, copies: 3 }],
      bins: [
        { id: "small", width: 70, height: 70, copies: 1 },
        { id: "big", width: 130, height: 70, copies: 1 },
      ],
    });
    expect(sol.slabs.map((s) => s.bin)).toEqual(["small", "big"]);
    const short = run({
      items: [{ id: "x", width: 60, height: 60, copies: 4 }],
      bins: [{ id: "small", width: 70, height: 70, copies: 2 }],
    });
    expect(short.slabs.length).toBe(2);
    expect(short.unplaced).toEqual(["x", "x"]);
  });

  it("honours 2-stage, 3-stage and unlimited stage limits", () => {
    const inst: Instance = {
      items: [
        { id: "a", width: 30, height: 30, copies: 9 },
        { id: "b", width: 70, height: 20, copies: 2 },
      ],
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    for (const stages of [2, 3, Number.POSITIVE_INFINITY]) {
      const sol = run(inst, { stages });
      expect(sol.unplaced).toEqual([]);
      const chk = checkPlan(inst, sol, { stages });
      expect(Math.max(...chk.stagesUsed)).toBeLessThanOrEqual(stages);
    }
  });

  it("cuts the items of a stack in order (ROADEF precedence)", () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      id: `i${i}`,
      width: 20 + ((i * 37) % 50),
      height: 20 + ((i * 53) % 60),
      stack: i % 3 === 0 ? "s0" : i % 3 === 1 ? "s1" : "s2",
    }));
    const inst: Instance = { items, bins: [{ id: "S", width: 150, height: 150 }] };
    const sol = run(inst, { firstCut: "vertical" });
    expect(sol.unplaced).toEqual([]);
  });

  it("returns the cut tree of each slab", () => {
    const sol = run({
      items: [{ id: "a", width: 30, height: 20, copies: 5 }],
      bins: [{ id: "S", width: 100, height: 100 }],
    });
    const leaves: string[] = [];
    const walk = (n: { item?: string; children?: unknown[] }) => {
      if (n.item) leaves.push(n.item);
      for (const c of (n.children ?? []) as { item?: string; children?: unknown[] }[]) walk(c);
    };
    walk(sol.slabs[0].cuts);
    expect(leaves.length).toBe(5);
  });

  it("rejects invalid input", () => {
    expect(() => solve({ items: [{ id: "a", width: -1, height: 5 }], bins: [] })).toThrow(/positive/);
  });
});
