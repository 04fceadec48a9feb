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

  it("keeps minWaste: a 2 mm offcut is not allowed, so two boards need two slabs", () => {
    const inst: Instance = {
      items: [
        { id: "a", width: 40, height: 100, rotatable: false },
        { id: "b", width: 58, height: 100, rotatable: false },
      ],
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    expect(run(inst, { firstCut: "vertical" }).slabs.length).toBe(1);
    const ruled = run(inst, { firstCut: "vertical", minWaste: 5 });
    expect(ruled.slabs.length).toBe(2);
    expect(ruled.unplaced).toEqual([]);
    // 40 + 55 leaves exactly 5: one slab again.
    const fits = run(
      { ...inst, items: [inst.items[0], { id: "b", width: 55, height: 100, rotatable: false }] },
      { firstCut: "vertical", minWaste: 5 },
    );
    expect(fits.slabs.length).toBe(1);
  });

  it("keeps min2Cut and min1Cut", () => {
    const rows: Instance = {
      items: [{ id: "r", width: 100, height: 30, copies: 3, rotatable: false }],
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    expect(run(rows, { firstCut: "vertical" }).slabs.length).toBe(1);
    const tall = run(rows, { firstCut: "vertical", min2Cut: 40 });
    expect(tall.slabs.length).toBe(2);
    const cols: Instance = {
      items: [{ id: "c", width: 30, height: 100, copies: 3, rotatable: false }],
      bins: [{ id: "S", width: 100, height: 100 }],
    };
    // Two stages: each first-stage strip holds one column of boards, so three 40-wide strips are needed.
    expect(run(cols, { firstCut: "vertical", stages: 2 }).slabs.length).toBe(1);
    expect(run(cols, { firstCut: "vertical", stages: 2, min1Cut: 40 }).slabs.length).toBe(2);
    // Three stages: two boards share a 60-wide strip, the third has a 40-wide one.
    expect(run(cols, { firstCut: "vertical", min1Cut: 40 }).slabs.length).toBe(1);
  });

  it("stacks two boards of equal width in one third-stage piece with the 4th cut", () => {
    // A 3500-wide strip limit forces both 60-wide columns into rows of one strip; the 4th cut lets two
    // 60 x 45 boards share the row of the 60 x 100 board.
    const inst: Instance = {
      items: [
        { id: "t", width: 60, height: 100, rotatable: false },
        { id: "s", width: 60, height: 45, copies: 2, rotatable: false },
      ],
      bins: [{ id: "S", width: 120, height: 100 }],
    };
    const opts = { firstCut: "vertical" as const, maxStripWidth: 120, minWaste: 5, stages: 3 };
    const sol = run(inst, { ...opts, fourthCut: true });
    expect(sol.slabs.length).toBe(1);
    expect(sol.unplaced).toEqual([]);
  });

  it("keeps its cuts out of the defects when told to (ROADEF 2018), and only then", () => {
    // Two 40 x 60 boards side by side: the strip's natural right edge, x = 80, runs through the defect at
    // x 78–82 above them.
    const inst: Instance = {
      items: [{ id: "a", width: 40, height: 60, copies: 2, rotatable: false }],
      bins: [{ id: "S", width: 100, height: 100, copies: 1, defects: [{ x: 78, y: 80, w: 4, h: 4 }] }],
    };
    const strict = { firstCut: "vertical" as const, defectCuts: false };
    const free = solve(inst, { firstCut: "vertical", minWaste: 5, iterationLimit: 5 });
    expect(free.unplaced).toEqual([]);
    expect(checkPlan(inst, free, { ...strict, minWaste: 5 }).violations.map((v) => v.kind)).toContain(
      "defect-cut",
    );
    const sol = run(inst, { ...strict, minWaste: 5 });
    expect(sol.slabs.length).toBe(1);
    expect(sol.unplaced).toEqual([]);
    // A row's top is lifted off a defect its cut would cross, too: a 40 x 60 board in a row above a 90-wide
    // board, whose top cut (y = 90, across the strip) would run through the defect at y 88–92 beside it.
    const row: Instance = {
      items: [
        { id: "b", width: 90, height: 30, rotatable: false },
        { id: "a", width: 40, height: 60, rotatable: false },
      ],
      bins: [{ id: "S", width: 100, height: 100, copies: 1, defects: [{ x: 60, y: 88, w: 4, h: 4 }] }],
    };
    const rowFree = solve(row, { firstCut: "vertical", minWaste: 5, iterationLimit: 5 });
    expect(checkPlan(row, rowFree, { ...strict, minWaste: 5 }).violations.map((v) => v.kind)).toEqual([
      "defect-cut",
    ]);
    const rowSol = run(row, { ...strict, minWaste: 5 });
    expect(rowSol.slabs.length).toBe(1);
    expect(rowSol.unplaced).toEqual([]);
  });

  it("rejects invalid input", () => {
    expect(() => solve({ items: [{ id: "a", width: -1, height: 5 }], bins: [] })).toThrow(/positive/);
  });
});
