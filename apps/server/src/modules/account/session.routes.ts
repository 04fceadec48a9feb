import { sessionContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { endSession, listSessions } from "./session.service.ts";

/** The user's sessions (devices): the list and ending one of them (docs/api-auth.md). */
export async function sessionRoutes(app: FastifyInstance) {
  route(app, c.list, listSessions);
  route(app, c.revoke, (ctx, b) => endSession(ctx, b.sessionId));
}
