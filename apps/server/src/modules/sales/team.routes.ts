import { teamContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as teams from "./team.service.ts";

export async function teamRoutes(app: FastifyInstance) {
  route(app, c.list, teams.listTeams);
  route(app, c.options, (ctx) => teams.teamOptions(ctx));
  route(app, c.create, teams.createTeam);
  route(app, c.update, teams.updateTeam);
  route(app, c.delete, (ctx, b) => teams.deleteTeam(ctx, b.teamId));
  route(app, c.detail, (ctx, b) => teams.getTeamDetail(ctx, b.teamId));
  route(app, c.customers, teams.listTeamCustomers);
  route(app, c.orders, teams.listTeamOrders);
}
