import { deviceContract as c } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contextOf, systemContext } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { identifyDevice, whoami } from "../machine/device-identity.service.ts";
import type { ReportingDevice } from "../machine/device-report.repository.ts";
import * as reports from "../machine/device-report.service.ts";
import * as devices from "./device.service.ts";

/** The machine each report's key names, found before its body is checked. */
const reporters = new WeakMap<FastifyRequest, ReportingDevice>();

/**
 * The whole /api/device/* prefix: machines as master data (menu MachineTables), and the machine's own
 * endpoints (`whoami`, `report`: X-Device-Key, no session), whose work is the machine area's.
 */
export async function deviceRoutes(app: FastifyInstance) {
  route(app, c.list, devices.listDevices);
  route(app, c.reportWindow, (ctx, b) => devices.setReportWindow(ctx, b.minutes));
  route(app, c.create, devices.createDevice);
  route(app, c.update, devices.updateDevice);
  route(app, c.delete, (ctx, b) => devices.deleteDevice(ctx, b.deviceId));
  route(app, c.link, (ctx, b) => devices.linkDevice(ctx, b.deviceId));
  route(app, c.unlink, (ctx, b) => devices.unlinkDevice(ctx, b.deviceId));
  route(app, c.whoami, (ctx, _q, req) => whoami(ctx, req.headers["x-device-key"]));

  // A report's key is checked before its body (an unknown or revoked key: 5, whatever the body), then
  // admitted within the machine's rate (1004 with retryAfter beyond it) (docs/api-machine.md).
  app.addHook("preValidation", async (req) => {
    if (req.routeOptions.url !== c.report.path) return;
    const ctx = contextOf(app, req, c.report.access);
    const device = await identifyDevice(ctx, { key: req.headers["x-device-key"] });
    await reports.admit(ctx, device);
    reporters.set(req, device);
  });
  route(app, c.report, (_ctx, b, req) => {
    const device = reporters.get(req)!;
    const ctx = systemContext(app, device.org_id, req.lang);
    return reports.report(ctx, { device, records: b.records, via: "http" });
  });
}
