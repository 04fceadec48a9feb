import { type Violation as CheckerViolation, type CutNode, checkPlan } from "@stoneworks/cutting";
import type { PlanRect, ViolationKind } from "@stoneworks/shared";

/**
 * The rules of a cutting plan that need no database: the board checks of a layout (scope, stone,
 * thickness, already planned, duplicates), its geometry proved by the cutting package's independent
 * checker, the guillotine cut tree to draw, the yield and a device's fit.
 */

export type Defect = PlanRect;

export interface PlacementInput {
  boardId: string;
  x: number;
  y: number;
  rotated: boolean;
}

export interface PlanSlab {
  id: string;
  stone: string;
  length: number;
  width: number;
  thickness: number;
  defects: Defect[];
  status: string;
  version: number;
  area: number;
}

export interface BoardToPlace {
  id: string;
  code: string;
  project_id: string;
  plane_id: string;
  length: number;
  width: number;
  thickness: number;
  stone: string;
  rotatable: boolean;
  plan_id: string | null;
}

/** A reason a layout is refused; `message` is filled in the caller's language by `describe`. */
export interface PlanViolation {
  kind: ViolationKind;
  index: number | null;
  boardId: string | null;
  code: string | null;
  otherBoardId?: string;
  otherCode?: string;
  message: string;
  params: Record<string, string | number>;
}

/** Boards' area / slab area as a percentage with 2 decimals, capped at 100 (DESIGN §6). */
export function yieldPercent(usedArea: number, slabArea: number): number {
  if (slabArea <= 0) return 0;
  return Math.min(100, Math.round((usedArea / slabArea) * 10000) / 100);
}

/** Why a device cannot take a slab (empty: it can): size in either orientation, and thickness. */
export function deviceMisfit(
  slab: { length: number; width: number; thickness: number },
  d: { max_length: number; max_width: number; max_thickness: number },
): ("size" | "thickness")[] {
  const reasons: ("size" | "thickness")[] = [];
  const straight = slab.length <= d.max_length && slab.width <= d.max_width;
  const turned = slab.width <= d.max_length && slab.length <= d.max_width;
  if (!straight && !turned) reasons.push("size");
  if (Number(slab.thickness) > Number(d.max_thickness)) reasons.push("thickness");
  return reasons;
}

export const placedSize = (b: BoardToPlace, p: PlacementInput) =>
  p.rotated ? { w: b.width, h: b.length } : { w: b.length, h: b.width };

const CHECKER_KINDS: Partial<Record<CheckerViolation["kind"], ViolationKind>> = {
  overlap: "overlap",
  kerf: "kerf",
  "out-of-bounds": "out-of-bounds",
  defect: "defect",
  rotation: "rotation",
  "not-guillotine": "not-guillotine",
  stages: "stages",
};

/**
 * Every reason the placements cannot be the slab's plan: board checks (scope, stone, thickness,
 * already planned, duplicates) and the geometry, proved by the cutting package's independent checker
 * with the plan's kerf and stage limit. `currentPlanId`: the slab's accepted plan, whose boards may
 * be placed again.
 */
