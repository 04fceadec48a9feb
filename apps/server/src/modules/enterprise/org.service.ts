import { ALL_MENU_IDS, Code } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { isUniqueViolation } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx, UserCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { findUserById, setLastOrg } from "../account/user.repository.ts";
import { setSessionOrg } from "../auth/sessions.repository.ts";
import { createDefaultWorkshops } from "../factory/workshop.repository.ts";
import { toJoinRequestItem } from "./join-request.service.ts";
import { departmentInOrg, insertMember, roleInOrg } from "./member.repository.ts";
import {
  closeJoinRequest,
  findJoinRequest,
  findOrg,
  insertOrg,
  type JoinRequestRow,
  type OrgFields,
  pageJoinRequests,
  setMesEnabled,
  updateOrgRow,
} from "./org.repository.ts";
import { regionNames } from "./region.service.ts";
import { insertRole } from "./role.repository.ts";
import { assertOwnImage, fileUrl } from "./upload.service.ts";

function checkRegion(f: Pick<OrgFields, "province" | "city" | "area">) {
  if (!regionNames(f.province, f.city, f.area)) throw fieldError("area", "validation.regionRequired");
}

/** Creates an enterprise; its creator becomes the super administrator and the session moves to it. */
export async function createOrg(ctx: UserCtx, f: OrgFields) {
  checkRegion(f);
  const { actor: auth } = ctx;
  const now = ctx.clock.now();
  const user = await findUserById(ctx.db, auth.userId);
  return ctx.db.tx(async (q) => {
    await assertOwnImage(q, auth.userId, f.logo, "logo");
    const orgId = await insertOrg(q, f, auth.userId, now);
    await createDefaultWorkshops(q, orgId, now);
    const roleId = await insertRole(q, {
      orgId,
      name: "超级管理员",
      isSuper: true,
      menus: [...ALL_MENU_IDS],
      now,
    });
    await insertMember(q, {
      orgId,
      userId: auth.userId,
      name: user?.nickname || f.contactName,
      staffNo: "1",
      phone: auth.phone,
      roleId,
      departmentId: null,
      now,
    });
    await setSessionOrg(q, auth.sessionId, orgId);
    await setLastOrg(q, auth.userId, orgId);
    await writeAudit(q, {
      orgId,
      actorUserId: auth.userId,
      entity: "org",
      entityId: orgId,
      action: "create",
      to: "created",
      at: now,
    });
    return { orgId };
  });
}

export async function getOrgInfo(ctx: MemberCtx) {
  const o = await findOrg(ctx.db, ctx.actor.orgId);
  if (!o) throw new AppError(Code.NotFound);
  return {
    orgId: o.id,
    name: o.name,
    logo: o.logo,
    logoUrl: fileUrl(o.logo),
    contactName: o.contact_name,
    contactPhone: o.contact_phone,
    province: o.province,
    city: o.city,
    area: o.area,
    regionNames: regionNames(o.province, o.city, o.area) ?? [],
    address: o.address,
    version: o.version,
    createdAt: o.created_at.toISOString(),
    mesEnabled: o.mes_enabled,
  };
}

/** Opens or closes the enterprise's MES function (the dashboard's MES overview); audited when it changes. */
export async function setMes(ctx: MemberCtx, { enabled }: { enabled: boolean }) {
  const { actor: auth } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const before = await setMesEnabled(q, auth.orgId, enabled, now);
    if (before === undefined) throw new AppError(Code.NotFound);
    if (before !== enabled)
      await writeAudit(q, {
        orgId: auth.orgId,
        actorUserId: auth.userId,
        entity: "org",
        entityId: auth.orgId,
        action: enabled ? "openMes" : "closeMes",
        from: before ? "enabled" : "disabled",
        to: enabled ? "enabled" : "disabled",
        at: now,
      });
    return { mesEnabled: enabled };
  });
}

export async function updateOrg(
  ctx: MemberCtx,
  f: Omit<OrgFields, "logo"> & { logo?: string; version: number },
) {
  checkRegion(f);
  const { actor: auth } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const current = await findOrg(q, auth.orgId);
    // The logo may stay as it was (absent or the same id), or be a new image the caller uploaded.
    if (f.logo !== undefined && current?.logo !== f.logo)
      await assertOwnImage(q, auth.userId, f.logo, "logo");
    const version = await updateOrgRow(q, auth.orgId, f, f.version, now);
    if (version === undefined) throw new AppError(Code.Conflict);
    await writeAudit(q, {
      orgId: auth.orgId,
      actorUserId: auth.userId,
      entity: "org",
      entityId: auth.orgId,
      action: "update",
      at: now,
    });
    return { version };
  });
}

export async function listJoinRequests(
  ctx: MemberCtx,
  p: { pageNum: number; pageSize: number; status?: string },
) {
  const rows = await pageJoinRequests(
    ctx.db,
    ctx.actor.orgId,
    p.status,
    p.pageSize,
    (p.pageNum - 1) * p.pageSize,
  );
  return {
    list: rows.map(toJoinRequestItem),
    total: rows[0]?.total ?? 0,
    pageNum: p.pageNum,
    pageSize: p.pageSize,
  };
}

async function approveInto(
  q: Queryable,
  r: JoinRequestRow,
  orgId: string,
  input: { roleId?: string; name?: string; staffNo?: string; departmentId?: string },
  now: Date,
) {
  const role = await roleInOrg(q, orgId, input.roleId!);
  if (!role) throw new AppError(Code.NotFound);
  if (input.departmentId && !(await departmentInOrg(q, orgId, input.departmentId)))
    throw new AppError(Code.NotFound);
  try {
    return await insertMember(q, {
      orgId,
      userId: r.user_id,
      name: input.name || r.nickname || r.phone,
      staffNo: input.staffNo ?? null,
      phone: r.phone,
      roleId: role.id,
      departmentId: input.departmentId ?? null,
      now,
    });
  } catch (err) {
    if (isUniqueViolation(err, "members_org_id_staff_no_key"))
      throw fieldError("staffNo", "validation.staffNoTaken");
    if (isUniqueViolation(err, "members_org_id_user_id_key")) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.alreadyMember",
        data: { from: "member", action: "approve" },
      });
    }
    throw err;
  }
}

/** Approves (making a member) or rejects a pending request; two reviewers at once: one wins. */
export async function reviewJoin(
  ctx: MemberCtx,
  input: {
    requestId: string;
    approve: boolean;
    roleId?: string;
    name?: string;
    staffNo?: string;
    departmentId?: string;
    reason?: string;
  },
) {
  const { actor: auth } = ctx;
  const r = await findJoinRequest(ctx.db, input.requestId);
  if (!r || r.org_id !== auth.orgId) throw new AppError(Code.NotFound);
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const to = input.approve ? "approved" : "rejected";
    if (!(await closeJoinRequest(q, r.id, to, auth.userId, input.reason ?? null, now))) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.requestReviewed",
        data: { from: r.status, action: to },
      });
    }
    const memberId = input.approve ? await approveInto(q, r, auth.orgId, input, now) : undefined;
    await writeAudit(q, {
      orgId: auth.orgId,
      actorUserId: auth.userId,
      entity: "joinRequest",
      entityId: r.id,
      action: input.approve ? "approve" : "reject",
      from: "submitted",
      to,
      at: now,
    });
    if (memberId) {
      await writeAudit(q, {
        orgId: auth.orgId,
        actorUserId: auth.userId,
        entity: "member",
        entityId: memberId,
        action: "add",
        to: "enabled",
        at: now,
      });
    }
    return { memberId: memberId ?? null };
  });
}
