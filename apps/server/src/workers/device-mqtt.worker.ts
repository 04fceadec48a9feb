import { Code, codeMessageKey, type Lang, translate } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import mqtt, { type IPublishPacket, type MqttClient, type Packet } from "mqtt";
import { type PublicCtx, systemContext } from "../lib/context.ts";
import { AppError } from "../lib/errors.ts";
import { syncBroker } from "../modules/machine/broker-auth.ts";
import { identifyDevice } from "../modules/machine/device-identity.service.ts";
import * as reports from "../modules/machine/device-report.service.ts";

/**
 * Device reports over MQTT (DESIGN §11, §12 "Machine identity"; docs/api-machine.md "Device reports",
 * docs/architecture.md "Machines on MQTT"). When MQTT_URL is set the server subscribes, QoS 1, to
 * `<root>/device/+/report` through the shared subscription `$share/<root>/…` (several servers: each
 * report goes to one of them). The topic's second-to-last level is the machine's id: the broker
 * authenticated the publisher as that id and lets it publish only there, so the payload is
 * `{ records }` and carries no key. The answer, HTTP's envelope, goes to `<root>/device/<id>/ack`.
 *
 * Nothing lost: the session is persistent (clean: false, a fixed client id per server), so the broker
 * queues reports while the server is away; a report's PUBACK is sent only after it is committed and
 * its ack published, so a report in hand when the server stops is delivered again (and its records
 * then count as duplicates). Reports of different machines are handled at once; each machine's in the
 * order they came (one queue per machine). A broker that is down is retried every few seconds.
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

/** A report's context before its machine is known: no one acts yet, answers in LANG. */
const unknownSender = (app: FastifyInstance): PublicCtx => ({ ...systemContext(app, "", LANG), actor: null });

/** The answer to one report of the machine `deviceId` (the topic's). */
async function answerReport(app: FastifyInstance, deviceId: string, payload: Buffer): Promise<Envelope> {
  try {
    const device = await identifyDevice(unknownSender(app), { deviceId });
    const ctx = systemContext(app, device.org_id, LANG);
    await reports.admit(ctx, device);
    // Measured before anything is parsed: a payload over the limit is refused as it is.
    const max = app.config.mqttMaxPayloadBytes;
    if (payload.length > max) return failure(Code.ValidationFailed, "machine.report.tooLarge", { max });
    let body: { records?: unknown };
    try {
      body = JSON.parse(payload.toString("utf8"));
      if (!body || typeof body !== "object") throw new Error("not an object");
    } catch {
      return failure(Code.ValidationFailed, "machine.report.notJson", undefined, { errors: [] });
    }
    const records = reports.parseBatch(ctx, { records: body.records });
    const data = await reports.report(ctx, { device, records, via: "mqtt" });
    return { result: true, code: Code.Success, msg: translate(LANG, "code.success"), data };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const data = err.options.data ?? null;
    return failure(err.code, err.options.msgKey ?? codeMessageKey[err.code], err.options.params, data);
  }
}

/**
 * The MQTT subscriber, when MQTT_URL is set: once the app is ready the broker's files are written, then
 * the subscription starts; it ends with the app (the reports in hand first).
 */
export function startDeviceMqttWorker(app: FastifyInstance): void {
  let mqtt: DeviceMqtt | undefined;
  app.addHook("onReady", async () => {
    if (!app.config.mqttUrl) return;
    if (app.config.mqttBroker.passwordFile) await syncBroker(app);
    else
      app.log.warn(
        "MQTT in the unsecured dev mode (MQTT_BROKER_PASSWORD_FILE unset): any client of the broker can report as any machine; never in production",
      );
    mqtt = startDeviceMqtt(app);
  });
  app.addHook("onClose", async () => {
    await mqtt?.close();
  });
}

export interface DeviceMqtt {
  client: MqttClient;
  close(): Promise<void>;
}

type SendPacket = (packet: Packet, cb?: (err?: Error) => void, ...rest: unknown[]) => void;

