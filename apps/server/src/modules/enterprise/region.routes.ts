import { emptyBody } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { regionTree } from "./region.service.ts";

export async function regionRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/region/tree",
    {
      access: "public",
      body: emptyBody,
      summary: "China's provinces, cities and districts (codes and names)",
      tags: ["region"],
    },
    async () => regionTree(),
  );
}
