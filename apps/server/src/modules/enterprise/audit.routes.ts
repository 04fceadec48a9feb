import { auditListBody, Menu } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { pageAudit } from "./audit.repository.ts";

export async function auditRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/audit/list",
    {
      access: { menu: Menu.AuditLog },
      body: auditListBody,
      summary: "Audit log of the current enterprise: who, what, when",
      tags: ["audit"],
    },
    async (req) => {
      const { orgId } = requireMember(req);
      const b = req.body;
      const rows = await pageAudit(app.db, orgId, {
        ...b,
        limit: b.pageSize,
        offset: (b.pageNum - 1) * b.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          actorUserId: r.actor_user_id,
          actorName: r.actor_name,
          entity: r.entity,
          entityId: r.entity_id,
          action: r.action,
          fromState: r.from_state,
          toState: r.to_state,
          detail: r.detail,
          createdAt: r.created_at.toISOString(),
        })),
        total: rows[0]?.total ?? 0,
        pageNum: b.pageNum,
        pageSize: b.pageSize,
      };
    },
  );
}
