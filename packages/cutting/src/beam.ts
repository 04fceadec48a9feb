/**
 * Beam search over partial 3-stage guillotine plans (normalised frame: first-stage cuts vertical), in the
 * spirit of packingsolver's tree search for ROADEF 2018 (Fontan & Libralesso): a node is a plan built from
 * the left; a child appends the front board of one stack (items of a stack in their order; boards without a
 * stack form one stack per type, copies being interchangeable) either
 *   df = 2  to the right of the current row (third-stage piece),
 *   df = 1  in a new row above the current one (second-stage piece),
 *   df = 0  in a new first-stage strip right of the current one,
 *   df = -1 on the next slab.
 * With 2 stages a row holds a single board (no third-stage cut). Boards are shifted right past defects, or
 * a new row is lifted above them (a board is never lifted inside its row: with waste below and above it,
 * that would take two 4th-stage trims, which ROADEF does not allow). Every child is a plan that could
 * be closed as it is: the strip's right edge (x1), the row's top (y2), the strip end on the slab and the
 * row end in the strip are adjusted at once so that min1Cut, min2Cut, maxStripWidth and minWaste hold
 * (each offcut is 0 or at least kerf + minWaste).
 * Nodes of a level (same number of boards placed) are ranked by a guide on their waste; the best `width`
 * are kept. `beamSearch` repeats with growing widths until the time is up (iterative beam search) and
 * returns the best complete plan (least slabs, then shortest last slab ⇔ least ROADEF waste).
 */
import type { Problem } from "./model.ts";
import { type Bin, emptyState, newBin, type Stack, type State, type Strip } from "./pack.ts";

export interface BeamRules {
  min1: number;
  min2: number;
  minWaste: number;
  /** ROADEF 4th cut: two boards of equal width may share a third-stage piece, one above the other. */
  pairs?: boolean;
}

interface Node {
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
}

