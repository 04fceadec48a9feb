import type { createDeviceBody, Device, deviceListBody, updateDeviceBody } from "@stoneworks/shared";
import { Code, type Page, SERIES_DEFAULTS } from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { mosquittoHash, syncBroker } from "../machine/broker-auth.ts";
import { reportMinutes, setReportMinutes } from "../machine/machine-status.repository.ts";
import { machineStatus } from "../machine/machine-status.ts";
import {
  clearDeviceKey,
  DEVICE_CODE_KEY,
  type DeviceRow,
  deleteDeviceRow,
  insertDevice,
  lockDevice,
  pageDevices,
  setDeviceKey,
  updateDeviceRow,
} from "./device.repository.ts";

const toItem = (d: DeviceRow, now: Date): Device => ({
  deviceId: d.id,
  code: d.code,
  series: d.series,
  maxLength: d.max_length,
  maxWidth: d.max_width,
  maxThickness: d.max_thickness,
  linked: d.linked_at !== null,
  linkedAt: d.linked_at?.toISOString() ?? null,
  status: machineStatus(d, now),
  tableA: d.table_a,
  tableB: d.table_b,
  tables: (d.tables ?? []).map((x) => ({
    ...x,
    area: Number(x.area),
    state: x.slabCount > 0 ? ("picked" as const) : ("unoccupied" as const),
  })),
  todayPicks: d.today_picks ?? 0,
  version: d.version,
});

export async function listDevices(ctx: MemberCtx, b: z.infer<typeof deviceListBody>): Promise<Page<Device>> {
  const now = ctx.clock.now();
  const since = businessDayStart(now);
  const rows = await pageDevices(ctx.db, ctx.actor.orgId, {
    ...b,
    limit: b.pageSize,
    offset: offsetOf(b),
    since,
  });
  return toPage(rows, b, (d) => toItem(d, now));
}

/** The start of the business day (Asia/Shanghai, UTC+8) of `at`. */
function businessDayStart(at: Date): Date {
  const offset = 8 * 3600 * 1000;
  const day = new Date(at.getTime() + offset).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) - offset);
}

/** A size left out takes the series' default. */
export async function createDevice(
  ctx: MemberCtx,
  b: z.infer<typeof createDeviceBody>,
): Promise<{ deviceId: string }> {
  const d = SERIES_DEFAULTS[b.series];
  const values = {
    code: b.code,
    series: b.series,
    maxLength: b.maxLength ?? d.maxLength,
    maxWidth: b.maxWidth ?? d.maxWidth,
    maxThickness: b.maxThickness ?? d.maxThickness,
  };
  try {
    return await auditedChange(ctx, "device", async (q, now) => {
      const deviceId = await insertDevice(q, ctx.actor.orgId, values, now);
      return { data: { deviceId }, audit: { entityId: deviceId, action: "create", to: b.code } };
    });
  } catch (err) {
    return codeTaken(err, DEVICE_CODE_KEY);
  }
}

export async function updateDevice(
  ctx: MemberCtx,
  b: z.infer<typeof updateDeviceBody>,
): Promise<{ version: number }> {
  try {
    return await auditedChange(ctx, "device", async (q, now) => {
      const key = { id: b.deviceId, orgId: ctx.actor.orgId, version: b.version };
      const version = await updateDeviceRow(q, key, b, now);
      return { data: { version }, audit: { entityId: b.deviceId, action: "update", to: b.code } };
    });
  } catch (err) {
    return codeTaken(err, DEVICE_CODE_KEY);
  }
}

/** A machine with a picked table (material on it) cannot be deleted. */
export async function deleteDevice(ctx: MemberCtx, deviceId: string): Promise<null> {
  await auditedChange(ctx, "device", async (q) => {
    const device = await lockDevice(q, ctx.actor.orgId, deviceId);
    if (!device) throw new AppError(Code.NotFound);
    if (device.table_a === "picked" || device.table_b === "picked") {
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.devicePicked",
        data: { from: "picked", action: "delete" },
      });
    }
    await deleteDeviceRow(q, ctx.actor.orgId, deviceId);
    return { data: null, audit: { entityId: deviceId, action: "delete", from: device.code } };
  });
  // Committed: the broker forgets the machine (DESIGN §12 "Machine identity").
  await syncBroker(ctx);
  return null;
}

/**
 * Links (or re-links) a machine: a new API key, shown once, stored hashed (for HTTP, and salted for the
 * MQTT broker's password file); the old key dies, on the broker too once its files are rewritten.
 */
export async function linkDevice(
  ctx: MemberCtx,
  deviceId: string,
): Promise<{ apiKey: string; linkedAt: string }> {
  const apiKey = `swd_${newToken()}`;
  const brokerHash = mosquittoHash(apiKey);
  const out = await auditedChange(ctx, "device", async (q, now) => {
    const linkedAt = await setDeviceKey(q, ctx.actor.orgId, deviceId, sha256(apiKey), brokerHash, now);
    if (!linkedAt) throw new AppError(Code.NotFound);
    return {
      data: { apiKey, linkedAt: linkedAt.toISOString() },
      audit: { entityId: deviceId, action: "link", to: "linked" },
    };
  });
  await syncBroker(ctx);
  return out;
}

export async function unlinkDevice(ctx: MemberCtx, deviceId: string): Promise<null> {
  await auditedChange(ctx, "device", async (q, now) => {
    if (!(await clearDeviceKey(q, ctx.actor.orgId, deviceId, now))) throw new AppError(Code.NotFound);
    return { data: null, audit: { entityId: deviceId, action: "unlink", from: "linked", to: "unlinked" } };
  });
  await syncBroker(ctx);
  return null;
}

/** The enterprise's reporting window (minutes) for machine status; audited when it changes. */
export function setReportWindow(ctx: MemberCtx, minutes: number): Promise<{ minutes: number }> {
  return auditedChange(ctx, "device", async (q, now) => {
    const before = await reportMinutes(q, ctx.actor.orgId);
    if (before === undefined || !(await setReportMinutes(q, ctx.actor.orgId, minutes, now)))
      throw new AppError(Code.NotFound);
    return {
      data: { minutes },
      audit: { entityId: ctx.actor.orgId, action: "reportWindow", from: String(before), to: String(minutes) },
    };
  });
}
