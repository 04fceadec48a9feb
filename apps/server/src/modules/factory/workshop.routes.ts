import { workshopContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as workshops from "./workshop.service.ts";

export async function workshopRoutes(app: FastifyInstance) {
  route(app, c.list, workshops.listWorkshops);
  route(app, c.options, workshops.workshopOptions);
  route(app, c.create, workshops.createWorkshop);
  route(app, c.update, workshops.updateWorkshop);
  route(app, c.delete, (ctx, b) => workshops.deleteWorkshop(ctx, b.workshopId));
}
