/**
 * Independent feasibility checker. It uses only the instance, the options and the placements of a plan
 * (never the optimiser's structures) and rebuilds the guillotine cut tree from scratch.
 *
 * Stage counting: a region holding two or more boards must be split by edge-to-edge cuts of the current
 * orientation (every cut line is a band of `kerf` width that crosses no board); all such cuts of one
 * orientation form one stage, and the orientation alternates from stage to stage. A region holding a single
 * board needs no further stage: the board is freed by trimming cuts (the "non-exact" convention of
 * packingsolver and ROADEF 2018's trimming 4th cut). Stages used = depth of the deepest split.
 *
 * Cut order (for stack precedence): slabs in order, then the cut tree depth-first with children in
 * increasing coordinate (left→right, bottom→top).
 */
import { defectCuts } from "./checker-defects.ts";
import type { CutNode, FirstCut, Instance } from "./types.ts";

export type ViolationKind =
  | "unknown-bin"
  | "bin-copies"
  | "unknown-item"
  | "size"
  | "rotation"
  | "out-of-bounds"
  | "overlap"
  | "kerf"
  | "defect"
  | "count"
  | "not-guillotine"
  | "stages"
  | "stack-order"
  | "strip-width"
  | "cut-tree"
  | "min-cut"
  | "min-waste"
  | "defect-cut";

export interface Violation {
  kind: ViolationKind;
  slab?: number;
  item?: string;
  message: string;
}

export interface CheckOptions {
  kerf?: number;
  stages?: number;
  firstCut?: FirstCut;
  maxStripWidth?: number;
  /** Minimum width of a first-stage piece holding boards (ROADEF 2018 min1Cut = 100). Default 0. */
  min1Cut?: number;
  /** Minimum height of a second-stage piece holding boards (ROADEF 2018 min2Cut = 100). Default 0. */
  min2Cut?: number;
  /**
   * Minimum size of a waste piece (ROADEF 2018 minWaste = 20), default 0. Every offcut left by the cut
   * tree (between pieces, beside a trimmed board, at the slab's end) is either absent or at least this thick
   * (plus the kerf of the cut that frees it).
   */
  minWaste?: number;
  /**
   * ROADEF 2018's 4th cut: a piece of the last stage may still be split by one more cut into two boards
   * (two boards stacked in one third-stage piece). Default false.
   */
  fourthCut?: boolean;
  /**
   * May a cut go through a defect? Default true: a stone slab's crack or inclusion may be sawn through
   * (it ends in the waste). ROADEF 2018 forbids it (glass): with false every cut of the claimed cut tree,
   * trimming cuts included, must keep out of the defects' interiors (violation kind `defect-cut`).
   */
  defectCuts?: boolean;
}

export interface PlanLike {
  slabs: {
    bin: string;
    placements: { item: string; x: number; y: number; w: number; h: number }[];
    /** Optional claimed cut tree; when given it is verified and its order is used for stack precedence. */
    cuts?: CutNode;
  }[];
  unplaced?: string[];
}

export interface CheckResult {
  feasible: boolean;
  violations: Violation[];
  /** Item ids (one per copy) that the plan does not place. */
  unplaced: string[];
  /** Stages needed per slab (Infinity when not guillotine). */
  stagesUsed: number[];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  id: string;
}

