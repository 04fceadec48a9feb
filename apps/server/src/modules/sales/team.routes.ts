import {
  Code,
  createTeamBody,
  emptyBody,
  Menu,
  teamIdBody,
  teamListBody,
  teamPagedBody,
  updateTeamBody,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError, rethrowUnique } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { audit, type Caller, caller, fieldErrorWith, inTx, iso, memberRef, pageWindow } from "./common.ts";
import { CUSTOMER_SELECT, type CustomerRow, toCustomerItem } from "./customer.repository.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";

interface TeamRow {
  id: string;
  name: string;
  leader_member_id: string | null;
  leader_name: string | null;
  member_count: number;
  customer_count: number;
  order_count: number;
  remark: string;
  version: number;
  created_at: Date;
  total?: number;
}

const TEAM_SELECT = `SELECT t.id, t.name, t.leader_member_id, lm.name AS leader_name,
    (SELECT count(*) FROM sales_team_members x WHERE x.team_id = t.id)::int AS member_count,
    (SELECT count(*) FROM customers c WHERE c.team_id = t.id)::int AS customer_count,
    (SELECT count(*) FROM sales_orders o WHERE o.team_id = t.id AND o.status <> 'cancelled')::int AS order_count,
    t.remark, t.version, t.created_at
  FROM sales_teams t LEFT JOIN members lm ON lm.id = t.leader_member_id`;

const toTeamItem = (t: TeamRow) => ({
  teamId: t.id,
  name: t.name,
  leaderMemberId: t.leader_member_id,
  leaderName: t.leader_name,
  memberCount: t.member_count,
  customerCount: t.customer_count,
  orderCount: t.order_count,
  remark: t.remark,
  version: t.version,
  createdAt: iso(t.created_at)!,
});

const nameTaken = (err: unknown) =>
  rethrowUnique(err, {
    sales_teams_org_name: ["name", "sales.teamNameTaken"],
    // Two teams taking the same member at once: the second one loses.
    sales_team_members_one_team: ["memberIds", "sales.memberInOtherTeam"],
  });

/** Replaces a team's members and leader; a member of another team → 1001 on memberIds. */
async function setMembers(
  req: FastifyRequest,
  q: Queryable,
  c: Caller,
  teamId: string,
  memberIds: string[],
  leaderId: string | null | undefined,
  now: Date,
) {
  const ids = [...new Set([...memberIds, ...(leaderId ? [leaderId] : [])])];
  for (const id of ids)
    await memberRef(q, c.orgId, id, id === leaderId ? "leaderMemberId" : "memberIds", false);
  const { rows: others } = await q.query<{ name: string }>(
    `SELECT m.name FROM sales_team_members x JOIN members m ON m.id = x.member_id
      WHERE x.org_id = $1 AND x.member_id = ANY($2::uuid[]) AND x.team_id <> $3 ORDER BY m.name LIMIT 1`,
    [c.orgId, ids, teamId],
  );
  if (others[0]) throw fieldErrorWith(req, "memberIds", "sales.memberInOtherTeam", { name: others[0].name });
  await q.query("DELETE FROM sales_team_members WHERE team_id = $1 AND NOT (member_id = ANY($2::uuid[]))", [
    teamId,
    ids,
  ]);
  for (const id of ids) {
    await q.query(
      `INSERT INTO sales_team_members (org_id, team_id, member_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id, member_id) DO NOTHING`,
      [c.orgId, teamId, id, now],
    );
  }
  await q.query("UPDATE sales_teams SET leader_member_id = $2 WHERE id = $1", [teamId, leaderId ?? null]);
}

