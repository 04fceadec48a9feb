import { PAYMENT_NOTIFY_RATE } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { pruneExpired } from "../../src/modules/auth/prune.repository.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { sendNotify, verified } from "./notify-fixtures.ts";
import { as, ok, salesOrg } from "./sales-fixtures.ts";

let t: TestApp;
/** A second server on the same database: the limits are counted in it, so they hold across both. */
let second: FastifyInstance;
const keys: { keyId: string; secret: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, db: t.db, clock: t.clock, trustProxy: true });
  await second.ready();
  for (let i = 0; i < 2; i++) {
    const s = await salesOrg(t);
    keys.push(await ok(as(t, s.admin)<{ keyId: string; secret: string }>("finance/rotateSecret", {})));
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const { perIp, perKeyId, windowSeconds } = PAYMENT_NOTIFY_RATE;

describe("the payment notification is rate limited (per IP and per key id, shared by every server)", () => {
  it("limits a key id, whatever the IPs, counting bad signatures; other keys are unaffected; a window later it passes", async () => {
    const [a, b] = keys as [{ keyId: string; secret: string }, { keyId: string; secret: string }];
    // Bad signatures from many addresses, half of them to the second server.
    for (let i = 0; i < perKeyId; i++) {
      const r = await sendNotify(t, { app: i % 2 ? second : t.app, keyId: a.keyId, ip: `10.1.0.${i}` });
      expect(r.code).toBe(6);
    }
    const refused = await sendNotify(t, { keyId: a.keyId, secret: a.secret, ip: "10.1.1.1" });
    expect(refused).toMatchObject({
      status: 200,
      result: false,
      code: 1004,
      data: { retryAfter: windowSeconds },
    });
    expect(refused.msg).toBe(`Too many payment notifications, please retry in ${windowSeconds} s`);
    const zh = await sendNotify(t, {
      app: second,
      keyId: a.keyId,
      secret: a.secret,
      ip: "10.1.1.2",
      lang: "zh-CN",
    });
    expect(zh).toMatchObject({ code: 1004, msg: `支付通知过于频繁，请 ${windowSeconds} 秒后重试` });

    expect(verified(await sendNotify(t, { keyId: b.keyId, secret: b.secret, ip: "10.1.1.1" }))).toBe(true);

    t.clock.advance(windowSeconds + 1);
    expect(verified(await sendNotify(t, { keyId: a.keyId, secret: a.secret, ip: "10.1.1.1" }))).toBe(true);
  });

  it("limits a client IP, whatever the key ids (or none, or a malformed body); other IPs are unaffected; a window later it passes", async () => {
    const [a] = keys as [{ keyId: string; secret: string }];
    const ip = "10.2.0.1";
    for (let i = 0; i < perIp; i++) {
      const app = i % 2 ? second : t.app;
      if (i % 3 === 0) {
        const r = await app.inject({
          method: "POST",
          url: "/api/payment/notify",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          payload: "{not json",
        });
        expect(r.statusCode).toBe(400);
      } else {
        expect((await sendNotify(t, { app, keyId: i % 3 === 1 ? undefined : `pk_guess${i}`, ip })).code).toBe(
          6,
        );
      }
    }
    expect(await sendNotify(t, { keyId: a.keyId, secret: a.secret, ip })).toMatchObject({ code: 1004 });
    expect((await sendNotify(t, { app: second, ip })).code).toBe(1004);
    expect(verified(await sendNotify(t, { keyId: a.keyId, secret: a.secret, ip: "10.2.0.2" }))).toBe(true);

    t.clock.advance(windowSeconds + 1);
    expect(verified(await sendNotify(t, { keyId: a.keyId, secret: a.secret, ip }))).toBe(true);
  });

  it("prunes the counters with the other rate events", async () => {
    const day = new Date(t.clock.now().getTime() + 86_400_000 + 1000);
    const counts = await pruneExpired(t.db, day);
    expect(counts.rate_events).toBeGreaterThan(perIp);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_events WHERE kind IN ('notify_ip', 'notify_key')",
    );
    expect(rows[0]!.n).toBe(0);
  });
});
