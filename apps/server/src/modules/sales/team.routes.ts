import {
  createTeamBody,
  customerPage,
  emptyBody,
  Menu,
  nothing,
  orderPage,
  teamCreated,
  teamDetail,
  teamIdBody,
  teamListBody,
  teamOptions,
  teamPage,
  teamPagedBody,
  updateTeamBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx } from "./common.ts";
import {
  createTeam,
  deleteTeam,
  teamOptions as findTeamOptions,
  getTeamDetail,
  listTeamCustomers,
  listTeamOrders,
  listTeams,
  teamConflict,
  updateTeam,
} from "./team.service.ts";

export async function teamRoutes(app: FastifyInstance) {
  const tags = ["sales: teams"];
  const access = { menu: Menu.Teams };

  post(
    app,
    "/api/team/list",
    { access, body: teamListBody, response: teamPage, summary: "Sales teams, paged", tags },
    async (req) => listTeams(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/team/options",
    { access: "member", body: emptyBody, response: teamOptions, summary: "Teams for selects", tags },
    async (req) => findTeamOptions(app.db, requireMember(req)),
  );

  post(
    app,
    "/api/team/create",
    { access, body: createTeamBody, response: teamCreated, summary: "Add a team", tags },
    async (req) =>
      inTx(app, req, (q, c, now) => createTeam(q, c, req.lang, now, req.body)).catch(teamConflict),
  );

  post(
    app,
    "/api/team/update",
    { access, body: updateTeamBody, response: versioned, summary: "Edit a team and its members", tags },
    async (req) =>
      inTx(app, req, (q, c, now) => updateTeam(q, c, req.lang, now, req.body)).catch(teamConflict),
  );

  post(
    app,
    "/api/team/delete",
    { access, body: teamIdBody, response: nothing, summary: "Delete a team that owns nothing", tags },
    async (req) => inTx(app, req, (q, c, now) => deleteTeam(q, c, now, req.body.teamId)),
  );

  post(
    app,
    "/api/team/detail",
    { access, body: teamIdBody, response: teamDetail, summary: "A team with its members", tags },
    async (req) => getTeamDetail(app.db, requireMember(req), req.body.teamId),
  );

  post(
    app,
    "/api/team/customers",
    { access, body: teamPagedBody, response: customerPage, summary: "A team's customers", tags },
    async (req) => listTeamCustomers(app.db, requireMember(req), req.body),
  );

  post(
    app,
    "/api/team/orders",
    { access, body: teamPagedBody, response: orderPage, summary: "A team's orders", tags },
    async (req) => listTeamOrders(app.db, requireMember(req), req.body),
  );
}
