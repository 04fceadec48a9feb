import { menuContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { menuTree } from "./menu.service.ts";

export async function menuRoutes(app: FastifyInstance) {
  route(app, c.tree, async (ctx) => menuTree(ctx));
}
