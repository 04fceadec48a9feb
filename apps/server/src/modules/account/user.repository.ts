import type { Queryable } from "../../db/db.ts";

export interface UserRow {
  id: string;
  phone: string;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  gender: number;
  failed_logins: number;
  locked_until: Date | null;
  last_org_id: string | null;
}

const USER_COLUMNS =
  "id, phone, password_hash, nickname, avatar, gender, failed_logins, locked_until, last_org_id";

export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return rows[0];
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function insertUser(
  q: Queryable,
  u: { phone: string; passwordHash: string; nickname: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (phone, password_hash, nickname, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [u.phone, u.passwordHash, u.nickname, u.now],
  );
  return rows[0]!.id;
}

export async function setPasswordHash(q: Queryable, id: string, hash: string, now: Date): Promise<void> {
  await q.query(
    "UPDATE users SET password_hash = $2, failed_logins = 0, locked_until = NULL, updated_at = $3 WHERE id = $1",
    [id, hash, now],
  );
}

/** Counts a failed password; locks the account when the count reaches `limit`. Returns the new count. */
export async function recordFailedLogin(
  q: Queryable,
  id: string,
  limit: number,
  lockUntil: Date,
): Promise<{ failed: number; locked: boolean }> {
  const { rows } = await q.query<{ failed_logins: number; locked_until: Date | null }>(
    `UPDATE users
        SET failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
            locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
      WHERE id = $1 RETURNING failed_logins, locked_until`,
    [id, limit, lockUntil],
  );
  const r = rows[0]!;
  return {
    failed: r.failed_logins,
    locked: r.locked_until !== null && r.locked_until.getTime() === lockUntil.getTime(),
  };
}

export async function resetFailedLogins(q: Queryable, id: string): Promise<void> {
  await q.query(
    "UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1 AND (failed_logins > 0 OR locked_until IS NOT NULL)",
    [id],
  );
}

export async function setLastOrg(q: Queryable, id: string, orgId: string | null): Promise<void> {
  await q.query("UPDATE users SET last_org_id = $2 WHERE id = $1", [id, orgId]);
}

export interface MembershipRow {
  org_id: string;
  org_name: string;
  logo: string | null;
  member_id: string;
  member_name: string;
  staff_no: string | null;
  status: "enabled" | "disabled";
  role_id: string;
  role_name: string;
  is_super: boolean;
}

export async function listMemberships(q: Queryable, userId: string): Promise<MembershipRow[]> {
  const { rows } = await q.query<MembershipRow>(
    `SELECT o.id AS org_id, o.name AS org_name, o.logo, m.id AS member_id, m.name AS member_name, m.staff_no,
            m.status, r.id AS role_id, r.name AS role_name, r.is_super
       FROM members m JOIN orgs o ON o.id = m.org_id JOIN roles r ON r.id = m.role_id
      WHERE m.user_id = $1 ORDER BY m.created_at`,
    [userId],
  );
  return rows;
}

/** The user of this phone, created (without a password: they log in by SMS code) when there is none. */
export async function ensureUserByPhone(
  q: Queryable,
  phone: string,
  nickname: string,
  now: Date,
): Promise<string> {
  const existing = await findUserByPhone(q, phone);
  if (existing) return existing.id;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (phone, nickname, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
    [phone, nickname, now],
  );
  return rows[0]!.id;
}

export async function updateProfileRow(
  q: Queryable,
  id: string,
  p: { nickname: string; avatar: string | null; gender: number },
  now: Date,
): Promise<void> {
  await q.query("UPDATE users SET nickname = $2, avatar = $3, gender = $4, updated_at = $5 WHERE id = $1", [
    id,
    p.nickname,
    p.avatar,
    p.gender,
    now,
  ]);
}

/** The session's enterprise with the caller's role in it (getInfo). */
export async function findOrgWithRole(q: Queryable, orgId: string, roleId: string | null) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    logo: string | null;
    mes_enabled: boolean;
    role_name: string;
    is_super: boolean;
  }>(
    `SELECT o.id, o.name, o.logo, o.mes_enabled, r.name AS role_name, r.is_super
       FROM orgs o JOIN roles r ON r.id = $2 WHERE o.id = $1`,
    [orgId, roleId],
  );
  return rows[0];
}
