import {
  type BelongEntity,
  belongHistoryBody,
  belongListBody,
  Code,
  type CustomerKind,
  Menu,
  transferBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import {
  audit,
  type Caller,
  caller,
  iso,
  KIND_MENU,
  memberRef,
  requireAnyMenu,
  teamOfMember,
  teamRef,
} from "./common.ts";

const TABLES: Record<BelongEntity, { table: string; owner: string; label: string }> = {
  customer: { table: "customers", owner: "owner_member_id", label: "name" },
  order: { table: "sales_orders", owner: "owner_member_id", label: "order_no" },
  task: { table: "sales_tasks", owner: "assignee_member_id", label: "title" },
};

const LAST_TRANSFER = (entity: BelongEntity, alias: string) =>
  `(SELECT max(h.at) FROM sales_ownership_history h WHERE h.org_id = ${alias}.org_id AND h.entity = '${entity}' AND h.entity_id = ${alias}.id) AS last_transfer_at`;

/**
 * Moves customers, orders or tasks to another owner and/or team in one transaction, with one history
 * row per object moved (docs/api-sales.md "Business ownership").
 */
export async function transfer(
  app: FastifyInstance,
  c: Caller,
  entity: BelongEntity,
  b: z.infer<typeof transferBody>,
) {
  const { table, owner, label } = TABLES[entity];
  const now = app.clock.now();
  const ids = [...new Set(b.ids)].sort();
  return app.db.tx(async (q) => {
    const toMember = b.toMemberId ? await memberRef(q, c.orgId, b.toMemberId, "toMemberId") : null;
    if (b.toTeamId) await teamRef(q, c.orgId, b.toTeamId);
    // With a member: the given team (null = none), else the member's own. Team alone: owners stay.
    const toTeam =
      toMember && b.toTeamId === undefined
        ? await teamOfMember(q, c.orgId, toMember.id)
        : (b.toTeamId ?? null);
    const { rows } = await q.query<{
      id: string;
      owner: string | null;
      team_id: string | null;
      label: string;
    }>(
      `SELECT id, ${owner} AS owner, team_id, ${label} AS label FROM ${table}
        WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
      [c.orgId, ids],
    );
    if (rows.length !== ids.length) throw new AppError(Code.NotFound);
    const names = new Map<string, string>();
    const nameOf = async (memberId: string | null) => {
      if (!memberId) return null;
      if (!names.has(memberId)) {
        const { rows: m } = await q.query<{ name: string }>("SELECT name FROM members WHERE id = $1", [
          memberId,
        ]);
        names.set(memberId, m[0]?.name ?? "");
      }
      return names.get(memberId)!;
    };
    let transferred = 0;
    for (const r of rows) {
      const newOwner = toMember ? toMember.id : r.owner;
      const newTeam = toTeam;
      if (newOwner === r.owner && newTeam === r.team_id) continue;
      await q.query(
        `UPDATE ${table} SET ${owner} = $3, team_id = $4, version = version + 1, updated_at = $5 WHERE id = $1 AND org_id = $2`,
        [r.id, c.orgId, newOwner, newTeam, now],
      );
      await q.query(
        `INSERT INTO sales_ownership_history (org_id, entity, entity_id, from_member_id, from_team_id, to_member_id, to_team_id, reason, by_user_id, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [c.orgId, entity, r.id, r.owner, r.team_id, newOwner, newTeam, b.reason, c.userId, now],
      );
      await audit(q, c, now, entity, r.id, "transfer", await nameOf(r.owner), await nameOf(newOwner), {
        label: r.label,
        fromTeamId: r.team_id,
        toTeamId: newTeam,
        ...(b.reason ? { reason: b.reason } : {}),
      });
      transferred += 1;
    }
    return { transferred };
  });
}

type Filter = z.infer<typeof belongListBody>;

/** The owner, team and last transfer of a row of pageOwned, as every ownership list shows them. */
const ownership = (r: Record<string, unknown>) => ({
  ownerMemberId: r.owner_member_id,
  ownerName: r.owner_name,
  teamId: r.team_id,
  teamName: r.team_name,
  lastTransferAt: iso(r.last_transfer_at as Date | null),
  version: r.version,
});

async function pageOwned(app: FastifyInstance, c: Caller, entity: BelongEntity, b: Filter) {
  const now = app.clock.now();
  const params = [
    c.orgId,
    b.keyword || null,
    b.ownerMemberId ?? null,
    b.teamId ?? null,
    b.pageSize,
    offsetOf(b),
  ];
  const common = `AND ($3::uuid IS NULL OR x.owner_member_id = $3) AND ($4::uuid IS NULL OR x.team_id = $4)`;
  if (entity === "customer") {
    const { rows } = await app.db.query<Record<string, unknown> & { total: number }>(
      `SELECT x.*, count(*) OVER ()::int AS total FROM (
         SELECT c.id, c.kind, c.name, c.phone, c.owner_member_id, m.name AS owner_name, c.team_id, t.name AS team_name,
                c.version, c.created_at, ${LAST_TRANSFER("customer", "c")}
           FROM customers c LEFT JOIN members m ON m.id = c.owner_member_id LEFT JOIN sales_teams t ON t.id = c.team_id
          WHERE c.org_id = $1 AND ($7::text IS NULL OR c.kind = $7)
            AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.phone LIKE '%' || $2 || '%')) x
       WHERE true ${common} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
      [...params, b.kind ?? null],
    );
    return toPage(rows, b, (r) => ({
      customerId: r.id,
      kind: r.kind,
      name: r.name,
      phone: r.phone,
      ...ownership(r),
    }));
  }
  if (entity === "order") {
    const { rows } = await app.db.query<Record<string, unknown> & { total: number }>(
      `SELECT x.*, count(*) OVER ()::int AS total FROM (
         SELECT o.id, o.order_no, cu.name AS customer_name, o.status, o.total_fen, o.owner_member_id, m.name AS owner_name,
                o.team_id, t.name AS team_name, o.version, o.created_at, ${LAST_TRANSFER("order", "o")}
           FROM sales_orders o JOIN customers cu ON cu.id = o.customer_id
           LEFT JOIN members m ON m.id = o.owner_member_id LEFT JOIN sales_teams t ON t.id = o.team_id
          WHERE o.org_id = $1 AND ($2::text IS NULL OR o.order_no ILIKE '%' || $2 || '%' OR cu.name ILIKE '%' || $2 || '%')) x
       WHERE true ${common} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
      params,
    );
    return toPage(rows, b, (r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      customerName: r.customer_name,
      status: r.status,
      totalFen: Number(r.total_fen),
      ...ownership(r),
    }));
  }
  const { rows } = await app.db.query<Record<string, unknown> & { total: number }>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (
       SELECT k.id, k.title, k.status, k.due_at, k.assignee_member_id AS owner_member_id, m.name AS owner_name,
              k.team_id, t.name AS team_name, k.version, k.created_at, ${LAST_TRANSFER("task", "k")}
         FROM sales_tasks k LEFT JOIN members m ON m.id = k.assignee_member_id LEFT JOIN sales_teams t ON t.id = k.team_id
        WHERE k.org_id = $1 AND ($2::text IS NULL OR k.title ILIKE '%' || $2 || '%')) x
     WHERE true ${common} ORDER BY x.created_at DESC, x.id LIMIT $5 OFFSET $6`,
    params,
  );
  return toPage(rows, b, (r) => ({
    taskId: r.id,
    title: r.title,
    status: r.status,
    dueAt: iso(r.due_at as Date),
    overdue: r.status !== "done" && (r.due_at as Date).getTime() < now.getTime(),
    ...ownership(r),
  }));
}

export async function belongRoutes(app: FastifyInstance) {
  const tags = ["sales: ownership"];
  const menus: Record<BelongEntity, number> = {
    customer: Menu.BelongCustomer,
    order: Menu.BelongOrder,
    task: Menu.BelongTask,
  };
  for (const entity of ["customer", "order", "task"] as const) {
    const access = { menu: menus[entity] };
    post(
      app,
      `/api/belong/${entity}List`,
      { access, body: belongListBody, summary: `Owners of ${entity}s, paged`, tags },
      async (req) => pageOwned(app, caller(req), entity, req.body),
    );
    post(
      app,
      `/api/belong/${entity}Transfer`,
      { access, body: transferBody, summary: `Transfer ${entity}s to another member or team`, tags },
      async (req) => transfer(app, caller(req), entity, req.body),
    );
  }

  post(
    app,
    "/api/belong/history",
    {
      access: "member",
      body: belongHistoryBody,
      summary: "Ownership history of one customer, order or task (menus: see docs/api-sales.md)",
      tags,
    },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const { table } = TABLES[b.entity];
      const { rows: found } = await app.db.query<{ kind?: CustomerKind }>(
        `SELECT ${b.entity === "customer" ? "kind" : "1 AS one"} FROM ${table} WHERE id = $1 AND org_id = $2`,
        [b.entityId, c.orgId],
      );
      if (!found[0]) throw new AppError(Code.NotFound);
      if (b.entity === "customer") requireAnyMenu(c, [Menu.BelongCustomer, KIND_MENU[found[0].kind!]]);
      else if (b.entity === "order") requireAnyMenu(c, [Menu.BelongOrder, Menu.Orders]);
      else requireAnyMenu(c, [Menu.BelongTask, Menu.Tasks]);
      const { rows } = await app.db.query<{
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
        [c.orgId, b.entity, b.entityId, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, (h) => ({
        historyId: h.id,
        fromMemberId: h.from_member_id,
        fromMemberName: h.from_member_name,
        fromTeamId: h.from_team_id,
        fromTeamName: h.from_team_name,
        toMemberId: h.to_member_id,
        toMemberName: h.to_member_name,
        toTeamId: h.to_team_id,
        toTeamName: h.to_team_name,
        reason: h.reason,
        byName: h.by_name,
        at: iso(h.at)!,
      }));
    },
  );
}
