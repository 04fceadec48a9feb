import {
  emptyBody,
  joinOrgBody,
  joinRequestItem,
  nothing,
  orgSearchHit,
  requestIdBody,
  searchOrgBody,
  sentJoinRequest,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { cancelJoin, joinOrg, listMyJoinRequests, searchOrg } from "./join-request.service.ts";

/** The user's join requests (docs/api-account.md); the enterprise reviews them in modules/enterprise/org. */
export async function joinRequestRoutes(app: FastifyInstance) {
  const tags = ["org"];
  post(
    app,
    "/api/org/search",
    {
      access: "user",
      body: searchOrgBody,
      response: z.array(orgSearchHit),
      summary: "Find enterprises to join",
      tags,
    },
    (req) => searchOrg(app, requireAuth(req), req.body.keyword),
  );
  post(
    app,
    "/api/org/join",
    {
      access: "user",
      body: joinOrgBody,
      response: sentJoinRequest,
      summary: "Ask to join an enterprise",
      tags,
    },
    (req) => joinOrg(app, requireAuth(req), req.body.orgId, req.body.message),
  );
  post(
    app,
    "/api/org/myJoinRequests",
    {
      access: "user",
      body: emptyBody,
      response: z.array(joinRequestItem),
      summary: "My join requests",
      tags,
    },
    (req) => listMyJoinRequests(app, requireAuth(req)),
  );
  post(
    app,
    "/api/org/cancelJoin",
    {
      access: "user",
      body: requestIdBody,
      response: nothing,
      summary: "Cancel my pending join request",
      tags,
    },
    (req) => cancelJoin(app, requireAuth(req), req.body.requestId),
  );
}
