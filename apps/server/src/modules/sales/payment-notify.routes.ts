import { createHmac, timingSafeEqual } from "node:crypto";
import { Code, PAYMENT_NOTIFY_WINDOW_SECONDS, paymentNotifyBody, translate } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { businessDay } from "./common.ts";

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

type Verified = FastifyRequest & { rawBody?: string; paymentOrgId?: string };

const refuse = (msgKey: string) => new AppError(Code.NoPermission, { msgKey });

/**
 * POST /api/payment/notify (public): online collections from the payment provider, verified by an
 * HMAC signature with the enterprise's secret, a timestamp window and a single-use nonce; the same
 * trade number twice is counted once (docs/api-sales.md "Online collections").
 */
export async function paymentNotifyRoutes(app: FastifyInstance) {
  // This plugin's own JSON parser keeps the raw text: the signature covers the bytes as sent.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (req, body, done) => {
      (req as Verified).rawBody = body as string;
      try {
        done(null, (body as string).length ? JSON.parse(body as string) : {});
      } catch (err) {
        (err as { statusCode?: number }).statusCode = 400;
        done(err as Error, undefined);
      }
    },
  );

  // Before the body is validated: nothing unsigned gets further than this.
  app.addHook("preValidation", async (req) => {
    const r = req as Verified;
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === "string" ? v.trim() : "";
    };
    const keyId = header("x-sw-key-id");
    const timestamp = header("x-sw-timestamp");
    const nonce = header("x-sw-nonce");
    const signature = header("x-sw-signature").toLowerCase();
    if (
      !keyId ||
      !/^\d{1,12}$/.test(timestamp) ||
      !NONCE_RE.test(nonce) ||
      !/^[0-9a-f]{64}$/.test(signature)
    ) {
      throw refuse("sales.signatureInvalid");
    }
    const { rows } = await app.db.query<{ org_id: string; secret: string }>(
      "SELECT org_id, secret FROM sales_payment_settings WHERE key_id = $1",
      [keyId],
    );
    const settings = rows[0];
    const expected = settings
      ? signPaymentNotification(settings.secret, timestamp, nonce, r.rawBody ?? "")
      : "";
    if (!settings || !timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(signature, "hex"))) {
      throw refuse("sales.signatureInvalid");
    }
    const now = app.clock.now();
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PAYMENT_NOTIFY_WINDOW_SECONDS) {
      throw refuse("sales.notifyExpired");
    }
    await app.db.query("DELETE FROM sales_payment_nonces WHERE org_id = $1 AND created_at < $2", [
      settings.org_id,
      new Date(now.getTime() - NONCE_KEEP_SECONDS * 1000),
    ]);
    const fresh = await app.db.query(
      `INSERT INTO sales_payment_nonces (org_id, nonce, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING nonce`,
      [settings.org_id, nonce, now],
    );
    if (!fresh.rows.length) throw refuse("sales.nonceReused");
    r.paymentOrgId = settings.org_id;
  });

  app.post(
    "/api/payment/notify",
    {
      config: { access: "public" },
      schema: {
        body: paymentNotifyBody,
        summary:
          "Payment notification from the provider (signed; headers x-sw-key-id, x-sw-timestamp, x-sw-nonce, x-sw-signature)",
        tags: ["sales: finance"],
        description: "Public, verified by an HMAC-SHA256 signature with the enterprise's secret.",
      },
    },
    async (req) => {
      const orgId = (req as Verified).paymentOrgId!;
      const b = req.body as z.infer<typeof paymentNotifyBody>;
      const now = app.clock.now();
      const data = await app.db.tx(async (q) => {
        const { rows: orders } = await q.query<{ id: string }>(
          "SELECT id FROM sales_orders WHERE org_id = $1 AND order_no = $2",
          [orgId, b.orderNo],
        );
        if (!orders[0]) throw new AppError(Code.NotFound);
        const paidAt = new Date(b.paidAt);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO sales_collections (org_id, order_id, channel, amount_fen, method, payer, paid_on, paid_at, trade_no,
             status, created_at, updated_at)
           VALUES ($1, $2, 'online', $3, $4, $5, $6, $7, $8, 'confirmed', $9, $9)
           ON CONFLICT (org_id, trade_no) WHERE trade_no IS NOT NULL DO NOTHING RETURNING id`,
          [orgId, orders[0].id, b.amountFen, b.method, b.payer, businessDay(paidAt), paidAt, b.tradeNo, now],
        );
        if (!rows[0]) {
          const { rows: first } = await q.query<{ id: string }>(
            "SELECT id FROM sales_collections WHERE org_id = $1 AND trade_no = $2",
            [orgId, b.tradeNo],
          );
          return { collectionId: first[0]!.id, duplicate: true };
        }
        await writeAudit(q, {
          orgId,
          actorUserId: null,
          entity: "collection",
          entityId: rows[0].id,
          action: "online",
          to: "confirmed",
          detail: { tradeNo: b.tradeNo, orderNo: b.orderNo, amountFen: b.amountFen },
          at: now,
        });
        return { collectionId: rows[0].id, duplicate: false };
      });
      return { result: true, code: Code.Success, msg: translate(req.lang, "code.success"), data };
    },
  );
}
