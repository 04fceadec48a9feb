/**
 * One machine's reports sent to two servers at once (issue #16: "a record already stored is counted as
 * a duplicate, never stored twice, also when two servers receive it at once"): two real server
 * processes on one PostgreSQL database, the same batches posted to both concurrently, one of them in
 * reverse order. Every record is stored once, the answers' accepted and duplicates add up exactly, and
 * the slab a start names moves once.
 *
 * PostgreSQL only (two processes cannot share PGlite); without TEST_DATABASE_URL its tests are
 * reported as skipped (`describe.runIf`), never as passed.
 */
import { randomUUID } from "node:crypto";
import type { DeviceReportResult, Envelope } from "@stoneworks/shared";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../src/lib/crypto.ts";
import { TEST_DATABASE_URL } from "../helper.ts";
import { type Server, type ServerPair, startServerPair } from "../processes.ts";

describe.runIf(TEST_DATABASE_URL)("one machine's reports on two servers at once", () => {
  let db: pg.Pool;
  let a: Server;
  let b: Server;
  const key = `dk_${randomUUID()}`;

  let pair: ServerPair | undefined;

  beforeAll(async () => {
    pair = await startServerPair(TEST_DATABASE_URL!);
    ({ a, b, db } = pair);
    // The demo's S600-01 is linked: its key is ours.
    await db.query("UPDATE devices SET api_key_hash = $1, linked_at = now() WHERE code = 'S600-01'", [
      sha256(key),
    ]);
  });

  afterAll(async () => {
    await pair?.close();
  });

  async function send(s: Server, records: unknown[]) {
    const res = await fetch(`${s.url}/api/device/report`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-device-key": key },
      body: JSON.stringify({ records }),
    });
    const body = (await res.json()) as Envelope<DeviceReportResult>;
    expect(body, `${s.name}: ${JSON.stringify(body).slice(0, 300)}`).toMatchObject({ result: true, code: 1 });
    return body.data;
  }

  it("stores each record once, counts every other arrival as a duplicate, and moves the slab once", async () => {
    // A slab waiting on S600-01's table (the demo has some): the first batch starts it.
    const { rows: slabs } = await db.query<{ id: string; barcode: string; table_side: string }>(
      `SELECT s.id, s.barcode, s.table_side FROM slabs s JOIN devices d ON d.id = s.device_id
        WHERE d.code = 'S600-01' AND s.status = 'toCut' ORDER BY s.barcode LIMIT 1`,
    );
    const slab = slabs[0]!;
    expect(slab).toBeDefined();
    const run = randomUUID().slice(0, 8);
    // In the past (the ingest refuses records more than 5 minutes ahead), after the slab's pick, and
    // cutting a sliver each so the 420 cuts stay within the slab's area.
    const t0 = Date.now() - 10 * 60_000;
    const record = (i: number) => ({
      recordId: `SCALE-${run}-${i}`,
      kind: i === 0 ? "start" : "cut",
      table: slab.table_side,
      slabBarcode: slab.barcode,
      startedAt: new Date(t0 + i * 1000).toISOString(),
      metresCut: 2.5,
      areaCut: 1_000,
      slabsConsumed: 0.01,
    });
    // Five batches of 100; batch k overlaps batch k-1 by 20 records (a machine resending after a timeout).
    const batches = Array.from({ length: 5 }, (_, k) =>
      Array.from({ length: 100 }, (_, i) => record(k * 80 + i)),
    );
    const unique = new Set(batches.flat().map((r) => r.recordId)).size;
    const sent = batches.flat().length * 2;
    let accepted = 0;
    let duplicates = 0;
    for (const batch of batches) {
      const answers = await Promise.all([send(a, batch), send(b, [...batch].reverse())]);
      for (const r of answers) {
        expect(r.rejected).toEqual([]);
        accepted += r.accepted;
        duplicates += r.duplicates;
      }
    }
    expect(accepted).toBe(unique);
    expect(duplicates).toBe(sent - unique);
    const stored = await db.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT record_id)::int AS distinct FROM cutting_records
        WHERE record_id LIKE $1`,
      [`SCALE-${run}-%`],
    );
    expect(stored.rows[0]).toEqual({ n: unique, distinct: unique });
    const moved = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'startCutting'",
      [slab.id],
    );
    expect(moved.rows[0]!.n).toBe(1);
    const { rows } = await db.query<{ status: string }>("SELECT status FROM slabs WHERE id = $1", [slab.id]);
    expect(rows[0]!.status).toBe("cutting");
  });
});
