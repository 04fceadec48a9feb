import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  boardBreakBody,
  boardBroken,
  cuttingScan,
  cuttingScanBody,
  cuttingSlabBody,
  slabCompleted,
  slabStarted,
} from "./cutting.schema.ts";

const access = { menu: Menu.ProductionTask };

/** Cutting from the production task screen (menu 2400) (docs/api-production.md "Cutting and production tasks"). */
export const cuttingContract = {
  start: contract({
    path: "/api/cutting/start",
    access,
    body: cuttingSlabBody,
    response: slabStarted,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Start cutting a slab on its table",
    tag: "cutting",
  }),
  complete: contract({
    path: "/api/cutting/complete",
    access,
    body: cuttingSlabBody,
    response: slabCompleted,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Mark a slab complete (irrevocable): its boards are cut; closes finished plans and projects",
    tag: "cutting",
  }),
  breakBoard: contract({
    path: "/api/cutting/breakBoard",
    access,
    body: boardBreakBody,
    response: boardBroken,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Flag a board broken: it goes back to planning",
    tag: "cutting",
  }),
  scan: contract({
    path: "/api/cutting/scan",
    access,
    body: cuttingScanBody,
    response: cuttingScan,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "A slab barcode or board code and the action it offers",
    tag: "cutting",
  }),
};
