import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject, slabRow, slabWithBoards } from "../production/cutting-factories.ts";
import { linkedDevice, rec, sendReport, storedRecords } from "./device-report-factories.ts";
import { machineClient, startMosquitto, type TestBroker, untilServerAnswers } from "./mosquitto.ts";

/**
 * Device reports over MQTT (docs/api-machine.md "Device reports") on a Mosquitto of the test's own in
 * the unsecured dev mode (anonymous clients; machine identity is broker-security.test.ts's): topics
 * carry the machine's id, the payload `{ records }`; the answers, the size limit and the rate limit.
 */
const root = `sw-test-${process.pid}`;
/** Small limits of this file's server: a payload over 4 000 bytes, a 7th report within a minute. */
const MAX_BYTES = 4000;
const PER_MINUTE = 6;
let broker: TestBroker;
let t: TestApp;
let orgId: string;
let userId: string;

beforeAll(async () => {
  broker = await startMosquitto({ secure: false });
  t = await createTestApp({
    ...broker.serverEnv(root),
    MQTT_MAX_PAYLOAD_BYTES: String(MAX_BYTES),
    DEVICE_REPORTS_PER_MINUTE: String(PER_MINUTE),
  });
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner, "消息石材"));
  await untilServerAnswers(broker.port, root, "PROBE");
}, 60_000);

afterAll(async () => {
  await t?.close();
  await broker?.stop();
});

describe("device reports over MQTT", () => {
  it("answers a topic naming no linked machine with 5, and a payload that is not JSON with 1001", async () => {
    const stranger = await machineClient(broker.port, root, "S600-01");
    expect(await stranger.report({ records: [rec("cut")] })).toMatchObject({
      result: false,
      code: 5,
      msg: "主题中的设备 ID S600-01 没有已关联的设备：请先关联设备，再用设备 ID 和密钥连接",
    });
    await stranger.end();
    const device = await linkedDevice(t, orgId);
    const m = await machineClient(broker.port, root, device.deviceId);
    expect(await m.report("{records: oops")).toMatchObject({
      result: false,
      code: 1001,
      msg: "报告不是 JSON",
    });
    await m.end();
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
    const m = await machineClient(broker.port, root, device.deviceId);
    const start = rec("start", { slabBarcode: `MQ-${process.pid}` });
    const cut = rec("cut", { metresCut: 4.5, areaCut: 900_000, slabsConsumed: 1 });
    const ack = await m.report({ records: [start, cut, { recordId: "x" }] });
    expect(ack).toMatchObject({ result: true, code: 1, data: { accepted: 2, duplicates: 0 } });
    expect(ack.data!.rejected).toEqual([
      { index: 2, code: 1001, reason: expect.any(String), message: expect.any(String) },
    ]);
    expect((await slabRow(t, s.slabId)).status).toBe("cutting");
    const again = await m.report({ records: [cut, start] });
    await m.end();
    expect(again.data).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    // The same record over HTTP is a duplicate too: one store for both ways in.
    expect((await sendReport(t, device.key, [cut])).data.duplicates).toBe(1);
    const rows = await storedRecords(t, device.deviceId);
    expect(rows.map((r) => [r.record_id, r.via])).toEqual([
      [start.recordId, "mqtt"],
      [cut.recordId, "mqtt"],
    ]);
    expect(rows[1]).toMatchObject({ cut_length_mm: 4500, area_cut_mm2: 900_000, slabs_consumed_milli: 1000 });
  });

  it("refuses a batch of 501, and a payload over the size limit unread, storing nothing", async () => {
    const device = await linkedDevice(t, orgId);
    const m = await machineClient(broker.port, root, device.deviceId);
    const many = await m.report({ records: Array.from({ length: 501 }, () => rec("cut")) });
    expect(many).toMatchObject({ result: false, code: 1001 });
    // Over the limit, however broken: refused for its size, not as JSON it never became.
    const big = await m.report(`{"records": [${" ".repeat(MAX_BYTES)}`);
    expect(big).toMatchObject({
      result: false,
      code: 1001,
      msg: `报告超过上限（${MAX_BYTES} B）：请每次少报一些记录`,
    });
    await m.end();
    expect(await storedRecords(t, device.deviceId)).toEqual([]);
  });

  it("refuses a machine's reports beyond its rate with 1004 and retryAfter, on MQTT and HTTP alike, in both languages", async () => {
    const device = await linkedDevice(t, orgId);
    const m = await machineClient(broker.port, root, device.deviceId);
    // The bucket holds one minute's reports: half over MQTT, half over HTTP, then none.
    for (let i = 0; i < PER_MINUTE / 2; i++) expect((await m.report({ records: [rec("cut")] })).code).toBe(1);
    for (let i = 0; i < PER_MINUTE / 2; i++)
      expect((await sendReport(t, device.key, [rec("cut")])).code).toBe(1);
    const refused = rec("cut");
    const ack = await m.report({ records: [refused] });
    await m.end();
    expect(ack).toMatchObject({ result: false, code: 1004 });
    expect(ack.data!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(ack.data!.retryAfter).toBeLessThanOrEqual(60 / PER_MINUTE);
    expect(ack.msg).toBe(`该设备上报过于频繁：请等待每次应答后再发送，${ack.data!.retryAfter} 秒后重试`);
    const http = await sendReport(t, device.key, [refused], "en-US");
    expect(http).toMatchObject({ result: false, code: 1004 });
    expect(http.msg).toMatch(
      /^Too many reports from this machine: wait for each answer, and send again in \d+ s$/,
    );
    const stored = await storedRecords(t, device.deviceId);
    expect(stored).toHaveLength(PER_MINUTE);
    expect(stored.map((r) => r.record_id)).not.toContain(refused.recordId);
  });
});

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
