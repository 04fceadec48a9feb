import { Code, type Page, type SessionItem } from "@stoneworks/shared";
import type { UserCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { pageLiveSessions, revokeOwnSession } from "../auth/sessions.repository.ts";

/** The devices the user is logged in on (a paged list), so a lost phone's session can be ended. */
export async function listSessions(
  ctx: UserCtx,
  page: { pageNum: number; pageSize: number },
): Promise<Page<SessionItem>> {
  const { userId, sessionId } = ctx.actor;
  const rows = await pageLiveSessions(
    ctx.db,
    userId,
    ctx.clock.now(),
    page.pageSize,
    (page.pageNum - 1) * page.pageSize,
  );
  return {
    list: rows.map((r) => ({
      sessionId: r.id,
      current: r.id === sessionId,
      ip: r.ip,
      userAgent: r.user_agent,
      remember: r.remember,
      createdAt: r.created_at.toISOString(),
      renewUntil: r.renew_until.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** Ends one of the user's own sessions (another user's answers NotFound). */
export async function endSession(ctx: UserCtx, sessionId: string): Promise<null> {
  if (!(await revokeOwnSession(ctx.db, ctx.actor.userId, sessionId, ctx.clock.now())))
    throw new AppError(Code.NotFound);
  return null;
}
