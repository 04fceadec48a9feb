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
import type { Db, Queryable } from "../../db/db.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { assertOwned } from "../../lib/owned.repository.ts";
import type { Caller } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
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
} from "./picking.repository.ts";
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
export async function scan(q: Queryable, orgId: string, lang: Lang, barcode: string): Promise<PickingSlab> {
  const r = await findSlabByBarcode(q, orgId, barcode);
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
  c: Caller,
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
function fitting(lang: Lang, slabs: LockedSlab[], d: DeviceInfo, action: "pick" | "transfer") {
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
  if (keep.length === 0)
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
  remark: string;
  to: SlabStatus;
}

/** Writes the one record, moves the slabs, appends an event per slab. */
async function record(q: Queryable, c: Caller, a: Act, now: Date) {
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
      },
      at: now,
    });
  return { recordId, recordNo };
}

export function pick(
  db: Db,
  c: Caller,
  lang: Lang,
  b: z.infer<typeof pickBody>,
  now: Date,
): Promise<PickingDone> {
  return db.tx(async (q) => {
    const d = await deviceOf(q, c.orgId, b.deviceId);
    const slabs = await lockForAction(q, c, lang, b.slabIds, "pick");
    const { keep, removed } = fitting(lang, slabs, d, "pick");
    const plans = await issuedPlans(
      q,
      keep.map((s) => s.id),
    );
    const onDevice = keep.map((s) => plans.get(s.id)).find((p) => p?.device_id === d.id);
    const side = b.tableSide ?? onDevice?.table_side;
    if (!side) throw fieldError("tableSide", "production.picking.tableRequired");
    const planId = onDevice?.plan_id ?? [...plans.values()][0]?.plan_id ?? null;
    const r = await record(
      q,
      c,
      {
        kind: "pick",
        slabs: keep,
        deviceId: d.id,
        side,
        planOf: plans,
        planId,
        remark: b.remark,
        to: "toCut",
      },
      now,
    );
    return { ...r, count: keep.length, removed };
  });
}

export function returnSlabs(
  db: Db,
  c: Caller,
  lang: Lang,
  b: z.infer<typeof returnBody>,
  now: Date,
): Promise<PickingDone> {
  return db.tx(async (q) => {
    await assertOwned(q, c.orgId, { warehouse: b.warehouseId });
    const slabs = await lockForAction(q, c, lang, b.slabIds, "return");
    const from = sourceTable(slabs);
    const plans = await issuedPlans(
      q,
      slabs.map((s) => s.id),
    );
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
        planId: [...plans.values()][0]?.plan_id ?? null,
        remark: b.remark,
        to: "toPick",
      },
      now,
    );
    return { ...r, count: slabs.length, removed: [] };
  });
}

export function transfer(
  db: Db,
  c: Caller,
  lang: Lang,
  b: z.infer<typeof pickTransferBody>,
  now: Date,
): Promise<PickingDone> {
  return db.tx(async (q) => {
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
        planId: [...plans.values()][0]?.plan_id ?? null,
        remark: b.remark,
        to: "toCut",
      },
      now,
    );
    return { ...r, count: keep.length, removed };
  });
}
