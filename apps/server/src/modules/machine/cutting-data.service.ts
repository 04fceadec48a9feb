import {
  Code,
  type CuttingDataDeviceResult,
  type CuttingDataEmployeeResult,
  type CuttingDataOptions,
  type CuttingDataPage,
  type CuttingDataYieldResult,
  type CuttingDay,
  type CuttingTotals,
  defaultPeriod,
  type PerformanceFigures,
  type YieldGroup,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import * as perf from "../analytics/staff-performance.repository.ts";
import { personFigures } from "../analytics/staff-performance.service.ts";
import * as repo from "./cutting-data.repository.ts";
import {
  type ListFilters,
  OFFSET_MS,
  rangeOf,
  resolveFilter,
  toFigures,
  toItem,
  toTotals,
} from "./cutting-records.ts";
import * as yieldRepo from "./cutting-yield.repository.ts";

/** Cutting data (menus 2900-2902, docs/api-machine.md "Cutting data"): records, sums, yield. */

type Paged = { pageNum: number; pageSize: number };

async function recordsPage(q: Queryable, orgId: string, f: repo.RecordFilter, p: Paged, total: number) {
  const rows = await repo.pageRecords(q, orgId, f, p.pageSize, offsetOf(p));
  return { list: rows.map(toItem), total, pageNum: p.pageNum, pageSize: p.pageSize };
}

export async function list(ctx: MemberCtx, b: ListFilters & Paged): Promise<CuttingDataPage> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
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
  ctx: MemberCtx,
  b: { operatorId: string; dateFrom?: string | undefined; dateTo?: string | undefined } & Paged,
): Promise<CuttingDataEmployeeResult> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const now = ctx.clock.now();
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
  ctx: MemberCtx,
  b: { deviceId: string; dateFrom?: string | undefined; dateTo?: string | undefined } & Paged,
): Promise<CuttingDataDeviceResult> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
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

export async function yieldOf(
  ctx: MemberCtx,
  b: {
    by: YieldGroup;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    projectId?: string | undefined;
    deviceId?: string | undefined;
  } & Paged,
): Promise<CuttingDataYieldResult> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
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

export async function options(ctx: MemberCtx): Promise<CuttingDataOptions> {
  const o = await repo.options(ctx.db, ctx.actor.orgId);
  return {
    devices: o.devices.map((d) => ({ deviceId: d.id, code: d.code })),
    operators: o.operators.map((m) => ({ operatorId: m.user_id, name: m.name, staffNo: m.staff_no })),
    projects: o.projects.map((p) => ({ projectId: p.id, projectNo: p.project_no, name: p.name })),
  };
}
