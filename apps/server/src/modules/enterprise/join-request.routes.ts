import { joinRequestContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as joins from "./join-request.service.ts";

/** A user's join requests (docs/api-account.md); the enterprise reviews them in org.routes.ts. */
export async function joinRequestRoutes(app: FastifyInstance) {
  route(app, c.search, joins.searchOrg);
  route(app, c.join, joins.joinOrg);
  route(app, c.mine, (ctx) => joins.listMyJoinRequests(ctx));
  route(app, c.cancel, (ctx, b) => joins.cancelJoin(ctx, b.requestId));
}
