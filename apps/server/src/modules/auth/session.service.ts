import { Code, type Page, type SessionItem } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { pageLiveSessions, revokeOwnSession } from "./sessions.repository.ts";

/** The devices the user is logged in on (a paged list), so a lost phone's session can be ended. */
export async function listSessions(
  app: FastifyInstance,
  auth: AuthContext,
  page: { pageNum: number; pageSize: number },
): Promise<Page<SessionItem>> {
  const rows = await pageLiveSessions(
    app.db,
    auth.userId,
    app.clock.now(),
    page.pageSize,
    (page.pageNum - 1) * page.pageSize,
  );
  return {
    list: rows.map((r) => ({
      sessionId: r.id,
      current: r.id === auth.sessionId,
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

export async function endSession(app: FastifyInstance, auth: AuthContext, sessionId: string): Promise<null> {
  if (!(await revokeOwnSession(app.db, auth.userId, sessionId, app.clock.now())))
    throw new AppError(Code.NotFound);
  return null;
}
