import type { PricingUnit } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { LINE_PRICE_SQL, LINE_QUANTITY_SQL } from "../project/board.repository.ts";

/**
 * SQL of crafts done (docs/api-floor.md "Crafts done"): boards' craft lines, craft records. Days of
 * the record filters are business days in Asia/Shanghai (UTC+8), as in sales and picking.
 */

export interface CraftBoardRow {
  id: string;
  code: string;
  status: string;
  exception: boolean;
  project_id: string;
  project_name: string;
  project_no: string;
  project_type: string;
  batch_no: string;
  length: number;
  width: number;
  trip_id: string | null;
  rack_number: number | null;
}

const BOARD_SELECT = `SELECT b.id, b.code, b.status, b.exception, b.project_id, p.name AS project_name, p.project_no,
         p.project_type, pl.batch_no, b.length, b.width, tb.trip_id, r.number AS rack_number
    FROM project_boards b
    JOIN projects p ON p.id = b.project_id
    JOIN planes pl ON pl.id = b.plane_id
    LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
    LEFT JOIN rack_trips t ON t.id = tb.trip_id
    LEFT JOIN racks r ON r.id = t.rack_id`;

/** The enterprise's most recent board with this code. */
export async function boardByCode(q: Queryable, orgId: string, code: string) {
  const { rows } = await q.query<CraftBoardRow>(
    `${BOARD_SELECT} WHERE b.org_id = $1 AND b.code = $2 ORDER BY b.created_at DESC, b.id LIMIT 1`,
    [orgId, code],
  );
  return rows[0];
}

/** These boards of the enterprise (those not theirs are left out), by code. */
export async function boardsByIds(q: Queryable, orgId: string, ids: string[]) {
  const { rows } = await q.query<CraftBoardRow>(
    `${BOARD_SELECT} WHERE b.org_id = $1 AND b.id = ANY($2::uuid[]) ORDER BY b.code, b.id`,
    [orgId, ids],
  );
  return rows;
}

/** Locks the boards' rows, in id order (so two confirms never deadlock). */
export async function lockBoards(q: Queryable, orgId: string, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM project_boards WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE",
    [orgId, ids],
  );
  return rows.map((r) => r.id);
}

/** The boards still on a trip. */
export async function tripBoardIds(q: Queryable, tripId: string): Promise<string[]> {
  const { rows } = await q.query<{ board_id: string }>(
    "SELECT board_id FROM rack_trip_boards WHERE trip_id = $1 AND unloaded_at IS NULL ORDER BY board_id",
    [tripId],
  );
  return rows.map((r) => r.board_id);
}

export interface RackRow {
  id: string;
  number: number;
  trip_id: string | null;
  stage: string | null;
  state: string | null;
}

/** A rack by its number, with its open trip if any. */
export async function rackByNumber(q: Queryable, orgId: string, number: number) {
  const { rows } = await q.query<RackRow>(
    `SELECT r.id, r.number, t.id AS trip_id, t.stage, t.state FROM racks r
       LEFT JOIN rack_trips t ON t.rack_id = r.id AND t.closed_at IS NULL
      WHERE r.org_id = $1 AND r.number = $2`,
    [orgId, number],
  );
  return rows[0];
}

/** A trip of the enterprise (locked when `lock`), with its rack's number. */
export async function tripById(q: Queryable, orgId: string, tripId: string, lock = false) {
  const { rows } = await q.query<RackRow & { closed: boolean }>(
    `SELECT r.id, r.number, t.id AS trip_id, t.stage, t.state, t.closed_at IS NOT NULL AS closed
       FROM rack_trips t JOIN racks r ON r.id = t.rack_id
      WHERE t.id = $1 AND t.org_id = $2 ${lock ? "FOR NO KEY UPDATE OF t" : ""}`,
    [tripId, orgId],
  );
  return rows[0];
}

export interface LineRow {
  board_id: string;
  seq: number;
  craft_id: string;
  craft_name: string;
  workshop_id: string;
  workshop_name: string;
  pricing_unit: PricingUnit;
  quantity_milli: string;
  imported: boolean;
  price_fen: string;
  from_flow: boolean;
  done: boolean;
}

