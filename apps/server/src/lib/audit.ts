import type { Queryable } from "../db/db.ts";
import type { Ctx, OrgActor } from "./context.ts";

/**
 * The audit log (DESIGN §6), written by every area inside the transaction that makes the change:
 * it lives here, below the areas, so writing it is not a cross-area import.
 */

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

/** What a change writes to the audit log, beside who and when. */
export type AuditFacts = Pick<AuditEntry, "entityId" | "action" | "from" | "to" | "detail">;

/**
 * One audited change: `run` makes it inside a transaction and says what to audit; the entry is
 * written in the same transaction, so a change is never recorded without its entry or the other way
 * round. Answers what `run` returns as `data`.
 */
export function auditedChange<T>(
  ctx: Ctx<OrgActor>,
  entity: string,
  run: (q: Queryable, now: Date) => Promise<{ data: T; audit: AuditFacts }>,
): Promise<T> {
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const { data, audit } = await run(q, now);
    await writeAudit(q, { orgId: ctx.actor.orgId, actorUserId: ctx.actor.userId, entity, at: now, ...audit });
    return data;
  });
}
