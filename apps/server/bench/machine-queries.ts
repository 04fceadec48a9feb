/**
 * The query and export steps of `npm run bench:machine-data` (bench/machine-data.ts runs them on its
 * one data set, after the ingest steps; docs/benchmarks.md "#16 machine data"):
 *
 * - cutting data, first page with filters (POST /api/cuttingData/list through ctx.call: the whole
 *   Fastify pipeline, server time without the network): last 7 days, a device over 30 days, an
 *   operator, a barcode; p50 and max of 7 runs after a warm-up; target ≤ 100 ms p50.
 * - the dashboards (/api/dashboard/production and /planning over the last 7, 30 and 90 days, /mes):
 *   the same way; target ≤ 300 ms p50 each.
 * - staff performance, the list over the last 30 days: informational.
 * - export of every record (/api/cuttingData/export → the job queue → a file) in this process, its RSS
 *   sampled every 100 ms from before the request to the job's end: growth (peak − before) ≤ 150 MB,
 *   the time, and the file's data rows counted by streaming its sheet (never loaded whole).
 */
import { once } from "node:events";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { createInflateRaw } from "node:zlib";
import type { ExportJob } from "@stoneworks/shared";
import { exportDir } from "../src/modules/machine/cutting-export.service.ts";
import type { BenchContext, Figure, Step } from "./machine-data.ts";

const RUNS = 7;
const MB = 1024 * 1024;
/** The records the data set was built with (bench/machine-data.ts): the file holds at least these. */
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);

/** A business day (Asia/Shanghai) `n` days before today, YYYY-MM-DD. */
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** What an answer holds, in a few words. */
function answer(data: unknown): string {
  const d = data as Record<string, unknown> | null;
  if (d && typeof d.total === "number") return `${d.total} found`;
  if (d && Array.isArray(d.tiles)) return `${d.tiles.length} machine tiles`;
  return "";
}

