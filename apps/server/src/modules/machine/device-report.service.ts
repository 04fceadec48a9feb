import {
  Code,
  type CodeValue,
  codeMessageKey,
  type DeviceRecord,
  type DeviceReportResult,
  deviceRecord,
  deviceReportBody,
  isMessageKey,
  issueKey,
  type Lang,
  translate,
} from "@stoneworks/shared";
import type { Db, Queryable } from "../../db/db.ts";
import type { OrgCtx, PublicCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { translateIssues } from "../../plugins/errors.ts";
import { completeSlabIn, startSlabIn } from "../production/cutting.moves.ts";
import * as repo from "./device-report.repository.ts";
import { limiterOf } from "./report-limit.ts";

/**
 * Device reports (DESIGN §11 "Machine data", docs/api-machine.md "Device reports"): a machine's
 * records, over HTTP or MQTT, checked and stored one by one. A start or end naming a slab is its own
 * transaction: the record and the slab it moves commit together or not at all; any other record is
 * a single INSERT. A refused record loses nothing else. The unique index on (device, recordId) decides what is a duplicate, on one server or many.
 */

export type Via = "http" | "mqtt";

interface ReportContext {
  lang: Lang;
  via: Via;
  now: Date;
}

/**
 * The one admission of a report, HTTP and MQTT alike, once the machine is known: within its rate
 * (1004 with retryAfter otherwise, nothing read), then it is the machine's last report.
 */
export async function admit(ctx: PublicCtx, device: repo.ReportingDevice): Promise<void> {
  const now = ctx.clock.now();
  limiterOf(ctx.config).admit(device.id, now);
  await repo.touchDevice(ctx.db, device.id, now);
}

/** The batch's own shape (an array of 1–500 records); 1001 for the whole batch otherwise (MQTT; HTTP's route checks it). */
export function parseBatch(ctx: PublicCtx, payload: unknown): unknown[] {
  const parsed = deviceReportBody.safeParse(payload);
  if (parsed.success) return parsed.data.records;
  const errors = translateIssues(ctx.lang, parsed.error.issues);
  throw new AppError(Code.ValidationFailed, { data: { errors } });
}

interface Refusal {
  recordId: string | null;
  code: number;
  key: string;
  params: Record<string, string | number>;
}

type Outcome = "accepted" | "duplicate" | Refusal;

const refuse = (recordId: string | null, code: number, key: string, params = {}): Refusal => ({
  recordId,
  code,
  key,
  params,
});

/** The record's own id when it is a storable text, for the ingest error of a record refused before parsing. */
function rawRecordId(raw: unknown): string | null {
  const id = (raw as { recordId?: unknown } | null)?.recordId;
  return typeof id === "string" && id.length <= 64 && !id.includes("\u0000") ? id : null;
}

/** Text PostgreSQL cannot store (NUL) in any field of the record. */
const hasNul = (r: DeviceRecord) =>
  Object.values(r).some((v) => typeof v === "string" && v.includes("\u0000"));

/**
 * A machine's batch (HTTP or MQTT), once `admit`ted: each record accepted, duplicate or rejected, in
 * the enterprise of the machine (`ctx` acts for it: `systemContext`).
 */
export function report(
  ctx: OrgCtx,
  input: { device: repo.ReportingDevice; records: unknown[]; via: Via },
): Promise<DeviceReportResult> {
  const rc = { lang: ctx.lang, via: input.via, now: ctx.clock.now() };
  return reportBatch(ctx.db, input.device, input.records, rc);
}

/** The batch, in order: moving records one by one, the runs of other records between them in bulk. */
async function reportBatch(
  db: Db,
  device: repo.ReportingDevice,
  records: unknown[],
  ctx: ReportContext,
): Promise<DeviceReportResult> {
  const outcomes: Outcome[] = [];
  const checked = records.map((raw, i) => {
    const r = check(raw, ctx.now);
    if ("code" in r) outcomes[i] = r;
    return "code" in r ? undefined : r;
  });
  const staffNos = [...new Set(checked.flatMap((r) => (r?.operatorStaffNo ? [r.operatorStaffNo] : [])))];
  const operators = staffNos.length ? await repo.operatorsOfStaffNos(db, device.org_id, staffNos) : new Map();
  const operatorOf = (r: DeviceRecord) =>
    r.operatorStaffNo ? (operators.get(r.operatorStaffNo) ?? null) : null;
  let run: number[] = [];
  for (const [i, r] of checked.entries()) {
    if (!r) continue;
    if (!movesSlab(r)) {
      run.push(i);
      continue;
    }
    await storeRun(db, device, run, checked, operatorOf, ctx, outcomes);
    run = [];
    outcomes[i] = await guarded(r.recordId, () =>
      db.tx((q) => storeRecord(q, device, r, operatorOf(r), ctx)),
    );
  }
  await storeRun(db, device, run, checked, operatorOf, ctx, outcomes);
  return tally(db, device, outcomes, ctx);
}

/** The answer, and the refusals kept for the MES overview. */
async function tally(db: Db, device: repo.ReportingDevice, outcomes: Outcome[], ctx: ReportContext) {
  const result: DeviceReportResult = { accepted: 0, duplicates: 0, rejected: [] };
  const refusals: repo.IngestErrorRow[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome === "accepted") result.accepted += 1;
    else if (outcome === "duplicate") result.duplicates += 1;
    else {
      const field = typeof outcome.params.field === "string" ? outcome.params.field : "";
      const text = translate(ctx.lang, outcome.key, outcome.params);
      result.rejected.push({
        index,
        code: outcome.code,
        reason: outcome.key,
        message: field ? `${field}: ${text}` : text,
      });
      refusals.push({
        orgId: device.org_id,
        deviceId: device.id,
        recordId: outcome.recordId,
        code: outcome.code,
        messageKey: outcome.key,
        params: outcome.params,
        receivedAt: ctx.now,
        via: ctx.via,
      });
    }
  }
  await repo.insertIngestErrors(db, refusals);
  return result;
}