interface Ctx {
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

/**
 * Smallest position v ≥ lo of a piece's far edge (row top or strip right edge) such that the offcut beside the
 * new board (v − r), the offcut beside the pieces tight at the previous edge (v − prev, when `tight`) and the
 * offcut before the end of the enclosing piece (end − v) are each 0 or at least E, and v ≤ max; -1 if none.
 * The smallest such value is lo or the end of one of the forbidden intervals.
 */
function pickEdge(
  lo: number,
  r: number,
  prev: number,
  tight: boolean,
  max: number,
  end: number,
  E: number,
): number {
  let best = -1;
  for (let i = 0; i < 4; i++) {
    const v = i === 0 ? lo : i === 1 ? r + E : i === 2 ? prev + E : end;
    if (v < lo || v > max || (best >= 0 && v >= best)) continue;
    if (v !== r && v - r < E) continue;
    if (tight && v !== prev && v - prev < E) continue;
    if (v !== end && end - v < E) continue;
    best = v;
  }
  return best;
}

function hits(
  ds: { x: number; y: number; w: number; h: number }[],
  x: number,
  y: number,
  w: number,
  h: number,
) {
  let jump = -1;
  for (const d of ds)
    if (d.x < x + w && d.x + d.w > x && d.y < y + h && d.y + d.h > y) jump = Math.max(jump, d.x + d.w);
  return jump;
}

function hitsTop(
  ds: { x: number; y: number; w: number; h: number }[],
  x: number,
  y: number,
  w: number,
  h: number,
) {
  let top = -1;
  for (const d of ds)
    if (d.x < x + w && d.x + d.w > x && d.y < y + h && d.y + d.h > y) top = Math.max(top, d.y + d.h);
  return top;
}

function child(
  ctx: Ctx,
  node: Node,
  s: number,
  c: number,
  w: number,
  h: number,
  df: number,
  bestWaste: number,
): void {
  const { p, kerf, E } = ctx;
  const bin = df < 0 ? node.bin + 1 : node.bin;
  if (bin >= p.bins.length) return;
  const spec = p.bins[bin];
  const W = spec.W;
  const H = spec.H;
  let x1p: number;
  let y0: number;
  let x0: number;
  if (df === 2) {
    x1p = node.x1p;
    y0 = node.y2p;
    x0 = node.x3 + kerf;
  } else if (df === 1) {
    x1p = node.x1p;
    y0 = node.y2 + kerf;
    x0 = x1p;
  } else {
    x1p = df === 0 ? node.x1 + kerf : 0;
    y0 = 0;
    x0 = x1p;
  }
  // With a pair, the column of both boards is placed as one box.
  const hh = ctx.pc2 >= 0 ? h + kerf + ctx.ph2 : h;
  if (y0 + hh > H) return;
  const xMax = Math.min(W, x1p + ctx.maxW);
  if (x0 + w > xMax) return;
  const ds = spec.defects;
  // Position 1: shift right past defects (the gap is a waste piece ≥ E).
  let x = x0;
  for (let guard = 0; guard < 64; guard++) {
    const j = hits(ds, x, y0, w, hh);
    if (j < 0) break;
    x = Math.max(j, x0 + E);
    if (x + w > xMax) {
      x = -1;
      break;
    }
  }
  if (x >= 0 && x + w <= xMax) finish(ctx, node, s, c, w, h, df, bin, W, H, x1p, x, y0, y0, bestWaste);
  if (df === 2 || ds.length === 0 || x === x0 || hh !== h) return;
  // Position 2 (new row, strip or slab): the whole row lifted above the defects (waste row below it).
  let y = y0;
  for (let guard = 0; guard < 64; guard++) {
    const t = hitsTop(ds, x0, y, w, h);
    if (t < 0) break;
    y = Math.max(t, y0 + E);
    if (y + h > H) return;
  }
  if (y !== y0) finish(ctx, node, s, c, w, h, df, bin, W, H, x1p, x0, y, y, bestWaste);
}

function finish(
  ctx: Ctx,
  node: Node,
  s: number,
  c: number,
  w: number,
  h: number,
  df: number,
  bin: number,
  W: number,
  H: number,
  x1p: number,
  x: number,
  y: number,
  rowY: number,
  bestWaste: number,
): void {
  const E = ctx.E;
  // Row top.
  const pair = ctx.pc2 >= 0;
  const t = pair ? y + h + ctx.kerf + ctx.ph2 : y + h;
  const sameRow = df === 2;
  const prevY = sameRow ? node.y2 : -1;
  const tightY = sameRow && node.t2;
  const loY = Math.max(t, rowY + ctx.min2, sameRow ? prevY : 0);
  const Y = pickEdge(loY, t, prevY, tightY, H, H, E);
  if (Y < 0) return;
  // Strip right edge.
  const r = x + w;
  const prevX = df >= 1 ? node.x1 : x1p;
  const tightX = df === 2 ? node.t1 : df === 1 ? node.t1 || node.x3 === node.x1 : false;
  const loX = Math.max(prevX, r, x1p + ctx.min1);
  const X = pickEdge(loX, r, prevX, tightX, Math.min(W, x1p + ctx.maxW), W, E);
  if (X < 0) return;
  const itemArea = node.itemArea + w * h + (pair ? w * ctx.ph2 : 0);
  const area = ctx.prevArea[bin] + x1p * H + (X - x1p) * rowY + (r - x1p) * (Y - rowY);
  const waste = area - itemArea;
  if (waste >= bestWaste) return;
  const placed = node.placed + (pair ? 2 : 1);
  // Guide: waste ratio of the enclosed area, discounted by the mean board size (large boards early).
  const guide = (0.02 + waste / area) / Math.sqrt(itemArea / placed);
  if (df >= 0) {
    ctx.fitAny = true;
    if (df >= 1 && X === node.x1) {
      ctx.fitStrip = true;
      if (df === 2 && Y === node.y2) ctx.fitRow = true;
    }
  }
  const heap = ctx.heap;
  if (heap.length >= ctx.heapK && guide >= heap[0].guide) return;
  const child: Node = {
    parent: node,
    s,
    c,
    df,
    ix: x,
    iy: y,
    iw: w,
    ih: h,
    s2: ctx.ps2,
    c2: ctx.pc2,
    ih2: ctx.ph2,
    bin,
    x1p,
    x1: X,
    t1: tightX && X === prevX,
    y2p: rowY,
    y2: Y,
    t2: Y === t || (tightY && Y === prevY),
    x3: r,
    pos: null,
    hash: (node.hash + ctx.rnd[s] + (pair ? ctx.rnd[ctx.ps2] : 0)) | 0,
    placed,
    itemArea,
    area,
    waste,
    guide,
  };
  if (heap.length < ctx.heapK) heapPush(heap, child);
  else heapReplaceTop(heap, child);
}

function heapPush(h: Node[], n: Node): void {
  h.push(n);
  let i = h.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (h[parent].guide >= n.guide) break;
    h[i] = h[parent];
    i = parent;
  }
  h[i] = n;
}

function heapReplaceTop(h: Node[], n: Node): void {
  const len = h.length;
  let i = 0;
  while (true) {
    const l = 2 * i + 1;
    if (l >= len) break;
    const r = l + 1;
    const m = r < len && h[r].guide > h[l].guide ? r : l;
    if (h[m].guide <= n.guide) break;
    h[i] = h[m];
    i = m;
  }
  h[i] = n;
}

