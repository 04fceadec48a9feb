/**
 * The beam search's node representation (beam.ts): a partial plan as the insertion that made it plus the
 * edges of its current strip and row, the search context shared by a run (stacks, precedence between
 * identical stacks, slab areas, the bounded heap of children), the cost of a node and the packing state it
 * stands for.
 */
import type { Problem } from "./model.ts";
import { type Bin, emptyState, newBin, type Stack, type State, type Strip } from "./pack.ts";

export interface BeamRules {
  min1: number;
  min2: number;
  minWaste: number;
  /** ROADEF 4th cut: two boards of equal width may share a third-stage piece, one above the other. */
  pairs?: boolean;
  /** No cut through a defect (ROADEF 2018): a strip is closed only when none of its cuts crosses one. */
  noDefectCuts?: boolean;
}

export interface Node {
  parent: Node | null;
  /** Stack advanced and copy placed by the insertion that made this node (-1 at the root). */
  s: number;
  c: number;
  df: number;
  ix: number;
  iy: number;
  iw: number;
  ih: number;
  /** Second board stacked above the first in the same third-stage piece (4th cut), -1 when none. */
  s2: number;
  c2: number;
  ih2: number;
  /** Index in p.bins of the current slab (-1 at the root). */
  bin: number;
  /** Current strip: left edge, right edge, whether a finished row of the strip ends exactly at x1. */
  x1p: number;
  x1: number;
  t1: boolean;
  /** Current row: bottom, top, whether a board of the row reaches y2 exactly, right end of its boards. */
  y2p: number;
  y2: number;
  t2: boolean;
  x3: number;
  pos: Int32Array | null;
  /** Hash of pos (sum of per-stack random keys), for duplicate detection. */
  hash: number;
  placed: number;
  itemArea: number;
  area: number;
  waste: number;
  guide: number;
  /** With `noDefectCuts`: whether the node's strip may be closed as it stands (0 not yet known, 1 yes, 2 no). */
  clear: number;
}

export interface Ctx {
  p: Problem;
  kerf: number;
  /** Smallest allowed non-zero offcut along a cut (kerf + minWaste; 1 without the rule). */
  E: number;
  min1: number;
  min2: number;
  maxW: number;
  stacks: number[][];
  pred: Int32Array;
  prevArea: Float64Array;
  total: number;
  totalArea: number;
  /** Random key per stack (position hashes). */
  rnd: Int32Array;
  pairs: boolean;
  /** Several boards per row (3 stages); with 2 stages each row holds one board. */
  rowFill: boolean;
  /** No cut may cross a defect (stripClear before a strip closes). */
  noDefectCuts: boolean;
  /**
   * With `noDefectCuts`, per bin (null without defects): for each x, the far edge of the defects a
   * first-stage cut at x would cross (-1 none); for each y, whether a horizontal cut at y crosses any
   * defect's height at all (the exact test, over the cut's extent, follows only then).
   */
  cutX: (Int32Array | null)[];
  cutY: (Uint8Array | null)[];
  /** Node the current run starts from (its children open a new slab), null for a run from scratch. */
  start: Node | null;
  /** Bounded max-heap (on the guide) of the best children of the level being expanded. */
  heap: Node[];
  heapK: number;
  /** Children of the node being expanded: fitting without enlarging its row / its strip, any. */
  fitRow: boolean;
  fitStrip: boolean;
  fitAny: boolean;
  /** Scratch: second board of the insertion being generated (-1 none). */
  ps2: number;
  pc2: number;
  ph2: number;
}

