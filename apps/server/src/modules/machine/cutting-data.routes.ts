import { cuttingDataContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as cutting from "./cutting-data.service.ts";
import * as exporter from "./cutting-export.service.ts";

/**
 * Cutting data (docs/api-machine.md "Cutting data"): the records with filters and totals (2900),
 * employee detail (2901), device detail's records (2902), planned vs actual yield (2900), exports
 * (written by workers/cutting-export.worker.ts when large).
 */
export async function cuttingDataRoutes(app: FastifyInstance) {
  route(app, c.list, cutting.list);
  route(app, c.options, cutting.options);
  route(app, c.employee, cutting.employee);
  route(app, c.device, cutting.device);
  route(app, c.yield, cutting.yieldOf);
  route(app, c.export, (ctx, filters) => exporter.start(ctx, { scope: "list", filters }));
  route(app, c.employeeExport, (ctx, filters) => exporter.start(ctx, { scope: "employee", filters }));
  route(app, c.deviceExport, (ctx, filters) => exporter.start(ctx, { scope: "device", filters }));
  route(app, c.exportStatus, (ctx, b) => exporter.status(ctx, b.jobId));
  route(app, c.exportFile, async (ctx, q, _req, reply) => {
    const { stream, name } = await exporter.download(ctx, q.jobId);
    reply
      .header("content-type", exporter.XLSX_MIME)
      .header(
        "content-disposition",
        `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(stream);
  });
}

/** The plain-ASCII fallback of a file name (older clients): other characters become "-". */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "-");
