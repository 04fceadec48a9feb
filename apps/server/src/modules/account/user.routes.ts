import {
  changePasswordBody,
  emptyBody,
  revokeSessionBody,
  sessionListBody,
  unbindBody,
  updateProfileBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import {
  changePassword,
  endSession,
  getInfo,
  listSessions,
  logOut,
  thirdPartyBindings,
  unbindThirdParty,
  updateProfile,
} from "./user.service.ts";

export async function userRoutes(app: FastifyInstance) {
  const tags = ["user"];
  post(
    app,
    "/api/user/getInfo",
    { access: "user", body: emptyBody, summary: "The user, the current enterprise, role and menu ids", tags },
    (req) => getInfo(app, requireAuth(req), req.lang),
  );
  post(
    app,
    "/api/user/changePassword",
    { access: "user", body: changePasswordBody, summary: "Change password (other sessions end)", tags },
    (req) => changePassword(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/logOut",
    { access: "user", body: emptyBody, summary: "End this session", tags },
    (req) => logOut(app, requireAuth(req)),
  );
  post(
    app,
    "/api/user/sessionList",
    { access: "user", body: sessionListBody, summary: "The user's live sessions (devices), paged", tags },
    (req) => listSessions(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/revokeSession",
    { access: "user", body: revokeSessionBody, summary: "End one of the user's own sessions", tags },
    (req) => endSession(app, requireAuth(req), req.body.sessionId),
  );
  post(
    app,
    "/api/user/updateProfile",
    { access: "user", body: updateProfileBody, summary: "Nickname, avatar, gender", tags },
    (req) => updateProfile(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/thirdPartyBindings",
    { access: "user", body: emptyBody, summary: "Third-party login providers and my bindings", tags },
    (req) => thirdPartyBindings(app, requireAuth(req)),
  );
  post(
    app,
    "/api/user/unbindThirdParty",
    { access: "user", body: unbindBody, summary: "Remove a third-party login binding", tags },
    (req) => unbindThirdParty(app, requireAuth(req), req.body.provider),
  );
}
