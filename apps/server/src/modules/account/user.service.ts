import { verify } from "@node-rs/argon2";
import {
  ALL_MENU_IDS,
  Code,
  type Lang,
  PLATFORM_MENU_IDS,
  translate,
  type UserInfo,
} from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import type { UserCtx } from "../../lib/context.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { hashPassword } from "../auth/auth.service.ts";
import { replaceSessionToken, revokeSession, revokeUserSessions } from "../auth/sessions.repository.ts";
import { assertOwnImage, fileUrl } from "../enterprise/upload.service.ts";
import { deleteBinding, listBindings } from "./third-party.repository.ts";
import { thirdPartyProviders } from "./third-party.ts";
import { findOrgWithRole, findUserById, setPasswordHash, updateProfileRow } from "./user.repository.ts";

/** The role's display name: the super administrator role is named in the reader's language. */
export function roleDisplayName(lang: Lang, role: { name: string; is_super: boolean }): string {
  return role.is_super ? translate(lang, "role.superAdmin") : role.name;
}

export async function getInfo(ctx: UserCtx): Promise<UserInfo> {
  const auth = ctx.actor;
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new AppError(Code.NotLoggedIn);
  let orgInfo: UserInfo["orgInfo"] = null;
  let roleName: string | null = null;
  let menu: number[] = [];
  if (auth.orgId) {
    const row = await findOrgWithRole(ctx.db, auth.orgId, auth.roleId);
    if (row) {
      orgInfo = { orgId: row.id, name: row.name, logo: row.logo, mesEnabled: row.mes_enabled };
      roleName = roleDisplayName(ctx.lang, { name: row.role_name, is_super: row.is_super });
      menu = auth.isSuper
        ? ALL_MENU_IDS.filter((id) => auth.platform || !PLATFORM_MENU_IDS.has(id))
        : [...auth.menus].sort((a, b) => a - b);
    }
  }
  return {
    userId: user.id,
    userInfo: {
      nickname: user.nickname,
      avatar: fileUrl(user.avatar),
      account: user.phone,
      gender: user.gender,
      orgName: orgInfo?.name ?? null,
    },
    orgInfo,
    roles: auth.isSuper ? ["admin"] : roleName ? ["member"] : [],
    roleName,
    menu,
  };
}

/** Changes the password, ends every other session and rotates this one's token. */
export async function changePassword(
  ctx: UserCtx,
  input: { oldPassword: string; password: string },
): Promise<{ token: string }> {
  const auth = ctx.actor;
  const user = await findUserById(ctx.db, auth.userId);
  if (!user?.password_hash || !(await verify(user.password_hash, input.oldPassword).catch(() => false))) {
    throw fieldError("oldPassword", "validation.oldPasswordWrong");
  }
  if (input.oldPassword === input.password) throw fieldError("password", "validation.samePassword");
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const token = newToken();
  await ctx.db.tx(async (q) => {
    await setPasswordHash(q, user.id, passwordHash, now);
    await revokeUserSessions(q, user.id, "password_changed", now, auth.sessionId);
    await writeAudit(q, {
      orgId: null,
      actorUserId: user.id,
      entity: "user",
      entityId: user.id,
      action: "changePassword",
      at: now,
    });
    await replaceSessionToken(q, auth.sessionId, sha256(token));
  });
  return { token };
}

export async function logOut(ctx: UserCtx): Promise<null> {
  await revokeSession(ctx.db, ctx.actor.sessionId, "logout", ctx.clock.now());
  return null;
}

export async function updateProfile(
  ctx: UserCtx,
  input: { nickname: string; avatar: string | null; gender: 0 | 1 | 2 },
): Promise<null> {
  const auth = ctx.actor;
  const now = ctx.clock.now();
  await ctx.db.tx(async (q) => {
    const user = await findUserById(q, auth.userId);
    if (input.avatar && input.avatar !== user?.avatar)
      await assertOwnImage(q, auth.userId, input.avatar, "avatar");
    await updateProfileRow(q, auth.userId, input, now);
    await writeAudit(q, {
      orgId: null,
      actorUserId: auth.userId,
      entity: "user",
      entityId: auth.userId,
      action: "updateProfile",
      at: now,
    });
  });
  return null;
}

export async function listThirdPartyBindings(ctx: UserCtx) {
  const rows = await listBindings(ctx.db, ctx.actor.userId);
  return {
    providers: thirdPartyProviders,
    bindings: rows.map((r) => ({
      provider: r.provider,
      displayName: r.display_name,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

export async function unbindThirdParty(ctx: UserCtx, provider: string): Promise<null> {
  if (!(await deleteBinding(ctx.db, ctx.actor.userId, provider))) throw new AppError(Code.NotFound);
  return null;
}
