import { z } from "zod";
import { versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
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
} from "./production-plan.schema.ts";

const tag = "productionPlan";
const access = { menu: Menu.ProductionPlan };

/** Production plans (menu 2500) (docs/api-production.md "Production plans"). */
export const productionPlanContract = {
  list: contract({
    path: "/api/productionPlan/list",
    access,
    body: planListBody,
    response: planPage,
    summary: "Production plans, paged, with counts per status",
    tag,
  }),
  candidates: contract({
    path: "/api/productionPlan/candidates",
    access,
    body: planCandidatesBody,
    response: planCandidatePage,
    refusals: [Code.NotFound],
    summary:
      "Slabs a plan can take (toPick, accepted cutting plan, in no open plan), with the filters' choices",
    tag,
  }),
  scan: contract({
    path: "/api/productionPlan/scan",
    access,
    body: planScanBody,
    response: planCandidate,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "A scanned slab barcode: the slab or why a plan cannot take it",
    tag,
  }),
  devices: contract({
    path: "/api/productionPlan/devices",
    access,
    body: z.strictObject({}),
    response: planDevices,
    summary: "Devices with their limits and the load on each table",
    tag,
  }),
  suggest: contract({
    path: "/api/productionPlan/suggest",
    access,
    body: planSuggestBody,
    response: planSuggestion,
    refusals: [Code.NotFound],
    summary: "Suggest each slab's device table and cutting order (device limits, planes together, balanced)",
    tag,
  }),
  create: contract({
    path: "/api/productionPlan/create",
    access,
    body: planCreateBody,
    response: planCreated,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Create a draft plan (numbered per day)",
    tag,
  }),
  save: contract({
    path: "/api/productionPlan/save",
    access,
    body: planSaveBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Save a draft: date, remark, slabs in order per table",
    tag,
  }),
  issue: contract({
    path: "/api/productionPlan/issue",
    access,
    body: planActionBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Issue a draft plan",
    tag,
  }),
  cancel: contract({
    path: "/api/productionPlan/cancel",
    access,
    body: planActionBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Cancel a draft or issued plan before any pick",
    tag,
  }),
  detail: contract({
    path: "/api/productionPlan/detail",
    access,
    body: planIdBody,
    response: planDetail,
    refusals: [Code.NotFound],
    summary: "A plan per device table with live slab status (and the picking sheet)",
    tag,
  }),
};