/** How far past its arrival a record's time may lie (the machine's clock may run a little ahead). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The record's own checks: its shape, text PostgreSQL can store, its times in order and not ahead of its arrival. */
function check(raw: unknown, now: Date): DeviceRecord | Refusal {
  const parsed = deviceRecord.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join(".");
    const key = issue.code === "unrecognized_keys" ? "validation.unknownKey" : issueKey(issue, isMessageKey);
    const unknownField = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "";
    return refuse(rawRecordId(raw), Code.ValidationFailed, key, { field: field || unknownField });
  }
  const r = parsed.data;
  if (hasNul(r)) return refuse(null, Code.ValidationFailed, "validation.invalid");
  if (r.endedAt && Date.parse(r.endedAt) < Date.parse(r.startedAt))
    return refuse(r.recordId, Code.ValidationFailed, "machine.record.endBeforeStart", { field: "endedAt" });
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  for (const field of ["startedAt", "endedAt"] as const) {
    const at = r[field];
    if (at && Date.parse(at) > latest)
      return refuse(r.recordId, Code.ValidationFailed, "machine.record.future", { field, minutes: 5 });
  }
  return r;
}

/** A time as the factory reads it (Asia/Shanghai), for messages: YYYY-MM-DD HH:mm. */
const businessTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace("T", " ");

/**
 * The record against its slab: not started before the slab's latest pick, and not cutting more area
 * than the slab has left (its area less what its stored ok records, and those before it in the same
 * report, already cut). `pending`: area of this report's earlier records of the slab, not yet stored.
 */
