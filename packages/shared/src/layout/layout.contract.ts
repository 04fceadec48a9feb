import { nothing } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  cloudLayoutRunBody,
  cloudLayoutRunIdBody,
  cloudLayoutRunListBody,
  cloudLayoutScopeBody,
} from "./layout.schema.ts";
import {
  layoutAccepted,
  layoutOverview,
  layoutProposals,
  layoutRun,
  layoutRunPage,
  layoutRunStarted,
} from "./layout-run.schema.ts";

const tag = "layout";
const access = { menu: Menu.LayoutReview };

/** Cloud layout runs (menu 2100) (docs/api-layout.md). */
export const layoutContract = {
  overview: contract({
    path: "/api/layout/overview",
    access,
    body: cloudLayoutScopeBody,
    response: layoutOverview,
    refusals: [Code.NotFound],
    summary: "Boards to lay out by stone and thickness, matching slabs to pick, defaults, the open run",
    tag,
  }),
  run: contract({
    path: "/api/layout/run",
    access,
    body: cloudLayoutRunBody,
    response: layoutRunStarted,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Start a cloud layout run (solved in the background)",
    tag,
  }),
  runStatus: contract({
    path: "/api/layout/runStatus",
    access,
    body: cloudLayoutRunIdBody,
    response: layoutRun,
    refusals: [Code.NotFound],
    summary: "Status, progress and summary of a run",
    tag,
  }),
  proposals: contract({
    path: "/api/layout/proposals",
    access,
    body: cloudLayoutRunIdBody,
    response: layoutProposals,
    refusals: [Code.NotFound],
    summary: "The cutting plans of a run, with placements and yields",
    tag,
  }),
  accept: contract({
    path: "/api/layout/accept",
    access,
    body: cloudLayoutRunIdBody,
    response: layoutAccepted,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Accept every proposed plan of a finished run",
    tag,
  }),
  discard: contract({
    path: "/api/layout/discard",
    access,
    body: cloudLayoutRunIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Discard a finished run's proposals or cancel a running run",
    tag,
  }),
  runList: contract({
    path: "/api/layout/runList",
    access,
    body: cloudLayoutRunListBody,
    response: layoutRunPage,
    refusals: [Code.NotFound],
    summary: "Cloud layout runs, newest first, paged",
    tag,
  }),
};
