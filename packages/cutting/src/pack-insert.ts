/**
 * Greedy insertion of one copy into a packing state (pack.ts): `evaluate` scores every position (fill an
 * existing stack, new stack on a strip, new strip, new bin) without changing the state and keeps the best in
 * module scratch; `apply` performs it (widening a strip or growing a stack shifts the later pieces).
 */
import type { Problem } from "./model.ts";
import {
  type Bin,
  findX,
  findXY,
  hitsDefect,
  newBin,
  type PItem,
  type State,
  type Strip,
  usedLength,
} from "./pack.ts";

export interface InsertParams {
  /** Fill an existing stack only when its waste is at most tau × item area (else prefer new stack/strip). */
  tau: number;
  /** Weight of the unused width beside a new stack. */
  wb: number;
  /** Probability to ignore a candidate (GDRR "blinks"). */
  blink: number;
}

const KS = 4096;
const KI = 8192;
const posKey = (b: number, s: number, k: number, i: number) => ((b * KS + s) * KS + k) * KI + i;

// Best candidate of one insertion (module-level scratch to avoid allocation).
let cKind = 0; // 0 none, 1 stack, 2 new stack, 3 new strip
let cBin = 0;
let cStrip = 0;
let cStack = 0;
let cX = 0;
let cY = 0;
let cW = 0;
let cH = 0;
let cScore = 0;

function stackBounds(p: Problem, s: State, c: number): [number, number] {
  let lo = -1;
  let hi = Number.POSITIVE_INFINITY;
  const st = p.stack[c];
  if (st < 0) return [lo, hi];
  // Members of a stack: copies with the same stack; order by (rank, copy index).
  const r = p.rank[c];
  for (let j = 0; j < p.n; j++) {
    if (p.stack[j] !== st || j === c) continue;
    const k = s.key[j];
    if (k < 0) continue;
    const before = p.rank[j] < r || (p.rank[j] === r && j < c);
    if (before) lo = Math.max(lo, k);
    else hi = Math.min(hi, k);
  }
  return [lo, hi];
}

let cNewBin: Bin | null = null;

/** A saved insertion candidate (see evaluate). */
export interface Cand {
  kind: number;
  bin: number;
  strip: number;
  stack: number;
  x: number;
  y: number;
  w: number;
  h: number;
  newBin: Bin | null;
}

export function saveCand(): Cand {
  return {
    kind: cKind,
    bin: cBin,
    strip: cStrip,
    stack: cStack,
    x: cX,
    y: cY,
    w: cW,
    h: cH,
    newBin: cNewBin,
  };
}

function loadCand(k: Cand): void {
  cKind = k.kind;
  cBin = k.bin;
  cStrip = k.strip;
  cStack = k.stack;
  cX = k.x;
  cY = k.y;
  cW = k.w;
  cH = k.h;
  cNewBin = k.newBin;
}

/**
 * Insert copy c at the best position of the existing bins (and a new bin if allowed and needed).
 * Returns false when no position exists.
 */
export function insert(
  p: Problem,
  s: State,
  c: number,
  allowNewBin: boolean,
  prm: InsertParams,
  rnd: () => number,
): boolean {
  if (evaluate(p, s, c, allowNewBin, prm, rnd) < 0) return false;
  apply(p, s, c);
  return true;
}

/** Insert copy c with a candidate saved by saveCand() right after evaluate(). */
export function insertCand(p: Problem, s: State, c: number, k: Cand): void {
  loadCand(k);
  apply(p, s, c);
}

/**
 * Find the best position for copy c without changing the state (the candidate is kept in module
 * scratch until the next evaluate; use saveCand to keep it). Returns -1 when there is none, else the waste
 * ratio (waste / board area) when filling an existing stack, or 1e6 + kind for other positions.
 */
