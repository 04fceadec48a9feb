import {
  createdOrg,
  createOrgBody,
  emptyBody,
  joinOrgBody,
  joinRequestItem,
  joinRequestListBody,
  Menu,
  nothing,
  orgInfo,
  orgSearchHit,
  pageOf,
  requestIdBody,
  reviewedJoin,
  reviewJoinBody,
  searchOrgBody,
  sentJoinRequest,
  updateOrgBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireAuth, requireMember } from "../../plugins/auth.ts";
import {
  cancelJoin,
  createOrg,
  getOrgInfo,
  joinOrg,
  listJoinRequests,
  listMyJoinRequests,
  reviewJoin,
  searchOrg,
  updateOrg,
} from "./org.service.ts";

export async function orgRoutes(app: FastifyInstance) {
  const tags = ["org"];
  post(
    app,
    "/api/org/myCreateOrg",
    {
      access: "user",
      body: createOrgBody,
      response: createdOrg,
      summary: "Create an enterprise (you become its super administrator)",
      tags,
    },
    (req) => createOrg(app, requireAuth(req), req.body),
  );
  post(
    app,
    "/api/org/info",
    {
      access: { menu: Menu.EnterpriseInfo },
      body: emptyBody,
      response: orgInfo,
      summary: "The current enterprise's information",
      tags,
    },
    (req) => getOrgInfo(app, requireMember(req).orgId),
  );
  post(
    app,
    "/api/org/update",
    {
      access: { menu: Menu.EnterpriseInfo },
      body: updateOrgBody,
      response: versioned,
      summary: "Edit the current enterprise",
      tags,
    },
    (req) => updateOrg(app, requireMember(req), req.body),
  );
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
  post(
    app,
    "/api/org/joinRequests",
    {
      access: { menu: Menu.Members },
      body: joinRequestListBody,
      response: pageOf(joinRequestItem),
      summary: "Join requests to the current enterprise",
      tags,
    },
    (req) => listJoinRequests(app, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/org/reviewJoin",
    {
      access: { menu: Menu.Members },
      body: reviewJoinBody,
      response: reviewedJoin,
      summary: "Approve or reject a join request",
      tags,
    },
    (req) => reviewJoin(app, requireMember(req), req.body),
  );
}
