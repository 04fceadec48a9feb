import type { CutNode } from "@stoneworks/cutting";
import { solve } from "@stoneworks/cutting";
import { describe, expect, it } from "vitest";
import { buildCutTree } from "../../src/modules/inventory/cutting-plan.check.ts";
import {
  around,
  defectsInside,
  offcuts,
  reaches,
  remnantPieces,
} from "../../src/modules/inventory/remnant.geometry.ts";

/** Remnant geometry (docs/api-inventory.md "Remnants"): cut tree → offcut rectangles. */

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("remnant geometry", () => {
  it("a board in the corner of a slab: the rest right of its first-stage cut is one piece, kerf taken off", () => {
    const boards = [{ id: "b1", x: 0, y: 0, w: 1000, h: 1800 }];
    const tree = buildCutTree(boards, 3000, 1800, 4)!;
    expect(offcuts(tree, boards, 4)).toEqual([{ x: 1004, y: 0, w: 1996, h: 1800 }]);
  });

  it("kerf 0 leaves the exact rest; a wide kerf eats a thin strip", () => {
    const boards = [{ id: "b1", x: 0, y: 0, w: 1000, h: 1800 }];
    expect(offcuts(buildCutTree(boards, 3000, 1800, 0)!, boards, 0)).toEqual([
      { x: 1000, y: 0, w: 2000, h: 1800 },
    ]);
    const narrow = [{ id: "b1", x: 0, y: 0, w: 2996, h: 1800 }];
    expect(offcuts(buildCutTree(narrow, 3000, 1800, 4)!, narrow, 4)).toEqual([]);
  });

  it("two strips: the rest of the first strip above its board and the area right of the last cut", () => {
    // Strip 1: a 1000 × 1000 board at the bottom; strip 2: a 600 × 1800 board.
    const boards = [
      { id: "a", x: 0, y: 0, w: 1000, h: 1000 },
      { id: "b", x: 1004, y: 0, w: 600, h: 1800 },
    ];
    const tree = buildCutTree(boards, 3000, 1800, 4)!;
    const pieces = offcuts(tree, boards, 4);
    expect(pieces).toContainEqual({ x: 0, y: 1004, w: 1000, h: 796 });
    expect(pieces).toContainEqual({ x: 1608, y: 0, w: 1392, h: 1800 });
    // No piece overlaps a board or another piece, and all lie on the slab.
    for (const p of pieces) {
      for (const b of boards) expect(overlaps(p, b)).toBe(false);
      for (const q of pieces) if (q !== p) expect(overlaps(p, q)).toBe(false);
      expect(p.x + p.w).toBeLessThanOrEqual(3000);
      expect(p.y + p.h).toBeLessThanOrEqual(1800);
    }
  });

  it("a leaf without a board is waste as a whole; a solver tree's gaps and short leaves are found", () => {
    const tree: CutNode = {
      x: 0,
      y: 0,
      w: 2000,
      h: 1000,
      stage: 1,
      cut: "vertical",
      children: [
        {
          x: 0,
          y: 0,
          w: 800,
          h: 1000,
          stage: 2,
          cut: "horizontal",
          children: [{ x: 0, y: 0, w: 500, h: 400, item: "a" }],
        },
        { x: 804, y: 0, w: 400, h: 1000 },
      ],
    };
    const pieces = offcuts(tree, [{ id: "a", x: 0, y: 0, w: 500, h: 400 }], 4);
    expect(pieces).toEqual([
      // Right of the board in its stack (the leaf is narrower than the strip).
      { x: 504, y: 0, w: 296, h: 400 },
      // Above the stack: the rest of the first strip.
      { x: 0, y: 404, w: 800, h: 596 },
      // The empty leaf.
      { x: 804, y: 0, w: 400, h: 1000 },
      // Right of the last first-stage cut.
      { x: 1208, y: 0, w: 792, h: 1000 },
    ]);
  });

  it("the optimiser's own tree: pieces never overlap boards or each other", () => {
    const sol = solve(
      {
        items: [
          { id: "a", width: 900, height: 600, copies: 3 },
          { id: "b", width: 400, height: 350, copies: 2 },
        ],
        bins: [{ id: "s", width: 3000, height: 1800, copies: 1 }],
      },
      { kerf: 4, stages: 3, timeLimitMs: 200, seed: 1, firstCut: "any" },
    );
    const plan = sol.slabs[0]!;
    const boards = plan.placements.map((p, i) => ({ id: `${p.item}${i}`, x: p.x, y: p.y, w: p.w, h: p.h }));
    const pieces = offcuts(plan.cuts, boards, 4);
    expect(pieces.length).toBeGreaterThan(0);
    const used = boards.reduce((a, b) => a + b.w * b.h, 0);
    const waste = pieces.reduce((a, p) => a + p.w * p.h, 0);
    expect(used + waste).toBeLessThanOrEqual(3000 * 1800);
    for (const p of pieces) {
      for (const b of boards) expect(overlaps(p, b)).toBe(false);
      for (const q of pieces) if (q !== p) expect(overlaps(p, q)).toBe(false);
    }
    // The big piece right of the last strip is there in one piece.
    expect(Math.max(...pieces.map((p) => p.w * p.h))).toBeGreaterThan(1000 * 1000);
  });

  it("around: keeps the larger piece whole", () => {
    // A 400 × 200 board in the corner of a 1000 × 500 leaf: cutting vertically first keeps 596 × 500.
    expect(around({ x: 0, y: 0, w: 1000, h: 500 }, { x: 0, y: 0, w: 400, h: 200 }, 4)).toEqual([
      { x: 404, y: 0, w: 596, h: 500 },
      { x: 0, y: 204, w: 400, h: 296 },
    ]);
    // A 900 × 100 board in a 1000 × 800 leaf: horizontally first keeps 1000 × 696.
    expect(around({ x: 0, y: 0, w: 1000, h: 800 }, { x: 0, y: 0, w: 900, h: 100 }, 4)).toEqual([
      { x: 0, y: 104, w: 1000, h: 696 },
      { x: 904, y: 0, w: 96, h: 100 },
    ]);
  });

  it("the minimum size in either orientation", () => {
    const min = { minLength: 400, minWidth: 300 };
    expect(reaches({ x: 0, y: 0, w: 400, h: 300 }, min)).toBe(true);
    expect(reaches({ x: 0, y: 0, w: 300, h: 400 }, min)).toBe(true);
    expect(reaches({ x: 0, y: 0, w: 299, h: 400 }, min)).toBe(false);
    expect(reaches({ x: 0, y: 0, w: 350, h: 350 }, min)).toBe(false);
  });

  it("defects: clipped to the piece and moved into its frame; an upright piece is turned, never mirrored", () => {
    const r = { x: 1000, y: 0, w: 500, h: 1200 };
    // Straddles the piece's left edge, near its bottom.
    const d = [{ x: 900, y: 100, w: 200, h: 50 }];
    expect(defectsInside(r, d, false)).toEqual([{ x: 0, y: 100, w: 100, h: 50 }]);
    // Turned a quarter counter-clockwise: (u, v) → (v, w − u); the box (0..100, 100..150) → (100..150, 400..500).
    expect(defectsInside(r, d, true)).toEqual([{ x: 100, y: 400, w: 50, h: 100 }]);
    expect(defectsInside(r, [{ x: 0, y: 0, w: 10, h: 10 }], false)).toEqual([]);
  });

  it("remnantPieces: only those reaching the size, numbered in tree order, long side as length", () => {
    const boards = [
      { id: "a", x: 0, y: 0, w: 1000, h: 1000 },
      { id: "b", x: 1004, y: 0, w: 1700, h: 1800 },
    ];
    const tree = buildCutTree(boards, 3000, 1800, 4)!;
    const pieces = remnantPieces(tree, boards, 4, { minLength: 300, minWidth: 300 }, [
      { x: 2900, y: 1700, w: 50, h: 50 },
    ]);
    // Above board a: 1000 × 796 (kept); right of b: 292 × 1800 (too narrow).
    expect(pieces).toEqual([
      {
        seq: 1,
        onParent: { x: 0, y: 1004, w: 1000, h: 796 },
        length: 1000,
        width: 796,
        turned: false,
        defects: [],
      },
    ]);
    const loose = remnantPieces(tree, boards, 4, { minLength: 1000, minWidth: 200 }, [
      { x: 2900, y: 1700, w: 50, h: 50 },
    ]);
    expect(loose.map((p) => [p.length, p.width, p.turned])).toEqual([
      [1000, 796, false],
      [1800, 292, true],
    ]);
    // The defect at (2900..2950, 1700..1750) on the upright piece x 2708..3000: u = 192, v = 1700 → (1700, 50).
    expect(loose[1]!.defects).toEqual([{ x: 1700, y: 50, w: 50, h: 50 }]);
  });
});
