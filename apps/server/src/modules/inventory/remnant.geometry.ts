import type { CutNode } from "@stoneworks/cutting";

/**
 * Remnants (docs/api-inventory.md "Remnants"), the pure part: the offcut rectangles a guillotine cut
 * tree leaves on a slab, which of them reach a minimum size, and the parent's defects inside each.
 *
 * Every rectangle returned is one piece the saw really separates following the tree:
 * - a node cut into children (first-stage strips, second-stage stacks, third-stage pieces): the room
 *   before its first child, between two children and after its last child, across the node's whole
 *   other side (the area right of the last first-stage cut, the rest of a strip above its last stack);
 *   a kerf is taken off each side that a cut made (none at the slab's own edge);
 * - a child shorter than its parent across the cut (the solver's leaves): the rest above/right of it;
 * - a leaf holding a board larger than the board (the manual tree's last pieces, a trimmed stack): the
 *   room beside the board, split by two more cuts the way that keeps the larger piece whole;
 * - a leaf without a board: the whole leaf.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A placed board: its rectangle on the slab as placed (w, h swapped when rotated). */
export interface PlacedRect extends Rect {
  id: string;
}

const area = (r: Rect) => r.w * r.h;
const positive = (r: Rect) => r.w > 0 && r.h > 0;

/**
 * The room of `outer` left beside `inner` (inner inside outer) by guillotine cuts of width `kerf`: the
 * two ways to cut it (first across the full height, or first across the full width), the one whose
 * largest piece is larger. A side touching the outer edge needs no cut.
 */
export function around(outer: Rect, inner: Rect, kerf: number): Rect[] {
  const left = inner.x - outer.x;
  const right = outer.x + outer.w - (inner.x + inner.w);
  const below = inner.y - outer.y;
  const above = outer.y + outer.h - (inner.y + inner.h);
  // A gap next to a board: one cut along the board's edge (its kerf comes out of the gap).
  const cutGap = (g: number) => Math.max(0, g - kerf);
  // Vertical cuts first: full-height pieces left and right, then the board's column above and below.
  const verticalFirst: Rect[] = [
    { x: outer.x, y: outer.y, w: cutGap(left), h: outer.h },
    { x: inner.x + inner.w + (right > 0 ? kerf : 0), y: outer.y, w: cutGap(right), h: outer.h },
    { x: inner.x, y: outer.y, w: inner.w, h: cutGap(below) },
    { x: inner.x, y: inner.y + inner.h + (above > 0 ? kerf : 0), w: inner.w, h: cutGap(above) },
  ];
  const horizontalFirst: Rect[] = [
    { x: outer.x, y: outer.y, w: outer.w, h: cutGap(below) },
    { x: outer.x, y: inner.y + inner.h + (above > 0 ? kerf : 0), w: outer.w, h: cutGap(above) },
    { x: outer.x, y: inner.y, w: cutGap(left), h: inner.h },
    { x: inner.x + inner.w + (right > 0 ? kerf : 0), y: inner.y, w: cutGap(right), h: inner.h },
  ];
  const best = (rs: Rect[]) => Math.max(0, ...rs.filter(positive).map(area));
  const pick = best(horizontalFirst) > best(verticalFirst) ? horizontalFirst : verticalFirst;
  return pick.filter(positive);
}

/**
 * Every offcut of the tree, in tree order (a stable numbering for the remnants). `boards` are the
 * plan's placed boards (a leaf's board is looked up by its item id, else found inside the leaf).
 */
