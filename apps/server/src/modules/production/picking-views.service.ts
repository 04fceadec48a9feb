import {
  Code,
  type DeviceDetail,
  type Page,
  type PickingOptions,
  type PickingRecord,
  type PickingSlab,
  type pickingRecordListBody,
  type pickingSlabListBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { ingestErrorsOf, machineStatus } from "../machine/machine-status.ts";
import {
  type DeviceInfo,
  deviceRecordsSince,
  findDevice,
  listDevices,
  memberExists,
  type PickingSlabRow,
  pageRecords,
  pageSlabs,
  pickingChoices,
  projectExists,
  type RecordRow,
  recordExists,
  slabsOfRecord,
  slabsOnDevice,
} from "./picking.repository.ts";

/** The reads of picking (docs/api-production.md): slabs to pick, records, the device detail. */

/** Business days are Asia/Shanghai (UTC+8), as in sales. */
const OFFSET_MS = 8 * 3600 * 1000;
const dayStart = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - OFFSET_MS);
export const businessDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
/** The start of the business day of `at`. */
const todayStart = (at: Date) => dayStart(businessDay(at));

export const toPickingSlab = (r: PickingSlabRow): PickingSlab => ({
  slabId: r.id,
  barcode: r.barcode,
  blockNo: r.block_no,
  bundleNo: r.bundle_no,
  slabNo: r.slab_no,
  stone: r.stone,
  length: r.length,
  width: r.width,
  thickness: Number(r.thickness),
  area: r.length * r.width,
  status: r.status,
  exception: r.exception,
  exceptionReason: r.exception_reason,
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  deviceId: r.device_id,
  deviceCode: r.device_code,
  tableSide: r.table_side,
  boards: r.boards,
  projectName: r.project_name,
  batchNo: r.batch_no,
  productionPlanId: r.production_plan_id,
  productionPlanNo: r.production_plan_no,
  planDeviceId: r.plan_device_id,
  planDeviceCode: r.plan_device_code,
  planTableSide: r.plan_table_side,
  pickedByName: r.picked_by_name,
  pickedAt: r.picked_at?.toISOString() ?? null,
  version: r.version,
});

const toRecord = (r: RecordRow): PickingRecord => ({
  recordId: r.id,
  recordNo: r.record_no,
  kind: r.kind,
  deviceId: r.device_id,
  deviceCode: r.device_code,
  tableSide: r.table_side,
  toDeviceId: r.to_device_id,
  toDeviceCode: r.to_device_code,
  toTableSide: r.to_table_side,
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  planId: r.plan_id,
  planNo: r.plan_no,
  slabCount: r.slab_count,
  area: Number(r.area),
  boards: r.boards,
  racksNeeded: r.racks_needed,
  operatorId: r.operator_id,
  operatorName: r.operator_name,
  remark: r.remark,
  createdAt: r.created_at.toISOString(),
});

const toDevice = (d: DeviceInfo) => ({
  deviceId: d.id,
  code: d.code,
  series: d.series,
  maxLength: d.max_length,
  maxWidth: d.max_width,
  maxThickness: d.max_thickness,
  tableA: d.table_a,
  tableB: d.table_b,
});

export async function slabList(ctx: MemberCtx, b: z.infer<typeof pickingSlabListBody>) {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  await assertOwned(q, orgId, { warehouse: b.warehouseId });
  if (b.projectId && !(await projectExists(q, orgId, b.projectId))) throw new AppError(Code.NotFound);
  if (b.deviceId && !(await findDevice(q, orgId, b.deviceId))) throw new AppError(Code.NotFound);
  const rows = await pageSlabs(q, orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) });
  return toPage(rows, b, toPickingSlab);
}

export async function recordList(
  ctx: MemberCtx,
  b: z.infer<typeof pickingRecordListBody>,
): Promise<Page<PickingRecord>> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  if (b.deviceId && !(await findDevice(q, orgId, b.deviceId))) throw new AppError(Code.NotFound);
  if (b.operatorId && !(await memberExists(q, orgId, b.operatorId))) throw new AppError(Code.NotFound);
  const to = b.dateTo ? new Date(dayStart(b.dateTo).getTime() + 86_400_000) : undefined;
  const rows = await pageRecords(q, orgId, {
    ...b,
    ...(b.dateFrom ? { from: dayStart(b.dateFrom) } : {}),
    ...(to ? { to } : {}),
    limit: b.pageSize,
    offset: offsetOf(b),
  });
  return toPage(rows, b, toRecord);
}

export async function recordSlabs(ctx: MemberCtx, recordId: string): Promise<PickingSlab[]> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  if (!(await recordExists(q, orgId, recordId))) throw new AppError(Code.NotFound);
  return (await slabsOfRecord(q, orgId, recordId)).map(toPickingSlab);
}

export async function options(ctx: MemberCtx): Promise<PickingOptions> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const [devices, choices] = await Promise.all([listDevices(q, orgId), pickingChoices(q, orgId)]);
  return {
    devices: devices.map(toDevice),
    warehouses: choices.warehouses.map((w) => ({ warehouseId: w.id, name: w.name, code: w.code })),
    operators: choices.operators.map((o) => ({ userId: o.user_id, name: o.name ?? "-" })),
    projects: choices.projects.map((p) => ({ projectId: p.id, name: p.name, projectNo: p.project_no })),
    stones: choices.stones,
    thicknesses: choices.thicknesses,
  };
}

/** The device, what is on each table in cutting order, and today's picking records. */
export async function deviceDetail(ctx: MemberCtx, deviceId: string): Promise<DeviceDetail> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const now = ctx.clock.now();
  const lang = ctx.lang;
  const d = await findDevice(q, orgId, deviceId);
  if (!d) throw new AppError(Code.NotFound);
  const [slabs, records, ingestErrors] = await Promise.all([
    slabsOnDevice(q, orgId, deviceId),
    deviceRecordsSince(q, orgId, deviceId, todayStart(now)),
    ingestErrorsOf(q, orgId, deviceId, todayStart(now), lang),
  ]);
  const tables = (["A", "B"] as const).map((side) => {
    const on = slabs.filter((s) => s.table_side === side).map(toPickingSlab);
    return {
      side,
      state: side === "A" ? d.table_a : d.table_b,
      slabCount: on.length,
      area: on.reduce((sum, s) => sum + s.area, 0),
      barcodes: on.map((s) => s.barcode),
      slabs: on,
    };
  });
  return {
    device: {
      ...toDevice(d),
      linked: d.linked_at !== null,
      linkedAt: d.linked_at?.toISOString() ?? null,
      status: machineStatus({ ...d, last_report_at: d.last_report_at ?? null }, now),
    },
    tables,
    todayPicks: records.filter((r) => r.kind === "pick" && r.device_id === deviceId).length,
    todayRecords: records.map(toRecord),
    ingestErrors,
  };
}
