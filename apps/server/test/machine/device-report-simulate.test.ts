import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDay, main, simulatedDay } from "../../../../scripts/device-simulate.ts";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject, slabRow, slabWithBoards } from "../production/cutting-factories.ts";
import { brokerReachable, linkedDevice, mqttServerReady, storedRecords } from "./device-report-factories.ts";

/** `npm run device:simulate` (scripts/device-simulate.ts) against a listening test server. */

const BROKER = process.env.MQTT_TEST_URL || "mqtt://127.0.0.1:1883";
const brokerUp = await brokerReachable(BROKER);
const root = `sw-sim-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

let t: TestApp;
let url: string;
let orgId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp(brokerUp ? { MQTT_URL: BROKER, MQTT_TOPIC_ROOT: root } : {});
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner, "模拟石材"));
});
afterAll(() => t.close());

async function slabsOn(deviceId: string, prefix: string, count: number) {
  const { projectId, planeId } = await newProject(t, orgId);
  const out: { slabId: string; barcode: string }[] = [];
  for (let i = 0; i < count; i++) {
    const barcode = `${prefix}-${i}`;
    const s = await slabWithBoards(t, { orgId, userId, projectId, planeId, deviceId, boards: 1, barcode });
    out.push({ slabId: s.slabId, barcode });
  }
  return out;
}

describe("the device simulator", () => {
  it("makes a realistic day: two shifts, each slab a start, cuts adding up to one slab, an end", () => {
    const day = simulatedDay({ day: "2026-11-20", slabs: ["S1", "S2", "S3"], table: "A", operator: "11" });
    expect(day.filter((r) => r.kind === "start").map((r) => r.slabBarcode)).toEqual(["S1", "S2", "S3"]);
    expect(day.filter((r) => r.kind === "end").map((r) => r.slabBarcode)).toEqual(["S1", "S2", "S3"]);
    for (const s of ["S1", "S2", "S3"]) {
      const cuts = day.filter((r) => r.slabBarcode === s && r.kind === "cut" && r.status !== "aborted");
      expect(cuts.reduce((n, r) => n + r.slabsConsumed!, 0)).toBeCloseTo(1, 2);
    }
    const free = simulatedDay({ day: "2026-11-20", slabs: [], table: "A", operator: "11" });
    expect(free.every((r) => r.kind === "cut" && r.slabBarcode === undefined)).toBe(true);
    const hours = free.map((r) => new Date(Date.parse(r.startedAt) + 8 * 3_600_000).getUTCHours());
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...hours)).toBeLessThan(24);
    expect(free.length).toBeGreaterThan(30);
  });

  it("never sends the future: today before 07:30 China time is yesterday, and nothing after now is sent", () => {
    // 06:10 China time on 27 November (22:10 UTC the day before).
    const early = Date.parse("2026-11-26T22:10:00Z");
    expect(defaultDay(early)).toBe("2026-11-26");
    expect(defaultDay(Date.parse("2026-11-27T00:00:00Z"))).toBe("2026-11-27");
    // Noon China time: the morning's records only, every one at or before now.
    const noon = Date.parse("2026-11-20T04:00:00Z");
    const half = simulatedDay({ day: "2026-11-20", slabs: [], table: "A", operator: "11", now: noon });
    expect(half.length).toBeGreaterThan(0);
    for (const r of half) {
      expect(Date.parse(r.startedAt)).toBeLessThanOrEqual(noon);
      expect(Date.parse(r.endedAt ?? r.startedAt)).toBeLessThanOrEqual(noon);
    }
    expect(
      simulatedDay({ day: "2026-11-20", slabs: [], table: "A", operator: "11", now: early - 86_400_000 * 7 }),
    ).toEqual([]);
    // A slab's cuts stay within its area; a run from a given time (after the pick) ends by now.
    const since = simulatedDay({
      day: "2026-11-20",
      slabs: ["S1"],
      table: "A",
      operator: "11",
      now: noon,
      startAt: noon - 3 * 3_600_000,
      slabArea: 2000 * 1534,
    });
    expect(since.map((r) => r.kind)).toContain("end");
    expect(Date.parse(since[0]!.startedAt)).toBeGreaterThanOrEqual(noon - 3 * 3_600_000);
    const area = since
      .filter((r) => r.kind === "cut" && r.status !== "aborted")
      .reduce((n, r) => n + r.areaCut!, 0);
    expect(area).toBeLessThanOrEqual(2000 * 1534);
  });

  it("sends a day over HTTP: the slabs go done, records stored; the same day again is all duplicates", async () => {
    const device = await linkedDevice(t, orgId);
    const slabs = await slabsOn(device.deviceId, `SIM-H-${process.pid}`, 2);
    const args = ["--url", url, "--key", device.key, "--day", "2026-11-20", "--batch", "7"];
    const first = await main([...args, "--slabs", slabs.map((s) => s.barcode).join(",")]);
    const stored = await storedRecords(t, device.deviceId);
    expect(first.accepted).toBe(stored.length);
    expect(first.rejected).toEqual([]);
    for (const s of slabs) expect((await slabRow(t, s.slabId)).status).toBe("done");
    const again = await main([...args, "--slabs", slabs.map((s) => s.barcode).join(",")]);
    expect(again).toEqual({ accepted: 0, duplicates: stored.length, rejected: [] });
  });

  it.skipIf(!brokerUp)(
    `sends a day over MQTT${brokerUp ? "" : ` (skipped: no MQTT broker reachable at ${BROKER})`}`,
    async () => {
      await mqttServerReady(BROKER, root);
      const device = await linkedDevice(t, orgId);
      const [slab] = await slabsOn(device.deviceId, `SIM-M-${process.pid}`, 1);
      const sum = await main([
        "--mqtt",
        "--mqtt-url",
        BROKER,
        "--root",
        root,
        "--device",
        device.deviceId,
        "--key",
        device.key,
        "--day",
        "2026-11-21",
        "--slabs",
        slab!.barcode,
      ]);
      const stored = await storedRecords(t, device.deviceId);
      expect(sum).toEqual({ accepted: stored.length, duplicates: 0, rejected: [] });
      expect(stored.every((r) => r.via === "mqtt")).toBe(true);
      expect((await slabRow(t, slab!.slabId)).status).toBe("done");
    },
  );
});