function checkAgainstSlab(r: DeviceRecord, slab: repo.ReportedSlab, pending: number): Refusal | undefined {
  if (slab.picked_at && Date.parse(r.startedAt) < slab.picked_at.getTime())
    return refuse(r.recordId, Code.InvalidState, "machine.record.beforePick", {
      code: slab.barcode,
      picked: businessTime(slab.picked_at),
    });
  const area = r.areaCut ?? 0;
  if ((r.status ?? "ok") !== "ok" || area === 0) return undefined;
  const left = Number(slab.area_mm2) - Number(slab.cut_mm2) - pending;
  if (area > left)
    return refuse(r.recordId, Code.InvalidState, "machine.record.areaBeyondSlab", {
      code: slab.barcode,
      area: (area / 1e6).toFixed(3),
      left: (Math.max(0, left) / 1e6).toFixed(3),
    });
  return undefined;
}

/** A start or end naming a slab may move it: its own transaction, the slab locked. */
const movesSlab = (r: DeviceRecord) =>
  r.slabBarcode !== undefined && r.kind !== "cut" && (r.status ?? "ok") === "ok";

/** A refusal for what the record's store threw (AppError, or a value the database cannot hold). */
async function guarded(recordId: string, fn: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError)
      return refuse(recordId, err.code, err.options.msgKey ?? codeMessageKey[err.code], err.options.params);
    // A value the database cannot hold (an impossible date such as year 0): this record only.
    const pgCode = (err as { code?: unknown }).code;
    if (typeof pgCode === "string" && /^22[0-9A-Z]{3}$/.test(pgCode))
      return refuse(recordId, Code.ValidationFailed, "machine.record.badValue");
    throw err;
  }
}

/**
 * Records that move nothing (cuts, aborted ends, records naming no slab), in one INSERT: their slabs
 * looked up at once (an unknown barcode: 1002 for that record), then stored unless already there
 * (the unique index decides; the rows it returns are the ones stored). Should the database refuse a
 * value, the run is stored record by record so only that record is refused.
 */
async function storeRun(
  db: Db,
  device: repo.ReportingDevice,
  run: number[],
  checked: (DeviceRecord | undefined)[],
  operatorOf: (r: DeviceRecord) => string | null,
  ctx: ReportContext,
  outcomes: Outcome[],
) {
  if (run.length === 0) return;
  const barcodes = [
    ...new Set(run.flatMap((i) => (checked[i]!.slabBarcode ? [checked[i]!.slabBarcode!] : []))),
  ];
  const slabs = barcodes.length ? await repo.slabsOfBarcodes(db, device.org_id, barcodes) : new Map();
  // Records already stored are duplicates whatever they say: only new ones are checked against their slab.
  const stored0 = await repo.storedRecordIds(
    db,
    device.id,
    run.flatMap((i) => (checked[i]!.slabBarcode ? [checked[i]!.recordId] : [])),
  );
  const seen = new Set<string>(stored0);
  const rows: { i: number; row: repo.RecordRow }[] = [];
  // Area of this run's earlier ok records per slab (a repeated recordId is a duplicate: counted once).
  const pending = new Map<string, number>();
  for (const i of run) {
    const r = checked[i]!;
    const slab = r.slabBarcode ? slabs.get(r.slabBarcode) : undefined;
    if (r.slabBarcode && !slab) {
      outcomes[i] = slabNotFound(r);
      continue;
    }
    const refusal =
      slab && !seen.has(r.recordId) ? checkAgainstSlab(r, slab, pending.get(slab.id) ?? 0) : undefined;
    if (refusal) {
      outcomes[i] = refusal;
      continue;
    }
    if (slab && !seen.has(r.recordId) && (r.status ?? "ok") === "ok")
      pending.set(slab.id, (pending.get(slab.id) ?? 0) + (r.areaCut ?? 0));
    seen.add(r.recordId);
    rows.push({ i, row: rowOf(device, r, slab, operatorOf(r), ctx) });
  }
  if (rows.length === 0) return;
  let stored: Set<string>;
  try {
    stored = await repo.insertRecords(
      db,
      rows.map((x) => x.row),
    );
  } catch (err) {
    const pgCode = (err as { code?: unknown }).code;
    if (typeof pgCode !== "string" || !/^22[0-9A-Z]{3}$/.test(pgCode)) throw err;
    for (const { i, row } of rows)
      outcomes[i] = await guarded(row.recordId, async () =>
        (await repo.insertRecord(db, row)) ? "accepted" : "duplicate",
      );
    return;
  }
  // The first of a recordId in the run is the one stored; a repeat in the same batch is a duplicate.
  for (const { i, row } of rows) {
    outcomes[i] = stored.delete(row.recordId) ? "accepted" : "duplicate";
  }
}

