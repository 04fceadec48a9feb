import type { Queryable } from "../../db/db.ts";

export interface MemberRow {
  id: string;
  org_id: string;
  user_id: string;
  name: string;
  staff_no: string | null;
  phone: string;
  role_id: string;
  role_name: string;
  is_super: boolean;
  department_id: string | null;
  department_name: string | null;
  status: "enabled" | "disabled";
  created_at: Date;
  version: number;
  total?: number;
}

const SELECT = `SELECT m.id, m.org_id, m.user_id, m.name, m.staff_no, m.phone, m.role_id, r.name AS role_name, r.is_super,
       m.department_id, d.name AS department_name, m.status, m.created_at, m.version
  FROM members m JOIN roles r ON r.id = m.role_id LEFT JOIN departments d ON d.id = m.department_id`;

export async function findMember(
  q: Queryable,
  orgId: string,
  memberId: string,
): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`${SELECT} WHERE m.org_id = $1 AND m.id = $2`, [orgId, memberId]);
  return rows[0];
}

export async function pageMembers(
  q: Queryable,
  orgId: string,
  f: {
    keyword?: string;
    status?: string;
    roleId?: string;
    departmentId?: string;
    limit: number;
    offset: number;
  },
): Promise<MemberRow[]> {
  const { rows } = await q.query<MemberRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${SELECT}
      WHERE m.org_id = $1
        AND ($2::text IS NULL OR m.name ILIKE '%' || $2 || '%' OR m.phone LIKE '%' || $2 || '%' OR m.staff_no = $2)
        AND ($3::text IS NULL OR m.status = $3)
        AND ($4::uuid IS NULL OR m.role_id = $4)
        AND ($5::uuid IS NULL OR m.department_id = $5)) x
      ORDER BY x.is_super DESC, x.created_at, x.id LIMIT $6 OFFSET $7`,
    [orgId, f.keyword || null, f.status ?? null, f.roleId ?? null, f.departmentId ?? null, f.limit, f.offset],
  );
  return rows;
}

export async function insertMember(
  q: Queryable,
  m: {
    orgId: string;
    userId: string;
    name: string;
    staffNo: string | null;
    phone: string;
    roleId: string;
    departmentId: string | null;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO members (org_id, user_id, name, staff_no, phone, role_id, department_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [m.orgId, m.userId, m.name, m.staffNo, m.phone, m.roleId, m.departmentId, m.now],
  );
  return rows[0]!.id;
}

/** Enabled super administrators of the enterprise, locked for the rest of the transaction. */
export async function countEnabledSupers(q: Queryable, orgId: string): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT m.id FROM members m JOIN roles r ON r.id = m.role_id
      WHERE m.org_id = $1 AND r.is_super AND m.status = 'enabled' FOR UPDATE OF m`,
    [orgId],
  );
  return rows.length;
}

export async function roleInOrg(q: Queryable, orgId: string, roleId: string) {
  const { rows } = await q.query<{ id: string; is_super: boolean }>(
    "SELECT id, is_super FROM roles WHERE org_id = $1 AND id = $2",
    [orgId, roleId],
  );
  return rows[0];
}

export async function departmentInOrg(q: Queryable, orgId: string, departmentId: string) {
  const { rows } = await q.query("SELECT 1 FROM departments WHERE org_id = $1 AND id = $2", [
    orgId,
    departmentId,
  ]);
  return rows.length > 0;
}

/** Saves a member's edit if the version still matches; the new version, or undefined. */
export async function updateMemberRow(
  q: Queryable,
  orgId: string,
  m: {
    memberId: string;
    version: number;
    name: string;
    staffNo: string | null;
    roleId: string;
    departmentId: string | null;
    now: Date;
  },
): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE members SET name = $4, staff_no = $5, role_id = $6, department_id = $7, version = version + 1, updated_at = $8
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [m.memberId, orgId, m.version, m.name, m.staffNo, m.roleId, m.departmentId, m.now],
  );
  return rows[0]?.version;
}

/** Enables or disables a member if the version still matches; the new version, or undefined. */
export async function setMemberStatusRow(
  q: Queryable,
  orgId: string,
  memberId: string,
  version: number,
  status: "enabled" | "disabled",
  now: Date,
): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE members SET status = $4, version = version + 1, updated_at = $5
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [memberId, orgId, version, status, now],
  );
  return rows[0]?.version;
}

export async function deleteMemberRow(q: Queryable, orgId: string, memberId: string): Promise<void> {
  await q.query("DELETE FROM members WHERE id = $1 AND org_id = $2", [memberId, orgId]);
}

export async function countEnabledMembers(q: Queryable, orgId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM members WHERE org_id = $1 AND status = 'enabled'",
    [orgId],
  );
  return rows[0]!.n;
}

export async function isMemberOf(q: Queryable, orgId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM members WHERE org_id = $1 AND user_id = $2", [orgId, userId]);
  return rows.length > 0;
}
