import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  chainBody,
  chainResult,
  trackingBoardsBody,
  trackingBoardsResult,
  trackingSearchBody,
  trackingSearchPage,
} from "./tracking.schema.ts";

const tag = "floor";
const access = { menu: Menu.ProductionTracking };

/** Production tracking and the chain (menu 2600) (docs/api-floor.md "Tracking"). */
export const trackingContract = {
  search: contract({
    path: "/api/tracking/search",
    access,
    body: trackingSearchBody,
    response: trackingSearchPage,
    summary: "Planes (by project or batch no.) or packing boxes (by box code) with board counts and progress",
    tag,
  }),
  boards: contract({
    path: "/api/tracking/boards",
    access,
    body: trackingBoardsBody,
    response: trackingBoardsResult,
    refusals: [Code.NotFound],
    summary:
      "Every board of a plane or a box: stage, rack, box, step times; progress by stage of it and its project",
    tag,
  }),
  chain: contract({
    path: "/api/tracking/chain",
    access,
    body: chainBody,
    response: chainResult,
    refusals: [Code.NotFound],
    summary:
      "The chain block → slab → cutting plan → production plan → board → rack trip → box around an object",
    tag,
  }),
};
