import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import type { Caller } from "../../plugins/auth.ts";
import { type AuditEntry, writeAudit } from "../enterprise/audit.repository.ts";

/** What a change of master data writes to the audit log, beside who and when. */
export type AuditFacts = Pick<AuditEntry, "entityId" | "action" | "from" | "to" | "detail">;

/**
 * One change of master data: `run` makes it inside a transaction and says what to audit; the audit
 * entry is written in the same transaction, so a change is never recorded without its entry or the
 * other way round. Answers what `run` returns as `data`.
 */
export function auditedChange<T>(
  app: FastifyInstance,
  caller: Caller,
  entity: string,
  run: (q: Queryable, now: Date) => Promise<{ data: T; audit: AuditFacts }>,
): Promise<T> {
  const now = app.clock.now();
  return app.db.tx(async (q) => {
    const { data, audit } = await run(q, now);
    await writeAudit(q, { orgId: caller.orgId, actorUserId: caller.userId, entity, at: now, ...audit });
    return data;
  });
}
