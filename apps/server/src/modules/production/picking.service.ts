import {
  Code,
  type Lang,
  type PickingDone,
  type PickingKind,
  type PickingSlab,
  type pickBody,
  type pickTransferBody,
  type returnBody,
  SLAB_TRANSITIONS,
  type SlabStatus,
  type TableSide,
  translate,
} from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { MemberActor, MemberCtx } from "../../lib/context.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import { deviceMisfit } from "../inventory/cutting-plan.check.ts";
import {
  boardFigures,
  commonSafetyValue,
  type DeviceInfo,
  findDevice,
  findSlabByBarcode,
  insertRecord,
  issuedPlans,
  type LockedSlab,
  lastHolder,
  lockSlabs,
  moveSlabs,
  nextRecordNo,
  type PlannedTable,
} from "./picking.repository.ts";
import { againstPlan, doneRecord, offPlanDetail } from "./picking-plan.service.ts";
import { businessDay, toPickingSlab } from "./picking-views.service.ts";
import { transition } from "./transition.ts";

/**
 * Picking (DESIGN §11): pick toPick slabs onto a device table, return toCut slabs to a warehouse,
 * transfer them to another table. Each action locks its slabs (barcode order), goes through
 * SLAB_TRANSITIONS, writes ONE picking record and an audit event per slab, in one transaction.
 */

/** Racks needed when the enterprise has no racks yet: 8 m² of boards per rack. */
const DEFAULT_SAFETY_M2 = 8;
const PREFIX: Record<PickingKind, string> = { pick: "LL", return: "TL", transfer: "ZY" };

const stateKey = (s: SlabStatus) => `inventory.status.${s}`;

/** A scanned barcode: the slab, or what is wrong with it (unknown, cutting/done, exception). */
export async function scan(ctx: MemberCtx, b: { barcode: string }): Promise<PickingSlab> {
  const { barcode } = b;
  const lang = ctx.lang;
  const r = await findSlabByBarcode(ctx.db, ctx.actor.orgId, barcode);
  if (!r)
    throw new AppError(Code.NotFound, { msgKey: "production.picking.unknownBarcode", params: { barcode } });
  if (r.status !== "toPick" && r.status !== "toCut")
    throw new AppError(Code.InvalidState, {
      msgKey: "production.picking.scanState",
      params: { code: r.barcode, state: translate(lang, stateKey(r.status)) },
      data: { from: r.status, action: "scan" },
    });
  if (r.exception) throw exceptionError(lang, r, r.status === "toPick" ? "pick" : "return");
  return toPickingSlab(r);
}

function exceptionError(
  lang: Lang,
  s: { barcode: string; exception_reason: string; status: string },
  action: string,
) {
  return new AppError(Code.InvalidState, {
    msgKey: "production.picking.exception",
    params: {
      code: s.barcode,
      reason: s.exception_reason,
      action: translate(lang, `production.action.${action}`),
    },
    data: { from: s.status, action, exception: true },
  });
}

/** The locked slabs, all of them the caller's (else 1002), each allowed `action` by the table. */
async function lockForAction(
  q: Queryable,
  c: MemberActor,
  lang: Lang,
  ids: string[],
  action: "pick" | "return" | "transfer",
) {
  const slabs = await lockSlabs(q, c.orgId, ids);
  if (slabs.length !== ids.length) throw new AppError(Code.NotFound);
  for (const s of slabs) {
    if (s.exception && action !== "return") throw exceptionError(lang, s, action);
    if (action === "pick" && (s.status === "toCut" || s.status === "cutting")) {
      // Someone else has it: name who and where (the race's losers read this).
      const h = await lastHolder(q, s.id);
      if (h)
        throw new AppError(Code.InvalidState, {
          msgKey: "production.picking.takenBy",
          params: { code: s.barcode, name: h.name ?? "-", device: h.device, side: h.side },
          data: { from: s.status, action, holder: h.name, deviceCode: h.device, tableSide: h.side },
        });
    }
    transition(lang, SLAB_TRANSITIONS, s.status, action, {
      entity: "slab",
      code: s.barcode,
      stateKey: stateKey(s.status),
    });
  }
  return slabs;
}

