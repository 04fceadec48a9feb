import type { AuditEntry, auditListBody, Page } from "@stoneworks/shared";
import type { z } from "zod";
import type { MemberCtx } from "../../lib/context.ts";
import { pageAudit } from "./audit.repository.ts";

/** One page of the enterprise's audit log, newest first, filtered by who, what and when. */
export async function listAudit(
  ctx: MemberCtx,
  f: z.output<typeof auditListBody>,
): Promise<Page<AuditEntry>> {
  const rows = await pageAudit(ctx.db, ctx.actor.orgId, {
    ...f,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
  return {
    list: rows.map(
      (r): AuditEntry => ({
        id: r.id,
        actorUserId: r.actor_user_id,
        actorName: r.actor_name,
        entity: r.entity,
        entityId: r.entity_id,
        action: r.action,
        fromState: r.from_state,
        toState: r.to_state,
        detail: r.detail as AuditEntry["detail"],
        createdAt: r.created_at.toISOString(),
      }),
    ),
    total: rows[0]?.total ?? 0,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}
