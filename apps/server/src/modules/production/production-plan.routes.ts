import {
  Menu,
  planActionBody,
  planCandidate,
  planCandidatePage,
  planCandidatesBody,
  planCreateBody,
  planCreated,
  planDetail,
  planDevices,
  planIdBody,
  planListBody,
  planPage,
  planSaveBody,
  planScanBody,
  planSuggestBody,
  planSuggestion,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as plans from "./production-plan.service.ts";
import * as reads from "./production-plan-read.service.ts";

/** Production plans (menu 2500): docs/api-production.md "Production plans". */
export async function productionPlanRoutes(app: FastifyInstance) {
  const tags = ["productionPlan"];
  const access = { menu: Menu.ProductionPlan };
  post(
    app,
    "/api/productionPlan/list",
    {
      access,
      body: planListBody,
      response: planPage,
      summary: "Production plans, paged, with counts per status",
      tags,
    },
    (req) => reads.listPlans(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/productionPlan/candidates",
    {
      access,
      body: planCandidatesBody,
      response: planCandidatePage,
      summary:
        "Slabs a plan can take (toPick, accepted cutting plan, in no open plan), with the filters' choices",
      tags,
    },
    (req) => reads.listCandidates(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/productionPlan/scan",
    {
      access,
      body: planScanBody,
      response: planCandidate,
      summary: "A scanned slab barcode: the slab or why a plan cannot take it",
      tags,
    },
    (req) => plans.scanSlab(app, requireMember(req), req.lang, req.body.barcode),
  );
  post(
    app,
    "/api/productionPlan/devices",
    {
      access,
      body: z.strictObject({}),
      response: planDevices,
      summary: "Devices with their limits and the load on each table",
      tags,
    },
    (req) => reads.devicesForPlans(app, requireMember(req)),
  );
  post(
    app,
    "/api/productionPlan/suggest",
    {
      access,
      body: planSuggestBody,
      response: planSuggestion,
      summary:
        "Suggest each slab's device table and cutting order (device limits, planes together, balanced)",
      tags,
    },
    (req) => plans.suggest(app, requireMember(req), req.lang, req.body.slabIds),
  );
  post(
    app,
    "/api/productionPlan/create",
    {
      access,
      body: planCreateBody,
      response: planCreated,
      summary: "Create a draft plan (numbered per day)",
      tags,
    },
    (req) => plans.createPlan(app, requireMember(req), req.lang, req.body),
  );
  post(
    app,
    "/api/productionPlan/save",
    {
      access,
      body: planSaveBody,
      response: versioned,
      summary: "Save a draft: date, remark, slabs in order per table",
      tags,
    },
    (req) => plans.savePlan(app, requireMember(req), req.lang, req.body),
  );
  post(
    app,
    "/api/productionPlan/issue",
    { access, body: planActionBody, response: versioned, summary: "Issue a draft plan", tags },
    (req) => plans.issuePlan(app, requireMember(req), req.lang, req.body),
  );
  post(
    app,
    "/api/productionPlan/cancel",
    {
      access,
      body: planActionBody,
      response: versioned,
      summary: "Cancel a draft or issued plan before any pick",
      tags,
    },
    (req) => plans.cancelPlan(app, requireMember(req), req.lang, req.body),
  );
  post(
    app,
    "/api/productionPlan/detail",
    {
      access,
      body: planIdBody,
      response: planDetail,
      summary: "A plan per device table with live slab status (and the picking sheet)",
      tags,
    },
    (req) => reads.planDetail(app, requireMember(req), req.body.planId),
  );
}
