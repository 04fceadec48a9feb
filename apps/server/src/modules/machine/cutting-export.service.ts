import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { Code, type ExportJob, type Lang, translate } from "@stoneworks/shared";
import ExcelJS from "exceljs";
import type { Queryable } from "../../db/db.ts";
import type { Ctx, MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { guardRow } from "../../lib/xlsx-export.ts";
import * as repo from "./cutting-data.repository.ts";
import * as exports from "./cutting-export.repository.ts";
import { type ListFilters, resolveFilter } from "./cutting-records.ts";

/**
 * Export of cutting data to xlsx (docs/api-machine.md "Export"), with exceljs's streaming writer:
 * rows are read in keyset chunks and committed to the sheet one by one, so memory stays flat however
 * long the range. Up to `exportSettings.directMax` rows the download streams them at once; more run
 * on the job queue (one file under $DATA_DIR/exports, progress in the export's row, polled by the screen).
 */

export const exportSettings = {
  /** Rows streamed straight to the download; more go on the job queue. Tests lower it. */
  directMax: 5000,
  /**
   * Rows read per query. Measured on PostgreSQL, 1 000 000 records to a file: RSS growth 66 MB with
   * 500 (heap peak 84 MB), 142-190 MB with 1000-2000 (garbage the collector leaves longer, not kept).
   */
  chunkSize: 500,
  /** How long an export (its row, its file) stays downloadable. */
  keepHours: 24,
};

export const EXPORT_QUEUE = "cutting-data-export";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Where job exports are written (a context, or the app itself for its workers). */
export const exportDir = (ctx: Pick<Ctx, "config">) => path.join(ctx.config.dataDir, "exports");

const OFFSET_MS = 8 * 3600 * 1000;
/**
 * A time as a real spreadsheet date in business time (Asia/Shanghai): a spreadsheet has no time zone,
 * so the cell holds the factory's wall-clock time (shown with DATE_FORMAT). None: a blank cell.
 */
const local = (d: Date | null) => (d ? new Date(new Date(d).getTime() + OFFSET_MS) : null);

/** Cell formats: times as dates, metres with 2 decimals, m² and slabs with 3 (as on screen). */
const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
const NUMBER_FORMATS: Partial<Record<(typeof COLUMNS)[number][0], string>> = {
  startedAt: DATE_FORMAT,
  endedAt: DATE_FORMAT,
  receivedAt: DATE_FORMAT,
  metres: "0.00",
  area: "0.000",
  slabs: "0.000",
};

const COLUMNS = [
  ["startedAt", 20],
  ["endedAt", 20],
  ["receivedAt", 20],
  ["device", 12],
  ["table", 6],
  ["kind", 8],
  ["status", 8],
  ["barcode", 18],
  ["blockNo", 14],
  ["bundleNo", 10],
  ["slabNo", 8],
  ["stone", 12],
  ["projectNo", 16],
  ["projectName", 24],
  ["operator", 12],
  ["staffNo", 8],
  ["metres", 14],
  ["area", 14],
  ["slabs", 14],
] as const;

/** The headings of the export in a language (the first row). */
const exportHeadings = (lang: Lang) => COLUMNS.map(([key]) => translate(lang, `machine.export.${key}`));

/** One record's cells: blank (null) where the record says nothing — no end time, no figures of a start or end. */
function rowValues(lang: Lang, r: repo.RecordRow): (string | number | Date | null)[] {
  const cut = r.kind === "cut";
  const t = (k: string) => translate(lang, `machine.export.${k}`);
  return [
    local(r.started_at),
    local(r.ended_at),
    local(r.received_at),
    r.device_code,
    r.table_side,
    t(`kind${r.kind[0]!.toUpperCase()}${r.kind.slice(1)}`),
    t(r.status === "ok" ? "statusOk" : "statusAborted"),
    r.slab_barcode,
    r.block_no,
    r.bundle_no,
    r.slab_no,
    r.stone,
    r.project_no,
    r.project_name,
    r.operator_name,
    r.operator_staff_no,
    cut ? Number(r.cut_length_mm) / 1000 : null,
    cut ? Number(r.area_cut_mm2) / 1_000_000 : null,
    cut ? r.slabs_consumed_milli / 1000 : null,
  ];
}

/** Writes the filtered records as an xlsx into `stream`, chunk by chunk; `onChunk` gets the rows written so far. */
export async function writeXlsx(
  q: Queryable,
  orgId: string,
  filter: repo.RecordFilter,
  lang: Lang,
  stream: Writable,
  onChunk: (done: number) => Promise<void> = async () => {},
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(translate(lang, "machine.export.sheet"));
  ws.columns = COLUMNS.map(([key, width], i) => ({
    header: exportHeadings(lang)[i],
    key,
    width,
    ...(NUMBER_FORMATS[key] ? { style: { numFmt: NUMBER_FORMATS[key] } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let done = 0;
  let after: { startedAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await repo.chunkAfter(q, orgId, filter, after, exportSettings.chunkSize);
    for (const r of rows) {
      const row = ws.addRow(rowValues(lang, r));
      COLUMNS.forEach(([key], i) => {
        const fmt = NUMBER_FORMATS[key];
        if (fmt) row.getCell(i + 1).numFmt = fmt;
      });
      // Typed text (barcodes, names, project numbers) that begins like a formula stays text.
      guardRow(row);
      row.commit();
    }
    done += rows.length;
    await onChunk(done);
    // Backpressure: let the zip compress what was committed, and wait while the target is full (a
    // slow download), so rows never pile up in memory ahead of the stream.
    await new Promise((r) => setImmediate(r));
    if (stream.writableNeedDrain)
      await new Promise<void>((resolve) => {
        const done = () => {
          stream.off("drain", done);
          stream.off("close", done);
          resolve();
        };
        stream.on("drain", done);
        stream.on("close", done);
      });
    // The download went away (client closed): stop reading.
    if (stream.destroyed) throw new Error("export stream closed");
    if (rows.length < exportSettings.chunkSize) break;
    const last = rows[rows.length - 1]!;
    after = { startedAt: last.started_at, id: last.id };
  }
  ws.commit();
  await wb.commit();
  return done;
}

const toJob = (r: exports.ExportRow, lang: Lang): ExportJob => ({
  jobId: r.id,
  mode: r.mode,
  status: r.status,
  total: r.total,
  done: r.done,
  downloadPath: `/cuttingData/export/file?jobId=${r.id}`,
  error: r.status === "failed" ? translate(lang, r.error ?? "machine.cuttingData.exportFailed") : null,
});

/**
 * Starts an export of a scope's records: checks the filter (ids of another enterprise: 1002), counts
 * the rows, and records the export; a large one is put on the job queue in the same transaction.
 */
export async function start(
  ctx: MemberCtx,
  input: { scope: exports.ExportScope; filters: ListFilters },
): Promise<ExportJob> {
  const { db, lang, actor: caller } = ctx;
  const { scope, filters: body } = input;
  if (scope === "employee" && !(await repo.findOperator(db, caller.orgId, body.operatorId ?? "")))
    throw new AppError(Code.NotFound);
  if (scope === "device" && !(await repo.findDevice(db, caller.orgId, body.deviceId ?? "")))
    throw new AppError(Code.NotFound);
  const filter = await resolveFilter(db, caller.orgId, body);
  const total = (await repo.totals(db, caller.orgId, filter)).records;
  const direct = total <= exportSettings.directMax;
  const now = ctx.clock.now();
  const row = await db.tx(async (q) => {
    const r = await exports.insertExport(q, {
      orgId: caller.orgId,
      requestedBy: caller.userId,
      scope,
      filters: body,
      lang,
      mode: direct ? "direct" : "job",
      total,
      status: direct ? "done" : "queued",
      now,
      expiresAt: new Date(now.getTime() + exportSettings.keepHours * 3_600_000),
    });
    if (!direct) await ctx.jobs.send(q, EXPORT_QUEUE, { exportId: r.id });
    return r;
  });
  if (!direct) ctx.jobs.wake(EXPORT_QUEUE);
  return toJob(row, lang);
}

export async function status(ctx: MemberCtx, jobId: string): Promise<ExportJob> {
  const r = await exports.findExport(ctx.db, ctx.actor.orgId, ctx.actor.userId, jobId);
  if (!r) throw new AppError(Code.NotFound);
  return toJob(r, ctx.lang);
}

/** The file of an export as a stream: written now (direct) or read from disk (job, done, not expired). */
export async function download(
  ctx: MemberCtx,
  jobId: string,
): Promise<{ stream: NodeJS.ReadableStream; name: string }> {
  const { db } = ctx;
  const r = await exports.findExport(db, ctx.actor.orgId, ctx.actor.userId, jobId);
  if (!r) throw new AppError(Code.NotFound);
  const lang = r.lang as Lang;
  const name = await exportName(db, r.org_id, lang, r.filters as ListFilters);
  const expired = r.expires_at.getTime() < ctx.clock.now().getTime();
  if (r.mode === "direct" && !expired) {
    const filter = await resolveFilter(db, r.org_id, r.filters as ListFilters);
    const out = new PassThrough();
    writeXlsx(db, r.org_id, filter, lang, out).catch((err) => {
      ctx.log.error({ err }, "cutting data export failed");
      out.destroy(err);
    });
    return { stream: out, name };
  }
  const file = r.file ? path.join(exportDir(ctx), r.file) : null;
  if (r.status !== "done" || expired || !file || !(await stat(file).catch(() => null)))
    throw new AppError(Code.InvalidState, {
      data: { from: r.status, action: "download" },
      msgKey: "machine.cuttingData.exportExpired",
    });
  return { stream: createReadStream(file), name };
}

/**
 * The file's name says whose records and which days: "切割数据_张伟_2026-11-01_2026-11-27.xlsx" (the
 * person, the machine or both when filtered; the period, or all dates).
 */
async function exportName(q: Queryable, orgId: string, lang: Lang, f: ListFilters): Promise<string> {
  const parts = [translate(lang, "machine.cuttingData.fileName")];
  if (f.operatorId) {
    const op = await repo.findOperator(q, orgId, f.operatorId);
    if (op) parts.push(op.staff_no ? `${op.name}(${op.staff_no})` : op.name);
  }
  if (f.deviceId) {
    const d = await repo.findDevice(q, orgId, f.deviceId);
    if (d) parts.push(d.code);
  }
  if (f.dateFrom || f.dateTo) parts.push(f.dateFrom ?? "", f.dateTo ?? "");
  else parts.push(translate(lang, "machine.cuttingData.allDates"));
  return `${parts
    .filter(Boolean)
    .join("_")
    .replace(/[\\/:*?"<>|]/g, "-")}.xlsx`;
}

/** Removes expired exports and their files (hourly with the other housekeeping). */
export async function pruneExports(ctx: Pick<Ctx, "db" | "clock" | "config">): Promise<number> {
  const gone = await exports.deleteExpired(ctx.db, ctx.clock.now());
  for (const g of gone) if (g.file) await rm(path.join(exportDir(ctx), g.file), { force: true });
  return gone.length;
}