/** Connects and subscribes (retrying while the broker is away); `close` ends after the reports in hand. */
function startDeviceMqtt(app: FastifyInstance): DeviceMqtt {
  const { mqttUrl: url, mqttTopicRoot: root, mqttClientId: clientId } = app.config;
  const client = mqtt.connect(url!, {
    clientId,
    clean: false,
    reconnectPeriod: RECONNECT_MS,
    connectTimeout: 5000,
  });
  const reportTopic = `${root}/device/+/report`;
  let down = false;
  client.on("connect", () => {
    if (down) app.log.info({ url: redact(url!) }, "MQTT broker reachable again");
    down = false;
    client.subscribe(`$share/${root}/${reportTopic}`, { qos: 1 }, (err) => {
      if (err) app.log.error({ err }, "MQTT subscription to device reports failed");
    });
  });
  client.on("error", (err) => {
    if (!down) app.log.warn({ err: err.message, url: redact(url!) }, "MQTT broker unreachable; retrying");
    down = true;
  });

  // The PUBACK of a report is ours to send once it is committed: mqtt.js would send it as soon as the
  // message is handed over, and hands over the next one only after that. So the handler returns at
  // once (the next report, of any machine, is handed over), mqtt.js's PUBACK for it is held back here,
  // and the real one goes out when the report's work is done — on the same connection only: after a
  // reconnect the broker delivers unacknowledged reports again.
  const internals = client as unknown as { _sendPacket: SendPacket };
  const send = internals._sendPacket.bind(client);
  const held = new Set<number>();
  let connection = 0;
  internals._sendPacket = (packet, cb, ...rest) => {
    if (packet.cmd === "puback" && packet.messageId !== undefined && held.has(packet.messageId)) {
      cb?.();
      return;
    }
    send(packet, cb, ...rest);
  };
  client.on("close", () => {
    connection += 1;
    held.clear();
    if (!down) app.log.warn({ url: redact(url!) }, "MQTT broker offline; retrying");
    down = true;
  });

  // One queue per machine: its reports one after another, other machines' beside them.
  const queues = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();
  function enqueue(deviceId: string, job: () => Promise<void>) {
    const next = (queues.get(deviceId) ?? Promise.resolve()).then(job);
    queues.set(deviceId, next);
    pending.add(next);
    void next.finally(() => {
      pending.delete(next);
      if (queues.get(deviceId) === next) queues.delete(deviceId);
    });
  }

  client.handleMessage = (packet: IPublishPacket, done) => {
    const parts = packet.topic.split("/");
    if (parts.length !== 4 || parts[1] !== "device" || parts[3] !== "report") return done();
    const deviceId = parts[2]!;
    const id = packet.qos > 0 ? packet.messageId : undefined;
    const on = connection;
    if (id !== undefined) held.add(id);
    enqueue(deviceId, async () => {
      const answer = await answerReport(app, deviceId, Buffer.from(packet.payload)).catch(
        (err: unknown): Envelope => {
          // A fault of ours (database away): the machine is told 9999 and sends the report again;
          // what was stored before the fault is then counted as duplicates.
          app.log.error({ err }, "MQTT device report failed");
          return failure(Code.ServerError, "code.serverError");
        },
      );
      await client
        .publishAsync(`${root}/device/${deviceId}/ack`, JSON.stringify(answer), { qos: 1 })
        .catch((err: Error) => app.log.warn({ err: err.message }, "MQTT ack not delivered"));
      if (id === undefined || on !== connection || !held.delete(id)) return;
      if (client.connected) send({ cmd: "puback", messageId: id });
    });
    done();
  };
  return {
    client,
    // Connected: the reports in hand finish and their acks go out first. Away: stop retrying now.
    close: async () => {
      if (client.connected) await Promise.allSettled([...pending]);
      await client.endAsync(!client.connected);
    },
  };
}

/** The broker's address for the log, without the server's password. */
function redact(url: string) {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}
