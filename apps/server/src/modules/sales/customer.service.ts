import {
  Code,
  type customerListBody,
  type customerOptionsBody,
  type customerPagedBody,
  type Lang,
  Menu,
  translate,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { regionNames } from "../enterprise/region.service.ts";
import {
  audit,
  inTx,
  iso,
  KINDS,
  memberRef,
  pageWindow,
  requireAnyMenu,
  requireKind,
  teamRef,
  visibleKinds,
} from "./common.ts";
import {
  type CustomerFields,
  countContacts,
  countCustomerOrders,
  customerDetail,
  customerStats,
  deleteContact,
  deleteCustomerRow,
  findContact,
  findCustomer,
  findDuplicates,
  insertContact,
  insertCustomer,
  insertFollowUp,
  kindColumns,
  listContacts,
  pageCustomers,
  pageFollowUps,
  toCustomerItem,
} from "./customer.repository.ts";
import { pageOrders, toOrderItem } from "./order.repository.ts";
import { teamOfMember } from "./sales-refs.repository.ts";
import { pageTasks, toTaskItem } from "./task.repository.ts";

const MAX_CONTACTS = 50;

/** A customer body with the duplicate confirmation of create and update. */
type CustomerBody = CustomerFields & { confirmDuplicate?: boolean };

/** The customer of this enterprise (1002) whose kind's menu the caller holds (6). */
async function customerFor(q: Queryable, c: MemberActor, customerId: string, lock = "") {
  const found = await findCustomer(q, c.orgId, customerId, lock);
  if (!found) throw new AppError(Code.NotFound);
  requireKind(c, found.kind);
  return found;
}

/** Refuses a duplicate phone / credit code unless confirmed (docs/api-sales.md "Duplicates are warned"). */
async function checkDuplicates(
  q: Queryable,
  c: MemberActor,
  lang: Lang,
  exceptId: string | null,
  b: CustomerBody,
) {
  if (b.confirmDuplicate) return;
  const creditCode = b.kind === "enterprise" ? (b.creditCode ?? null) : null;
  const duplicates = await findDuplicates(q, c.orgId, exceptId, b.phone, creditCode);
  if (!duplicates.length) return;
  const fields = [...new Set(duplicates.map((d) => d.field))];
  const keyOf = (f: string) => (f === "phone" ? "sales.duplicatePhone" : "sales.duplicateCreditCode");
  throw new AppError(Code.ValidationFailed, {
    msgKey: keyOf(fields[0]!),
    data: {
      errors: fields.map((f) => ({ field: f, message: translate(lang, keyOf(f)) })),
      duplicates,
    },
  });
}

function checkRegion(b: { province: string; city: string; area: string }) {
  if (!regionNames(b.province, b.city, b.area)) throw fieldError("area", "validation.regionRequired");
}

export function createCustomer(
  ctx: MemberCtx,
  b: CustomerBody & { ownerMemberId?: string; teamId?: string | null },
) {
  return inTx(ctx, async (q, c, now) => {
    const lang = ctx.lang;
    requireKind(c, b.kind);
    checkRegion(b);
    const ownerId = b.ownerMemberId ?? c.memberId;
    await memberRef(q, c.orgId, ownerId, "ownerMemberId");
    let teamId: string | null;
    if (b.teamId) teamId = (await teamRef(q, c.orgId, b.teamId)).id;
    else teamId = b.teamId === null ? null : await teamOfMember(q, c.orgId, ownerId);
    await checkDuplicates(q, c, lang, null, b);
    const customerId = await insertCustomer(q, {
      orgId: c.orgId,
      fields: b,
      ownerMemberId: ownerId,
      teamId,
      createdBy: c.userId,
      now,
    });
    await audit(q, c, now, "customer", customerId, "create", null, b.name, { kind: b.kind });
    return { customerId };
  });
}

export function updateCustomer(ctx: MemberCtx, b: CustomerBody & { customerId: string; version: number }) {
  return inTx(ctx, async (q, c, now) => {
    const lang = ctx.lang;
    const found = await customerFor(q, c, b.customerId);
    if (found.kind !== b.kind) throw fieldError("kind", "sales.kindMismatch");
    checkRegion(b);
    await checkDuplicates(q, c, lang, b.customerId, b);
    const version = await updateVersioned(
      q,
      "customers",
      { id: b.customerId, orgId: c.orgId, version: b.version },
      kindColumns(b),
      now,
    );
    await audit(q, c, now, "customer", b.customerId, "update", found.name, b.name);
    return { version };
  });
}

export function deleteCustomer(ctx: MemberCtx, customerId: string) {
  return inTx(ctx, async (q, c, now) => {
    const found = await customerFor(q, c, customerId, "FOR UPDATE");
    if ((await countCustomerOrders(q, found.id)) > 0) {
      throw new AppError(Code.InvalidState, {
        msgKey: "sales.customerHasOrders",
        data: { from: "hasOrders", action: "delete" },
      });
    }
    await deleteCustomerRow(q, c.orgId, found.id);
    await audit(q, c, now, "customer", found.id, "delete", found.name, null, { kind: found.kind });
    return null;
  });
}

export async function getCustomerDetail(ctx: MemberCtx, customerId: string) {
  const q = ctx.db;
  const c = ctx.actor;
  await customerFor(q, c, customerId);
  const row = (await customerDetail(q, c.orgId, customerId))!;
  const contacts = await listContacts(q, c.orgId, row.id);
  const s = await customerStats(q, row.id);
  return {
    ...toCustomerItem(row),
    contacts: contacts.map((x) => ({
      contactId: x.id,
      name: x.name,
      phone: x.phone,
      position: x.position,
      createdAt: iso(x.created_at)!,
    })),
    stats: {
      orderCount: s.order_count,
      orderTotalFen: Number(s.order_total_fen),
      receivedFen: Number(s.received_fen),
      outstandingFen: Number(s.order_total_fen) - Number(s.received_fen),
      openTaskCount: s.open_task_count,
      followUpCount: s.follow_up_count,
    },
  };
}

export function addContact(
  ctx: MemberCtx,
  b: { customerId: string; name: string; phone: string; position: string },
) {
  return inTx(ctx, async (q, c, now) => {
    const found = await customerFor(q, c, b.customerId, "FOR UPDATE");
    if ((await countContacts(q, found.id)) >= MAX_CONTACTS) {
      throw new AppError(Code.InvalidState, {
        msgKey: "sales.tooManyContacts",
        data: { from: "full", action: "addContact" },
      });
    }
    const contactId = await insertContact(q, { ...b, orgId: c.orgId, customerId: found.id, now });
    await audit(q, c, now, "customer", found.id, "addContact", null, b.name);
    return { contactId };
  });
}

export function removeContact(ctx: MemberCtx, contactId: string) {
  return inTx(ctx, async (q, c, now) => {
    const contact = await findContact(q, c.orgId, contactId);
    if (!contact) throw new AppError(Code.NotFound);
    await customerFor(q, c, contact.customer_id);
    await deleteContact(q, c.orgId, contactId);
    await audit(q, c, now, "customer", contact.customer_id, "removeContact", contact.name, null);
    return null;
  });
}

/** The moment a follow-up happened (default now); a minute of leeway for clocks that differ a little. */
function followedAtOf(now: Date, followedAt?: string): Date {
  const at = followedAt ? new Date(followedAt) : now;
  if (at.getTime() > now.getTime() + 60_000) throw fieldError("followedAt", "sales.followedAtFuture");
  return at;
}

export function addFollowUp(
  ctx: MemberCtx,
  b: { customerId: string; method: string; content: string; followedAt?: string; nextAt?: string | null },
) {
  return inTx(ctx, async (q, c, now) => {
    const followedAt = followedAtOf(now, b.followedAt);
    const found = await customerFor(q, c, b.customerId);
    const followUpId = await insertFollowUp(q, {
      orgId: c.orgId,
      customerId: found.id,
      memberId: c.memberId,
      method: b.method,
      content: b.content,
      followedAt,
      nextAt: b.nextAt ? new Date(b.nextAt) : null,
      now,
    });
    await audit(q, c, now, "customer", found.id, "followUp", null, b.method);
    return { followUpId };
  });
}

/** Customers of one kind (the kind's menu, else code 6). */
export async function listCustomers(ctx: MemberCtx, b: z.output<typeof customerListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  requireKind(c, b.kind);
  await assertOwned(q, c.orgId, { member: b.ownerMemberId, team: b.teamId });
  const rows = await pageCustomers(q, c.orgId, { ...b, kinds: [b.kind], ...pageWindow(b) });
  return toPage(rows, b, toCustomerItem);
}

/** At most 50 customers for selects, by name, of the kinds the caller may pick. */
export async function customerOptions(ctx: MemberCtx, b: z.output<typeof customerOptionsBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  requireAnyMenu(c, [
    Menu.BusinessCustomer,
    Menu.StoreCustomer,
    Menu.PersonalCustomer,
    Menu.Orders,
    Menu.Tasks,
  ]);
  // Order and task screens pick customers of every kind; the customer screens only their own.
  const all = [Menu.Orders, Menu.Tasks].some((m) => c.isSuper || c.menus.has(m));
  const kinds = (all ? KINDS : visibleKinds(c)).filter((k) => !b.kind || k === b.kind);
  const rows = await pageCustomers(q, c.orgId, {
    kinds,
    keyword: b.keyword,
    sort: "nameAsc",
    limit: 50,
    offset: 0,
  });
  return rows.map((r) => ({
    customerId: r.id,
    kind: r.kind,
    name: r.name,
    phone: r.phone,
    ownerMemberId: r.owner_member_id,
    teamId: r.team_id,
  }));
}

/** A customer's follow-ups, newest first. */
export async function listFollowUps(ctx: MemberCtx, b: z.output<typeof customerPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await customerFor(q, c, b.customerId);
  const rows = await pageFollowUps(q, c.orgId, b.customerId, pageWindow(b));
  return toPage(rows, b, (f) => ({
    followUpId: f.id,
    method: f.method,
    content: f.content,
    followedAt: iso(f.followed_at)!,
    nextAt: iso(f.next_at),
    memberId: f.member_id,
    memberName: f.member_name,
    createdAt: iso(f.created_at)!,
  }));
}

export async function listCustomerOrders(ctx: MemberCtx, b: z.output<typeof customerPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await customerFor(q, c, b.customerId);
  const rows = await pageOrders(q, c.orgId, { customerId: b.customerId, ...pageWindow(b) });
  return toPage(rows, b, toOrderItem);
}

export async function listCustomerTasks(ctx: MemberCtx, b: z.output<typeof customerPagedBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const now = ctx.clock.now();
  await customerFor(q, c, b.customerId);
  const rows = await pageTasks(q, c.orgId, {
    scope: "all",
    memberId: c.memberId,
    customerId: b.customerId,
    now,
    ...pageWindow(b),
  });
  return toPage(rows, b, toTaskItem(now));
}
