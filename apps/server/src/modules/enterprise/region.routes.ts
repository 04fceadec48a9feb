import { regionContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { regionTree } from "./region.service.ts";

export async function regionRoutes(app: FastifyInstance) {
  route(app, c.tree, async () => regionTree());
}
