import { Code, type CustomerKind, Menu } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { offsetOf } from "../../lib/paging.ts";
import { hasMenu } from "../../plugins/auth.ts";
import { findMemberRef, findTeamRef, type MemberRef } from "./sales-refs.repository.ts";

/** Helpers every sales entity uses: the caller's transaction, menu checks, member/team refs, audit, days. */

/** Runs one change of the member in one transaction, at the clock's now. */
export function inTx<T>(
  ctx: MemberCtx,
  work: (q: Queryable, c: MemberActor, now: Date) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  return ctx.db.tx((q) => work(q, ctx.actor, now));
}

export const KIND_MENU: Record<CustomerKind, number> = {
  enterprise: Menu.BusinessCustomer,
  store: Menu.StoreCustomer,
  personal: Menu.PersonalCustomer,
};

export const KINDS: CustomerKind[] = ["enterprise", "store", "personal"];

/** Code 6 unless the caller holds one of the menus. */
export function requireAnyMenu(auth: MemberActor, menus: number[]): void {
  if (!menus.some((m) => hasMenu(auth, m))) throw new AppError(Code.NoPermission);
}

/** The customer kinds whose menus (1201/1202/1203) the caller holds. */
export function visibleKinds(auth: MemberActor): CustomerKind[] {
  return KINDS.filter((k) => hasMenu(auth, KIND_MENU[k]));
}

export function requireKind(auth: MemberActor, kind: CustomerKind): void {
  if (!hasMenu(auth, KIND_MENU[kind])) throw new AppError(Code.NoPermission);
}

/** A member of the caller's enterprise named in a body: 1002 when not; a disabled one → 1001 on `field`. */
export async function memberRef(
  q: Queryable,
  orgId: string,
  memberId: string,
  field: string,
  mustBeEnabled = true,
): Promise<MemberRef> {
  const m = await findMemberRef(q, orgId, memberId);
  if (!m) throw new AppError(Code.NotFound);
  if (mustBeEnabled && m.status !== "enabled") throw fieldError(field, "sales.memberDisabled");
  return m;
}

/** A team of the caller's enterprise named in a body: 1002 when not. */
export async function teamRef(
  q: Queryable,
  orgId: string,
  teamId: string,
): Promise<{ id: string; name: string }> {
  const t = await findTeamRef(q, orgId, teamId);
  if (!t) throw new AppError(Code.NotFound);
  return t;
}

/** Writes one audit row for the caller inside the transaction. */
export function audit(
  q: Queryable,
  c: MemberActor,
  now: Date,
  entity: string,
  entityId: string,
  action: string,
  from?: string | null,
  to?: string | null,
  detail?: Record<string, unknown>,
) {
  return writeAudit(q, {
    orgId: c.orgId,
    actorUserId: c.userId,
    entity,
    entityId,
    action,
    from,
    to,
    detail,
    at: now,
  });
}

/** 1003 with `{ from, action }`. */
export const invalidState = (from: string, action: string, msgKey?: string) =>
  new AppError(Code.InvalidState, { data: { from, action }, ...(msgKey ? { msgKey } : {}) });

// Business days are in Asia/Shanghai (UTC+8, no daylight saving): docs/api-sales.md "Units and formats".
const OFFSET_MS = 8 * 3600 * 1000;

/** The business day (YYYY-MM-DD) of an instant. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** First and last day of the business month of an instant, and its label "YYYY-MM". */
export function businessMonth(at: Date): { from: string; to: string; month: string } {
  const local = new Date(at.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const month = `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}`, month };
}

/** LIMIT / OFFSET of a paged body, as the repositories take them. */
export const pageWindow = (p: { pageNum: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: offsetOf(p),
});

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
