import {
  Menu,
  rackAddBody,
  rackAdded,
  rackIdsBody,
  rackLabels,
  rackListBody,
  rackPage,
  racksDeleted,
  rackUpdateBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as racks from "./rack.service.ts";

export async function rackRoutes(app: FastifyInstance) {
  const tags = ["rack"];
  const access = { menu: Menu.Racks };
  post(
    app,
    "/api/rack/list",
    {
      access,
      body: rackListBody,
      response: rackPage,
      summary: "Racks, paged, sorted by code or creation time",
      tags,
    },
    (req) => racks.listRacks(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/rack/add",
    {
      access,
      body: rackAddBody,
      response: rackAdded,
      summary: "Add a rack by number, or 1-500 by quantity",
      tags,
    },
    (req) => racks.addRacks(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/rack/update",
    {
      access,
      body: rackUpdateBody,
      response: versioned,
      summary: "Edit a rack's values, class no. and location",
      tags,
    },
    (req) => racks.updateRack(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/rack/delete",
    {
      access,
      body: rackIdsBody,
      response: racksDeleted,
      summary: "Delete idle racks (all or nothing)",
      tags,
    },
    (req) => racks.deleteRacks(app, requireMember(req), req.body.rackIds),
  );
  post(
    app,
    "/api/rack/labels",
    { access, body: rackIdsBody, response: rackLabels, summary: "Rack label data for printing", tags },
    (req) => racks.rackLabels(app, requireMember(req), req.body.rackIds),
  );
}
