/**
 * `npm run bench:machine-data` (issue #16 "Speed and memory", docs/benchmarks.md "#16 machine data"):
 * on PostgreSQL (a fresh database on DATABASE_URL / TEST_DATABASE_URL, default
 * postgres://root@127.0.0.1:5432/postgres) the demo enterprise scaled to 100 000 boards and 1 000 000
 * cutting records (bench/machine-data-gen.ts, bulk SQL), then each step of STEPS, measured:
 *
 * - ingest: machines post batches of 100 records to a real listening server (POST /api/device/report,
 *   8 machines at once, each in its own order, every batch after the first repeating 10 records of the
 *   one before, as a machine resending after a timeout); records/s (target ≥ 2 000) and the duplicates
 *   detected, which must be exact (the answers' sums and the rows stored).
 *
 * - ingest over MQTT (bench/machine-mqtt.ts): 20 machines at once on a secured Mosquitto of the
 *   bench's own, each keeping 4 reports of 100 records awaiting their ack; records/s (target ≥ 2 000)
 *   with every record stored exactly once.
 *
 * - ingest, the real mix: 8 machines each cutting 100 slabs waiting on its table: a start, three cuts
 *   and an end per slab, so 2 records in 5 move a slab through production (startSlab, completeSlab).
 *
 * - cutting data, first page with filters, the dashboards, staff performance (bench/machine-queries.ts:
 *   p50 of 7 runs after a warm-up, through ctx.call), then the export of every record through the job
 *   queue with this process's RSS sampled every 100 ms (growth target ≤ 150 MB) and the file's rows counted.
 *
 * `npm run bench:dashboard` runs the same with only the dashboard steps (bench/dashboard.ts).
 *
 * More steps join with one line in STEPS: `["cutting data, first page", (ctx) => …]`, where the step
 * returns its figure (value, unit, target, pass). The results go to the console as a table and to a
 * JSON file (BENCH_OUT, default $TMPDIR/stoneworks-bench-machine-data.json).
 * BENCH_RECORDS / BENCH_BOARDS change the scale (default 1 000 000 / 100 000).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { DeviceReportResult, Envelope } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { type Db, openPostgres } from "../src/db/db.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO_ADMIN, seedDemo } from "../src/db/seed.ts";
import { sha256 } from "../src/lib/crypto.ts";
import { buildMachineScale, type MachineScaleData } from "./machine-data-gen.ts";
import { ingestMqtt } from "./machine-mqtt.ts";
import { exportAll, QUERY_STEPS } from "./machine-queries.ts";

const URL_BASE =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://root@127.0.0.1:5432/postgres";
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 100_000);
const OUT = process.env.BENCH_OUT || path.join(os.tmpdir(), "stoneworks-bench-machine-data.json");

/** What a step hands back: its figure, and whether it met the target. */
export interface Figure {
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
  note?: string;
}
export interface Result extends Figure {
  name: string;
  ms: number;
}

export interface BenchContext {
  db: Db;
  app: FastifyInstance;
  /** The listening server's address (http://127.0.0.1:port). */
  url: string;
  orgId: string;
  /** The demo administrator's session. */
  token: string;
  data: MachineScaleData;
  /** POST /api/<path> as the administrator through app.inject (server time without the network). */
  call: (path: string, body: unknown) => Promise<Envelope<unknown>>;
}

export type Step = (ctx: BenchContext) => Promise<Figure>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs `fn` and returns its figure with its wall time. */
export async function measure(name: string, fn: () => Promise<Figure>): Promise<Result> {
  const t0 = performance.now();
  const figure = await fn();
  return { name, ms: Math.round(performance.now() - t0), ...figure };
}

