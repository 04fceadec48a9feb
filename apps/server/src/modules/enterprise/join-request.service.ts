import { Code, type JoinRequest, type OrgSearchHit } from "@stoneworks/shared";
import { isUniqueViolation } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { UserCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { isMemberOf } from "./member.repository.ts";
import {
  closeJoinRequest,
  findJoinRequest,
  findOrg,
  insertJoinRequest,
  type JoinRequestRow,
  myJoinRequests,
  searchOrgs,
} from "./org.repository.ts";
import { regionNames } from "./region.service.ts";
import { fileUrl } from "./upload.service.ts";

/** The user's side of joining an enterprise: find one, ask, follow and cancel the request. */
export async function searchOrg(ctx: UserCtx, { keyword }: { keyword: string }): Promise<OrgSearchHit[]> {
  return (await searchOrgs(ctx.db, keyword, ctx.actor.userId)).map((o) => ({
    orgId: o.id,
    name: o.name,
    logoUrl: fileUrl(o.logo),
    regionNames: regionNames(o.province, o.city, o.area) ?? [],
    isMember: o.is_member,
    pending: o.pending,
  }));
}

export async function joinOrg(ctx: UserCtx, { orgId, message }: { orgId: string; message: string }) {
  const { actor: auth } = ctx;
  const now = ctx.clock.now();
  if (!(await findOrg(ctx.db, orgId))) throw new AppError(Code.NotFound);
  if (await isMemberOf(ctx.db, orgId, auth.userId))
    throw new AppError(Code.InvalidState, {
      msgKey: "rule.alreadyMember",
      data: { from: "member", action: "join" },
    });
  try {
    return await ctx.db.tx(async (q) => {
      const requestId = await insertJoinRequest(q, orgId, auth.userId, message, now);
      await writeAudit(q, {
        orgId,
        actorUserId: auth.userId,
        entity: "joinRequest",
        entityId: requestId,
        action: "submit",
        to: "submitted",
        at: now,
      });
      return { requestId };
    });
  } catch (err) {
    if (isUniqueViolation(err, "join_requests_one_pending")) throw new AppError(Code.JoinPending);
    throw err;
  }
}

/** A join request as both sides see it (the user who sent it, the enterprise reviewing it). */
export const toJoinRequestItem = (r: JoinRequestRow): JoinRequest => ({
  requestId: r.id,
  orgId: r.org_id,
  orgName: r.org_name,
  userId: r.user_id,
  phone: r.phone,
  nickname: r.nickname,
  status: r.status,
  message: r.message,
  reason: r.reason,
  createdAt: r.created_at.toISOString(),
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
});

export async function listMyJoinRequests(ctx: UserCtx): Promise<JoinRequest[]> {
  return (await myJoinRequests(ctx.db, ctx.actor.userId)).map(toJoinRequestItem);
}

export async function cancelJoin(ctx: UserCtx, requestId: string) {
  const { actor: auth } = ctx;
  const r = await findJoinRequest(ctx.db, requestId);
  if (!r || r.user_id !== auth.userId) throw new AppError(Code.NotFound);
  const now = ctx.clock.now();
  await ctx.db.tx(async (q) => {
    if (!(await closeJoinRequest(q, requestId, "cancelled", auth.userId, null, now))) {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.requestReviewed",
        data: { from: r.status, action: "cancel" },
      });
    }
    await writeAudit(q, {
      orgId: r.org_id,
      actorUserId: auth.userId,
      entity: "joinRequest",
      entityId: requestId,
      action: "cancel",
      from: "submitted",
      to: "cancelled",
      at: now,
    });
  });
  return null;
}
