import { Code, type Lang } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { setSessionOrg } from "../auth/sessions.repository.ts";
import { countEnabledMembers } from "../enterprise/member.repository.ts";
import { listMemberships, setLastOrg } from "./user.repository.ts";
import { roleDisplayName } from "./user.service.ts";

/** The member's identity in the session's current enterprise. */
export async function atPresentIdentity(app: FastifyInstance, auth: AuthContext, lang: Lang) {
  const m = (await listMemberships(app.db, auth.userId)).find((x) => x.org_id === auth.orgId);
  if (!m) throw new AppError(Code.NoEnterprise);
  return {
    orgId: m.org_id,
    orgName: m.org_name,
    roleId: m.role_id,
    roleName: roleDisplayName(lang, { name: m.role_name, is_super: m.is_super }),
    memberName: m.member_name,
    staffNo: m.staff_no,
  };
}

/** Every enterprise the user belongs to, for the "switch operating point" dialog. */
export async function listIdentities(app: FastifyInstance, auth: AuthContext, lang: Lang) {
  return (await listMemberships(app.db, auth.userId)).map((m) => ({
    orgId: m.org_id,
    orgName: m.org_name,
    logo: m.logo,
    roleName: roleDisplayName(lang, { name: m.role_name, is_super: m.is_super }),
    status: m.status,
    current: m.org_id === auth.orgId,
  }));
}

/** Re-scopes the session to another enterprise the user is an enabled member of. */
export async function switchIdentity(app: FastifyInstance, auth: AuthContext, orgId: string) {
  const m = (await listMemberships(app.db, auth.userId)).find((x) => x.org_id === orgId);
  if (!m) throw new AppError(Code.NotFound);
  if (m.status !== "enabled")
    throw new AppError(Code.InvalidState, { data: { from: m.status, action: "switch" } });
  await app.db.tx(async (q) => {
    await setSessionOrg(q, auth.sessionId, orgId);
    await setLastOrg(q, auth.userId, orgId);
    await writeAudit(q, {
      orgId,
      actorUserId: auth.userId,
      entity: "session",
      entityId: auth.sessionId,
      action: "switchOrg",
      from: auth.orgId,
      to: orgId,
      at: app.clock.now(),
    });
  });
  return { orgId };
}

/** appId 201: the team message of the back office (spec §7). */
export async function userCurrentTeamMessage(
  app: FastifyInstance,
  auth: AuthContext,
  lang: Lang,
  appId: number,
) {
  if (appId !== 201) throw new AppError(Code.NotFound);
  const identity = await atPresentIdentity(app, auth, lang);
  return {
    appId,
    orgId: identity.orgId,
    orgName: identity.orgName,
    teamName: identity.orgName,
    roleName: identity.roleName,
    memberName: identity.memberName,
    memberCount: await countEnabledMembers(app.db, identity.orgId),
  };
}
