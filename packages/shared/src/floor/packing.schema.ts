import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields, versionSchema } from "../validation.ts";
import { BOARD_PACKING_STATES, BOX_ACTIONS, BOX_STATES } from "./transitions.ts";

/**
 * Packing boxes (menus 2400, 2600; docs/api-floor.md "Packing"): boards of a project packed into its
 * boxes, sealed, reopened. A box's status and each board's packing status are derived, never stored.
 * The code printed on a box label and scanned is `<projectNo>-<boxNo>`. Areas as `…Mm2` (mm²) and
 * `…` (m², 3 decimals, text).
 */

const int = z.number().int();
const uuid = z.string().uuid({ error: "validation.invalid" });

/**
 * A box's printed and scanned code: `<projectNo>-<boxNo>`, or the box no. alone when it already
 * starts with `<projectNo>-` (imported packing lists often number boxes so).
 */
export const boxCode = (projectNo: string, boxNo: string) =>
  boxNo.startsWith(`${projectNo}-`) ? boxNo : `${projectNo}-${boxNo}`;

export const boxListBody = z.strictObject({
  ...pageFields,
  projectId: uuid.optional(),
  status: z.enum(BOX_STATES).optional(),
  /** Part of the box code, box no., project no. or name. */
  keyword: z.string().trim().max(50).optional(),
});
export type BoxListBody = z.infer<typeof boxListBody>;
export type BoxListInput = z.input<typeof boxListBody>;

export const boxCodeBody = z.strictObject({ code: z.string().trim().min(1).max(80) });
export const boxIdBody = z.strictObject({ boxId: uuid });
export const boxRef = z.object({ boxId: rowId });

export const boxItem = z.object({
  boxId: rowId,
  boxNo: z.string(),
  /** `<projectNo>-<boxNo>`: the label's barcode. */
  code: z.string(),
  projectId: rowId,
  projectNo: z.string(),
  projectName: z.string(),
  length: int,
  width: int,
  height: int,
  status: z.enum(BOX_STATES),
  /** Boards packed into it. */
  boardCount: int,
  areaMm2: z.number(),
  area: z.string(),
  /** Boards its packing list gives it that are not packed yet. */
  plannedCount: int,
  sealedAt: isoTime.nullable(),
  /**
   * Sealed short: the codes of the packing list's boards that were not packed when the box was sealed
   * (by explicit confirmation); null when it was not sealed short (or is not sealed).
   */
  shortCodes: z.array(z.string()).nullable(),
  version: int,
});
export type BoxItem = z.infer<typeof boxItem>;
export const boxPage = pageOf(boxItem);
export type BoxPage = z.infer<typeof boxPage>;

const boardFields = {
  boardId: rowId,
  code: z.string(),
  planeId: rowId,
  batchNo: z.string(),
  length: int,
  width: int,
  thickness: z.number(),
  areaMm2: z.number(),
  area: z.string(),
};

export const boxBoard = z.object({
  ...boardFields,
  packingStatus: z.enum(BOARD_PACKING_STATES),
  packedAt: isoTime,
  packedByName: z.string().nullable(),
});
export type BoxBoard = z.infer<typeof boxBoard>;

/** A board the packing list puts in this box, not packed yet. */
export const boxPlannedBoard = z.object(boardFields);
export type BoxPlannedBoard = z.infer<typeof boxPlannedBoard>;

export const boxEvent = z.object({
  eventId: rowId,
  action: z.enum(BOX_ACTIONS),
  fromState: z.enum(BOX_STATES),
  toState: z.enum(BOX_STATES),
  boardCode: z.string().nullable(),
  operatorName: z.string().nullable(),
  at: isoTime,
  reason: z.string(),
});
export type BoxEvent = z.infer<typeof boxEvent>;

export const boxDetail = boxItem.extend({
  sealedByName: z.string().nullable(),
  boards: z.array(boxBoard),
  planned: z.array(boxPlannedBoard),
  /** Newest first. */
  events: z.array(boxEvent),
});
export type BoxDetail = z.infer<typeof boxDetail>;

const boardCodes = z.array(z.string().trim().min(1).max(80)).min(1).max(200);
const boardIds = z.array(uuid).min(1).max(200);
/** Boards by their scanned codes or by id; each is added or refused on its own. */
export const boxAddBody = z
  .strictObject({ boxId: uuid, boardCodes: boardCodes.optional(), boardIds: boardIds.optional() })
  .refine((b) => (b.boardCodes ? 1 : 0) + (b.boardIds ? 1 : 0) === 1, {
    error: "validation.invalid",
    path: ["boardCodes"],
  });
export type BoxAddBody = z.infer<typeof boxAddBody>;

export const boxAdded = z.object({
  boardId: rowId,
  code: z.string(),
  /** The rack it was unloaded from, or null. */
  rackNo: z.string().nullable(),
  /** True when it was that rack's last board: the rack is now to return. */
  rackToReturn: z.boolean(),
});
export const boxRefused = z.object({
  /** As scanned (or the board's code when sent by id). */
  code: z.string(),
  boardId: rowId.nullable(),
  reason: z.string(),
});
export const boxAddResult = z.object({
  added: z.array(boxAdded),
  refused: z.array(boxRefused),
  status: z.enum(BOX_STATES),
  boardCount: int,
  areaMm2: z.number(),
  area: z.string(),
  version: int,
});
export type BoxAddResult = z.infer<typeof boxAddResult>;

export const boxRemoveBody = z.strictObject({ boxId: uuid, boardId: uuid });
/**
 * Seal. With boards of its packing list not packed, the seal needs `confirmShort: true` (the box is then
 * recorded as sealed short); without it the answer is 1003 naming the missing boards (`data.missing`).
 */
export const boxSealBody = z.strictObject({
  boxId: uuid,
  version: versionSchema,
  confirmShort: z.boolean().optional(),
});
export type BoxSealBody = z.infer<typeof boxSealBody>;
/** The 1003 of a seal short not confirmed: `data` = { from, action: "seal", missing: board codes }. */
export interface BoxSealShortRefusal {
  from: "packing";
  action: "seal";
  missing: string[];
}

/**
 * A supervisor (menu 2600) lists a board for another box of its project: the packing list follows
 * (audited, with the reason). Only a board not packed yet; the target must not be sealed.
 */
export const boxMoveBody = z.strictObject({
  boardId: uuid,
  toBoxId: uuid,
  reason: z.string().trim().min(1, { error: "validation.required" }).max(200),
});
export type BoxMoveBody = z.infer<typeof boxMoveBody>;
export const boxMoved = z.object({
  boardId: rowId,
  code: z.string(),
  /** The box it was listed for before (null: on no list). */
  fromBoxId: rowId.nullable(),
  fromBoxCode: z.string().nullable(),
  toBoxId: rowId,
  toBoxCode: z.string(),
});
export type BoxMoved = z.infer<typeof boxMoved>;
export const boxReopenBody = z.strictObject({
  boxId: uuid,
  version: versionSchema,
  reason: z.string().trim().min(1, { error: "validation.required" }).max(200),
});
export type BoxReopenBody = z.infer<typeof boxReopenBody>;
export const boxChanged = z.object({ status: z.enum(BOX_STATES), version: int });
export type BoxChanged = z.infer<typeof boxChanged>;
