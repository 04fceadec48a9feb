import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  pickBody,
  pickingDone,
  pickingOptions,
  pickingOptionsBody,
  pickingRecordIdBody,
  pickingRecordListBody,
  pickingRecordPage,
  pickingRecordSlabs,
  pickingScanBody,
  pickingSlab,
  pickingSlabListBody,
  pickingSlabPage,
  pickTransferBody,
  returnBody,
  transferProposal,
  transferProposalBody,
} from "./picking.schema.ts";

const tag = "picking";
const access = { menu: Menu.StonePicking };

/** Stone pickup / return / transfer (menu 2700) (docs/api-production.md "Picking"). */
export const pickingContract = {
  scan: contract({
    path: "/api/picking/scan",
    access,
    body: pickingScanBody,
    response: pickingSlab,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "A scanned slab barcode",
    tag,
  }),
  slabList: contract({
    path: "/api/picking/slabList",
    access,
    body: pickingSlabListBody,
    response: pickingSlabPage,
    refusals: [Code.NotFound],
    summary: "Slabs to pick (toPick) or to return / transfer (toCut)",
    tag,
  }),
  options: contract({
    path: "/api/picking/options",
    access,
    body: pickingOptionsBody,
    response: pickingOptions,
    summary: "Devices, warehouses, operators, projects, stones and thicknesses",
    tag,
  }),
  pick: contract({
    path: "/api/picking/pick",
    access,
    body: pickBody,
    response: pickingDone,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Pick slabs onto a device table (unsuitable ones left out, with reasons)",
    tag,
  }),
  return: contract({
    path: "/api/picking/return",
    access,
    body: returnBody,
    response: pickingDone,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Return slabs to a warehouse",
    tag,
  }),
  transfer: contract({
    path: "/api/picking/transfer",
    access,
    body: pickTransferBody,
    response: pickingDone,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Move slabs to another table or device",
    tag,
  }),
  transferProposal: contract({
    path: "/api/picking/transferProposal",
    access,
    body: transferProposalBody,
    response: transferProposal,
    refusals: [Code.NotFound],
    summary: "The table a transfer of these slabs should go to: their issued production plan's",
    tag,
  }),
  recordList: contract({
    path: "/api/picking/recordList",
    access,
    body: pickingRecordListBody,
    response: pickingRecordPage,
    refusals: [Code.NotFound],
    summary: "Machine picking records, paged",
    tag,
  }),
  recordSlabs: contract({
    path: "/api/picking/recordSlabs",
    access,
    body: pickingRecordIdBody,
    response: pickingRecordSlabs,
    refusals: [Code.NotFound],
    summary: "The slabs of a picking record",
    tag,
  }),
};
