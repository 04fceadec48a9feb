import { Code } from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import type { UserCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { setSessionOrg } from "../auth/sessions.repository.ts";
import { countEnabledMembers } from "../enterprise/member.repository.ts";
import { listMemberships, setLastOrg } from "./user.repository.ts";
import { roleDisplayName } from "./user.service.ts";

/** The member's identity in the session's current enterprise. */
export async function atPresentIdentity(ctx: UserCtx) {
  const { userId, orgId } = ctx.actor;
  const m = (await listMemberships(ctx.db, userId)).find((x) => x.org_id === orgId);
  if (!m) throw new AppError(Code.NoEnterprise);
  return {
    orgId: m.org_id,
    orgName: m.org_name,
    roleId: m.role_id,
    roleName: roleDisplayName(ctx.lang, { name: m.role_name, is_super: m.is_super }),
    memberName: m.member_name,
    staffNo: m.staff_no,
  };
}

/** Every enterprise the user belongs to, for the "switch operating point" dialog. */
export async function listIdentities(ctx: UserCtx) {
  return (await listMemberships(ctx.db, ctx.actor.userId)).map((m) => ({
    orgId: m.org_id,
    orgName: m.org_name,
    logo: m.logo,
    roleName: roleDisplayName(ctx.lang, { name: m.role_name, is_super: m.is_super }),
    status: m.status,
    current: m.org_id === ctx.actor.orgId,
  }));
}

/** Re-scopes the session to another enterprise the user is an enabled member of. */
export async function switchIdentity(ctx: UserCtx, orgId: string) {
  const actor = ctx.actor;
  const m = (await listMemberships(ctx.db, actor.userId)).find((x) => x.org_id === orgId);
  if (!m) throw new AppError(Code.NotFound);
  if (m.status !== "enabled")
    throw new AppError(Code.InvalidState, { data: { from: m.status, action: "switch" } });
  await ctx.db.tx(async (q) => {
    await setSessionOrg(q, actor.sessionId, orgId);
    await setLastOrg(q, actor.userId, orgId);
    await writeAudit(q, {
      orgId,
      actorUserId: actor.userId,
      entity: "session",
      entityId: actor.sessionId,
      action: "switchOrg",
      from: actor.orgId,
      to: orgId,
      at: ctx.clock.now(),
    });
  });
  return { orgId };
}

/** appId 201: the team message of the back office (spec §7). */
export async function userCurrentTeamMessage(ctx: UserCtx, appId: number) {
  if (appId !== 201) throw new AppError(Code.NotFound);
  const identity = await atPresentIdentity(ctx);
  return {
    appId,
    orgId: identity.orgId,
    orgName: identity.orgName,
    teamName: identity.orgName,
    roleName: identity.roleName,
    memberName: identity.memberName,
    memberCount: await countEnabledMembers(ctx.db, identity.orgId),
  };
}
