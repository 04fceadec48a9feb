/**
 * The checker's test of ROADEF 2018's ban on cuts through defects (`CheckOptions.defectCuts: false`,
 * checker.ts): own code, like the rest of the checker; it reads only the claimed cut tree, the boards and the
 * slab's defects.
 */
import type { CutNode } from "./types.ts";

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Cuts through defects in a (verified) claimed cut tree. A cut is a band `kerf` wide (a line when the kerf is
 * 0) running edge to edge across the piece it splits, and crosses a defect when it overlaps its interior.
 * Stage cuts: between two children of a node and at a child's edge inside its node. A board in a leaf is
 * freed from its piece (the leaf stretched across its node, as the stage cuts leave it) by trimming cuts,
 * in either order: both sides of one orientation across the piece, then the other two across the board only;
 * the plan passes when one of the two orders crosses no defect.
 */
export function defectCuts(root: CutNode, boxes: Rect[], defects: Rect[], kerf: number): string[] {
  // A vertical band [a, b] × [lo, hi] (or horizontal [lo, hi] × [a, b]) against the defects' interiors.
  const cross = (vert: boolean, a: number, b: number, lo: number, hi: number): string[] => {
    for (const d of defects) {
      const [d0, d1, e0, e1] = vert ? [d.x, d.x + d.w, d.y, d.y + d.h] : [d.y, d.y + d.h, d.x, d.x + d.w];
      const across = a === b ? d0 < a && a < d1 : a < d1 && d0 < b;
      if (across && lo < e1 && e0 < hi)
        return [
          `the ${vert ? "vertical" : "horizontal"} cut at ${vert ? "x" : "y"}=${a} goes through the defect at (${d.x},${d.y})`,
        ];
    }
    return [];
  };
  // The cuts freeing `k` inside `node` along one axis (before its low edge, after its high one), across [lo, hi].
  const edges = (vert: boolean, k: Rect, node: Rect, lo: number, hi: number): string[] => {
    const [k0, k1, n0, n1] = vert
      ? [k.x, k.x + k.w, node.x, node.x + node.w]
      : [k.y, k.y + k.h, node.y, node.y + node.h];
    return [
      ...(k0 > n0 ? cross(vert, Math.max(n0, k0 - kerf), k0, lo, hi) : []),
      ...(k1 < n1 ? cross(vert, k1, Math.min(n1, k1 + kerf), lo, hi) : []),
    ];
  };
  const trim = (piece: Rect): string[] => {
    const b = boxes.find(
      (q) =>
        q.x >= piece.x && q.y >= piece.y && q.x + q.w <= piece.x + piece.w && q.y + q.h <= piece.y + piece.h,
    );
    if (b === undefined) return [];
    const sidesFirst = [
      ...edges(true, b, piece, piece.y, piece.y + piece.h),
      ...edges(false, b, piece, b.x, b.x + b.w),
    ];
    if (sidesFirst.length === 0) return [];
    const topFirst = [
      ...edges(false, b, piece, piece.x, piece.x + piece.w),
      ...edges(true, b, piece, b.y, b.y + b.h),
    ];
    return topFirst.length === 0 ? [] : sidesFirst;
  };
  const out: string[] = [];
  const walk = (node: CutNode) => {
    if (!node.children || node.children.length === 0) {
      out.push(...trim(node));
      return;
    }
    const vert = node.cut === "vertical";
    for (const k of node.children) {
      out.push(
        ...(vert
          ? edges(true, k, node, node.y, node.y + node.h)
          : edges(false, k, node, node.x, node.x + node.w)),
      );
      if (k.children && k.children.length > 0) walk(k);
      else
        out.push(
          ...trim(vert ? { x: k.x, y: node.y, w: k.w, h: node.h } : { x: node.x, y: k.y, w: node.w, h: k.h }),
        );
    }
  };
  walk(root);
  return out;
}
