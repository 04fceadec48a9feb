import type { PlanRect as Rect } from "@stoneworks/shared";

/** Pure helpers of CuttingPlanDrawing (mm). */

/** The font size (in mm, the drawing's unit) that fits `text` inside a w × h box. */
export function fitFontSize(text: string, w: number, h: number): number {
  const chars = Math.max(1, [...text].length);
  // A glyph is about 0.6 em wide (digits, latin); leave a margin on both sides.
  const byWidth = (w * 0.86) / (chars * 0.62);
  const byHeight = h * 0.42;
  return Math.max(0, Math.min(byWidth, byHeight));
}

/**
 * The kerf bands along a board's far edges (x + w and y + h), clipped to the slab: where the saw passes.
 */
export function kerfBands(b: Rect, kerf: number, length: number, width: number): Rect[] {
  if (kerf <= 0) return [];
  const out: Rect[] = [];
  const right = Math.min(kerf, length - (b.x + b.w));
  if (right > 0) out.push({ x: b.x + b.w, y: b.y, w: right, h: Math.min(b.h + kerf, width - b.y) });
  const bottom = Math.min(kerf, width - (b.y + b.h));
  if (bottom > 0) out.push({ x: b.x, y: b.y + b.h, w: b.w, h: bottom });
  return out;
}