/** Children of a node, with packingsolver's simple dominance: no new row/strip/slab when a board fits. */
function children(ctx: Ctx, node: Node, bestWaste: number): void {
  const { p, stacks, pred } = ctx;
  const pos = node.pos as Int32Array;
  ctx.fitRow = false;
  ctx.fitStrip = false;
  ctx.fitAny = false;
  for (let df = node.parent === null || node === ctx.start ? -1 : 2; df >= -1; df--) {
    if (df === 1 && ctx.fitRow) return;
    if (df === 0 && ctx.fitStrip) return;
    if (df === -1 && ctx.fitAny) return;
    if (df === 2 && !ctx.rowFill) continue;
    for (let s = 0; s < stacks.length; s++) {
      const st = stacks[s];
      if (pos[s] >= st.length) continue;
      const ps = pred[s];
      if (ps >= 0 && pos[ps] <= pos[s]) continue;
      const c = st[pos[s]];
      child(ctx, node, s, c, p.w[c], p.h[c], df, bestWaste);
      if (p.rot[c] && p.w[c] !== p.h[c]) child(ctx, node, s, c, p.h[c], p.w[c], df, bestWaste);
    }
    if (ctx.pairs && df === 2) pairChildren(ctx, node, df, bestWaste);
  }
}

function tryPair(
  ctx: Ctx,
  node: Node,
  df: number,
  bestWaste: number,
  H: number,
  s: number,
  c: number,
  w: number,
  h: number,
  s2: number,
  c2: number,
): void {
  const p = ctx.p;
  const o2 = p.rot[c2] && p.w[c2] !== p.h[c2] ? 2 : 1;
  for (let o = 0; o < o2; o++) {
    const w2 = o === 0 ? p.w[c2] : p.h[c2];
    const h2 = o === 0 ? p.h[c2] : p.w[c2];
    if (w2 !== w || h + ctx.kerf + h2 > H) continue;
    ctx.ps2 = s2;
    ctx.pc2 = c2;
    ctx.ph2 = h2;
    child(ctx, node, s, c, w, h, df, bestWaste);
    ctx.ps2 = -1;
    ctx.pc2 = -1;
    ctx.ph2 = 0;
  }
}

/**
 * Two boards of equal width in one third-stage piece (ROADEF 4th cut): the front of stack s below, and above
 * it either the next board of s or the front of a later stack s2.
 */
function pairChildren(ctx: Ctx, node: Node, df: number, bestWaste: number): void {
  const { p, stacks, pred } = ctx;
  const pos = node.pos as Int32Array;
  const H = p.bins[df < 0 ? Math.min(node.bin + 1, p.bins.length - 1) : node.bin].H;
  for (let s = 0; s < stacks.length; s++) {
    const st = stacks[s];
    if (pos[s] >= st.length) continue;
    const ps = pred[s];
    if (ps >= 0 && pos[ps] <= pos[s]) continue;
    const c = st[pos[s]];
    const o1 = p.rot[c] && p.w[c] !== p.h[c] ? 2 : 1;
    for (let o = 0; o < o1; o++) {
      const w = o === 0 ? p.w[c] : p.h[c];
      const h = o === 0 ? p.h[c] : p.w[c];
      if (h >= H) continue;
      if (pos[s] + 1 < st.length && (ps < 0 || pos[ps] > pos[s] + 1))
        tryPair(ctx, node, df, bestWaste, H, s, c, w, h, s, st[pos[s] + 1]);
      for (let s2 = s + 1; s2 < stacks.length; s2++) {
        const st2 = stacks[s2];
        if (pos[s2] >= st2.length) continue;
        const ps2 = pred[s2];
        if (ps2 >= 0 && (ps2 === s ? pos[s] + 1 : pos[ps2]) <= pos[s2]) continue;
        const c2 = st2[pos[s2]];
        if (p.w[c2] !== w && p.h[c2] !== w) continue;
        tryPair(ctx, node, df, bestWaste, H, s, c, w, h, s2, c2);
      }
    }
  }
}

