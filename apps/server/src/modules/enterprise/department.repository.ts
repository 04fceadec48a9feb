import type { Queryable } from "../../db/db.ts";

export interface DepartmentRow {
  id: string;
  name: string;
  parent_id: string | null;
  sort: number;
  version: number;
  member_count: number;
}

/** Every department of the enterprise, in display order, each with its member count. */
export async function allDepartments(q: Queryable, orgId: string): Promise<DepartmentRow[]> {
  const { rows } = await q.query<DepartmentRow>(
    `SELECT d.id, d.name, d.parent_id, d.sort, d.version,
            (SELECT count(*)::int FROM members m WHERE m.department_id = d.id) AS member_count
       FROM departments d WHERE d.org_id = $1 ORDER BY d.sort, d.created_at, d.id`,
    [orgId],
  );
  return rows;
}

/** Serialises edits of one enterprise's department tree (a move cannot race a delete into a cycle). */
export async function lockDepartmentTree(q: Queryable, orgId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(727003, hashtext($1))", [orgId]);
}

export async function findDepartmentName(
  q: Queryable,
  orgId: string,
  id: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>(
    "SELECT name FROM departments WHERE id = $1 AND org_id = $2",
    [id, orgId],
  );
  return rows[0]?.name;
}

export async function insertDepartment(
  q: Queryable,
  d: { orgId: string; parentId: string | null; name: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO departments (org_id, parent_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [d.orgId, d.parentId, d.name, d.now],
  );
  return rows[0]!.id;
}

/** Saves a department's edit if the version still matches; the new version, or undefined. */
export async function updateDepartmentRow(
  q: Queryable,
  orgId: string,
  d: { departmentId: string; version: number; name: string; parentId: string | null; now: Date },
): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE departments SET name = $4, parent_id = $5, version = version + 1, updated_at = $6
      WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
    [d.departmentId, orgId, d.version, d.name, d.parentId, d.now],
  );
  return rows[0]?.version;
}

export async function departmentHasMembers(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM members WHERE department_id = $1 LIMIT 1", [id]);
  return rows.length > 0;
}

export async function departmentHasChildren(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM departments WHERE parent_id = $1 LIMIT 1", [id]);
  return rows.length > 0;
}

export async function deleteDepartmentRow(q: Queryable, orgId: string, id: string): Promise<void> {
  await q.query("DELETE FROM departments WHERE id = $1 AND org_id = $2", [id, orgId]);
}