export async function teamRoutes(app: FastifyInstance) {
  const tags = ["sales: teams"];
  const access = { menu: Menu.Teams };

  post(
    app,
    "/api/team/list",
    { access, body: teamListBody, summary: "Sales teams, paged", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      const { rows } = await app.db.query<TeamRow>(
        `SELECT x.*, count(*) OVER ()::int AS total FROM (${TEAM_SELECT}
        WHERE t.org_id = $1 AND ($2::text IS NULL OR t.name ILIKE '%' || $2 || '%')) x
        ORDER BY x.created_at, x.id LIMIT $3 OFFSET $4`,
        [c.orgId, b.keyword || null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toTeamItem);
    },
  );

  post(
    app,
    "/api/team/options",
    { access: "member", body: emptyBody, summary: "Teams for selects", tags },
    async (req) => {
      const { rows } = await app.db.query<{ id: string; name: string }>(
        "SELECT id, name FROM sales_teams WHERE org_id = $1 ORDER BY name",
        [caller(req).orgId],
      );
      return rows.map((t) => ({ teamId: t.id, name: t.name }));
    },
  );

  post(app, "/api/team/create", { access, body: createTeamBody, summary: "Add a team", tags }, async (req) =>
    inTx(app, req, async (q, c, now) => {
      const b = req.body;
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO sales_teams (org_id, name, leader_member_id, remark, created_at, updated_at)
           VALUES ($1, $2, NULL, $3, $4, $4) RETURNING id`,
        [c.orgId, b.name, b.remark, now],
      );
      const teamId = rows[0]!.id;
      await setMembers(req, q, c, teamId, b.memberIds, b.leaderMemberId, now);
      await audit(q, c, now, "team", teamId, "create", null, b.name);
      return { teamId };
    }).catch(nameTaken),
  );

  post(
    app,
    "/api/team/update",
    { access, body: updateTeamBody, summary: "Edit a team and its members", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const b = req.body;
        const { rows } = await q.query<{ name: string }>(
          "SELECT name FROM sales_teams WHERE id = $1 AND org_id = $2 FOR UPDATE",
          [b.teamId, c.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        const version = await updateVersioned(
          q,
          "sales_teams",
          { id: b.teamId, orgId: c.orgId, version: b.version },
          { name: b.name, remark: b.remark, leader_member_id: null },
          now,
        );
        await setMembers(req, q, c, b.teamId, b.memberIds, b.leaderMemberId, now);
        await audit(q, c, now, "team", b.teamId, "update", rows[0].name, b.name);
        return { version };
      }).catch(nameTaken),
  );

  post(
    app,
    "/api/team/delete",
    { access, body: teamIdBody, summary: "Delete a team that owns nothing", tags },
    async (req) =>
      inTx(app, req, async (q, c, now) => {
        const { rows } = await q.query<{ name: string }>(
          "SELECT name FROM sales_teams WHERE id = $1 AND org_id = $2 FOR UPDATE",
          [req.body.teamId, c.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        const { rows: used } = await q.query<{ n: number }>(
          `SELECT ((SELECT count(*) FROM customers WHERE team_id = $1) + (SELECT count(*) FROM sales_orders WHERE team_id = $1)
                + (SELECT count(*) FROM sales_tasks WHERE team_id = $1))::int AS n`,
          [req.body.teamId],
        );
        if (used[0]!.n > 0) {
          throw new AppError(Code.InvalidState, {
            msgKey: "sales.teamInUse",
            data: { from: "inUse", action: "delete" },
          });
        }
        await q.query("DELETE FROM sales_teams WHERE id = $1 AND org_id = $2", [req.body.teamId, c.orgId]);
        await audit(q, c, now, "team", req.body.teamId, "delete", rows[0].name, null);
        return null;
      }),
  );

  post(
    app,
    "/api/team/detail",
    { access, body: teamIdBody, summary: "A team with its members", tags },
    async (req) => {
      const c = caller(req);
      const { rows } = await app.db.query<TeamRow>(`${TEAM_SELECT} WHERE t.id = $1 AND t.org_id = $2`, [
        req.body.teamId,
        c.orgId,
      ]);
      if (!rows[0]) throw new AppError(Code.NotFound);
      const members = await app.db.query<{
        id: string;
        name: string;
        phone: string;
        customer_count: number;
        order_count: number;
      }>(
        `SELECT m.id, m.name, m.phone,
          (SELECT count(*) FROM customers c WHERE c.owner_member_id = m.id)::int AS customer_count,
          (SELECT count(*) FROM sales_orders o WHERE o.owner_member_id = m.id AND o.status <> 'cancelled')::int AS order_count
         FROM sales_team_members x JOIN members m ON m.id = x.member_id
        WHERE x.team_id = $1 ORDER BY x.created_at, m.name`,
        [rows[0].id],
      );
      return {
        ...toTeamItem(rows[0]),
        members: members.rows.map((m) => ({
          memberId: m.id,
          name: m.name,
          phone: m.phone,
          isLeader: m.id === rows[0]!.leader_member_id,
          customerCount: m.customer_count,
          orderCount: m.order_count,
        })),
      };
    },
  );

  const teamExists = async (orgId: string, teamId: string) => {
    const { rows } = await app.db.query("SELECT 1 FROM sales_teams WHERE id = $1 AND org_id = $2", [
      teamId,
      orgId,
    ]);
    if (!rows.length) throw new AppError(Code.NotFound);
  };

  post(
    app,
    "/api/team/customers",
    { access, body: teamPagedBody, summary: "A team's customers", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      await teamExists(c.orgId, b.teamId);
      const { rows } = await app.db.query<CustomerRow>(
        `SELECT x.*, count(*) OVER ()::int AS total FROM (${CUSTOMER_SELECT} WHERE c.org_id = $1 AND c.team_id = $2) x
        ORDER BY x.created_at DESC, x.id LIMIT $3 OFFSET $4`,
        [c.orgId, b.teamId, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toCustomerItem);
    },
  );

  post(
    app,
    "/api/team/orders",
    { access, body: teamPagedBody, summary: "A team's orders", tags },
    async (req) => {
      const c = caller(req);
      const b = req.body;
      await teamExists(c.orgId, b.teamId);
      const rows = await pageOrders(app.db, c.orgId, {
        teamId: b.teamId,
        ...pageWindow(b),
      });
      return toPage(rows, b, toOrderItem);
    },
  );
}
