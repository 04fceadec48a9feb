import { craftWorkContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as craftWork from "./craft-work.service.ts";

/** Crafts done in the second-processing workshops (menu 2400, docs/api-floor.md "Crafts done"). */
export async function craftWorkRoutes(app: FastifyInstance) {
  route(app, c.pending, craftWork.pending);
  route(app, c.confirm, craftWork.confirm);
  route(app, c.records, craftWork.records);
}
