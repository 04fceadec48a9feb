import {
  Code,
  type FloorStage,
  type Lang,
  nextStage,
  RACK_TRANSITIONS,
  type RackAction,
  type RackLoaded,
  type RackMoved,
  type RackState,
  type RackUnloaded,
  rackActionGuard,
  rackCode,
  type TripState,
  translate,
  tripRoute,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx, OrgActor } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import * as gateRepo from "./rack-gate.repository.ts";
import { assertGate } from "./rack-gate.service.ts";
import * as repo from "./rack-trip.repository.ts";

/**
 * Racks on trips (docs/api-floor.md "Racks"): generate, load, circulate, receive, cancel, dismantle,
 * return. Each action is one transaction: the rack and trip rows locked, the version compared (1012),
 * the transition table consulted (1003 naming the rack, its state and the action), a rack_events row
 * and an audit_log line written, the version bumped. `pack` is the packing part's.
 */

const m2 = (mm2: number) => (mm2 / 1_000_000).toFixed(2);
const valueMm2 = (v: string) => Math.round(Number(v) * 1_000_000);

/** 1003 {from, action}: "铁架 RK0007 当前为「流转中」，不能接收". */
function refused(lang: Lang, number: number, from: RackState, action: RackAction): AppError {
  return new AppError(Code.InvalidState, {
    msgKey: "floor.rack.refused",
    params: {
      code: rackCode(number),
      state: translate(lang, `floor.rackState.${from}`),
      actionName: translate(lang, `floor.rackAction.${action}`),
    },
    data: { from, action },
  });
}

/** The state after `action`, or 1003 naming why (table, last stage, not at packing). */
function guard(lang: Lang, trip: repo.TripRow, action: RackAction): RackState {
  const from = trip.state as RackState;
  const why = rackActionGuard(from, action, trip.route, trip.stage);
  if (why === "notAllowed") throw refused(lang, trip.number, from, action);
  if (why) {
    throw new AppError(Code.InvalidState, {
      msgKey: `floor.rack.${why}`,
      params: { code: rackCode(trip.number), stage: translate(lang, `floor.stage.${trip.stage}`) },
      data: { from, action },
    });
  }
  return RACK_TRANSITIONS[from][action]!;
}

/** 1003 for a board that may not go on this rack, naming it and why. */
function boardRefusal(
  lang: Lang,
  b: repo.LoadingBoardRow,
  rack: { number: number; tripId: string | null; planeId: string | null; batchNo: string | null },
  action: RackAction,
): AppError | null {
  const refuse = (key: string, params: Record<string, string>) =>
    new AppError(Code.InvalidState, {
      msgKey: `floor.rack.${key}`,
      params: { code: b.code, ...params },
      data: { from: b.status, action, boardId: b.id, code: b.code },
    });
  if (b.status !== "done")
    return refuse("boardNotCut", { state: translate(lang, `production.boardStatus.${b.status}`) });
  if (b.exception) return refuse("boardBroken", { reason: b.exception_reason });
  if (b.box_no) return refuse("boardInBox", { box: b.box_no });
  if (b.trip_id && b.trip_id !== rack.tripId)
    return refuse("boardOnRack", { rack: rackCode(b.rack_number!) });
  if (b.trip_id) return refuse("boardOnRack", { rack: rackCode(rack.number) });
  if (rack.planeId && b.plane_id !== rack.planeId)
    return refuse("boardOtherPlane", { plane: b.batch_no, rackPlane: rack.batchNo ?? "" });
  return null;
}

