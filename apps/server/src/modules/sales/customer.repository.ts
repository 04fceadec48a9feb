import type { CustomerKind } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { regionNames } from "../region/region.service.ts";
import { iso } from "./common.ts";

export interface CustomerRow {
  id: string;
  org_id: string;
  kind: CustomerKind;
  name: string;
  credit_code: string | null;
  contact_name: string | null;
  brand: string | null;
  gender: number | null;
  phone: string;
  province: string;
  city: string;
  area: string;
  address: string;
  level: string | null;
  source: string | null;
  remark: string;
  owner_member_id: string | null;
  owner_name: string | null;
  team_id: string | null;
  team_name: string | null;
  order_count: number;
  last_follow_up_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

export const CUSTOMER_SELECT = `SELECT c.id, c.org_id, c.kind, c.name, c.credit_code, c.contact_name, c.brand, c.gender, c.phone,
    c.province, c.city, c.area, c.address, c.level, c.source, c.remark, c.owner_member_id, om.name AS owner_name,
    c.team_id, tm.name AS team_name,
    (SELECT count(*) FROM sales_orders o WHERE o.customer_id = c.id AND o.status <> 'cancelled')::int AS order_count,
    (SELECT max(f.followed_at) FROM customer_followups f WHERE f.customer_id = c.id) AS last_follow_up_at,
    c.version, c.created_at, c.updated_at
  FROM customers c LEFT JOIN members om ON om.id = c.owner_member_id LEFT JOIN sales_teams tm ON tm.id = c.team_id`;

export const toCustomerItem = (c: CustomerRow) => ({
  customerId: c.id,
  kind: c.kind,
  name: c.name,
  creditCode: c.credit_code,
  contactName: c.contact_name,
  brand: c.brand,
  gender: c.gender,
  phone: c.phone,
  province: c.province,
  city: c.city,
  area: c.area,
  regionNames: regionNames(c.province, c.city, c.area) ?? [],
  address: c.address,
  level: c.level,
  source: c.source,
  remark: c.remark,
  ownerMemberId: c.owner_member_id,
  ownerName: c.owner_name,
  teamId: c.team_id,
  teamName: c.team_name,
  orderCount: c.order_count,
  lastFollowUpAt: iso(c.last_follow_up_at),
  version: c.version,
  createdAt: iso(c.created_at)!,
  updatedAt: iso(c.updated_at)!,
});

export async function findCustomer(q: Queryable, orgId: string, customerId: string, lock = "") {
  const { rows } = await q.query<{ id: string; kind: CustomerKind; name: string; version: number }>(
    `SELECT id, kind, name, version FROM customers WHERE id = $1 AND org_id = $2 ${lock}`,
    [customerId, orgId],
  );
  return rows[0];
}

export async function customerDetail(q: Queryable, orgId: string, customerId: string) {
  const { rows } = await q.query<CustomerRow>(`${CUSTOMER_SELECT} WHERE c.id = $1 AND c.org_id = $2`, [
    customerId,
    orgId,
  ]);
  return rows[0];
}

/** The kind-specific columns from a create/update body; fields of other kinds are null. */
export function kindColumns(b: {
  kind: CustomerKind;
  name: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  address: string;
  remark?: string;
  creditCode?: string;
  contactName?: string;
  brand?: string;
  gender?: number;
  level?: string;
  source?: string;
}) {
  return {
    name: b.name,
    credit_code: b.kind === "enterprise" ? (b.creditCode ?? null) : null,
    contact_name: b.kind === "personal" ? null : (b.contactName ?? null),
    brand: b.kind === "store" ? (b.brand ?? null) : null,
    gender: b.kind === "personal" ? (b.gender ?? 0) : null,
    phone: b.phone,
    province: b.province,
    city: b.city,
    area: b.area,
    address: b.address,
    level: b.kind === "enterprise" ? (b.level ?? null) : null,
    source: b.kind === "enterprise" ? (b.source ?? null) : null,
    remark: b.remark ?? "",
  };
}

/** Other customers of the enterprise with the same phone, or (enterprise kind) the same credit code. */
export async function findDuplicates(
  q: Queryable,
  orgId: string,
  exceptId: string | null,
  phone: string,
  creditCode: string | null,
) {
  const { rows } = await q.query<{
    id: string;
    kind: CustomerKind;
    name: string;
    phone: string;
    credit_code: string | null;
  }>(
    `SELECT id, kind, name, phone, credit_code FROM customers
      WHERE org_id = $1 AND ($2::uuid IS NULL OR id <> $2)
        AND (phone = $3 OR ($4::text IS NOT NULL AND kind = 'enterprise' AND credit_code = $4))
      ORDER BY created_at LIMIT 10`,
    [orgId, exceptId, phone, creditCode],
  );
  return rows.flatMap((r) => [
    ...(r.phone === phone ? [{ field: "phone", customerId: r.id, kind: r.kind, name: r.name }] : []),
    ...(creditCode && r.credit_code === creditCode
      ? [{ field: "creditCode", customerId: r.id, kind: r.kind, name: r.name }]
      : []),
  ]);
}

export async function pageCustomers(
  q: Queryable,
  orgId: string,
  f: {
    kinds: CustomerKind[];
    keyword?: string;
    ownerMemberId?: string;
    teamId?: string;
    level?: string;
    source?: string;
    province?: string;
    city?: string;
    sort?: string;
    limit: number;
    offset: number;
  },
) {
  const order =
    f.sort === "createdAsc"
      ? "x.created_at, x.id"
      : f.sort === "nameAsc"
        ? "x.name, x.id"
        : "x.created_at DESC, x.id DESC";
  const { rows } = await q.query<CustomerRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${CUSTOMER_SELECT}
      WHERE c.org_id = $1 AND c.kind = ANY($2::text[])
        AND ($3::text IS NULL OR c.name ILIKE '%' || $3 || '%' OR c.phone LIKE '%' || $3 || '%'
             OR c.contact_name ILIKE '%' || $3 || '%' OR c.credit_code ILIKE '%' || $3 || '%' OR c.brand ILIKE '%' || $3 || '%')
        AND ($4::uuid IS NULL OR c.owner_member_id = $4)
        AND ($5::uuid IS NULL OR c.team_id = $5)
        AND ($6::text IS NULL OR c.level = $6)
        AND ($7::text IS NULL OR c.source = $7)
        AND ($8::text IS NULL OR c.province = $8)
        AND ($9::text IS NULL OR c.city = $9)) x
      ORDER BY ${order} LIMIT $10 OFFSET $11`,
    [
      orgId,
      f.kinds,
      f.keyword || null,
      f.ownerMemberId ?? null,
      f.teamId ?? null,
      f.level ?? null,
      f.source ?? null,
      f.province ?? null,
      f.city ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}
