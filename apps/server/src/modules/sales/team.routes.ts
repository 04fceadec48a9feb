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
import { toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { inTx, pageWindow } from "./common.ts";
import { toCustomerItem } from "./customer.repository.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";
import { listTeamOptions, pageTeamCustomers, pageTeams, toTeamItem } from "./team.repository.ts";
import {
  createTeam,
  deleteTeam,
  getTeamDetail,
  requireTeam,
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
    async (req) => {
      const b = req.body;
      const rows = await pageTeams(app.db, requireMember(req).orgId, {
        keyword: b.keyword,
        ...pageWindow(b),
      });
      return toPage(rows, b, toTeamItem);
    },
  );

  post(
    app,
    "/api/team/options",
    { access: "member", body: emptyBody, response: teamOptions, summary: "Teams for selects", tags },
    async (req) => {
      const rows = await listTeamOptions(app.db, requireMember(req).orgId);
      return rows.map((t) => ({ teamId: t.id, name: t.name }));
    },
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
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      await requireTeam(app.db, c, b.teamId);
      const rows = await pageTeamCustomers(app.db, c.orgId, b.teamId, pageWindow(b));
      return toPage(rows, b, toCustomerItem);
    },
  );

  post(
    app,
    "/api/team/orders",
    { access, body: teamPagedBody, response: orderPage, summary: "A team's orders", tags },
    async (req) => {
      const c = requireMember(req);
      const b = req.body;
      await requireTeam(app.db, c, b.teamId);
      const rows = await pageOrders(app.db, c.orgId, { teamId: b.teamId, ...pageWindow(b) });
      return toPage(rows, b, toOrderItem);
    },
  );
}
