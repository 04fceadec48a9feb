import type { DeviceSeries, SlabStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** SQL of device reports (docs/api-machine.md "Device reports"): the key, the slab, the record, the refusals. */

export interface ReportingDevice {
  id: string;
  org_id: string;
  code: string;
  series: DeviceSeries;
}

/** The machine holding this API key hash (any enterprise), or undefined. */
export async function deviceOfKeyHash(q: Queryable, keyHash: string) {
  const { rows } = await q.query<ReportingDevice>(
    "SELECT id, org_id, code, series FROM devices WHERE api_key_hash = $1",
    [keyHash],
  );
  return rows[0];
}

/** The machine's last report (accepted or not): the MES tile's "last report". */
export async function touchDevice(q: Queryable, deviceId: string, now: Date): Promise<void> {
  await q.query("UPDATE devices SET last_report_at = $2 WHERE id = $1", [deviceId, now]);
}

export interface ReportedSlab {
  id: string;
  barcode: string;
  status: SlabStatus;
  device_id: string | null;
  table_side: "A" | "B" | null;
  /** The project of its accepted cutting plan, if any. */
  project_id: string | null;
  /** Its latest pick onto a table (null: never picked). */
  picked_at: Date | null;
  /** Its area (length × width, mm²) and the area its stored ok records already cut. */
  area_mm2: string;
  cut_mm2: string;
}

const SLAB_COLUMNS = `s.id, s.barcode, s.status, s.device_id, s.table_side,
  (SELECT cp.project_id FROM cutting_plans cp WHERE cp.slab_id = s.id AND cp.status = 'accepted') AS project_id,
  (SELECT max(pr.created_at) FROM picking_record_slabs ps JOIN picking_records pr ON pr.id = ps.record_id
    WHERE ps.slab_id = s.id AND pr.kind = 'pick') AS picked_at,
  (s.length::bigint * s.width)::text AS area_mm2,
  (SELECT COALESCE(sum(c.area_cut_mm2), 0) FROM cutting_records c
    WHERE c.slab_id = s.id AND c.status = 'ok')::text AS cut_mm2`;

/** The enterprise's slab with this barcode, locked for its move, with its accepted plan's project. */
export async function slabOfBarcode(q: Queryable, orgId: string, barcode: string) {
  const { rows } = await q.query<ReportedSlab>(
    `SELECT ${SLAB_COLUMNS} FROM slabs s WHERE s.org_id = $1 AND s.barcode = $2 FOR UPDATE OF s`,
    [orgId, barcode],
  );
  return rows[0];
}

/** The enterprise's slabs with these barcodes (a report's records), by barcode. */
export async function slabsOfBarcodes(q: Queryable, orgId: string, barcodes: string[]) {
  const { rows } = await q.query<ReportedSlab>(
    `SELECT ${SLAB_COLUMNS} FROM slabs s WHERE s.org_id = $1 AND s.barcode = ANY($2::text[])`,
    [orgId, barcodes],
  );
  return new Map(rows.map((r) => [r.barcode, r]));
}

/** Which of these recordIds the machine has already stored. */
export async function storedRecordIds(q: Queryable, deviceId: string, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  const { rows } = await q.query<{ record_id: string }>(
    "SELECT record_id FROM cutting_records WHERE device_id = $1 AND record_id = ANY($2::text[])",
    [deviceId, recordIds],
  );
  return rows.map((r) => r.record_id);
}

/** users.id of the enterprise's members with these staff nos., by staff no. */
export async function operatorsOfStaffNos(q: Queryable, orgId: string, staffNos: string[]) {
  const { rows } = await q.query<{ staff_no: string; user_id: string }>(
    "SELECT staff_no, user_id FROM members WHERE org_id = $1 AND staff_no = ANY($2::text[])",
    [orgId, staffNos],
  );
  return new Map(rows.map((r) => [r.staff_no, r.user_id]));
}

const COLUMNS = `org_id, device_id, record_id, kind, table_side, slab_barcode, slab_id, project_id,
  operator_staff_no, operator_id, started_at, ended_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli,
  status, received_at, via`;

export interface RecordRow {
  orgId: string;
  deviceId: string;
  recordId: string;
  kind: "start" | "end" | "cut";
  tableSide: "A" | "B";
  slabBarcode: string | null;
  slabId: string | null;
  projectId: string | null;
  operatorStaffNo: string | null;
  operatorId: string | null;
  startedAt: string;
  endedAt: string | null;
  cutLengthMm: number;
  areaCutMm2: number;
  slabsConsumedMilli: number;
  status: "ok" | "aborted";
  receivedAt: Date;
  via: "http" | "mqtt";
}

/**
 * Stores the record unless (device, recordId) is already stored: the unique index decides, also
 * between two servers at once (the second waits for the first's commit, then does nothing).
 * True when stored, false for a duplicate.
 */
export async function insertRecord(q: Queryable, r: RecordRow): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cutting_records (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (device_id, record_id) DO NOTHING RETURNING id`,
    [
      r.orgId,
      r.deviceId,
      r.recordId,
      r.kind,
      r.tableSide,
      r.slabBarcode,
      r.slabId,
      r.projectId,
      r.operatorStaffNo,
      r.operatorId,
      r.startedAt,
      r.endedAt,
      r.cutLengthMm,
      r.areaCutMm2,
      r.slabsConsumedMilli,
      r.status,
      r.receivedAt,
      r.via,
    ],
  );
  return rows.length === 1;
}

/**
 * Stores the records in one statement, each unless (device, recordId) is already stored (or repeated
 * earlier in the list); returns the recordIds stored. Inserted in recordId order, so two servers
 * storing overlapping batches at once wait for each other key by key and never deadlock.
 */
export async function insertRecords(q: Queryable, rows: RecordRow[]): Promise<Set<string>> {
  const col = <K extends keyof RecordRow>(k: K) => rows.map((r) => r[k]);
  const { rows: stored } = await q.query<{ record_id: string }>(
    `INSERT INTO cutting_records (${COLUMNS})
     SELECT $1, $2, x.record_id, x.kind, x.table_side, x.slab_barcode, x.slab_id, x.project_id, x.staff_no,
            x.operator_id, x.started_at, x.ended_at, x.len, x.area, x.milli, x.status, $3, $4
       FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::uuid[], $11::text[], $12::uuid[],
                   $13::timestamptz[], $14::timestamptz[], $15::bigint[], $16::bigint[], $17::int[], $18::text[])
            WITH ORDINALITY AS x(record_id, kind, table_side, slab_barcode, slab_id, project_id, staff_no,
                                 operator_id, started_at, ended_at, len, area, milli, status, n)
      ORDER BY x.record_id, x.n
     ON CONFLICT (device_id, record_id) DO NOTHING RETURNING record_id`,
    [
      rows[0]!.orgId,
      rows[0]!.deviceId,
      rows[0]!.receivedAt,
      rows[0]!.via,
      col("recordId"),
      col("kind"),
      col("tableSide"),
      col("slabBarcode"),
      col("slabId"),
      col("projectId"),
      col("operatorStaffNo"),
      col("operatorId"),
      col("startedAt"),
      col("endedAt"),
      col("cutLengthMm"),
      col("areaCutMm2"),
      col("slabsConsumedMilli"),
      col("status"),
    ],
  );
  return new Set(stored.map((r) => r.record_id));
}

export interface IngestErrorRow {
  orgId: string;
  deviceId: string;
  recordId: string | null;
  code: number;
  messageKey: string;
  params: Record<string, string | number>;
  receivedAt: Date;
  via: "http" | "mqtt";
}

/** The hour (UTC-aligned) a refusal is counted in. */
const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);

/**
 * The records refused in one report, in one statement, aggregated per machine, reason and hour
 * (migration 0027): each reason of the report adds its count to the hour's row, which keeps the last
 * record id, params and time seen.
 */
export async function insertIngestErrors(q: Queryable, rows: IngestErrorRow[]): Promise<void> {
  if (rows.length === 0) return;
  const byReason = new Map<string, { row: IngestErrorRow; count: number }>();
  for (const row of rows) {
    const k = `${row.code}\u0000${row.messageKey}`;
    const seen = byReason.get(k);
    byReason.set(k, { row, count: (seen?.count ?? 0) + 1 });
  }
  const groups = [...byReason.values()];
  await q.query(
    `INSERT INTO device_ingest_errors
       (org_id, device_id, record_id, code, message_key, params, received_at, via, count, first_at, hour)
     SELECT $1, $2, r.record_id, r.code, r.message_key, r.params, $3, $4, r.n, $3, $5
       FROM unnest($6::text[], $7::int[], $8::text[], $9::jsonb[], $10::int[]) AS r(record_id, code, message_key, params, n)
     ON CONFLICT (device_id, code, message_key, hour) DO UPDATE
        SET count = device_ingest_errors.count + excluded.count,
            record_id = excluded.record_id, params = excluded.params, via = excluded.via,
            received_at = GREATEST(device_ingest_errors.received_at, excluded.received_at)`,
    [
      rows[0]!.orgId,
      rows[0]!.deviceId,
      rows[0]!.receivedAt,
      rows[0]!.via,
      hourOf(rows[0]!.receivedAt),
      groups.map((g) => g.row.recordId),
      groups.map((g) => g.row.code),
      groups.map((g) => g.row.messageKey),
      groups.map((g) => JSON.stringify(g.row.params)),
      groups.map((g) => g.count),
    ],
  );
}

/** The linked machine with this id (the MQTT topic's), or undefined (unknown, unlinked, or not an id). */
export async function linkedDeviceOfId(q: Queryable, id: string) {
  const { rows } = await q.query<ReportingDevice>(
    "SELECT id, org_id, code, series FROM devices WHERE id = $1 AND api_key_hash IS NOT NULL",
    [id],
  );
  return rows[0];
}

/** Every linked machine with a broker password: the broker's users (docs/configuration.md "MQTT broker"). */
export async function brokerUsers(q: Queryable) {
  const { rows } = await q.query<{ id: string; broker_password_hash: string }>(
    `SELECT id, broker_password_hash FROM devices
      WHERE api_key_hash IS NOT NULL AND broker_password_hash IS NOT NULL ORDER BY id`,
  );
  return rows;
}