function makeCtx(p: Problem, rules: BeamRules, copies: number[]): Ctx {
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

/** Final cost of a node: [unplaced area, slabs, last strip's right edge]. */
type Cost = [number, number, number];
const costLess = (a: Cost, b: Cost) =>
  a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

interface RunResult {
  node: Node;
  cost: Cost;
  complete: boolean;
  /** False when no level had more children than the width (the search was exhaustive). */
  truncated: boolean;
}

function run(
  ctx: Ctx,
  width: number,
  deadline: number,
  best: RunResult | null,
  start: Node | null = null,
): RunResult | null | "timeout" {
  ctx.start = start;
  const root: Node = start ?? {
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
  };
  // Prune with the waste of the best complete plan (waste never decreases along a branch).
  let bestWaste = Number.POSITIVE_INFINITY;
  if (best?.complete)
    bestWaste =
      ctx.prevArea[best.cost[1] - 1] + best.cost[2] * ctx.p.bins[best.cost[1] - 1].H - ctx.totalArea;
  let beam: Node[] = [root];
  let truncated = false;
  let done: Node | null = null;
  let doneCost: Cost = [0, 0, 0];
  while (beam.length > 0) {
    if (performance.now() > deadline) return "timeout";
    ctx.heap = [];
    ctx.heapK = 2 * width + 8;
    for (const n of beam) children(ctx, n, bestWaste);
    const cands = ctx.heap;
    if (cands.length === 0) {
      if (done !== null || bestWaste < Number.POSITIVE_INFINITY) break;
      // Dead end (nothing fits any more): report the best partial plan.
      let b = beam[0];
      for (const n of beam) if (n.waste < b.waste) b = n;
      return { node: b, cost: nodeCost(ctx, b), complete: false, truncated: true };
    }
    cands.sort(byGuide);
    const next: Node[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < cands.length && next.length < width; i++) {
      const n = cands[i];
      if (n.waste >= bestWaste) continue;
      if (width > 1) {
        // 32-bit key of the node's state (a rare collision only drops a candidate).
        let key = Math.imul(n.hash ^ n.bin, 0x01000193);
        key = Math.imul(key ^ n.x1, 0x01000193);
        key = Math.imul(key ^ n.y2, 0x01000193);
        key = Math.imul(key ^ n.x3, 0x01000193);
        key = Math.imul(key ^ n.y2p, 0x01000193) ^ n.x1p;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (n.placed === ctx.total) {
        // Complete plan: keep the best, prune the rest of this run with its waste.
        const c = nodeCost(ctx, n);
        if (done === null || costLess(c, doneCost)) {
          done = n;
          doneCost = c;
          bestWaste = Math.min(bestWaste, ctx.prevArea[n.bin] + n.x1 * ctx.p.bins[n.bin].H - ctx.totalArea);
        }
        continue;
      }
      const np = ((n.parent as Node).pos as Int32Array).slice();
      np[n.s]++;
      if (n.s2 >= 0) np[n.s2]++;
      n.pos = np;
      next.push(n);
      if (next.length === width && i + 1 < cands.length) truncated = true;
    }
    beam = next;
  }
  if (done === null) return null;
  return { node: done, cost: doneCost, complete: true, truncated };
}

const byGuide = (a: Node, b: Node) => a.guide - b.guide;

/** Whether a complete plan reaches the lower bound (slabs, then the last slab's length by area). */
function atBound(ctx: Ctx, best: RunResult, lbBins: number): boolean {
  if (!best.complete || best.cost[1] > lbBins) return false;
  const last = ctx.p.bins[best.cost[1] - 1];
  return best.cost[2] <= Math.ceil((ctx.totalArea - ctx.prevArea[best.cost[1] - 1]) / last.H);
}

function nodeCost(ctx: Ctx, n: Node): Cost {
  return [ctx.totalArea - n.itemArea, n.bin + 1, n.x1];
}

/** Rebuild the packing state (bins → strips → stacks → items) of a node. */
function toState(p: Problem, leaf: Node, copies: number[]): State {
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

export interface BeamResult {
  state: State;
  iterations: number;
}

/**
 * Iterative beam search on the copies `copies`: widths 1, 3, 9, … (×3 per run, the last one sized to end
 * by the deadline from the time the previous run took) until the deadline or `maxRuns` runs.
 * Returns the best plan found (the first run, width 1, always completes).
 */
export function beamSearch(
  p: Problem,
  rules: BeamRules,
  copies: number[],
  deadline: number,
  maxRuns = Number.POSITIVE_INFINITY,
  lbBins = 0,
): BeamResult {
  let best: RunResult | null = null;
  let iterations = 0;
  const ctx = makeCtx(p, rules, copies);
  let width = 1;
  while (iterations < maxRuns) {
    const t = performance.now();
    const r = run(ctx, width, best === null ? Number.POSITIVE_INFINITY : deadline, best);
    iterations++;
    if (r === "timeout") break;
    if (r !== null && (best === null || costLess(r.cost, best.cost))) best = r;
    // Stop when the search was exhaustive or the plan reaches the lower bound.
    if (r?.complete && !r.truncated) break;
    if (best !== null && atBound(ctx, best, lbBins)) break;
    // Next width: grow, but so that the run (time ∝ width) still ends before the deadline.
    const now = performance.now();
    const fit = Math.floor((width * 0.85 * (deadline - now)) / Math.max(1, now - t));
    // A last run narrower than the previous one still explores other plans (the beam is not monotone).
    const next = Math.min(width * 3, fit);
    if (next < Math.max(2, width / 3)) break;
    width = next === width ? width + 1 : next;
  }
  const state = best === null ? emptyState(p) : toState(p, best.node, copies);
  if (best === null) for (const c of copies) state.pool.push(c);
  return { state, iterations };
}
