import type { Queryable } from "../../db/db.ts";

export interface StaffRowDb {
  id: string;
  name: string;
  phone: string;
  staff_no: string | null;
  role_name: string;
  is_super: boolean;
  team_id: string | null;
  team_name: string | null;
  customer_count: number;
  order_count: number;
  order_amount_fen: number;
  collected_fen: number;
  total: number;
}

/** Enabled members who are sales staff (super, a sales menu, or in a team) with a period's figures. */
export async function pageStaff(
  q: Queryable,
  orgId: string,
  f: {
    keyword?: string;
    teamId?: string;
    dateFrom: string;
    dateTo: string;
    salesMenus: number[];
    limit: number;
    offset: number;
  },
) {
  const { rows } = await q.query<StaffRowDb>(
    `SELECT m.id, m.name, m.phone, m.staff_no, r.name AS role_name, r.is_super, tm.team_id, t.name AS team_name,
        (SELECT count(*) FROM customers c WHERE c.owner_member_id = m.id)::int AS customer_count,
        (SELECT count(*) FROM sales_orders o WHERE o.owner_member_id = m.id AND o.status <> 'cancelled'
           AND o.order_date BETWEEN $5::date AND $6::date)::int AS order_count,
        (SELECT COALESCE(sum(o.total_fen), 0) FROM sales_orders o WHERE o.owner_member_id = m.id AND o.status <> 'cancelled'
           AND o.order_date BETWEEN $5::date AND $6::date)::bigint AS order_amount_fen,
        (SELECT COALESCE(sum(s.amount_fen), 0) FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id
          WHERE o.owner_member_id = m.id AND s.status = 'confirmed' AND s.paid_on BETWEEN $5::date AND $6::date)::bigint AS collected_fen,
        count(*) OVER ()::int AS total
       FROM members m JOIN roles r ON r.id = m.role_id
       LEFT JOIN sales_team_members tm ON tm.member_id = m.id LEFT JOIN sales_teams t ON t.id = tm.team_id
      WHERE m.org_id = $1 AND m.status = 'enabled'
        AND (r.is_super OR r.menus && $7::int[] OR tm.team_id IS NOT NULL)
        AND ($2::text IS NULL OR m.name ILIKE '%' || $2 || '%' OR m.phone LIKE '%' || $2 || '%')
        AND ($3::uuid IS NULL OR tm.team_id = $3)
      ORDER BY m.created_at, m.id LIMIT $4 OFFSET $8`,
    [orgId, f.keyword || null, f.teamId ?? null, f.limit, f.dateFrom, f.dateTo, f.salesMenus, f.offset],
  );
  return rows;
}

/** Enabled members for selects (at most 200), of one team when given. */
export async function listStaffOptions(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; teamId?: string },
) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    phone: string;
    team_id: string | null;
    team_name: string | null;
  }>(
    `SELECT m.id, m.name, m.phone, tm.team_id, t.name AS team_name
       FROM members m LEFT JOIN sales_team_members tm ON tm.member_id = m.id LEFT JOIN sales_teams t ON t.id = tm.team_id
      WHERE m.org_id = $1 AND m.status = 'enabled'
        AND ($2::text IS NULL OR m.name ILIKE '%' || $2 || '%' OR m.phone LIKE '%' || $2 || '%')
        AND ($3::uuid IS NULL OR tm.team_id = $3)
      ORDER BY m.created_at, m.id LIMIT 200`,
    [orgId, f.keyword || null, f.teamId ?? null],
  );
  return rows;
}

/**
 * The home cards' figures: the member's customers and open tasks, and the month's orders and confirmed
 * collections, of the orders the member owns or, with `salesOf` null, of every order of the enterprise.
 */
export async function homeFigures(
  q: Queryable,
  orgId: string,
  memberId: string,
  f: { now: Date; soon: Date; monthFrom: string; monthTo: string; salesOf: string | null },
) {
  const { rows } = await q.query<{
    my_customers: number;
    open: number;
    overdue: number;
    due_soon: number;
    order_count: number;
    order_amount: number;
    collected: number;
  }>(
    `SELECT
      (SELECT count(*) FROM customers WHERE org_id = $1 AND owner_member_id = $2)::int AS my_customers,
      (SELECT count(*) FROM sales_tasks WHERE org_id = $1 AND assignee_member_id = $2 AND status <> 'done')::int AS open,
      (SELECT count(*) FROM sales_tasks WHERE org_id = $1 AND assignee_member_id = $2 AND status <> 'done'
         AND due_at < $3)::int AS overdue,
      (SELECT count(*) FROM sales_tasks WHERE org_id = $1 AND assignee_member_id = $2 AND status <> 'done'
         AND due_at >= $3 AND due_at < $4)::int AS due_soon,
      (SELECT count(*) FROM sales_orders WHERE org_id = $1 AND ($7::uuid IS NULL OR owner_member_id = $7)
         AND status <> 'cancelled' AND order_date BETWEEN $5::date AND $6::date)::int AS order_count,
      (SELECT COALESCE(sum(total_fen), 0) FROM sales_orders WHERE org_id = $1
         AND ($7::uuid IS NULL OR owner_member_id = $7)
         AND status <> 'cancelled' AND order_date BETWEEN $5::date AND $6::date)::bigint AS order_amount,
      (SELECT COALESCE(sum(s.amount_fen), 0) FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id
        WHERE s.org_id = $1 AND ($7::uuid IS NULL OR o.owner_member_id = $7) AND s.status = 'confirmed'
          AND s.paid_on BETWEEN $5::date AND $6::date)::bigint AS collected`,
    [orgId, memberId, f.now, f.soon, f.monthFrom, f.monthTo, f.salesOf],
  );
  return rows[0]!;
}
