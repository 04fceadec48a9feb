import { Code, type DeviceWhoami } from "@stoneworks/shared";
import type { PublicCtx } from "../../lib/context.ts";
import { sha256 } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { deviceOfKeyHash, linkedDeviceOfId, type ReportingDevice } from "./device-report.repository.ts";

/**
 * Who a machine is (DESIGN §12 "Machine identity", docs/api-machine.md "Device reports"): the one
 * check behind GET /api/device/whoami, POST /api/device/report and the MQTT subscriber.
 * - `{ key }`: the API key a machine presents over HTTP (X-Device-Key). A missing, non-text, empty or
 *   over-long key, or one no machine holds (never issued, re-issued since, revoked), is refused with 5
 *   and `machine.report.badKey`, whatever else the request says.
 * - `{ deviceId }`: over MQTT the topic names the machine by its id; the broker authenticated the
 *   publisher as that id (with the same key) and lets it publish only there. An id that is no linked
 *   machine (unknown, or its key revoked) is refused with 5 and `machine.report.notLinked`.
 */
export async function identifyDevice(
  ctx: PublicCtx,
  by: { key: unknown } | { deviceId: string },
): Promise<ReportingDevice> {
  if ("key" in by) {
    const { key } = by;
    const device =
      typeof key === "string" && key.length > 0 && key.length <= 200
        ? await deviceOfKeyHash(ctx.db, sha256(key))
        : undefined;
    if (!device) throw new AppError(Code.NotLoggedIn, { msgKey: "machine.report.badKey" });
    return device;
  }
  const id = by.deviceId;
  const device = UUID.test(id) ? await linkedDeviceOfId(ctx.db, id) : undefined;
  if (!device) throw new AppError(Code.NotLoggedIn, { msgKey: "machine.report.notLinked", params: { id } });
  return device;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/device/whoami: the machine presenting this key checks it (5 as for a report otherwise). */
export async function whoami(ctx: PublicCtx, key: unknown): Promise<DeviceWhoami> {
  const device = await identifyDevice(ctx, { key });
  return { code: device.code, series: device.series };
}
