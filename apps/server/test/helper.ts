import { randomBytes } from "node:crypto";
import type { Envelope } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type Db, openPglite, openPostgres } from "../src/db/db.ts";
import { migrate } from "../src/db/migrate.ts";
import type { Clock } from "../src/lib/clock.ts";

/**
 * Builds the real app on a fresh database for one test file: PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (the same suite runs on both in CI).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** Migrating PGlite takes seconds; each worker migrates once and every file starts from a copy. */
async function freshPglite(): Promise<Db> {
  pgliteTemplate ??= (async () => {
    const db = await openPglite();
    await migrate(db);
    const blob = await (
      db as unknown as { pglite: { dumpDataDir(c: "none"): Promise<Blob> } }
    ).pglite.dumpDataDir("none");
    await db.close();
    return blob;
  })();
  return openPglite(undefined, await pgliteTemplate);
}

async function freshPostgres(url: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const name = `sw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openPostgres(u.toString(), 20);
  await migrate(db);
  return {
    db,
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface CallOptions {
  token?: string | null;
  lang?: "zh-CN" | "en-US" | string;
  ip?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  /** POST /api/<path> with a JSON body; returns the envelope (and the HTTP status). */
  call<T = unknown>(
    path: string,
    body?: unknown,
    opts?: CallOptions,
  ): Promise<Envelope<T> & { status: number }>;
  /** The last SMS code the log provider "sent" to this phone. */
  smsCode(phone: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The fixed key of stored secrets in tests (32 bytes, base64). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString("base64");

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    SMS_PROVIDER: "log",
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Each test server its own MQTT session: a shared client id would take over another's connection.
    MQTT_CLIENT_ID: `sw-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    ...env,
  });
  let db: Db;
  let drop = async () => {};
  if (TEST_DATABASE_URL) ({ db, drop } = await freshPostgres(TEST_DATABASE_URL));
  else db = await freshPglite();
  const clock = new TestClock();
  const app = await buildApp({
    config,
    db,
    clock,
    trustProxy: true,
    validateResponses: true,
    jobs: { pollingSeconds: 0.5 },
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    async call(path, body = {}, opts = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.lang) headers["accept-language"] = opts.lang;
      if (opts.ip) headers["x-forwarded-for"] = opts.ip;
      const res = await app.inject({
        method: "POST",
        url: `/api/${path}`,
        headers,
        payload: JSON.stringify(body),
      });
      return { ...(res.json() as Envelope<never>), status: res.statusCode };
    },
    async smsCode(phone) {
      const { rows } = await db.query<{ text: string }>(
        "SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1",
        [phone],
      );
      return rows[0]?.text.match(/\d{6}/)?.[0];
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
