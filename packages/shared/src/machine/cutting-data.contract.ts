import { z } from "zod";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  cuttingDataDeviceBody,
  cuttingDataDeviceExportBody,
  cuttingDataDeviceResult,
  cuttingDataEmployeeBody,
  cuttingDataEmployeeExportBody,
  cuttingDataEmployeeResult,
  cuttingDataFilterBody,
  cuttingDataListBody,
  cuttingDataOptions,
  cuttingDataOptionsBody,
  cuttingDataPage,
  cuttingDataYieldBody,
  cuttingDataYieldResult,
  exportFileQuery,
  exportJob,
  exportJobBody,
} from "./cutting-data.schema.ts";

const tag = "machine";
const exportSummary =
  "Starts an xlsx export of the filtered records: small ones download at once (mode direct), large ones run on the job queue (mode job; poll export/status)";

/**
 * Cutting data (docs/api-machine.md "Cutting data"): the records with filters and totals (2900),
 * employee detail (2901), device detail's records (2902), planned vs actual yield (2900), exports.
 */
export const cuttingDataContract = {
  list: contract({
    path: "/api/cuttingData/list",
    access: { menu: Menu.CuttingData },
    body: cuttingDataListBody,
    response: cuttingDataPage,
    refusals: [Code.NotFound],
    summary: "Machine records, newest first, with filters; totals over the whole filtered range",
    tag,
  }),
  options: contract({
    path: "/api/cuttingData/options",
    access: { menu: Menu.CuttingData },
    body: cuttingDataOptionsBody,
    response: cuttingDataOptions,
    summary: "The filter bar's choices: devices, members (operators), reviewed projects",
    tag,
  }),
  employee: contract({
    path: "/api/cuttingData/employee",
    access: { menu: Menu.EmployeeDetail },
    body: cuttingDataEmployeeBody,
    response: cuttingDataEmployeeResult,
    refusals: [Code.NotFound],
    summary: "One member's cutting: sums per business day over the range, totals, their records",
    tag,
  }),
  device: contract({
    path: "/api/cuttingData/device",
    access: { menu: Menu.DeviceDetail },
    body: cuttingDataDeviceBody,
    response: cuttingDataDeviceResult,
    refusals: [Code.NotFound],
    summary: "One device's cutting: sums per business day over the range, totals, its records",
    tag,
  }),
  yield: contract({
    path: "/api/cuttingData/yield",
    access: { menu: Menu.CuttingData },
    body: cuttingDataYieldBody,
    response: cuttingDataYieldResult,
    refusals: [Code.NotFound],
    summary: "Planned vs actual yield by slab, project or business day, and over the whole range",
    tag,
  }),
  export: contract({
    path: "/api/cuttingData/export",
    access: { menu: Menu.CuttingData },
    body: cuttingDataFilterBody,
    response: exportJob,
    refusals: [Code.NotFound],
    summary: exportSummary,
    tag,
  }),
  employeeExport: contract({
    path: "/api/cuttingData/employee/export",
    access: { menu: Menu.EmployeeDetail },
    body: cuttingDataEmployeeExportBody,
    response: exportJob,
    refusals: [Code.NotFound],
    summary: exportSummary,
    tag,
  }),
  deviceExport: contract({
    path: "/api/cuttingData/device/export",
    access: { menu: Menu.DeviceDetail },
    body: cuttingDataDeviceExportBody,
    response: exportJob,
    refusals: [Code.NotFound],
    summary: exportSummary,
    tag,
  }),
  exportStatus: contract({
    path: "/api/cuttingData/export/status",
    access: "member",
    body: exportJobBody,
    response: exportJob,
    refusals: [Code.NotFound],
    summary: "Progress of one of the caller's exports (rows written of total, status)",
    tag,
  }),
  exportFile: contract({
    method: "GET",
    path: "/api/cuttingData/export/file",
    access: "member",
    body: exportFileQuery,
    response: z.unknown(),
    answer: "file",
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "The xlsx of one of the caller's exports (direct: streamed now; job: once done)",
    tag,
  }),
};
