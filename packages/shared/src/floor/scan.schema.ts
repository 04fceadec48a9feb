import { z } from "zod";
import { rowId } from "../api.ts";
import { SLAB_SCAN_ACTIONS, scanSlab } from "./scan-slab.schema.ts";
import { TRACKING_STAGES } from "./tracking.schema.ts";
import { BOX_STATES, FLOOR_STAGES, RACK_STATES } from "./transitions.ts";

/**
 * The scan station's lookup (menu 2450, docs/api-floor.md "Scan station"): what a scanned code is
 * (a rack, a packing box, a board, a slab) and the actions the caller may take on it now.
 */

export const SCAN_KINDS = ["rack", "box", "board", "slab"] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/**
 * The actions a lookup offers. A rack: its RACK_TRANSITIONS actions (menu 2800). A box: add, remove,
 * seal (menu 2400) and reopen (menu 2600). A board: confirmCrafts when it has pending craft lines, pack
 * when it is cut with its crafts done and in no box (menu 2400).
 */
export const SCAN_ACTIONS = [
  "generate",
  "load",
  "circulate",
  "receive",
  "cancel",
  "pack",
  "dismantle",
  "return",
  "add",
  "remove",
  "seal",
  "reopen",
  "confirmCrafts",
  // A slab (scan-slab.schema.ts): pick (by its plan), start, complete, return.
  ...SLAB_SCAN_ACTIONS,
] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

export const scanLookupBody = z.strictObject({
  code: z.string().trim().min(1, { error: "validation.required" }).max(80),
});
export type ScanLookupInput = z.input<typeof scanLookupBody>;

const int = z.number().int();

export const scanSummary = z.object({
  /** rack: its state (idle without a trip); box: toPack | packing | done; board: its tracking stage; slab: its status. */
  state: z.string(),
  rackState: z.enum(RACK_STATES).nullable(),
  boxState: z.enum(BOX_STATES).nullable(),
  boardStage: z.enum(TRACKING_STAGES).nullable(),
  /** The rack's stage (a rack) or the stage of the rack carrying the board. */
  stage: z.enum(FLOOR_STAGES).nullable(),
  projectId: z.string().nullable(),
  projectNo: z.string().nullable(),
  projectName: z.string().nullable(),
  planeId: z.string().nullable(),
  batchNo: z.string().nullable(),
  /** Boards on the rack / in the box / on the slab; 1 for a board. */
  boards: int,
  areaMm2: z.number(),
  area: z.string(),
  /** A board's crafts (done of total); zeros otherwise. */
  craftsDone: int,
  craftsTotal: int,
  /** A board's rack and box (codes), a rack's trip. */
  rackId: z.string().nullable(),
  rackCode: z.string().nullable(),
  tripId: z.string().nullable(),
  tripVersion: int.nullable(),
  boxId: z.string().nullable(),
  boxCode: z.string().nullable(),
  boxVersion: int.nullable(),
  /** A box sealed short: the codes of its packing list's boards missing at the seal; else null. */
  shortCodes: z.array(z.string()).nullable(),
});

export const scanLookupResult = z.object({
  kind: z.enum(SCAN_KINDS),
  id: rowId,
  /** What the scanned code names: "RK0007", "JJ-021-B03", the board code, the slab barcode. */
  title: z.string(),
  code: z.string(),
  summary: scanSummary,
  actions: z.array(z.enum(SCAN_ACTIONS)),
  /** A slab's table, version and production plan (the slab actions need them); absent otherwise. */
  slab: scanSlab.optional(),
});
export type ScanLookupResult = z.infer<typeof scanLookupResult>;
