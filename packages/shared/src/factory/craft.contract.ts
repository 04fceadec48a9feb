import { nothing, versioned } from "../api.ts";
import { emptyBody } from "../auth/auth.schema.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  craftIdBody,
  craftListBody,
  craftOptions,
  craftPage,
  createCraftBody,
  createdCraft,
  updateCraftBody,
} from "./craft.schema.ts";

const tag = "craft";
const access = { menu: Menu.Crafts };

/** Second-processing crafts (menu Crafts; options for any member) (docs/api-factory.md "Crafts"). */
export const craftContract = {
  list: contract({
    path: "/api/craft/list",
    access,
    body: craftListBody,
    response: craftPage,
    summary: "Second-processing crafts, by priority",
    tag,
  }),
  options: contract({
    path: "/api/craft/options",
    access: "member",
    body: emptyBody,
    response: craftOptions,
    summary: "Crafts for selects",
    tag,
  }),
  create: contract({
    path: "/api/craft/create",
    access,
    body: createCraftBody,
    response: createdCraft,
    refusals: [Code.NotFound],
    summary: "Add a craft",
    tag,
  }),
  update: contract({
    path: "/api/craft/update",
    access,
    body: updateCraftBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a craft",
    tag,
  }),
  delete: contract({
    path: "/api/craft/delete",
    access,
    body: craftIdBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "Delete a craft",
    tag,
  }),
};
