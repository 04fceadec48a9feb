import {
  Code,
  type ProductionBoard,
  type ProductionDeliveryBody,
  type ProductionPlaneDetail,
  type ProductionProjectDetail,
  type ProductionProjectPage,
  type ProductionProjectTab,
  type ProductionState,
} from "@stoneworks/shared";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { toPage } from "../../lib/paging.ts";
import { m2 } from "../project/project.figures.ts";
import { dateFromDb, dateToDb } from "../project/project.repository.ts";
import * as repo from "./production-project.repository.ts";

/** Production projects (menu 2300): reviewed projects, their planes and boards, the delivery date. */

/**
 * done ÷ total as 0..100 with 2 decimals, rounded half up (11 of 12 is 91.67, not 91.66), but never
 * 100 before the last one (99.99 at most) and capped at 100.
 */
export function percentOf(done: bigint | number, total: bigint | number): number {
  const d = BigInt(done);
  const t = BigInt(total);
  if (t <= 0n) return 0;
  const rounded = (d * 20000n + t) / (2n * t);
  const hundredths = d < t && rounded >= 10000n ? 9999n : rounded;
  return Math.min(10000, Number(hundredths)) / 100;
}

/** The derived status of a group of boards (DESIGN §11): never stored. */
function productionState(f: repo.FiguresRow): ProductionState {
  if (f.board_count > 0 && f.done_boards === f.board_count) return "finished";
  return f.started > 0 || f.slabs_on_tables > 0 ? "inProduction" : "notStarted";
}

function figures(f: repo.FiguresRow) {
  const area = BigInt(f.area ?? 0);
  const doneArea = BigInt(f.done_area ?? 0);
  return {
    status: productionState(f),
    boardCount: f.board_count ?? 0,
    doneBoards: f.done_boards ?? 0,
    areaMm2: Number(area),
    area: m2(area),
    doneAreaMm2: Number(doneArea),
    doneArea: m2(doneArea),
    boardPercent: percentOf(f.done_boards ?? 0, f.board_count ?? 0),
    areaPercent: percentOf(doneArea, area),
    slabsOnTables: f.slabs_on_tables ?? 0,
  };
}

const header = (p: Omit<repo.ProductionProjectRow, "status">) => ({
  projectId: p.id,
  projectNo: p.project_no,
  name: p.name,
  clientName: p.client_name,
  projectType: p.project_type,
  reviewStatus: p.review_status,
  deliveryDate: dateFromDb(p.delivery_at),
  version: p.version,
});

export async function listProductionProjects(
  ctx: MemberCtx,
  f: { tab: ProductionProjectTab; keyword?: string; pageNum: number; pageSize: number },
): Promise<ProductionProjectPage> {
  const { rows, counts } = await repo.listProductionProjects(ctx.db, ctx.actor.orgId, f);
  return {
    ...toPage(rows, f, (r) => ({ ...header(r), ...figures(r), status: r.status, planeCount: r.plane_count })),
    counts,
  };
}

export async function productionProjectDetail(
  ctx: MemberCtx,
  projectId: string,
): Promise<ProductionProjectDetail> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const p = await repo.findProductionProject(q, orgId, projectId);
  if (!p) throw new AppError(Code.NotFound);
  const planes = await repo.planeFigures(q, orgId, projectId);
  return {
    ...header(p),
    ...figures(p),
    reviewedAt: p.reviewed_at ? new Date(p.reviewed_at).toISOString() : null,
    planes: planes.map((x) => ({ planeId: x.id, batchNo: x.batch_no, ...figures(x) })),
  };
}

const board = (b: repo.PlaneBoardRow): ProductionBoard => ({
  boardId: b.id,
  code: b.code,
  length: b.length,
  width: b.width,
  thickness: Number(b.thickness),
  areaMm2: b.length * b.width,
  area: m2(BigInt(b.length) * BigInt(b.width)),
  stone: b.stone,
  status: b.status,
  exception: b.exception,
  exceptionReason: b.exception_reason,
  broken: b.broken_at !== null,
  brokenAt: b.broken_at ? new Date(b.broken_at).toISOString() : null,
  slabId: b.slab_id,
  slabBarcode: b.barcode,
  slabStatus: b.slab_status,
  cuttingPlanId: b.plan_id,
  deviceCode: b.device_code,
  tableSide: b.table_side,
  rackNo: b.rack_no,
  boxNo: b.box_no,
});

export async function productionPlaneDetail(ctx: MemberCtx, planeId: string): Promise<ProductionPlaneDetail> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const pl = await repo.findProductionPlane(q, orgId, planeId);
  if (!pl) throw new AppError(Code.NotFound);
  const boards = await repo.planeBoards(q, orgId, planeId);
  return {
    planeId: pl.id,
    batchNo: pl.batch_no,
    projectId: pl.project_id,
    projectNo: pl.project_no,
    projectName: pl.project_name,
    ...figures(pl),
    boards: boards.map(board),
    racks: (await repo.planeRacks(q, orgId, planeId)).map((r) => ({ rackId: r.rack_id, rackNo: r.rack_no })),
  };
}

/** A new delivery date: versioned (stale → 1012), audited (project, setDeliveryTime, from → to). */
export function setDeliveryDate(ctx: MemberCtx, b: ProductionDeliveryBody): Promise<{ version: number }> {
  const orgId = ctx.actor.orgId;
  return auditedChange(ctx, "project", async (q, now) => {
    const p = await repo.lockProductionProject(q, orgId, b.projectId);
    if (!p) throw new AppError(Code.NotFound);
    if (p.version !== b.version) throw new AppError(Code.Conflict);
    const from = dateFromDb(p.delivery_at);
    const version = await repo.updateDelivery(q, orgId, b.projectId, dateToDb(b.deliveryDate)!, now);
    return {
      data: { version },
      audit: { entityId: b.projectId, action: "setDeliveryTime", from, to: b.deliveryDate },
    };
  });
}
