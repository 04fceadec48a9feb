import { z } from "zod";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { instantSchema, pageFields } from "../validation.ts";
import { count, day, fen, id, keyword, period, SALES_LIMITS, text, version } from "./sales-fields.ts";

/** Collections (offline, online), payment notifications and finance staff (docs/api-sales.md "Finance"). */

export const collectionStatus = z.enum(["pending", "confirmed", "rejected"]);
export type CollectionStatus = z.infer<typeof collectionStatus>;
export const offlineMethod = z.enum(["cash", "bankTransfer", "wechat", "alipay", "cheque", "other"]);
export type OfflineMethod = z.infer<typeof offlineMethod>;
export const onlineMethod = z.enum(["wechat", "alipay", "unionpay", "other"]);
export type OnlineMethod = z.infer<typeof onlineMethod>;
export const collectionChannel = z.enum(["offline", "online"]);

// ---------------------------------------------------------------------------------------------
// Requests

export const createOfflineCollectionBody = z.strictObject({
  orderId: id,
  amountFen: fen(1),
  method: offlineMethod,
  payer: text(1, SALES_LIMITS.payer),
  paidOn: day,
  voucherFileId: id.optional().nullable(),
  remark: text(0, SALES_LIMITS.remark).default(""),
});
export type OfflineBody = z.input<typeof createOfflineCollectionBody>;
export const offlineListBody = z.strictObject({
  ...pageFields,
  keyword,
  status: collectionStatus.optional(),
  orderId: id.optional(),
  ...period,
});
export type OfflineListBody = z.input<typeof offlineListBody>;
export const onlineListBody = z.strictObject({ ...pageFields, keyword, orderId: id.optional(), ...period });
export type OnlineListBody = z.input<typeof onlineListBody>;
export const collectionIdBody = z.strictObject({ collectionId: id });
export const confirmCollectionBody = z.strictObject({ collectionId: id, version });
export const rejectCollectionBody = z.strictObject({
  collectionId: id,
  version,
  reason: text(1, SALES_LIMITS.reason),
});
export type RejectCollectionBody = z.input<typeof rejectCollectionBody>;
export const financeStaffListBody = z.strictObject({ ...pageFields, keyword });
export const financeStaffAddBody = z.strictObject({
  memberIds: z.array(id).min(1, { error: "sales.selectionRequired" }).max(100),
});
export const financeStaffRemoveBody = z.strictObject({ memberId: id });

/**
 * The body of POST /api/payment/notify (signed; see docs/api-sales.md "Online collections").
 * `tradeNo` is the payment provider's transaction number: the same tradeNo twice is counted once.
 */
export const paymentNotifyBody = z.strictObject({
  tradeNo: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
  orderNo: z.string().trim().min(1).max(40),
  amountFen: fen(1),
  method: onlineMethod,
  payer: text(0, SALES_LIMITS.payer).default(""),
  paidAt: instantSchema,
});
/** Notifications whose timestamp is further than this from the server clock are refused. */
export const PAYMENT_NOTIFY_WINDOW_SECONDS = 300;
/**
 * Requests to the notification endpoint per client IP and per key id within a sliding window
 * (every request counts, signed or not); beyond them code 1004 until the window has passed.
 */
export const PAYMENT_NOTIFY_RATE = { perIp: 120, perKeyId: 60, windowSeconds: 60 } as const;

// ---------------------------------------------------------------------------------------------
// Responses

export const collectionItem = z.object({
  collectionId: rowId,
  channel: collectionChannel,
  orderId: rowId,
  orderNo: z.string(),
  customerId: rowId,
  customerName: z.string(),
  amountFen: count,
  method: z.union([offlineMethod, onlineMethod]),
  payer: z.string(),
  paidOn: isoDate,
  paidAt: isoTime.nullable(),
  tradeNo: z.string().nullable(),
  voucherFileId: rowId.nullable(),
  voucherUrl: z.string().nullable(),
  status: collectionStatus,
  rejectReason: z.string().nullable(),
  remark: z.string(),
  recordedByName: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: isoTime.nullable(),
  version: count,
  createdAt: isoTime,
});
export type CollectionItem = z.infer<typeof collectionItem>;
export const collectionPage = pageOf(collectionItem);
export type CollectionPage = z.infer<typeof collectionPage>;
/** Offline collections, and whether the caller may confirm or reject them (finance staff). */
export const offlinePage = collectionPage.extend({ canReview: z.boolean() });
export type OfflinePage = z.infer<typeof offlinePage>;

export const collectionCreated = z.object({ collectionId: rowId });
export type CollectionCreated = z.infer<typeof collectionCreated>;
export const collectionReviewed = z.object({ version: count, status: collectionStatus });
export type CollectionReviewed = z.infer<typeof collectionReviewed>;

export const paymentSettings = z.object({
  keyId: z.string().nullable(),
  secretSetAt: isoTime.nullable(),
  notifyPath: z.string(),
  windowSeconds: count,
});
export type PaymentSettings = z.infer<typeof paymentSettings>;
/** The new secret: shown this once. */
export const rotatedSecret = z.object({ keyId: z.string(), secret: z.string(), secretSetAt: isoTime });
export type RotatedSecret = z.infer<typeof rotatedSecret>;

export const financeStaffItem = z.object({
  memberId: rowId,
  name: z.string(),
  phone: z.string(),
  roleName: z.string().nullable(),
  status: z.string(),
  addedAt: isoTime,
});
export type FinanceStaffRow = z.infer<typeof financeStaffItem>;
export const financeStaffPage = pageOf(financeStaffItem);
export type FinanceStaffPage = z.infer<typeof financeStaffPage>;
export const financeStaffAdded = z.object({ added: count });
export type FinanceStaffAdded = z.infer<typeof financeStaffAdded>;

/** What POST /api/payment/notify answers: the collection, and whether the trade was already counted. */
export const paymentNotified = z.object({ collectionId: rowId, duplicate: z.boolean() });
export type PaymentNotified = z.infer<typeof paymentNotified>;
