import { z } from "zod";
import { nothing, versioned } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { deviceReportBody, deviceReportResult } from "../machine/device-report.schema.ts";
import { reportWindow, reportWindowBody } from "../machine/machine-status.schema.ts";
import { Menu } from "../menus.ts";
import {
  createDeviceBody,
  createdDevice,
  deviceIdBody,
  deviceLinked,
  deviceListBody,
  devicePage,
  deviceWhoami,
  updateDeviceBody,
} from "./device.schema.ts";

const tag = "device";
const access = { menu: Menu.MachineTables };

/**
 * Machines (docs/api-factory.md "Machine tables"), and the machine's own endpoints (docs/api-machine.md
 * "Device reports"): `report` and `whoami` are public, authenticated by the machine's API key in the
 * X-Device-Key header (5 for a missing, unknown or revoked key).
 */
export const deviceContract = {
  list: contract({
    path: "/api/device/list",
    access,
    body: deviceListBody,
    response: devicePage,
    summary: "Machine tables, paged",
    tag,
  }),
  reportWindow: contract({
    path: "/api/device/reportWindow",
    access,
    body: reportWindowBody,
    response: reportWindow,
    refusals: [Code.NotFound],
    summary: "Set the minutes within which a machine's last report counts as reporting (default 10)",
    tag,
  }),
  create: contract({
    path: "/api/device/create",
    access,
    body: createDeviceBody,
    response: createdDevice,
    summary: "Add a machine (sizes default by series)",
    tag,
  }),
  update: contract({
    path: "/api/device/update",
    access,
    body: updateDeviceBody,
    response: versioned,
    refusals: [Code.NotFound, Code.Conflict],
    summary: "Edit a machine",
    tag,
  }),
  delete: contract({
    path: "/api/device/delete",
    access,
    body: deviceIdBody,
    response: nothing,
    refusals: [Code.NotFound, Code.InvalidState],
    summary: "Delete a machine whose tables hold nothing",
    tag,
  }),
  link: contract({
    path: "/api/device/link",
    access,
    body: deviceIdBody,
    response: deviceLinked,
    refusals: [Code.NotFound],
    summary: "Issue the machine's API key (shown once; regenerating revokes the old)",
    tag,
  }),
  unlink: contract({
    path: "/api/device/unlink",
    access,
    body: deviceIdBody,
    response: nothing,
    refusals: [Code.NotFound],
    summary: "Revoke the machine's API key",
    tag,
  }),
  whoami: contract({
    method: "GET",
    path: "/api/device/whoami",
    access: "public",
    body: z.object({}),
    response: deviceWhoami,
    refusals: [Code.NotLoggedIn],
    summary: "A linked machine checks its API key (X-Device-Key header)",
    tag,
  }),
  report: contract({
    path: "/api/device/report",
    access: "public",
    body: deviceReportBody,
    response: deviceReportResult,
    refusals: [Code.NotLoggedIn],
    summary:
      "A linked machine reports its records (X-Device-Key header); each record accepted, duplicate or rejected",
    tag,
  }),
};
