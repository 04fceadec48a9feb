import type { Queryable } from "../../src/db/db.ts";
import type { TestApp } from "../helper.ts";

/** Dashboard test data straight into the database (the ingest route is another part's work). */

let n = 0;

export interface RecordSpec {
  orgId: string;
  deviceId: string;
  at: Date;
  kind?: "start" | "end" | "cut";
  status?: "ok" | "aborted";
  slabId?: string | null;
  lengthMm?: number;
  areaMm2?: number;
  slabsMilli?: number;
  side?: "A" | "B";
}

/** One cutting record as the machine reported it (via seed). */
export async function insertCuttingRecord(db: TestApp | Queryable, r: RecordSpec) {
  const q = "db" in db ? db.db : db;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_id, started_at, ended_at,
                                  cut_length_mm, area_cut_mm2, slabs_consumed_milli, status, received_at, via)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $7, 'seed') RETURNING id`,
    [
      r.orgId,
      r.deviceId,
      `DSH-${process.pid}-${++n}`,
      r.kind ?? "cut",
      r.side ?? "A",
      r.slabId ?? null,
      r.at,
      r.lengthMm ?? 0,
      r.areaMm2 ?? 0,
      r.slabsMilli ?? 0,
      r.status ?? "ok",
    ],
  );
  return rows[0]!.id;
}

/** A refused record of the device, its reason as a catalogue key. */
export async function insertIngestError(
  db: TestApp | Queryable,
  e: { orgId: string; deviceId: string; at: Date; key: string; recordId?: string; params?: object },
) {
  const q = "db" in db ? db.db : db;
  await q.query(
    `INSERT INTO device_ingest_errors
       (org_id, device_id, record_id, code, message_key, params, received_at, via, first_at, hour)
     VALUES ($1, $2, $3, 1001, $4, $5, $6, 'http', $6, to_timestamp(floor(extract(epoch FROM $6::timestamptz) / 3600) * 3600))
     ON CONFLICT (device_id, code, message_key, hour) DO UPDATE
        SET count = device_ingest_errors.count + 1, record_id = excluded.record_id, params = excluded.params,
            received_at = GREATEST(device_ingest_errors.received_at, excluded.received_at)`,
    [e.orgId, e.deviceId, e.recordId ?? null, e.key, JSON.stringify(e.params ?? {}), e.at],
  );
}
