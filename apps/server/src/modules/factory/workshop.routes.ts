import {
  createdWorkshop,
  createWorkshopBody,
  Menu,
  nothing,
  updateWorkshopBody,
  versioned,
  workshopIdBody,
  workshopListBody,
  workshopOptions,
  workshopOptionsBody,
  workshopPage,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as workshops from "./workshop.service.ts";

export async function workshopRoutes(app: FastifyInstance) {
  const tags = ["workshop"];
  const access = { menu: Menu.Workshops };
  post(
    app,
    "/api/workshop/list",
    { access, body: workshopListBody, response: workshopPage, summary: "Workshops, paged", tags },
    (req) => workshops.listWorkshops(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/workshop/options",
    {
      access: "member",
      body: workshopOptionsBody,
      response: workshopOptions,
      summary: "Workshops for selects",
      tags,
    },
    (req) => workshops.workshopOptions(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/workshop/create",
    { access, body: createWorkshopBody, response: createdWorkshop, summary: "Add a workshop", tags },
    (req) => workshops.createWorkshop(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/workshop/update",
    {
      access,
      body: updateWorkshopBody,
      response: versioned,
      summary: "Edit a workshop (not a default one)",
      tags,
    },
    (req) => workshops.updateWorkshop(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/workshop/delete",
    {
      access,
      body: workshopIdBody,
      response: nothing,
      summary: "Delete a workshop (not a default one)",
      tags,
    },
    (req) => workshops.deleteWorkshop(app, requireMember(req), req.body.workshopId),
  );
}
