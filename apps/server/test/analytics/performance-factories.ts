import type { TestApp } from "../helper.ts";

/**
 * Staff performance test data straight through SQL (the ingest route and the floor's routes are other
 * parts' work): cutting records as a machine reports them, craft records with their fee, boards packed.
 */

let n = 0;

/** A record of a device; kind cut by default, status ok, at `at` (the machine's start time). */
export async function cutRecord(
  t: TestApp,
  o: {
    orgId: string;
    deviceId: string;
    operatorId: string | null;
    at: Date;
    lengthMm?: number;
    areaMm2?: number;
    slabsMilli?: number;
    slabId?: string | null;
    /** The barcode as the machine sent it (kept when it names none of our slabs). */
    slabBarcode?: string | null;
    projectId?: string | null;
    kind?: "start" | "end" | "cut";
    status?: "ok" | "aborted";
  },
) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_id, slab_barcode, project_id, operator_id,
                                  started_at, ended_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli, status,
                                  received_at, via)
     VALUES ($1, $2, $3, $4, 'A', $5, $13, $6, $7, $8, $8::timestamptz + interval '5 minutes', $9, $10, $11, $12, $8, 'http')
     RETURNING id`,
    [
      o.orgId,
      o.deviceId,
      `R-${++n}`,
      o.kind ?? "cut",
      o.slabId ?? null,
      o.projectId ?? null,
      o.operatorId,
      o.at,
      o.lengthMm ?? 0,
      o.areaMm2 ?? 0,
      o.slabsMilli ?? 0,
      o.status ?? "ok",
      o.slabBarcode ?? null,
    ],
  );
  return rows[0]!.id;
}

/** A craft line of the board done by `operatorId` at `at`, with its quantity, unit price and fee as given. */
export async function craftRecord(
  t: TestApp,
  o: {
    orgId: string;
    projectId: string;
    boardId: string;
    craftId: string;
    workshopId: string;
    operatorId: string;
    at: Date;
    quantityMilli: number;
    unitPriceFen: number;
    feeFen: number;
    unit?: "piece" | "metre" | "squareMetre";
  },
) {
  const seq = ++n;
  await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, $2, $3)", [
    o.boardId,
    seq,
    o.craftId,
  ]);
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, pricing_unit, quantity_milli,
                                unit_price_fen, fee_fen, operator_id, done_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      o.orgId,
      o.projectId,
      o.boardId,
      seq,
      o.craftId,
      o.workshopId,
      o.unit ?? "metre",
      o.quantityMilli,
      o.unitPriceFen,
      o.feeFen,
      o.operatorId,
      o.at,
    ],
  );
  return rows[0]!.id;
}

/** The board packed into the box by `userId` at `at`. */
export async function packBoard(
  t: TestApp,
  o: { boardId: string; boxId: string | null; userId: string; at: Date },
) {
  await t.db.query("UPDATE project_boards SET box_id = $2, packed_at = $3, packed_by = $4 WHERE id = $1", [
    o.boardId,
    o.boxId,
    o.at,
    o.userId,
  ]);
}

/** Business days are Asia/Shanghai (UTC+8): a local time there as an instant. */
export const sh = (local: string) => new Date(`${local}+08:00`);

/** The member of the user gets a name, a staff no. and a department. */
export async function named(
  t: TestApp,
  userId: string,
  name: string,
  staffNo: string,
  departmentId: string | null,
) {
  await t.db.query("UPDATE members SET name = $2, staff_no = $3, department_id = $4 WHERE user_id = $1", [
    userId,
    name,
    staffNo,
    departmentId,
  ]);
}

export async function dept(t: TestApp, orgId: string, name: string, parentId: string | null = null) {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO departments (org_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id",
    [orgId, parentId, name],
  );
  return rows[0]!.id;
}
