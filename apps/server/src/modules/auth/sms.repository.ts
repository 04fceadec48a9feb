import type { Queryable } from "../../db/db.ts";

/** Serialises sends per phone for the rest of the transaction. */
export async function lockPhoneSends(q: Queryable, phone: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(727002, hashtext($1))", [phone]);
}

/** The phone's last send and how many it had since `since`. */
export async function phoneSendStats(
  q: Queryable,
  phone: string,
  since: Date,
): Promise<{ last: Date | null; phone_hour: number }> {
  const { rows } = await q.query<{ last: Date | null; phone_hour: number }>(
    `SELECT max(created_at) AS last, count(*)::int AS phone_hour
       FROM sms_codes WHERE phone = $1 AND created_at > $2`,
    [phone, since],
  );
  return rows[0]!;
}

export async function countIpSends(q: Queryable, ip: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sms_codes WHERE ip = $1 AND created_at > $2",
    [ip, since],
  );
  return rows[0]!.n;
}

export async function insertSmsCode(
  q: Queryable,
  c: {
    phone: string;
    purpose: string;
    codeHash: string;
    delivered: boolean;
    ip: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO sms_codes (phone, purpose, code_hash, delivered, ip, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [c.phone, c.purpose, c.codeHash, c.delivered, c.ip, c.expiresAt, c.now],
  );
}

/** The newest unused, unexpired code of this phone and purpose. */
export async function findLiveCode(q: Queryable, phone: string, purpose: string, now: Date) {
  const { rows } = await q.query<{ id: string; attempts: number; code_hash: string }>(
    `SELECT id, attempts, code_hash FROM sms_codes
      WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [phone, purpose, now],
  );
  return rows[0];
}

/** Marks the code used if its hash matches and it has tries left; false otherwise. */
export async function useCode(
  q: Queryable,
  id: string,
  codeHash: string,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE sms_codes SET used_at = $2
      WHERE id = $1 AND used_at IS NULL AND attempts < $4 AND code_hash = $3`,
    [id, now, codeHash, maxAttempts],
  );
  return rowCount === 1;
}

export async function countFailedAttempt(q: Queryable, id: string): Promise<void> {
  await q.query("UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1", [id]);
}
