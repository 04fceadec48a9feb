import { versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  productionDeliveryBody,
  productionPlaneBody,
  productionPlaneDetail,
  productionProjectDetail,
  productionProjectIdBody,
  productionProjectListBody,
  productionProjectPage,
} from "./production-project.schema.ts";

const tag = "production";
const access = { menu: Menu.ProductionProject };

/** Production projects (menu 2300) (docs/api-production.md "Production projects"). */
export const productionProjectContract = {
  list: contract({
    path: "/api/productionProject/list",
    access,
    body: productionProjectListBody,
    response: productionProjectPage,
    summary: "Reviewed projects with their derived production status, tab counts and progress",
    tag,
  }),
  detail: contract({
    path: "/api/productionProject/detail",
    access,
    body: productionProjectIdBody,
    response: productionProjectDetail,
    refusals: [Code.NotFound],
    summary: "A production project with its planes' status and progress",
    tag,
  }),
  plane: contract({
    path: "/api/productionProject/plane",
    access,
    body: productionPlaneBody,
    response: productionPlaneDetail,
    refusals: [Code.NotFound],
    summary: "A plane's boards (status, slab, cutting plan, table, rack, box) and its racks",
    tag,
  }),
  setDeliveryDate: contract({
    path: "/api/productionProject/setDeliveryDate",
    access,
    body: productionDeliveryBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a production project's delivery date (versioned, audited)",
    tag,
  }),
};
