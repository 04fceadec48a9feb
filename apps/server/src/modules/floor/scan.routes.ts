import { scanContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as scan from "./scan.service.ts";

/** The scan station's lookup (menu 2450) (docs/api-floor.md "Scan station"). */
export async function scanRoutes(app: FastifyInstance) {
  route(app, c.lookup, (ctx, b) => scan.lookup(ctx, b.code));
}
