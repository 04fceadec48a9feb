import {
  Code,
  type CuttingDataDeviceResult,
  type CuttingDataEmployeeResult,
  type CuttingDataOptions,
  type CuttingDataPage,
  type CuttingDataYieldResult,
  type CuttingDay,
  type CuttingRecordItem,
  type CuttingTotals,
  defaultPeriod,
  type PerformanceFigures,
  type SlabMachineData,
  type YieldFigures,
  type YieldGroup,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import * as perf from "../analytics/staff-performance.repository.ts";
import { personFigures } from "../analytics/staff-performance.service.ts";
import * as repo from "./cutting-data.repository.ts";
import * as yieldRepo from "./cutting-yield.repository.ts";

/** Cutting data (menus 2900-2902, docs/api-machine.md "Cutting data"): records, sums, yield. */

// Business days are Asia/Shanghai (UTC+8, no daylight saving), as in sales and picking.
const OFFSET_MS = 8 * 3600 * 1000;
const dayStart = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - OFFSET_MS);

/** Business days (both included) → the instants [from, to). */
export function rangeOf(b: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
  return {
    from: b.dateFrom ? dayStart(b.dateFrom) : undefined,
    to: b.dateTo ? new Date(dayStart(b.dateTo).getTime() + 86_400_000) : undefined,
  };
}

