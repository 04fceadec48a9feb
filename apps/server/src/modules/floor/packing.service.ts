import {
  BOX_TRANSITIONS,
  type BoxAction,
  type BoxAddBody,
  type BoxAddResult,
  type BoxChanged,
  type BoxDetail,
  type BoxItem,
  type BoxListBody,
  type BoxPage,
  type BoxReopenBody,
  type BoxSealBody,
  type BoxState,
  boxCode,
  Code,
  type Lang,
  nextState,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { area } from "../project/project.figures.ts";
import * as repo from "./packing.repository.ts";

/**
 * Packing boxes (docs/api-floor.md "Packing"): boards into the box their packing list names (a board on
 * no list: any box of its project), seal (short only when confirmed), reopen, a supervisor's move of a
 * board to another box's list. Each change takes the floor's locks in one order (docs/architecture.md
 * "Locks in one order": racks, rack trips, boxes, boards, each kind in id order), appends a box_events
 * row and an audit line, and bumps the box's version, all in one transaction.
 */

const toItem = (x: repo.BoxRow): BoxItem => ({
  boxId: x.id,
  boxNo: x.box_no,
  code: x.code,
  projectId: x.project_id,
  projectNo: x.project_no,
  projectName: x.project_name,
  length: x.length,
  width: x.width,
  height: x.height,
  status: x.status,
  boardCount: x.board_count,
  ...area(x.area_mm2),
  plannedCount: x.planned_count,
  sealedAt: x.sealed_at?.toISOString() ?? null,
  shortCodes: x.sealed_at ? (x.short_codes ?? null) : null,
  version: x.version,
});

export async function listBoxes(ctx: MemberCtx, f: BoxListBody): Promise<BoxPage> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  if (f.projectId && !(await repo.projectExists(q, orgId, f.projectId))) throw new AppError(Code.NotFound);
  const { rows, total } = await repo.pageBoxes(q, orgId, f);
  return { list: rows.map(toItem), total, pageNum: f.pageNum, pageSize: f.pageSize };
}

export async function boxByCode(ctx: MemberCtx, code: string) {
  const boxId = await repo.boxIdByCode(ctx.db, ctx.actor.orgId, code.trim());
  if (!boxId) throw new AppError(Code.NotFound, { msgKey: "floor.box.unknownCode", params: { code } });
  return { boxId };
}

export async function boxDetail(ctx: MemberCtx, boxId: string): Promise<BoxDetail> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const x = await repo.boxById(q, orgId, boxId);
  if (!x) throw new AppError(Code.NotFound);
  const boards = await repo.boxBoards(q, boxId);
  const board = (b: repo.BoxBoardRow) => ({
    boardId: b.id,
    code: b.code,
    planeId: b.plane_id,
    batchNo: b.batch_no,
    length: b.length,
    width: b.width,
    thickness: Number(b.thickness),
    ...area(b.length * b.width),
  });
  return {
    ...toItem(x),
    sealedByName: x.sealed_by_name,
    boards: boards
      .filter((b) => b.packed_at)
      .map((b) => ({
        ...board(b),
        packingStatus: b.packing_status,
        packedAt: b.packed_at!.toISOString(),
        packedByName: b.packed_by_name,
      })),
    planned: boards.filter((b) => !b.packed_at).map(board),
    events: (await repo.boxEvents(q, boxId)).map((e) => ({
      eventId: e.id,
      action: e.action,
      fromState: e.from_state,
      toState: e.to_state,
      boardCode: e.board_code,
      operatorName: e.operator_name,
      at: e.at.toISOString(),
      reason: e.reason,
    })),
  };
}

/** The box locked, its derived state and packed count; 1002 when not the enterprise's. */
async function lockState(q: Queryable, orgId: string, boxId: string) {
  const box = await repo.lockBox(q, orgId, boxId);
  if (!box) throw new AppError(Code.NotFound);
  const stats = await repo.packedStats(q, boxId);
  const state: BoxState = box.sealed_at ? "done" : stats.n > 0 ? "packing" : "toPack";
  return { box, state, stats };
}

