import type { Problem } from "./model.ts";

/**
 * Lower bound on the number of bins for the copies `cs` (those that can be placed at all).
 * Bins are opened in sequence, so the bound is the smallest prefix of the bin sequence whose area covers
 * the boards; with identical defect-free bins also the 1-D "L2"-style bounds of Martello & Vigo (1998) on
 * boards wider (higher) than half the bin, and the count of boards that cannot share a bin in any
 * orientation.
 */
export function lowerBound(p: Problem, cs: number[]): number {
  let total = 0;
  for (const c of cs) total += p.area[c];
  if (cs.length === 0) return 0;
  let acc = 0;
  let lb = 0;
  for (const b of p.bins) {
    if (acc >= total) break;
    acc += b.W * b.H;
    lb++;
  }
  if (!p.interchangeable) return lb;
  const W = p.bins[0].W;
  const H = p.bins[0].H;
  // Boards that are "big" in every allowed orientation: no two share a bin.
  let big = 0;
  for (const c of cs) {
    const b0 = p.w[c] > W / 2 && p.h[c] > H / 2;
    const b1 = p.h[c] > W / 2 && p.w[c] > H / 2;
    if (b0 && (!p.rot[c] || b1)) big++;
  }
  lb = Math.max(lb, big);
  if (cs.some((c) => p.rot[c] && p.w[c] !== p.h[c])) return lb;
  lb = Math.max(
    lb,
    bound1D(
      cs.map((c) => [p.w[c], p.h[c]]),
      W,
      H,
    ),
  );
  lb = Math.max(
    lb,
    bound1D(
      cs.map((c) => [p.h[c], p.w[c]]),
      H,
      W,
    ),
  );
  return lb;
}

/** Boards wider than W/2 must lie one above the other: 1-D L2 bound on their heights. */
function bound1D(dims: [number, number][], W: number, H: number): number {
  const wide = dims.filter(([w]) => w > W / 2).map(([, h]) => h);
  if (wide.length === 0) return 0;
  const qs = new Set<number>([1]);
  for (const h of wide) if (h <= H / 2) qs.add(h);
  let best = 0;
  for (const q of qs) {
    let n12 = 0;
    let free2 = 0;
    let sum3 = 0;
    for (const h of wide) {
      if (h > H - q) n12++;
      else if (h > H / 2) {
        n12++;
        free2 += H - h;
      } else if (h >= q) sum3 += h;
    }
    best = Math.max(best, n12 + Math.max(0, Math.ceil((sum3 - free2) / H)));
  }
  return best;
}
