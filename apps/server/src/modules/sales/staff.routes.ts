import { staffContract as c, salesHomeContract } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as staff from "./staff.service.ts";

export async function staffRoutes(app: FastifyInstance) {
  route(app, c.list, staff.listStaff);
  route(app, c.options, staff.staffOptions);
  route(app, salesHomeContract.cards, (ctx) => staff.homeCards(ctx));
}
