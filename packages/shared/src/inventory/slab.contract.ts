import { z } from "zod";
import { versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { blockListBody, blockPage } from "./block.schema.ts";
import { materialDetail } from "./cutting-plan.schema.ts";
import {
  deviceOptions,
  inventoryOptions,
  inventoryOptionsBody,
  slabChangeDeviceBody,
  slabCompleteBody,
  slabDetail,
  slabExceptionBody,
  slabIdBody,
  slabListBody,
  slabPage,
} from "./slab.schema.ts";
import { slabImportResult, slabImportUpload, slabTemplateQuery } from "./slab-import.schema.ts";

const tag = "inventory";
const access = { menu: Menu.SlabQuery };

/** Slabs in stock: import, list, detail, exception, device, completion (menu 2200) (docs/api-inventory.md). */
export const slabContract = {
  template: contract({
    method: "GET",
    path: "/api/inventory/slabTemplate",
    access,
    body: slabTemplateQuery,
    response: z.unknown(),
    answer: "file",
    summary: "The slab import template (.xlsx), ?lang=zh-CN|en-US",
    tag,
  }),
  import: contract({
    path: "/api/inventory/slabImport",
    access,
    body: slabImportUpload,
    response: slabImportResult,
    multipart: true,
    refusals: [Code.UploadRejected, Code.ImportInvalid],
    summary: "Import slabs from an .xlsx (multipart field `file`, ≤ 5 MB, ≤ 5000 rows); all or nothing",
    tag,
  }),
  list: contract({
    path: "/api/inventory/slabList",
    access,
    body: slabListBody,
    response: slabPage,
    refusals: [Code.NotFound],
    summary: "Slabs, paged, with filters",
    tag,
  }),
  options: contract({
    path: "/api/inventory/options",
    access,
    body: inventoryOptionsBody,
    response: inventoryOptions,
    summary: "Stones, thicknesses and warehouses for the filters",
    tag,
  }),
  detail: contract({
    path: "/api/inventory/slabDetail",
    access,
    body: slabIdBody,
    response: slabDetail,
    refusals: [Code.NotFound],
    summary: "A slab with its plan summary and history",
    tag,
  }),
  exception: contract({
    path: "/api/inventory/slabException",
    access,
    body: slabExceptionBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Set or clear a slab's exception flag (with a reason)",
    tag,
  }),
  materialDetail: contract({
    path: "/api/inventory/materialDetail",
    access,
    body: slabIdBody,
    response: materialDetail,
    refusals: [Code.NotFound],
    summary: "A slab's accepted cutting plan, to draw",
    tag,
  }),
  deviceOptions: contract({
    path: "/api/inventory/deviceOptions",
    access,
    body: slabIdBody,
    response: deviceOptions,
    refusals: [Code.NotFound],
    summary: "Devices, each marked whether it can take the slab",
    tag,
  }),
  changeDevice: contract({
    path: "/api/inventory/slabChangeDevice",
    access,
    body: slabChangeDeviceBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Assign the slab to another (suitable) device",
    tag,
  }),
  complete: contract({
    path: "/api/inventory/slabComplete",
    access,
    body: slabCompleteBody,
    response: versioned,
    refusals: [Code.NotFound, Code.InvalidState, Code.Conflict],
    summary: "Mark the slab done (irrevocable)",
    tag,
  }),
};

/** Blocks, the slabs' origin (menu 2200). */
export const blockContract = {
  list: contract({
    path: "/api/inventory/blockList",
    access,
    body: blockListBody,
    response: blockPage,
    summary: "Blocks with slab counts by status and total area",
    tag,
  }),
};
