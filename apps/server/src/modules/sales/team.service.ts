import {
  Code,
  type createTeamBody,
  type Lang,
  type teamListBody,
  type teamPagedBody,
  translate,
  type updateTeamBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, rethrowUnique } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { audit, inTx, memberRef, pageWindow } from "./common.ts";
import { toCustomerItem } from "./customer.repository.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";
import {
  countTeamUse,
  deleteTeamRow,
  findTeam,
  firstMemberOfOtherTeam,
  insertTeam,
  listTeamMembers,
  listTeamOptions,
  lockTeamRow,
  pageTeamCustomers,
  pageTeams,
  replaceTeamMembers,
  teamExists,
  toTeamItem,
} from "./team.repository.ts";

/** A 1001 for one field whose message takes parameters (translated here, in the caller's language). */
function fieldErrorWith(
  lang: Lang,
  field: string,
  msgKey: string,
  params: Record<string, string | number>,
): AppError {
  return new AppError(Code.ValidationFailed, {
    msgKey,
    params,
    data: { errors: [{ field, message: translate(lang, msgKey, params) }] },
  });
}

/** A unique name or one team per member, refused by the database when two changes race. */
const teamConflict = (err: unknown) =>
  rethrowUnique(err, {
    sales_teams_org_name: ["name", "sales.teamNameTaken"],
    // Two teams taking the same member at once: the second one loses.
    sales_team_members_one_team: ["memberIds", "sales.memberInOtherTeam"],
  });

/** Replaces a team's members and leader; a member of another team → 1001 on memberIds. */
async function setMembers(
  q: Queryable,
  c: MemberActor,
  lang: Lang,
  teamId: string,
  b: { memberIds: string[]; leaderMemberId?: string | null },
  now: Date,
) {
  const leaderId = b.leaderMemberId ?? null;
  const ids = [...new Set([...b.memberIds, ...(leaderId ? [leaderId] : [])])];
  for (const id of ids)
    await memberRef(q, c.orgId, id, id === leaderId ? "leaderMemberId" : "memberIds", false);
  const other = await firstMemberOfOtherTeam(q, c.orgId, ids, teamId);
  if (other) throw fieldErrorWith(lang, "memberIds", "sales.memberInOtherTeam", { name: other.name });
  await replaceTeamMembers(q, c.orgId, teamId, ids, leaderId, now);
}

export function createTeam(ctx: MemberCtx, b: z.output<typeof createTeamBody>) {
  return inTx(ctx, async (q, c, now) => {
    const lang = ctx.lang;
    const teamId = await insertTeam(q, { orgId: c.orgId, name: b.name, remark: b.remark, now });
    await setMembers(q, c, lang, teamId, b, now);
    await audit(q, c, now, "team", teamId, "create", null, b.name);
    return { teamId };
  }).catch(teamConflict);
}

export function updateTeam(ctx: MemberCtx, b: z.output<typeof updateTeamBody>) {
  return inTx(ctx, async (q, c, now) => {
    const lang = ctx.lang;
    const t = await lockTeamRow(q, c.orgId, b.teamId);
    if (!t) throw new AppError(Code.NotFound);
    const version = await updateVersioned(
      q,
      "sales_teams",
      { id: b.teamId, orgId: c.orgId, version: b.version },
      { name: b.name, remark: b.remark, leader_member_id: null },
      now,
    );
    await setMembers(q, c, lang, b.teamId, b, now);
    await audit(q, c, now, "team", b.teamId, "update", t.name, b.name);
    return { version };
  }).catch(teamConflict);
}

/** Deletes a team that owns no customer, order or task (1003 otherwise). */
export function deleteTeam(ctx: MemberCtx, teamId: string) {
  return inTx(ctx, async (q, c, now) => {
    const t = await lockTeamRow(q, c.orgId, teamId);
    if (!t) throw new AppError(Code.NotFound);
    if ((await countTeamUse(q, teamId)) > 0) {
      throw new AppError(Code.InvalidState, {
        msgKey: "sales.teamInUse",
        data: { from: "inUse", action: "delete" },
      });
    }
    await deleteTeamRow(q, c.orgId, teamId);
    await audit(q, c, now, "team", teamId, "delete", t.name, null);
    return null;
  });
}

export async function getTeamDetail(ctx: MemberCtx, teamId: string) {
  const q = ctx.db;
  const c = ctx.actor;
  const t = await findTeam(q, c.orgId, teamId);
  if (!t) throw new AppError(Code.NotFound);
  const members = await listTeamMembers(q, t.id);
  return {
    ...toTeamItem(t),
    members: members.map((m) => ({
      memberId: m.id,
      name: m.name,
      phone: m.phone,
      isLeader: m.id === t.leader_member_id,
      customerCount: m.customer_count,
      orderCount: m.order_count,
    })),
  };
}

export async function listTeams(ctx: MemberCtx, b: z.output<typeof teamListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const rows = await pageTeams(q, c.orgId, { keyword: b.keyword, ...pageWindow(b) });
  return toPage(rows, b, toTeamItem);
}

export async function teamOptions(ctx: MemberCtx) {
  const q = ctx.db;
  const c = ctx.actor;
  const rows = await listTeamOptions(q, c.orgId);
  return rows.map((t) => ({ teamId: t.id, name: t.name }));
}

/** 1002 unless the team is of the caller's enterprise (before listing what it owns). */
async function requireTeam(q: Queryable, c: MemberActor, teamId: string) {
  if (!(await teamExists(q, c.orgId, teamId))) throw new AppError(Code.NotFound);
}

export async function listTeamCustomers(ctx: MemberCtx, b: z.output<typeof teamPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await requireTeam(q, c, b.teamId);
  const rows = await pageTeamCustomers(q, c.orgId, b.teamId, pageWindow(b));
  return toPage(rows, b, toCustomerItem);
}

export async function listTeamOrders(ctx: MemberCtx, b: z.output<typeof teamPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await requireTeam(q, c, b.teamId);
  const rows = await pageOrders(q, c.orgId, { teamId: b.teamId, ...pageWindow(b) });
  return toPage(rows, b, toOrderItem);
}
