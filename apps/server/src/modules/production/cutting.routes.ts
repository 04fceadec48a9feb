import {
  boardBreakBody,
  boardBroken,
  cuttingScan,
  cuttingScanBody,
  cuttingSlabBody,
  Menu,
  slabCompleted,
  slabStarted,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as cutting from "./cutting.service.ts";

/** Cutting from the production task screen (menu 2400): start, complete, flag a board broken, scan. */
export async function cuttingRoutes(app: FastifyInstance) {
  const tags = ["cutting"];
  const access = { menu: Menu.ProductionTask };
  post(
    app,
    "/api/cutting/start",
    {
      access,
      body: cuttingSlabBody,
      response: slabStarted,
      summary: "Start cutting a slab on its table",
      tags,
    },
    (req) => cutting.startSlab(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/cutting/complete",
    {
      access,
      body: cuttingSlabBody,
      response: slabCompleted,
      summary: "Mark a slab complete (irrevocable): its boards are cut; closes finished plans and projects",
      tags,
    },
    (req) => cutting.completeSlab(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/cutting/breakBoard",
    {
      access,
      body: boardBreakBody,
      response: boardBroken,
      summary: "Flag a board broken: it goes back to planning",
      tags,
    },
    (req) => cutting.breakBoard(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/cutting/scan",
    {
      access,
      body: cuttingScanBody,
      response: cuttingScan,
      summary: "A slab barcode or board code and the action it offers",
      tags,
    },
    (req) => cutting.scan(app.db, requireMember(req).orgId, req.lang, req.body.code),
  );
}
