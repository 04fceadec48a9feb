import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { BOX_STATES, FLOOR_STAGES, RACK_STATES } from "./transitions.ts";

/**
 * Production tracking (menu 2600, docs/api-floor.md "Tracking"): where every board of a plane or a
 * box is, derived from the floor's assignments and events, and the chain block → slab → cutting plan
 * → production plan / device table → board → rack trip → box around any of them. Areas as `…Mm2`
 * (integer mm²) and `…` (m², 3 decimals, text).
 */

const int = z.number().int();
const uuid = z.string().uuid({ error: "validation.invalid" });

/**
 * A board's floor stage, derived (first match): in a sealed box → packed; in a box → inBox; on an
 * active rack → onRack (with the rack's stage and state); not cut → notCut; cut with every craft line
 * done (and at least one) → craftsDone; else cut.
 */
export const TRACKING_STAGES = ["notCut", "cut", "onRack", "craftsDone", "inBox", "packed"] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

export const TRACKING_SEARCH_BY = ["plane", "box"] as const;
export type TrackingSearchBy = (typeof TRACKING_SEARCH_BY)[number];

export const trackingSearchBody = z.strictObject({
  ...pageFields,
  by: z.enum(TRACKING_SEARCH_BY).default("plane"),
  /** plane: part of the project name or no., or of the batch no.; box: the box code `<projectNo>-<boxNo>`, part of it, or the box no. */
  keyword: z.string().trim().max(80).optional(),
});
export type TrackingSearchInput = z.input<typeof trackingSearchBody>;

export const trackingSearchItem = z.object({
  kind: z.enum(TRACKING_SEARCH_BY),
  /** The plane (by plane), null for a box. */
  planeId: rowId.nullable(),
  batchNo: z.string().nullable(),
  /** The box (by box), null for a plane. */
  boxId: rowId.nullable(),
  boxNo: z.string().nullable(),
  /** `<projectNo>-<boxNo>`, as printed on its label. */
  boxCode: z.string().nullable(),
  boxState: z.enum(BOX_STATES).nullable(),
  /** A box sealed short: the codes of its packing list's boards missing at the seal; else null. */
  shortCodes: z.array(z.string()).nullable(),
  projectId: rowId,
  projectNo: z.string(),
  projectName: z.string(),
  boardCount: int,
  cutBoards: int,
  packedBoards: int,
  areaMm2: z.number(),
  area: z.string(),
  /** Boards packed ÷ boards, 0..100, 2 decimals, floored. */
  packedPercent: z.number(),
});
export type TrackingSearchItem = z.infer<typeof trackingSearchItem>;
export const trackingSearchPage = pageOf(trackingSearchItem);
export type TrackingSearchPage = z.infer<typeof trackingSearchPage>;

/** Exactly one of planeId, boxId. */
export const trackingBoardsBody = z
  .strictObject({ planeId: uuid.optional(), boxId: uuid.optional() })
  .refine((b) => (b.planeId === undefined) !== (b.boxId === undefined), {
    error: "validation.invalid",
    path: ["planeId"],
  });
export type TrackingBoardsInput = z.input<typeof trackingBoardsBody>;

/** The time of each step a board went through (null when it has not). */
export const trackingTimes = z.object({
  /** Its slab's completion (the boards go done with it). */
  cutAt: isoTime.nullable(),
  /** Loaded on its current (or last) rack. */
  loadedAt: isoTime.nullable(),
  /** Received at each stage on the racks it rode, oldest first (the cutting stage: the rack's generate or load). */
  received: z.array(z.object({ stage: z.enum(FLOOR_STAGES), rackCode: z.string(), at: isoTime })),
  /** Each craft line done, in line order. */
  crafts: z.array(z.object({ seq: int, craftName: z.string(), at: isoTime })),
  /** Off its rack (packed into a box, dismantled, trip cancelled). */
  unloadedAt: isoTime.nullable(),
  packedAt: isoTime.nullable(),
});

