/**
 * `npm run bench:api`: autocannon on loopback against the real server, on PGlite and on PostgreSQL,
 * for login, getInfo and one paged list, beside a bare Fastify route that runs the same SQL in the
 * same run. The server runs in a child process so the load generator does not share its CPU.
 * Results go to the console and to the bench:api section of docs/benchmarks.md.
 */

import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { type Db, openPglite, openPostgres } from "../src/db/db.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO_ADMIN, seedDemo } from "../src/db/seed.ts";
import { sha256 } from "../src/lib/crypto.ts";
import { findSessionByTokenHash, pageLiveSessions } from "../src/modules/auth/sessions.repository.ts";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "../../..");
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;

/** The real app as production runs it, the same app validating every answer by its schema, the bare route. */
type Kind = "app" | "checked" | "bare";

// ---- child: serve the real app or the bare route on a free port --------------------------------
async function serve(kind: Kind, engine: string, dataDir: string) {
  const db: Db = engine === "pglite" ? await openPglite(dataDir) : await openPostgres(engine, 20);
  if (kind !== "bare") {
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: "log",
        SECRETS_KEY: randomBytes(32).toString("base64"),
      }),
      db,
      validateResponses: kind === "checked",
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    process.send!({ port: (app.server.address() as { port: number }).port });
    return;
  }
  // The bare baseline: the same queries, no plugins, no schema, no envelope logic.
  const bare = Fastify();
  bare.post("/api/user/getInfo", async (req) => {
    const token = String(req.headers.authorization ?? "").replace("Bearer ", "");
    const s = await findSessionByTokenHash(db, sha256(token));
    if (!s) return { result: false };
    const { rows } = await db.query(
      "SELECT u.id, u.phone, u.nickname, o.id AS org_id, o.name FROM users u LEFT JOIN orgs o ON o.id = $2 WHERE u.id = $1",
      [s.user_id, s.org_id],
    );
    return { result: true, code: 1, data: rows[0] };
  });
  bare.post("/api/user/sessionList", async (req) => {
    const token = String(req.headers.authorization ?? "").replace("Bearer ", "");
    const s = await findSessionByTokenHash(db, sha256(token));
    if (!s) return { result: false };
    return { result: true, code: 1, data: await pageLiveSessions(db, s.user_id, new Date(), 20, 0) };
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  process.send!({ port: (bare.server.address() as { port: number }).port });
}

// ---- parent -------------------------------------------------------------------------------------
function start(kind: Kind, engine: string, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(here, ["--serve", kind, engine, dataDir], {
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve({ child, port: m.port }));
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
}

interface Row {
  engine: string;
  target: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(port: number, url: string, body: object, token?: string, connections = CONNECTIONS) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    connections,
    duration: DURATION,
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/userAuth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function prepare(
  engine: string,
): Promise<{ engine: string; label: string; dataDir: string; drop?: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sw-bench-"));
  if (engine === "pglite") {
    const db = await openPglite(path.join(dataDir, "pglite"));
    await migrate(db);
    await seedDemo(db);
    await db.close();
    return { engine: "pglite", label: "PGlite", dataDir: path.join(dataDir, "pglite") };
  }
  const name = `sw_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: engine });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(engine);
  u.pathname = `/${name}`;
  const db = await openPostgres(u.toString());
  await migrate(db);
  await seedDemo(db);
  await db.close();
  return {
    engine: u.toString(),
    label: "PostgreSQL",
    dataDir,
    drop: async () => {
      const a = new pg.Client({ connectionString: engine });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function pgReachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
  const engines = ["pglite", ...((await pgReachable(pgUrl)) ? [pgUrl] : [])];
  const rows: Row[] = [];
  for (const engineUrl of engines) {
    const e = await prepare(engineUrl);
    const app = await start("app", e.engine, e.dataDir);
    const token = await login(app.port);
    console.log(`\n${e.label}: login…`);
    // Login is argon2id-bound by design; fewer connections so it measures hashing, not queueing.
    rows.push({
      engine: e.label,
      target: "app",
      route: "login",
      ...(await load(
        app.port,
        "/api/userAuth/login",
        { phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password },
        undefined,
        10,
      )),
    });
    console.log(`${e.label}: getInfo, sessionList…`);
    rows.push({
      engine: e.label,
      target: "app",
      route: "getInfo",
      ...(await load(app.port, "/api/user/getInfo", {}, token)),
    });
    rows.push({
      engine: e.label,
      target: "app",
      route: "sessionList (page of 20)",
      ...(await load(app.port, "/api/user/sessionList", { pageNum: 1, pageSize: 20 }, token)),
    });
    app.child.kill();
    await new Promise((r) => app.child.once("exit", r));
    const checked = await start("checked", e.engine, e.dataDir);
    console.log(`${e.label}: the same routes validating every answer…`);
    rows.push({
      engine: e.label,
      target: "checked",
      route: "getInfo",
      ...(await load(checked.port, "/api/user/getInfo", {}, token)),
    });
    rows.push({
      engine: e.label,
      target: "checked",
      route: "sessionList (page of 20)",
      ...(await load(checked.port, "/api/user/sessionList", { pageNum: 1, pageSize: 20 }, token)),
    });
    checked.child.kill();
    await new Promise((r) => checked.child.once("exit", r));
    const bare = await start("bare", e.engine, e.dataDir);
    rows.push({
      engine: e.label,
      target: "bare",
      route: "getInfo",
      ...(await load(bare.port, "/api/user/getInfo", {}, token)),
    });
    rows.push({
      engine: e.label,
      target: "bare",
      route: "sessionList (page of 20)",
      ...(await load(bare.port, "/api/user/sessionList", {}, token)),
    });
    bare.child.kill();
    await new Promise((r) => bare.child.once("exit", r));
    await e.drop?.();
  }

  const lines = [
    "| database | route | app req/s | app p50 / p99 ms | bare req/s | bare p50 / p99 ms | app / bare throughput | validated req/s | validated / app |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows.filter((x) => x.target === "app")) {
    const b = rows.find((x) => x.target === "bare" && x.engine === r.engine && x.route === r.route);
    const c = rows.find((x) => x.target === "checked" && x.engine === r.engine && x.route === r.route);
    lines.push(
      `| ${r.engine} | ${r.route} | ${r.rps} | ${r.p50} / ${r.p99} | ${b ? b.rps : "–"} | ${b ? `${b.p50} / ${b.p99}` : "–"} | ${b ? (r.rps / b.rps).toFixed(2) : "–"} | ${c ? c.rps : "–"} | ${c ? (c.rps / r.rps).toFixed(2) : "–"} |`,
    );
  }
  const errors = rows.reduce((a, r) => a + r.errors, 0);
  const section = [
    "<!-- bench:api:start -->",
    "## API (`npm run bench:api`)",
    "",
    `autocannon on loopback, ${CONNECTIONS} connections (login: 10), ${DURATION} s per route, server in its own process; ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), Node ${process.version}. Measured ${new Date().toISOString().slice(0, 16)}Z. ` +
      "The bare columns run the same SQL in a plain Fastify route with no plugins (the ratio is the figure). " +
      "The validated columns run the app as the test suite does, checking every answer against its route's response schema " +
      "(production serializes without that check; docs/architecture.md). " +
      "Login is bound by argon2id hashing on purpose.",
    "",
    ...lines,
    "",
    `Errors or non-2xx responses during the run: ${errors}.`,
    "<!-- bench:api:end -->",
  ].join("\n");
  console.log(`\n${section}`);
  const file = path.join(root, "docs/benchmarks.md");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const next = /<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/.test(current)
    ? current.replace(/<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

if (process.argv[2] === "--serve") {
  await serve(process.argv[3] as Kind, process.argv[4]!, process.argv[5]!);
} else {
  await main();
}
