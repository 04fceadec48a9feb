import { randomBytes } from "node:crypto";
import {
  Code,
  type CollectionStatus,
  type financeStaffListBody,
  type offlineListBody,
  type onlineListBody,
  PAYMENT_NOTIFY_WINDOW_SECONDS,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { toPage } from "../../lib/paging.ts";
import { audit, inTx, invalidState, iso, memberRef, pageWindow } from "./common.ts";
import {
  deleteCollection,
  deleteFinanceStaff,
  findPaymentSettings,
  insertFinanceStaff,
  insertOfflineCollection,
  isFinanceStaffMember,
  isOwnUpload,
  lockOfflineCollection,
  lockOrderForCollection,
  pageFinanceStaff,
  setCollectionReview,
  takenFen,
  upsertPaymentSecret,
} from "./finance.repository.ts";
import { pageCollections, toCollectionItem } from "./order.repository.ts";
import { sealPaymentSecret } from "./payment-secret.service.ts";

/** Orders in these states take offline collections. */
const COLLECTABLE = ["confirmed", "inProduction", "delivered", "completed"];

const isFinanceStaff = (q: Queryable, c: MemberActor) => isFinanceStaffMember(q, c.orgId, c.memberId);

export function recordOfflineCollection(
  ctx: MemberCtx,
  b: {
    orderId: string;
    amountFen: number;
    method: string;
    payer: string;
    paidOn: string;
    voucherFileId?: string | null;
    remark: string;
  },
) {
  return inTx(ctx, async (q, c, now) => {
    const o = await lockOrderForCollection(q, c.orgId, b.orderId);
    if (!o) throw new AppError(Code.NotFound);
    // The voucher must be an image the caller uploaded; any other id is not theirs to name.
    if (b.voucherFileId && !(await isOwnUpload(q, b.voucherFileId, c.userId)))
      throw new AppError(Code.NotFound);
    if (!COLLECTABLE.includes(o.status)) throw invalidState(o.status, "collect");
    if (BigInt(b.amountFen) > BigInt(o.total_fen) - (await takenFen(q, o.id))) {
      throw fieldError("amountFen", "sales.amountOverOutstanding");
    }
    const collectionId = await insertOfflineCollection(q, {
      ...b,
      orgId: c.orgId,
      orderId: o.id,
      voucherFileId: b.voucherFileId ?? null,
      recordedBy: c.userId,
      now,
    });
    await audit(q, c, now, "collection", collectionId, "record", null, "pending", {
      orderNo: o.order_no,
      amountFen: b.amountFen,
    });
    return { collectionId };
  });
}

/**
 * Confirms or rejects a pending offline collection: 1002, then code 6 for non-finance staff,
 * 1012 stale, 1003 not pending.
 */
export function reviewCollection(
  ctx: MemberCtx,
  b: { action: "confirm" | "reject"; collectionId: string; version: number; reason?: string },
) {
  const action = b.action;
  return inTx(ctx, async (q, c, now) => {
    const s = await lockOfflineCollection(q, c.orgId, b.collectionId);
    if (!s) throw new AppError(Code.NotFound);
    if (!(await isFinanceStaff(q, c)))
      throw new AppError(Code.NoPermission, { msgKey: "sales.notFinanceStaff" });
    if (s.version !== b.version) throw new AppError(Code.Conflict);
    if (s.status !== "pending") throw invalidState(s.status, action);
    const status: CollectionStatus = action === "confirm" ? "confirmed" : "rejected";
    const reason = action === "reject" ? (b.reason ?? null) : null;
    const version = await setCollectionReview(q, c.orgId, s.id, {
      status,
      rejectReason: reason,
      reviewedBy: c.userId,
      now,
    });
    const detail = action === "reject" ? { reason } : { amountFen: Number(s.amount_fen) };
    await audit(q, c, now, "collection", s.id, action, "pending", status, detail);
    return { version, status };
  });
}

export function deleteOfflineCollection(ctx: MemberCtx, collectionId: string) {
  return inTx(ctx, async (q, c, now) => {
    const s = await lockOfflineCollection(q, c.orgId, collectionId);
    if (!s) throw new AppError(Code.NotFound);
    if (s.status !== "pending") throw invalidState(s.status, "delete");
    await deleteCollection(q, s.id);
    await audit(q, c, now, "collection", s.id, "delete", "pending", null, {
      amountFen: Number(s.amount_fen),
    });
    return null;
  });
}

export async function getPaymentSettings(ctx: MemberCtx) {
  const row = await findPaymentSettings(ctx.db, ctx.actor.orgId);
  return {
    keyId: row?.key_id ?? null,
    secretSetAt: iso(row?.secret_set_at),
    notifyPath: "/api/payment/notify",
    windowSeconds: PAYMENT_NOTIFY_WINDOW_SECONDS,
  };
}

/**
 * Generates or rotates the notification secret; the only time it is shown. It is stored sealed
 * with SECRETS_KEY; rotating also replaces a secret that no longer opens (the key was changed).
 */
export function rotatePaymentSecret(ctx: MemberCtx) {
  const box = ctx.secrets;
  return inTx(ctx, async (q, c, now) => {
    const secret = `sk_${randomBytes(32).toString("base64url")}`;
    const sealed = sealPaymentSecret(box, c.orgId, secret);
    const keyId = await upsertPaymentSecret(q, c.orgId, `pk_${randomBytes(12).toString("hex")}`, sealed, now);
    await audit(q, c, now, "paymentSettings", c.orgId, "rotateSecret");
    return { keyId, secret, secretSetAt: now.toISOString() };
  });
}

export function addFinanceStaff(ctx: MemberCtx, b: { memberIds: string[] }) {
  return inTx(ctx, async (q, c, now) => {
    let added = 0;
    for (const memberId of [...new Set(b.memberIds)]) {
      const m = await memberRef(q, c.orgId, memberId, "memberIds");
      if (await insertFinanceStaff(q, c.orgId, memberId, now)) {
        added += 1;
        await audit(q, c, now, "financeStaff", memberId, "add", null, m.name);
      }
    }
    return { added };
  });
}

export function removeFinanceStaff(ctx: MemberCtx, memberId: string) {
  return inTx(ctx, async (q, c, now) => {
    const name = await deleteFinanceStaff(q, c.orgId, memberId);
    if (name === undefined) throw new AppError(Code.NotFound);
    await audit(q, c, now, "financeStaff", memberId, "remove", name, null);
    return null;
  });
}

/** Offline collections, and whether the caller may review them (finance staff). */
export async function listOfflineCollections(ctx: MemberCtx, b: z.output<typeof offlineListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await assertOwned(q, c.orgId, { order: b.orderId });
  const rows = await pageCollections(q, c.orgId, { ...b, channel: "offline", ...pageWindow(b) });
  return { ...toPage(rows, b, toCollectionItem), canReview: await isFinanceStaff(q, c) };
}

export async function listOnlineCollections(ctx: MemberCtx, b: z.output<typeof onlineListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  await assertOwned(q, c.orgId, { order: b.orderId });
  const rows = await pageCollections(q, c.orgId, { ...b, channel: "online", ...pageWindow(b) });
  return toPage(rows, b, toCollectionItem);
}

export async function listFinanceStaff(ctx: MemberCtx, b: z.output<typeof financeStaffListBody>) {
  const q = ctx.db;
  const c = ctx.actor;
  const rows = await pageFinanceStaff(q, c.orgId, { keyword: b.keyword, ...pageWindow(b) });
  return toPage(rows, b, (m) => ({
    memberId: m.id,
    name: m.name,
    phone: m.phone,
    roleName: m.role_name,
    status: m.status,
    addedAt: iso(m.created_at)!,
  }));
}
