import type { Queryable } from "../../db/db.ts";

/** Failed logins from this address since `since`. */
export async function countLoginFailures(q: Queryable, ip: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rate_events WHERE kind = 'login_fail' AND key = $1 AND created_at > $2",
    [ip, since],
  );
  return rows[0]!.n;
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
