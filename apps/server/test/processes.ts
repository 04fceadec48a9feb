/**
 * Real server processes for the tests that need them (several servers on one database, a server
 * killed and restarted): `node --import tsx apps/server/src/server.ts`, what `npm start` runs,
 * spoken to over real HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Envelope } from "@stoneworks/shared";
import pg from "pg";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const ADMIN = { phone: "13800000000", password: "demo1234" };

export interface Server {
  name: string;
  child: ChildProcess;
  url: string;
  output: string[];
}

export interface CallOptions {
  token?: string;
  /** The client address (both servers run with TRUST_PROXY=on, so each check has its own). */
  ip?: string;
}

export type Answer<T> = Envelope<T> & { status: number };

export async function call<T = unknown>(
  s: Server,
  route: string,
  body: unknown = {},
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json", "accept-language": "en-US" };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  const res = await fetch(`${s.url}/api/${route}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { ...((await res.json()) as Envelope<T>), status: res.status } as Answer<T>;
}

/** Every process started by this test file, so afterAll stops them even when one failed to start. */
export const children: ChildProcess[] = [];

/** Starts one server process and resolves with its address once it says it is listening. */
export function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join("")}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = output.join("").match(/Stoneworks is listening on (http:\/\/localhost:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ name, child, url: m[1]!.replace("localhost", "127.0.0.1"), output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${output.join("")}`));
    });
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Servers on one fresh PostgreSQL database, and a pool of its own on that database. */
export interface ServerGroup {
  servers: Server[];
  db: pg.Pool;
  /** The database's name (for pg_stat_activity). */
  dbName: string;
  /** Stops the servers, drops the database, removes their data directories. */
  close(): Promise<void>;
}

/** Two servers on one fresh PostgreSQL database, and a pool of its own on that database. */
export interface ServerPair {
  a: Server;
  b: Server;
  db: pg.Pool;
  /** Stops both servers, drops the database, removes their data directories. */
  close(): Promise<void>;
}

/**
 * Creates an empty database on `databaseUrl`'s server and starts servers A and B on it at the same
 * moment (migrating and seeding must not collide), each with its own data directory (no web build in
 * it) and one secrets key for both (a secret sealed by one is opened by the other). `env` adds to or
 * overrides their environment.
 */
export async function startServerPair(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerPair> {
  const { servers, db, close } = await startServers(databaseUrl, ["A", "B"], env);
  return { a: servers[0]!, b: servers[1]!, db, close };
}

/** As startServerPair, for any number of servers (one: a server alone on a fresh database). */
export async function startServers(
  databaseUrl: string,
  names: string[],
  env: Record<string, string> = {},
): Promise<ServerGroup> {
  const dbName = `sw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(databaseUrl);
  u.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: u.toString(), max: 2 });
  // An idle client whose connection ends (the database dropped at close) must not become an
  // uncaught error of the test process; a query's own errors still reach its caller.
  db.on("error", () => {});
  const secretsKey = randomBytes(32).toString("base64");
  const dataDirs = names.map(() => mkdtempSync(path.join(os.tmpdir(), "stoneworks-scale-")));
  const envOf = (dir: string): Record<string, string> => ({
    DATABASE_URL: u.toString(),
    PORT: "0",
    HOST: "127.0.0.1",
    DEMO_SEED: "on",
    SLIDER_CAPTCHA: "off",
    SMS_PROVIDER: "log",
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, "no-web"),
    LOG_LEVEL: "warn",
    SECRETS_KEY: secretsKey,
    ...env,
  });
  const close = async () => {
    await Promise.all(children.map(stop));
    await db.end();
    const drop = new pg.Client({ connectionString: databaseUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await drop.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const servers = await Promise.all(names.map((name, i) => startServer(name, envOf(dataDirs[i]!))));
    return { servers, db, dbName, close };
  } catch (err) {
    await close();
    throw err;
  }
}
