import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject, slabRow, slabWithBoards } from "../production/cutting-factories.ts";
import { brokerReachable, linkedDevice, rec, sendReport, storedRecords } from "./device-report-factories.ts";

/**
 * Device reports over MQTT (docs/api-machine.md "Device reports") against a real broker: Mosquitto at
 * MQTT_TEST_URL (default mqtt://127.0.0.1:1883; it runs here and in CI). Where no broker answers, the
 * broker tests are skipped and their title says why; the "broker down" test runs everywhere.
 */
const BROKER = process.env.MQTT_TEST_URL || "mqtt://127.0.0.1:1883";

const brokerUp = await brokerReachable(BROKER);

interface Ack {
  result: boolean;
  code: number;
  msg: string;
  data: {
    accepted: number;
    duplicates: number;
    rejected: { index: number; code: number; message: string }[];
  } | null;
}

describe.skipIf(!brokerUp)(
  `device reports over MQTT${brokerUp ? "" : ` (skipped: no MQTT broker reachable at ${BROKER})`}`,
  () => {
    // A topic root of this run only: other servers on the same broker never see these reports.
    const root = `sw-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    let t: TestApp;
    let orgId: string;
    let userId: string;
    let machine: MqttClient;
    const acks: { code: string; ack: Ack }[] = [];
    const waiters: (() => void)[] = [];

    /** Publishes as the machine `code` and waits for the next ack on its topic. */
    async function publish(code: string, payload: string | object): Promise<Ack> {
      const seen = acks.length;
      await machine.publishAsync(
        `${root}/device/${code}/report`,
        typeof payload === "string" ? payload : JSON.stringify(payload),
        { qos: 1 },
      );
      for (;;) {
        const hit = acks.slice(seen).find((a) => a.code === code);
        if (hit) return hit.ack;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    }

    beforeAll(async () => {
      t = await createTestApp({ MQTT_URL: BROKER, MQTT_TOPIC_ROOT: root });
      const owner = await createUser(t);
      userId = owner.userId;
      ({ orgId } = await createOrg(t, owner, "消息石材"));
      machine = await mqtt.connectAsync(BROKER, { reconnectPeriod: 0 });
      // A connection error is the tests' to judge (a missing ack fails them), not an uncaught event.
      machine.on("error", (err) => console.warn(`MQTT test machine: ${err.message}`));
      machine.on("message", (topic, payload) => {
        acks.push({ code: topic.split("/")[2]!, ack: JSON.parse(payload.toString()) });
        for (const w of waiters.splice(0)) w();
      });
      await machine.subscribeAsync(`${root}/device/+/ack`, { qos: 1 });
      // The server subscribes once it is ready and connected: probe with a payload that is not JSON
      // (answered 1001) until it answers.
      for (;;) {
        const seen = acks.length;
        await machine.publishAsync(`${root}/device/PROBE/report`, "not json", { qos: 1 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (acks.slice(seen).some((a) => a.code === "PROBE")) break;
      }
    });
    afterAll(async () => {
      await machine?.endAsync();
      await t?.close();
    });

    it("answers a payload that is not JSON with 1001", async () => {
      const ack = await publish("PROBE", "{records: oops");
      expect(ack).toMatchObject({ result: false, code: 1001, msg: "报告不是 JSON" });
    });

    it("stores a report, moves the slab, and acks with the same answer as HTTP; a record sent twice is stored once", async () => {
      const device = await linkedDevice(t, orgId);
      const { projectId, planeId } = await newProject(t, orgId);
      const s = await slabWithBoards(t, {
        orgId,
        userId,
        projectId,
        planeId,
        deviceId: device.deviceId,
        boards: 1,
        barcode: `MQ-${process.pid}`,
      });
      const start = rec("start", { slabBarcode: `MQ-${process.pid}` });
      const cut = rec("cut", { metresCut: 4.5, areaCut: 900_000, slabsConsumed: 1 });
      const ack = await publish(device.code, { key: device.key, records: [start, cut, { recordId: "x" }] });
      expect(ack).toMatchObject({ result: true, code: 1, data: { accepted: 2, duplicates: 0 } });
      expect(ack.data!.rejected).toEqual([
        { index: 2, code: 1001, reason: expect.any(String), message: expect.any(String) },
      ]);
      expect((await slabRow(t, s.slabId)).status).toBe("cutting");
      const again = await publish(device.code, { key: device.key, records: [cut, start] });
      expect(again.data).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
      // The same record over HTTP is a duplicate too: one store for both ways in.
      expect((await sendReport(t, device.key, [cut])).data.duplicates).toBe(1);
      const rows = await storedRecords(t, device.deviceId);
      expect(rows.map((r) => [r.record_id, r.via])).toEqual([
        [start.recordId, "mqtt"],
        [cut.recordId, "mqtt"],
      ]);
      expect(rows[1]).toMatchObject({
        cut_length_mm: 4500,
        area_cut_mm2: 900_000,
        slabs_consumed_milli: 1000,
      });
      const { rows: dev } = await t.db.query<{ last_report_at: Date | null }>(
        "SELECT last_report_at FROM devices WHERE id = $1",
        [device.deviceId],
      );
      expect(dev[0]!.last_report_at).not.toBeNull();
    });

    it("refuses a key that is not the topic's machine, an unknown key and a batch of 501, storing nothing", async () => {
      const a = await linkedDevice(t, orgId);
      const b = await linkedDevice(t, orgId);
      const wrong = await publish(b.code, { key: a.key, records: [rec("cut")] });
      expect(wrong).toMatchObject({ result: false, code: 5, msg: `密钥不属于主题中的设备 ${b.code}` });
      expect((await publish(a.code, { key: "dk_unknown", records: [rec("cut")] })).code).toBe(5);
      expect((await publish(a.code, { records: [rec("cut")] })).code).toBe(5);
      const many = await publish(a.code, {
        key: a.key,
        records: Array.from({ length: 501 }, () => rec("cut")),
      });
      expect(many).toMatchObject({ result: false, code: 1001 });
      expect(await storedRecords(t, a.deviceId)).toEqual([]);
      expect(await storedRecords(t, b.deviceId)).toEqual([]);
    });
  },
);

describe("a broker that is down", () => {
  it("does not stop the server: it starts, answers HTTP reports, and closes", async () => {
    // Port 1 on the loopback: nothing listens there, connecting fails at once and is retried.
    const t = await createTestApp({ MQTT_URL: "mqtt://127.0.0.1:1" });
    try {
      const owner = await createUser(t);
      const { orgId } = await createOrg(t, owner, "断线石材");
      const device = await linkedDevice(t, orgId);
      expect((await sendReport(t, device.key, [rec("cut")])).data).toEqual({
        accepted: 1,
        duplicates: 0,
        rejected: [],
      });
    } finally {
      await t.close();
    }
  });
});
