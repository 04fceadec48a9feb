import { Code, type Lang, type Member, type memberListBody, type Page } from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, rethrowUnique } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { ensureUserByPhone } from "../account/user.repository.ts";
import { roleDisplayName } from "../account/user.service.ts";
import { detachUserSessions, revokeUserSessionsInOrg } from "../auth/sessions.repository.ts";
import {
  countEnabledSupers,
  deleteMemberRow,
  departmentInOrg,
  findMember,
  insertMember,
  type MemberRow,
  pageMembers,
  roleInOrg,
  setMemberStatusRow,
  updateMemberRow,
} from "./member.repository.ts";
import { findRoleName } from "./role.repository.ts";

const toItem = (m: MemberRow, caller: MemberActor, lang: Lang): Member => ({
  memberId: m.id,
  userId: m.user_id,
  name: m.name,
  staffNo: m.staff_no,
  phone: m.phone,
  roleId: m.role_id,
  roleName: roleDisplayName(lang, { name: m.role_name, is_super: m.is_super }),
  isSuper: m.is_super,
  departmentId: m.department_id,
  departmentName: m.department_name,
  status: m.status,
  createdAt: m.created_at.toISOString(),
  version: m.version,
  self: m.id === caller.memberId,
});

export async function listMembers(ctx: MemberCtx, f: z.output<typeof memberListBody>): Promise<Page<Member>> {
  const { actor: caller } = ctx;
  await assertOwned(ctx.db, caller.orgId, { role: f.roleId, department: f.departmentId });
  const rows = await pageMembers(ctx.db, caller.orgId, {
    ...f,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
  return {
    list: rows.map((m) => toItem(m, caller, ctx.lang)),
    total: rows[0]?.total ?? 0,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

async function checkRefs(
  q: Queryable,
  orgId: string,
  roleId: string,
  departmentId: string | null | undefined,
) {
  const role = await roleInOrg(q, orgId, roleId);
  if (!role) throw new AppError(Code.NotFound);
  if (departmentId && !(await departmentInOrg(q, orgId, departmentId))) throw new AppError(Code.NotFound);
  return role;
}

const mapUnique = (err: unknown): never =>
  rethrowUnique(err, {
    members_org_id_staff_no_key: ["staffNo", "validation.staffNoTaken"],
    members_org_id_user_id_key: ["phone", "validation.phoneIsMember"],
  });

/** Adds a member by phone; a phone without an account gets one (they log in by SMS code). */
export async function addMember(
  ctx: MemberCtx,
  input: { name: string; staffNo?: string; phone: string; roleId: string; departmentId?: string | null },
) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  try {
    return await ctx.db.tx(async (q) => {
      await checkRefs(q, caller.orgId, input.roleId, input.departmentId);
      const userId = await ensureUserByPhone(q, input.phone, input.name, now);
      const memberId = await insertMember(q, {
        orgId: caller.orgId,
        userId,
        name: input.name,
        staffNo: input.staffNo ?? null,
        phone: input.phone,
        roleId: input.roleId,
        departmentId: input.departmentId ?? null,
        now,
      });
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "member",
        entityId: memberId,
        action: "add",
        to: "enabled",
        detail: { name: input.name },
        at: now,
      });
      return { memberId };
    });
  } catch (err) {
    mapUnique(err);
  }
}

/** Guards the enterprise against locking itself out: no self-harm, one enabled super admin at least. */
async function guardSuper(q: Queryable, caller: MemberActor, target: MemberRow, losesSuper: boolean) {
  if (!losesSuper || !target.is_super || target.status !== "enabled") return;
  if ((await countEnabledSupers(q, caller.orgId)) <= 1) {
    throw new AppError(Code.InvalidState, {
      msgKey: "rule.lastSuperAdmin",
      data: { from: "superAdmin", action: "remove" },
    });
  }
}

export async function updateMember(
  ctx: MemberCtx,
  input: {
    memberId: string;
    name: string;
    staffNo?: string;
    roleId: string;
    departmentId?: string | null;
    version: number;
  },
) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  try {
    return await ctx.db.tx(async (q) => {
      const target = await findMember(q, caller.orgId, input.memberId);
      if (!target) throw new AppError(Code.NotFound);
      const role = await checkRefs(q, caller.orgId, input.roleId, input.departmentId);
      if (target.role_id !== role.id) {
        if (target.id === caller.memberId) {
          throw new AppError(Code.InvalidState, {
            msgKey: "rule.notYourself",
            data: { from: "self", action: "changeRole" },
          });
        }
        await guardSuper(q, caller, target, !role.is_super);
      }
      const version = await updateMemberRow(q, caller.orgId, {
        memberId: input.memberId,
        version: input.version,
        name: input.name,
        staffNo: input.staffNo ?? null,
        roleId: role.id,
        departmentId: input.departmentId ?? null,
        now,
      });
      if (version === undefined) await staleOrMissing(q, "members", input.memberId, caller.orgId);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "member",
        entityId: input.memberId,
        action: "update",
        from: target.role_name,
        to: target.role_id === role.id ? target.role_name : await findRoleName(q, role.id),
        at: now,
      });
      return { version: version! };
    });
  } catch (err) {
    mapUnique(err);
  }
}

/** Enables or disables; a disabled member's sessions in this enterprise end (their next call: 16). */
export async function setMemberStatus(
  ctx: MemberCtx,
  input: { memberId: string; status: "enabled" | "disabled"; version: number },
) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const target = await findMember(q, caller.orgId, input.memberId);
    if (!target) throw new AppError(Code.NotFound);
    if (target.id === caller.memberId) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.notYourself",
        data: { from: target.status, action: input.status },
      });
    }
    if (input.status === "disabled") await guardSuper(q, caller, target, true);
    const version = await setMemberStatusRow(
      q,
      caller.orgId,
      input.memberId,
      input.version,
      input.status,
      now,
    );
    if (version === undefined) await staleOrMissing(q, "members", input.memberId, caller.orgId);
    if (input.status === "disabled")
      await revokeUserSessionsInOrg(q, target.user_id, caller.orgId, "member_disabled", now);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "member",
      entityId: target.id,
      action: input.status === "disabled" ? "disable" : "enable",
      from: target.status,
      to: input.status,
      at: now,
    });
    return { version: version! };
  });
}

export async function removeMember(ctx: MemberCtx, memberId: string) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const target = await findMember(q, caller.orgId, memberId);
    if (!target) throw new AppError(Code.NotFound);
    if (target.id === caller.memberId) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.notYourself",
        data: { from: target.status, action: "remove" },
      });
    }
    await guardSuper(q, caller, target, true);
    await deleteMemberRow(q, caller.orgId, memberId);
    await detachUserSessions(q, target.user_id, caller.orgId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "member",
      entityId: memberId,
      action: "remove",
      from: target.status,
      to: "removed",
      detail: { name: target.name, phone: target.phone },
      at: now,
    });
    return null;
  });
}
