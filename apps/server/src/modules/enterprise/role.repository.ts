import type { Queryable } from "../../db/db.ts";

export interface RoleRow {
  id: string;
  name: string;
  is_super: boolean;
  menus: number[];
  member_count: number;
  version: number;
}

/** The enterprise's roles, the super administrator first, each with how many members hold it. */
export async function listRoleRows(q: Queryable, orgId: string): Promise<RoleRow[]> {
  const { rows } = await q.query<RoleRow>(
    `SELECT r.id, r.name, r.is_super, r.menus, r.version,
            (SELECT count(*)::int FROM members m WHERE m.role_id = r.id) AS member_count
       FROM roles r WHERE r.org_id = $1 ORDER BY r.is_super DESC, r.created_at, r.id`,
    [orgId],
  );
  return rows;
}

export async function findRoleName(q: Queryable, roleId: string): Promise<string | null> {
  const { rows } = await q.query<{ name: string }>("SELECT name FROM roles WHERE id = $1", [roleId]);
  return rows[0]?.name ?? null;
}

/** The role of this enterprise, locked for the rest of the transaction when `lock` is set. */
export async function findRole(q: Queryable, orgId: string, roleId: string, lock = false) {
  const { rows } = await q.query<{ is_super: boolean; name: string; menus: number[] }>(
    `SELECT is_super, name, menus FROM roles WHERE id = $1 AND org_id = $2${lock ? " FOR UPDATE" : ""}`,
    [roleId, orgId],
  );
  return rows[0];
}

export async function insertRole(
  q: Queryable,
  r: { orgId: string; name: string; menus: number[]; isSuper?: boolean; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO roles (org_id, name, is_super, menus, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [r.orgId, r.name, r.isSuper ?? false, r.menus, r.now],
  );
  return rows[0]!.id;
}

/** Saves an ordinary role's edit if the version still matches; the new version, or undefined. */
export async function updateRoleRow(
  q: Queryable,
  orgId: string,
  r: { roleId: string; version: number; name: string; menus: number[]; now: Date },
): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE roles SET name = $4, menus = $5, version = version + 1, updated_at = $6
      WHERE id = $1 AND org_id = $2 AND version = $3 AND NOT is_super RETURNING version`,
    [r.roleId, orgId, r.version, r.name, r.menus, r.now],
  );
  return rows[0]?.version;
}

export async function roleHasMembers(q: Queryable, roleId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM members WHERE role_id = $1 LIMIT 1", [roleId]);
  return rows.length > 0;
}

export async function deleteRoleRow(q: Queryable, orgId: string, roleId: string): Promise<void> {
  await q.query("DELETE FROM roles WHERE id = $1 AND org_id = $2", [roleId, orgId]);
}
