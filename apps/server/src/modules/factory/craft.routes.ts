import {
  craftIdBody,
  craftListBody,
  craftOptions,
  craftPage,
  createCraftBody,
  createdCraft,
  emptyBody,
  Menu,
  nothing,
  updateCraftBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as crafts from "./craft.service.ts";

export async function craftRoutes(app: FastifyInstance) {
  const tags = ["craft"];
  const access = { menu: Menu.Crafts };
  post(
    app,
    "/api/craft/list",
    {
      access,
      body: craftListBody,
      response: craftPage,
      summary: "Second-processing crafts, by priority",
      tags,
    },
    (req) => crafts.listCrafts(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/craft/options",
    { access: "member", body: emptyBody, response: craftOptions, summary: "Crafts for selects", tags },
    (req) => crafts.craftOptions(app, requireMember(req)),
  );
  post(
    app,
    "/api/craft/create",
    { access, body: createCraftBody, response: createdCraft, summary: "Add a craft", tags },
    (req) => crafts.createCraft(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/craft/update",
    { access, body: updateCraftBody, response: versioned, summary: "Edit a craft", tags },
    (req) => crafts.updateCraft(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/craft/delete",
    { access, body: craftIdBody, response: nothing, summary: "Delete a craft", tags },
    (req) => crafts.deleteCraft(app, requireMember(req), req.body.craftId),
  );
}