/** POST /api/<route> with the body `body(ctx)`: one warm-up, then p50 and max of RUNS runs. */
function timed(route: string, targetMs: number | null, body: (ctx: BenchContext) => Promise<unknown>): Step {
  return async (ctx) => {
    const b = await body(ctx);
    const first = await ctx.call(route, b);
    if (!first.result) throw new Error(`${route}: ${first.code} ${first.msg}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const res = await ctx.call(route, b);
      times.push(performance.now() - s);
      if (!res.result) throw new Error(`${route}: ${res.code} ${res.msg}`);
    }
    times.sort((x, y) => x - y);
    const p50 = times[Math.floor(RUNS / 2)]!;
    const figure: Figure = {
      value: Math.round(p50 * 10) / 10,
      unit: "ms p50",
      note: [`max ${times[RUNS - 1]!.toFixed(1)} ms`, answer(first.data)].filter(Boolean).join("; "),
    };
    if (targetMs !== null) {
      figure.target = `≤ ${targetMs} ms p50`;
      figure.pass = p50 <= targetMs;
    }
    return figure;
  };
}

async function firstId(ctx: BenchContext, sql: string, params: unknown[]) {
  const { rows } = await ctx.db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`nothing for ${sql}`);
  return rows[0].id;
}

const benchDevice = (ctx: BenchContext) =>
  firstId(ctx, "SELECT id FROM devices WHERE org_id = $1 AND code = $2", [
    ctx.orgId,
    ctx.data.deviceCodes[0],
  ]);
const cutter = (ctx: BenchContext) =>
  firstId(ctx, "SELECT user_id AS id FROM members WHERE org_id = $1 AND staff_no = '11'", [ctx.orgId]);

const LIST = "cuttingData/list";
const DASH = 300;

export const QUERY_STEPS: [string, Step][] = [
  [
    "cutting data, first page: last 7 days",
    timed(LIST, 100, async () => ({ dateFrom: day(6), dateTo: day(0) })),
  ],
  [
    "cutting data, first page: a device over 30 days",
    timed(LIST, 100, async (ctx) => ({
      deviceId: await benchDevice(ctx),
      dateFrom: day(29),
      dateTo: day(0),
    })),
  ],
  [
    "cutting data, first page: an operator",
    timed(LIST, 100, async (ctx) => ({ operatorId: await cutter(ctx) })),
  ],
  [
    "cutting data, first page: a barcode",
    timed(LIST, 100, async (ctx) => ({
      barcode: ctx.data.doneBarcodes[Math.floor(ctx.data.doneBarcodes.length / 2)],
    })),
  ],
  [
    "cutting data, first page: an operator, a device, 30 days",
    timed(LIST, 100, async (ctx) => ({
      operatorId: await cutter(ctx),
      deviceId: await benchDevice(ctx),
      dateFrom: day(29),
      dateTo: day(0),
    })),
  ],
  ...[7, 30, 90].flatMap((n): [string, Step][] => [
    [
      `dashboard production, last ${n} days`,
      timed("dashboard/production", DASH, async () => ({ from: day(n - 1), to: day(0) })),
    ],
    [
      `dashboard planning, last ${n} days`,
      timed("dashboard/planning", DASH, async () => ({ from: day(n - 1), to: day(0) })),
    ],
  ]),
  ["dashboard mes", timed("dashboard/mes", DASH, async () => ({}))],
  [
    "staff performance list, last 30 days",
    timed("staffPerformance/list", null, async () => ({ from: day(29), to: day(0) })),
  ],
];

/**
 * The rows of the first worksheet of an xlsx (exceljs writes xl/worksheets/sheet1.xml), counted by
 * inflating that one entry as a stream and counting its `<row ` tags: the zip's central directory
 * (at its end) gives the entry's offset and size, so neither the file nor the sheet is held in memory.
 */
export async function countSheetRows(file: string): Promise<number> {
  const size = (await stat(file)).size;
  const fh = await open(file, "r");
  let start: number;
  let compressed: number;
  try {
    const tailLen = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLen);
    await fh.read(tail, 0, tailLen, size - tailLen);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw new Error(`${file}: not a zip`);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cd = Buffer.alloc(cdSize);
    await fh.read(cd, 0, cdSize, tail.readUInt32LE(eocd + 16));
    let entry: { offset: number; compressed: number } | null = null;
    for (let p = 0; p < cdSize && cd.readUInt32LE(p) === 0x02014b50; ) {
      const nameLen = cd.readUInt16LE(p + 28);
      const name = cd.toString("utf8", p + 46, p + 46 + nameLen);
      if (name === "xl/worksheets/sheet1.xml") {
        if (cd.readUInt16LE(p + 10) !== 8) throw new Error("sheet not deflated");
        entry = { offset: cd.readUInt32LE(p + 42), compressed: cd.readUInt32LE(p + 20) };
      }
      p += 46 + nameLen + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    }
    if (!entry) throw new Error(`${file}: no xl/worksheets/sheet1.xml`);
    const local = Buffer.alloc(30);
    await fh.read(local, 0, 30, entry.offset);
    start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    compressed = entry.compressed;
  } finally {
    await fh.close();
  }
  const inflate = createInflateRaw();
  createReadStream(file, { start, end: start + compressed - 1 }).pipe(inflate);
  const tag = "<row ";
  let rows = 0;
  let carry = "";
  inflate.setEncoding("latin1");
  inflate.on("data", (chunk: string) => {
    const text = carry + chunk;
    for (let i = text.indexOf(tag); i >= 0; i = text.indexOf(tag, i + tag.length)) rows += 1;
    carry = text.slice(-(tag.length - 1));
  });
  await once(inflate, "end");
  return rows;
}

/** Exports every record through the job queue, RSS sampled every 100 ms; the file's rows checked. */
export const exportAll: Step = async (ctx) => {
  const { rows: count } = await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM cutting_records WHERE org_id = $1",
    [ctx.orgId],
  );
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const t0 = performance.now();
  let job: ExportJob;
  try {
    const started = await ctx.call("cuttingData/export", {});
    if (!started.result) throw new Error(`export: ${started.code} ${started.msg}`);
    job = started.data as ExportJob;
    if (job.mode !== "job") throw new Error(`export of ${job.total} records not on the job queue`);
    // Polled as the screen does; bounded so a stuck job ends the bench instead of hanging it.
    const deadline = Date.now() + 60 * 60_000;
    while (job.status === "queued" || job.status === "running") {
      if (Date.now() > deadline)
        throw new Error(`export still ${job.status} after an hour (${job.done} rows)`);
      await new Promise((r) => setTimeout(r, 500));
      const s = await ctx.call("cuttingData/export/status", { jobId: job.jobId });
      if (!s.result) throw new Error(`export status: ${s.code} ${s.msg}`);
      job = s.data as ExportJob;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  const seconds = (performance.now() - t0) / 1000;
  if (job.status !== "done") throw new Error(`export ${job.status} after ${job.done} rows`);
  const file = path.join(exportDir(ctx.app), `${job.jobId}.xlsx`);
  const dataRows = (await countSheetRows(file)) - 1;
  const growth = (peak - before) / MB;
  const rowsOk = dataRows === job.total && dataRows === count[0]!.n && dataRows >= RECORDS;
  return {
    value: Math.round(growth),
    unit: "MB RSS growth",
    target: "≤ 150 MB, every record in the file",
    pass: growth <= 150 && rowsOk,
    note:
      `${dataRows} data rows in the file (job total ${job.total}, records in the database ${count[0]!.n})` +
      `${rowsOk ? "" : " MISMATCH"} in ${seconds.toFixed(1)} s; RSS ${Math.round(before / MB)} → peak ` +
      `${Math.round(peak / MB)} MB; file ${((await stat(file)).size / MB).toFixed(1)} MB`,
  };
};
