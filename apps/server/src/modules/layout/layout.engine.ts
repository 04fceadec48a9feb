/**
 * The pure part of cloud layout: boards and slabs of one (stone, thickness) group → an optimiser
 * instance, and the optimiser's solution → placements per slab with board ids, proven feasible by
 * the independent checker. No database here (the service feeds it and stores what it returns).
 *
 * Geometry: a slab's length runs along x and its width along y (defects {x, y, w, h} in the same
 * frame, mm from the slab's corner); a board is placed with its length along x unless `rotated`
 * (then w = its width, h = its length).
 */
import {
  type CheckOptions,
  type CutNode,
  checkPlan,
  type Instance,
  type Solution,
  type SolveOptions,
} from "@stoneworks/cutting";

export interface LayoutBoard {
  id: string;
  code: string;
  planeId: string;
  length: number;
  width: number;
  /** The board's own grain rule (false: never turned). */
  rotatable: boolean;
}

export interface LayoutSlab {
  id: string;
  length: number;
  width: number;
  defects: { x: number; y: number; w: number; h: number }[];
}

export interface LayoutSettings {
  kerf: number;
  stages: 2 | 3;
  rotation: "allowed" | "banned";
}

export interface PlacedBoard {
  boardId: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotated: boolean;
}

export interface SlabResult {
  slabId: string;
  boards: PlacedBoard[];
  /** Boards' area in mm². */
  usedArea: number;
  slabArea: number;
  /** The optimiser's guillotine cut tree; leaves name board ids. */
  cutTree: CutNode;
}

export type UnplacedReason = "noStock" | "tooLarge" | "notEnoughStock";

export interface GroupResult {
  slabs: SlabResult[];
  unplaced: { boardId: string; reason: UnplacedReason }[];
  optimal: boolean;
}

/** What the optimiser sees: identical boards (size and rotation) become one item type with copies. */
export interface GroupInstance {
  instance: Instance;
  /** Item type id → the ids of its boards (copies), in order. */
  boardsOfType: Map<string, string[]>;
}

export function buildInstance(boards: LayoutBoard[], slabs: LayoutSlab[], s: LayoutSettings): GroupInstance {
  const types = new Map<string, { id: string; width: number; height: number; rotatable: boolean }>();
  const boardsOfType = new Map<string, string[]>();
  for (const b of boards) {
    const rotatable = s.rotation === "allowed" && b.rotatable;
    const key = `${b.length}x${b.width}:${rotatable ? 1 : 0}`;
    let type = types.get(key);
    if (!type) {
      type = { id: `t${types.size + 1}`, width: b.length, height: b.width, rotatable };
      types.set(key, type);
      boardsOfType.set(type.id, []);
    }
    boardsOfType.get(type.id)!.push(b.id);
  }
  const instance: Instance = {
    items: [...types.values()].map((t) => ({
      id: t.id,
      width: t.width,
      height: t.height,
      rotatable: t.rotatable,
      copies: boardsOfType.get(t.id)!.length,
    })),
    bins: slabs.map((sl) => ({
      id: sl.id,
      width: sl.length,
      height: sl.width,
      copies: 1,
      defects: sl.defects.map((d) => ({ x: d.x, y: d.y, w: d.w, h: d.h })),
    })),
  };
  return { instance, boardsOfType };
}

export function solveOptions(s: LayoutSettings, timeLimitMs: number): SolveOptions {
  return { kerf: s.kerf, stages: s.stages, timeLimitMs, firstCut: "any", seed: 1 };
}

const checkOptions = (s: LayoutSettings): CheckOptions => ({ kerf: s.kerf, stages: s.stages });

/** The checker found the optimiser's plan infeasible: nothing of the run may be stored. */
export class InfeasiblePlanError extends Error {
  constructor(readonly violations: string[]) {
    super(`infeasible plan: ${violations.slice(0, 5).join("; ")}`);
  }
}

/**
 * Proves the solution feasible with checkPlan (throws InfeasiblePlanError otherwise) and maps it back
 * to board ids. Boards the optimiser could not place are reported with a reason.
 */
