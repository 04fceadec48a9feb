/** Small geometry helpers of the manual-layout screen (mm, origin at the slab's lower-left corner). */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A board of length × width placed at (x, y): `rotated` turns it (w = width, h = length). */
export function placedBox(
  board: { length: number; width: number },
  at: { x: number; y: number; rotated: boolean },
): Box {
  return at.rotated
    ? { x: at.x, y: at.y, w: board.width, h: board.length }
    : { x: at.x, y: at.y, w: board.length, h: board.width };
}

function nearest(value: number, candidates: number[], tolerance: number): number {
  let best = value;
  let bestDist = tolerance;
  for (const c of candidates) {
    const d = Math.abs(c - value);
    if (d <= bestDist) {
      best = c;
      bestDist = d;
    }
  }
  return best;
}

/**
 * Snaps a clicked lower-left corner to the nearest useful edge within `tolerance` mm on each axis:
 * the slab's edges (0, or flush with the far edge) and one kerf beyond a placed board's far edge (or
 * one kerf before its near edge). A click is never precise to the millimetre; the saw needs the kerf.
 */
export function snapCorner(
  at: { x: number; y: number },
  size: { w: number; h: number },
  placed: readonly Box[],
  slab: { length: number; width: number },
  kerf: number,
  tolerance: number,
): { x: number; y: number } {
  const xs = [0, slab.length - size.w];
  const ys = [0, slab.width - size.h];
  for (const b of placed) {
    xs.push(b.x + b.w + kerf, b.x - kerf - size.w, b.x);
    ys.push(b.y + b.h + kerf, b.y - kerf - size.h, b.y);
  }
  const clampX = (v: number) => Math.max(0, Math.min(Math.max(0, slab.length - size.w), v));
  const clampY = (v: number) => Math.max(0, Math.min(Math.max(0, slab.width - size.h), v));
  return {
    x: Math.round(
      clampX(
        nearest(
          at.x,
          xs.filter((v) => v >= 0),
          tolerance,
        ),
      ),
    ),
    y: Math.round(
      clampY(
        nearest(
          at.y,
          ys.filter((v) => v >= 0),
          tolerance,
        ),
      ),
    ),
  };
}
