import type { Db } from "../../db/db.ts";
import { addSeconds } from "../../lib/clock.ts";

const DAY = 86_400;

/**
 * Deletes what has no use any more: challenges, tickets, codes and rate counters older than a day,
 * sessions that ended more than 30 days ago. Runs hourly in the server; safe on several instances.
 */
export async function pruneExpired(db: Db, now: Date): Promise<Record<string, number>> {
  const dayAgo = addSeconds(now, -DAY);
  const monthAgo = addSeconds(now, -30 * DAY);
  const counts: Record<string, number> = {};
  const run = async (name: string, sql: string, params: unknown[]) => {
    counts[name] = (await db.query(sql, params)).rowCount;
  };
  await run("captcha_challenges", "DELETE FROM captcha_challenges WHERE expires_at < $1", [dayAgo]);
  await run("captcha_tickets", "DELETE FROM captcha_tickets WHERE expires_at < $1", [dayAgo]);
  await run("sms_codes", "DELETE FROM sms_codes WHERE created_at < $1", [dayAgo]);
  await run("sms_outbox", "DELETE FROM sms_outbox WHERE created_at < $1", [dayAgo]);
  await run("rate_events", "DELETE FROM rate_events WHERE created_at < $1", [dayAgo]);
  await run(
    "sessions",
    "DELETE FROM sessions WHERE (revoked_at IS NOT NULL AND revoked_at < $1) OR renew_until < $1",
    [monthAgo],
  );
  return counts;
}
