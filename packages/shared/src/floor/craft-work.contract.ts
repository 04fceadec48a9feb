import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  craftRecordPage,
  craftWorkConfirmBody,
  craftWorkDone,
  craftWorkPending,
  craftWorkPendingBody,
  craftWorkRecordsBody,
} from "./craft-work.schema.ts";

const tag = "craftWork";
const access = { menu: Menu.ProductionTask };

/** Crafts done in the second-processing workshops (menu 2400) (docs/api-floor.md "Crafts done"). */
export const craftWorkContract = {
  pending: contract({
    path: "/api/craftWork/pending",
    access,
    body: craftWorkPendingBody,
    response: craftWorkPending,
    refusals: [Code.NotFound],
    summary: "A scanned board or rack: its boards' next pending craft lines, confirmable here or why not",
    tag,
  }),
  confirm: contract({
    path: "/api/craftWork/confirm",
    access,
    body: craftWorkConfirmBody,
    response: craftWorkDone,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Confirm the next pending crafts of boards (or a whole rack) done in a workshop",
    tag,
  }),
  records: contract({
    path: "/api/craftWork/records",
    access,
    body: craftWorkRecordsBody,
    response: craftRecordPage,
    refusals: [Code.NotFound],
    summary: "Craft records with their fees, newest first",
    tag,
  }),
};
