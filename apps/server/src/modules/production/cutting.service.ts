import {
  BOARD_TRANSITIONS,
  type BoardBreakBody,
  type BoardBroken,
  Code,
  type CuttingScan,
  nextState,
  type SlabCompleted,
  type SlabStarted,
  translate,
} from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx, OrgCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { completeSlabIn, type SlabMove, startSlabIn } from "./cutting.moves.ts";
import * as repo from "./cutting.repository.ts";
import { transition } from "./transition.ts";

/**
 * Cutting (docs/api-production.md "Cutting and production tasks"): start and complete a slab (the moves
 * of cutting.moves.ts, each one transaction with its audit events), flag a board broken (it goes back
 * to planning), and the scan that offers one of those.
 */

const slabState = (s: string) => `inventory.status.${s}`;
const boardState = (s: string) => `production.boardStatus.${s}`;

/** toCut → cutting (an operator starts it; a device's report runs the move in its own transaction). */
export function startSlab(ctx: OrgCtx, b: SlabMove): Promise<SlabStarted> {
  const now = ctx.clock.now();
  return ctx.db.tx((q) => startSlabIn(q, ctx.actor, ctx.lang, now, b));
}

/**
 * toCut|cutting → done, irrevocable: the one completion of a slab (material detail, production tasks,
 * a device's end report). Its boards go done; in the same transaction the offcuts of its accepted plan
 * that reach the minimum size become remnant slabs, every issued production plan whose slabs are now all
 * done closes, and every reviewed project whose boards are now all cut moves to done.
 */
export function completeSlab(ctx: OrgCtx, b: SlabMove): Promise<SlabCompleted> {
  const now = ctx.clock.now();
  return ctx.db.tx((q) => completeSlabIn(q, ctx.actor, ctx.lang, now, b));
}

/**
 * cutting|done → toCut: a board found broken. It is flagged (exception with the reason), taken off its
 * slab and plan, and so listed by layout review as needing a new plan.
 */
export async function breakBoard(ctx: MemberCtx, b: BoardBreakBody): Promise<BoardBroken> {
  const a = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const board = await repo.lockBoard(q, a.orgId, b.boardId);
    if (!board) throw new AppError(Code.NotFound);
    if (nextState(BOARD_TRANSITIONS, board.status, "break") === undefined)
      throw new AppError(Code.InvalidState, {
        msgKey: "production.cutting.boardNotCut",
        params: { code: board.code, state: translate(lang, boardState(board.status)) },
        data: { from: board.status, action: "break" },
      });
    const to = transition(lang, BOARD_TRANSITIONS, board.status, "break", {
      entity: "board",
      code: board.code,
      stateKey: boardState(board.status),
    });
    await repo.breakBoard(q, board.id, b.reason.trim(), a.userId, now);
    await writeAudit(q, {
      orgId: a.orgId,
      actorUserId: a.userId,
      entity: "board",
      entityId: board.id,
      action: "break",
      from: board.status,
      to,
      detail: { reason: b.reason.trim(), code: board.code, slabId: board.slab_id, planId: board.plan_id },
      at: now,
    });
    return { boardId: board.id, code: board.code };
  });
}

/**
 * A scan on the cutting tab: a slab barcode offers start (toCut) or complete (cutting); a board code
 * offers flag broken (cutting or cut). Anything else is named with why it is refused.
 */
export async function scan(ctx: MemberCtx, b: { code: string }): Promise<CuttingScan> {
  const { code } = b;
  const lang = ctx.lang;
  const found = await repo.findByCode(ctx.db, ctx.actor.orgId, code.trim());
  if (!found) throw new AppError(Code.NotFound, { msgKey: "production.cutting.notFound", params: { code } });
  if (found.kind === "slab") {
    if (found.status === "toCut")
      return { kind: "slab", slabId: found.id, boardId: null, code, action: "start" };
    if (found.status === "cutting")
      return { kind: "slab", slabId: found.id, boardId: null, code, action: "complete" };
    if (found.status === "done")
      throw new AppError(Code.InvalidState, {
        msgKey: "production.cutting.alreadyDone",
        params: { code: found.barcode },
        data: { from: found.status, action: "complete" },
      });
    throw new AppError(Code.InvalidState, {
      msgKey: "production.cutting.notOnTable",
      params: { code: found.barcode, state: translate(lang, slabState(found.status)) },
      data: { from: found.status, action: "start" },
    });
  }
  if (nextState(BOARD_TRANSITIONS, found.status, "break") === undefined)
    throw new AppError(Code.InvalidState, {
      msgKey: "production.cutting.boardNotCut",
      params: { code: found.code, state: translate(lang, boardState(found.status)) },
      data: { from: found.status, action: "break" },
    });
  return { kind: "board", slabId: found.slab_id, boardId: found.id, code, action: "break" };
}
