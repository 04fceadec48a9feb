import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createSecretBox } from "../../src/lib/secret-box.ts";
import { resealPaymentSecrets } from "../../src/modules/sales/payment-secret.service.ts";
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helper.ts";
import { sendNotify, verified } from "./notify-fixtures.ts";
import { as, ok, type SalesOrg, salesOrg } from "./sales-fixtures.ts";

let t: TestApp;
let s: SalesOrg;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
  s = await salesOrg(t);
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
});

const NEW_KEY = randomBytes(32).toString("base64");
const quiet = { error() {}, info() {} };

/** Another server on the same database with other keys; its error log lines are collected. */
async function serverWith(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: loadConfig({ SMS_PROVIDER: "log", ...env }),
    db: t.db,
    clock: t.clock,
    trustProxy: true,
    logger: { level: "error", stream },
  });
  await app.ready();
  others.push(app);
  return { app, lines };
}

const storedSecret = async () =>
  (
    await t.db.query<{ secret: string }>("SELECT secret FROM sales_payment_settings WHERE org_id = $1", [
      s.orgId,
    ])
  ).rows[0]!.secret;

const rotate = (app?: FastifyInstance) =>
  app
    ? app
        .inject({
          method: "POST",
          url: "/api/finance/rotateSecret",
          headers: { "content-type": "application/json", authorization: `Bearer ${s.admin.token}` },
          payload: "{}",
        })
        .then((r) => r.json().data as { keyId: string; secret: string })
    : ok(as(t, s.admin)<{ keyId: string; secret: string }>("finance/rotateSecret", {}));

describe("the payment notification secret at rest (SECRETS_KEY, AES-256-GCM)", () => {
  it("stores the generated secret sealed, never in plain text, and notify still verifies", async () => {
    const { keyId, secret } = await rotate();
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(3));
    expect(verified(await sendNotify(t, { keyId, secret, ip: "10.3.0.1" }))).toBe(true);
    expect((await sendNotify(t, { keyId, secret: "sk_wrong", ip: "10.3.0.1" })).code).toBe(6);
  });

  it("reads a plain-text secret from before and seals it at start, once (idempotent)", async () => {
    const { keyId } = await rotate();
    const legacy = `sk_${randomBytes(32).toString("base64url")}`;
    await t.db.query("UPDATE sales_payment_settings SET secret = $2 WHERE org_id = $1", [s.orgId, legacy]);
    expect(verified(await sendNotify(t, { keyId, secret: legacy, ip: "10.3.0.2" }))).toBe(true);

    const box = createSecretBox(Buffer.from(TEST_SECRETS_KEY, "base64"));
    expect((await resealPaymentSecrets(t.db, box, quiet)).resealed).toBe(1);
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(legacy);
    expect(await resealPaymentSecrets(t.db, box, quiet)).toEqual({ resealed: 0, unreadable: 0 });
    expect(await storedSecret()).toBe(stored);
    expect(verified(await sendNotify(t, { keyId, secret: legacy, ip: "10.3.0.2" }))).toBe(true);
  });

  it("with a wrong key: refuses with code 6 (not a 500), logs why, and a rotation recovers", async () => {
    const { keyId, secret } = await rotate();
    const { app, lines } = await serverWith({ SECRETS_KEY: NEW_KEY });
    const r = await sendNotify(t, { app, keyId, secret, ip: "10.3.0.3" });
    expect(r).toMatchObject({ status: 200, result: false, code: 6, msg: "Signature verification failed" });
    expect(lines.join("")).toContain("cannot be decrypted");
    expect(lines.join("")).not.toContain(secret);

    const wrongBox = createSecretBox(Buffer.from(NEW_KEY, "base64"));
    const errors: string[] = [];
    const log = { info() {}, error: (_o: object, m: string) => errors.push(m) };
    expect(await resealPaymentSecrets(t.db, wrongBox, log)).toEqual({ resealed: 0, unreadable: 1 });
    expect(errors[0]).toContain("cannot be decrypted");

    const rotated = await rotate(app);
    expect(rotated.keyId).toBe(keyId);
    expect(verified(await sendNotify(t, { app, keyId, secret: rotated.secret, ip: "10.3.0.3" }))).toBe(true);
    // The test server (old key) now cannot open it: the same refusal, no crash.
    expect((await sendNotify(t, { keyId, secret: rotated.secret, ip: "10.3.0.3" })).code).toBe(6);
  });

  it("rotates the key: SECRETS_KEY_PREVIOUS still opens, and the start re-seals with the new key", async () => {
    const { keyId, secret } = await rotate();
    const next = randomBytes(32).toString("base64");
    const { app } = await serverWith({ SECRETS_KEY: next, SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY });
    expect(verified(await sendNotify(t, { app, keyId, secret, ip: "10.3.0.4" }))).toBe(true);

    const box = createSecretBox(Buffer.from(next, "base64"), Buffer.from(TEST_SECRETS_KEY, "base64"));
    expect((await resealPaymentSecrets(t.db, box, quiet)).resealed).toBe(1);
    const { app: onlyNew } = await serverWith({ SECRETS_KEY: next });
    expect(verified(await sendNotify(t, { app: onlyNew, keyId, secret, ip: "10.3.0.4" }))).toBe(true);
  });

  it("a sealed secret copied to another enterprise's row does not open there", async () => {
    const other = await salesOrg(t);
    const mine = await rotate();
    const theirs = await ok(
      as(t, other.admin)<{ keyId: string; secret: string }>("finance/rotateSecret", {}),
    );
    await t.db.query("UPDATE sales_payment_settings SET secret = $2 WHERE org_id = $1", [
      other.orgId,
      await storedSecret(),
    ]);
    expect((await sendNotify(t, { keyId: theirs.keyId, secret: mine.secret, ip: "10.3.0.5" })).code).toBe(6);
  });

  it("buildApp refuses to start without a key", async () => {
    await expect(buildApp({ config: loadConfig({ SMS_PROVIDER: "log" }), db: t.db })).rejects.toThrow(
      /SECRETS_KEY/,
    );
  });
});