/** Checks one scanned board against a rack; 1002 naming the code when unknown. */
export async function checkBoard(ctx: MemberCtx, input: { rackId: string; code: string; planeId?: string }) {
  const { db: q, lang } = ctx;
  const orgId = ctx.actor.orgId;
  const { rackId, code, planeId } = input;
  const rack = await repo.rackTripRow(q, orgId, rackId, new Date(0));
  if (!rack) throw new AppError(Code.NotFound);
  const b = await repo.boardByCode(q, orgId, code);
  if (!b) throw new AppError(Code.NotFound, { msgKey: "floor.rack.boardUnknown", params: { code } });
  if (rack.trip_id && rack.state !== "loaded")
    throw refused(lang, rack.number, rack.state as RackState, "load");
  const plane = rack.plane_id
    ? { planeId: rack.plane_id, batchNo: rack.batch_no }
    : planeId
      ? { planeId, batchNo: await planeBatchNo(q, orgId, planeId) }
      : { planeId: null, batchNo: null };
  const err = boardRefusal(
    lang,
    b,
    { number: rack.number, tripId: rack.trip_id, ...plane },
    rack.trip_id ? "load" : "generate",
  );
  if (err) throw err;
  return {
    boardId: b.id,
    code: b.code,
    projectId: b.project_id,
    projectName: b.project_name,
    planeId: b.plane_id,
    batchNo: b.batch_no,
    length: b.length,
    width: b.width,
    thickness: Number(b.thickness).toFixed(1),
    areaMm2: b.length * b.width,
    crafts: b.crafts,
  };
}

async function planeBatchNo(q: Queryable, orgId: string, planeId: string) {
  const batchNo = await repo.planeBatchNo(q, orgId, planeId);
  if (batchNo === undefined) throw new AppError(Code.NotFound);
  return batchNo;
}

/**
 * The boards to load, locked and checked: every one the enterprise's (else 1002), cut, not broken,
 * in no box, on no other rack, of the trip's plane (the first board's when generating).
 */
async function boardsToLoad(
  q: Queryable,
  lang: Lang,
  orgId: string,
  ids: string[],
  rack: { number: number; tripId: string | null; planeId: string | null; batchNo: string | null },
  action: RackAction,
) {
  const unique = [...new Set(ids)];
  const boards = await repo.lockBoards(q, orgId, unique);
  if (boards.length !== unique.length) throw new AppError(Code.NotFound);
  const plane = rack.planeId
    ? { planeId: rack.planeId, batchNo: rack.batchNo }
    : { planeId: boards[0]!.plane_id, batchNo: boards[0]!.batch_no };
  for (const b of boards) {
    const err = boardRefusal(lang, b, { ...rack, ...plane }, action);
    if (err) throw err;
  }
  return { boards, plane };
}

/** Over the maximum: 1003 naming both figures; over the safety value: the warning. */
function checkArea(
  rack: { number: number; safety_value: string; max_value: string },
  areaMm2: number,
  action: RackAction,
  from: RackState,
): "overSafety" | undefined {
  if (areaMm2 > valueMm2(rack.max_value))
    throw new AppError(Code.InvalidState, {
      msgKey: "floor.rack.overMaximum",
      params: { code: rackCode(rack.number), area: m2(areaMm2), max: Number(rack.max_value).toFixed(2) },
      data: { from, action, areaMm2, maxValue: Number(rack.max_value).toFixed(2) },
    });
  return areaMm2 > valueMm2(rack.safety_value) ? "overSafety" : undefined;
}

async function record(
  q: Queryable,
  a: OrgActor,
  trip: { id: string; rackId: string; number: number },
  e: { action: RackAction; from: string; to: string; stage: FloorStage; boards: number; areaMm2: number },
  now: Date,
  detail: Record<string, unknown> = {},
) {
  await repo.insertRackEvent(q, {
    orgId: a.orgId,
    rackId: trip.rackId,
    tripId: trip.id,
    ...e,
    userId: a.userId,
    now,
    detail,
  });
  await writeAudit(q, {
    orgId: a.orgId,
    actorUserId: a.userId,
    entity: "rackTrip",
    entityId: trip.id,
    action: e.action,
    from: e.from,
    to: e.to,
    detail: {
      rackId: trip.rackId,
      code: rackCode(trip.number),
      stage: e.stage,
      boards: e.boards,
      areaMm2: e.areaMm2,
      ...detail,
    },
    at: now,
  });
}

