import { type BoxMoveBody, type BoxMoved, boxCode, Code } from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./packing.repository.ts";

/**
 * A supervisor (menu 2600) lists a board for another box of its project: the packing list follows.
 * Only a board not packed yet; the target box of the same project and not sealed. Locks both boxes (in
 * id order), then the board; bumps both boxes' versions; one audit line with the reason.
 */
export async function moveBoard(ctx: MemberCtx, body: BoxMoveBody): Promise<BoxMoved> {
  const a = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const listed = await repo.boardListedBox(q, a.orgId, body.boardId);
    if (!listed) throw new AppError(Code.NotFound);
    const boxes = await repo.lockBoxes(
      q,
      a.orgId,
      [body.toBoxId, listed.box_id].filter((x): x is string => !!x),
    );
    const to = boxes.find((x) => x.id === body.toBoxId);
    if (!to) throw new AppError(Code.NotFound);
    const [b] = await repo.lockBoards(q, a.orgId, [body.boardId]);
    if (!b) throw new AppError(Code.NotFound);
    const from = b.box_id ? boxes.find((x) => x.id === b.box_id) : undefined;
    const toCode = boxCode(to.project_no, to.box_no);
    const fromCode = from ? boxCode(from.project_no, from.box_no) : (b.box_code ?? null);
    const state = b.packed_at ? (from?.sealed_at ? "packed" : "packing") : "toPack";
    const refuse = (key: string, params: Record<string, string>) =>
      new AppError(Code.InvalidState, {
        msgKey: `floor.box.${key}`,
        params: { code: b.code, box: toCode, ...params },
        data: { from: state, action: "move" },
      });
    if (b.project_id !== to.project_id)
      throw refuse("moveOtherProject", { boardProject: b.project_no, boxProject: to.project_no });
    if (b.packed_at) throw refuse("movePacked", { box: fromCode ?? "" });
    if (to.sealed_at) throw refuse("moveSealed", {});
    const result = {
      boardId: b.id,
      code: b.code,
      fromBoxId: b.box_id,
      fromBoxCode: fromCode,
      toBoxId: to.id,
      toBoxCode: toCode,
    };
    if (b.box_id === to.id) return result;
    await repo.listBoard(q, b.id, to.id);
    await repo.touchBox(q, to.id);
    if (from) await repo.touchBox(q, from.id);
    await writeAudit(q, {
      orgId: a.orgId,
      actorUserId: a.userId,
      entity: "board",
      entityId: b.id,
      action: "moveBox",
      from: fromCode,
      to: toCode,
      detail: { code: b.code, fromBoxId: b.box_id, toBoxId: to.id, reason: body.reason },
      at: now,
    });
    return result;
  });
}
