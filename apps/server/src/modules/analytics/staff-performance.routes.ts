import {
  envelopeOf,
  Menu,
  myDataBody,
  nothing,
  staffPerformanceExportBody,
  staffPerformanceListBody,
  staffPerformanceMember,
  staffPerformanceMemberBody,
  staffPerformancePage,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as perf from "./staff-performance.service.ts";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Staff performance (menu 3005) and my data (menu 2000): docs/api-analytics.md "Staff performance
 * and my data".
 */
export async function staffPerformanceRoutes(app: FastifyInstance) {
  const tags = ["analytics"];
  const access = { menu: Menu.StaffPerformance };
  post(
    app,
    "/api/staffPerformance/list",
    {
      access,
      body: staffPerformanceListBody,
      response: staffPerformancePage,
      summary:
        "Members with their metres and m² cut, slabs, cut records, crafts done, piece pay (fen) and boards packed over a period; totals",
      tags,
    },
    (req) => {
      const c = requireMember(req);
      return perf.list(app.db, c.orgId, req.lang, req.body);
    },
  );
  post(
    app,
    "/api/staffPerformance/member",
    {
      access,
      body: staffPerformanceMemberBody,
      response: staffPerformanceMember,
      summary: "One member's figures, sums per day and records of one kind (cutting, crafts, packing), paged",
      tags,
    },
    (req) => perf.member(app.db, requireMember(req).orgId, req.lang, req.body),
  );
  // A file, not the envelope: POST like every call (the filters are a JSON body, the fuzz and the
  // isolation harness reach it); refusals (1001, 1002, 5, 6) still answer the envelope.
  app.post<{ Body: z.infer<typeof staffPerformanceExportBody> }>(
    "/api/staffPerformance/export",
    {
      config: { access },
      schema: {
        body: staffPerformanceExportBody,
        // Success is the .xlsx itself (not JSON); what is declared here is the envelope of a refusal.
        response: { 200: envelopeOf(nothing) },
        summary: "The list's members and totals as .xlsx (headings in the caller's language, pay in yuan)",
        tags,
        description: `Requires menu ${Menu.StaffPerformance}. Answers the file (${XLSX_MIME}).`,
      },
    },
    async (req, reply) => {
      const { orgId } = requireMember(req);
      const { bytes, fileName } = await perf.exportXlsx(app.db, orgId, req.lang, req.body);
      return reply
        .header("content-type", XLSX_MIME)
        .header(
          "content-disposition",
          `attachment; filename="staff-performance.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
  post(
    app,
    "/api/dashboard/myData",
    {
      access: { menu: Menu.Dashboard },
      body: myDataBody,
      response: staffPerformanceMember,
      summary:
        "The caller's own figures, sums per day and records of one kind over a period (1200016 when there is nothing)",
      tags,
    },
    (req) => {
      const c = requireMember(req);
      return perf.myData(app.db, c.orgId, c.memberId, req.lang, req.body);
    },
  );
}
