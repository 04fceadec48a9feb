import type { Queryable } from "../../db/db.ts";

/** Members and teams as the sales rules name them (owner, assignee, team of a body). */

export interface MemberRef {
  id: string;
  name: string;
  status: string;
}

export async function findMemberRef(q: Queryable, orgId: string, memberId: string) {
  const { rows } = await q.query<MemberRef>(
    "SELECT id, name, status FROM members WHERE id = $1 AND org_id = $2",
    [memberId, orgId],
  );
  return rows[0];
}

export async function findTeamRef(q: Queryable, orgId: string, teamId: string) {
  const { rows } = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM sales_teams WHERE id = $1 AND org_id = $2",
    [teamId, orgId],
  );
  return rows[0];
}

/** The team a member belongs to, or null. */
export async function teamOfMember(q: Queryable, orgId: string, memberId: string): Promise<string | null> {
  const { rows } = await q.query<{ team_id: string }>(
    "SELECT team_id FROM sales_team_members WHERE org_id = $1 AND member_id = $2",
    [orgId, memberId],
  );
  return rows[0]?.team_id ?? null;
}

/** A member's name (empty when gone), for audit rows. */
export async function memberName(q: Queryable, memberId: string): Promise<string> {
  const { rows } = await q.query<{ name: string }>("SELECT name FROM members WHERE id = $1", [memberId]);
  return rows[0]?.name ?? "";
}
