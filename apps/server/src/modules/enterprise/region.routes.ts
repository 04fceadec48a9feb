import { emptyBody, regionNode } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { regionTree } from "./region.service.ts";

export async function regionRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/region/tree",
    {
      access: "public",
      body: emptyBody,
      response: z.array(regionNode),
      summary: "China's provinces, cities and districts (codes and names)",
      tags: ["region"],
    },
    async () => regionTree(),
  );
}
