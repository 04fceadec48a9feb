import {
  changePasswordBody,
  emptyBody,
  nothing,
  renewedToken,
  thirdPartyBindings,
  unbindBody,
  updateProfileBody,
  userInfo,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import {
  changePassword,
  getInfo,
  listThirdPartyBindings,
  logOut,
  unbindThirdParty,
  updateProfile,
} from "./user.service.ts";

export async function userRoutes(app: FastifyInstance) {
  const tags = ["user"];
  post(
    app,
    "/api/user/getInfo",
    {
      access: "user",
      body: emptyBody,
      response: userInfo,
      summary: "The user, the current enterprise, role and menu ids",
      tags,
    },
    (req) => getInfo(app, requireAuth(req), req.lang),
  );
  post(
    app,
    "/api/user/changePassword",
    {
      access: "user",
      body: changePasswordBody,
      response: renewedToken,
      summary: "Change password (other sessions end)",
      tags,
    },
    (req) => changePassword(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/logOut",
    { access: "user", body: emptyBody, response: nothing, summary: "End this session", tags },
    (req) => logOut(app, requireAuth(req)),
  );
  post(
    app,
    "/api/user/updateProfile",
    { access: "user", body: updateProfileBody, response: nothing, summary: "Nickname, avatar, gender", tags },
    (req) => updateProfile(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/user/thirdPartyBindings",
    {
      access: "user",
      body: emptyBody,
      response: thirdPartyBindings,
      summary: "Third-party login providers and my bindings",
      tags,
    },
    (req) => listThirdPartyBindings(app, requireAuth(req)),
  );
  post(
    app,
    "/api/user/unbindThirdParty",
    {
      access: "user",
      body: unbindBody,
      response: nothing,
      summary: "Remove a third-party login binding",
      tags,
    },
    (req) => unbindThirdParty(app, requireAuth(req), req.body.provider),
  );
}
