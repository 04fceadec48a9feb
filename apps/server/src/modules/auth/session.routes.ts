import { nothing, revokeSessionBody, sessionListBody, sessionPage } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { endSession, listSessions } from "./session.service.ts";

/** The user's sessions (devices): the list and ending one of them (docs/api-auth.md). */
export async function sessionRoutes(app: FastifyInstance) {
  const tags = ["user"];
  post(
    app,
    "/api/user/sessionList",
    {
      access: "user",
      body: sessionListBody,
      response: sessionPage,
      summary: "The user's live sessions (devices), paged",
      tags,
    },
    (req) => listSessions(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/revokeSession",
    {
      access: "user",
      body: revokeSessionBody,
      response: nothing,
      summary: "End one of the user's own sessions",
      tags,
    },
    (req) => endSession(app, requireAuth(req), req.body.sessionId),
  );
}