/** Splits off the slabs the device cannot take (size, thickness), each with its reasons in words. */
function fitting(
  lang: Lang,
  slabs: LockedSlab[],
  d: DeviceInfo,
  action: "pick" | "transfer",
  throwWhenNone = true,
) {
  const keep: LockedSlab[] = [];
  const removed: PickingDone["removed"] = [];
  const sep = lang === "zh-CN" ? "；" : "; ";
  for (const s of slabs) {
    const reasons = deviceMisfit({ ...s, thickness: Number(s.thickness) }, d);
    if (reasons.length === 0) keep.push(s);
    else
      removed.push({
        slabId: s.id,
        barcode: s.barcode,
        reasons,
        message: translate(lang, "production.picking.misfit", {
          code: s.barcode,
          reasons: reasons.map((r) => translate(lang, `inventory.reason.${r}`)).join(sep),
        }),
      });
  }
  if (keep.length === 0 && throwWhenNone)
    throw new AppError(Code.InvalidState, {
      msgKey: "production.picking.allUnsuitable",
      params: { device: d.code, list: removed.map((r) => r.message).join(sep) },
      data: { from: slabs[0]!.status, action, removed },
    });
  return { keep, removed };
}

async function deviceOf(q: Queryable, orgId: string, deviceId: string) {
  const d = await findDevice(q, orgId, deviceId);
  if (!d) throw new AppError(Code.NotFound);
  return d;
}

/** All the slabs on one table (a return or transfer acts on one table at a time). */
function sourceTable(slabs: LockedSlab[]) {
  const first = slabs[0]!;
  if (
    slabs.some((s) => s.device_id !== first.device_id || s.table_side !== first.table_side) ||
    !first.device_id
  )
    throw new AppError(Code.InvalidState, {
      msgKey: "production.picking.mixedTables",
      data: { from: first.status, action: "mixedTables" },
    });
  return { deviceId: first.device_id, side: first.table_side ?? "A" };
}

interface Act {
  kind: PickingKind;
  slabs: LockedSlab[];
  deviceId: string;
  side: TableSide;
  toDeviceId?: string;
  toSide?: TableSide;
  warehouseId?: string;
  planOf: Map<string, { plan_id: string }>;
  planId: string | null;
  /** Slabs put elsewhere than their plan's table by the request's explicit choice (pick). */
  offPlan?: Map<string, PlannedTable>;
  remark: string;
  to: SlabStatus;
}

/** Writes the one record, moves the slabs, appends an event per slab. */
async function record(q: Queryable, c: MemberActor, a: Act, now: Date) {
  const ids = a.slabs.map((s) => s.id);
  const figures = await boardFigures(q, ids);
  const safety = (await commonSafetyValue(q, c.orgId)) || DEFAULT_SAFETY_M2;
  const racksNeeded = Math.ceil(figures.area / (safety * 1_000_000));
  const recordNo = await nextRecordNo(q, c.orgId, `${PREFIX[a.kind]}${businessDay(now).replaceAll("-", "")}`);
  const recordId = await insertRecord(q, {
    orgId: c.orgId,
    recordNo,
    kind: a.kind,
    deviceId: a.deviceId,
    tableSide: a.side,
    toDeviceId: a.toDeviceId ?? null,
    toTableSide: a.toSide ?? null,
    warehouseId: a.warehouseId ?? null,
    planId: a.planId,
    slabIds: ids,
    area: a.slabs.reduce((sum, s) => sum + s.length * s.width, 0),
    boards: figures.boards,
    racksNeeded,
    operatorId: c.userId,
    remark: a.remark,
    at: now,
  });
  const onTable =
    a.kind === "return" ? null : { deviceId: a.toDeviceId ?? a.deviceId, side: a.toSide ?? a.side };
  await moveSlabs(
    q,
    c.orgId,
    ids,
    {
      status: a.to,
      deviceId: onTable?.deviceId ?? null,
      side: onTable?.side ?? null,
      ...(a.warehouseId ? { warehouseId: a.warehouseId } : {}),
    },
    now,
  );
  for (const s of a.slabs)
    await writeAudit(q, {
      orgId: c.orgId,
      actorUserId: c.userId,
      entity: "slab",
      entityId: s.id,
      action: a.kind,
      from: s.status,
      to: a.to,
      detail: {
        deviceId: onTable?.deviceId ?? a.deviceId,
        tableSide: onTable?.side ?? a.side,
        ...(a.kind === "transfer" ? { fromDeviceId: a.deviceId, fromTableSide: a.side } : {}),
        warehouseId: a.warehouseId ?? null,
        recordId,
        recordNo,
        planId: a.planOf.get(s.id)?.plan_id ?? null,
        ...offPlanDetail(a.offPlan?.get(s.id)),
      },
      at: now,
    });
  return { recordId, recordNo };
}