export function checkPlan(inst: Instance, plan: PlanLike, opts: CheckOptions = {}): CheckResult {
  const kerf = opts.kerf ?? 0;
  const stageLimit = opts.stages ?? 3;
  const first = opts.firstCut ?? "any";
  const violations: Violation[] = [];
  const v = (kind: ViolationKind, message: string, slab?: number, item?: string) =>
    violations.push({ kind, message, slab, item });
  const itemsById = new Map(inst.items.map((it, i) => [it.id, { it, i }]));
  const binsById = new Map(inst.bins.map((b) => [b.id, b]));
  const placedCount = new Map<string, number>();
  const binUse = new Map<string, number>();
  const stagesUsed: number[] = [];
  const order: string[] = [];
  const rules: MinRules | null =
    (opts.min1Cut ?? 0) > 0 || (opts.min2Cut ?? 0) > 0 || (opts.minWaste ?? 0) > 0
      ? { min1: opts.min1Cut ?? 0, min2: opts.min2Cut ?? 0, waste: opts.minWaste ?? 0 }
      : null;

  plan.slabs.forEach((slab, si) => {
    const bin = binsById.get(slab.bin);
    if (bin === undefined) {
      v("unknown-bin", `slab ${si}: unknown bin ${slab.bin}`, si);
      stagesUsed.push(Number.NaN);
      return;
    }
    binUse.set(bin.id, (binUse.get(bin.id) ?? 0) + 1);
    const boxes: Box[] = [];
    for (const pl of slab.placements) {
      const ref = itemsById.get(pl.item);
      if (ref === undefined) {
        v("unknown-item", `slab ${si}: unknown item ${pl.item}`, si, pl.item);
        continue;
      }
      placedCount.set(pl.item, (placedCount.get(pl.item) ?? 0) + 1);
      const { it } = ref;
      const straight = pl.w === it.width && pl.h === it.height;
      const turned = pl.w === it.height && pl.h === it.width;
      if (!straight && !turned)
        v(
          "size",
          `slab ${si}: item ${pl.item} placed as ${pl.w}x${pl.h}, is ${it.width}x${it.height}`,
          si,
          pl.item,
        );
      else if (!straight && it.rotatable === false)
        v("rotation", `slab ${si}: item ${pl.item} is rotated but rotation is banned`, si, pl.item);
      if (pl.x < 0 || pl.y < 0 || pl.x + pl.w > bin.width || pl.y + pl.h > bin.height)
        v("out-of-bounds", `slab ${si}: item ${pl.item} at (${pl.x},${pl.y}) leaves the slab`, si, pl.item);
      for (const d of bin.defects ?? []) {
        if (
          d.w > 0 &&
          d.h > 0 &&
          pl.x < d.x + d.w &&
          d.x < pl.x + pl.w &&
          pl.y < d.y + d.h &&
          d.y < pl.y + pl.h
        )
          v("defect", `slab ${si}: item ${pl.item} covers defect at (${d.x},${d.y})`, si, pl.item);
      }
      boxes.push({ x: pl.x, y: pl.y, w: pl.w, h: pl.h, id: pl.item });
    }
    // Pairwise overlap and kerf (sweep over x).
    const byX = boxes.slice().sort((a, b) => a.x - b.x);
    for (let i = 0; i < byX.length; i++) {
      const a = byX[i];
      for (let j = i + 1; j < byX.length && byX[j].x < a.x + a.w + kerf; j++) {
        const b = byX[j];
        const gx = Math.max(a.x - (b.x + b.w), b.x - (a.x + a.w));
        const gy = Math.max(a.y - (b.y + b.h), b.y - (a.y + a.h));
        if (gx < 0 && gy < 0) v("overlap", `slab ${si}: items ${a.id} and ${b.id} overlap`, si, a.id);
        else if (gx < kerf && gy < kerf)
          v("kerf", `slab ${si}: items ${a.id} and ${b.id} closer than the kerf ${kerf}`, si, a.id);
      }
    }
    // Guillotine reconstruction.
    const starts: ("v" | "h")[] = first === "vertical" ? ["v"] : first === "horizontal" ? ["h"] : ["v", "h"];
    let bestStages = Number.POSITIVE_INFINITY;
    let bestOrder: string[] = [];
    for (const o of starts) {
      const seq: string[] = [];
      const s = stages(boxes, o, kerf, seq, 0, opts.fourthCut ? stageLimit : -1);
      if (s < bestStages) {
        bestStages = s;
        bestOrder = seq;
      }
    }
    stagesUsed.push(bestStages);
    if (opts.maxStripWidth !== undefined && first !== "any") {
      const o = starts[0];
      for (const g of split(boxes, o, kerf)) {
        const lo = Math.min(...g.map((b) => (o === "v" ? b.x : b.y)));
        const hi = Math.max(...g.map((b) => (o === "v" ? b.x + b.w : b.y + b.h)));
        if (hi - lo > opts.maxStripWidth)
          v("strip-width", `slab ${si}: first-stage strip ${hi - lo} wide > ${opts.maxStripWidth}`, si);
      }
    }
    if (!Number.isFinite(bestStages)) {
      v("not-guillotine", `slab ${si}: the boards cannot be separated by guillotine cuts`, si);
      order.push(...boxes.map((b) => b.id));
    } else {
      if (bestStages > stageLimit) v("stages", `slab ${si}: needs ${bestStages} stages > ${stageLimit}`, si);
      let seq = bestOrder;
      if (slab.cuts !== undefined) {
        // A claimed tree fixes the cut order (several trees may fit the same placements).
        const claimed: string[] = [];
        const err = verifyTree(
          slab.cuts,
          boxes,
          kerf,
          claimed,
          0,
          stageLimit,
          bin.width,
          bin.height,
          opts.fourthCut === true,
        );
        if (err !== null) v("cut-tree", `slab ${si}: claimed cut tree invalid: ${err}`, si);
        else {
          seq = claimed;
          if (rules) {
            if (
              slab.cuts.x !== 0 ||
              slab.cuts.y !== 0 ||
              slab.cuts.w !== bin.width ||
              slab.cuts.h !== bin.height
            )
              v("cut-tree", `slab ${si}: the cut tree's root must be the whole slab`, si);
            for (const e of minRules(slab.cuts, boxes, kerf, rules, 0))
              v(e.kind, `slab ${si}: ${e.message}`, si);
          }
          if (opts.defectCuts === false && (bin.defects?.length ?? 0) > 0)
            for (const m of defectCuts(slab.cuts, boxes, bin.defects ?? [], kerf))
              v("defect-cut", `slab ${si}: ${m}`, si);
        }
      } else if ((rules || opts.defectCuts === false) && boxes.length > 0)
        v("cut-tree", `slab ${si}: minimum cut and waste rules need the plan's cut tree (slabs[].cuts)`, si);
      order.push(...seq);
    }
  });

  for (const [id, n] of binUse) {
    const b = binsById.get(id);
    if (b?.copies !== undefined && n > b.copies)
      v("bin-copies", `bin ${id} used ${n} times, has ${b.copies}`);
  }
  const unplaced: string[] = [];
  for (const it of inst.items) {
    const want = it.copies ?? 1;
    const got = placedCount.get(it.id) ?? 0;
    if (got > want) v("count", `item ${it.id} placed ${got} times, only ${want} ordered`, undefined, it.id);
    for (let k = got; k < want; k++) unplaced.push(it.id);
  }
  // Stack precedence: within a stack, items must come in instance order.
  const lastRank = new Map<string, number>();
  for (const id of order) {
    const ref = itemsById.get(id);
    const st = ref?.it.stack;
    if (ref === undefined || st === undefined || st === "") continue;
    const prev = lastRank.get(st) ?? -1;
    if (ref.i < prev)
      v("stack-order", `item ${id} of stack ${st} is cut after a later item of its stack`, undefined, id);
    lastRank.set(st, Math.max(prev, ref.i));
  }
  return { feasible: violations.length === 0, violations, unplaced, stagesUsed };
}

