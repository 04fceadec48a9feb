/**
 * 3-stage guillotine packing state (normalised frame: first-stage cuts vertical).
 *
 * bin → strips (side by side along x, separated by first-stage vertical cuts)
 *     → stacks (one above the other inside a strip, second-stage horizontal cuts)
 *     → items (side by side inside a stack, third-stage vertical cuts; an item lower than its stack is
 *       trimmed by a final cut that separates it from waste only).
 *
 * Every insertion appends (new item at the right end of a stack, new stack on top of a strip, new strip at
 * the right of a bin), so the cut order of existing pieces never changes. The cut order of a solution is
 * its geometric order: bins in order, strips left→right, stacks bottom→top, items left→right. Stack
 * precedence (ROADEF) is honoured by only accepting insertions whose position lies strictly between the
 * positions of the nearest already placed predecessor and successor of the same stack.
 *
 * This module holds the state and its geometry; insertion is in pack-insert.ts, removal (the ruin moves'
 * primitives) in pack-remove.ts.
 */
import type { BinSpec, Problem } from "./model.ts";

export interface PItem {
  c: number;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Stack {
  y: number;
  h: number;
  /** Next free x (absolute, includes kerf). */
  cx: number;
  items: PItem[];
}
export interface Strip {
  x: number;
  w: number;
  /** Next free y (includes kerf). */
  cy: number;
  stacks: Stack[];
}
export interface Bin {
  spec: BinSpec;
  strips: Strip[];
  /** Next free x for a new strip (includes kerf). */
  cx: number;
  /** Right limit for this bin's content (W, or less when we try to shorten the last bin). */
  wLimit: number;
  area: number;
}
export interface State {
  bins: Bin[];
  pool: number[];
  poolArea: number;
  /** Position key of each copy (-1 when not placed); only maintained when the problem has stacks. */
  key: Float64Array;
}

export function emptyState(p: Problem): State {
  return { bins: [], pool: [], poolArea: 0, key: new Float64Array(p.n).fill(-1) };
}

export function newBin(spec: BinSpec): Bin {
  return { spec, strips: [], cx: 0, wLimit: spec.W, area: 0 };
}

export function cloneState(s: State): State {
  return {
    bins: s.bins.map((b) => ({
      spec: b.spec,
      cx: b.cx,
      wLimit: b.wLimit,
      area: b.area,
      strips: b.strips.map((t) => ({
        x: t.x,
        w: t.w,
        cy: t.cy,
        stacks: t.stacks.map((k) => ({ y: k.y, h: k.h, cx: k.cx, items: k.items.slice() })),
      })),
    })),
    pool: s.pool.slice(),
    poolArea: s.poolArea,
    key: s.key.slice(),
  };
}

/** Leftmost x ≥ x0 with x + w ≤ xMax such that (x, y, w, h) covers no defect; -1 if none. */
export function findX(bin: Bin, x0: number, xMax: number, y: number, w: number, h: number): number {
  const ds = bin.spec.defects;
  let x = x0;
  if (ds.length === 0) return x + w <= xMax ? x : -1;
  while (x + w <= xMax) {
    let jump = -1;
    for (const d of ds) {
      if (d.x < x + w && d.x + d.w > x && d.y < y + h && d.y + d.h > y) jump = Math.max(jump, d.x + d.w);
    }
    if (jump < 0) return x;
    x = jump;
  }
  return -1;
}

/** Lowest y ≥ y0 (among y0 and defect tops) where a piece fits between x0 and xMax; returns [x, y] or null. */
export function findXY(
  bin: Bin,
  x0: number,
  xMax: number,
  y0: number,
  w: number,
  h: number,
): [number, number] | null {
  let y = y0;
  const H = bin.spec.H;
  for (let guard = 0; guard < 64 && y + h <= H; guard++) {
    const x = findX(bin, x0, xMax, y, w, h);
    if (x >= 0) return [x, y];
    let ny = Number.POSITIVE_INFINITY;
    for (const d of bin.spec.defects) {
      const top = d.y + d.h;
      if (top > y && d.x < xMax && d.x + d.w > x0 && d.y < y + h) ny = Math.min(ny, top);
    }
    if (!Number.isFinite(ny)) return null;
    y = ny;
  }
  return null;
}

/** Whether the rectangle (x, y, w, h) overlaps a defect of the bin. */
export const hitsDefect = (bin: Bin, x: number, y: number, w: number, h: number) =>
  bin.spec.defects.some((d) => d.x < x + w && d.x + d.w > x && d.y < y + h && d.y + d.h > y);

/** Right edge of the last strip of a bin (0 when empty). */
export function usedLength(bin: Bin): number {
  const last = bin.strips[bin.strips.length - 1];
  return last === undefined ? 0 : last.x + last.w;
}

/** Whether a copy fits alone in an empty bin of this spec (either allowed orientation). */
export function fitsEmpty(p: Problem, spec: BinSpec, c: number): boolean {
  const bin = newBin(spec);
  for (let o = 0; o < (p.rot[c] ? 2 : 1); o++) {
    const iw = o === 0 ? p.w[c] : p.h[c];
    const ih = o === 0 ? p.h[c] : p.w[c];
    if (iw > p.maxStripW) continue;
    if (findXY(bin, 0, Math.min(spec.W, p.maxStripW), 0, iw, ih) !== null) return true;
  }
  return false;
}
