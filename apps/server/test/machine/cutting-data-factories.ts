import type { Queryable } from "../../src/db/db.ts";

/** Cutting records and accepted plans straight into the database (the ingest route is another test's). */

let n = 0;

export interface RecordSpec {
  orgId: string;
  deviceId: string;
  kind?: "start" | "end" | "cut";
  table?: "A" | "B";
  startedAt: Date;
  slabId?: string | null;
  slabBarcode?: string | null;
  projectId?: string | null;
  operatorId?: string | null;
  staffNo?: string | null;
  lengthMm?: number;
  areaMm2?: number;
  milli?: number;
  status?: "ok" | "aborted";
}

export async function insertRecord(q: Queryable, r: RecordSpec): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_barcode, slab_id, project_id,
       operator_staff_no, operator_id, started_at, ended_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli,
       status, received_at, via)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'seed') RETURNING id`,
    [
      r.orgId,
      r.deviceId,
      `R-${++n}-${process.pid}`,
      r.kind ?? "cut",
      r.table ?? "A",
      r.slabBarcode ?? null,
      r.slabId ?? null,
      r.projectId ?? null,
      r.staffNo ?? null,
      r.operatorId ?? null,
      r.startedAt,
      new Date(r.startedAt.getTime() + 600_000),
      r.lengthMm ?? 0,
      r.areaMm2 ?? 0,
      r.milli ?? 0,
      r.status ?? "ok",
      new Date(r.startedAt.getTime() + 660_000),
    ],
  );
  return rows[0]!.id;
}

/** An accepted cutting plan of `slabId` in `projectId` using `usedArea` mm². */
export async function insertAcceptedPlan(
  q: Queryable,
  orgId: string,
  slabId: string,
  projectId: string,
  usedArea: number,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cutting_plans (org_id, slab_id, project_id, source, status, kerf, used_area)
     VALUES ($1, $2, $3, 'manual', 'accepted', 4, $4) RETURNING id`,
    [orgId, slabId, projectId, usedArea],
  );
  return rows[0]!.id;
}
