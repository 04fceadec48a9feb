import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  layoutBoards,
  layoutBoardsBody,
  layoutCheck,
  layoutCheckBody,
  layoutSaveBody,
  layoutSaved,
  layoutSlabPage,
  layoutSlabsBody,
} from "./cutting-plan.schema.ts";

const tag = "inventory";
const access = { menu: Menu.LayoutReview };

/** Manual layout: a cutting plan placed by hand (menu 2100) (docs/api-inventory.md). */
export const manualLayoutContract = {
  slabs: contract({
    path: "/api/inventory/layoutSlabs",
    access,
    body: layoutSlabsBody,
    response: layoutSlabPage,
    refusals: [Code.NotFound],
    summary: "Slabs the scope's unplanned boards could go on",
    tag,
  }),
  boards: contract({
    path: "/api/inventory/layoutBoards",
    access,
    body: layoutBoardsBody,
    response: layoutBoards,
    refusals: [Code.NotFound],
    summary: "Manual layout: the slab, its boards to place and its plan",
    tag,
  }),
  check: contract({
    path: "/api/inventory/layoutCheck",
    access,
    body: layoutCheckBody,
    response: layoutCheck,
    refusals: [Code.NotFound],
    summary: "Manual layout dry run: every violation, nothing stored",
    tag,
  }),
  save: contract({
    path: "/api/inventory/layoutSave",
    access,
    body: layoutSaveBody,
    response: layoutSaved,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Save a manual plan as the slab's accepted plan",
    tag,
  }),
};
