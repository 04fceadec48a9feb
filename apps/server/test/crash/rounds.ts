/**
 * The crash rounds (used by crash.test.ts and `npm run bench:crash`): start the server child, send
 * one operation, SIGKILL the child at a random moment of it, restart on the same data, check every
 * invariant (check.ts) on the restarted server's database, repeat.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { waitUntil } from "../../../../test/wait.ts";
import { checkState } from "./check.ts";
import { type Answer, Api, DEFAULT_SIZES, type Entry, OPS, type OpName, prepare, type Sizes } from "./ops.ts";
import { type Engine, killChild, type Started, startChild, stopChild } from "./process.ts";

export interface RoundRecord {
  round: number;
  op: OpName;
  /** When the kill came, after the request was sent. */
  delayMs: number;
  inFlight: boolean;
  /** A transaction of the server was open when it died (begun, not yet committed). */
  midTransaction: boolean;
  acknowledged: boolean;
  outcome: "all" | "nothing" | "partial";
  restartWallMs: number;
  restartReadyMs: number;
  problems: string[];
}

export interface CrashReport {
  engine: Engine["kind"];
  firstStartMs: number;
  /** One uninterrupted request per operation first: its duration aims the kills. */
  calibrationMs: Record<OpName, number>;
  rounds: RoundRecord[];
  /** The real server entry (src/server.ts) started on the data after the last kill. */
  serverEntryStartMs: number;
  problems: string[];
}

export interface CrashOptions {
  engine: "pglite" | "postgres";
  rounds: number;
  /** PostgreSQL server for the fresh database (default 127.0.0.1:5432). */
  postgresUrl?: string;
  sizes?: Sizes;
  ops?: readonly OpName[];
  log?: (line: string) => void;
}

/** A kill lands a chosen time into a request: that delay is the input, not a wait for a state. */
const killDelay = (ms: number) => new Promise((r) => setTimeout(r, ms)); // input pace: the kill's chosen moment

