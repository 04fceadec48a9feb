import { trackingContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as tracking from "./tracking.service.ts";

/** Production tracking and the chain (menu 2600) (docs/api-floor.md "Tracking"). */
export async function trackingRoutes(app: FastifyInstance) {
  route(app, c.search, tracking.search);
  route(app, c.boards, tracking.boards);
  route(app, c.chain, tracking.chain);
}
