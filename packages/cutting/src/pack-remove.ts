/**
 * Removing boards from a packing state (pack.ts) into its pool: the primitives of the ruin moves and of the
 * reduction of the last bin. Removed boards lose their position key.
 */
import type { Problem } from "./model.ts";
import type { Bin, PItem, State } from "./pack.ts";

function toPool(p: Problem, s: State, bin: Bin, items: PItem[]): void {
  for (const it of items) {
    s.pool.push(it.c);
    s.poolArea += p.area[it.c];
    bin.area -= p.area[it.c];
    if (p.hasStacks) s.key[it.c] = -1;
  }
}

/** Remove the last strip of a bin; returns its right edge before removal (or -1 if none). */
export function removeLastStrip(p: Problem, s: State, bin: Bin): number {
  const strip = bin.strips.pop();
  if (strip === undefined) return -1;
  for (const st of strip.stacks) toPool(p, s, bin, st.items);
  const prev = bin.strips[bin.strips.length - 1];
  bin.cx = prev === undefined ? 0 : prev.x + prev.w + p.kerf;
  return strip.x + strip.w;
}

/** Remove the last stack of a strip (the strip is removed too when it becomes empty and is last). */
export function removeLastStack(p: Problem, s: State, bin: Bin, si: number): void {
  const strip = bin.strips[si];
  const st = strip.stacks.pop();
  if (st === undefined) return;
  toPool(p, s, bin, st.items);
  const prev = strip.stacks[strip.stacks.length - 1];
  strip.cy = prev === undefined ? 0 : prev.y + prev.h + p.kerf;
  if (si === bin.strips.length - 1) shrinkLastStrip(p, bin);
}

/** Remove the last item of a stack. */
export function removeLastItem(p: Problem, s: State, bin: Bin, si: number, k: number): void {
  const strip = bin.strips[si];
  const st = strip.stacks[k];
  const it = st.items.pop();
  if (it === undefined) return;
  toPool(p, s, bin, [it]);
  const prev = st.items[st.items.length - 1];
  st.cx = prev === undefined ? strip.x : prev.x + prev.w + p.kerf;
  if (st.items.length === 0 && k === strip.stacks.length - 1) {
    strip.stacks.pop();
    const below = strip.stacks[strip.stacks.length - 1];
    strip.cy = below === undefined ? 0 : below.y + below.h + p.kerf;
  }
  if (si === bin.strips.length - 1) shrinkLastStrip(p, bin);
}

function shrinkLastStrip(p: Problem, bin: Bin): void {
  const strip = bin.strips[bin.strips.length - 1];
  let right = strip.x;
  for (const st of strip.stacks) for (const it of st.items) right = Math.max(right, it.x + it.w);
  if (right === strip.x) {
    bin.strips.pop();
    const prev = bin.strips[bin.strips.length - 1];
    bin.cx = prev === undefined ? 0 : prev.x + prev.w + p.kerf;
    return;
  }
  strip.w = right - strip.x;
  bin.cx = right + p.kerf;
}

/** Empty any stack; a stack that is not the last one stays as an empty band that can be refilled. */
export function emptyStack(p: Problem, s: State, bin: Bin, si: number, k: number): void {
  const strip = bin.strips[si];
  if (k === strip.stacks.length - 1) {
    removeLastStack(p, s, bin, si);
    return;
  }
  const st = strip.stacks[k];
  toPool(p, s, bin, st.items);
  st.items = [];
  st.cx = strip.x;
}

/** Empty any strip; a strip that is not the last one stays as an empty shell that can be refilled. */
export function emptyStrip(p: Problem, s: State, bin: Bin, si: number): void {
  if (si === bin.strips.length - 1) {
    removeLastStrip(p, s, bin);
    return;
  }
  const strip = bin.strips[si];
  for (const st of strip.stacks) toPool(p, s, bin, st.items);
  strip.stacks = [];
  strip.cy = 0;
}

export function clearBin(p: Problem, s: State, bin: Bin): void {
  for (const strip of bin.strips) for (const st of strip.stacks) toPool(p, s, bin, st.items);
  bin.strips = [];
  bin.cx = 0;
  bin.area = 0;
}