export function interpret(
  group: GroupInstance,
  boards: LayoutBoard[],
  slabs: LayoutSlab[],
  s: LayoutSettings,
  solution: Solution,
): GroupResult {
  const report = checkPlan(group.instance, solution, checkOptions(s));
  if (!report.feasible)
    throw new InfeasiblePlanError(report.violations.map((v) => `${v.kind}: ${v.message}`));
  const byId = new Map(boards.map((b) => [b.id, b]));
  const slabById = new Map(slabs.map((sl) => [sl.id, sl]));
  const queue = new Map([...group.boardsOfType].map(([k, v]) => [k, [...v]]));
  const take = (type: string): string => {
    const id = queue.get(type)?.shift();
    if (!id) throw new InfeasiblePlanError([`count: more copies of ${type} placed than boards`]);
    return id;
  };
  const seenSlabs = new Set<string>();
  const results: SlabResult[] = solution.slabs.map((plan) => {
    const slab = slabById.get(plan.bin);
    if (!slab || seenSlabs.has(plan.bin))
      throw new InfeasiblePlanError([`bin: slab ${plan.bin} used twice or unknown`]);
    seenSlabs.add(plan.bin);
    const placed = plan.placements.map((p) => {
      const boardId = take(p.item);
      const board = byId.get(boardId)!;
      // The checker proved the placement matches its type (size and rotation); re-derive for the record.
      const rotated = p.w !== board.length || p.h !== board.width;
      return { type: p.item, board: { boardId, x: p.x, y: p.y, w: p.w, h: p.h, rotated } };
    });
    return {
      slabId: slab.id,
      boards: placed.map((p) => p.board),
      usedArea: placed.reduce((a, p) => a + p.board.w * p.board.h, 0),
      slabArea: slab.length * slab.width,
      cutTree: nameLeaves(plan.cuts, placed),
    };
  });
  const unplacedIds = [...queue.values()].flat();
  if (unplacedIds.length !== solution.unplaced.length)
    throw new InfeasiblePlanError([
      `count: ${unplacedIds.length} boards left but ${solution.unplaced.length} reported unplaced`,
    ]);
  const unplaced = unplacedIds.map((boardId) => ({
    boardId,
    reason: unplacedReason(byId.get(boardId)!, slabs, s),
  }));
  return { slabs: results, unplaced, optimal: solution.stats.optimal };
}

/** Why a board has no place: no slab of its stone and thickness, none big enough, or too few slabs. */
export function unplacedReason(b: LayoutBoard, slabs: LayoutSlab[], s: LayoutSettings): UnplacedReason {
  if (slabs.length === 0) return "noStock";
  const turn = s.rotation === "allowed" && b.rotatable;
  const fits = slabs.some(
    (sl) =>
      (b.length <= sl.length && b.width <= sl.width) ||
      (turn && b.width <= sl.length && b.length <= sl.width),
  );
  return fits ? "notEnoughStock" : "tooLarge";
}

/** The cut tree with each leaf's item type replaced by the id of the board placed inside that leaf. */
function nameLeaves(root: CutNode, placed: { type: string; board: PlacedBoard }[]): CutNode {
  const free = [...placed];
  const walk = (n: CutNode): CutNode => {
    const out: CutNode = { x: n.x, y: n.y, w: n.w, h: n.h };
    if (n.stage !== undefined) out.stage = n.stage;
    if (n.cut) out.cut = n.cut;
    if (n.children) out.children = n.children.map(walk);
    if (n.item !== undefined) {
      const i = free.findIndex(
        (p) =>
          p.type === n.item &&
          p.board.x >= n.x &&
          p.board.y >= n.y &&
          p.board.x + p.board.w <= n.x + n.w &&
          p.board.y + p.board.h <= n.y + n.h,
      );
      out.item = i >= 0 ? free.splice(i, 1)[0]!.board.boardId : n.item;
    }
    return out;
  };
  return walk(root);
}
