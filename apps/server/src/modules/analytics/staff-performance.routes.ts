import { staffPerformanceContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as perf from "./staff-performance.service.ts";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Staff performance (menu 3005) and my data (menu 2000): docs/api-analytics.md "Staff performance
 * and my data".
 */
export async function staffPerformanceRoutes(app: FastifyInstance) {
  route(app, c.list, perf.list);
  route(app, c.member, perf.member);
  // Success is the .xlsx, sent here (a file answer: the envelope only for a refusal).
  route(app, c.export, async (ctx, b, _req, reply) => {
    const { bytes, fileName } = await perf.exportXlsx(ctx, b);
    reply
      .header("content-type", XLSX_MIME)
      .header(
        "content-disposition",
        `attachment; filename="staff-performance.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
  route(app, c.myData, perf.myData);
}
