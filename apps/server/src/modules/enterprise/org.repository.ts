import type { Queryable } from "../../db/db.ts";

export interface OrgRow {
  id: string;
  name: string;
  logo: string | null;
  contact_name: string;
  contact_phone: string;
  province: string;
  city: string;
  area: string;
  address: string;
  version: number;
  created_at: Date;
  mes_enabled: boolean;
}

export async function findOrg(q: Queryable, orgId: string): Promise<OrgRow | undefined> {
  const { rows } = await q.query<OrgRow>(
    `SELECT id, name, logo, contact_name, contact_phone, province, city, area, address, version, created_at, mes_enabled
       FROM orgs WHERE id = $1`,
    [orgId],
  );
  return rows[0];
}

/** Opens or closes the MES function; the value it had before (undefined when no such enterprise). */
export async function setMesEnabled(q: Queryable, orgId: string, enabled: boolean, now: Date) {
  const { rows } = await q.query<{ before: boolean }>(
    `UPDATE orgs o SET mes_enabled = $2, updated_at = $3 FROM (SELECT mes_enabled AS before FROM orgs WHERE id = $1 FOR UPDATE) b
      WHERE o.id = $1 RETURNING b.before`,
    [orgId, enabled, now],
  );
  return rows[0]?.before;
}

export interface OrgFields {
  name: string;
  logo: string;
  contactName: string;
  contactPhone: string;
  province: string;
  city: string;
  area: string;
  address: string;
}

export async function insertOrg(q: Queryable, f: OrgFields, userId: string, now: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO orgs (name, logo, contact_name, contact_phone, province, city, area, address, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [f.name, f.logo, f.contactName, f.contactPhone, f.province, f.city, f.area, f.address, userId, now],
  );
  return rows[0]!.id;
}

/** Saves the details; a logo of `undefined` keeps the stored one. */
export async function updateOrgRow(
  q: Queryable,
  orgId: string,
  f: Omit<OrgFields, "logo"> & { logo?: string },
  version: number,
  now: Date,
) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE orgs SET name = $3, logo = COALESCE($4, logo), contact_name = $5, contact_phone = $6, province = $7, city = $8, area = $9,
            address = $10, version = version + 1, updated_at = $11
      WHERE id = $1 AND version = $2 RETURNING version`,
    [
      orgId,
      version,
      f.name,
      f.logo ?? null,
      f.contactName,
      f.contactPhone,
      f.province,
      f.city,
      f.area,
      f.address,
      now,
    ],
  );
  return rows[0]?.version;
}

export async function searchOrgs(q: Queryable, keyword: string, userId: string) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    logo: string | null;
    province: string;
    city: string;
    area: string;
    is_member: boolean;
    pending: boolean;
  }>(
    `SELECT o.id, o.name, o.logo, o.province, o.city, o.area,
            EXISTS (SELECT 1 FROM members m WHERE m.org_id = o.id AND m.user_id = $2) AS is_member,
            EXISTS (SELECT 1 FROM join_requests j WHERE j.org_id = o.id AND j.user_id = $2 AND j.status = 'submitted') AS pending
       FROM orgs o WHERE o.name ILIKE '%' || $1 || '%' ORDER BY length(o.name), o.name LIMIT 20`,
    [keyword, userId],
  );
  return rows;
}

export interface JoinRequestRow {
  id: string;
  org_id: string;
  org_name: string;
  user_id: string;
  phone: string;
  nickname: string;
  status: "submitted" | "approved" | "rejected" | "cancelled";
  message: string;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  total?: number;
}

const JOIN_SELECT = `SELECT j.id, j.org_id, o.name AS org_name, j.user_id, u.phone, u.nickname, j.status, j.message, j.reason,
       j.created_at, j.reviewed_at
  FROM join_requests j JOIN orgs o ON o.id = j.org_id JOIN users u ON u.id = j.user_id`;

export async function insertJoinRequest(
  q: Queryable,
  orgId: string,
  userId: string,
  message: string,
  now: Date,
) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO join_requests (org_id, user_id, message, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [orgId, userId, message, now],
  );
  return rows[0]!.id;
}

export async function myJoinRequests(q: Queryable, userId: string): Promise<JoinRequestRow[]> {
  const { rows } = await q.query<JoinRequestRow>(
    `${JOIN_SELECT} WHERE j.user_id = $1 ORDER BY j.created_at DESC LIMIT 50`,
    [userId],
  );
  return rows;
}

export async function findJoinRequest(q: Queryable, id: string): Promise<JoinRequestRow | undefined> {
  const { rows } = await q.query<JoinRequestRow>(`${JOIN_SELECT} WHERE j.id = $1`, [id]);
  return rows[0];
}

export async function pageJoinRequests(
  q: Queryable,
  orgId: string,
  status: string | undefined,
  limit: number,
  offset: number,
) {
  const { rows } = await q.query<JoinRequestRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${JOIN_SELECT}
      WHERE j.org_id = $1 AND ($2::text IS NULL OR j.status = $2)) x
      ORDER BY (x.status = 'submitted') DESC, x.created_at DESC, x.id LIMIT $3 OFFSET $4`,
    [orgId, status ?? null, limit, offset],
  );
  return rows;
}

/** Moves a request out of `submitted`; false when someone else moved it first. */
export async function closeJoinRequest(
  q: Queryable,
  id: string,
  to: "approved" | "rejected" | "cancelled",
  by: string | null,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE join_requests SET status = $2, reviewed_by = $3, reason = $4, reviewed_at = $5, updated_at = $5
      WHERE id = $1 AND status = 'submitted'`,
    [id, to, by, reason, now],
  );
  return rowCount === 1;
}
