import { emptyBody, Menu, staffListBody, staffOptionsBody, TASK_DUE_SOON_HOURS } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { roleDisplayName } from "../account/user.service.ts";
import { businessMonth, caller, teamRef } from "./common.ts";

/** Menus that make a member sales staff (besides being in a team or the super administrator). */
const SALES_MENUS = [Menu.BusinessCustomer, Menu.StoreCustomer, Menu.PersonalCustomer];

export async function staffRoutes(app: FastifyInstance) {
  const tags = ["sales: staff"];

  post(
    app,
    "/api/staff/list",
    {
      access: { menu: Menu.Staff },
      body: staffListBody,
      summary: "Sales staff with their figures for a period",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const month = businessMonth(app.clock.now());
      const dateFrom = b.dateFrom ?? month.from;
      const dateTo = b.dateTo ?? month.to;
      const { rows } = await app.db.query<{
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
      }>(
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
        [
          c.orgId,
          b.keyword || null,
          b.teamId ?? null,
          b.pageSize,
          dateFrom,
          dateTo,
          SALES_MENUS,
          offsetOf(b),
        ],
      );
      return {
        ...toPage(rows, b, (m) => ({
          memberId: m.id,
          name: m.name,
          phone: m.phone,
          staffNo: m.staff_no,
          roleName: roleDisplayName(req.lang, { name: m.role_name, is_super: m.is_super }),
          teamId: m.team_id,
          teamName: m.team_name,
          customerCount: m.customer_count,
          orderCount: m.order_count,
          orderAmountFen: Number(m.order_amount_fen),
          collectedFen: Number(m.collected_fen),
        })),
        dateFrom,
        dateTo,
      };
    },
  );

  post(
    app,
    "/api/staff/options",
    {
      access: "member",
      body: staffOptionsBody,
      summary: "Enabled members for owner / assignee selects",
      tags,
    },
    async (req) => {
      const c = caller(req);
      if (req.body.teamId) await teamRef(app.db, c.orgId, req.body.teamId);
      const { rows } = await app.db.query<{
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
        [c.orgId, req.body.keyword || null, req.body.teamId ?? null],
      );
      return rows.map((m) => ({
        memberId: m.id,
        name: m.name,
        phone: m.phone,
        teamId: m.team_id,
        teamName: m.team_name,
      }));
    },
  );

  post(
    app,
    "/api/salesHome/cards",
    {
      access: { menu: Menu.HomePage },
      body: emptyBody,
      summary: "Home cards: my customers, tasks, this month",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const now = app.clock.now();
      const month = businessMonth(now);
      const soon = new Date(now.getTime() + TASK_DUE_SOON_HOURS * 3600 * 1000);
      const { rows } = await app.db.query<{
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
          (SELECT count(*) FROM sales_orders WHERE org_id = $1 AND owner_member_id = $2 AND status <> 'cancelled'
             AND order_date BETWEEN $5::date AND $6::date)::int AS order_count,
          (SELECT COALESCE(sum(total_fen), 0) FROM sales_orders WHERE org_id = $1 AND owner_member_id = $2
             AND status <> 'cancelled' AND order_date BETWEEN $5::date AND $6::date)::bigint AS order_amount,
          (SELECT COALESCE(sum(s.amount_fen), 0) FROM sales_collections s JOIN sales_orders o ON o.id = s.order_id
            WHERE s.org_id = $1 AND o.owner_member_id = $2 AND s.status = 'confirmed'
              AND s.paid_on BETWEEN $5::date AND $6::date)::bigint AS collected`,
        [c.orgId, c.memberId, now, soon, month.from, month.to],
      );
      const r = rows[0]!;
      return {
        month: month.month,
        myCustomers: r.my_customers,
        tasks: { open: r.open, dueSoon: r.due_soon, overdue: r.overdue },
        monthOrders: { count: r.order_count, amountFen: Number(r.order_amount) },
        monthCollectionsFen: Number(r.collected),
      };
    },
  );
}
