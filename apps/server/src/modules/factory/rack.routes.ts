import { rackContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as racks from "./rack.service.ts";

export async function rackRoutes(app: FastifyInstance) {
  route(app, c.list, racks.listRacks);
  route(app, c.add, racks.addRacks);
  route(app, c.update, racks.updateRack);
  route(app, c.delete, (ctx, b) => racks.deleteRacks(ctx, b.rackIds));
  route(app, c.labels, (ctx, b) => racks.rackLabels(ctx, b.rackIds));
}
