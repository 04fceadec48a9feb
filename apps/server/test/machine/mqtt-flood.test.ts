import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createOrg, createUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { linkedDevice, rec } from "./device-report-factories.ts";
import { type Ack, machineClient, startMosquitto, type TestBroker, untilServerAnswers } from "./mosquitto.ts";

/**
 * No report lost (issue #25 finding 2): one machine floods the server with 5 000 records while another
 * enterprise's machine sends 20 reports; with the flow control machine makers are told to use
 * (docs/api-machine.md "Flow control": a bounded window of reports awaiting their ack), the broker
 * settings of docs/configuration.md, and the server's per-machine queues with PUBACK after commit,
 * every record is stored exactly once and every report answered.
 */
const root = `sw-flood-${process.pid}`;
const FLOOD_REPORTS = 1000;
const PER_REPORT = 5;
/** Reports the flooding machine has out awaiting their ack at most. */
const WINDOW = 20;
let broker: TestBroker;
let t: TestApp;

beforeAll(async () => {
  broker = await startMosquitto({ secure: false });
  t = await createTestApp({ ...broker.serverEnv(root), DEVICE_REPORTS_PER_MINUTE: "1000000" });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await broker?.stop();
});

async function countOf(deviceId: string) {
  const { rows } = await t.db.query<{ n: number; distinct_ids: number }>(
    "SELECT count(*)::int AS n, count(DISTINCT record_id)::int AS distinct_ids FROM cutting_records WHERE device_id = $1",
    [deviceId],
  );
  return rows[0]!;
}

describe("an MQTT flood", () => {
  it("stores 5 000 records of one machine and 20 reports of another enterprise's machine during it, each exactly once", async () => {
    const orgA = await createOrg(t, await createUser(t), "洪水石材");
    const orgB = await createOrg(t, await createUser(t), "邻家石材");
    const flooder = await linkedDevice(t, orgA.orgId);
    const neighbour = await linkedDevice(t, orgB.orgId);
    const a = await machineClient(broker.port, root, flooder.deviceId);
    const b = await machineClient(broker.port, root, neighbour.deviceId);
    await untilServerAnswers(broker.port, root, flooder.deviceId);
    const before = (await countOf(flooder.deviceId)).n;

    const floodAcks: Ack[] = [];
    const flood = (async () => {
      const inFlight = new Set<Promise<void>>();
      for (let i = 0; i < FLOOD_REPORTS; i++) {
        if (inFlight.size >= WINDOW) await Promise.race(inFlight);
        const p: Promise<void> = a
          .report({ records: Array.from({ length: PER_REPORT }, () => rec("cut")) })
          .then((ack) => {
            floodAcks.push(ack);
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
      await Promise.all(inFlight);
    })();
    const neighbourAcks: Ack[] = [];
    // The neighbour starts once the flood is under way, and waits for each ack before the next report.
    await expect
      .poll(() => floodAcks.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(WINDOW);
    for (let i = 0; i < 20; i++) neighbourAcks.push(await b.report({ records: [rec("cut")] }));
    const floodDoneWhenNeighbourDone = floodAcks.length < FLOOD_REPORTS;
    await flood;
    await a.end();
    await b.end();

    expect(floodAcks).toHaveLength(FLOOD_REPORTS);
    expect(floodAcks.filter((x) => x.code !== 1 || x.data?.accepted !== PER_REPORT)).toEqual([]);
    expect(neighbourAcks.filter((x) => x.code !== 1 || x.data?.accepted !== 1)).toEqual([]);
    // The neighbour was served during the flood, not after it.
    expect(floodDoneWhenNeighbourDone).toBe(true);
    const stored = await countOf(flooder.deviceId);
    expect(stored.n - before).toBe(FLOOD_REPORTS * PER_REPORT);
    expect(stored.distinct_ids).toBe(stored.n);
    expect(await countOf(neighbour.deviceId)).toEqual({ n: 20, distinct_ids: 20 });
  }, 300_000);

  it("keeps the reports sent while the server is away and stores them once it is back (persistent session)", async () => {
    const { orgId } = await createOrg(t, await createUser(t), "断电石材");
    const device = await linkedDevice(t, orgId);
    await untilServerAnswers(broker.port, root, device.deviceId);
    const m = await machineClient(broker.port, root, device.deviceId);
    // The server stops (its session stays on the broker); the machine reports meanwhile.
    await t.app.close();
    const sent = Array.from({ length: 3 }, () => rec("cut"));
    const acks = sent.map((r) => m.report({ records: [r] }));
    // The same server (same client id, same database) starts again: the broker delivers what it queued.
    const again = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      jobs: { pollingSeconds: 0.5 },
    });
    try {
      await again.ready();
      const answers = await Promise.all(acks);
      expect(answers.map((a) => [a.code, a.data?.accepted])).toEqual([
        [1, 1],
        [1, 1],
        [1, 1],
      ]);
      expect(await countOf(device.deviceId)).toEqual({ n: 3, distinct_ids: 3 });
    } finally {
      await m.end();
      await again.close();
    }
  }, 120_000);
});