export function evaluate(
  p: Problem,
  s: State,
  c: number,
  allowNewBin: boolean,
  prm: InsertParams,
  rnd: () => number,
): number {
  cNewBin = null;
  const ia = p.area[c];
  const [lo, hi] = p.hasStacks ? stackBounds(p, s, c) : [-1, Number.POSITIVE_INFINITY];
  const allowStackFill = p.stages >= 3;
  let bestA = Number.POSITIVE_INFINITY;
  let aBin = -1;
  let aStrip = 0;
  let aStack = 0;
  let aX = 0;
  let aW = 0;
  let aH = 0;
  cKind = 0;
  cScore = Number.POSITIVE_INFINITY;
  const orients = p.rot[c] && p.w[c] !== p.h[c] ? 2 : 1;
  const blink = prm.blink;
  for (let b = 0; b < s.bins.length; b++) {
    const bin = s.bins[b];
    const H = bin.spec.H;
    if (bin.area + ia > bin.wLimit * H) continue; // not enough free area
    for (let o = 0; o < orients; o++) {
      const iw = o === 0 ? p.w[c] : p.h[c];
      const ih = o === 0 ? p.h[c] : p.w[c];
      if (ih > H) continue;
      const strips = bin.strips;
      const usedRight = usedLength(bin);
      for (let si = 0; si < strips.length; si++) {
        const strip = strips[si];
        const lastStrip = si === strips.length - 1;
        // A strip may widen: the last one up to the bin limit, others by shifting the later strips right.
        const xMax = lastStrip
          ? Math.min(bin.wLimit, strip.x + p.maxStripW)
          : strip.x + Math.min(p.maxStripW, strip.w + Math.max(0, bin.wLimit - usedRight));
        if (strip.x + iw > xMax) continue;
        const stripRight = strip.x + strip.w;
        const topUsed = strip.stacks.length > 0 ? strip.cy - p.kerf : 0;
        if (allowStackFill) {
          for (let k = 0; k < strip.stacks.length; k++) {
            const st = strip.stacks[k];
            const lastStack = k === strip.stacks.length - 1;
            // A stack may grow: the last one up to the bin top, others by shifting the stacks above up.
            if (ih > st.h && topUsed + ih - st.h > H) continue;
            if (st.cx + iw > xMax) continue;
            const key = posKey(b, si, k, st.items.length);
            if (key <= lo || key >= hi) continue;
            const x = findX(bin, st.cx, xMax, st.y, iw, ih);
            if (x < 0) continue;
            if (blink > 0 && rnd() < blink) continue;
            let waste = Math.max(0, st.h - ih) * iw + (x - st.cx) * st.h;
            if (ih > st.h) waste += (ih - st.h) * (x - strip.x);
            if (x + iw > stripRight) waste += (x + iw - stripRight) * topUsed;
            if (waste >= bestA) continue;
            if (!lastStack && ih > st.h && !canShiftY(bin, strip, k, ih - st.h)) continue;
            if (!lastStrip && x + iw > stripRight && !canShiftX(bin, si, x + iw - stripRight)) continue;
            bestA = waste;
            aBin = b;
            aStrip = si;
            aStack = k;
            aX = x;
            aW = iw;
            aH = ih;
          }
        }
        // New stack on top of the strip.
        if (strip.cy + ih <= H) {
          const key = posKey(b, si, strip.stacks.length, 0);
          if (key > lo && key < hi) {
            const xy = findXY(bin, strip.x, xMax, strip.cy, iw, ih);
            if (xy !== null && !(blink > 0 && rnd() < blink)) {
              const [x, y] = xy;
              const right = Math.max(stripRight, x + iw);
              let score = (y - strip.cy) * strip.w + (x - strip.x) * ih + (right - stripRight) * strip.cy;
              score += prm.wb * (right - strip.x - iw) * ih;
              score += 1e12;
              if (
                score < cScore &&
                (lastStrip || right <= stripRight || canShiftX(bin, si, right - stripRight))
              ) {
                cScore = score;
                cKind = 2;
                cBin = b;
                cStrip = si;
                cX = x;
                cY = y;
                cW = iw;
                cH = ih;
              }
            }
          }
        }
      }
      // New strip at the right of the bin.
      const x0 = bin.cx;
      const xMax = Math.min(bin.wLimit, x0 + p.maxStripW);
      if (x0 + iw <= xMax) {
        const key = posKey(b, strips.length, 0, 0);
        if (key > lo && key < hi) {
          const xy = findXY(bin, x0, xMax, 0, iw, ih);
          if (xy !== null && !(blink > 0 && rnd() < blink)) {
            const [x, y] = xy;
            let score = 2e12 + y * iw + (x - x0) * ih;
            score += (bin.wLimit - x - iw) * 1e-3 + (H - ih) * iw * prm.wb;
            if (score < cScore) {
              cScore = score;
              cKind = 3;
              cBin = b;
              cX = x;
              cY = y;
              cW = iw;
              cH = ih;
            }
          }
        }
      }
    }
  }
  if (aBin >= 0 && (bestA <= prm.tau * ia || cKind === 0)) {
    cKind = 1;
    cBin = aBin;
    cStrip = aStrip;
    cStack = aStack;
    cX = aX;
    cW = aW;
    cH = aH;
  }
  if (cKind === 1) return bestA / ia;
  if (cKind !== 0) return 1e6 + cKind;
  {
    if (!allowNewBin || s.bins.length >= p.bins.length) return -1;
    const bin = newBin(p.bins[s.bins.length]);
    const b = s.bins.length;
    if (posKey(b, 0, 0, 0) <= lo || posKey(b, 0, 0, 0) >= hi) return -1;
    let found = false;
    for (let o = 0; o < (p.rot[c] && p.w[c] !== p.h[c] ? 2 : 1) && !found; o++) {
      const iw = o === 0 ? p.w[c] : p.h[c];
      const ih = o === 0 ? p.h[c] : p.w[c];
      const xy = findXY(bin, 0, Math.min(bin.wLimit, p.maxStripW), 0, iw, ih);
      if (xy !== null) {
        found = true;
        cKind = 3;
        cBin = b;
        cX = xy[0];
        cY = xy[1];
        cW = iw;
        cH = ih;
      }
    }
    if (!found) return -1;
    cNewBin = bin;
    return 1e6 + 4;
  }
}