export function offcuts(tree: CutNode, boards: PlacedRect[], kerf: number): Rect[] {
  const byId = new Map(boards.map((b) => [b.id, b]));
  const inside = (n: Rect) =>
    boards.find((b) => b.x >= n.x && b.y >= n.y && b.x + b.w <= n.x + n.w && b.y + b.h <= n.y + n.h);
  const out: Rect[] = [];
  const walk = (n: CutNode) => {
    if (n.children && n.children.length > 0) {
      const vertical = n.cut !== "horizontal";
      const lo = (r: Rect) => (vertical ? r.x : r.y);
      const len = (r: Rect) => (vertical ? r.w : r.h);
      const across = (r: Rect) => (vertical ? r.y : r.x);
      const acrossLen = (r: Rect) => (vertical ? r.h : r.w);
      const piece = (a: number, b: number, c: number, d: number): Rect =>
        vertical ? { x: a, y: c, w: b - a, h: d - c } : { x: c, y: a, w: d - c, h: b - a };
      const kids = [...n.children].sort((a, b) => lo(a) - lo(b));
      const start = lo(n);
      const end = lo(n) + len(n);
      const cStart = across(n);
      const cEnd = across(n) + acrossLen(n);
      let at = start;
      for (const [i, k] of kids.entries()) {
        // Room before this child: cut at its start; after the previous child: cut at that one's end.
        const from = i === 0 ? start : at + kerf;
        const to = lo(k) - (lo(k) > start ? kerf : 0);
        if (to > from) out.push(piece(from, to, cStart, cEnd));
        // A child narrower than the node across the cut: the rest beside it (one more cut).
        const kEnd = across(k) + acrossLen(k);
        if (across(k) > cStart) {
          const below = piece(lo(k), lo(k) + len(k), cStart, across(k) - kerf);
          if (positive(below)) out.push(below);
        }
        walk(k);
        if (kEnd < cEnd) {
          const rest = piece(lo(k), lo(k) + len(k), kEnd + kerf, cEnd);
          if (positive(rest)) out.push(rest);
        }
        at = lo(k) + len(k);
      }
      // After the last child: one cut at its end (nothing left when it reaches the node's end).
      if (at < end && at + kerf < end) out.push(piece(at + kerf, end, cStart, cEnd));
      return;
    }
    const board = n.item !== undefined ? (byId.get(n.item) ?? inside(n)) : inside(n);
    if (!board) {
      if (n.item === undefined) out.push({ x: n.x, y: n.y, w: n.w, h: n.h });
      return;
    }
    out.push(...around(n, board, kerf));
  };
  walk(tree);
  return out.filter(positive);
}

/** A minimum size: `minLength` for the long side, `minWidth` for the short one. */
export interface MinSize {
  minLength: number;
  minWidth: number;
}

/** True when the rectangle reaches the size in either orientation (its long side taken as its length). */
export function reaches(r: Rect, min: MinSize): boolean {
  const long = Math.max(r.w, r.h);
  const short = Math.min(r.w, r.h);
  return long >= Math.max(min.minLength, min.minWidth) && short >= Math.min(min.minLength, min.minWidth);
}

/** A remnant to store: where it lies on the parent, its own size and its defects in its own frame. */
export interface RemnantPiece {
  /** 1-based index among the kept offcuts, in tree order. */
  seq: number;
  /** Where it lies on the parent slab. */
  onParent: Rect;
  /** Its long side (drawn along x). */
  length: number;
  width: number;
  /** True when its long side runs along the parent's y: the remnant is turned a quarter (counter-clockwise). */
  turned: boolean;
  defects: Rect[];
}

/**
 * The parent's defects inside `r`, clipped to it and moved into the remnant's own frame: origin at its
 * lower-left corner, its long side along x. A piece standing upright is turned a quarter
 * counter-clockwise (never mirrored: a slab has one polished face), so a point (u, v) of the piece
 * becomes (v, w − u).
 */
export function defectsInside(r: Rect, defects: Rect[], turned: boolean): Rect[] {
  const out: Rect[] = [];
  for (const d of defects) {
    const x0 = Math.max(d.x, r.x);
    const y0 = Math.max(d.y, r.y);
    const x1 = Math.min(d.x + d.w, r.x + r.w);
    const y1 = Math.min(d.y + d.h, r.y + r.h);
    if (x1 <= x0 || y1 <= y0) continue;
    const u = x0 - r.x;
    const v = y0 - r.y;
    const w = x1 - x0;
    const h = y1 - y0;
    out.push(turned ? { x: v, y: r.w - (u + w), w: h, h: w } : { x: u, y: v, w, h });
  }
  return out;
}

/** The offcuts of a plan that become remnants: those reaching `min`, numbered, with their defects. */
export function remnantPieces(
  tree: CutNode,
  boards: PlacedRect[],
  kerf: number,
  min: MinSize,
  defects: Rect[],
): RemnantPiece[] {
  return offcuts(tree, boards, kerf)
    .filter((r) => reaches(r, min))
    .map((r, i) => {
      const turned = r.h > r.w;
      return {
        seq: i + 1,
        onParent: r,
        length: Math.max(r.w, r.h),
        width: Math.min(r.w, r.h),
        turned,
        defects: defectsInside(r, defects, turned),
      };
    });
}
