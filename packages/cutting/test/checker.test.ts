import { describe, expect, it } from "vitest";
import { checkPlan, type PlanLike } from "../src/checker.ts";
import type { Instance } from "../src/types.ts";

const inst: Instance = {
  items: [
    { id: "a", width: 40, height: 30, copies: 2 },
    { id: "g", width: 50, height: 20, rotatable: false },
  ],
  bins: [{ id: "S", width: 100, height: 100, copies: 1, defects: [{ x: 90, y: 90, w: 5, h: 5 }] }],
};

const plan = (placements: PlanLike["slabs"][number]["placements"], bin = "S"): PlanLike => ({
  slabs: [{ bin, placements }],
});
const kinds = (r: ReturnType<typeof checkPlan>) => r.violations.map((v) => v.kind);

describe("checker", () => {
  it("accepts a feasible plan and reports unplaced copies", () => {
    const r = checkPlan(
      inst,
      plan([
        { item: "a", x: 0, y: 0, w: 40, h: 30 },
        { item: "a", x: 0, y: 33, w: 30, h: 40 },
      ]),
      { kerf: 3 },
    );
    expect(r.violations).toEqual([]);
    expect(r.feasible).toBe(true);
    expect(r.unplaced).toEqual(["g"]);
    expect(r.stagesUsed[0]).toBeLessThanOrEqual(2);
  });

  it("rejects an unknown bin and too many slabs of a bin", () => {
    expect(kinds(checkPlan(inst, plan([], "X")))).toContain("unknown-bin");
    const two: PlanLike = { slabs: [plan([]).slabs[0], plan([]).slabs[0]] };
    expect(kinds(checkPlan(inst, two))).toContain("bin-copies");
  });

  it("rejects unknown items, wrong sizes and banned rotations", () => {
    expect(kinds(checkPlan(inst, plan([{ item: "z", x: 0, y: 0, w: 1, h: 1 }])))).toContain("unknown-item");
    expect(kinds(checkPlan(inst, plan([{ item: "a", x: 0, y: 0, w: 41, h: 30 }])))).toContain("size");
    const rot = checkPlan(inst, plan([{ item: "g", x: 0, y: 0, w: 20, h: 50 }]));
    expect(kinds(rot)).toEqual(["rotation"]);
  });

  it("rejects placements outside the slab", () => {
    expect(kinds(checkPlan(inst, plan([{ item: "a", x: 70, y: 0, w: 40, h: 30 }])))).toContain(
      "out-of-bounds",
    );
    expect(kinds(checkPlan(inst, plan([{ item: "a", x: -1, y: 0, w: 40, h: 30 }])))).toContain(
      "out-of-bounds",
    );
  });

  it("rejects overlaps and kerf violations", () => {
    const ov = plan([
      { item: "a", x: 0, y: 0, w: 40, h: 30 },
      { item: "a", x: 20, y: 10, w: 40, h: 30 },
    ]);
    expect(kinds(checkPlan(inst, ov))).toContain("overlap");
    const close = plan([
      { item: "a", x: 0, y: 0, w: 40, h: 30 },
      { item: "a", x: 42, y: 0, w: 40, h: 30 },
    ]);
    expect(kinds(checkPlan(inst, close, { kerf: 0 }))).toEqual([]);
    expect(kinds(checkPlan(inst, close, { kerf: 3 }))).toContain("kerf");
  });

  it("rejects boards covering a defect", () => {
    expect(kinds(checkPlan(inst, plan([{ item: "a", x: 60, y: 70, w: 40, h: 30 }])))).toEqual(["defect"]);
  });

  it("rejects items placed more often than ordered", () => {
    const r = checkPlan(
      inst,
      plan([
        { item: "g", x: 0, y: 0, w: 50, h: 20 },
        { item: "g", x: 0, y: 30, w: 50, h: 20 },
      ]),
    );
    expect(kinds(r)).toContain("count");
  });

  it("rejects a non-guillotine pinwheel", () => {
    const pin: Instance = {
      items: [
        { id: "l", width: 2, height: 1, copies: 2 },
        { id: "t", width: 1, height: 2, copies: 2 },
        { id: "c", width: 1, height: 1 },
      ],
      bins: [{ id: "B", width: 3, height: 3 }],
    };
    const r = checkPlan(pin, {
      slabs: [
        {
          bin: "B",
          placements: [
            { item: "l", x: 0, y: 0, w: 2, h: 1 },
            { item: "t", x: 2, y: 0, w: 1, h: 2 },
            { item: "l", x: 1, y: 2, w: 2, h: 1 },
            { item: "t", x: 0, y: 1, w: 1, h: 2 },
            { item: "c", x: 1, y: 1, w: 1, h: 1 },
          ],
        },
      ],
    });
    expect(kinds(r)).toEqual(["not-guillotine"]);
  });

  it("counts stages and enforces the stage limit", () => {
    const i3: Instance = {
      items: [
        { id: "a", width: 2, height: 1 },
        { id: "b", width: 1, height: 1, copies: 2 },
        { id: "d", width: 2, height: 4 },
      ],
      bins: [{ id: "B", width: 4, height: 4 }],
    };
    const p: PlanLike = {
      slabs: [
        {
          bin: "B",
          placements: [
            { item: "a", x: 0, y: 0, w: 2, h: 1 },
            { item: "b", x: 0, y: 1, w: 1, h: 1 },
            { item: "b", x: 1, y: 1, w: 1, h: 1 },
            { item: "d", x: 2, y: 0, w: 2, h: 4 },
          ],
        },
      ],
    };
    const ok = checkPlan(i3, p, { stages: 3 });
    expect(ok.violations).toEqual([]);
    expect(ok.stagesUsed).toEqual([3]);
    expect(kinds(checkPlan(i3, p, { stages: 2 }))).toEqual(["stages"]);
    // With horizontal first cuts only, d blocks every first-stage cut: one extra (trim) stage is needed.
    expect(checkPlan(i3, p, { stages: 3, firstCut: "horizontal" }).stagesUsed).toEqual([4]);
  });

  it("rejects stack precedence violations", () => {
    const st: Instance = {
      items: [
        { id: "s1", width: 10, height: 10, stack: "k" },
        { id: "s2", width: 10, height: 10, stack: "k" },
      ],
      bins: [{ id: "B", width: 100, height: 100 }],
    };
    const good = plan(
      [
        { item: "s1", x: 0, y: 0, w: 10, h: 10 },
        { item: "s2", x: 10, y: 0, w: 10, h: 10 },
      ],
      "B",
    );
    expect(checkPlan(st, good).violations).toEqual([]);
    const bad = plan(
      [
        { item: "s2", x: 0, y: 0, w: 10, h: 10 },
        { item: "s1", x: 10, y: 0, w: 10, h: 10 },
      ],
      "B",
    );
    expect(kinds(checkPlan(st, bad))).toEqual(["stack-order"]);
  });

  it("rejects first-stage strips wider than allowed", () => {
    const r = checkPlan(inst, plan([{ item: "g", x: 0, y: 0, w: 50, h: 20 }]), {
      firstCut: "vertical",
      maxStripWidth: 45,
    });
    expect(kinds(r)).toEqual(["strip-width"]);
  });

  it("verifies a claimed cut tree and rejects a wrong one", () => {
    const placements = [
      { item: "a", x: 0, y: 0, w: 40, h: 30 },
      { item: "a", x: 40, y: 0, w: 40, h: 30 },
    ];
    const tree = {
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      cut: "horizontal" as const,
      children: [
        {
          x: 0,
          y: 0,
          w: 100,
          h: 30,
          cut: "vertical" as const,
          children: [
            { ...placements[0], item: "a" },
            { ...placements[1], item: "a" },
          ],
        },
      ],
    };
    expect(checkPlan(inst, { slabs: [{ bin: "S", placements, cuts: tree }] }).violations).toEqual([]);
    const wrong = { ...tree, children: [{ ...tree.children[0], w: 60 }] };
    expect(kinds(checkPlan(inst, { slabs: [{ bin: "S", placements, cuts: wrong }] }))).toEqual(["cut-tree"]);
  });
});
