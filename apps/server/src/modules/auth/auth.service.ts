import { hash, verify } from "@node-rs/argon2";
import { Code } from "@stoneworks/shared";
import { writeAudit } from "../../lib/audit.ts";
import { addSeconds } from "../../lib/clock.ts";
import type { PublicCtx } from "../../lib/context.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import {
  findUserById,
  findUserByPhone,
  insertUser,
  listMemberships,
  recordFailedLogin,
  resetFailedLogins,
  setPasswordHash,
} from "../account/user.repository.ts";
import { loginFailuresFreeAt, recordLoginFailure } from "./rate-events.repository.ts";
import { insertSession, revokeUserSessions } from "./sessions.repository.ts";
import { consumeCode } from "./sms.service.ts";

const LOCK_AFTER_FAILURES = 10;
const LOCK_SECONDS = 600;
const IP_FAILURES_WINDOW = 600;
const IP_FAILURES_LIMIT = 50;

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

// Verified against when the phone is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Where the request comes from (recorded on the session, and the address counts failed logins). */
interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Opens a session in the user's last enterprise (or the first one they are an enabled member of). */
async function openSession(
  ctx: PublicCtx,
  input: ClientInfo & { userId: string; remember: boolean },
): Promise<{ token: string; userId: string }> {
  const { userId, remember } = input;
  const now = ctx.clock.now();
  const memberships = (await listMemberships(ctx.db, userId)).filter((m) => m.status === "enabled");
  const last = (await findUserById(ctx.db, userId))?.last_org_id;
  const org = memberships.find((m) => m.org_id === last) ?? memberships[0];
  const token = newToken();
  const ttl = remember ? ctx.config.sessionTtlRemember : ctx.config.sessionTtl;
  const renewUntil = addSeconds(now, ttl);
  await insertSession(ctx.db, {
    userId,
    orgId: org?.org_id ?? null,
    tokenHash: sha256(token),
    accessExpiresAt: new Date(
      Math.min(addSeconds(now, ctx.config.accessTokenTtl).getTime(), renewUntil.getTime()),
    ),
    renewUntil,
    remember,
    ip: input.ip,
    userAgent: input.userAgent,
    now,
  });
  return { token, userId };
}

export async function register(
  ctx: PublicCtx,
  input: ClientInfo & { phone: string; code: string; password: string },
) {
  if (await findUserByPhone(ctx.db, input.phone)) throw new AppError(Code.PhoneRegistered);
  await consumeCode(ctx, { phone: input.phone, purpose: "register", code: input.code });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let userId: string;
  try {
    userId = await insertUser(ctx.db, {
      phone: input.phone,
      passwordHash,
      nickname: `${input.phone.slice(0, 3)}****${input.phone.slice(7)}`,
      now,
    });
  } catch (err) {
    // Two registrations of one phone at once: the loser is told it is taken.
    if ((err as { code?: string }).code === "23505") throw new AppError(Code.PhoneRegistered);
    throw err;
  }
  await writeAudit(ctx.db, {
    orgId: null,
    actorUserId: userId,
    entity: "user",
    entityId: userId,
    action: "register",
    to: "registered",
    at: now,
  });
  return openSession(ctx, { userId, remember: false, ip: input.ip, userAgent: input.userAgent });
}

export async function passwordLogin(
  ctx: PublicCtx,
  input: ClientInfo & { phone: string; password: string; remember: boolean },
) {
  const now = ctx.clock.now();
  const windowStart = addSeconds(now, -IP_FAILURES_WINDOW);
  const freeAt = await loginFailuresFreeAt(
    ctx.db,
    input.ip,
    windowStart,
    IP_FAILURES_LIMIT,
    IP_FAILURES_WINDOW,
  );
  if (freeAt) {
    // The real wait: until enough of this address's failures have left the window (issue 25).
    const retryAfter = Math.max(1, Math.ceil((new Date(freeAt).getTime() - now.getTime()) / 1000));
    throw new AppError(Code.TooManyRequests, { data: { retryAfter } });
  }
  const user = await findUserByPhone(ctx.db, input.phone);
  if (user?.locked_until && user.locked_until > now) {
    const retryAfter = Math.ceil((user.locked_until.getTime() - now.getTime()) / 1000);
    throw new AppError(Code.AccountLocked, {
      data: { retryAfter },
      params: { minutes: Math.ceil(retryAfter / 60) },
    });
  }
  dummyHash ??= hashPassword("stoneworks-timing-equaliser");
  const ok = await verify(user?.password_hash ?? (await dummyHash), input.password).catch(() => false);
  if (!user?.password_hash || !ok) {
    await recordLoginFailure(ctx.db, input.ip, now);
    if (user) {
      const { locked } = await recordFailedLogin(
        ctx.db,
        user.id,
        LOCK_AFTER_FAILURES,
        addSeconds(now, LOCK_SECONDS),
      );
      if (locked) {
        await writeAudit(ctx.db, {
          orgId: null,
          actorUserId: null,
          entity: "user",
          entityId: user.id,
          action: "lock",
          from: "active",
          to: "locked",
          detail: { ip: input.ip },
          at: now,
        });
        throw new AppError(Code.AccountLocked, {
          data: { retryAfter: LOCK_SECONDS },
          params: { minutes: LOCK_SECONDS / 60 },
        });
      }
    }
    throw new AppError(Code.BadCredentials);
  }
  await resetFailedLogins(ctx.db, user.id);
  return openSession(ctx, {
    userId: user.id,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

export async function codeLogin(
  ctx: PublicCtx,
  input: ClientInfo & { phone: string; code: string; remember: boolean },
) {
  await consumeCode(ctx, { phone: input.phone, purpose: "login", code: input.code });
  const user = await findUserByPhone(ctx.db, input.phone);
  // A login code is only ever delivered to a registered phone.
  if (!user) throw new AppError(Code.BadVerificationCode);
  // Proving the phone also lifts a password lockout.
  await resetFailedLogins(ctx.db, user.id);
  return openSession(ctx, {
    userId: user.id,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

export async function resetPassword(
  ctx: PublicCtx,
  input: { phone: string; code: string; password: string },
) {
  await consumeCode(ctx, { phone: input.phone, purpose: "resetPassword", code: input.code });
  const user = await findUserByPhone(ctx.db, input.phone);
  if (!user) throw new AppError(Code.BadVerificationCode);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.tx(async (q) => {
    await setPasswordHash(q, user.id, passwordHash, now);
    await revokeUserSessions(q, user.id, "password_reset", now);
    await writeAudit(q, {
      orgId: null,
      actorUserId: user.id,
      entity: "user",
      entityId: user.id,
      action: "resetPassword",
      at: now,
    });
  });
  return null;
}
