import { cuttingContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as cutting from "./cutting.service.ts";

/** Cutting from the production task screen (menu 2400): start, complete, flag a board broken, scan. */
export async function cuttingRoutes(app: FastifyInstance) {
  route(app, c.start, cutting.startSlab);
  route(app, c.complete, cutting.completeSlab);
  route(app, c.breakBoard, cutting.breakBoard);
  route(app, c.scan, cutting.scan);
}
