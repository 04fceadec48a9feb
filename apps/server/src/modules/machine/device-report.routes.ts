import { deviceReportBody, deviceReportResult } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { post } from "../../lib/route.ts";
import type { ReportingDevice } from "./device-report.repository.ts";
import * as reports from "./device-report.service.ts";
import { limiterOf } from "./report-limit.ts";

/** The machine each request's key names, found before its body is checked. */
const devices = new WeakMap<FastifyRequest, ReportingDevice>();

/**
 * POST /api/device/report (docs/api-machine.md "Device reports"): public, authenticated by the
 * machine's API key in X-Device-Key, checked before the body (an unknown or revoked key: 5, whatever
 * the body), then admitted within the machine's rate (1004 with retryAfter beyond it). Every admitted
 * report is the machine's last report.
 */
export async function deviceReportRoutes(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    if (req.routeOptions.url !== "/api/device/report") return;
    const device = await reports.deviceOfKey(app.db, req.headers["x-device-key"]);
    await reports.admit(app.db, limiterOf(app.config), device, app.clock.now());
    devices.set(req, device);
  });
  post(
    app,
    "/api/device/report",
    {
      access: "public",
      body: deviceReportBody,
      response: deviceReportResult,
      summary:
        "A linked machine reports its records (X-Device-Key header); each record accepted, duplicate or rejected",
      tags: ["device"],
    },
    async (req) =>
      reports.report(app.db, devices.get(req)!, req.body.records, {
        lang: req.lang,
        via: "http",
        now: app.clock.now(),
      }),
  );
}