/** idle → loaded at cutting: a new trip carrying cut boards of one plane. */
export function generate(ctx: MemberCtx, b: { rackId: string; boardIds: string[] }): Promise<RackLoaded> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const rack = await repo.lockRack(q, a.orgId, b.rackId);
    if (!rack) throw new AppError(Code.NotFound);
    const open = await repo.openTripOfRack(q, rack.id);
    if (open) throw refused(lang, rack.number, open.state as RackState, "generate");
    const { boards, plane } = await boardsToLoad(
      q,
      lang,
      a.orgId,
      b.boardIds,
      { number: rack.number, tripId: null, planeId: null, batchNo: null },
      "generate",
    );
    const areaMm2 = boards.reduce((s, x) => s + x.length * x.width, 0);
    const warning = checkArea(rack, areaMm2, "generate", "idle");
    const route = tripRoute({
      reinforcement: await repo.reinforcementOf(q, a.orgId, boards[0]!.project_type),
      hasCrafts: boards.some((x) => x.crafts > 0),
    });
    const trip = await repo.insertTrip(q, {
      orgId: a.orgId,
      rackId: rack.id,
      projectId: boards[0]!.project_id,
      planeId: plane.planeId,
      route,
      userId: a.userId,
      now,
    });
    await repo.insertTripBoards(
      q,
      a.orgId,
      trip.id,
      boards.map((x) => x.id),
      now,
    );
    await record(
      q,
      a,
      { id: trip.id, rackId: rack.id, number: rack.number },
      { action: "generate", from: "idle", to: "loaded", stage: "cutting", boards: boards.length, areaMm2 },
      now,
      { boardIds: boards.map((x) => x.id), route },
    );
    return {
      tripId: trip.id,
      version: trip.version,
      boards: boards.length,
      areaMm2,
      ...(warning && { warning }),
    };
  });
}

/** loaded → loaded: more boards of the trip's plane while it is still at cutting. */
export function load(
  ctx: MemberCtx,
  b: { tripId: string; version: number; boardIds: string[] },
): Promise<RackLoaded> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const trip = await lockFresh(q, a.orgId, b.tripId, b.version);
    guard(lang, trip, "load");
    const { boards } = await boardsToLoad(
      q,
      lang,
      a.orgId,
      b.boardIds,
      { number: trip.number, tripId: trip.id, planeId: trip.plane_id, batchNo: trip.batch_no },
      "load",
    );
    const before = await repo.tripLoad(q, trip.id);
    const added = boards.reduce((s, x) => s + x.length * x.width, 0);
    const warning = checkArea(trip, before.areaMm2 + added, "load", "loaded");
    await repo.insertTripBoards(
      q,
      a.orgId,
      trip.id,
      boards.map((x) => x.id),
      now,
    );
    const route = tripRoute({
      reinforcement: await repo.reinforcementOf(q, a.orgId, trip.project_type),
      hasCrafts: before.hasCrafts || boards.some((x) => x.crafts > 0),
    });
    const version = await repo.moveTrip(q, trip, {
      state: "loaded",
      stage: "cutting",
      route,
      userId: a.userId,
      now,
    });
    await record(
      q,
      a,
      { id: trip.id, rackId: trip.rack_id, number: trip.number },
      {
        action: "load",
        from: "loaded",
        to: "loaded",
        stage: "cutting",
        boards: boards.length,
        areaMm2: added,
      },
      now,
      { boardIds: boards.map((x) => x.id) },
    );
    return {
      tripId: trip.id,
      version: version!,
      boards: before.boards + boards.length,
      areaMm2: before.areaMm2 + added,
      ...(warning && { warning }),
    };
  });
}

/** Locks the trip and its rack; 1002 when not the enterprise's, 1012 when `version` is stale. */
async function lockFresh(q: Queryable, orgId: string, tripId: string, version: number) {
  const trip = await repo.lockTrip(q, orgId, tripId);
  if (!trip) throw new AppError(Code.NotFound);
  if (trip.version !== version) throw new AppError(Code.Conflict);
  return trip;
}