/**
 * Minimum number of stages needed to separate `boxes`, starting with cuts of orientation `o`; Infinity when
 * impossible. Appends the cut order of the boxes to `seq`.
 */
function stages(
  boxes: Box[],
  o: "v" | "h",
  kerf: number,
  seq: string[],
  depth: number,
  pairAt: number,
): number {
  if (boxes.length <= 1) {
    if (boxes.length === 1) seq.push(boxes[0].id);
    return 0;
  }
  const groups = split(boxes, o, kerf);
  if (depth === pairAt && boxes.length === 2 && groups.length === 2) {
    // ROADEF 4th cut: two boards of a last-stage piece separated by one more cut.
    seq.push(groups[0][0].id, groups[1][0].id);
    return 0;
  }
  const next = o === "v" ? "h" : "v";
  if (groups.length === 1) {
    // No cut of this orientation separates the boards: this stage only trims waste and the other
    // orientation is tried one stage deeper.
    if (split(boxes, next, kerf).length === 1) return Number.POSITIVE_INFINITY;
    return stages(boxes, next, kerf, seq, depth + 1, pairAt) + 1;
  }
  let worst = 0;
  for (const g of groups) {
    const s = stages(g, next, kerf, seq, depth + 1, pairAt);
    if (!Number.isFinite(s)) return s;
    worst = Math.max(worst, s);
  }
  return worst + 1;
}

