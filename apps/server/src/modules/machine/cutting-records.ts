import {
  Code,
  type CuttingRecordItem,
  type CuttingTotals,
  type SlabMachineData,
  type YieldFigures,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./cutting-data.repository.ts";
import * as yieldRepo from "./cutting-yield.repository.ts";

/**
 * The machine records as every reader sees them (cutting data, its exports, project overview,
 * material detail): ranges, filters, items, totals, yield figures. Plain functions over a Queryable,
 * so they run inside the caller's transaction; the endpoints' services are cutting-data.service.ts.
 */

// Business days are Asia/Shanghai (UTC+8, no daylight saving), as in sales and picking.
export const OFFSET_MS = 8 * 3600 * 1000;
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

export const toTotals = (t: repo.TotalsRow): CuttingTotals => ({
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

const pct = (v: string | null) => (v === null ? null : Number(v));

export function toFigures(r: yieldRepo.YieldSumRow): YieldFigures {
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
