import { type BelongEntity, type belongHistoryBody, Code, Menu, type transferBody } from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import {
  findOwned,
  insertOwnershipHistory,
  lockOwnedRows,
  type OwnedFilter,
  type Ownership,
  pageOwnedCustomers,
  pageOwnedOrders,
  pageOwnedTasks,
  pageOwnershipHistory,
  setOwnership,
} from "./belong.repository.ts";
import { audit, inTx, iso, KIND_MENU, memberRef, pageWindow, requireAnyMenu, teamRef } from "./common.ts";
import { memberName, teamOfMember } from "./sales-refs.repository.ts";
import { isOverdue } from "./task.repository.ts";

/**
 * Moves customers, orders or tasks to another owner and/or team in one transaction, with one history
 * row per object moved (docs/api-sales.md "Business ownership").
 */
export function transfer(ctx: MemberCtx, b: z.output<typeof transferBody> & { entity: BelongEntity }) {
  const entity = b.entity;
  return inTx(ctx, async (q, c, now) => {
    const ids = [...new Set(b.ids)].sort();
    const toMember = b.toMemberId ? await memberRef(q, c.orgId, b.toMemberId, "toMemberId") : null;
    if (b.toTeamId) await teamRef(q, c.orgId, b.toTeamId);
    // With a member: the given team (null = none), else the member's own. Team alone: owners stay.
    const toTeam =
      toMember && b.toTeamId === undefined
        ? await teamOfMember(q, c.orgId, toMember.id)
        : (b.toTeamId ?? null);
    const rows = await lockOwnedRows(q, entity, c.orgId, ids);
    if (rows.length !== ids.length) throw new AppError(Code.NotFound);
    const names = new Map<string, string>();
    const nameOf = async (memberId: string | null) => {
      if (!memberId) return null;
      if (!names.has(memberId)) names.set(memberId, await memberName(q, memberId));
      return names.get(memberId)!;
    };
    let transferred = 0;
    for (const r of rows) {
      const newOwner = toMember ? toMember.id : r.owner;
      const newTeam = toTeam;
      if (newOwner === r.owner && newTeam === r.team_id) continue;
      await setOwnership(q, entity, c.orgId, r.id, newOwner, newTeam, now);
      await insertOwnershipHistory(q, {
        orgId: c.orgId,
        entity,
        entityId: r.id,
        fromMemberId: r.owner,
        fromTeamId: r.team_id,
        toMemberId: newOwner,
        toTeamId: newTeam,
        reason: b.reason,
        byUserId: c.userId,
        at: now,
      });
      await audit(q, c, now, entity, r.id, "transfer", await nameOf(r.owner), await nameOf(newOwner), {
        label: r.label,
        fromTeamId: r.team_id,
        toTeamId: newTeam,
        ...(b.reason ? { reason: b.reason } : {}),
      });
      transferred += 1;
    }
    return { transferred };
  });
}

type Paged = { pageNum: number; pageSize: number };

/** The owner, team and last transfer of a row, as every ownership list shows them. */
const ownership = (r: Ownership) => ({
  ownerMemberId: r.owner_member_id,
  ownerName: r.owner_name,
  teamId: r.team_id,
  teamName: r.team_name,
  lastTransferAt: iso(r.last_transfer_at),
  version: r.version,
});

/** The ownership lists' filter; its owner and team, when given, are the caller's enterprise's (else 1002). */
async function filterOf(
  q: Queryable,
  c: MemberActor,
  b: Omit<OwnedFilter, "limit" | "offset"> & Paged,
): Promise<OwnedFilter> {
  await assertOwned(q, c.orgId, { member: b.ownerMemberId, team: b.teamId });
  return {
    keyword: b.keyword,
    ownerMemberId: b.ownerMemberId,
    teamId: b.teamId,
    kind: b.kind,
    ...pageWindow(b),
  };
}

export async function ownedCustomers(ctx: MemberCtx, b: Omit<OwnedFilter, "limit" | "offset"> & Paged) {
  const q = ctx.db;
  const c = ctx.actor;
  const rows = await pageOwnedCustomers(q, c.orgId, await filterOf(q, c, b));
  return toPage(rows, b, (r) => ({
    customerId: r.id,
    kind: r.kind,
    name: r.name,
    phone: r.phone,
    ...ownership(r),
  }));
}

export async function ownedOrders(ctx: MemberCtx, b: Omit<OwnedFilter, "limit" | "offset"> & Paged) {
  const q = ctx.db;
  const c = ctx.actor;
  const rows = await pageOwnedOrders(q, c.orgId, await filterOf(q, c, b));
  return toPage(rows, b, (r) => ({
    orderId: r.id,
    orderNo: r.order_no,
    customerName: r.customer_name,
    status: r.status,
    totalFen: Number(r.total_fen),
    ...ownership(r),
  }));
}

export async function ownedTasks(ctx: MemberCtx, b: Omit<OwnedFilter, "limit" | "offset"> & Paged) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  const rows = await pageOwnedTasks(q, c.orgId, await filterOf(q, c, b));
  return toPage(rows, b, (r) => ({
    taskId: r.id,
    title: r.title,
    status: r.status,
    dueAt: iso(r.due_at)!,
    overdue: isOverdue(r, now),
    ...ownership(r),
  }));
}

/** The ownership history of one row; the ownership menu or the entity's own menu may read it. */
export async function ownershipHistory(ctx: MemberCtx, b: z.output<typeof belongHistoryBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const found = await findOwned(q, b.entity, c.orgId, b.entityId);
  if (!found) throw new AppError(Code.NotFound);
  if (b.entity === "customer") requireAnyMenu(c, [Menu.BelongCustomer, KIND_MENU[found.kind!]]);
  else if (b.entity === "order") requireAnyMenu(c, [Menu.BelongOrder, Menu.Orders]);
  else requireAnyMenu(c, [Menu.BelongTask, Menu.Tasks]);
  const rows = await pageOwnershipHistory(q, c.orgId, b.entity, b.entityId, pageWindow(b));
  return toPage(rows, b, (h) => ({
    historyId: h.id,
    fromMemberId: h.from_member_id,
    fromMemberName: h.from_member_name,
    fromTeamId: h.from_team_id,
    fromTeamName: h.from_team_name,
    toMemberId: h.to_member_id,
    toMemberName: h.to_member_name,
    toTeamId: h.to_team_id,
    toTeamName: h.to_team_name,
    reason: h.reason,
    byName: h.by_name,
    at: iso(h.at)!,
  }));
}
