import {
  Code,
  createDeviceBody,
  createdDevice,
  deviceIdBody,
  deviceLinked,
  deviceListBody,
  devicePage,
  deviceWhoami,
  envelopeOf,
  Menu,
  nothing,
  reportWindow,
  reportWindowBody,
  updateDeviceBody,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as devices from "./device.service.ts";

export async function deviceRoutes(app: FastifyInstance) {
  const tags = ["device"];
  const access = { menu: Menu.MachineTables };
  post(
    app,
    "/api/device/list",
    { access, body: deviceListBody, response: devicePage, summary: "Machine tables, paged", tags },
    (req) => devices.listDevices(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/device/reportWindow",
    {
      access,
      body: reportWindowBody,
      response: reportWindow,
      summary: "Set the minutes within which a machine's last report counts as reporting (default 10)",
      tags,
    },
    (req) => devices.setReportWindow(app, requireMember(req), req.body.minutes),
  );
  post(
    app,
    "/api/device/create",
    {
      access,
      body: createDeviceBody,
      response: createdDevice,
      summary: "Add a machine (sizes default by series)",
      tags,
    },
    (req) => devices.createDevice(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/device/update",
    { access, body: updateDeviceBody, response: versioned, summary: "Edit a machine", tags },
    (req) => devices.updateDevice(app, requireMember(req), req.body),
  );
  post(
    app,
    "/api/device/delete",
    {
      access,
      body: deviceIdBody,
      response: nothing,
      summary: "Delete a machine whose tables hold nothing",
      tags,
    },
    (req) => devices.deleteDevice(app, requireMember(req), req.body.deviceId),
  );
  post(
    app,
    "/api/device/link",
    {
      access,
      body: deviceIdBody,
      response: deviceLinked,
      summary: "Issue the machine's API key (shown once; regenerating revokes the old)",
      tags,
    },
    (req) => devices.linkDevice(app, requireMember(req), req.body.deviceId),
  );
  post(
    app,
    "/api/device/unlink",
    { access, body: deviceIdBody, response: nothing, summary: "Revoke the machine's API key", tags },
    (req) => devices.unlinkDevice(app, requireMember(req), req.body.deviceId),
  );
  // The machine's own check of its key: X-Device-Key, no user session.
  app.get(
    "/api/device/whoami",
    {
      config: { access: "public" },
      schema: {
        summary: "A linked machine checks its API key (X-Device-Key header)",
        tags,
        response: { 200: envelopeOf(deviceWhoami) },
      },
    },
    async (req) => {
      const data = await devices.deviceOfKey(app, String(req.headers["x-device-key"] ?? ""));
      return { result: true as const, code: Code.Success, msg: "", data };
    },
  );
}