/** Every craft line of these boards, in order, with quantity and unit price and whether it is done. */
export async function boardLines(q: Queryable, orgId: string, boardIds: string[]) {
  const { rows } = await q.query<LineRow>(
    `SELECT bc.board_id, bc.seq, c.id AS craft_id, c.name AS craft_name, c.workshop_id, w.name AS workshop_name,
            c.pricing_unit, ${LINE_QUANTITY_SQL} AS quantity_milli, bc.quantity_milli IS NOT NULL AS imported,
            ${LINE_PRICE_SQL} AS price_fen, s.craft_id IS NOT NULL AS from_flow,
            EXISTS (SELECT 1 FROM craft_records cr WHERE cr.board_id = bc.board_id AND cr.seq = bc.seq) AS done
       FROM project_board_crafts bc
       JOIN project_boards b ON b.id = bc.board_id
       JOIN projects p ON p.id = b.project_id
       JOIN crafts c ON c.id = bc.craft_id
       JOIN workshops w ON w.id = c.workshop_id
       LEFT JOIN process_flow_steps s ON s.org_id = b.org_id AND s.project_type = p.project_type AND s.craft_id = c.id
      WHERE b.org_id = $1 AND bc.board_id = ANY($2::uuid[])
      ORDER BY bc.board_id, bc.seq`,
    [orgId, boardIds],
  );
  return rows;
}

/** The board's latest craft record: who did what, when (for "already done by …"). */
export async function lastRecord(q: Queryable, boardId: string) {
  const { rows } = await q.query<{
    craft_name: string;
    workshop_id: string;
    operator_name: string;
    done_at: Date;
  }>(
    `SELECT c.name AS craft_name, r.workshop_id, COALESCE(m.name, u.nickname, '') AS operator_name, r.done_at
       FROM craft_records r JOIN crafts c ON c.id = r.craft_id JOIN users u ON u.id = r.operator_id
       LEFT JOIN members m ON m.user_id = r.operator_id AND m.org_id = r.org_id
      WHERE r.board_id = $1 ORDER BY r.done_at DESC, r.seq DESC LIMIT 1`,
    [boardId],
  );
  return rows[0];
}

export interface RecordValues {
  orgId: string;
  projectId: string;
  boardId: string;
  seq: number;
  craftId: string;
  workshopId: string;
  tripId: string | null;
  pricingUnit: PricingUnit;
  quantityMilli: number;
  unitPriceFen: number;
  feeFen: number;
  operatorId: string;
  at: Date;
}