/** 8 machines × 60 batches of 100 over HTTP, 10 of each batch's records resent in the next. */
const ingest: Step = async (ctx) => {
  const MACHINES = 8;
  const BATCHES = 60;
  const SIZE = 100;
  const REPEAT = 10;
  const keys = await linkMachines(ctx, MACHINES);
  const codes = [...keys.keys()];
  const run = randomUUID().slice(0, 8);
  const slabs = ctx.data.doneBarcodes;
  const latencies: number[] = [];
  const totals = { sent: 0, accepted: 0, duplicates: 0, rejected: 0 };
  const machine = async (code: string, m: number) => {
    let previous: unknown[] = [];
    let n = 0;
    for (let b = 0; b < BATCHES; b++) {
      const fresh = Array.from({ length: SIZE - (b === 0 ? 0 : REPEAT) }, () => {
        n += 1;
        return {
          recordId: `ING-${run}-${n}`,
          kind: "cut",
          table: n % 2 === 0 ? "A" : "B",
          // Half the cuts name a slab (looked up in the enterprise), half do not.
          ...(n % 2 === 0 ? { slabBarcode: slabs[(m * 997 + n) % slabs.length] } : {}),
          startedAt: new Date(Date.now() - 60_000).toISOString(),
          endedAt: new Date().toISOString(),
          metresCut: 3.2,
          // The bench's done slabs are cut to their area (the generator's records), and the ingest
          // refuses a cut beyond a slab's area (issue #24): records naming one cut no area; the others a sliver.
          areaCut: n % 2 === 0 ? 0 : 1_000,
          slabsConsumed: 0.333,
          operatorStaffNo: String(11 + (n % 4)),
        };
      });
      const batch = [...previous.slice(-REPEAT), ...fresh];
      previous = batch;
      const s = performance.now();
      const res = await fetch(`${ctx.url}/api/device/report`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-device-key": keys.get(code)! },
        body: JSON.stringify({ records: batch }),
      });
      const body = (await res.json()) as Envelope<DeviceReportResult>;
      latencies.push(performance.now() - s);
      if (!body.result) throw new Error(`${code} batch ${b}: ${body.code} ${body.msg}`);
      totals.sent += batch.length;
      totals.accepted += body.data.accepted;
      totals.duplicates += body.data.duplicates;
      totals.rejected += body.data.rejected.length;
    }
  };
  const t0 = performance.now();
  await Promise.all(codes.map((c, m) => machine(c, m)));
  const seconds = (performance.now() - t0) / 1000;
  const unique = codes.length * (SIZE + (BATCHES - 1) * (SIZE - REPEAT));
  const repeated = codes.length * (BATCHES - 1) * REPEAT;
  const stored = await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM cutting_records WHERE org_id = $1 AND record_id LIKE $2",
    [ctx.orgId, `ING-${run}-%`],
  );
  const exact =
    totals.accepted === unique &&
    totals.duplicates === repeated &&
    totals.rejected === 0 &&
    stored.rows[0]!.n === unique;
  const rate = totals.sent / seconds;
  latencies.sort((a, b) => a - b);
  return {
    value: Math.round(rate),
    unit: "records/s",
    target: "≥ 2000, duplicates exact",
    pass: rate >= 2000 && exact,
    note:
      `${totals.sent} records in ${seconds.toFixed(1)} s, ${codes.length} machines at once; batch p50 ` +
      `${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms; accepted ${totals.accepted} ` +
      `of ${unique} new, duplicates ${totals.duplicates} of ${repeated} resent, stored ${stored.rows[0]!.n}` +
      (exact ? " (exact)" : " (NOT EXACT)"),
  };
};

/** Links the first `count` bench machines: their API keys by code. */
async function linkMachines(ctx: BenchContext, count: number) {
  const keys = new Map<string, string>();
  for (const code of ctx.data.deviceCodes.slice(0, count)) {
    const key = `dk_${randomUUID()}`;
    keys.set(code, key);
    await ctx.db.query(
      "UPDATE devices SET api_key_hash = $3, linked_at = now() WHERE org_id = $1 AND code = $2",
      [ctx.orgId, code, sha256(key)],
    );
  }
  return keys;
}

