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
  exportJob,
  exportJobBody,
  Menu,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as cutting from "./cutting-data.service.ts";
import * as exporter from "./cutting-export.service.ts";
import { ExportWorker } from "./cutting-export.worker.ts";

/**
 * Cutting data (docs/api-machine.md "Cutting data"): the records with filters and totals (2900),
 * employee detail (2901), device detail's records (2902), planned vs actual yield (2900), exports.
 */
export async function cuttingDataRoutes(app: FastifyInstance) {
  const tags = ["machine"];
  const exportWorker = new ExportWorker(app);
  await exportWorker.start();
  app.addHook("onClose", async () => exportWorker.stop());

  post(
    app,
    "/api/cuttingData/list",
    {
      access: { menu: Menu.CuttingData },
      body: cuttingDataListBody,
      response: cuttingDataPage,
      summary: "Machine records, newest first, with filters; totals over the whole filtered range",
      tags,
    },
    (req) => cutting.list(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/cuttingData/options",
    {
      access: { menu: Menu.CuttingData },
      body: cuttingDataOptionsBody,
      response: cuttingDataOptions,
      summary: "The filter bar's choices: devices, members (operators), reviewed projects",
      tags,
    },
    (req) => cutting.options(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/cuttingData/employee",
    {
      access: { menu: Menu.EmployeeDetail },
      body: cuttingDataEmployeeBody,
      response: cuttingDataEmployeeResult,
      summary: "One member's cutting: sums per business day over the range, totals, their records",
      tags,
    },
    (req) => cutting.employee(app.db, requireMember(req).orgId, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/cuttingData/device",
    {
      access: { menu: Menu.DeviceDetail },
      body: cuttingDataDeviceBody,
      response: cuttingDataDeviceResult,
      summary: "One device's cutting: sums per business day over the range, totals, its records",
      tags,
    },
    (req) => cutting.device(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/cuttingData/yield",
    {
      access: { menu: Menu.CuttingData },
      body: cuttingDataYieldBody,
      response: cuttingDataYieldResult,
      summary: "Planned vs actual yield by slab, project or business day, and over the whole range",
      tags,
    },
    (req) => cutting.yieldOf(app.db, requireMember(req).orgId, req.body),
  );

  const starts = [
    ["/api/cuttingData/export", Menu.CuttingData, cuttingDataFilterBody, "list"],
    ["/api/cuttingData/employee/export", Menu.EmployeeDetail, cuttingDataEmployeeExportBody, "employee"],
    ["/api/cuttingData/device/export", Menu.DeviceDetail, cuttingDataDeviceExportBody, "device"],
  ] as const;
  for (const [path, menu, body, scope] of starts) {
    post(
      app,
      path,
      {
        access: { menu },
        body,
        response: exportJob,
        summary:
          "Starts an xlsx export of the filtered records: small ones download at once (mode direct), large ones run on the job queue (mode job; poll export/status)",
        tags,
      },
      (req) => exporter.start(app, requireMember(req), req.lang, scope, req.body),
    );
  }
  post(
    app,
    "/api/cuttingData/export/status",
    {
      access: "member",
      body: exportJobBody,
      response: exportJob,
      summary: "Progress of one of the caller's exports (rows written of total, status)",
      tags,
    },
    (req) => exporter.status(app, requireMember(req), req.lang, req.body.jobId),
  );

  app.get<{ Querystring: { jobId: string } }>(
    "/api/cuttingData/export/file",
    {
      config: { access: "member" },
      schema: {
        querystring: z.object({ jobId: z.string().uuid({ error: "validation.invalid" }) }),
        summary: "The xlsx of one of the caller's exports (direct: streamed now; job: once done)",
        tags,
        description: "Any member of the current enterprise (their own exports only).",
      },
    },
    async (req, reply) => {
      const { stream, name } = await exporter.download(app, requireMember(req), req.query.jobId);
      return reply
        .header("content-type", exporter.XLSX_MIME)
        .header(
          "content-disposition",
          `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(stream);
    },
  );
}

/** The plain-ASCII fallback of a file name (older clients): other characters become "-". */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "-");
