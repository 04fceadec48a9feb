import { auditItem, auditListBody, Menu, pageOf } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { listAudit } from "./audit.service.ts";

export async function auditRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/audit/list",
    {
      access: { menu: Menu.AuditLog },
      body: auditListBody,
      response: pageOf(auditItem),
      summary: "Audit log of the current enterprise: who, what, when",
      tags: ["audit"],
    },
    (req) => listAudit(app, requireMember(req).orgId, req.body),
  );
}
