import { orgContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as orgs from "./org.service.ts";

/** Enterprises; a user's own join requests are in join-request.routes.ts. */
export async function orgRoutes(app: FastifyInstance) {
  route(app, c.create, orgs.createOrg);
  route(app, c.info, (ctx) => orgs.getOrgInfo(ctx));
  route(app, c.update, orgs.updateOrg);
  route(app, c.setMes, orgs.setMes);
  route(app, c.joinRequests, orgs.listJoinRequests);
  route(app, c.reviewJoin, orgs.reviewJoin);
}