export const trackingBoard = z.object({
  boardId: rowId,
  code: z.string(),
  length: int,
  width: int,
  thickness: z.number(),
  areaMm2: z.number(),
  area: z.string(),
  stage: z.enum(TRACKING_STAGES),
  broken: z.boolean(),
  /** The active rack carrying it (stage onRack), else null. */
  rackId: rowId.nullable(),
  rackCode: z.string().nullable(),
  rackStage: z.enum(FLOOR_STAGES).nullable(),
  rackState: z.enum(RACK_STATES).nullable(),
  /**
   * Off every rack (packed, unloaded, its trip dismantled or cancelled): the rack it rode last, else null.
   * A packed board left its rack when it went into the box, so `rackCode` is null and this names that rack.
   */
  lastRackCode: z.string().nullable(),
  boxId: rowId.nullable(),
  boxNo: z.string().nullable(),
  craftsDone: int,
  craftsTotal: int,
  times: trackingTimes,
});
export type TrackingBoard = z.infer<typeof trackingBoard>;

/** Boards per stage of a group (a plane, a box, a project). */
export const trackingProgress = z.object({
  boardCount: int,
  stages: z.array(z.object({ stage: z.enum(TRACKING_STAGES), boards: int, areaMm2: z.number() })),
  /** Boards on racks, per rack stage. */
  onRacks: z.array(z.object({ stage: z.enum(FLOOR_STAGES), boards: int })),
});
export type TrackingProgress = z.infer<typeof trackingProgress>;

export const trackingBoardsResult = z.object({
  kind: z.enum(TRACKING_SEARCH_BY),
  projectId: rowId,
  projectNo: z.string(),
  projectName: z.string(),
  planeId: rowId.nullable(),
  batchNo: z.string().nullable(),
  boxId: rowId.nullable(),
  boxNo: z.string().nullable(),
  boxCode: z.string().nullable(),
  boxState: z.enum(BOX_STATES).nullable(),
  /** A box sealed short: the codes of its packing list's boards missing at the seal; else null. */
  shortCodes: z.array(z.string()).nullable(),
  boards: z.array(trackingBoard),
  /** The plane's or the box's boards per stage. */
  progress: trackingProgress,
  /** The whole project's boards per stage. */
  projectProgress: trackingProgress,
});
export type TrackingBoardsResult = z.infer<typeof trackingBoardsResult>;

export const CHAIN_KINDS = ["block", "slab", "board", "rack", "box"] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];

export const chainBody = z.strictObject({ kind: z.enum(CHAIN_KINDS), id: uuid });
export type ChainInput = z.input<typeof chainBody>;

/** One link of the chain: its id (for the next call or its page) and what names it. */
export const chainLink = z.object({ id: rowId, label: z.string() }).nullable();
export type ChainLink = z.infer<typeof chainLink>;

/**
 * One path through the chain, one per board around the object (a slab with no board: one path with
 * board null). The device table is the production plan's (or the slab's while on a table).
 */
export const chainPath = z.object({
  block: chainLink,
  slab: chainLink,
  cuttingPlan: chainLink,
  productionPlan: chainLink,
  /** "<device code> <A|B>". */
  deviceTable: z.string().nullable(),
  project: chainLink,
  plane: chainLink,
  board: chainLink,
  /** The rack trip: id is the rack's, label its code. */
  rack: chainLink,
  tripId: rowId.nullable(),
  box: chainLink,
});
export type ChainPath = z.infer<typeof chainPath>;

export const chainResult = z.object({
  kind: z.enum(CHAIN_KINDS),
  id: rowId,
  /** The object's own label (block no., barcode, board code, rack code, box code). */
  label: z.string(),
  paths: z.array(chainPath),
  /** More paths than the 500 shown. */
  truncated: z.boolean(),
});
export type ChainResult = z.infer<typeof chainResult>;
