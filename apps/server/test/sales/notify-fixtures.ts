import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { signPaymentNotification } from "../../src/modules/sales/payment-notify.service.ts";
import type { TestApp } from "../helper.ts";

export interface NotifyAnswer {
  status: number;
  result: boolean;
  code: number;
  msg: string;
  data: unknown;
}

/**
 * POST /api/payment/notify as the provider sends it, signed with `secret` (a wrong or absent one
 * gives a bad signature), from `ip` (the test apps trust X-Forwarded-For).
 */
export async function sendNotify(
  t: TestApp,
  o: {
    app?: FastifyInstance;
    keyId?: string;
    secret?: string;
    ip?: string;
    lang?: string;
    body?: Record<string, unknown>;
  },
): Promise<NotifyAnswer> {
  const raw = JSON.stringify(
    o.body ?? {
      tradeNo: `WX${randomBytes(8).toString("hex")}`,
      orderNo: "SO19990101001",
      amountFen: 100,
      method: "wechat",
      paidAt: t.clock.now().toISOString(),
    },
  );
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  const nonce = randomBytes(12).toString("hex");
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": o.lang ?? "en-US",
    "x-sw-timestamp": timestamp,
    "x-sw-nonce": nonce,
    "x-sw-signature": signPaymentNotification(o.secret ?? "sk_not_the_secret", timestamp, nonce, raw),
  };
  if (o.keyId !== undefined) headers["x-sw-key-id"] = o.keyId;
  if (o.ip) headers["x-forwarded-for"] = o.ip;
  const res = await (o.app ?? t.app).inject({
    method: "POST",
    url: "/api/payment/notify",
    headers,
    payload: raw,
  });
  return { ...(res.json() as Omit<NotifyAnswer, "status">), status: res.statusCode };
}

/**
 * Whether the signature was accepted: an unknown order number answers 1002 only after the
 * signature, timestamp and nonce checks passed (code 6 before).
 */
export const verified = (a: NotifyAnswer) => a.code === 1002;