/** The state `action` leads to, or 1003 {from, action} naming the box, its state and the action. */
function boxTransition(lang: Lang, box: repo.LockedBox, from: BoxState, action: BoxAction): BoxState {
  const to = nextState(BOX_TRANSITIONS, from, action);
  if (to !== undefined) return to;
  const code = boxCode(box.project_no, box.box_no);
  if (action === "seal" && from === "toPack")
    throw new AppError(Code.InvalidState, {
      msgKey: "floor.box.empty",
      params: { code },
      data: { from, action },
    });
  throw new AppError(Code.InvalidState, {
    msgKey: "floor.box.refused",
    params: {
      code,
      state: translate(lang, `floor.boxState.${from}`),
      actionName: translate(lang, `floor.boxAction.${action}`),
    },
    data: { from, action },
  });
}

/** Why a locked board cannot go into this box, or null. */
function refusal(lang: Lang, box: repo.LockedBox, b: repo.LockedBoard, trip: repo.ActiveTrip | undefined) {
  const t = (key: string, params: Record<string, string>) => translate(lang, `floor.box.${key}`, params);
  const code = b.code;
  if (b.project_id !== box.project_id)
    return t("otherProject", { code, boardProject: b.project_no, boxProject: box.project_no });
  if (b.packed_at) return t("boardInBox", { code, box: b.box_no ?? "" });
  // The packing list decides the box; a board on no list may go into any box of its project.
  if (b.box_id && b.box_id !== box.id) return t("listedElsewhere", { code, box: b.box_code ?? "" });
  if (b.exception) return t("broken", { code });
  if (b.status !== "done") return t("notCut", { code });
  if (b.pending_craft) return t("craftsPending", { code, craft: b.pending_craft });
  if (trip && !(trip.stage === "packing" && trip.state === "received"))
    return t("rackNotAtPacking", {
      code,
      rack: trip.rack_no,
      stage: translate(lang, `floor.stage.${trip.stage}`),
      state: translate(lang, `floor.rackState.${trip.state}`),
    });
  return null;
}

/**
 * Boards into an unsealed box, each on its own: the good ones go in, the others come back with their
 * reason. A board on a rack received at packing is unloaded (the rack's `pack` event; its last board
 * out sends the rack to return).
 */
