import type { CustomerKind, CustomerLevel, CustomerSource, FollowUpMethod, Gender } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { regionNames } from "../enterprise/region.service.ts";
import { iso } from "./common.ts";

export interface CustomerRow {
  id: string;
  org_id: string;
  kind: CustomerKind;
  name: string;
  credit_code: string | null;
  contact_name: string | null;
  brand: string | null;
  gender: Gender | null;
  phone: string;
  province: string;
  city: string;
  area: string;
  address: string;
  level: CustomerLevel | null;
  source: CustomerSource | null;
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

/** The fields a customer body may carry; which of the optional ones a kind keeps is in KIND_FIELDS. */
export interface CustomerFields {
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
}

type OptionalField = "creditCode" | "contactName" | "brand" | "gender" | "level" | "source";

/** The optional fields each customer kind keeps (docs/api-sales.md "Customers"); the others are stored null. */
const KIND_FIELDS: Record<CustomerKind, readonly OptionalField[]> = {
  enterprise: ["creditCode", "contactName", "level", "source"],
  store: ["brand", "contactName"],
  personal: ["gender"],
};

/** The columns of a customer from a create/update body; fields other kinds have are null. */
export function kindColumns(b: CustomerFields) {
  const keep = <F extends OptionalField>(f: F, fallback: NonNullable<CustomerFields[F]> | null = null) =>
    KIND_FIELDS[b.kind].includes(f) ? (b[f] ?? fallback) : null;
  return {
    name: b.name,
    credit_code: keep("creditCode"),
    contact_name: keep("contactName"),
    brand: keep("brand"),
    gender: keep("gender", 0),
    phone: b.phone,
    province: b.province,
    city: b.city,
    area: b.area,
    address: b.address,
    level: keep("level"),
    source: keep("source"),
    remark: b.remark ?? "",
  };
}

export async function insertCustomer(
  q: Queryable,
  r: {
    orgId: string;
    fields: CustomerFields;
    ownerMemberId: string;
    teamId: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const cols = kindColumns(r.fields);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO customers (org_id, kind, name, credit_code, contact_name, brand, gender, phone, province, city, area,
       address, level, source, remark, owner_member_id, team_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19) RETURNING id`,
    [
      r.orgId,
      r.fields.kind,
      cols.name,
      cols.credit_code,
      cols.contact_name,
      cols.brand,
      cols.gender,
      cols.phone,
      cols.province,
      cols.city,
      cols.area,
      cols.address,
      cols.level,
      cols.source,
      cols.remark,
      r.ownerMemberId,
      r.teamId,
      r.createdBy,
      r.now,
    ],
  );
  return rows[0]!.id;
}

export async function countCustomerOrders(q: Queryable, customerId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_orders WHERE customer_id = $1",
    [customerId],
  );
  return rows[0]!.n;
}

/** Deletes a customer with its ownership history. */
export async function deleteCustomerRow(q: Queryable, orgId: string, customerId: string): Promise<void> {
  await q.query(
    "DELETE FROM sales_ownership_history WHERE org_id = $1 AND entity = 'customer' AND entity_id = $2",
    [orgId, customerId],
  );
  await q.query("DELETE FROM customers WHERE id = $1 AND org_id = $2", [customerId, orgId]);
}

export async function listContacts(q: Queryable, orgId: string, customerId: string) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    phone: string;
    position: string;
    created_at: Date;
  }>(
    "SELECT id, name, phone, position, created_at FROM customer_contacts WHERE customer_id = $1 AND org_id = $2 ORDER BY created_at, id",
    [customerId, orgId],
  );
  return rows;
}

/** A customer's figures; cancelled orders count for nothing. */
export async function customerStats(q: Queryable, customerId: string) {
  const { rows } = await q.query<{
    order_count: number;
    order_total_fen: number;
    received_fen: number;
    open_task_count: number;
    follow_up_count: number;
  }>(
    `SELECT
      (SELECT count(*) FROM sales_orders o WHERE o.customer_id = $1 AND o.status <> 'cancelled')::int AS order_count,
      (SELECT COALESCE(sum(o.total_fen), 0) FROM sales_orders o WHERE o.customer_id = $1 AND o.status <> 'cancelled')::bigint AS order_total_fen,
      (SELECT COALESCE(sum(s.amount_fen), 0) FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id
        WHERE o.customer_id = $1 AND o.status <> 'cancelled' AND s.status = 'confirmed')::bigint AS received_fen,
      (SELECT count(*) FROM sales_tasks k WHERE k.customer_id = $1 AND k.status <> 'done')::int AS open_task_count,
      (SELECT count(*) FROM customer_followups f WHERE f.customer_id = $1)::int AS follow_up_count`,
    [customerId],
  );
  return rows[0]!;
}

export async function countContacts(q: Queryable, customerId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM customer_contacts WHERE customer_id = $1",
    [customerId],
  );
  return rows[0]!.n;
}

export async function insertContact(
  q: Queryable,
  r: { orgId: string; customerId: string; name: string; phone: string; position: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO customer_contacts (org_id, customer_id, name, phone, position, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.orgId, r.customerId, r.name, r.phone, r.position, r.now],
  );
  return rows[0]!.id;
}

export async function findContact(q: Queryable, orgId: string, contactId: string) {
  const { rows } = await q.query<{ customer_id: string; name: string }>(
    "SELECT customer_id, name FROM customer_contacts WHERE id = $1 AND org_id = $2",
    [contactId, orgId],
  );
  return rows[0];
}

export async function deleteContact(q: Queryable, orgId: string, contactId: string): Promise<void> {
  await q.query("DELETE FROM customer_contacts WHERE id = $1 AND org_id = $2", [contactId, orgId]);
}

export async function pageFollowUps(
  q: Queryable,
  orgId: string,
  customerId: string,
  f: { limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: string;
    method: FollowUpMethod;
    content: string;
    followed_at: Date;
    next_at: Date | null;
    member_id: string | null;
    member_name: string | null;
    created_at: Date;
    total: number;
  }>(
    `SELECT f.id, f.method, f.content, f.followed_at, f.next_at, f.member_id, m.name AS member_name, f.created_at,
            count(*) OVER ()::int AS total
       FROM customer_followups f LEFT JOIN members m ON m.id = f.member_id
      WHERE f.customer_id = $1 AND f.org_id = $2
      ORDER BY f.followed_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
    [customerId, orgId, f.limit, f.offset],
  );
  return rows;
}

export async function insertFollowUp(
  q: Queryable,
  r: {
    orgId: string;
    customerId: string;
    memberId: string;
    method: string;
    content: string;
    followedAt: Date;
    nextAt: Date | null;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO customer_followups (org_id, customer_id, member_id, method, content, followed_at, next_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [r.orgId, r.customerId, r.memberId, r.method, r.content, r.followedAt, r.nextAt, r.now],
  );
  return rows[0]!.id;
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
