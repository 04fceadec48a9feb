import {
  Menu,
  productionDeliveryBody,
  productionPlaneBody,
  productionPlaneDetail,
  productionProjectDetail,
  productionProjectIdBody,
  productionProjectListBody,
  productionProjectPage,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as projects from "./production-project.service.ts";

/** Production projects (menu 2300, docs/api-production.md "Production projects"). */
export async function productionProjectRoutes(app: FastifyInstance) {
  const tags = ["production"];
  const access = { menu: Menu.ProductionProject };
  post(
    app,
    "/api/productionProject/list",
    {
      access,
      body: productionProjectListBody,
      response: productionProjectPage,
      summary: "Reviewed projects with their derived production status, tab counts and progress",
      tags,
    },
    (req) => projects.listProductionProjects(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/productionProject/detail",
    {
      access,
      body: productionProjectIdBody,
      response: productionProjectDetail,
      summary: "A production project with its planes' status and progress",
      tags,
    },
    (req) => projects.productionProjectDetail(app.db, requireMember(req).orgId, req.body.projectId),
  );
  post(
    app,
    "/api/productionProject/plane",
    {
      access,
      body: productionPlaneBody,
      response: productionPlaneDetail,
      summary: "A plane's boards (status, slab, cutting plan, table, rack, box) and its racks",
      tags,
    },
    (req) => projects.productionPlaneDetail(app.db, requireMember(req).orgId, req.body.planeId),
  );
  post(
    app,
    "/api/productionProject/setDeliveryDate",
    {
      access,
      body: productionDeliveryBody,
      response: versioned,
      summary: "Edit a production project's delivery date (versioned, audited)",
      tags,
    },
    (req) => projects.setDeliveryDate(app.db, requireMember(req), req.body, app.clock.now()),
  );
}