export async function addBoards(ctx: MemberCtx, body: BoxAddBody): Promise<BoxAddResult> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    // Lock order (docs/architecture.md): the racks and trips carrying the boards, then the box, then
    // the boards. Which boards and trips is read first without locks; a trip's boards only change with
    // the board locked (generate, load) or the trip locked (pack, cancel, dismantle), so after the
    // locks a board is off the trip read (unloaded meanwhile) or on a trip read and locked here.
    const projectId = await repo.boxProject(q, a.orgId, body.boxId);
    if (!projectId) throw new AppError(Code.NotFound);
    const refused: BoxAddResult["refused"] = [];
    const wanted: { code: string; id: string }[] = [];
    if (body.boardCodes) {
      const codes = [...new Set(body.boardCodes.map((c) => c.trim()))];
      const ids = await repo.boardIdsByCode(q, a.orgId, projectId, codes);
      for (const code of codes) {
        const id = ids.get(code.toUpperCase());
        if (id) wanted.push({ code, id });
        else
          refused.push({ code, boardId: null, reason: translate(lang, "floor.box.unknownBoard", { code }) });
      }
    } else for (const id of new Set(body.boardIds)) wanted.push({ code: "", id });
    const ids = wanted.map((w) => w.id);
    const seen = await repo.activeTrips(q, ids);
    await repo.lockRacksAndTrips(
      q,
      seen.map((x) => x.rack_id),
      seen.map((x) => x.trip_id),
    );
    const lockedTrips = new Set(seen.map((x) => x.trip_id));
    const { box, state } = await lockState(q, a.orgId, body.boxId);
    boxTransition(lang, box, state, "add");
    const locked = new Map((await repo.lockBoards(q, a.orgId, ids)).map((b) => [b.id, b]));
    // Ids are references (not scans): another enterprise's board is 1002 for the whole request.
    if (body.boardIds && wanted.some((w) => !locked.has(w.id))) throw new AppError(Code.NotFound);
    const trips = new Map((await repo.activeTrips(q, [...locked.keys()])).map((t) => [t.board_id, t]));
    const added: BoxAddResult["added"] = [];
    let from = state;
    for (const w of wanted) {
      const b = locked.get(w.id);
      if (!b) {
        refused.push({
          code: w.code || w.id,
          boardId: null,
          reason: translate(lang, "floor.box.unknownBoard", { code: w.code || w.id }),
        });
        continue;
      }
      const trip = trips.get(b.id);
      // Put on a rack after the first read (so its trip is not locked here): a new trip is at cutting.
      const reason =
        refusal(lang, box, b, trip) ??
        (trip && !lockedTrips.has(trip.trip_id)
          ? refusal(lang, box, b, { ...trip, stage: "cutting" })
          : null);
      if (reason) {
        refused.push({ code: b.code, boardId: b.id, reason });
        continue;
      }
      await repo.packBoard(q, b.id, box.id, a.userId, now);
      b.packed_at = now;
      b.box_no = box.box_no;
      b.project_id = box.project_id;
      await repo.insertBoxEvent(q, {
        orgId: a.orgId,
        boxId: box.id,
        action: "add",
        boardId: b.id,
        from,
        to: "packing",
        userId: a.userId,
        at: now,
      });
      from = "packing";
      let rackToReturn = false;
      if (trip) rackToReturn = await unloadForPacking(q, a, trip, b, now);
      added.push({ boardId: b.id, code: b.code, rackNo: trip?.rack_no ?? null, rackToReturn });
    }
    const version = added.length ? await repo.touchBox(q, box.id) : box.version;
    if (added.length)
      await writeAudit(q, {
        orgId: a.orgId,
        actorUserId: a.userId,
        entity: "packingBox",
        entityId: box.id,
        action: "add",
        from: state,
        to: "packing",
        detail: { boardIds: added.map((x) => x.boardId), codes: added.map((x) => x.code) },
        at: now,
      });
    const stats = await repo.packedStats(q, box.id);
    return { added, refused, status: from, boardCount: stats.n, ...area(stats.area), version };
  });
}

/** The rack's `pack`: the board leaves the trip; the trip's last board out sends it to return. */
async function unloadForPacking(
  q: Queryable,
  a: MemberActor,
  trip: repo.ActiveTrip,
  b: repo.LockedBoard,
  now: Date,
) {
  const left = await repo.unloadFromTrip(q, trip.trip_id, b.id, now);
  const toState = left === 0 ? "toReturn" : "received";
  await repo.insertRackPackEvent(q, {
    orgId: a.orgId,
    rackId: trip.rack_id,
    tripId: trip.trip_id,
    toState,
    areaMm2: b.length * b.width,
    userId: a.userId,
    at: now,
  });
  if (left === 0) await repo.tripToReturn(q, trip.trip_id, a.userId, now);
  await writeAudit(q, {
    orgId: a.orgId,
    actorUserId: a.userId,
    entity: "rackTrip",
    entityId: trip.trip_id,
    action: "pack",
    from: "received",
    to: toState,
    detail: { rackId: trip.rack_id, boardId: b.id, code: b.code },
    at: now,
  });
  return left === 0;
}

