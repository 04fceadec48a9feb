import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { type AuditFacts, writeAudit } from "../../lib/audit.ts";
import type { Caller } from "../../plugins/auth.ts";

// Transitional: services still taking (app, caller) use this; in (ctx, input) they use lib/audit.ts.

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
