import { versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  rackAddBody,
  rackAdded,
  rackIdsBody,
  rackLabels,
  rackListBody,
  rackPage,
  racksDeleted,
  rackUpdateBody,
} from "./rack.schema.ts";

const tag = "rack";
const access = { menu: Menu.Racks };

/** Racks, the master data (docs/api-factory.md "Racks"). */
export const rackContract = {
  list: contract({
    path: "/api/rack/list",
    access,
    body: rackListBody,
    response: rackPage,
    summary: "Racks, paged, sorted by code or creation time",
    tag,
  }),
  add: contract({
    path: "/api/rack/add",
    access,
    body: rackAddBody,
    response: rackAdded,
    refusals: [Code.InvalidState],
    summary: "Add a rack by number, or 1-500 by quantity",
    tag,
  }),
  update: contract({
    path: "/api/rack/update",
    access,
    body: rackUpdateBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a rack's values, class no. and location",
    tag,
  }),
  delete: contract({
    path: "/api/rack/delete",
    access,
    body: rackIdsBody,
    response: racksDeleted,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete idle racks (all or nothing)",
    tag,
  }),
  labels: contract({
    path: "/api/rack/labels",
    access,
    body: rackIdsBody,
    response: rackLabels,
    refusals: [Code.NotFound],
    summary: "Rack label data for printing",
    tag,
  }),
};