interface Group {
  device: DeviceInfo;
  side: TableSide;
  slabs: LockedSlab[];
}

/**
 * The plan decides the table (docs/api-production.md "Picking"): each slab of an issued production plan
 * goes to its plan's device and table, one record per table; the chosen table takes the slabs without a
 * plan, or every slab with `offPlan` (the explicit, audited deviation).
 */
export function pick(ctx: MemberCtx, b: z.infer<typeof pickBody>): Promise<PickingDone> {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const target = b.deviceId ? await deviceOf(q, c.orgId, b.deviceId) : null;
    const slabs = await lockForAction(q, c, lang, b.slabIds, "pick");
    const plans = await issuedPlans(
      q,
      slabs.map((s) => s.id),
    );
    const unplanned = slabs.filter((s) => !plans.has(s.id));
    const planSide = (deviceId: string) =>
      slabs.map((s) => plans.get(s.id)).find((p) => p?.device_id === deviceId)?.table_side;
    if (target && !b.offPlan && unplanned.length === 0) {
      const against = slabs.filter((s) => {
        const p = plans.get(s.id)!;
        return p.device_id !== target.id || (b.tableSide !== undefined && b.tableSide !== p.table_side);
      });
      if (against.length > 0) throw againstPlan(lang, against, plans);
    }
    if (!target && (b.offPlan || unplanned.length > 0))
      throw fieldError("deviceId", "production.picking.deviceForUnplanned");
    const groups = new Map<string, Group>();
    const devices = new Map<string, DeviceInfo>(target ? [[target.id, target]] : []);
    const put = (device: DeviceInfo, side: TableSide, s: LockedSlab) => {
      const key = `${device.id}:${side}`;
      const g = groups.get(key) ?? { device, side, slabs: [] };
      g.slabs.push(s);
      groups.set(key, g);
    };
    const offPlan = new Map<string, PlannedTable>();
    for (const s of slabs) {
      const p = plans.get(s.id);
      if (p && !b.offPlan) {
        const d = devices.get(p.device_id) ?? (await deviceOf(q, c.orgId, p.device_id));
        devices.set(d.id, d);
        put(d, p.table_side, s);
        continue;
      }
      const side = b.tableSide ?? (b.offPlan ? undefined : planSide(target!.id));
      if (!side) throw fieldError("tableSide", "production.picking.tableRequired");
      if (p && (p.device_id !== target!.id || p.table_side !== side)) offPlan.set(s.id, p);
      put(target!, side, s);
    }
    const removed: PickingDone["removed"] = [];
    const kept: Group[] = [];
    const ordered = [...groups.values()].sort((x, y) =>
      `${x.device.code}:${x.side}`.localeCompare(`${y.device.code}:${y.side}`),
    );
    for (const g of ordered) {
      const fit = fitting(lang, g.slabs, g.device, "pick", false);
      removed.push(...fit.removed);
      if (fit.keep.length > 0) kept.push({ ...g, slabs: fit.keep });
    }
    if (kept.length === 0) fitting(lang, ordered[0]!.slabs, ordered[0]!.device, "pick");
    const records: PickingDone["records"] = [];
    for (const g of kept) {
      const planId =
        g.slabs
          .map((s) => plans.get(s.id))
          .find((p) => p?.device_id === g.device.id && p.table_side === g.side)?.plan_id ??
        g.slabs.map((s) => plans.get(s.id)?.plan_id).find(Boolean) ??
        null;
      const r = await record(
        q,
        c,
        {
          kind: "pick",
          slabs: g.slabs,
          deviceId: g.device.id,
          side: g.side,
          planOf: plans,
          planId,
          offPlan,
          remark: b.remark,
          to: "toCut",
        },
        now,
      );
      records.push(doneRecord(r, g.device, g.side, g.slabs, plans, planId));
    }
    return {
      recordId: records[0]!.recordId,
      recordNo: records[0]!.recordNo,
      count: records.reduce((n, r) => n + r.slabs.length, 0),
      removed,
      records,
      offPlan: kept
        .flatMap((g) => g.slabs)
        .filter((s) => offPlan.has(s.id))
        .map((s) => {
          const p = offPlan.get(s.id)!;
          return {
            slabId: s.id,
            barcode: s.barcode,
            planNo: p.plan_no,
            planDeviceCode: p.device_code,
            planTableSide: p.table_side,
          };
        }),
    };
  });
}

