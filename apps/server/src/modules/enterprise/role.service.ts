import { ALL_MENU_IDS, Code, type Lang } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError, rethrowUnique } from "../../lib/errors.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { roleDisplayName } from "../account/user.service.ts";
import { writeAudit } from "./audit.repository.ts";

type Caller = AuthContext & { orgId: string };

export async function listRoles(app: FastifyInstance, caller: Caller, lang: Lang) {
  const { rows } = await app.db.query<{
    id: string;
    name: string;
    is_super: boolean;
    menus: number[];
    member_count: number;
    version: number;
  }>(
    `SELECT r.id, r.name, r.is_super, r.menus, r.version,
            (SELECT count(*)::int FROM members m WHERE m.role_id = r.id) AS member_count
       FROM roles r WHERE r.org_id = $1 ORDER BY r.is_super DESC, r.created_at, r.id`,
    [caller.orgId],
  );
  return rows.map((r) => ({
    roleId: r.id,
    name: roleDisplayName(lang, r),
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

export async function createRole(
  app: FastifyInstance,
  caller: Caller,
  input: { name: string; menus: number[] },
) {
  const now = app.clock.now();
  try {
    return await app.db.tx(async (q) => {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO roles (org_id, name, menus, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
        [caller.orgId, input.name, input.menus, now],
      );
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "role",
        entityId: rows[0]!.id,
        action: "create",
        to: input.name,
        detail: { menus: input.menus },
        at: now,
      });
      return { roleId: rows[0]!.id };
    });
  } catch (err) {
    mapName(err);
  }
}

/** Edits a role; its members get the new menus on their very next request (read per request). */
export async function updateRole(
  app: FastifyInstance,
  caller: Caller,
  input: { roleId: string; name: string; menus: number[]; version: number },
) {
  const now = app.clock.now();
  try {
    return await app.db.tx(async (q) => {
      const current = await q.query<{ is_super: boolean; menus: number[] }>(
        "SELECT is_super, menus FROM roles WHERE id = $1 AND org_id = $2",
        [input.roleId, caller.orgId],
      );
      if (!current.rows[0]) throw new AppError(Code.NotFound);
      if (current.rows[0].is_super) throw superLocked("update");
      const { rows } = await q.query<{ version: number }>(
        `UPDATE roles SET name = $4, menus = $5, version = version + 1, updated_at = $6
          WHERE id = $1 AND org_id = $2 AND version = $3 AND NOT is_super RETURNING version`,
        [input.roleId, caller.orgId, input.version, input.name, input.menus, now],
      );
      if (!rows[0]) await staleOrMissing(q, "roles", input.roleId, caller.orgId);
      await writeAudit(q, {
        orgId: caller.orgId,
        actorUserId: caller.userId,
        entity: "role",
        entityId: input.roleId,
        action: "update",
        detail: { from: current.rows[0].menus, to: input.menus, name: input.name },
        at: now,
      });
      return { version: rows[0]!.version };
    });
  } catch (err) {
    mapName(err);
  }
}

export async function deleteRole(app: FastifyInstance, caller: Caller, roleId: string) {
  const now = app.clock.now();
  return app.db.tx(async (q) => {
    const { rows } = await q.query<{ is_super: boolean; name: string }>(
      "SELECT is_super, name FROM roles WHERE id = $1 AND org_id = $2 FOR UPDATE",
      [roleId, caller.orgId],
    );
    if (!rows[0]) throw new AppError(Code.NotFound);
    if (rows[0].is_super) throw superLocked("delete");
    const members = await q.query("SELECT 1 FROM members WHERE role_id = $1 LIMIT 1", [roleId]);
    if (members.rows.length) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.roleHasMembers",
        data: { from: "inUse", action: "delete" },
      });
    }
    await q.query("DELETE FROM roles WHERE id = $1 AND org_id = $2", [roleId, caller.orgId]);
    await writeAudit(q, {
      orgId: caller.orgId,
      actorUserId: caller.userId,
      entity: "role",
      entityId: roleId,
      action: "delete",
      from: rows[0].name,
      at: now,
    });
    return null;
  });
}
