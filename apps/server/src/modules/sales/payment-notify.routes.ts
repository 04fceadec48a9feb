import { Code, envelopeOf, paymentNotified, paymentNotifyBody, translate } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { limitNotifyRate, recordOnlineCollection, verifyNotification } from "./payment-notify.service.ts";

type Verified = FastifyRequest & { rawBody?: string; paymentOrgId?: string };

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

  const header = (req: FastifyRequest, name: string) => {
    const v = req.headers[name];
    return typeof v === "string" ? v.trim() : "";
  };

  // First of all, before the body is even parsed: every request counts against its IP and key id.
  app.addHook("onRequest", async (req) => {
    await limitNotifyRate(app.db, req.ip, header(req, "x-sw-key-id"), app.clock.now());
  });

  // Before the body is validated: nothing unsigned gets further than this.
  app.addHook("preValidation", async (req) => {
    const r = req as Verified;
    r.paymentOrgId = await verifyNotification(
      { db: app.db, secrets: app.secrets, log: req.log },
      {
        keyId: header(req, "x-sw-key-id"),
        timestamp: header(req, "x-sw-timestamp"),
        nonce: header(req, "x-sw-nonce"),
        signature: header(req, "x-sw-signature"),
      },
      r.rawBody ?? "",
      app.clock.now(),
    );
  });

  app.post(
    "/api/payment/notify",
    {
      config: { access: "public" },
      schema: {
        body: paymentNotifyBody,
        response: { 200: envelopeOf(paymentNotified) },
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
      const data = await app.db.tx((q) => recordOnlineCollection(q, orgId, now, b));
      return { result: true, code: Code.Success, msg: translate(req.lang, "code.success"), data };
    },
  );
}
