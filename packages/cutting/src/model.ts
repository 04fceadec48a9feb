import type { Instance, Rect, SolveOptions } from "./types.ts";

/** Internal, normalised problem: one entry per item copy, first-stage cuts vertical (strips along x). */
export interface Problem {
  n: number;
  /** Width/height of each copy in the normalised frame (unrotated). */
  w: Int32Array;
  h: Int32Array;
  rot: Uint8Array;
  area: Float64Array;
  /** Item type index of each copy. */
  type: Int32Array;
  /** Stack index (-1 none) and rank inside the stack (position in the instance's item order). */
  stack: Int32Array;
  rank: Int32Array;
  hasStacks: boolean;
  /** Bin sequence: bins are opened in this order. */
  bins: BinSpec[];
  /** All bins identical in size and without defects (so they can be reordered freely). */
  interchangeable: boolean;
  kerf: number;
  stages: number;
  maxStripW: number;
  transposed: boolean;
  totalArea: number;
}

export interface BinSpec {
  type: number;
  W: number;
  H: number;
  defects: Rect[];
}

export function buildProblem(inst: Instance, opts: SolveOptions, transposed: boolean): Problem {
  const ws: number[] = [];
  const hs: number[] = [];
  const rot: number[] = [];
  const types: number[] = [];
  const stacks: number[] = [];
  const ranks: number[] = [];
  const stackIds = new Map<string, number>();
  inst.items.forEach((it, t) => {
    const copies = it.copies ?? 1;
    let s = -1;
    if (it.stack !== undefined && it.stack !== "") {
      const known = stackIds.get(it.stack);
      s = known ?? stackIds.size;
      if (known === undefined) stackIds.set(it.stack, s);
    }
    for (let k = 0; k < copies; k++) {
      ws.push(transposed ? it.height : it.width);
      hs.push(transposed ? it.width : it.height);
      rot.push(it.rotatable === false ? 0 : 1);
      types.push(t);
      stacks.push(s);
      ranks.push(t);
    }
  });
  const n = ws.length;
  const bins: BinSpec[] = [];
  inst.bins.forEach((b, t) => {
    const copies = Math.min(b.copies ?? Number.POSITIVE_INFINITY, Math.max(1, n));
    const defects = (b.defects ?? []).map((d) =>
      transposed ? { x: d.y, y: d.x, w: d.h, h: d.w } : { ...d },
    );
    for (let k = 0; k < copies && bins.length < n + 1; k++) {
      bins.push({
        type: t,
        W: transposed ? b.height : b.width,
        H: transposed ? b.width : b.height,
        defects,
      });
    }
  });
  const first = bins[0];
  const interchangeable =
    first !== undefined && bins.every((b) => b.W === first.W && b.H === first.H && b.defects.length === 0);
  const area = new Float64Array(n);
  let totalArea = 0;
  for (let i = 0; i < n; i++) {
    area[i] = ws[i] * hs[i];
    totalArea += area[i];
  }
  return {
    n,
    w: Int32Array.from(ws),
    h: Int32Array.from(hs),
    rot: Uint8Array.from(rot),
    area,
    type: Int32Array.from(types),
    stack: Int32Array.from(stacks),
    rank: Int32Array.from(ranks),
    hasStacks: stackIds.size > 0,
    bins,
    interchangeable,
    kerf: opts.kerf ?? 0,
    stages: opts.stages ?? 3,
    maxStripW: opts.maxStripWidth ?? Number.POSITIVE_INFINITY,
    transposed,
    totalArea,
  };
}

/** Small fast seeded PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