export function makeCtx(p: Problem, rules: BeamRules, copies: number[]): Ctx {
  // Stacks: ROADEF stacks in rank order; boards without stack grouped by type (interchangeable copies).
  const byKey = new Map<string, number[]>();
  for (const c of copies) {
    const key = p.stack[c] >= 0 ? `s${p.stack[c]}` : `t${p.type[c]}`;
    let l = byKey.get(key);
    if (l === undefined) {
      l = [];
      byKey.set(key, l);
    }
    l.push(c);
  }
  const stacks = [...byKey.values()];
  for (const l of stacks) l.sort((a, b) => p.rank[a] - p.rank[b] || a - b);
  // Identical stacks are advanced in order (symmetry breaking).
  const sig = stacks.map((l) =>
    l
      .map((c) =>
        p.rot[c] ? `${Math.min(p.w[c], p.h[c])}x${Math.max(p.w[c], p.h[c])}r` : `${p.w[c]}x${p.h[c]}`,
      )
      .join(","),
  );
  const pred = new Int32Array(stacks.length).fill(-1);
  const last = new Map<string, number>();
  sig.forEach((g, s) => {
    const q = last.get(g);
    if (q !== undefined) pred[s] = q;
    last.set(g, s);
  });
  const prevArea = new Float64Array(p.bins.length + 1);
  for (let i = 0; i < p.bins.length; i++) prevArea[i + 1] = prevArea[i] + p.bins[i].W * p.bins[i].H;
  let totalArea = 0;
  for (const c of copies) totalArea += p.area[c];
  return {
    p,
    kerf: p.kerf,
    E: rules.minWaste > 0 ? p.kerf + rules.minWaste : 1,
    min1: rules.min1,
    min2: rules.min2,
    maxW: p.maxStripW,
    stacks,
    pred,
    prevArea,
    total: copies.length,
    totalArea,
    pairs: rules.pairs === true && p.stages >= 3,
    rowFill: p.stages >= 3,
    noDefectCuts: rules.noDefectCuts === true,
    ...defectLines(p, rules.noDefectCuts === true),
    start: null,
    heap: [],
    heapK: 1,
    fitRow: false,
    fitStrip: false,
    fitAny: false,
    ps2: -1,
    pc2: -1,
    ph2: 0,
    rnd: Int32Array.from(stacks, (_, i) => Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(i + 7, 0x85ebca6b)),
  };
}

/** The lookup tables of `Ctx.cutX` / `cutY`, one per bin type (copies share their defects). */
function defectLines(p: Problem, on: boolean): { cutX: (Int32Array | null)[]; cutY: (Uint8Array | null)[] } {
  const cutX: (Int32Array | null)[] = [];
  const cutY: (Uint8Array | null)[] = [];
  const seen = new Map<unknown, [Int32Array, Uint8Array]>();
  for (const b of p.bins) {
    if (!on || b.defects.length === 0) {
      cutX.push(null);
      cutY.push(null);
      continue;
    }
    let t = seen.get(b.defects);
    if (t === undefined) {
      const xs = new Int32Array(b.W + 1).fill(-1);
      const ys = new Uint8Array(b.H + 1);
      const k = p.kerf;
      for (const d of b.defects) {
        // A band [x, x + kerf] overlaps the interior (d.x, d.x + d.w) (a line at kerf 0).
        for (let x = Math.max(0, Math.floor(d.x - k) + 1); x < d.x + d.w && x <= b.W; x++)
          if (k > 0 || x > d.x) xs[x] = Math.max(xs[x], d.x + d.w);
        for (let y = Math.max(0, Math.floor(d.y - k) + 1); y < d.y + d.h && y <= b.H; y++)
          if (k > 0 || y > d.y) ys[y] = 1;
      }
      t = [xs, ys];
      seen.set(b.defects, t);
    }
    cutX.push(t[0]);
    cutY.push(t[1]);
  }
  return { cutX, cutY };
}

/** The root of a run from scratch: nothing placed, no slab open. */
export function rootNode(ctx: Ctx): Node {
  return {
    parent: null,
    s: -1,
    c: -1,
    df: 0,
    ix: 0,
    iy: 0,
    iw: 0,
    ih: 0,
    s2: -1,
    c2: -1,
    ih2: 0,
    bin: -1,
    x1p: 0,
    x1: 0,
    t1: false,
    y2p: 0,
    y2: 0,
    t2: false,
    x3: 0,
    pos: new Int32Array(ctx.stacks.length),
    hash: 0,
    placed: 0,
    itemArea: 0,
    area: 0,
    waste: 0,
    guide: 0,
    clear: 0,
  };
}

/**
 * Whether the current strip of `node`, closed as it stands (right edge x1, each row's top as last set), has
 * no cut through a defect: the first-stage cut at its right edge, each row's second-stage cuts (bottom and
 * top, across the strip), each board's third-stage cuts (left and right, across its row) and its trimming
 * cuts (bottom and top, across the board; between the two boards of a 4th-cut pair). A cut is a band `kerf`
 * wide beside the piece it frees (a line at kerf 0) and crosses a defect when it overlaps its interior; the
 * checker (`defectCuts: false`) applies the same definition to the plan's cut tree. Memoised on the node.
 */
