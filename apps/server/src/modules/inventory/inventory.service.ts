import {
  type BlockListBody,
  Code,
  DEFAULT_KERF,
  DEFAULT_STAGES,
  type DeviceOption,
  type LayoutBoards,
  type MaterialDetail,
  type SlabChangeDeviceBody,
  type SlabCompleteBody,
  type SlabDetail,
  type SlabListBody,
  translate,
} from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { slabMachineData } from "../machine/cutting-records.ts";
import { completeSlab as completeCut } from "../production/cutting.service.ts";
import { slabHistory } from "../production/slab-history.repository.ts";
import { deviceMisfit } from "./cutting-plan.check.ts";
import {
  findAcceptedPlan,
  findPlanSlab,
  findProjectSettings,
  listLayoutBoards,
} from "./cutting-plan.repository.ts";
import { assertScope, slabStateError } from "./cutting-plan.service.ts";
import {
  findDevice,
  findDeviceCode,
  findSlab,
  inventoryOptions,
  listBlocks,
  listDevices,
  listLayoutSlabs,
  listSlabs,
  lockSlab,
  updateSlabDevice,
  updateSlabException,
  withDefects,
} from "./inventory.repository.ts";
import { remnantParent, slabRemnants } from "./remnant.service.ts";

/** State changes of a slab (exception, device, completion), its detail and the manual-layout reads. */

/** Slabs of the enterprise, paged and filtered. */
export async function slabList(ctx: MemberCtx, f: SlabListBody) {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  await assertOwned(q, orgId, { warehouse: f.warehouseId, block: f.blockId });
  return listSlabs(q, orgId, f);
}

/** Blocks with their slab counts by status and total area. */
export const blockList = (ctx: MemberCtx, f: BlockListBody) => listBlocks(ctx.db, ctx.actor.orgId, f);

/** Stones, thicknesses and warehouses for the list filters. */
export const filterOptions = (ctx: MemberCtx) => inventoryOptions(ctx.db, ctx.actor.orgId);

/** Locks the slab of this enterprise; 1002 when it is not theirs, 1012 when `version` is stale. */
async function lockFresh(q: Queryable, orgId: string, slabId: string, version: number) {
  const s = await lockSlab(q, orgId, slabId);
  if (!s) throw new AppError(Code.NotFound);
  if (s.version !== version) throw new AppError(Code.Conflict);
  return s;
}

export async function setException(
  ctx: MemberCtx,
  b: { slabId: string; exception: boolean; reason: string; version: number },
) {
  const c = ctx.actor;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const s = await lockFresh(q, c.orgId, b.slabId, b.version);
    const key = { slabId: b.slabId, orgId: c.orgId, version: b.version };
    const version = await updateSlabException(q, key, b.exception, b.exception ? b.reason : "", now);
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: b.slabId,
      action: b.exception ? "setException" : "clearException",
      from: s.exception ? "exception" : "normal",
      to: b.exception ? "exception" : "normal",
      detail: { reason: b.reason, previousReason: s.exception_reason },
      at: now,
    });
    return { version };
  });
}

/** Every device, suitable ones first, each with the reasons it cannot take the slab. */
export async function deviceOptions(ctx: MemberCtx, slabId: string): Promise<DeviceOption[]> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const slab = await findPlanSlab(q, orgId, slabId);
  if (!slab) throw new AppError(Code.NotFound);
  const devices = await listDevices(q, orgId);
  return devices
    .map((d) => {
      const reasons = deviceMisfit(slab, d);
      return {
        deviceId: d.id,
        code: d.code,
        series: d.series,
        maxLength: d.max_length,
        maxWidth: d.max_width,
        maxThickness: d.max_thickness,
        tableA: d.table_a,
        tableB: d.table_b,
        suitable: reasons.length === 0,
        reasons,
      };
    })
    .sort((a, b) => Number(b.suitable) - Number(a.suitable) || a.code.localeCompare(b.code));
}

