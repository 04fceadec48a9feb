import { identityContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import {
  atPresentIdentity,
  listIdentities,
  switchIdentity,
  userCurrentTeamMessage,
} from "./identity.service.ts";

/** The user's enterprises (operating points) and the session's current one (docs/api-account.md). */
export async function identityRoutes(app: FastifyInstance) {
  route(app, c.atPresentIdentity, (ctx) => atPresentIdentity(ctx));
  route(app, c.list, (ctx) => listIdentities(ctx));
  route(app, c.switch, (ctx, b) => switchIdentity(ctx, b.orgId));
  route(app, c.userCurrentTeamMessage, (ctx, b) => userCurrentTeamMessage(ctx, b.appId));
}
