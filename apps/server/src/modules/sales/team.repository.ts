import type { Queryable } from "../../db/db.ts";
import { iso } from "./common.ts";
import { CUSTOMER_SELECT, type CustomerRow } from "./customer.repository.ts";

export interface TeamRow {
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

export const toTeamItem = (t: TeamRow) => ({
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

export async function pageTeams(
  q: Queryable,
  orgId: string,
  f: { keyword?: string; limit: number; offset: number },
) {
  const { rows } = await q.query<TeamRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${TEAM_SELECT}
      WHERE t.org_id = $1 AND ($2::text IS NULL OR t.name ILIKE '%' || $2 || '%')) x
      ORDER BY x.created_at, x.id LIMIT $3 OFFSET $4`,
    [orgId, f.keyword || null, f.limit, f.offset],
  );
  return rows;
}

export async function listTeamOptions(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM sales_teams WHERE org_id = $1 ORDER BY name",
    [orgId],
  );
  return rows;
}

export async function findTeam(q: Queryable, orgId: string, teamId: string) {
  const { rows } = await q.query<TeamRow>(`${TEAM_SELECT} WHERE t.id = $1 AND t.org_id = $2`, [
    teamId,
    orgId,
  ]);
  return rows[0];
}

export async function teamExists(q: Queryable, orgId: string, teamId: string) {
  const { rows } = await q.query("SELECT 1 FROM sales_teams WHERE id = $1 AND org_id = $2", [teamId, orgId]);
  return rows.length > 0;
}

/** The team's name, the row locked for a change; undefined when not of this enterprise. */
export async function lockTeamRow(q: Queryable, orgId: string, teamId: string) {
  const { rows } = await q.query<{ name: string }>(
    "SELECT name FROM sales_teams WHERE id = $1 AND org_id = $2 FOR UPDATE",
    [teamId, orgId],
  );
  return rows[0];
}

export async function insertTeam(
  q: Queryable,
  t: { orgId: string; name: string; remark: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sales_teams (org_id, name, leader_member_id, remark, created_at, updated_at)
       VALUES ($1, $2, NULL, $3, $4, $4) RETURNING id`,
    [t.orgId, t.name, t.remark, t.now],
  );
  return rows[0]!.id;
}

/** The first (by name) of the members who are in a team other than this one. */
export async function firstMemberOfOtherTeam(
  q: Queryable,
  orgId: string,
  memberIds: string[],
  teamId: string,
) {
  const { rows } = await q.query<{ name: string }>(
    `SELECT m.name FROM sales_team_members x JOIN members m ON m.id = x.member_id
      WHERE x.org_id = $1 AND x.member_id = ANY($2::uuid[]) AND x.team_id <> $3 ORDER BY m.name LIMIT 1`,
    [orgId, memberIds, teamId],
  );
  return rows[0];
}

/** Makes the team's members exactly these, with this leader. */
export async function replaceTeamMembers(
  q: Queryable,
  orgId: string,
  teamId: string,
  memberIds: string[],
  leaderId: string | null,
  now: Date,
): Promise<void> {
  await q.query("DELETE FROM sales_team_members WHERE team_id = $1 AND NOT (member_id = ANY($2::uuid[]))", [
    teamId,
    memberIds,
  ]);
  for (const id of memberIds) {
    await q.query(
      `INSERT INTO sales_team_members (org_id, team_id, member_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id, member_id) DO NOTHING`,
      [orgId, teamId, id, now],
    );
  }
  await q.query("UPDATE sales_teams SET leader_member_id = $2 WHERE id = $1", [teamId, leaderId]);
}

/** Customers, orders and tasks the team owns. */
export async function countTeamUse(q: Queryable, teamId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM customers WHERE team_id = $1) + (SELECT count(*) FROM sales_orders WHERE team_id = $1)
          + (SELECT count(*) FROM sales_tasks WHERE team_id = $1))::int AS n`,
    [teamId],
  );
  return rows[0]!.n;
}

export async function deleteTeamRow(q: Queryable, orgId: string, teamId: string): Promise<void> {
  await q.query("DELETE FROM sales_teams WHERE id = $1 AND org_id = $2", [teamId, orgId]);
}

export async function listTeamMembers(q: Queryable, teamId: string) {
  const { rows } = await q.query<{
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
    [teamId],
  );
  return rows;
}

export async function pageTeamCustomers(
  q: Queryable,
  orgId: string,
  teamId: string,
  w: { limit: number; offset: number },
) {
  const { rows } = await q.query<CustomerRow>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${CUSTOMER_SELECT} WHERE c.org_id = $1 AND c.team_id = $2) x
    ORDER BY x.created_at DESC, x.id LIMIT $3 OFFSET $4`,
    [orgId, teamId, w.limit, w.offset],
  );
  return rows;
}
