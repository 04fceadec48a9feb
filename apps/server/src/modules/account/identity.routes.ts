import {
  emptyBody,
  identityItem,
  presentIdentity,
  switchedIdentity,
  switchIdentityBody,
  teamMessage,
  teamMessageBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import {
  atPresentIdentity,
  listIdentities,
  switchIdentity,
  userCurrentTeamMessage,
} from "./identity.service.ts";

export async function identityRoutes(app: FastifyInstance) {
  const tags = ["identity"];
  post(
    app,
    "/api/identity/atPresentIdentity",
    {
      access: "member",
      body: emptyBody,
      response: presentIdentity,
      summary: "The identity in the current enterprise",
      tags,
    },
    (req) => atPresentIdentity(app, requireAuth(req), req.lang),
  );
  post(
    app,
    "/api/identity/list",
    {
      access: "user",
      body: emptyBody,
      response: z.array(identityItem),
      summary: "The enterprises (operating points) the user belongs to",
      tags,
    },
    (req) => listIdentities(app, requireAuth(req), req.lang),
  );
  post(
    app,
    "/api/identity/switch",
    {
      access: "user",
      body: switchIdentityBody,
      response: switchedIdentity,
      summary: "Switch the session to another enterprise",
      tags,
    },
    (req) => switchIdentity(app, requireAuth(req), req.body.orgId),
  );
  post(
    app,
    "/api/identity/userCurrentTeamMessage",
    {
      access: "member",
      body: teamMessageBody,
      response: teamMessage,
      summary: "Team message of the current enterprise (appId 201)",
      tags,
    },
    (req) => userCurrentTeamMessage(app, requireAuth(req), req.lang, req.body.appId),
  );
}
