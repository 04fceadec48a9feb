import type { Queryable } from "../../db/db.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  org_id: string | null;
  token_hash: string;
  prev_token_hash: string | null;
  prev_valid_until: Date | null;
  access_expires_at: Date;
  renew_until: Date;
  remember: boolean;
  revoked_at: Date | null;
  phone: string;
  member_id: string | null;
  member_status: string | null;
  role_id: string | null;
  role_name: string | null;
  is_super: boolean | null;
  menus: number[] | null;
}

/** The session by its current or previous token hash, with the membership in its current org. */
export async function findSessionByTokenHash(q: Queryable, hash: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    `SELECT s.id, s.user_id, s.org_id, s.token_hash, s.prev_token_hash, s.prev_valid_until,
            s.access_expires_at, s.renew_until, s.remember, s.revoked_at, u.phone,
            m.id AS member_id, m.status AS member_status, r.id AS role_id, r.name AS role_name,
            r.is_super, r.menus
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN members m ON m.org_id = s.org_id AND m.user_id = s.user_id
       LEFT JOIN roles r ON r.id = m.role_id
      WHERE s.token_hash = $1 OR s.prev_token_hash = $1`,
    [hash],
  );
  return rows[0];
}

export async function insertSession(
  q: Queryable,
  s: {
    userId: string;
    orgId: string | null;
    tokenHash: string;
    accessExpiresAt: Date;
    renewUntil: Date;
    remember: boolean;
    ip: string;
    userAgent: string | undefined;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sessions (user_id, org_id, token_hash, access_expires_at, renew_until, remember, ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      s.userId,
      s.orgId,
      s.tokenHash,
      s.accessExpiresAt,
      s.renewUntil,
      s.remember,
      s.ip,
      s.userAgent ?? null,
      s.now,
    ],
  );
  return rows[0]!.id;
}

/** Rotates the token if it is still the current one; false when a concurrent request rotated it. */
export async function rotateToken(
  q: Queryable,
  r: { id: string; oldHash: string; newHash: string; graceUntil: Date; accessExpiresAt: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE sessions SET prev_token_hash = token_hash, prev_valid_until = $4, token_hash = $3, access_expires_at = $5
      WHERE id = $1 AND token_hash = $2 AND revoked_at IS NULL`,
    [r.id, r.oldHash, r.newHash, r.graceUntil, r.accessExpiresAt],
  );
  return rowCount === 1;
}

export async function revokeSession(q: Queryable, id: string, reason: string, now: Date): Promise<void> {
  await q.query(
    "UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL",
    [id, now, reason],
  );
}

/** Revokes every live session of a user, optionally sparing one (the one changing the password). */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  reason: string,
  now: Date,
  exceptId?: string,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [userId, now, reason, exceptId ?? null],
  );
}

export async function setSessionOrg(q: Queryable, id: string, orgId: string | null): Promise<void> {
  await q.query("UPDATE sessions SET org_id = $2 WHERE id = $1", [id, orgId]);
}

/** The user's live sessions, newest first, one page. */
export async function pageLiveSessions(
  q: Queryable,
  userId: string,
  now: Date,
  limit: number,
  offset: number,
) {
  const { rows } = await q.query<{
    id: string;
    ip: string | null;
    user_agent: string | null;
    remember: boolean;
    created_at: Date;
    renew_until: Date;
    total: number;
  }>(
    `SELECT id, ip, user_agent, remember, created_at, renew_until, count(*) OVER ()::int AS total
       FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND renew_until > $2
      ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [userId, now, limit, offset],
  );
  return rows;
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  q: Queryable,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    "UPDATE sessions SET revoked_at = $3, revoke_reason = 'revoked_by_user' WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL",
    [id, userId, now],
  );
  return rowCount === 1;
}

/** Ends a user's live sessions in one enterprise (the member was disabled there). */
export async function revokeUserSessionsInOrg(
  q: Queryable,
  userId: string,
  orgId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = $3, revoke_reason = $4
      WHERE user_id = $1 AND org_id = $2 AND revoked_at IS NULL`,
    [userId, orgId, now, reason],
  );
}

/** Takes a user's live sessions out of an enterprise they no longer belong to. */
export async function detachUserSessions(q: Queryable, userId: string, orgId: string): Promise<void> {
  await q.query(
    `UPDATE sessions SET org_id = NULL WHERE user_id = $1 AND org_id = $2 AND revoked_at IS NULL`,
    [userId, orgId],
  );
}

/** Gives a session a new token and forgets the previous one (the password changed). */
export async function replaceSessionToken(q: Queryable, id: string, tokenHash: string): Promise<void> {
  await q.query(
    "UPDATE sessions SET token_hash = $2, prev_token_hash = NULL, prev_valid_until = NULL WHERE id = $1",
    [id, tokenHash],
  );
}
