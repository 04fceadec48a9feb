import {
  Code,
  type FloorStage,
  gateCategories,
  type Lang,
  type RackGate,
  rackCode,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./rack-gate.repository.ts";

/**
 * Stage gates (docs/api-floor.md "Stage gates"): a trip may not leave its stage while a board on it has
 * a craft of that stage (or an earlier one) pending. The refusal names the boards and their crafts;
 * the ways out are doing those crafts (`/api/craftWork/confirm` in the workshop of each board's next
 * one) or unloading those boards with a reason (`/api/rackTrip/unloadBoards`).
 */

/** The boards with work pending before the trip may leave `stage`, and the workshops that do it next. */
async function pendingWork(q: Queryable, tripId: string, stage: FloorStage) {
  const lines = await repo.pendingLines(q, tripId, gateCategories(stage));
  const boards = new Map<string, RackGate["pending"][number]>();
  for (const l of lines) {
    const b = boards.get(l.board_id) ?? { boardId: l.board_id, code: l.code, crafts: [] };
    b.crafts.push({
      seq: l.seq,
      craftName: l.craft_name,
      workshopId: l.workshop_id,
      workshopName: l.workshop_name,
    });
    boards.set(l.board_id, b);
  }
  const pending = [...boards.values()];
  const workshops = new Map<string, RackGate["workshops"][number]>();
  for (const b of pending) {
    const next = b.crafts[0]!;
    const w = workshops.get(next.workshopId) ?? {
      workshopId: next.workshopId,
      workshopName: next.workshopName,
      boardIds: [],
      crafts: [],
    };
    w.boardIds.push(b.boardId);
    // The run of this board's next lines done in that workshop (what a confirm there does).
    for (const c of b.crafts) {
      if (c.workshopId !== next.workshopId) break;
      if (!w.crafts.includes(c.craftName)) w.crafts.push(c.craftName);
    }
    workshops.set(next.workshopId, w);
  }
  return { pending, workshops: [...workshops.values()] };
}

/** At most this many boards are named in the refusal's sentence (data lists them all). */
const NAMED = 10;

/** "JJ-021-00045（磨边、开槽）；JJ-021-00046（磨边）" / "JJ-021-00045 (磨边, 开槽); JJ-021-00046 (磨边)". */
function boardList(lang: Lang, pending: RackGate["pending"]) {
  const zh = lang === "zh-CN";
  const one = (b: RackGate["pending"][number]) => {
    const crafts = b.crafts.map((c) => c.craftName).join(zh ? "、" : ", ");
    return zh ? `${b.code}（${crafts}）` : `${b.code} (${crafts})`;
  };
  const named = pending
    .slice(0, NAMED)
    .map(one)
    .join(zh ? "；" : "; ");
  const more = pending.length - NAMED;
  if (more <= 0) return named;
  return zh ? `${named} 等 ${pending.length} 块` : `${named} and ${more} more`;
}

/** 1003 `floor.rack.workPending` when a board on the trip still has work of its stage. */
export async function assertGate(
  q: Queryable,
  lang: Lang,
  trip: { id: string; number: number; stage: FloorStage; state: string },
) {
  const { pending } = await pendingWork(q, trip.id, trip.stage);
  if (pending.length === 0) return;
  throw new AppError(Code.InvalidState, {
    msgKey: "floor.rack.workPending",
    params: {
      code: rackCode(trip.number),
      stage: translate(lang, `floor.stage.${trip.stage}`),
      boards: boardList(lang, pending),
    },
    data: {
      from: trip.state,
      action: "circulate",
      stage: trip.stage,
      boards: pending.map((b) => ({
        boardId: b.boardId,
        code: b.code,
        crafts: b.crafts.map((c) => c.craftName),
      })),
    },
  });
}

/** `/api/rackTrip/gate`: the open trip's pending work at its stage and where it is done next. */
export async function gate(ctx: MemberCtx, tripId: string): Promise<RackGate> {
  const db = ctx.db;
  const trip = await repo.tripOf(db, ctx.actor.orgId, tripId);
  if (!trip) throw new AppError(Code.NotFound);
  const work = await pendingWork(db, trip.id, trip.stage);
  return {
    tripId: trip.id,
    rackId: trip.rack_id,
    code: rackCode(trip.number),
    stage: trip.stage,
    state: trip.state,
    version: trip.version,
    ...work,
  };
}
