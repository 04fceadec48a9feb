import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  boxAddBody,
  boxAddResult,
  boxChanged,
  boxCodeBody,
  boxDetail,
  boxIdBody,
  boxListBody,
  boxMoveBody,
  boxMoved,
  boxPage,
  boxRef,
  boxRemoveBody,
  boxReopenBody,
  boxSealBody,
} from "./packing.schema.ts";

const tag = "packing";
const access = { menu: Menu.ProductionTask };
const supervisor = { menu: Menu.ProductionTracking };

/** Packing boxes (menu 2400; reopen and move 2600) (docs/api-floor.md "Packing"). */
export const packingContract = {
  boxes: contract({
    path: "/api/packing/boxes",
    access,
    body: boxListBody,
    response: boxPage,
    refusals: [Code.NotFound],
    summary: "Packing boxes with their derived status",
    tag,
  }),
  byCode: contract({
    path: "/api/packing/byCode",
    access,
    body: boxCodeBody,
    response: boxRef,
    refusals: [Code.NotFound],
    summary: "A scanned box code (<projectNo>-<boxNo>)",
    tag,
  }),
  detail: contract({
    path: "/api/packing/detail",
    access,
    body: boxIdBody,
    response: boxDetail,
    refusals: [Code.NotFound],
    summary: "A box, its boards and its record",
    tag,
  }),
  add: contract({
    path: "/api/packing/add",
    access,
    body: boxAddBody,
    response: boxAddResult,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Boards into a box: each added or refused with its reason",
    tag,
  }),
  remove: contract({
    path: "/api/packing/remove",
    access,
    body: boxRemoveBody,
    response: boxChanged,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "A board out of an unsealed box",
    tag,
  }),
  seal: contract({
    path: "/api/packing/seal",
    access,
    body: boxSealBody,
    response: boxChanged,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Seal a box (needs a board; short of its packing list only when confirmed)",
    tag,
  }),
  reopen: contract({
    path: "/api/packing/reopen",
    access: supervisor,
    body: boxReopenBody,
    response: boxChanged,
    refusals: [Code.NotFound, Code.Conflict, Code.InvalidState],
    summary: "Reopen a sealed box, with a reason (audited)",
    tag,
  }),
  move: contract({
    path: "/api/packing/move",
    access: supervisor,
    body: boxMoveBody,
    response: boxMoved,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "List a board for another box of its project, with a reason (audited)",
    tag,
  }),
};