export interface ListFilters {
  deviceId?: string | undefined;
  operatorId?: string | undefined;
  projectId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  blockNo?: string | undefined;
  bundleNo?: string | undefined;
  barcode?: string | undefined;
  kind?: string | undefined;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toItem(r: repo.RecordRow): CuttingRecordItem {
  return {
    id: r.id,
    recordId: r.record_id,
    deviceId: r.device_id,
    deviceCode: r.device_code,
    table: r.table_side,
    kind: r.kind,
    status: r.status,
    slabId: r.slab_id,
    slabBarcode: r.slab_barcode,
    blockNo: r.block_no,
    bundleNo: r.bundle_no,
    slabNo: r.slab_no,
    stone: r.stone,
    projectId: r.project_id,
    projectNo: r.project_no,
    projectName: r.project_name,
    operatorId: r.operator_id,
    operatorName: r.operator_name,
    operatorStaffNo: r.operator_staff_no,
    startedAt: iso(r.started_at),
    endedAt: r.ended_at ? iso(r.ended_at) : null,
    receivedAt: iso(r.received_at),
    cutLengthMm: Number(r.cut_length_mm),
    areaCutMm2: Number(r.area_cut_mm2),
    slabsConsumedMilli: r.slabs_consumed_milli,
  };
}

const toTotals = (t: repo.TotalsRow): CuttingTotals => ({
  records: t.records,
  cutLengthMm: Number(t.cut_length_mm),
  areaCutMm2: Number(t.area_cut_mm2),
  slabsConsumedMilli: Number(t.slabs_consumed_milli),
  slabsCut: t.slabs_cut,
});

/** The filter the repository takes; ids of another enterprise → 1002. */
export async function resolveFilter(q: Queryable, orgId: string, b: ListFilters): Promise<repo.RecordFilter> {
  if (b.deviceId && !(await repo.findDevice(q, orgId, b.deviceId))) throw new AppError(Code.NotFound);
  if (b.operatorId && !(await repo.findOperator(q, orgId, b.operatorId))) throw new AppError(Code.NotFound);
  if (b.projectId && !(await repo.projectExists(q, orgId, b.projectId))) throw new AppError(Code.NotFound);
  return { ...b, ...rangeOf(b) };
}

type Paged = { pageNum: number; pageSize: number };

async function recordsPage(q: Queryable, orgId: string, f: repo.RecordFilter, p: Paged, total: number) {
  const rows = await repo.pageRecords(q, orgId, f, p.pageSize, offsetOf(p));
  return { list: rows.map(toItem), total, pageNum: p.pageNum, pageSize: p.pageSize };
}

export async function list(q: Queryable, orgId: string, b: ListFilters & Paged): Promise<CuttingDataPage> {
  const f = await resolveFilter(q, orgId, b);
  const totals = toTotals(await repo.totals(q, orgId, f));
  return { ...(await recordsPage(q, orgId, f, b, totals.records)), totals };
}

const toDays = (rows: (repo.TotalsRow & { day: string })[]): CuttingDay[] =>
  rows.map((r) => ({ day: r.day, ...toTotals(r) }));

/** The business day (Asia/Shanghai) of `at`, YYYY-MM-DD. */
const businessDayOf = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Staff performance's figures as cutting totals (records: ok cuts; slabsCut: distinct slabs). */
const cutTotals = (f: PerformanceFigures): CuttingTotals => ({
  records: f.cutRecords,
  cutLengthMm: f.cutLengthMm,
  areaCutMm2: f.areaCutMm2,
  slabsConsumedMilli: f.slabsConsumedMilli,
  slabsCut: f.slabCount,
});

/**
 * A person's cutting over a period (menu 2901): the figures come from staff performance's one
 * repository function (memberFigures / dayFigures), so both screens give one answer for one person;
 * the default period is theirs too (this month). The records listed are the person's cut records.
 */
export async function employee(
  q: Queryable,
  orgId: string,
  b: { operatorId: string; dateFrom?: string | undefined; dateTo?: string | undefined } & Paged,
  now: Date,
): Promise<CuttingDataEmployeeResult> {
  const op = await repo.findOperator(q, orgId, b.operatorId);
  if (!op) throw new AppError(Code.NotFound);
  const fallback = defaultPeriod(businessDayOf(now));
  const period = { from: b.dateFrom ?? fallback.from, to: b.dateTo ?? b.dateFrom ?? fallback.to };
  if (period.to < period.from) period.from = period.to;
  const [row] = await perf.memberFigures(q, orgId, { ...period, memberId: op.id, userId: op.user_id });
  const figures = row ? personFigures(row) : personFigures(undefined);
  const days = (await perf.dayFigures(q, orgId, op.user_id, period.from, period.to))
    .map((d) => ({ day: d.day, ...cutTotals(personFigures(d)) }))
    .filter((d) => d.records > 0);
  const f = {
    operatorId: b.operatorId,
    kind: "cut",
    ...rangeOf({ dateFrom: period.from, dateTo: period.to }),
  };
  const listed = toTotals(await repo.totals(q, orgId, f));
  return {
    operator: { operatorId: op.user_id, name: op.name, staffNo: op.staff_no },
    period,
    figures,
    days,
    totals: cutTotals(figures),
    records: await recordsPage(q, orgId, f, b, listed.records),
  };
}

export async function device(
  q: Queryable,
  orgId: string,
  b: { deviceId: string; dateFrom?: string | undefined; dateTo?: string | undefined } & Paged,
): Promise<CuttingDataDeviceResult> {
  const d = await repo.findDevice(q, orgId, b.deviceId);
  if (!d) throw new AppError(Code.NotFound);
  const f = { deviceId: b.deviceId, ...rangeOf(b) };
  const totals = toTotals(await repo.totals(q, orgId, f));
  return {
    device: { deviceId: d.id, code: d.code, series: d.series },
    days: toDays(await repo.perDay(q, orgId, f)),
    totals,
    records: await recordsPage(q, orgId, f, b, totals.records),
  };
}

// ---- Yield ----

const pct = (v: string | null) => (v === null ? null : Number(v));

function toFigures(r: yieldRepo.YieldSumRow): YieldFigures {
  return {
    slabs: r.slabs,
    plannedUsedMm2: Number(r.planned_used),
    slabAreaMm2: Number(r.slab_area),
    cutAreaMm2: Number(r.cut_area),
    consumedAreaMm2: Number(r.consumed_area),
    plannedPercent: pct(r.planned_pct),
    actualPercent: pct(r.actual_pct),
  };
}

export async function yieldOf(
  q: Queryable,
  orgId: string,
  b: {
    by: YieldGroup;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    projectId?: string | undefined;
    deviceId?: string | undefined;
  } & Paged,
): Promise<CuttingDataYieldResult> {
  if (b.deviceId && !(await repo.findDevice(q, orgId, b.deviceId))) throw new AppError(Code.NotFound);
  if (b.projectId && !(await repo.projectExists(q, orgId, b.projectId))) throw new AppError(Code.NotFound);
  const f = { ...rangeOf(b), projectId: b.projectId, deviceId: b.deviceId };
  const rows = await yieldRepo.yieldPage(q, orgId, b.by, f, b.pageSize, offsetOf(b));
  return {
    ...toPage(rows, b, (r) => ({ key: r.key ?? "", label: r.label ?? "", ...toFigures(r) })),
    by: b.by,
    totals: toFigures(await yieldRepo.yieldTotals(q, orgId, f)),
  };
}

/** A project's planned vs actual over its slabs with an actual yield (project overview). */
export async function projectYield(q: Queryable, orgId: string, projectId: string): Promise<YieldFigures> {
  return toFigures(await yieldRepo.yieldTotals(q, orgId, { projectId }));
}

/**
 * A slab's yield and its machine records (material detail): planned from its accepted plan even
 * before any record; actual once it has ok cut records. undefined: not the enterprise's slab.
 */
export async function slabMachineData(
  q: Queryable,
  orgId: string,
  slabId: string,
): Promise<SlabMachineData | undefined> {
  const plan = await yieldRepo.slabPlan(q, orgId, slabId);
  if (!plan) return undefined;
  const sums = toFigures(await yieldRepo.yieldTotals(q, orgId, { slabId }));
  const slabArea = Number(plan.slab_area);
  const planned = plan.planned === null ? null : Number(plan.planned);
  const figures: YieldFigures =
    sums.slabs > 0
      ? sums
      : {
          slabs: 0,
          plannedUsedMm2: planned ?? 0,
          slabAreaMm2: slabArea,
          cutAreaMm2: 0,
          consumedAreaMm2: 0,
          plannedPercent: planned === null ? null : Math.round((10000 * planned) / slabArea) / 100,
          actualPercent: null,
        };
  return { yield: figures, records: (await repo.slabRecords(q, orgId, slabId, 200)).map(toItem) };
}

export async function options(q: Queryable, orgId: string): Promise<CuttingDataOptions> {
  const o = await repo.options(q, orgId);
  return {
    devices: o.devices.map((d) => ({ deviceId: d.id, code: d.code })),
    operators: o.operators.map((m) => ({ operatorId: m.user_id, name: m.name, staffNo: m.staff_no })),
    projects: o.projects.map((p) => ({ projectId: p.id, projectNo: p.project_no, name: p.name })),
  };
}
