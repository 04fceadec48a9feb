import { createHmac, timingSafeEqual } from "node:crypto";
import {
  Code,
  PAYMENT_NOTIFY_RATE,
  PAYMENT_NOTIFY_WINDOW_SECONDS,
  type paymentNotifyBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import { writeAudit } from "../../lib/audit.ts";
import { addSeconds } from "../../lib/clock.ts";
import type { OrgCtx, PublicCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { SecretBoxError } from "../../lib/secret-box.ts";
import { takeRateSlot } from "../auth/rate-events.repository.ts";
import { businessDay } from "./common.ts";
import {
  claimNonce,
  findCollectionIdByTradeNo,
  findOrderIdByNo,
  findSettingsByKeyId,
  insertOnlineCollection,
  purgeNonces,
} from "./payment-notify.repository.ts";
import { openPaymentSecret } from "./payment-secret.service.ts";

/** Nonces are kept at least this long (longer than the timestamp window, so a replay is always caught). */
const NONCE_KEEP_SECONDS = 3600;
const NONCE_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** The signature the provider sends: hex HMAC-SHA256(secret, timestamp + "\n" + nonce + "\n" + raw body). */
export function signPaymentNotification(
  secret: string,
  timestamp: string,
  nonce: string,
  rawBody: string,
): string {
  return createHmac("sha256", secret).update(`${timestamp}\n${nonce}\n${rawBody}`).digest("hex");
}

const refuse = (msgKey: string) => new AppError(Code.NoPermission, { msgKey });

/** The signature headers of a notification, trimmed ("" when absent). */
export interface NotifyHeaders {
  keyId: string;
  timestamp: string;
  nonce: string;
  signature: string;
}

/** A key id worth counting on its own (anything else is refused by the signature check anyway). */
const KEY_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Counts the request against its client IP and its key id (PAYMENT_NOTIFY_RATE, sliding window,
 * shared by every instance through rate_events); code 1004 beyond either limit. Runs before
 * anything else, so bad signatures and malformed bodies count as well.
 */
export async function limitNotifyRate(ctx: PublicCtx, r: { ip: string; keyId: string }): Promise<void> {
  const { ip, keyId } = r;
  const now = ctx.clock.now();
  const { windowSeconds } = PAYMENT_NOTIFY_RATE;
  const since = addSeconds(now, -windowSeconds);
  const slots: { kind: string; key: string; limit: number }[] = [
    { kind: "notify_ip", key: ip, limit: PAYMENT_NOTIFY_RATE.perIp },
  ];
  if (KEY_ID_RE.test(keyId))
    slots.push({ kind: "notify_key", key: keyId, limit: PAYMENT_NOTIFY_RATE.perKeyId });
  for (const slot of slots) {
    if (!(await takeRateSlot(ctx.db, { ...slot, since, now }))) {
      throw new AppError(Code.TooManyRequests, {
        msgKey: "sales.notifyRateLimited",
        data: { retryAfter: windowSeconds },
      });
    }
  }
}

/**
 * Checks a notification before its body is read: a signature by the enterprise's secret, a timestamp
 * within the window and a nonce not seen before. Returns the enterprise; code 6 otherwise (also when
 * the stored secret cannot be decrypted: logged, and the enterprise can rotate it).
 */
export async function verifyNotification(
  ctx: PublicCtx,
  n: { headers: NotifyHeaders; rawBody: string },
): Promise<string> {
  const { db, secrets, log } = ctx;
  const { headers: h, rawBody } = n;
  const now = ctx.clock.now();
  const signature = h.signature.toLowerCase();
  if (
    !h.keyId ||
    !/^\d{1,12}$/.test(h.timestamp) ||
    !NONCE_RE.test(h.nonce) ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    throw refuse("sales.signatureInvalid");
  }
  const settings = await findSettingsByKeyId(db, h.keyId);
  let secret: string | undefined;
  try {
    secret = settings && openPaymentSecret(secrets, settings.org_id, settings.secret);
  } catch (err) {
    if (!(err instanceof SecretBoxError)) throw err;
    log.error(
      { orgId: settings!.org_id, keyId: h.keyId },
      "payment notification refused: the enterprise's secret cannot be decrypted with SECRETS_KEY (key changed?); rotate the secret in its finance settings or restore the key",
    );
  }
  const expected = secret ? signPaymentNotification(secret, h.timestamp, h.nonce, rawBody) : "";
  if (!settings || !secret || !timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(signature, "hex"))) {
    throw refuse("sales.signatureInvalid");
  }
  if (Math.abs(now.getTime() / 1000 - Number(h.timestamp)) > PAYMENT_NOTIFY_WINDOW_SECONDS) {
    throw refuse("sales.notifyExpired");
  }
  await purgeNonces(db, settings.org_id, new Date(now.getTime() - NONCE_KEEP_SECONDS * 1000));
  if (!(await claimNonce(db, settings.org_id, h.nonce, now))) throw refuse("sales.nonceReused");
  return settings.org_id;
}

/** Records an online collection (confirmed); the same trade number twice is counted once. */
export function recordOnlineCollection(ctx: OrgCtx, b: z.output<typeof paymentNotifyBody>) {
  const orgId = ctx.actor.orgId;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const orderId = await findOrderIdByNo(q, orgId, b.orderNo);
    if (!orderId) throw new AppError(Code.NotFound);
    const paidAt = new Date(b.paidAt);
    const collectionId = await insertOnlineCollection(q, {
      orgId,
      orderId,
      amountFen: b.amountFen,
      method: b.method,
      payer: b.payer,
      paidOn: businessDay(paidAt),
      paidAt,
      tradeNo: b.tradeNo,
      now,
    });
    if (!collectionId) {
      return { collectionId: await findCollectionIdByTradeNo(q, orgId, b.tradeNo), duplicate: true };
    }
    await writeAudit(q, {
      orgId,
      actorUserId: null,
      entity: "collection",
      entityId: collectionId,
      action: "online",
      to: "confirmed",
      detail: { tradeNo: b.tradeNo, orderNo: b.orderNo, amountFen: b.amountFen },
      at: now,
    });
    return { collectionId, duplicate: false };
  });
}