/**
 * The real mix: 8 machines each cutting 100 slabs picked onto its table A (taken from the warehouse
 * for the bench), each slab a start (slab and boards → cutting), three cuts and an end (→ done, plans
 * and projects checked), 20 slabs a batch. Every slab must end done.
 */
const ingestMix: Step = async (ctx) => {
  const MACHINES = 8;
  const SLABS = 100;
  const keys = await linkMachines(ctx, MACHINES);
  const codes = [...keys.keys()];
  const slabIds = ctx.data.toPickSlabIds.slice(0, MACHINES * SLABS);
  if (slabIds.length < MACHINES * SLABS) throw new Error(`only ${slabIds.length} slabs in the warehouse`);
  await ctx.db.query(
    `UPDATE slabs s SET status = 'toCut', warehouse_id = NULL, table_side = 'A',
            device_id = (SELECT id FROM devices WHERE org_id = $1 AND code = ($3::text[])[1 + (x.n - 1) / $4])
       FROM unnest($2::uuid[]) WITH ORDINALITY AS x(id, n) WHERE s.id = x.id`,
    [ctx.orgId, slabIds, codes, SLABS],
  );
  const { rows: placed } = await ctx.db.query<{ barcode: string; code: string }>(
    `SELECT s.barcode, d.code FROM slabs s JOIN devices d ON d.id = s.device_id
      WHERE s.id = ANY($1::uuid[]) ORDER BY d.code, s.barcode`,
    [slabIds],
  );
  if (placed.length !== slabIds.length) throw new Error("slabs not placed on the tables");
  const run = randomUUID().slice(0, 8);
  let sent = 0;
  let accepted = 0;
  const t0 = performance.now();
  await Promise.all(
    codes.map(async (code) => {
      const mine = placed.filter((p) => p.code === code).map((p) => p.barcode);
      const records = mine.flatMap((barcode, i) => {
        const at = (k: number) => new Date(Date.now() - (mine.length - i) * 60_000 + k * 1000).toISOString();
        const base = { table: "A", slabBarcode: barcode, operatorStaffNo: "11" };
        const cut = (k: number) => ({
          ...base,
          recordId: `MIX-${run}-${barcode}-${k}`,
          kind: "cut",
          startedAt: at(k),
          metresCut: 6.1,
          // Three cuts within the slab's area (the ingest refuses more than the slab has left).
          areaCut: 800_000,
          slabsConsumed: k === 3 ? 0.334 : 0.333,
        });
        return [
          { ...base, recordId: `MIX-${run}-${barcode}-0`, kind: "start", startedAt: at(0) },
          cut(1),
          cut(2),
          cut(3),
          { ...base, recordId: `MIX-${run}-${barcode}-4`, kind: "end", startedAt: at(4) },
        ];
      });
      for (let i = 0; i < records.length; i += 100) {
        const batch = records.slice(i, i + 100);
        const res = await fetch(`${ctx.url}/api/device/report`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-device-key": keys.get(code)! },
          body: JSON.stringify({ records: batch }),
        });
        const body = (await res.json()) as Envelope<DeviceReportResult>;
        if (!body.result || body.data.rejected.length > 0)
          throw new Error(`${code}: ${JSON.stringify(body).slice(0, 400)}`);
        sent += batch.length;
        accepted += body.data.accepted;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const done = await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM slabs WHERE id = ANY($1::uuid[]) AND status = 'done'",
    [slabIds],
  );
  const rate = sent / seconds;
  const exact = accepted === sent && done.rows[0]!.n === slabIds.length;
  if (!exact)
    throw new Error(
      `mix: accepted ${accepted} of ${sent}, ${done.rows[0]!.n} of ${slabIds.length} slabs done`,
    );
  // Informational: the 2 000/s is for batches of records (the step above); here 2 records in 5
  // are a start or completion through production (slab, boards, plans, projects, audit), and the
  // completions of one project wait for each other on its row lock.
  return {
    value: Math.round(rate),
    unit: "records/s",
    note:
      `${sent} records (${slabIds.length} slabs started and completed through production) in ` +
      `${seconds.toFixed(1)} s, ${codes.length} machines at once; all ${done.rows[0]!.n} slabs done`,
  };
};

/** The measurements, in order. Others add theirs here. */
export const STEPS: [string, Step][] = [
  ["ingest over HTTP, batches of 100 with duplicates", ingest],
  ["ingest over HTTP, start/cuts/end moving 800 slabs", ingestMix],
  ["ingest over MQTT, 20 machines at once, nothing lost", ingestMqtt],
  ...QUERY_STEPS,
  ["export of every record through the job queue", exportAll],
];

/** Builds the data set and runs the steps whose name `only` accepts (all by default). */
export async function main(only: (step: string) => boolean = () => true) {
  const name = `sw_bench_machine_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: URL_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(URL_BASE);
  u.pathname = `/${name}`;
  const db = await openPostgres(u.toString(), 20);
  let app: FastifyInstance | undefined;
  // Export files go to a directory of the bench's own, removed at the end.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sw-bench-machine-"));
  const results: Result[] = [];
  try {
    await migrate(db);
    await seedDemo(db, new Date());
    const { rows } = await db.query<{ org_id: string; user_id: string }>(
      "SELECT m.org_id, m.user_id FROM members m JOIN users u ON u.id = m.user_id WHERE u.phone = $1",
      [DEMO_ADMIN.phone],
    );
    const { org_id: orgId, user_id: userId } = rows[0]!;
    const t0 = performance.now();
    const data = await db.tx((q) =>
      buildMachineScale(q, orgId, userId, {
        records: RECORDS,
        boards: BOARDS,
        slabs: BOARDS / 5,
        projects: 200,
      }),
    );
    await db.query("VACUUM ANALYZE");
    const counts = await db.query<{ records: number; boards: number }>(
      `SELECT (SELECT count(*)::int FROM cutting_records WHERE org_id = $1) AS records,
              (SELECT count(*)::int FROM project_boards WHERE org_id = $1) AS boards`,
      [orgId],
    );
    console.log(
      `data: ${counts.rows[0]!.records} cutting records, ${counts.rows[0]!.boards} boards, built in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    app = await buildApp({
      config: loadConfig({
        SMS_PROVIDER: "log",
        SECRETS_KEY: randomBytes(32).toString("base64"),
        DATA_DIR: dataDir,
      }),
      db,
    });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const server = app;
    const login = await server.inject({
      method: "POST",
      url: "/api/userAuth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...DEMO_ADMIN, remember: false }),
    });
    const token = (login.json() as Envelope<{ token: string }>).data.token;
    const call = async (p: string, body: unknown) =>
      (
        await server.inject({
          method: "POST",
          url: `/api/${p}`,
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          payload: JSON.stringify(body),
        })
      ).json() as Envelope<unknown>;
    const ctx: BenchContext = { db, app, url, orgId, token, data, call };
    for (const [stepName, step] of STEPS.filter(([n]) => only(n))) {
      const r = await measure(stepName, () => step(ctx));
      results.push(r);
      console.log(`${r.name}: ${r.value} ${r.unit}${r.pass === undefined ? "" : r.pass ? " ✓" : " ✗"}`);
    }
  } finally {
    await app?.close();
    await db.close();
    const drop = new pg.Client({ connectionString: URL_BASE });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(
    results.map((r) => ({
      step: r.name,
      value: `${r.value} ${r.unit}`,
      target: r.target ?? "",
      met: r.pass === undefined ? "" : r.pass ? "yes" : "NO",
      note: r.note ?? "",
    })),
  );
  const report = {
    at: new Date().toISOString(),
    records: RECORDS,
    boards: BOARDS,
    cpus: os.cpus().length,
    load: os.loadavg()[0],
    node: process.version,
    results,
  };
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results: ${OUT}`);
  if (results.some((r) => r.pass === false)) process.exitCode = 1;
}

// Run when executed (npm run bench:machine-data), not when imported for its steps.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
