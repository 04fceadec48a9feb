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