/** A board comes out of an unsealed box (back to toPack; it stays on the box's list). */
export async function removeBoard(
  ctx: MemberCtx,
  body: { boxId: string; boardId: string },
): Promise<BoxChanged> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const { box, state, stats } = await lockState(q, a.orgId, body.boxId);
    const [b] = await repo.lockBoards(q, a.orgId, [body.boardId]);
    if (!b) throw new AppError(Code.NotFound);
    boxTransition(lang, box, state, "remove");
    if (b.box_id !== box.id || !b.packed_at)
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.box.notInBox",
        params: { code: b.code, box: boxCode(box.project_no, box.box_no) },
        data: { from: state, action: "remove" },
      });
    await repo.unpackBoard(q, b.id);
    const to: BoxState = stats.n > 1 ? "packing" : "toPack";
    return finish(q, a, box, { action: "remove", from: state, to, board: b, now });
  });
}

/**
 * packing → done: needs a board (version-checked). Boards of its packing list not packed: 1003 naming
 * them unless `confirmShort`, then the box is sealed short (their codes kept with the seal).
 */
export async function sealBox(ctx: MemberCtx, body: BoxSealBody): Promise<BoxChanged> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const { box, state } = await lockState(q, a.orgId, body.boxId);
    if (box.version !== body.version) throw new AppError(Code.Conflict);
    const to = boxTransition(lang, box, state, "seal");
    const missing = await repo.missingCodes(q, box.id);
    if (missing.length > 0 && !body.confirmShort)
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.box.sealShort",
        params: { code: boxCode(box.project_no, box.box_no), boards: shortList(lang, missing) },
        data: { from: state, action: "seal", missing },
      });
    return finish(q, a, box, {
      action: "seal",
      from: state,
      to,
      now,
      short: missing.length > 0 ? missing : undefined,
      seal: { sealedAt: now, sealedBy: a.userId, shortCodes: missing.length > 0 ? missing : null },
    });
  });
}

/** Board codes for a message: the first 20, then "…". */
function shortList(lang: Lang, codes: string[]) {
  const sep = lang === "zh-CN" ? "、" : ", ";
  return codes.slice(0, 20).join(sep) + (codes.length > 20 ? `${sep}…` : "");
}

/** done → packing (menu 2600), with its reason in the box's record and the audit log. */
export async function reopenBox(ctx: MemberCtx, body: BoxReopenBody): Promise<BoxChanged> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const { box, state } = await lockState(q, a.orgId, body.boxId);
    if (box.version !== body.version) throw new AppError(Code.Conflict);
    const to = boxTransition(lang, box, state, "reopen");
    return finish(q, a, box, {
      action: "reopen",
      from: state,
      to,
      now,
      reason: body.reason,
      seal: { sealedAt: null, sealedBy: null, shortCodes: null },
    });
  });
}

/** The box's event, its audit line and its new version. */
async function finish(
  q: Queryable,
  a: MemberActor,
  box: repo.LockedBox,
  c: {
    action: BoxAction;
    from: BoxState;
    to: BoxState;
    now: Date;
    board?: repo.LockedBoard;
    reason?: string;
    short?: string[];
    seal?: { sealedAt: Date | null; sealedBy: string | null; shortCodes: string[] | null };
  },
): Promise<BoxChanged> {
  await repo.insertBoxEvent(q, {
    orgId: a.orgId,
    boxId: box.id,
    action: c.action,
    boardId: c.board?.id ?? null,
    from: c.from,
    to: c.to,
    userId: a.userId,
    at: c.now,
    reason: c.reason,
  });
  const version = await repo.touchBox(q, box.id, c.seal);
  await writeAudit(q, {
    orgId: a.orgId,
    actorUserId: a.userId,
    entity: "packingBox",
    entityId: box.id,
    action: c.action,
    from: c.from,
    to: c.to,
    detail: {
      boxNo: box.box_no,
      ...(c.board ? { boardId: c.board.id, code: c.board.code } : {}),
      ...(c.reason ? { reason: c.reason } : {}),
      ...(c.short ? { sealedShort: true, missing: c.short } : {}),
    },
    at: c.now,
  });
  return { status: c.to, version };
}
