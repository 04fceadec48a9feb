import { randomUUID } from "node:crypto";
import type { DeviceReportResult } from "@stoneworks/shared";
import mqtt from "mqtt";
import { vi } from "vitest";
import { sha256 } from "../../src/lib/crypto.ts";
import type { TestApp } from "../helper.ts";
import { insertDevice } from "../production/cutting-factories.ts";

/** Device report test data: a linked machine (its API key), and the report call as the machine makes it. */

export async function linkedDevice(t: TestApp, orgId: string, code?: string) {
  const deviceId = await insertDevice(t.db, orgId, code);
  const key = `dk_${randomUUID()}`;
  await t.db.query("UPDATE devices SET api_key_hash = $2, linked_at = now() WHERE id = $1", [
    deviceId,
    sha256(key),
  ]);
  const { rows } = await t.db.query<{ code: string }>("SELECT code FROM devices WHERE id = $1", [deviceId]);
  return { deviceId, key, code: rows[0]!.code };
}

export interface Envelope<T> {
  result: boolean;
  code: number;
  msg: string;
  data: T;
}

/** POST /api/device/report with the key in X-Device-Key. */
export async function sendReport(
  t: TestApp,
  key: string | undefined,
  records: unknown,
  lang = "zh-CN",
): Promise<Envelope<DeviceReportResult>> {
  const headers: Record<string, string> = { "content-type": "application/json", "accept-language": lang };
  if (key !== undefined) headers["x-device-key"] = key;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/device/report",
    headers,
    payload: JSON.stringify({ records }),
  });
  return res.json();
}

let n = 0;
/** A record of `kind` with a fresh recordId, started now (ISO with offset). */
export function rec(kind: "start" | "end" | "cut", extra: Record<string, unknown> = {}) {
  return {
    recordId: `R-${process.pid}-${++n}`,
    kind,
    table: "A",
    startedAt: new Date().toISOString(),
    ...extra,
  };
}

export async function storedRecords(t: TestApp, deviceId: string) {
  const { rows } = await t.db.query<{
    record_id: string;
    kind: string;
    slab_id: string | null;
    project_id: string | null;
    operator_id: string | null;
    operator_staff_no: string | null;
    cut_length_mm: number;
    area_cut_mm2: number;
    slabs_consumed_milli: number;
    status: string;
    via: string;
  }>(
    `SELECT record_id, kind, slab_id, project_id, operator_id, operator_staff_no, cut_length_mm, area_cut_mm2,
            slabs_consumed_milli, status, via FROM cutting_records WHERE device_id = $1 ORDER BY started_at, record_id`,
    [deviceId],
  );
  return rows;
}

/** A broker at `url` answers a connect attempt. */
export async function brokerReachable(url: string): Promise<boolean> {
  const c = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000 });
  const ok = await new Promise<boolean>((resolve) => {
    c.once("connect", () => resolve(true));
    // `on`, not `once`: a second error event without a listener would be thrown by the emitter.
    c.on("error", () => resolve(false));
    c.once("close", () => resolve(false));
  });
  await c.endAsync(true);
  return ok;
}

/**
 * Waits until a server subscribes to `<root>/device/+/report`: publishes a payload that is not JSON
 * (answered 1001 on …/PROBE/ack) until an answer comes.
 */
export async function mqttServerReady(url: string, root: string): Promise<void> {
  const c = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
  c.on("error", (err) => console.warn(`MQTT probe client: ${err.message}`));
  let answered = false;
  c.on("message", () => {
    answered = true;
  });
  await c.subscribeAsync(`${root}/device/PROBE/ack`, { qos: 1 });
  await vi.waitFor(
    async () => {
      if (answered) return;
      await c.publishAsync(`${root}/device/PROBE/report`, "not json", { qos: 1 });
      throw new Error("the server has not answered yet");
    },
    { timeout: 50_000, interval: 200 },
  );
  await c.endAsync();
}
