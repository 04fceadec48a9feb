import { paymentContract as c } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contextOf, systemContext, withActor } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
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
    await limitNotifyRate(contextOf(app, req, "public"), { ip: req.ip, keyId: header(req, "x-sw-key-id") });
  });

  // Before the body is validated: nothing unsigned gets further than this.
  app.addHook("preValidation", async (req) => {
    const r = req as Verified;
    r.paymentOrgId = await verifyNotification(contextOf(app, req, "public"), {
      headers: {
        keyId: header(req, "x-sw-key-id"),
        timestamp: header(req, "x-sw-timestamp"),
        nonce: header(req, "x-sw-nonce"),
        signature: header(req, "x-sw-signature"),
      },
      rawBody: r.rawBody ?? "",
    });
  });

  // The enterprise is the one whose secret signed the notification; no user acts.
  route(app, c.notify, (ctx, b, req) =>
    recordOnlineCollection(withActor(ctx, systemContext(app, (req as Verified).paymentOrgId!).actor), b),
  );
}
