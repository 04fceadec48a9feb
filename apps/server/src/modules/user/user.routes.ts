import { changePasswordBody, emptyBody } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { changePassword, getInfo, logOut } from "./user.service.ts";

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
}
