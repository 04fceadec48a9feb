import {
  allowedActions,
  Code,
  PLAN_TRANSITIONS,
  type PlanAction,
  type PlanCandidate,
  type PlanCandidatePage,
  type PlanDetail,
  type PlanItem,
  type PlanPage,
  type PlanSlab,
  type planCandidatesBody,
  type planListBody,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { offsetOf } from "../../lib/paging.ts";
import {
  type CandidateRow,
  candidateOptions,
  countPlans,
  findPlan,
  orgName,
  type PlanRow,
  pageCandidates,
  pagePlans,
  planDevices,
  planSlabs,
  projectOwned,
} from "./production-plan.repository.ts";

/** Production plans, the reading side: list, candidates, detail (and sheet), devices. */

/** The actions of the table allowed now: cancel only while none of the plan's slabs is picked. */
function actionsOf(r: PlanRow): PlanAction[] {
  return allowedActions(PLAN_TRANSITIONS, r.status).filter(
    (a) => a !== "close" && (a !== "cancel" || r.slabs_picked === 0),
  );
}

const toItem = (r: PlanRow): PlanItem => ({
  planId: r.id,
  planNo: r.plan_no,
  planDate: r.plan_date,
  status: r.status,
  slabs: r.slabs,
  slabsDone: r.slabs_done,
  area: Number(r.area),
  boards: r.boards,
  devices: r.devices ?? [],
  remark: r.remark,
  createdByName: r.created_by_name,
  createdAt: r.created_at.toISOString(),
  issuedAt: r.issued_at?.toISOString() ?? null,
  actions: actionsOf(r),
  version: r.version,
});

export const toCandidate = (r: CandidateRow): PlanCandidate => ({
  slabId: r.id,
  barcode: r.barcode,
  blockNo: r.block_no,
  bundleNo: r.bundle_no,
  slabNo: r.slab_no,
  stone: r.stone,
  length: r.length,
  width: r.width,
  thickness: Number(r.thickness),
  area: Number(r.area),
  boards: r.boards,
  boardArea: Number(r.board_area),
  projectId: r.project_id ?? "",
  projectName: r.project_name ?? "",
  planeId: r.plane_id,
  batchNo: r.batch_no,
  warehouseName: r.warehouse_name,
});

export async function listPlans(ctx: MemberCtx, b: z.infer<typeof planListBody>): Promise<PlanPage> {
  const c = ctx.actor;
  const [rows, byStatus] = await Promise.all([
    pagePlans(ctx.db, c.orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) }),
    countPlans(ctx.db, c.orgId, b),
  ]);
  const counts = { all: 0, draft: 0, issued: 0, closed: 0, cancelled: 0 };
  for (const r of byStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return {
    list: rows.map(toItem),
    total: rows[0]?.total ?? 0,
    pageNum: b.pageNum,
    pageSize: b.pageSize,
    counts,
  };
}

export async function listCandidates(
  ctx: MemberCtx,
  b: z.infer<typeof planCandidatesBody>,
): Promise<PlanCandidatePage> {
  const c = ctx.actor;
  await assertOwned(ctx.db, c.orgId, { plane: b.planeId });
  if (b.projectId && !(await projectOwned(ctx.db, c.orgId, b.projectId))) throw new AppError(Code.NotFound);
  const [rows, opts] = await Promise.all([
    pageCandidates(ctx.db, c.orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) }),
    candidateOptions(ctx.db, c.orgId),
  ]);
  const projects = new Map<string, PlanCandidatePage["options"]["projects"][number]>();
  const stones = new Set<string>();
  const thicknesses = new Set<number>();
  for (const o of opts) {
    const p = projects.get(o.project_id) ?? {
      projectId: o.project_id,
      name: o.project_name,
      projectNo: o.project_no,
      planes: [],
    };
    if (o.plane_id && !p.planes.some((x) => x.planeId === o.plane_id))
      p.planes.push({ planeId: o.plane_id, batchNo: o.batch_no ?? "" });
    projects.set(o.project_id, p);
    stones.add(o.stone);
    thicknesses.add(Number(o.thickness));
  }
  return {
    list: rows.map(toCandidate),
    total: rows[0]?.total ?? 0,
    pageNum: b.pageNum,
    pageSize: b.pageSize,
    options: {
      projects: [...projects.values()],
      stones: [...stones].sort(),
      thicknesses: [...thicknesses].sort((x, y) => x - y),
    },
  };
}

export async function planDetail(ctx: MemberCtx, planId: string): Promise<PlanDetail> {
  const c = ctx.actor;
  const r = await findPlan(ctx.db, c.orgId, planId);
  if (!r) throw new AppError(Code.NotFound);
  const [rows, enterpriseName] = await Promise.all([planSlabs(ctx.db, planId), orgName(ctx.db, c.orgId)]);
  const tables: PlanDetail["tables"] = [];
  for (const s of rows) {
    let t = tables.at(-1);
    if (!t || t.deviceId !== s.device_id || t.tableSide !== s.table_side) {
      t = {
        deviceId: s.device_id,
        deviceCode: s.device_code,
        series: s.series,
        tableSide: s.table_side,
        slabs: [],
      };
      tables.push(t);
    }
    const slab: PlanSlab = {
      ...toCandidate(s),
      seq: s.seq,
      status: s.status,
      onDeviceCode: s.on_device_code,
      onTableSide: s.on_table_side,
      boardCodes: s.board_codes ?? [],
    };
    t.slabs.push(slab);
  }
  return {
    ...toItem(r),
    issuedByName: r.issued_by_name,
    closedAt: r.closed_at?.toISOString() ?? null,
    cancelledAt: r.cancelled_at?.toISOString() ?? null,
    slabsPicked: r.slabs_picked,
    tables,
    enterpriseName,
  };
}

/** The devices a planner assigns to, with their limits and current load. */
export async function devicesForPlans(ctx: MemberCtx) {
  const rows = await planDevices(ctx.db, ctx.actor.orgId);
  return rows.map((d) => ({
    deviceId: d.id,
    code: d.code,
    series: d.series,
    maxLength: d.max_length,
    maxWidth: d.max_width,
    maxThickness: Number(d.max_thickness),
    loadA: Number(d.load_a),
    loadB: Number(d.load_b),
  }));
}
