import { Code, PLATFORM_MENU_IDS } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { addSeconds } from "../lib/clock.ts";
import { newToken, sha256 } from "../lib/crypto.ts";
import { AppError } from "../lib/errors.ts";
import { findSessionByTokenHash, rotateToken } from "../modules/auth/sessions.repository.ts";
import { firstOrgId } from "../modules/enterprise/platform.repository.ts";

/** Who is calling, resolved once per request from the token. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  phone: string;
  orgId: string | null;
  memberId: string | null;
  roleId: string | null;
  isSuper: boolean;
  /** The current enterprise is the installation's own (the first created): installation menus apply. */
  platform: boolean;
  /** The role's menus; installation menus only inside the installation's own enterprise. */
  menus: ReadonlySet<number>;
}

/** The installation's own enterprise never changes once it exists: looked up until found, then kept. */
const platformOrg = new WeakMap<FastifyInstance, string>();
async function isPlatformOrg(app: FastifyInstance, orgId: string | null): Promise<boolean> {
  if (!orgId) return false;
  let id = platformOrg.get(app);
  if (!id) {
    id = (await firstOrgId(app.db)) ?? undefined;
    if (id) platformOrg.set(app, id);
  }
  return id === orgId;
}

/** A rotated-away token stays accepted this long, for requests already in flight (DESIGN §4). */
const ROTATION_GRACE_SECONDS = 60;

function tokenFrom(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.startsWith("Bearer ") ? header.slice(7).trim() : header.trim();
  return token || null;
}

async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<AuthContext> {
  const token = tokenFrom(req);
  if (!token) throw new AppError(Code.NotLoggedIn);
  const hash = sha256(token);
  const s = await findSessionByTokenHash(app.db, hash);
  if (!s) throw new AppError(Code.NotLoggedIn);
  const now = app.clock.now();
  if (s.revoked_at) throw new AppError(Code.SessionRevoked);
  if (now >= s.renew_until) throw new AppError(Code.SessionExpired);

  const isPrevious = s.token_hash !== hash;
  if (isPrevious) {
    // A token rotated away: accepted during the grace period only.
    if (!s.prev_valid_until || now >= s.prev_valid_until) throw new AppError(Code.SessionRevoked);
  } else if (now >= s.access_expires_at) {
    const fresh = newToken();
    const accessExpiresAt = new Date(
      Math.min(addSeconds(now, app.config.accessTokenTtl).getTime(), s.renew_until.getTime()),
    );
    const rotated = await rotateToken(app.db, {
      id: s.id,
      oldHash: hash,
      newHash: sha256(fresh),
      graceUntil: addSeconds(now, ROTATION_GRACE_SECONDS),
      accessExpiresAt,
    });
    // Lost the race to a concurrent request with the same token: it is now the previous token,
    // inside its grace period, so this request goes through.
    if (rotated) throw new AppError(Code.TokenRenewed, { data: { token: fresh } });
  }

  const memberOk = s.member_id !== null && s.member_status === "enabled";
  const platform = memberOk && (await isPlatformOrg(app, s.org_id));
  return {
    sessionId: s.id,
    userId: s.user_id,
    phone: s.phone,
    orgId: memberOk ? s.org_id : null,
    memberId: memberOk ? s.member_id : null,
    roleId: memberOk ? s.role_id : null,
    isSuper: memberOk && !!s.is_super,
    platform,
    menus: new Set(memberOk ? (s.menus ?? []).filter((m) => platform || !PLATFORM_MENU_IDS.has(m)) : []),
  };
}

export function hasMenu(auth: AuthContext, menu: number): boolean {
  if (PLATFORM_MENU_IDS.has(menu) && !auth.platform) return false;
  return auth.isSuper || auth.menus.has(menu);
}

/** Resolves the session and enforces each route's declared access before its body is even parsed. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === "public") return;
    const auth = await authenticate(app, req);
    req.auth = auth;
    if (access === "user") return;
    if (!auth.orgId) throw new AppError(Code.NoEnterprise);
    if (access === "member") return;
    if (!hasMenu(auth, access.menu)) throw new AppError(Code.NoPermission);
  });
});
