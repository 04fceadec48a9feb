import type { Queryable } from "../../db/db.ts";

export async function insertChallenge(
  q: Queryable,
  c: { gapX: number; pieceY: number; ip: string; expiresAt: Date; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO captcha_challenges (gap_x, piece_y, ip, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.gapX, c.pieceY, c.ip, c.expiresAt, c.now],
  );
  return rows[0]!.id;
}

/** Marks a live challenge used and gives its gap; undefined when it is unknown, used or expired. */
export async function useChallenge(
  q: Queryable,
  id: string,
  now: Date,
): Promise<{ gap_x: number } | undefined> {
  const { rows } = await q.query<{ gap_x: number }>(
    `UPDATE captcha_challenges SET used_at = $2
      WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING gap_x`,
    [id, now],
  );
  return rows[0];
}

export async function insertTicket(
  q: Queryable,
  ticketHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await q.query("INSERT INTO captcha_tickets (ticket_hash, expires_at, created_at) VALUES ($1, $2, $3)", [
    ticketHash,
    expiresAt,
    now,
  ]);
}

/** Consumes a live ticket and binds it to the phone it serves; false when there is no such ticket. */
export async function useTicket(
  q: Queryable,
  ticketHash: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE captcha_tickets SET used_at = $2, phone = $3
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [ticketHash, now, phone],
  );
  return rowCount === 1;
}