export function stripClear(ctx: Ctx, node: Node): boolean {
  if (node.clear !== 0) return node.clear === 1;
  const spec = ctx.p.bins[node.bin];
  const ds = spec.defects;
  if (ds.length === 0) {
    node.clear = 1;
    return true;
  }
  const k = ctx.kerf;
  const W = spec.W;
  const H = spec.H;
  const X = node.x1;
  const x1p = node.x1p;
  let ok = !(X < W && crossAt(ds, true, X, Math.min(W, X + k) - X, 0, H) >= 0);
  // Walk the strip's insertions back to the one that opened it; a row's top is its last insertion's y2.
  let rowTop = -1;
  for (let n: Node | null = node; ok && n !== null && n.parent !== null; n = n.parent) {
    if (rowTop < 0) {
      rowTop = n.y2;
      if (beside(ds, k, false, n.y2p, rowTop, 0, H, x1p, X)) ok = false;
    }
    const top = n.iy + n.ih + (n.c2 >= 0 ? k + n.ih2 : 0);
    if (
      beside(ds, k, true, n.ix, n.ix + n.iw, x1p, X, n.y2p, rowTop) ||
      beside(ds, k, false, n.iy, top, n.y2p, rowTop, n.ix, n.ix + n.iw) ||
      (n.c2 >= 0 && crossAt(ds, false, n.iy + n.ih, k, n.ix, n.ix + n.iw) >= 0)
    )
      ok = false;
    if (n.df <= 0) break;
    if (n.df === 1) rowTop = -1;
  }
  node.clear = ok ? 1 : 2;
  return ok;
}

type Rect = { x: number; y: number; w: number; h: number };

export /**
 * Where a cut at `at` (vertical: x = at across y ∈ [lo, hi]; horizontal: y = at across x ∈ [lo, hi]), a band
 * `kerf` wide after it, would cross a defect's interior: the far side of that defect, the first position
 * clear of it; -1 when it crosses none. The edge of the slab is never a cut.
 */
function crossAt(ds: Rect[], vert: boolean, at: number, kerf: number, lo: number, hi: number): number {
  let far = -1;
  for (const d of ds) {
    const d0 = vert ? d.x : d.y;
    const d1 = vert ? d.x + d.w : d.y + d.h;
    const e0 = vert ? d.y : d.x;
    const e1 = vert ? d.y + d.h : d.x + d.w;
    if ((kerf === 0 ? d0 < at && at < d1 : at < d1 && d0 < at + kerf) && lo < e1 && e0 < hi)
      far = Math.max(far, d1);
  }
  return far;
}

/** The cuts beside a piece [p0, p1] inside [n0, n1] along one axis, across [lo, hi], cross a defect. */
function beside(
  ds: Rect[],
  k: number,
  vert: boolean,
  p0: number,
  p1: number,
  n0: number,
  n1: number,
  lo: number,
  hi: number,
): boolean {
  return (
    (p0 > n0 && crossAt(ds, vert, Math.max(n0, p0 - k), p0 - Math.max(n0, p0 - k), lo, hi) >= 0) ||
    (p1 < n1 && crossAt(ds, vert, p1, Math.min(n1, p1 + k) - p1, lo, hi) >= 0)
  );
}

/** Final cost of a node: [unplaced area, slabs, last strip's right edge]. */
export type Cost = [number, number, number];
export const costLess = (a: Cost, b: Cost) =>
  a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

export function nodeCost(ctx: Ctx, n: Node): Cost {
  return [ctx.totalArea - n.itemArea, n.bin + 1, n.x1];
}

/** Rebuild the packing state (bins → strips → stacks → items) of a node. */
export function toState(p: Problem, leaf: Node, copies: number[]): State {
  const path: Node[] = [];
  for (let n: Node | null = leaf; n?.parent; n = n.parent) path.push(n);
  path.reverse();
  const s = emptyState(p);
  let bin: Bin | null = null;
  let strip: Strip | null = null;
  let row: Stack | null = null;
  const placed = new Set<number>();
  for (const n of path) {
    if (n.df === -1 || bin === null) {
      bin = newBin(p.bins[n.bin]);
      s.bins.push(bin);
    }
    if (n.df <= 0 || strip === null) {
      strip = { x: n.x1p, w: 0, cy: 0, stacks: [] };
      bin.strips.push(strip);
    }
    if (n.df <= 1 || row === null) {
      row = { y: n.y2p, h: 0, cx: n.x1p, items: [] };
      strip.stacks.push(row);
    }
    row.items.push({ c: n.c, x: n.ix, y: n.iy, w: n.iw, h: n.ih });
    if (n.c2 >= 0) {
      row.items.push({ c: n.c2, x: n.ix, y: n.iy + n.ih + p.kerf, w: n.iw, h: n.ih2 });
      bin.area += p.area[n.c2];
      placed.add(n.c2);
    }
    row.h = n.y2 - n.y2p;
    row.cx = n.ix + n.iw + p.kerf;
    strip.w = n.x1 - n.x1p;
    strip.cy = n.y2 + p.kerf;
    bin.cx = n.x1 + p.kerf;
    bin.area += p.area[n.c];
    placed.add(n.c);
  }
  for (const c of copies)
    if (!placed.has(c)) {
      s.pool.push(c);
      s.poolArea += p.area[c];
    }
  return s;
}
