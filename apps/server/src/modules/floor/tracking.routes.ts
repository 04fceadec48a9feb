import {
  chainBody,
  chainResult,
  Menu,
  trackingBoardsBody,
  trackingBoardsResult,
  trackingSearchBody,
  trackingSearchPage,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as tracking from "./tracking.service.ts";

/** production tracking and the chain (menu 2600) (docs/api-floor.md "Tracking"). */
export async function trackingRoutes(app: FastifyInstance) {
  const tags = ["floor"];
  const access = { menu: Menu.ProductionTracking };
  post(
    app,
    "/api/tracking/search",
    {
      access,
      body: trackingSearchBody,
      response: trackingSearchPage,
      summary:
        "Planes (by project or batch no.) or packing boxes (by box code) with board counts and progress",
      tags,
    },
    (req) => tracking.search(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/tracking/boards",
    {
      access,
      body: trackingBoardsBody,
      response: trackingBoardsResult,
      summary:
        "Every board of a plane or a box: stage, rack, box, step times; progress by stage of it and its project",
      tags,
    },
    (req) => tracking.boards(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/tracking/chain",
    {
      access,
      body: chainBody,
      response: chainResult,
      summary:
        "The chain block → slab → cutting plan → production plan → board → rack trip → box around an object",
      tags,
    },
    (req) => tracking.chain(app.db, requireMember(req).orgId, req.body),
  );
}
