import { emptyBody, menuNode } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { menuTree } from "./menu.service.ts";

export async function menuRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/menu/tree",
    {
      access: { menu: 3003 },
      body: emptyBody,
      response: z.array(menuNode),
      summary: "Permission tree of every menu id (role editing)",
      tags: ["menu"],
    },
    async (req) => menuTree(requireAuth(req).platform),
  );
}
