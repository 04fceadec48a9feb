import type { Access, Lang } from "@stoneworks/shared";
import { Code } from "@stoneworks/shared";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import type { SmsProvider } from "../modules/auth/sms-provider.ts";
import type { AuthContext } from "../plugins/auth.ts";
import type { Clock } from "./clock.ts";
import { AppError } from "./errors.ts";
import type { JobQueue } from "./job-queue.ts";
import type { SecretBox } from "./secret-box.ts";

/**
 * Who acts, one type for every service (docs/architecture.md "Services"). A signed-in user has a
 * session; inside an enterprise, an org and a member. A machine reporting, or the system (a worker,
 * the seed), acts for an enterprise with no user.
 */
export interface Actor {
  userId: string | null;
  orgId: string | null;
  memberId: string | null;
  sessionId: string | null;
  phone: string | null;
  roleId: string | null;
  isSuper: boolean;
  /** The current enterprise is the installation's own: installation menus apply. */
  platform: boolean;
  menus: ReadonlySet<number>;
}

/** A signed-in user (any enterprise or none). */
export type UserActor = Actor & { userId: string; sessionId: string; phone: string };
/** Someone acting for an enterprise: a member, a machine or the system. */
export type OrgActor = Actor & { orgId: string };
/** A member of the session's current enterprise. */
export type MemberActor = UserActor & OrgActor & { memberId: string };

/**
 * What every service takes first: `(ctx, input)`. No service receives the Fastify instance; what it
 * needs from the process (database, clock, logger, configuration, job queue, secrets, SMS) is here.
 */
export interface Ctx<A extends Actor | null = Actor | null> {
  db: Db;
  actor: A;
  lang: Lang;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
  jobs: JobQueue;
  secrets: SecretBox;
  sms: SmsProvider;
}

export type PublicCtx = Ctx<Actor | null>;
export type UserCtx = Ctx<UserActor>;
export type OrgCtx = Ctx<OrgActor>;
export type MemberCtx = Ctx<MemberActor>;

/** The context a route of this access hands its handler. */
export type CtxFor<A extends Access> = A extends "public"
  ? PublicCtx
  : A extends "user"
    ? UserCtx
    : MemberCtx;

/** The process's parts, for a context made outside a request (workers, machines, the seed). */
function parts(app: FastifyInstance) {
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    config: app.config,
    jobs: app.jobs,
    secrets: app.secrets,
    sms: app.sms,
  };
}

function actorOf(auth: AuthContext): UserActor {
  return { ...auth };
}

/** The context of a request, checked against its route's access (the auth hook already enforced it). */
export function contextOf<A extends Access>(app: FastifyInstance, req: FastifyRequest, access: A): CtxFor<A> {
  const base = { ...parts(app), lang: req.lang, log: req.log };
  if (access === "public") return { ...base, actor: req.auth ? actorOf(req.auth) : null } as CtxFor<A>;
  if (!req.auth) throw new AppError(Code.NotLoggedIn);
  if (access !== "user" && (!req.auth.orgId || !req.auth.memberId)) throw new AppError(Code.NoEnterprise);
  return { ...base, actor: actorOf(req.auth) } as CtxFor<A>;
}

/** No user acting: the system, for an enterprise, or for the whole installation (orgId null). */
function noUser<O extends string | null>(orgId: O): Actor & { orgId: O } {
  return {
    userId: null,
    orgId,
    memberId: null,
    sessionId: null,
    phone: null,
    roleId: null,
    isSuper: false,
    platform: false,
    menus: new Set(),
  };
}

/** A context for an enterprise with no user: a machine's report, a background job, the seed. */
export function systemContext(app: FastifyInstance, orgId: string, lang: Lang = "zh-CN"): OrgCtx {
  return { ...parts(app), lang, actor: noUser(orgId) };
}

/** The installation's context (no enterprise, no user): what backups of the whole database act in. */
export function installationContext(app: FastifyInstance): PublicCtx {
  return { ...parts(app), lang: "zh-CN", actor: noUser(null) };
}

/** The same context acting as someone else (e.g. a machine's report attributed to its operator). */
export function withActor<A extends Actor>(ctx: Ctx<Actor | null>, actor: A): Ctx<A> {
  return { ...ctx, actor };
}

/** A context acting as this actor outside a request (service tests, the seed, a worker for a user). */
export function contextFor<A extends Actor>(app: FastifyInstance, actor: A, lang: Lang = "zh-CN"): Ctx<A> {
  return { ...parts(app), lang, actor };
}

/** A member actor from its ids (service tests, the seed): no session, the given menus. */
export function memberActor(m: {
  userId: string;
  orgId: string;
  memberId: string;
  isSuper?: boolean;
  menus?: Iterable<number>;
  phone?: string;
}): MemberActor {
  return {
    userId: m.userId,
    orgId: m.orgId,
    memberId: m.memberId,
    sessionId: "",
    phone: m.phone ?? "",
    roleId: null,
    isSuper: m.isSuper ?? true,
    platform: false,
    menus: new Set(m.menus ?? []),
  };
}