/**
 * Verify a claimed cut tree: children lie inside their node, are separated along the cut axis by at least
 * the kerf, inner children span the node across the cut axis (edge-to-edge cuts), each board lies in exactly
 * one leaf whose region contains it, and the cut depth stays within the stage limit. Returns an error
 * message or null; appends the leaves' board ids in cut order to `seq`.
 */
function verifyTree(
  node: CutNode,
  boxes: Box[],
  kerf: number,
  seq: string[],
  depth: number,
  limit: number,
  W: number,
  H: number,
  fourth = false,
): string | null {
  const inside = (b: { x: number; y: number; w: number; h: number }) =>
    b.x >= node.x && b.y >= node.y && b.x + b.w <= node.x + node.w && b.y + b.h <= node.y + node.h;
  if (depth === 0 && (node.x < 0 || node.y < 0 || node.x + node.w > W || node.y + node.h > H))
    return "root outside the slab";
  if (!node.children || node.children.length === 0) {
    if (boxes.length === 0) return null;
    if (boxes.length > 1) return `leaf at (${node.x},${node.y}) holds ${boxes.length} boards`;
    if (node.item !== undefined && node.item !== boxes[0].id)
      return `leaf ${node.item} holds board ${boxes[0].id}`;
    seq.push(boxes[0].id);
    return null;
  }
  const pair =
    fourth && depth === limit && node.children.length <= 2 && node.children.every((k) => !k.children?.length);
  if (depth + 1 > limit && !pair) return `cut depth ${depth + 1} exceeds ${limit} stages`;
  const vert = node.cut === "vertical";
  const kids = node.children.slice().sort((a, b) => (vert ? a.x - b.x : a.y - b.y));
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (!inside(k)) return `child at (${k.x},${k.y}) outside its parent`;
    const leaf = !k.children || k.children.length === 0;
    if (!leaf && (vert ? k.y !== node.y || k.h !== node.h : k.x !== node.x || k.w !== node.w))
      return `child at (${k.x},${k.y}) does not span its parent`;
    if (i > 0) {
      const p = kids[i - 1];
      if (vert ? k.x < p.x + p.w + kerf : k.y < p.y + p.h + kerf)
        return `children at (${k.x},${k.y}) too close`;
    }
  }
  const rest = new Set(boxes);
  for (const k of kids) {
    const mine = boxes.filter(
      (b) => rest.has(b) && b.x >= k.x && b.y >= k.y && b.x + b.w <= k.x + k.w && b.y + b.h <= k.y + k.h,
    );
    for (const b of mine) rest.delete(b);
    const err = verifyTree(k, mine, kerf, seq, depth + 1, limit, W, H, fourth);
    if (err !== null) return err;
  }
  if (rest.size > 0) return `board ${[...rest][0].id} is not inside any piece`;
  return null;
}

interface MinRules {
  min1: number;
  min2: number;
  waste: number;
}

/**
 * ROADEF-style minimum rules on a (verified) claimed cut tree. Children of the root (first-stage pieces)
 * holding boards are at least `min1` wide, children of depth-1 pieces (second-stage pieces) holding boards at
 * least `min2` high. Waste: along a node's cut axis the space before the first child and after the last one
 * is 0 or at least kerf + minWaste, the space between two children is exactly one kerf or at least
 * 2 × kerf + minWaste; across the axis a leaf child leaves 0 or at least kerf + minWaste on each side, and a
 * board leaves the same inside its leaf. A child without boards is a waste piece: at least minWaste thick.
 */
