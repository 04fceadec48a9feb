import { Code, codeMessageKey, type Lang, translate } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import mqtt, { type IPublishPacket, type MqttClient } from "mqtt";
import { AppError } from "../../lib/errors.ts";
import * as reports from "./device-report.service.ts";

/**
 * Device reports over MQTT (DESIGN §11, docs/api-machine.md "Device reports"): when MQTT_URL is set,
 * the server subscribes to `<root>/device/+/report` (root: MQTT_TOPIC_ROOT, default stoneworks) with
 * QoS 1 through the shared subscription `$share/<root>/…`, so with several servers on one broker each
 * report is handled by one of them. The payload is `{ key, records }`; the answer, the same envelope as
 * HTTP's, goes to `<root>/device/<code>/ack` with QoS 1. The broker's acknowledgement (PUBACK) is sent
 * after the report is stored, so a report whose server stopped midway is delivered again — and then
 * counted as duplicates by the unique index. A broker that is down is retried every few seconds; the
 * server runs on without it.
 */

/** Messages of MQTT answers: the enterprise's language (the payload names no language). */
const LANG: Lang = "zh-CN";
const RECONNECT_MS = 3000;

interface Envelope {
  result: boolean;
  code: number;
  msg: string;
  data: unknown;
}

const failure = (
  code: number,
  msgKey: string,
  params?: Record<string, string | number>,
  data: unknown = null,
) => ({
  result: false,
  code,
  msg: translate(LANG, msgKey, params),
  data,
});

/** The answer to one message on `topic` (the device code is the topic's third level). */
export async function answerReport(app: FastifyInstance, code: string, payload: Buffer): Promise<Envelope> {
  let body: { key?: unknown; records?: unknown };
  try {
    body = JSON.parse(payload.toString("utf8"));
    if (!body || typeof body !== "object") throw new Error("not an object");
  } catch {
    return failure(Code.ValidationFailed, "machine.report.notJson", undefined, { errors: [] });
  }
  try {
    const device = await reports.deviceOfKey(app.db, body.key);
    // The topic names the machine: a key of another machine is refused, nothing stored.
    if (device.code !== code) return failure(Code.NotLoggedIn, "machine.report.wrongDevice", { code });
    const now = app.clock.now();
    await reports.touchDevice(app.db, device, now);
    const records = reports.parseBatch(LANG, { records: body.records });
    const data = await reports.report(app.db, device, records, { lang: LANG, via: "mqtt", now });
    return { result: true, code: Code.Success, msg: translate(LANG, "code.success"), data };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const data = err.options.data ?? null;
    return failure(err.code, err.options.msgKey ?? codeMessageKey[err.code], err.options.params, data);
  }
}

export interface DeviceMqtt {
  client: MqttClient;
  close(): Promise<void>;
}

/** Connects and subscribes (retrying while the broker is away); `close` ends after the message in hand. */
export function startDeviceMqtt(app: FastifyInstance, url: string, root: string): DeviceMqtt {
  const client = mqtt.connect(url, {
    clientId: `stoneworks-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    reconnectPeriod: RECONNECT_MS,
    connectTimeout: 5000,
  });
  const reportTopic = `${root}/device/+/report`;
  let down = false;
  client.on("connect", () => {
    if (down) app.log.info({ url }, "MQTT broker reachable again");
    down = false;
    client.subscribe(`$share/${root}/${reportTopic}`, { qos: 1 }, (err) => {
      if (err) app.log.error({ err }, "MQTT subscription to device reports failed");
    });
  });
  client.on("error", (err) => {
    if (!down) app.log.warn({ err: err.message, url }, "MQTT broker unreachable; retrying");
    down = true;
  });
  client.on("offline", () => {
    if (!down) app.log.warn({ url }, "MQTT broker offline; retrying");
    down = true;
  });
  // One message at a time (mqtt.js waits for this callback before the next): a machine's reports are
  // stored in the order it sent them, and the PUBACK follows the commit.
  client.handleMessage = (packet: IPublishPacket, done) => {
    const parts = packet.topic.split("/");
    if (parts.length !== 4 || parts[1] !== "device" || parts[3] !== "report") return done();
    const code = parts[2]!;
    answerReport(app, code, Buffer.from(packet.payload))
      .catch((err: unknown): Envelope => {
        // A fault of ours (database away): the machine is told 9999 and sends the report again; what
        // was stored before the fault is then counted as duplicates.
        app.log.error({ err }, "MQTT device report failed");
        return failure(Code.ServerError, "code.serverError");
      })
      .then((answer) => {
        // Queued, not awaited: its PUBACK comes in behind this message, which must finish first.
        client.publish(`${root}/device/${code}/ack`, JSON.stringify(answer), { qos: 1 });
        done();
      });
  };
  return {
    client,
    // Connected: the acks in flight go out first. Away: nothing to wait for, stop retrying now.
    close: () => client.endAsync(!client.connected),
  };
}
