import { craftContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as crafts from "./craft.service.ts";

export async function craftRoutes(app: FastifyInstance) {
  route(app, c.list, crafts.listCrafts);
  route(app, c.options, crafts.craftOptions);
  route(app, c.create, crafts.createCraft);
  route(app, c.update, crafts.updateCraft);
  route(app, c.delete, (ctx, b) => crafts.deleteCraft(ctx, b.craftId));
}