function apply(p: Problem, s: State, c: number): void {
  const kerf = p.kerf;
  if (cNewBin !== null) {
    s.bins.push(cNewBin);
    cNewBin = null;
  }
  const bin = s.bins[cBin];
  const it: PItem = { c, x: cX, y: 0, w: cW, h: cH };
  if (cKind === 1) {
    const strip = bin.strips[cStrip];
    const st = strip.stacks[cStack];
    it.y = st.y;
    if (p.hasStacks) s.key[c] = posKey(cBin, cStrip, cStack, st.items.length);
    st.items.push(it);
    st.cx = cX + cW + kerf;
    if (cH > st.h) {
      const d = cH - st.h;
      st.h = cH;
      for (let k = cStack + 1; k < strip.stacks.length; k++) {
        const up = strip.stacks[k];
        up.y += d;
        up.items = up.items.map((q) => ({ ...q, y: q.y + d }));
      }
      strip.cy += d;
    }
    widen(bin, strip, cStrip, cX + cW, kerf);
  } else if (cKind === 2) {
    const strip = bin.strips[cStrip];
    it.y = cY;
    if (p.hasStacks) s.key[c] = posKey(cBin, cStrip, strip.stacks.length, 0);
    strip.stacks.push({ y: cY, h: cH, cx: cX + cW + kerf, items: [it] });
    strip.cy = cY + cH + kerf;
    widen(bin, strip, cStrip, cX + cW, kerf);
  } else {
    it.y = cY;
    if (p.hasStacks) s.key[c] = posKey(cBin, bin.strips.length, 0, 0);
    bin.strips.push({
      x: bin.cx,
      w: cX + cW - bin.cx,
      cy: cY + cH + kerf,
      stacks: [{ y: cY, h: cH, cx: cX + cW + kerf, items: [it] }],
    });
    bin.cx = cX + cW + kerf;
  }
  bin.area += p.area[c];
}

function widen(bin: Bin, strip: Strip, si: number, right: number, kerf: number): void {
  if (right > strip.x + strip.w) {
    const d = right - strip.x - strip.w;
    strip.w += d;
    for (let t = si + 1; t < bin.strips.length; t++) {
      const o = bin.strips[t];
      o.x += d;
      for (const st of o.stacks) {
        st.cx += d;
        st.items = st.items.map((q) => ({ ...q, x: q.x + d }));
      }
    }
    bin.cx += d;
    if (si === bin.strips.length - 1) bin.cx = right + kerf;
  }
}

/** Whether the strips after si can move right by d without covering a defect. */
function canShiftX(bin: Bin, si: number, d: number): boolean {
  if (bin.spec.defects.length === 0) return true;
  for (let t = si + 1; t < bin.strips.length; t++)
    for (const st of bin.strips[t].stacks)
      for (const q of st.items) if (hitsDefect(bin, q.x + d, q.y, q.w, q.h)) return false;
  return true;
}

/** Whether the stacks above stack k of a strip can move up by d without covering a defect. */
function canShiftY(bin: Bin, strip: Strip, k: number, d: number): boolean {
  if (bin.spec.defects.length === 0) return true;
  for (let j = k + 1; j < strip.stacks.length; j++)
    for (const q of strip.stacks[j].items) if (hitsDefect(bin, q.x, q.y + d, q.w, q.h)) return false;
  return true;
}
