import type { Queryable } from "../../db/db.ts";

/**
 * When this address may try again: with `limit` or more failed logins since `since`, the time the
 * `limit`-th newest of them leaves the window (`windowSeconds` after it), since from then fewer than
 * `limit` remain; null while under the limit.
 */
export async function loginFailuresFreeAt(
  q: Queryable,
  ip: string,
  since: Date,
  limit: number,
  windowSeconds: number,
): Promise<Date | null> {
  const { rows } = await q.query<{ free_at: Date }>(
    `SELECT created_at + make_interval(secs => $4) AS free_at FROM rate_events
      WHERE kind = 'login_fail' AND key = $1 AND created_at > $2
      ORDER BY created_at DESC OFFSET $3 - 1 LIMIT 1`,
    [ip, since, limit, windowSeconds],
  );
  return rows[0]?.free_at ?? null;
}

export async function recordLoginFailure(q: Queryable, ip: string, now: Date): Promise<void> {
  await q.query("INSERT INTO rate_events (kind, key, created_at) VALUES ('login_fail', $1, $2)", [ip, now]);
}

/**
 * Records an event of `kind` for `key` unless `limit` of them happened since `since`; false when the
 * limit is reached (nothing recorded then, so a flood does not grow the table). Shared by every
 * instance on the database; concurrent requests may overshoot by a few, which a limit tolerates.
 */
export async function takeRateSlot(
  q: Queryable,
  r: { kind: string; key: string; since: Date; now: Date; limit: number },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO rate_events (kind, key, created_at)
     SELECT $1, $2, $3
      WHERE (SELECT count(*) FROM rate_events WHERE kind = $1 AND key = $2 AND created_at > $4) < $5
     RETURNING id`,
    [r.kind, r.key, r.now, r.since, r.limit],
  );
  return rows.length > 0;
}