const slabNotFound = (r: DeviceRecord) =>
  refuse(r.recordId, Code.NotFound, "machine.record.slabNotFound", { code: r.slabBarcode! });

function rowOf(
  device: repo.ReportingDevice,
  r: DeviceRecord,
  slab: { id: string; project_id: string | null } | undefined,
  operatorId: string | null,
  ctx: ReportContext,
): repo.RecordRow {
  return {
    orgId: device.org_id,
    deviceId: device.id,
    recordId: r.recordId,
    kind: r.kind,
    tableSide: r.table,
    slabBarcode: r.slabBarcode ?? null,
    slabId: slab?.id ?? null,
    projectId: slab?.project_id ?? null,
    operatorStaffNo: r.operatorStaffNo || null,
    operatorId,
    startedAt: r.startedAt,
    endedAt: r.endedAt ?? null,
    cutLengthMm: Math.round((r.metresCut ?? 0) * 1000),
    areaCutMm2: r.areaCut ?? 0,
    slabsConsumedMilli: Math.round((r.slabsConsumed ?? 0) * 1000),
    status: r.status ?? "ok",
    receivedAt: ctx.now,
    via: ctx.via,
  };
}

/** Inside the record's transaction: the slab (locked), the record, then the slab's move. */
async function storeRecord(
  q: Queryable,
  device: repo.ReportingDevice,
  r: DeviceRecord,
  operatorId: string | null,
  ctx: ReportContext,
): Promise<Outcome> {
  const slab = r.slabBarcode ? await repo.slabOfBarcode(q, device.org_id, r.slabBarcode) : undefined;
  // Unknown, or another enterprise's: never stored as that slab.
  if (r.slabBarcode && !slab) return slabNotFound(r);
  const stored = await repo.insertRecord(q, rowOf(device, r, slab, operatorId, ctx));
  // Already stored: the first arrival moved the slab, this one moves nothing.
  if (!stored) return "duplicate";
  // Checked once stored (a duplicate stays a duplicate); a refusal rolls the record back.
  const refusal = slab ? checkAgainstSlab(r, slab, 0) : undefined;
  if (refusal) throw new AppError(refusal.code as CodeValue, { msgKey: refusal.key, params: refusal.params });
  if (!slab || (r.status ?? "ok") !== "ok" || r.kind === "cut") return "accepted";
  const here = slab.device_id === device.id && slab.table_side === r.table;
  const params = { code: slab.barcode, table: r.table };
  // The production actions run inside this record's transaction: the record and the move are one.
  const actor = { orgId: device.org_id, userId: null };
  if (r.kind === "start") {
    if (slab.status === "done")
      throw new AppError(Code.InvalidState, { msgKey: "machine.record.alreadyDone", params });
    if (!here || (slab.status !== "toCut" && slab.status !== "cutting"))
      throw new AppError(Code.InvalidState, { msgKey: "machine.record.notOnTable", params });
    // A start of a slab this table is already cutting (the machine resumed): stored, nothing moves.
    if (slab.status === "toCut") await startSlabIn(q, actor, ctx.lang, ctx.now, { slabId: slab.id });
    return "accepted";
  }
  // end: a slab already done (marked by an operator first) keeps its state; the machine's data stays true.
  if (slab.status === "done") return "accepted";
  if (!here || slab.status === "toPick")
    throw new AppError(Code.InvalidState, { msgKey: "machine.record.notOnMachine", params });
  await completeSlabIn(q, actor, ctx.lang, ctx.now, { slabId: slab.id });
  return "accepted";
}