function minRules(
  node: CutNode,
  boxes: Box[],
  kerf: number,
  r: MinRules,
  depth: number,
): { kind: "min-cut" | "min-waste"; message: string }[] {
  const out: { kind: "min-cut" | "min-waste"; message: string }[] = [];
  const edgeOk = (m: number) => m === 0 || (r.waste === 0 ? m > 0 : m >= kerf + r.waste);
  const gapOk = (g: number) => g === kerf || (r.waste === 0 ? g > kerf : g >= 2 * kerf + r.waste);
  const inRect = (b: Box, k: CutNode) =>
    b.x >= k.x && b.y >= k.y && b.x + b.w <= k.x + k.w && b.y + b.h <= k.y + k.h;
  const at = (k: { x: number; y: number }) => `(${k.x},${k.y})`;
  if (!node.children || node.children.length === 0) {
    const b = boxes.find((q) => inRect(q, node));
    if (b === undefined) return out;
    for (const [m, side] of [
      [b.x - node.x, "left"],
      [node.x + node.w - b.x - b.w, "right"],
      [b.y - node.y, "bottom"],
      [node.y + node.h - b.y - b.h, "top"],
    ] as const)
      if (!edgeOk(m))
        out.push({
          kind: "min-waste",
          message: `board ${b.id} at ${at(b)} leaves a ${m} waste on its ${side}`,
        });
    return out;
  }
  const vert = node.cut === "vertical";
  const lo = (k: { x: number; y: number }) => (vert ? k.x : k.y);
  const len = (k: { w: number; h: number }) => (vert ? k.w : k.h);
  const lo2 = (k: { x: number; y: number }) => (vert ? k.y : k.x);
  const len2 = (k: { w: number; h: number }) => (vert ? k.h : k.w);
  const kids = node.children.slice().sort((a, b) => lo(a) - lo(b));
  let prevEnd = lo(node);
  kids.forEach((k, i) => {
    const g = lo(k) - prevEnd;
    if (i === 0 ? !edgeOk(g) : !gapOk(g))
      out.push({ kind: "min-waste", message: `waste of ${g} before the piece at ${at(k)}` });
    prevEnd = lo(k) + len(k);
    const mine = boxes.filter((b) => inRect(b, k));
    if (mine.length === 0) {
      if (len(k) < r.waste)
        out.push({ kind: "min-waste", message: `waste piece at ${at(k)} only ${len(k)} thick` });
      return;
    }
    const min = depth === 0 ? r.min1 : depth === 1 ? r.min2 : 0;
    if (len(k) < min)
      out.push({
        kind: "min-cut",
        message: `${depth === 0 ? "first" : "second"}-stage piece at ${at(k)} is ${len(k)} < ${min}`,
      });
    const leaf = !k.children || k.children.length === 0;
    if (leaf) {
      for (const m of [lo2(k) - lo2(node), lo2(node) + len2(node) - lo2(k) - len2(k)])
        if (!edgeOk(m))
          out.push({ kind: "min-waste", message: `waste of ${m} beside the piece at ${at(k)}` });
    }
    out.push(...minRules(k, mine, kerf, r, depth + 1));
  });
  const g = lo(node) + len(node) - prevEnd;
  if (!edgeOk(g))
    out.push({ kind: "min-waste", message: `waste of ${g} at the end of the piece at ${at(node)}` });
  return out;
}

/** Split boxes by every full cut line of orientation o (gap of at least `kerf` crossing no box). */
function split(boxes: Box[], o: "v" | "h", kerf: number): Box[][] {
  const lo = (b: Box) => (o === "v" ? b.x : b.y);
  const hi = (b: Box) => (o === "v" ? b.x + b.w : b.y + b.h);
  const sorted = boxes.slice().sort((a, b) => lo(a) - lo(b));
  const groups: Box[][] = [];
  let cur: Box[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const b of sorted) {
    if (cur.length > 0 && lo(b) >= end + kerf) {
      groups.push(cur);
      cur = [];
    }
    cur.push(b);
    end = Math.max(end, hi(b));
  }
  if (cur.length > 0) groups.push(cur);
  return groups;
}
