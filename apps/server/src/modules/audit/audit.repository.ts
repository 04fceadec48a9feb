import type { Queryable } from "../../db/db.ts";

export interface AuditEntry {
  orgId: string | null;
  actorUserId: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  from?: string | null;
  to?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Every state change is written here (DESIGN §6), inside the transaction that makes it. */
export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      e.orgId,
      e.actorUserId,
      e.entity,
      e.entityId,
      e.action,
      e.from ?? null,
      e.to ?? null,
      e.detail ? JSON.stringify(e.detail) : null,
      e.at,
    ],
  );
}