export async function changeDevice(ctx: MemberCtx, b: SlabChangeDeviceBody) {
  const { actor: c, lang } = ctx;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const d = await findDevice(q, c.orgId, b.deviceId);
    if (!d) throw new AppError(Code.NotFound);
    const s = await lockFresh(q, c.orgId, b.slabId, b.version);
    if (s.status !== "toPick" && s.status !== "toCut")
      throw slabStateError(lang, s.status, "changeDevice", "inventory.deviceState");
    const reasons = deviceMisfit({ ...s, thickness: Number(s.thickness) }, d);
    if (reasons.length > 0)
      throw new AppError(Code.InvalidState, {
        msgKey: "inventory.deviceUnsuitable",
        params: {
          device: d.code,
          reason: reasons
            .map((r) => translate(lang, `inventory.reason.${r}`))
            .join(lang === "zh-CN" ? "；" : "; "),
        },
        data: { from: s.status, action: "changeDevice", reasons },
      });
    const old = s.device_id ? await findDeviceCode(q, s.device_id) : null;
    const key = { slabId: b.slabId, orgId: c.orgId, version: b.version };
    const version = await updateSlabDevice(q, key, b.deviceId, b.tableSide ?? null, now);
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: b.slabId,
      action: "changeDevice",
      from: old ?? null,
      to: d.code,
      detail: { deviceId: b.deviceId, tableSide: b.tableSide ?? null },
      at: now,
    });
    return { version };
  });
}

/**
 * Marks the slab complete from the material detail: the one completion of a slab
 * (production/cutting.service.ts `completeSlab`: transition table, boards, plans, projects).
 */
export async function completeSlab(ctx: MemberCtx, b: SlabCompleteBody) {
  const done = await completeCut(ctx, b);
  return { version: done.version };
}

async function slabOf(q: Queryable, orgId: string, slabId: string) {
  const r = await findSlab(q, orgId, slabId);
  if (!r) throw new AppError(Code.NotFound);
  return r;
}

/** The slab with its plan in a few numbers and its history. */
export async function slabDetail(ctx: MemberCtx, slabId: string): Promise<SlabDetail> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const r = await slabOf(q, orgId, slabId);
  const slab = withDefects(r);
  const plan = await findAcceptedPlan(q, orgId, r.id, slab.area);
  return {
    ...slab,
    completedAt: r.completed_at?.toISOString() ?? null,
    completedByName: r.completed_by_name,
    plan: plan
      ? {
          planId: plan.planId,
          source: plan.source,
          projectId: plan.projectId,
          projectName: plan.projectName,
          projectNo: plan.projectNo,
          planeId: plan.planeId,
          batchNo: plan.batchNo,
          boardCount: plan.boards.length,
          usedArea: plan.usedArea,
          yieldRate: plan.yieldRate,
          kerf: plan.kerf,
          stages: plan.stages,
          createdAt: plan.createdAt,
        }
      : null,
    history: await slabHistory(q, orgId, { id: r.id, blockId: r.block_id }),
    remnants: await slabRemnants(q, orgId, r.id),
    parent: r.parent_slab_id ? await remnantParent(q, orgId, r.id) : null,
  };
}

/** The slab and its accepted cutting plan, to draw. */
export async function materialDetail(ctx: MemberCtx, slabId: string): Promise<MaterialDetail> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const slab = withDefects(await slabOf(q, orgId, slabId));
  const plan = await findAcceptedPlan(q, orgId, slab.slabId, slab.area);
  return { slab, plan, machine: (await slabMachineData(q, orgId, slab.slabId))! };
}

/** Slabs a scope's unplanned boards could go on: same stone and thickness, toPick/toCut, no exception. */
export async function layoutSlabs(
  ctx: MemberCtx,
  b: {
    pageNum: number;
    pageSize: number;
    projectId?: string;
    planeId?: string;
    stone?: string;
    thickness?: number;
    barcode?: string;
    preferRemnants?: boolean;
  },
) {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const scope = await assertScope(q, orgId, b);
  return listLayoutSlabs(q, orgId, scope, b);
}

/** The manual-layout workbench: the slab, the boards it may take, its current plan, kerf and stages. */
export async function layoutBoards(
  ctx: MemberCtx,
  b: { projectId?: string; planeId?: string; slabId: string },
): Promise<LayoutBoards> {
  const { db: q } = ctx;
  const { orgId } = ctx.actor;
  const slabRow = await findSlab(q, orgId, b.slabId);
  if (!slabRow) throw new AppError(Code.NotFound);
  const scope = await assertScope(q, orgId, b);
  const slab = withDefects(slabRow);
  const plan = await findAcceptedPlan(q, orgId, b.slabId, slab.area);
  const boards = await listLayoutBoards(q, orgId, scope, slabRow, plan?.planId ?? null);
  const s = await findProjectSettings(q, scope.projectId);
  const num = (v: unknown, dflt: number) => (typeof v === "number" && Number.isInteger(v) ? v : dflt);
  return {
    slab,
    kerf: plan?.kerf ?? num(s.kerf, DEFAULT_KERF),
    stages: plan?.stages ?? num(s.stages, DEFAULT_STAGES),
    boards,
    plan,
  };
}
