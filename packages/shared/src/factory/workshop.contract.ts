import { nothing, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  createdWorkshop,
  createWorkshopBody,
  updateWorkshopBody,
  workshopIdBody,
  workshopListBody,
  workshopOptions,
  workshopOptionsBody,
  workshopPage,
} from "./workshop.schema.ts";

const tag = "workshop";
const access = { menu: Menu.Workshops };

/** Workshops (menu 3103; options for any member) (docs/api-factory.md "Workshops"). */
export const workshopContract = {
  list: contract({
    path: "/api/workshop/list",
    access,
    body: workshopListBody,
    response: workshopPage,
    summary: "Workshops, paged",
    tag,
  }),
  options: contract({
    path: "/api/workshop/options",
    access: "member",
    body: workshopOptionsBody,
    response: workshopOptions,
    summary: "Workshops for selects",
    tag,
  }),
  create: contract({
    path: "/api/workshop/create",
    access,
    body: createWorkshopBody,
    response: createdWorkshop,
    summary: "Add a workshop",
    tag,
  }),
  update: contract({
    path: "/api/workshop/update",
    access,
    body: updateWorkshopBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Edit a workshop (not a default one)",
    tag,
  }),
  delete: contract({
    path: "/api/workshop/delete",
    access,
    body: workshopIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a workshop (not a default one)",
    tag,
  }),
};