/** A fresh PGlite directory or PostgreSQL database for the run; `drop` removes it. */
async function freshEngine(o: CrashOptions): Promise<{ engine: Engine; drop: () => Promise<void> }> {
  if (o.engine === "pglite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "sw-crash-"));
    return {
      engine: { kind: "pglite", env: { DATA_DIR: dir } },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = o.postgresUrl ?? "postgres://root@127.0.0.1:5432/postgres";
  const name = `sw_crash_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    engine: { kind: "postgres", env: { DATABASE_URL: u.toString() } },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function demoOrg(s: Started): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(
    "SELECT id FROM orgs WHERE is_demo ORDER BY created_at LIMIT 1",
  );
  if (!rows[0]) throw new Error("no demo enterprise after start-up");
  return rows[0].id;
}

async function connect(s: Started): Promise<Api> {
  const api = new Api(s.base);
  await api.login();
  return api;
}

function expectOk(what: string, r: Answer): void {
  if (!r.result) throw new Error(`${what}: ${r.code} ${r.msg} ${JSON.stringify(r.data)?.slice(0, 400)}`);
}

export async function runCrashRounds(o: CrashOptions): Promise<CrashReport> {
  const log = o.log ?? (() => {});
  const sizes = o.sizes ?? DEFAULT_SIZES;
  const ops = o.ops ?? OPS;
  const { engine, drop } = await freshEngine(o);
  let s: Started | undefined;
  try {
    s = await startChild(engine);
    const firstStartMs = s.wallMs;
    log(`${engine.kind}: first start ${s.wallMs} ms (migrate, seed)`);
    const orgId = await demoOrg(s);
    let api = await connect(s);
    const entries: Entry[] = [];
    const problems: string[] = [];
    const estimate = {} as Record<OpName, number>;
    const calibrationMs = {} as Record<OpName, number>;
    // Round 0: each operation once, uninterrupted (and its writes must survive every later kill).
    for (const op of ops) {
      const p = await prepare(op, 0, api, sizes);
      const t0 = performance.now();
      const r = await p.send(api);
      calibrationMs[op] = Math.round(performance.now() - t0);
      expectOk(`${op} (calibration)`, r);
      estimate[op] = calibrationMs[op];
      p.entry.acknowledged = true;
      entries.push(p.entry);
    }
    log(`${engine.kind}: calibration ${JSON.stringify(calibrationMs)}`);
    const first = await checkState(s.db, orgId, entries);
    problems.push(...first.problems);

    const rounds: RoundRecord[] = [];
    for (let round = 1; round <= o.rounds; round++) {
      const op = ops[(round - 1) % ops.length]!;
      const p = await prepare(op, round, api, sizes);
      entries.push(p.entry);
      // Uniform over the later three quarters of the request's expected span and a little past it
      // (the writes come last): most kills land mid-request, many inside its transaction.
      const delayMs = Math.round((0.25 + 0.9 * Math.random()) * estimate[op]);
      const t0 = performance.now();
      let settled = false;
      const request = p
        .send(api)
        .then((r) => {
          settled = true;
          expectOk(`round ${round} ${op}`, r);
          p.entry.acknowledged = true;
          estimate[op] = Math.round(0.7 * estimate[op] + 0.3 * (performance.now() - t0));
        })
        .catch((err: Error) => {
          settled = true;
          // The kill cut the connection: expected. Anything else is a harness error.
          if (
            !/fetch failed|socket|ECONNRESET|ECONNREFUSED|terminated|other side closed/i.test(
              `${err} ${err.cause}`,
            )
          )
            throw err;
        });
      await killDelay(delayMs);
      const inFlight = !settled;
      p.entry.inFlight = inFlight;
      await killChild(s.child);
      const midTransaction = s.openTx() > 0;
      await request;
      try {
        s = await startChild(engine);
      } catch (err) {
        // The database does not open after the kill: the worst outcome, reported, not thrown.
        s = undefined;
        problems.push(`after round ${round}: the server did not start again: ${(err as Error).message}`);
        log(`${engine.kind} round ${round} ${op}: RESTART FAILED ${(err as Error).message}`);
        return { engine: engine.kind, firstStartMs, calibrationMs, rounds, serverEntryStartMs: 0, problems };
      }
      api = await connect(s);
      const check = await checkState(s.db, orgId, entries);
      const outcome = check.seen[entries.length - 1]!;
      const rec: RoundRecord = {
        round,
        op,
        delayMs,
        inFlight,
        midTransaction,
        acknowledged: p.entry.acknowledged,
        outcome,
        restartWallMs: s.wallMs,
        restartReadyMs: s.readyMs,
        problems: check.problems,
      };
      rounds.push(rec);
      // A partial state stays until something repairs it: each problem is listed once, when first seen.
      for (const x of check.problems)
        if (!problems.some((p) => p.endsWith(`: ${x}`))) problems.push(`after round ${round}: ${x}`);
      log(
        `${engine.kind} round ${round} ${op}: kill at ${delayMs} ms ${inFlight ? (midTransaction ? "mid-transaction" : "mid-request") : "after the answer"}, ` +
          `${outcome}, restart ${s.wallMs} ms${check.problems.length ? `, PROBLEMS: ${check.problems.join("; ")}` : ""}`,
      );
    }
    // Last: one more kill, then the real server entry must start on that data.
    await killChild(s.child);
    s = undefined;
    const serverEntryStartMs = await startServerEntry(engine);
    log(`${engine.kind}: src/server.ts started after the last kill in ${serverEntryStartMs} ms`);
    return { engine: engine.kind, firstStartMs, calibrationMs, rounds, serverEntryStartMs, problems };
  } finally {
    if (s) await stopChild(s.child).catch(() => {});
    await drop();
  }
}

const SERVER = fileURLToPath(new URL("../../src/server.ts", import.meta.url));

/** Starts `src/server.ts` (what `npm start` runs) on the engine; ms until GET /api/health answers. */
async function startServerEntry(engine: Engine): Promise<number> {
  const t0 = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, ...engine.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_SEED: "on" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += String(d);
  });
  child.stderr.on("data", (d) => {
    out += String(d);
  });
  try {
    const port = await waitUntil(
      () => {
        if (child.exitCode !== null) throw new Error(`src/server.ts exited: ${out}`);
        return out.match(/listening on http:\/\/localhost:(\d+)/)?.[1];
      },
      { timeout: 120_000, interval: 50, message: () => `src/server.ts not listening after 120 s: ${out}` },
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (!res.ok) throw new Error(`health answered ${res.status}`);
    return Date.now() - t0;
  } finally {
    const gone = new Promise((r) => child.once("exit", r));
    if (child.exitCode === null) child.kill("SIGTERM");
    await gone;
  }
}
