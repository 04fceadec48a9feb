import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mqtt from "mqtt";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { sha256 } from "../src/lib/crypto.ts";
import { mosquittoHash, syncBroker } from "../src/modules/machine/broker-auth.ts";
import { startMosquitto, untilServerAnswers } from "../test/machine/mosquitto.ts";
import type { BenchContext, Figure } from "./machine-data.ts";

/**
 * MQTT ingest (issue #25, docs/benchmarks.md): 20 machines at once on a Mosquitto of the bench's own,
 * secured as in production (each machine its own broker user and ACL, the files the server wrote),
 * each with a window of 4 reports of 100 records awaiting their ack (docs/api-machine.md "Flow
 * control"), against a second server on the same database subscribed with MQTT_URL. Records/s
 * (target ≥ 2 000) and nothing lost: every report answered, every record stored once.
 */
const MACHINES = 20;
const REPORTS = 30;
const SIZE = 100;
const WINDOW = 4;

interface Ack {
  code: number;
  data: { accepted: number } | null;
}

export async function ingestMqtt(ctx: BenchContext): Promise<Figure> {
  const broker = await startMosquitto();
  const root = `bench-${randomUUID().slice(0, 8)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sw-bench-mqtt-"));
  const run = randomUUID().slice(0, 8);
  const machines: { id: string; key: string }[] = [];
  for (let i = 1; i <= MACHINES; i++) {
    const key = `swd_${randomBytes(24).toString("base64url")}`;
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness, api_key_hash,
                            broker_password_hash, linked_at)
       VALUES ($1, $2, 'S600', 3600, 2000, 50, $3, $4, now()) RETURNING id`,
      [ctx.orgId, `MQ-${run}-${String(i).padStart(2, "0")}`, sha256(key), mosquittoHash(key)],
    );
    machines.push({ id: rows[0]!.id, key });
  }
  const app = await buildApp({
    config: loadConfig({
      SMS_PROVIDER: "log",
      SECRETS_KEY: randomBytes(32).toString("base64"),
      DATA_DIR: dataDir,
      DEVICE_REPORTS_PER_MINUTE: "100000",
      ...broker.serverEnv(root),
    }),
    db: ctx.db,
  });
  try {
    await app.ready();
    await syncBroker(app);
    await untilServerAnswers(broker.port, root, machines[0]!.id, machines[0]!.key);
    const totals = { sent: 0, accepted: 0, answered: 0, refused: 0 };
    const t0 = performance.now();
    await Promise.all(
      machines.map(async (m, mi) => {
        const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
          username: m.id,
          password: m.key,
          reconnectPeriod: 0,
        });
        const waiting: ((a: Ack) => void)[] = [];
        c.on("message", (_t, p) => waiting.shift()?.(JSON.parse(p.toString())));
        await c.subscribeAsync(`${root}/device/${m.id}/ack`, { qos: 1 });
        const inFlight = new Set<Promise<void>>();
        for (let r = 0; r < REPORTS; r++) {
          if (inFlight.size >= WINDOW) await Promise.race(inFlight);
          const records = Array.from({ length: SIZE }, (_, k) => ({
            recordId: `MQB-${run}-${mi}-${r}-${k}`,
            kind: "cut",
            table: k % 2 === 0 ? "A" : "B",
            startedAt: new Date(Date.now() - 60_000).toISOString(),
            metresCut: 3.2,
            areaCut: 1_000,
          }));
          const ack = new Promise<Ack>((resolve) => waiting.push(resolve));
          totals.sent += SIZE;
          await c.publishAsync(`${root}/device/${m.id}/report`, JSON.stringify({ records }), { qos: 1 });
          const p: Promise<void> = ack.then((a) => {
            totals.answered += 1;
            if (a.code === 1) totals.accepted += a.data!.accepted;
            else totals.refused += 1;
            inFlight.delete(p);
          });
          inFlight.add(p);
        }
        await Promise.all(inFlight);
        await c.endAsync();
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const stored = await ctx.db.query<{ n: number; d: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT (device_id, record_id))::int AS d FROM cutting_records WHERE record_id LIKE $1",
      [`MQB-${run}-%`],
    );
    const expected = MACHINES * REPORTS * SIZE;
    const exact =
      totals.answered === MACHINES * REPORTS &&
      totals.refused === 0 &&
      totals.accepted === expected &&
      stored.rows[0]!.n === expected &&
      stored.rows[0]!.d === expected;
    const rate = totals.sent / seconds;
    return {
      value: Math.round(rate),
      unit: "records/s",
      target: "≥ 2000, nothing lost",
      pass: rate >= 2000 && exact,
      note:
        `${totals.sent} records in ${MACHINES * REPORTS} reports of ${SIZE} in ${seconds.toFixed(1)} s, ` +
        `${MACHINES} machines at once (window ${WINDOW}); answered ${totals.answered}, accepted ` +
        `${totals.accepted}, stored ${stored.rows[0]!.n}${exact ? " (nothing lost)" : " (LOST OR REFUSED)"}; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    };
  } finally {
    await app.close();
    await broker.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
