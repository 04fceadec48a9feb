import {
  createdOrg,
  createOrgBody,
  emptyBody,
  joinRequestItem,
  joinRequestListBody,
  Menu,
  mesSwitch,
  orgInfo,
  pageOf,
  reviewedJoin,
  reviewJoinBody,
  setMesBody,
  updateOrgBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireAuth, requireMember } from "../../plugins/auth.ts";
import { createOrg, getOrgInfo, listJoinRequests, reviewJoin, setMes, updateOrg } from "./org.service.ts";

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
    "/api/org/mes",
    {
      access: { menu: Menu.EnterpriseInfo },
      body: setMesBody,
      response: mesSwitch,
      summary: "Open or close the enterprise's MES function (the dashboard's MES overview)",
      tags,
    },
    (req) => setMes(app, requireMember(req), req.body.enabled),
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
