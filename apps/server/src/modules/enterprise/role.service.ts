import { ALL_MENU_IDS, Code } from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, rethrowUnique } from "../../lib/errors.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { roleDisplayName } from "../account/user.service.ts";
import {
  deleteRoleRow,
  findRole,
  insertRole,
  listRoleRows,
  roleHasMembers,
  updateRoleRow,
} from "./role.repository.ts";

export async function listRoles(ctx: MemberCtx) {
  const rows = await listRoleRows(ctx.db, ctx.actor.orgId);
  return rows.map((r) => ({
    roleId: r.id,
    name: roleDisplayName(ctx.lang, r),
    isSuper: r.is_super,
    menus: r.is_super ? [...ALL_MENU_IDS] : r.menus,
    memberCount: r.member_count,
    version: r.version,
  }));
}

const mapName = (err: unknown): never =>
  rethrowUnique(err, { roles_org_id_name_key: ["name", "validation.roleNameTaken"] });

const superLocked = (action: string) =>
  new AppError(Code.InvalidState, { msgKey: "rule.superRoleLocked", data: { from: "superAdmin", action } });

export async function createRole(ctx: MemberCtx, input: { name: string; menus: number[] }) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  try {
    return await ctx.db.tx(async (q) => {
      const roleId = await insertRole(q, { orgId: caller.orgId, name: input.name, menus: input.menus, now });
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "role",
        entityId: roleId,
        action: "create",
        to: input.name,
        detail: { menus: input.menus },
        at: now,
      });
      return { roleId };
    });
  } catch (err) {
    mapName(err);
  }
}

/** Edits a role; its members get the new menus on their very next request (read per request). */
export async function updateRole(
  ctx: MemberCtx,
  input: { roleId: string; name: string; menus: number[]; version: number },
) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  try {
    return await ctx.db.tx(async (q) => {
      const current = await findRole(q, caller.orgId, input.roleId);
      if (!current) throw new AppError(Code.NotFound);
      if (current.is_super) throw superLocked("update");
      const version = await updateRoleRow(q, caller.orgId, { ...input, now });
      if (version === undefined) await staleOrMissing(q, "roles", input.roleId, caller.orgId);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "role",
        entityId: input.roleId,
        action: "update",
        detail: { from: current.menus, to: input.menus, name: input.name },
        at: now,
      });
      return { version: version! };
    });
  } catch (err) {
    mapName(err);
  }
}

export async function deleteRole(ctx: MemberCtx, roleId: string) {
  const { actor: caller } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const role = await findRole(q, caller.orgId, roleId, true);
    if (!role) throw new AppError(Code.NotFound);
    if (role.is_super) throw superLocked("delete");
    if (await roleHasMembers(q, roleId)) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.roleHasMembers",
        data: { from: "inUse", action: "delete" },
      });
    }
    await deleteRoleRow(q, caller.orgId, roleId);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "role",
      entityId: roleId,
      action: "delete",
      from: role.name,
      at: now,
    });
    return null;
  });
}
