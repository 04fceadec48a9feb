/** Public types of the cutting optimiser. Lengths are integers (mm for stone, unitless for benchmarks). */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ItemType {
  id: string;
  width: number;
  height: number;
  /** Number of identical boards (default 1). */
  copies?: number;
  /** false bans 90° rotation (stone grain). Default true. */
  rotatable?: boolean;
  /**
   * Stack id (ROADEF 2018): items sharing a stack must be cut in the order they appear in
   * `Instance.items` (copies of one type are interchangeable).
   */
  stack?: string;
}

export interface BinType {
  id: string;
  width: number;
  height: number;
  /** Number of identical slabs of this type; default unlimited. */
  copies?: number;
  /** Defect rectangles (relative to the slab's bottom-left corner) that no board may cover. */
  defects?: Rect[];
}

export interface Instance {
  items: ItemType[];
  /** Slab types, used in the listed order (first type's copies first). */
  bins: BinType[];
}

export type FirstCut = "vertical" | "horizontal" | "any";

export interface SolveOptions {
  /** Saw kerf between pieces (default 0). */
  kerf?: number;
  /** Guillotine stages: 2, 3 or Infinity (unlimited; solved with 3-stage patterns). Default 3. */
  stages?: number;
  /** Anytime budget in milliseconds (default 2000). */
  timeLimitMs?: number;
  /** Optional cap on improvement iterations (reproducible runs independent of machine load). */
  iterationLimit?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Orientation of the first-stage cuts. Default "any" (both tried). ROADEF 2018: "vertical". */
  firstCut?: FirstCut;
  /** Maximum width of a first-stage strip (ROADEF 2018: 3500). Default unlimited. */
  maxStripWidth?: number;
  /** Minimum width of a first-stage piece holding boards (ROADEF 2018 min1Cut: 100). Default 0 (none). */
  min1Cut?: number;
  /** Minimum height of a second-stage piece holding boards (ROADEF 2018 min2Cut: 100). Default 0 (none). */
  min2Cut?: number;
  /**
   * Minimum thickness of any waste piece left by the cuts (ROADEF 2018 minWaste: 20), kerf not included.
   * Default 0 (none). With any of min1Cut / min2Cut / minWaste set, the plan is built by the rule-aware
   * beam search and its cut tree carries the pieces these rules are checked on.
   */
  minWaste?: number;
  /**
   * ROADEF 2018's 4th cut (3 stages only): two boards of equal width may share a third-stage piece, one
   * above the other, separated by one more cut. Default false. Also turns on the rule-aware beam search.
   */
  fourthCut?: boolean;
  /**
   * May a cut go through a defect? Default true (a stone slab's crack may be sawn through into the waste).
   * ROADEF 2018 (glass) forbids it: false turns on the rule-aware beam search, which closes a strip only
   * when none of its cuts crosses a defect; the checker's option of the same name verifies it.
   */
  defectCuts?: boolean;
}

export interface Placement {
  /** Item type id. */
  item: string;
  x: number;
  y: number;
  /** Width and height as placed. */
  w: number;
  h: number;
  rotated: boolean;
}

/** Node of the guillotine cut tree. `cut` tells how the node's children are separated. */
export interface CutNode {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Stage of the cuts separating the children (1 = first stage). */
  stage?: number;
  cut?: "vertical" | "horizontal";
  children?: CutNode[];
  /** Leaf carrying a board (trimmed to its size by a final cut if the node is larger). */
  item?: string;
}

export interface SlabPlan {
  bin: string;
  width: number;
  height: number;
  placements: Placement[];
  cuts: CutNode;
  /** Boards' area / slab area. */
  yield: number;
}

export interface SolveStats {
  binsUsed: number;
  lowerBound: number;
  /** True when binsUsed equals the lower bound and every board is placed. */
  optimal: boolean;
  iterations: number;
  timeMs: number;
  /** Width of the last slab up to its last first-stage cut (in the first-cut direction). */
  lastUsedLength: number;
  unplacedArea: number;
}

export interface Solution {
  slabs: SlabPlan[];
  /** Item type ids of copies that could not be placed (one entry per copy). */
  unplaced: string[];
  stats: SolveStats;
}