export type TripMove = "circulate" | "receive" | "cancel" | "dismantle" | "return";

/**
 * circulate (to the next stage of its route, inTransit), receive (received there), cancel (a loaded
 * trip ends, its boards off), dismantle (boards off, toReturn), return (the trip ends: idle).
 */
export function move(
  ctx: MemberCtx,
  b: { action: TripMove; tripId: string; version: number },
): Promise<RackMoved> {
  const { actor: a, lang } = ctx;
  const { action } = b;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const trip = await lockFresh(q, a.orgId, b.tripId, b.version);
    const to = guard(lang, trip, action);
    if (action === "circulate") await assertGate(q, lang, trip);
    const state: TripState =
      action === "cancel" ? "cancelled" : action === "return" ? "returned" : (to as TripState);
    const stage = action === "circulate" ? nextStage(trip.route, trip.stage)! : trip.stage;
    const load =
      action === "cancel" || action === "dismantle"
        ? await repo.unloadTrip(q, trip.id, now)
        : await repo.tripLoad(q, trip.id);
    const version = await repo.moveTrip(q, trip, { state, stage, userId: a.userId, now });
    await record(
      q,
      a,
      { id: trip.id, rackId: trip.rack_id, number: trip.number },
      { action, from: trip.state, to: state, stage, boards: load.boards, areaMm2: load.areaMm2 },
      now,
      action === "circulate" ? { fromStage: trip.stage } : {},
    );
    return { version: version!, state, stage };
  });
}

/**
 * Takes some boards off a loaded or received trip, with a reason (the stage gate's second way out:
 * the rest may then go on). Each must be on the trip (else 1003 naming it); not all of them (1003:
 * dismantle or cancel the rack instead). One `unload` event and audit line with the boards and reason.
 */
export function unloadBoards(
  ctx: MemberCtx,
  b: { tripId: string; version: number; boardIds: string[]; reason: string },
): Promise<RackUnloaded> {
  const { actor: a, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const trip = await lockFresh(q, a.orgId, b.tripId, b.version);
    const to = guard(lang, trip, "unload") as TripState;
    const ids = [...new Set(b.boardIds)];
    const boards = await gateRepo.lockTripBoards(q, trip.id, ids);
    if (boards.length !== ids.length) {
      const on = new Set(boards.map((x) => x.id));
      const known = await gateRepo.boardCodes(q, a.orgId, ids);
      if (known.length !== ids.length) throw new AppError(Code.NotFound);
      const off = known.find((x) => !on.has(x.id))!;
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.rack.boardNotOnRack",
        params: { code: off.code, rack: rackCode(trip.number) },
        data: { from: trip.state, action: "unload", boardId: off.id, code: off.code },
      });
    }
    const before = await repo.tripLoad(q, trip.id);
    if (boards.length >= before.boards)
      throw new AppError(Code.InvalidState, {
        msgKey: "floor.rack.unloadAll",
        params: { code: rackCode(trip.number) },
        data: { from: trip.state, action: "unload" },
      });
    await gateRepo.unloadBoards(q, trip.id, ids, now);
    const areaMm2 = boards.reduce((n, x) => n + Number(x.area), 0);
    const version = await repo.moveTrip(q, trip, { state: to, stage: trip.stage, userId: a.userId, now });
    await record(
      q,
      a,
      { id: trip.id, rackId: trip.rack_id, number: trip.number },
      { action: "unload", from: trip.state, to, stage: trip.stage, boards: boards.length, areaMm2 },
      now,
      { boardIds: boards.map((x) => x.id), codes: boards.map((x) => x.code).sort(), reason: b.reason },
    );
    return {
      version: version!,
      state: to,
      stage: trip.stage,
      boards: before.boards - boards.length,
      areaMm2: before.areaMm2 - areaMm2,
    };
  });
}
