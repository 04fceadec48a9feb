/**
 * Expansion of a beam node (beam.ts): the children of a node, one per stack front (both orientations), per
 * depth (current row, new row, new strip, next slab) and, with the 4th cut, per pair of equal-width boards.
 * Each child is placed past defects, its row top and strip edge are set so that the minimum rules hold
 * (pickEdge), it is scored by the guide and kept in the context's bounded heap when among the best.
 */
import { type Ctx, crossAt, type Node, stripClear } from "./beam-node.ts";

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
  // A new strip or slab closes the node's strip: not when one of its cuts would cross a defect.
  if (df <= 0 && ctx.noDefectCuts && node.bin >= 0 && node !== ctx.start && !stripClear(ctx, node)) return;
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
  let Y = pickEdge(loY, t, prevY, tightY, H, H, E);
  if (Y < 0) return;
  // Strip right edge.
  const r = x + w;
  const prevX = df >= 1 ? node.x1 : x1p;
  const tightX = df === 2 ? node.t1 : df === 1 ? node.t1 || node.x3 === node.x1 : false;
  const loX = Math.max(prevX, r, x1p + ctx.min1);
  const maxX = Math.min(W, x1p + ctx.maxW);
  let X = pickEdge(loX, r, prevX, tightX, maxX, W, E);
  if (X < 0) return;
  const cutX = ctx.cutX[bin];
  if (cutX !== null) {
    // No cut through a defect: the row's top lifted above a defect its cut (across the strip so far) would
    // cross, the strip's edge moved past one its first-stage cut would cross.
    const cutY = ctx.cutY[bin] as Uint8Array;
    for (let guard = 0; guard < 8 && cutY[Y] === 1; guard++) {
      const up = crossAt(ctx.p.bins[bin].defects, false, Y, ctx.kerf, x1p, Math.max(prevX, r));
      if (up < 0) break;
      Y = pickEdge(up, t, prevY, tightY, H, H, E);
      if (Y < 0) return;
    }
    for (let guard = 0; guard < 8 && cutX[X] >= 0; guard++) {
      X = pickEdge(cutX[X], r, prevX, tightX, maxX, W, E);
      if (X < 0) return;
    }
  }
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
    clear: 0,
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
export function children(ctx: Ctx, node: Node, bestWaste: number): void {
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
