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

describe("checker: ROADEF minimum cut and waste rules", () => {
  const ri: Instance = {
    items: [
      { id: "a", width: 40, height: 40, copies: 3 },
      { id: "n", width: 10, height: 10 },
    ],
    bins: [{ id: "P", width: 100, height: 100 }],
  };
  const rules = { firstCut: "vertical" as const, min1Cut: 30, min2Cut: 30, minWaste: 5 };
  type Node = NonNullable<PlanLike["slabs"][number]["cuts"]>;
  const leaf = (item: string, x: number, y: number, w: number, h: number): Node => ({ x, y, w, h, item });
  const strip = (x: number, w: number, children: Node[]): Node => ({
    x,
    y: 0,
    w,
    h: 100,
    cut: "horizontal",
    children,
  });
  const root = (children: Node[]): Node => ({ x: 0, y: 0, w: 100, h: 100, cut: "vertical", children });
  const slab = (placements: PlanLike["slabs"][number]["placements"], cuts?: Node): PlanLike => ({
    slabs: [{ bin: "P", placements, cuts }],
  });
  // Two boards side by side in one row of a 80-wide strip, one board above; 20 mm waste on the right.
  const good = [
    { item: "a", x: 0, y: 0, w: 40, h: 40 },
    { item: "a", x: 40, y: 0, w: 40, h: 40 },
    { item: "a", x: 0, y: 40, w: 40, h: 40 },
  ];
  const goodTree = root([
    strip(0, 80, [
      {
        x: 0,
        y: 0,
        w: 80,
        h: 40,
        cut: "vertical",
        children: [leaf("a", 0, 0, 40, 40), leaf("a", 40, 0, 40, 40)],
      },
      leaf("a", 0, 40, 80, 40),
    ]),
  ]);

  it("accepts a plan that keeps the rules", () => {
    const r = checkPlan(ri, slab(good, goodTree), rules);
    expect(r.violations).toEqual([]);
  });

  it("needs the cut tree to check the rules", () => {
    expect(kinds(checkPlan(ri, slab(good), rules))).toEqual(["cut-tree"]);
    expect(checkPlan(ri, slab(good)).violations).toEqual([]);
  });

  it("rejects a first-stage piece narrower than min1Cut", () => {
    const pl = [{ item: "n", x: 0, y: 0, w: 10, h: 10 }];
    const tree = root([strip(0, 20, [leaf("n", 0, 0, 20, 40)])]);
    expect(kinds(checkPlan(ri, slab(pl, tree), rules))).toEqual(["min-cut"]);
    expect(checkPlan(ri, slab(pl, tree), { ...rules, min1Cut: 0 }).violations).toEqual([]);
  });

  it("rejects a second-stage piece lower than min2Cut", () => {
    const pl = [{ item: "n", x: 0, y: 0, w: 10, h: 10 }];
    const tree = root([strip(0, 40, [leaf("n", 0, 0, 40, 20)])]);
    expect(kinds(checkPlan(ri, slab(pl, tree), rules))).toEqual(["min-cut"]);
    expect(checkPlan(ri, slab(pl, tree), { ...rules, min2Cut: 0 }).violations).toEqual([]);
  });

  it("rejects waste pieces thinner than minWaste", () => {
    // Trim above a board: 3 mm (row 43 high, board 40).
    const trimTree = root([strip(0, 80, [leaf("a", 0, 0, 80, 43)])]);
    const one = [{ item: "a", x: 0, y: 0, w: 40, h: 40 }];
    expect(kinds(checkPlan(ri, slab(one, trimTree), rules))).toEqual(["min-waste"]);
    // Gap of 3 mm between two boards of a row.
    const gap = [
      { item: "a", x: 0, y: 0, w: 40, h: 40 },
      { item: "a", x: 43, y: 0, w: 40, h: 40 },
    ];
    const gapTree = root([
      strip(0, 83, [
        {
          x: 0,
          y: 0,
          w: 83,
          h: 40,
          cut: "vertical",
          children: [leaf("a", 0, 0, 40, 40), leaf("a", 43, 0, 40, 40)],
        },
      ]),
    ]);
    expect(kinds(checkPlan(ri, slab(gap, gapTree), rules))).toEqual(["min-waste"]);
    // Strip ending 2 mm before the end of the slab.
    const endTree = root([strip(0, 98, [leaf("a", 0, 0, 98, 40)])]);
    expect(kinds(checkPlan(ri, slab(one, endTree), rules))).toContain("min-waste");
    // A board 2 mm short of its strip's width (trim beside a single-board row).
    const sideTree = root([strip(0, 42, [leaf("a", 0, 0, 42, 40)])]);
    expect(kinds(checkPlan(ri, slab(one, sideTree), rules))).toContain("min-waste");
    // The same plans pass without the rule.
    for (const [pl, tr] of [
      [one, trimTree],
      [gap, gapTree],
    ] as const)
      expect(checkPlan(ri, slab(pl, tr), { ...rules, minWaste: 0 }).violations).toEqual([]);
  });
});