export function evaluateLayout(input: {
  slab: PlanSlab;
  boards: Map<string, BoardToPlace>;
  placements: PlacementInput[];
  kerf: number;
  stages: number;
  projectId: string;
  /** Further projects whose boards may be on the slab (a cloud-layout run over several projects). */
  projectIds?: string[];
  planeId?: string | null;
  currentPlanId: string | null;
}): { violations: PlanViolation[]; usedArea: number } {
  const { slab, boards, placements, kerf, stages } = input;
  const out: PlanViolation[] = [];
  const seen = new Set<string>();
  const indexOf = new Map<string, number>();
  let usedArea = 0;
  const add = (
    kind: ViolationKind,
    index: number | null,
    b: BoardToPlace | null,
    params: Record<string, string | number> = {},
    other?: BoardToPlace,
  ) =>
    out.push({
      kind,
      index,
      boardId: b?.id ?? null,
      code: b?.code ?? null,
      ...(other ? { otherBoardId: other.id, otherCode: other.code } : {}),
      message: "",
      params: { code: b?.code ?? "", other: other?.code ?? "", ...params },
    });
  placements.forEach((p, i) => {
    const b = boards.get(p.boardId);
    if (!b) return;
    if (seen.has(b.id)) {
      add("duplicate", i, b);
      return;
    }
    seen.add(b.id);
    indexOf.set(b.id, i);
    usedArea += b.length * b.width;
    const inProjects = b.project_id === input.projectId || !!input.projectIds?.includes(b.project_id);
    if (!inProjects || (input.planeId && b.plane_id !== input.planeId)) add("scope", i, b);
    if (b.stone !== slab.stone) add("stone", i, b, { board: b.stone, slab: slab.stone });
    if (Number(b.thickness) !== Number(slab.thickness))
      add("thickness", i, b, { board: Number(b.thickness), slab: Number(slab.thickness) });
    if (b.plan_id !== null && b.plan_id !== input.currentPlanId) add("planned", i, b);
  });
  const placed = placements.filter((p, i) => boards.has(p.boardId) && indexOf.get(p.boardId) === i);
  const result = checkPlan(
    {
      items: placed.map((p) => {
        const b = boards.get(p.boardId)!;
        return { id: b.id, width: b.length, height: b.width, rotatable: b.rotatable };
      }),
      bins: [{ id: slab.id, width: slab.length, height: slab.width, copies: 1, defects: slab.defects }],
    },
    {
      slabs: [
        {
          bin: slab.id,
          placements: placed.map((p) => ({
            item: p.boardId,
            x: p.x,
            y: p.y,
            ...placedSize(boards.get(p.boardId)!, p),
          })),
        },
      ],
    },
    { kerf, stages },
  );
  for (const v of result.violations) {
    const kind = CHECKER_KINDS[v.kind] ?? "other";
    const b = v.item ? (boards.get(v.item) ?? null) : null;
    if (kind === "overlap" || kind === "kerf") {
      // The checker names both boards of a pair in its message ("items A and B ...").
      const pair = /items (\S+) and (\S+)/.exec(v.message);
      const other = pair ? boards.get(pair[1] === v.item ? pair[2]! : pair[1]!) : undefined;
      add(kind, b ? (indexOf.get(b.id) ?? null) : null, b, { kerf }, other);
    } else if (kind === "stages") {
      add(kind, null, null, { needed: result.stagesUsed[0] ?? 0, limit: stages });
    } else if (kind === "not-guillotine") {
      add(kind, null, null);
    } else {
      add(kind, b ? (indexOf.get(b.id) ?? null) : null, b);
    }
  }
  return { violations: out, usedArea };
}

/**
 * The guillotine cut tree of feasible placements (for drawing the kerf lines): regions split by
 * edge-to-edge cuts, alternating orientation, the fewest stages of the two first orientations.
 */
export function buildCutTree(
  boxes: { id: string; x: number; y: number; w: number; h: number }[],
  width: number,
  height: number,
  kerf: number,
): CutNode | null {
  type Box = (typeof boxes)[number];
  const split = (list: Box[], o: "v" | "h"): Box[][] => {
    const lo = (b: Box) => (o === "v" ? b.x : b.y);
    const hi = (b: Box) => (o === "v" ? b.x + b.w : b.y + b.h);
    const groups: Box[][] = [];
    let cur: Box[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const b of list.slice().sort((a, c) => lo(a) - lo(c))) {
      if (cur.length > 0 && lo(b) >= end + kerf) {
        groups.push(cur);
        cur = [];
      }
      cur.push(b);
      end = Math.max(end, hi(b));
    }
    if (cur.length > 0) groups.push(cur);
    return groups;
  };
  const build = (
    list: Box[],
    region: { x: number; y: number; w: number; h: number },
    o: "v" | "h",
    depth: number,
    turned = false,
  ): CutNode | null => {
    if (list.length === 1) return { ...region, item: list[0]!.id };
    if (list.length === 0) return { ...region };
    const groups = split(list, o);
    const next = o === "v" ? "h" : "v";
    if (groups.length === 1) return turned ? null : build(list, region, next, depth, true);
    const children: CutNode[] = [];
    let start = o === "v" ? region.x : region.y;
    const stop = o === "v" ? region.x + region.w : region.y + region.h;
    for (const [i, g] of groups.entries()) {
      const last = i === groups.length - 1;
      const end = last ? stop : Math.max(...g.map((b) => (o === "v" ? b.x + b.w : b.y + b.h)));
      const child =
        o === "v"
          ? { x: start, y: region.y, w: end - start, h: region.h }
          : { x: region.x, y: start, w: region.w, h: end - start };
      const node = build(g, child, next, depth + 1);
      if (!node) return null;
      children.push(node);
      start = end + kerf;
    }
    return { ...region, stage: depth + 1, cut: o === "v" ? "vertical" : "horizontal", children };
  };
  const depth = (n: CutNode | null): number =>
    !n ? Number.POSITIVE_INFINITY : n.children ? 1 + Math.max(0, ...n.children.map(depth)) : 0;
  const root = { x: 0, y: 0, w: width, h: height };
  const a = build(boxes, root, "v", 0);
  const b = build(boxes, root, "h", 0);
  return depth(a) <= depth(b) ? a : b;
}