export function returnSlabs(ctx: MemberCtx, b: z.infer<typeof returnBody>): Promise<PickingDone> {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    await assertOwned(q, c.orgId, { warehouse: b.warehouseId });
    const slabs = await lockForAction(q, c, lang, b.slabIds, "return");
    const from = sourceTable(slabs);
    const plans = await issuedPlans(
      q,
      slabs.map((s) => s.id),
    );
    const planId = [...plans.values()][0]?.plan_id ?? null;
    const r = await record(
      q,
      c,
      {
        kind: "return",
        slabs,
        deviceId: from.deviceId,
        side: from.side,
        warehouseId: b.warehouseId,
        planOf: plans,
        planId,
        remark: b.remark,
        to: "toPick",
      },
      now,
    );
    const d = await deviceOf(q, c.orgId, from.deviceId);
    const records = [doneRecord(r, d, from.side, slabs, plans, planId)];
    return { ...r, count: slabs.length, removed: [], records, offPlan: [] };
  });
}

export function transfer(ctx: MemberCtx, b: z.infer<typeof pickTransferBody>): Promise<PickingDone> {
  const c = ctx.actor;
  const lang = ctx.lang;
  const now = ctx.clock.now();
  return ctx.db.tx(async (q) => {
    const d = await deviceOf(q, c.orgId, b.deviceId);
    const slabs = await lockForAction(q, c, lang, b.slabIds, "transfer");
    const from = sourceTable(slabs);
    if (from.deviceId === d.id && from.side === b.tableSide)
      throw new AppError(Code.InvalidState, {
        msgKey: "production.picking.sameTable",
        params: { code: slabs[0]!.barcode, device: d.code, side: b.tableSide },
        data: { from: "toCut", action: "transfer" },
      });
    const { keep, removed } = fitting(lang, slabs, d, "transfer");
    const plans = await issuedPlans(
      q,
      keep.map((s) => s.id),
    );
    const planId = [...plans.values()][0]?.plan_id ?? null;
    const r = await record(
      q,
      c,
      {
        kind: "transfer",
        slabs: keep,
        deviceId: from.deviceId,
        side: from.side,
        toDeviceId: d.id,
        toSide: b.tableSide,
        planOf: plans,
        planId,
        remark: b.remark,
        to: "toCut",
      },
      now,
    );
    const records = [doneRecord(r, d, b.tableSide, keep, plans, planId)];
    return { ...r, count: keep.length, removed, records, offPlan: [] };
  });
}
