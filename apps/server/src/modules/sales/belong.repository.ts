import type { BelongEntity, CustomerKind, OrderStatus, TaskStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** Where each owned entity lives: its table, owner column and the column that names a row. */
const TABLES: Record<BelongEntity, { table: string; owner: string; label: string }> = {
  customer: { table: "customers", owner: "owner_member_id", label: "name" },
  order: { table: "sales_orders", owner: "owner_member_id", label: "order_no" },
  task: { table: "sales_tasks", owner: "assignee_member_id", label: "title" },
};

const LAST_TRANSFER = (entity: BelongEntity, alias: string) =>
  `(SELECT max(h.at) FROM sales_ownership_history h WHERE h.org_id = ${alias}.org_id AND h.entity = '${entity}' AND h.entity_id = ${alias}.id) AS last_transfer_at`;

/** The rows to transfer, locked, in id order (so two transfers never deadlock). */
export async function lockOwnedRows(q: Queryable, entity: BelongEntity, orgId: string, ids: string[]) {
  const { table, owner, label } = TABLES[entity];
  const { rows } = await q.query<{ id: string; owner: string | null; team_id: string | null; label: string }>(
    `SELECT id, ${owner} AS owner, team_id, ${label} AS label FROM ${table}
      WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [orgId, ids],
  );
  return rows;
}

export async function setOwnership(
  q: Queryable,
  entity: BelongEntity,
  orgId: string,
  id: string,
  ownerId: string | null,
  teamId: string | null,
  now: Date,
): Promise<void> {
  const { table, owner } = TABLES[entity];
  await q.query(
    `UPDATE ${table} SET ${owner} = $3, team_id = $4, version = version + 1, updated_at = $5 WHERE id = $1 AND org_id = $2`,
    [id, orgId, ownerId, teamId, now],
  );
}

export async function insertOwnershipHistory(
  q: Queryable,
  h: {
    orgId: string;
    entity: BelongEntity;
    entityId: string;
    fromMemberId: string | null;
    fromTeamId: string | null;
    toMemberId: string | null;
    toTeamId: string | null;
    reason: string;
    byUserId: string;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO sales_ownership_history (org_id, entity, entity_id, from_member_id, from_team_id, to_member_id, to_team_id, reason, by_user_id, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      h.orgId,
      h.entity,
      h.entityId,
      h.fromMemberId,
      h.fromTeamId,
      h.toMemberId,
      h.toTeamId,
      h.reason,
      h.byUserId,
      h.at,
    ],
  );
}

export interface OwnedFilter {
  keyword?: string;
  ownerMemberId?: string;
  teamId?: string;
  kind?: CustomerKind;
  limit: number;
  offset: number;
}

/** The owner, team, version and last transfer every ownership list shows. */
export interface Ownership {
  owner_member_id: string | null;
  owner_name: string | null;
  team_id: string | null;
  team_name: string | null;
  last_transfer_at: Date | null;
  version: number;
  total: number;
}

const params = (orgId: string, f: OwnedFilter) => [
  orgId,
  f.keyword || null,
  f.ownerMemberId ?? null,
  f.teamId ?? null,
  f.limit,
  f.offset,
];
const OWNED_WHERE = `AND ($3::uuid IS NULL OR x.owner_member_id = $3) AND ($4::uuid IS NULL OR x.team_id = $4)`;

export async function pageOwnedCustomers(q: Queryable, orgId: string, f: OwnedFilter) {
  const { rows } = await q.query<Ownership & { id: string; kind: CustomerKind; name: string; phone: string }>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (
       SELECT c.id, c.kind, c.name, c.phone, c.owner_member_id, m.name AS owner_name, c.team_id, t.name AS team_name,
              c.version, c.created_at, ${LAST_TRANSFER("customer", "c")}
         FROM customers c LEFT JOIN members m ON m.id = c.owner_member_id LEFT JOIN sales_teams t ON t.id = c.team_id
        WHERE c.org_id = $1 AND ($7::text IS NULL OR c.kind = $7)
          AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.phone LIKE '%' || $2 || '%')) x
     WHERE true ${OWNED_WHERE} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
    [...params(orgId, f), f.kind ?? null],
  );
  return rows;
}

export async function pageOwnedOrders(q: Queryable, orgId: string, f: OwnedFilter) {
  const { rows } = await q.query<
    Ownership & {
      id: string;
      order_no: string;
      customer_name: string;
      status: OrderStatus;
      total_fen: number;
    }
  >(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (
       SELECT o.id, o.order_no, cu.name AS customer_name, o.status, o.total_fen, o.owner_member_id, m.name AS owner_name,
              o.team_id, t.name AS team_name, o.version, o.created_at, ${LAST_TRANSFER("order", "o")}
         FROM sales_orders o JOIN customers cu ON cu.id = o.customer_id
         LEFT JOIN members m ON m.id = o.owner_member_id LEFT JOIN sales_teams t ON t.id = o.team_id
        WHERE o.org_id = $1 AND ($2::text IS NULL OR o.order_no ILIKE '%' || $2 || '%' OR cu.name ILIKE '%' || $2 || '%')) x
     WHERE true ${OWNED_WHERE} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
    params(orgId, f),
  );
  return rows;
}

export async function pageOwnedTasks(q: Queryable, orgId: string, f: OwnedFilter) {
  const { rows } = await q.query<Ownership & { id: string; title: string; status: TaskStatus; due_at: Date }>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (
       SELECT k.id, k.title, k.status, k.due_at, k.assignee_member_id AS owner_member_id, m.name AS owner_name,
              k.team_id, t.name AS team_name, k.version, k.created_at, ${LAST_TRANSFER("task", "k")}
         FROM sales_tasks k LEFT JOIN members m ON m.id = k.assignee_member_id LEFT JOIN sales_teams t ON t.id = k.team_id
        WHERE k.org_id = $1 AND ($2::text IS NULL OR k.title ILIKE '%' || $2 || '%')) x
     WHERE true ${OWNED_WHERE} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
    params(orgId, f),
  );
  return rows;
}

/** Whether the customer, order or task is of this enterprise, and a customer's kind. */
export async function findOwned(q: Queryable, entity: BelongEntity, orgId: string, entityId: string) {
  const { table } = TABLES[entity];
  const { rows } = await q.query<{ kind?: CustomerKind }>(
    `SELECT ${entity === "customer" ? "kind" : "1 AS one"} FROM ${table} WHERE id = $1 AND org_id = $2`,
    [entityId, orgId],
  );
  return rows[0];
}

export async function pageOwnershipHistory(
  q: Queryable,
  orgId: string,
  entity: BelongEntity,
  entityId: string,
  w: { limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: string;
    from_member_id: string | null;
    from_member_name: string | null;
    from_team_id: string | null;
    from_team_name: string | null;
    to_member_id: string | null;
    to_member_name: string | null;
    to_team_id: string | null;
    to_team_name: string | null;
    reason: string;
    by_name: string | null;
    at: Date;
    total: number;
  }>(
    `SELECT h.id, h.from_member_id, fm.name AS from_member_name, h.from_team_id, ft.name AS from_team_name,
            h.to_member_id, tm.name AS to_member_name, h.to_team_id, tt.name AS to_team_name, h.reason,
            COALESCE(bm.name, bu.nickname) AS by_name, h.at, count(*) OVER ()::int AS total
       FROM sales_ownership_history h
       LEFT JOIN members fm ON fm.id = h.from_member_id LEFT JOIN sales_teams ft ON ft.id = h.from_team_id
       LEFT JOIN members tm ON tm.id = h.to_member_id LEFT JOIN sales_teams tt ON tt.id = h.to_team_id
       LEFT JOIN users bu ON bu.id = h.by_user_id LEFT JOIN members bm ON bm.user_id = h.by_user_id AND bm.org_id = h.org_id
      WHERE h.org_id = $1 AND h.entity = $2 AND h.entity_id = $3
      ORDER BY h.at DESC, h.id LIMIT $4 OFFSET $5`,
    [orgId, entity, entityId, w.limit, w.offset],
  );
  return rows;
}