describe("checker: ROADEF 4th cut", () => {
  const pi: Instance = {
    items: [
      { id: "t", width: 60, height: 100 },
      { id: "s", width: 60, height: 45, copies: 2 },
    ],
    bins: [{ id: "P", width: 120, height: 100 }],
  };
  const placements = [
    { item: "t", x: 0, y: 0, w: 60, h: 100 },
    { item: "s", x: 60, y: 0, w: 60, h: 45 },
    { item: "s", x: 60, y: 45, w: 60, h: 45 },
  ];
  type Node = NonNullable<PlanLike["slabs"][number]["cuts"]>;
  const column: Node = {
    x: 60,
    y: 0,
    w: 60,
    h: 100,
    cut: "horizontal",
    children: [
      { x: 60, y: 0, w: 60, h: 45, item: "s" },
      { x: 60, y: 45, w: 60, h: 45, item: "s" },
    ],
  };
  const row: Node = {
    x: 0,
    y: 0,
    w: 120,
    h: 100,
    cut: "vertical",
    children: [{ x: 0, y: 0, w: 60, h: 100, item: "t" }, column],
  };
  const strip: Node = { x: 0, y: 0, w: 120, h: 100, cut: "horizontal", children: [row] };
  const cuts: Node = { x: 0, y: 0, w: 120, h: 100, cut: "vertical", children: [strip] };
  const opts = { firstCut: "vertical" as const, maxStripWidth: 120, minWaste: 5 };
  const slab = (pl: typeof placements, c?: Node, bin = "P"): PlanLike => ({
    slabs: [{ bin, placements: pl, cuts: c }],
  });

  it("accepts two boards split by a 4th cut in a claimed tree only when allowed", () => {
    expect(checkPlan(pi, slab(placements, cuts), { ...opts, fourthCut: true }).violations).toEqual([]);
    expect(kinds(checkPlan(pi, slab(placements, cuts), opts))).toContain("cut-tree");
  });

  // A full-width board on top removes the first-stage cut at x = 60: rebuilt, the plan needs 4 stages.
  const tall: Instance = {
    items: [...pi.items, { id: "w", width: 120, height: 30 }],
    bins: [{ id: "P", width: 120, height: 130 }],
  };
  const withTop = [...placements, { item: "w", x: 0, y: 100, w: 120, h: 30 }];

  it("counts the 4th cut when it rebuilds the cut tree", () => {
    expect(kinds(checkPlan(tall, slab(withTop), { firstCut: "vertical" }))).toEqual(["stages"]);
    expect(checkPlan(tall, slab(withTop), { firstCut: "vertical", fourthCut: true }).violations).toEqual([]);
  });

  it("rejects three boards in one third-stage piece", () => {
    const three: Instance = {
      ...tall,
      items: [pi.items[0], { id: "s", width: 60, height: 30, copies: 3 }, tall.items[2]],
    };
    const pl = [
      placements[0],
      { item: "s", x: 60, y: 0, w: 60, h: 30 },
      { item: "s", x: 60, y: 30, w: 60, h: 30 },
      { item: "s", x: 60, y: 60, w: 60, h: 30 },
      withTop[3],
    ];
    expect(kinds(checkPlan(three, slab(pl), { firstCut: "vertical", fourthCut: true }))).toEqual(["stages"]);
  });
});

describe("checker: cuts through defects (ROADEF 2018)", () => {
  type Node = NonNullable<PlanLike["slabs"][number]["cuts"]>;
  const at = (defects: { x: number; y: number; w: number; h: number }[]): Instance => ({
    items: [{ id: "a", width: 40, height: 40 }],
    bins: [{ id: "P", width: 100, height: 100, defects }],
  });
  // One board in the lower left of an 80-wide strip: the row's top cut (y = 40) runs across the strip,
  // past the waste right of the board, and the first-stage cut at x = 80 runs the slab's height.
  const tree: Node = {
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    cut: "vertical",
    children: [
      {
        x: 0,
        y: 0,
        w: 80,
        h: 100,
        cut: "horizontal",
        children: [
          { x: 0, y: 0, w: 80, h: 40, cut: "vertical", children: [{ x: 0, y: 0, w: 40, h: 40, item: "a" }] },
        ],
      },
    ],
  };
  const plan: PlanLike = {
    slabs: [{ bin: "P", placements: [{ item: "a", x: 0, y: 0, w: 40, h: 40 }], cuts: tree }],
  };
  const strict = { firstCut: "vertical" as const, defectCuts: false };

  it("accepts defects in the waste, away from every cut", () => {
    expect(checkPlan(at([{ x: 60, y: 60, w: 5, h: 5 }]), plan, strict).violations).toEqual([]);
    // Beside a cut but not across it.
    expect(checkPlan(at([{ x: 80, y: 50, w: 5, h: 5 }]), plan, strict).violations).toEqual([]);
  });

  it("rejects the first-stage cut through a defect", () => {
    const r = checkPlan(at([{ x: 78, y: 70, w: 5, h: 5 }]), plan, strict);
    expect(kinds(r)).toEqual(["defect-cut"]);
    expect(r.violations[0].message).toContain("x=80");
  });

  it("rejects a second-stage cut through a defect in the waste beside the board", () => {
    const r = checkPlan(at([{ x: 60, y: 38, w: 5, h: 5 }]), plan, strict);
    expect(kinds(r)).toEqual(["defect-cut"]);
    expect(r.violations[0].message).toContain("y=40");
    // The cut spans its strip only: the same defect right of the strip is not crossed.
    expect(checkPlan(at([{ x: 85, y: 38, w: 5, h: 5 }]), plan, strict).violations).toEqual([]);
  });

  it("allows cuts through defects unless told otherwise (stone is sawn through its cracks)", () => {
    expect(checkPlan(at([{ x: 78, y: 70, w: 5, h: 5 }]), plan, { firstCut: "vertical" }).violations).toEqual(
      [],
    );
  });

  it("needs the cut tree to check it", () => {
    const bare: PlanLike = { slabs: [{ bin: "P", placements: plan.slabs[0].placements }] };
    expect(kinds(checkPlan(at([{ x: 60, y: 60, w: 5, h: 5 }]), bare, strict))).toEqual(["cut-tree"]);
  });
});