/** Writes craft records; a line already done (unique board_id, seq) raises 23505. */
export async function insertRecords(q: Queryable, rs: RecordValues[]): Promise<string[]> {
  if (rs.length === 0) return [];
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, trip_id, pricing_unit,
            quantity_milli, unit_price_fen, fee_fen, operator_id, done_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::uuid[], $6::uuid[], $7::uuid[],
            $8::text[], $9::bigint[], $10::bigint[], $11::bigint[], $12::uuid[], $13::timestamptz[])
     RETURNING id`,
    [
      rs.map((r) => r.orgId),
      rs.map((r) => r.projectId),
      rs.map((r) => r.boardId),
      rs.map((r) => r.seq),
      rs.map((r) => r.craftId),
      rs.map((r) => r.workshopId),
      rs.map((r) => r.tripId),
      rs.map((r) => r.pricingUnit),
      rs.map((r) => r.quantityMilli),
      rs.map((r) => r.unitPriceFen),
      rs.map((r) => r.feeFen),
      rs.map((r) => r.operatorId),
      rs.map((r) => r.at),
    ],
  );
  return rows.map((r) => r.id);
}

export async function workshopById(q: Queryable, orgId: string, id: string) {
  const { rows } = await q.query<{ id: string; name: string; category: string }>(
    "SELECT id, name, category FROM workshops WHERE id = $1 AND org_id = $2",
    [id, orgId],
  );
  return rows[0];
}

export const ownsProject = (q: Queryable, orgId: string, id: string) =>
  exists(q, "SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [id, orgId]);
export const ownsBoard = (q: Queryable, orgId: string, id: string) =>
  exists(q, "SELECT 1 FROM project_boards WHERE id = $1 AND org_id = $2", [id, orgId]);
export const isMember = (q: Queryable, orgId: string, userId: string) =>
  exists(q, "SELECT 1 FROM members WHERE user_id = $1 AND org_id = $2", [userId, orgId]);

async function exists(q: Queryable, sql: string, params: unknown[]) {
  const { rows } = await q.query(sql, params);
  return rows.length > 0;
}

export interface RecordFilter {
  projectId?: string;
  boardId?: string;
  operatorId?: string;
  workshopId?: string;
  keyword?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

const RECORD_WHERE = `r.org_id = $1 AND ($2::uuid IS NULL OR r.project_id = $2) AND ($3::uuid IS NULL OR r.board_id = $3)
     AND ($4::uuid IS NULL OR r.operator_id = $4) AND ($5::uuid IS NULL OR r.workshop_id = $5)
     AND ($6::text IS NULL OR b.code ILIKE '%' || $6 || '%' OR c.name ILIKE '%' || $6 || '%'
          OR p.name ILIKE '%' || $6 || '%' OR p.project_no ILIKE '%' || $6 || '%')
     AND ($7::date IS NULL OR r.done_at >= ($7::date)::timestamp AT TIME ZONE 'Asia/Shanghai')
     AND ($8::date IS NULL OR r.done_at < ($8::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`;

const RECORD_FROM = `FROM craft_records r
       JOIN project_boards b ON b.id = r.board_id
       JOIN projects p ON p.id = r.project_id
       JOIN crafts c ON c.id = r.craft_id
       JOIN workshops w ON w.id = r.workshop_id
       JOIN users u ON u.id = r.operator_id
       LEFT JOIN members m ON m.user_id = r.operator_id AND m.org_id = r.org_id
       LEFT JOIN rack_trips t ON t.id = r.trip_id
       LEFT JOIN racks rk ON rk.id = t.rack_id`;

const filterParams = (orgId: string, f: RecordFilter) => [
  orgId,
  f.projectId ?? null,
  f.boardId ?? null,
  f.operatorId ?? null,
  f.workshopId ?? null,
  f.keyword || null,
  f.from ?? null,
  f.to ?? null,
];

export async function pageRecords(q: Queryable, orgId: string, f: RecordFilter) {
  const { rows } = await q.query<{
    id: string;
    board_id: string;
    board_code: string;
    project_id: string;
    project_name: string;
    project_no: string;
    seq: number;
    craft_id: string;
    craft_name: string;
    workshop_id: string;
    workshop_name: string;
    pricing_unit: PricingUnit;
    quantity_milli: string;
    unit_price_fen: string;
    fee_fen: string;
    operator_id: string;
    operator_name: string;
    rack_number: number | null;
    done_at: Date;
    total: number;
  }>(
    `SELECT r.id, r.board_id, b.code AS board_code, r.project_id, p.name AS project_name, p.project_no, r.seq,
            r.craft_id, c.name AS craft_name, r.workshop_id, w.name AS workshop_name, r.pricing_unit,
            r.quantity_milli, r.unit_price_fen, r.fee_fen, r.operator_id,
            COALESCE(m.name, u.nickname, '') AS operator_name, rk.number AS rack_number, r.done_at,
            count(*) OVER ()::int AS total
       ${RECORD_FROM}
      WHERE ${RECORD_WHERE}
      ORDER BY r.done_at DESC, b.code, r.seq LIMIT $9 OFFSET $10`,
    [...filterParams(orgId, f), f.limit, f.offset],
  );
  return rows;
}

export async function recordsFee(q: Queryable, orgId: string, f: RecordFilter): Promise<number> {
  const { rows } = await q.query<{ fee: string }>(
    `SELECT COALESCE(sum(r.fee_fen), 0)::bigint AS fee ${RECORD_FROM} WHERE ${RECORD_WHERE}`,
    filterParams(orgId, f),
  );
  return Number(rows[0]!.fee);
}

export async function recordProjects(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ id: string; name: string; project_no: string }>(
    `SELECT p.id, p.name, p.project_no FROM projects p
      WHERE p.org_id = $1 AND EXISTS (SELECT 1 FROM craft_records r WHERE r.project_id = p.id)
      ORDER BY p.project_no`,
    [orgId],
  );
  return rows;
}

export async function recordOperators(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ user_id: string; name: string }>(
    `SELECT DISTINCT r.operator_id AS user_id, COALESCE(m.name, u.nickname, '') AS name
       FROM craft_records r JOIN users u ON u.id = r.operator_id
       LEFT JOIN members m ON m.user_id = r.operator_id AND m.org_id = r.org_id
      WHERE r.org_id = $1 ORDER BY name`,
    [orgId],
  );
  return rows;
}
