/**
 * The public Solution of a run: the plan mapped back to the instance's frame (transposed runs swapped back),
 * placements per slab, the guillotine cut tree, yields, the unplaced copies and the statistics.
 */
import { usedLength } from "./pack.ts";
import type { Run } from "./run.ts";
import type { CutNode, Instance, Placement, SlabPlan, Solution } from "./types.ts";

export function toSolution(
  inst: Instance,
  run: Run,
  iterations: number,
  timeMs: number,
  rowLeaves = false,
): Solution {
  const { p, best } = run;
  const tr = p.transposed;
  const slabs: SlabPlan[] = [];
  // Drop empty bins: at the end always; in the middle only when bins are interchangeable.
  let bins = best.bins;
  if (p.interchangeable) bins = bins.filter((b) => b.strips.length > 0);
  else while (bins.length > 0 && bins[bins.length - 1].strips.length === 0) bins = bins.slice(0, -1);
  const fix = (x: number, y: number, w: number, h: number) =>
    tr ? { x: y, y: x, w: h, h: w } : { x, y, w, h };
  const vert = tr ? "horizontal" : "vertical";
  const horiz = tr ? "vertical" : "horizontal";
  let itemArea = 0;
  for (const bin of bins) {
    const bt = inst.bins[bin.spec.type];
    const placements: Placement[] = [];
    const stripNodes: CutNode[] = [];
    let area = 0;
    for (const strip of bin.strips) {
      const stackNodes: CutNode[] = [];
      for (const st of strip.stacks) {
        if (st.items.length === 0) continue;
        const leaves: CutNode[] = [];
        for (let i = 0; i < st.items.length; i++) {
          const it = st.items[i];
          const item = inst.items[p.type[it.c]];
          const r = fix(it.x, it.y, it.w, it.h);
          placements.push({ item: item.id, ...r, rotated: r.w !== item.width || r.h !== item.height });
          area += it.w * it.h;
          const above = st.items[i + 1];
          if (rowLeaves && above !== undefined && above.x === it.x && above.w === it.w) {
            // Two boards in one third-stage piece, separated by a 4th cut (ROADEF 2018).
            const up = inst.items[p.type[above.c]];
            const ra = fix(above.x, above.y, above.w, above.h);
            placements.push({ item: up.id, ...ra, rotated: ra.w !== up.width || ra.h !== up.height });
            area += above.w * above.h;
            leaves.push({
              ...fix(it.x, st.y, it.w, st.h),
              stage: 4,
              cut: horiz,
              children: [
                { ...r, item: item.id },
                { ...ra, item: up.id },
              ],
            });
            i++;
            continue;
          }
          leaves.push({ ...r, item: item.id });
        }
        // A stack holding one board is that board plus trim waste: no third-stage cut. With the minimum
        // rules the leaf is the whole second-stage piece, so its trims are visible to the checker.
        if (leaves.length === 1 && rowLeaves && leaves[0].children === undefined)
          stackNodes.push({ ...fix(strip.x, st.y, strip.w, st.h), item: leaves[0].item });
        else if (leaves.length === 1 && leaves[0].children === undefined) stackNodes.push(leaves[0]);
        else stackNodes.push({ ...fix(strip.x, st.y, strip.w, st.h), stage: 3, cut: vert, children: leaves });
      }
      if (stackNodes.length === 0) continue;
      stripNodes.push({
        ...fix(strip.x, 0, strip.w, bin.spec.H),
        stage: 2,
        cut: horiz,
        children: stackNodes,
      });
    }
    itemArea += area;
    slabs.push({
      bin: bt.id,
      width: bt.width,
      height: bt.height,
      placements,
      cuts: { x: 0, y: 0, w: bt.width, h: bt.height, stage: 1, cut: vert, children: stripNodes },
      yield: area / (bt.width * bt.height),
    });
  }
  const unplaced = [...best.pool, ...run.unplaceable]
    .sort((a, b) => a - b)
    .map((c) => inst.items[p.type[c]].id);
  let unplacedArea = 0;
  for (const c of best.pool) unplacedArea += p.area[c];
  for (const c of run.unplaceable) unplacedArea += p.area[c];
  void itemArea;
  return {
    slabs,
    unplaced,
    stats: {
      binsUsed: slabs.length,
      lowerBound: run.lb,
      optimal: unplaced.length === 0 && slabs.length <= run.lb,
      iterations,
      timeMs: Math.round(timeMs),
      lastUsedLength: bins.length > 0 ? usedLength(bins[bins.length - 1]) : 0,
      unplacedArea,
    },
  };
}
