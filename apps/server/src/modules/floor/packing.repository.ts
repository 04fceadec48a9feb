import type { BoardPackingState, BoxAction, BoxListBody, BoxState } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";

/**
 * SQL of packing boxes (docs/api-floor.md "Packing"). A box's status and a board's packing status are
 * derived here, never stored: a box is done when sealed, packing when a board is packed into it
 * (`packed_at` set), else toPack; a board is toPack until packed, packing in an unsealed box, packed
 * once the box is sealed. `project_boards.box_id` is the board's box (the packing list's until packed).
 */

const ACTOR =
  "COALESCE((SELECT m.name FROM members m WHERE m.user_id = {u} AND m.org_id = {o}), (SELECT u.nickname FROM users u WHERE u.id = {u}))";
const actorName = (user: string, org: string) => ACTOR.replaceAll("{u}", user).replaceAll("{o}", org);

/**
 * The code printed on a box's label and scanned: `<projectNo>-<boxNo>`, or the box no. alone when it
 * already starts with `<projectNo>-` (shared `boxCode`).
 */
const BOX_CODE = `CASE WHEN left(x.box_no, length(p.project_no) + 1) = p.project_no || '-' THEN x.box_no
      ELSE p.project_no || '-' || x.box_no END`;
const BOX_STATUS = `CASE WHEN x.sealed_at IS NOT NULL THEN 'done'
      WHEN EXISTS (SELECT 1 FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) THEN 'packing'
      ELSE 'toPack' END`;

export interface BoxRow {
  id: string;
  box_no: string;
  code: string;
  project_id: string;
  project_no: string;
  project_name: string;
  review_status: string;
  length: number;
  width: number;
  height: number;
  status: BoxState;
  board_count: number;
  area_mm2: string;
  planned_count: number;
  sealed_at: Date | null;
  sealed_by_name: string | null;
  short_codes: string[] | null;
  version: number;
  total?: number;
}

const BOX_SELECT = `SELECT x.id, x.box_no, ${BOX_CODE} AS code, x.project_id, p.project_no, p.name AS project_name, p.review_status,
            x.length, x.width, x.height, ${BOX_STATUS} AS status,
            (SELECT count(*)::int FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) AS board_count,
            (SELECT COALESCE(sum(b.length::bigint * b.width), 0)::text FROM project_boards b
              WHERE b.box_id = x.id AND b.packed_at IS NOT NULL) AS area_mm2,
            (SELECT count(*)::int FROM project_boards b WHERE b.box_id = x.id AND b.packed_at IS NULL) AS planned_count,
            x.sealed_at, ${actorName("x.sealed_by", "x.org_id")} AS sealed_by_name, x.short_codes, x.version
       FROM packing_boxes x JOIN projects p ON p.id = x.project_id`;

/** Boxes of approved (in production) projects first, then finished ones, then the rest (not approved). */
export async function pageBoxes(q: Queryable, orgId: string, f: BoxListBody) {
  const { rows } = await q.query<BoxRow>(
    `SELECT * FROM (${BOX_SELECT}
      WHERE x.org_id = $1 AND ($2::uuid IS NULL OR x.project_id = $2)
        AND ($3::text IS NULL OR ${BOX_CODE} ILIKE '%' || $3 || '%' OR p.name ILIKE '%' || $3 || '%')) s
      WHERE ($4::text IS NULL OR s.status = $4)
      ORDER BY CASE s.review_status WHEN 'reviewed' THEN 0 WHEN 'done' THEN 1 ELSE 2 END,
               s.project_no, s.box_no, s.id`,
    [orgId, f.projectId ?? null, f.keyword || null, f.status ?? null],
  );
  const total = rows.length;
  return { rows: rows.slice(offsetOf(f), offsetOf(f) + f.pageSize), total };
}

export async function projectExists(q: Queryable, orgId: string, projectId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
  return rows.length > 0;
}

export async function boxById(q: Queryable, orgId: string, boxId: string): Promise<BoxRow | undefined> {
  const { rows } = await q.query<BoxRow>(`${BOX_SELECT} WHERE x.id = $1 AND x.org_id = $2`, [boxId, orgId]);
  return rows[0];
}

export async function boxIdByCode(q: Queryable, orgId: string, code: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT x.id FROM packing_boxes x JOIN projects p ON p.id = x.project_id
      WHERE x.org_id = $1 AND upper(${BOX_CODE}) = upper($2) ORDER BY x.created_at LIMIT 1`,
    [orgId, code],
  );
  return rows[0]?.id;
}

/** The box's project (no lock: read before the floor's locks are taken, docs/architecture.md). */
export async function boxProject(q: Queryable, orgId: string, boxId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ project_id: string }>(
    "SELECT project_id FROM packing_boxes WHERE id = $1 AND org_id = $2",
    [boxId, orgId],
  );
  return rows[0]?.project_id;
}

export interface LockedBox {
  id: string;
  box_no: string;
  project_id: string;
  project_no: string;
  sealed_at: Date | null;
  version: number;
}

/** The box locked for a change (every packing action takes this lock first). */
export async function lockBox(q: Queryable, orgId: string, boxId: string): Promise<LockedBox | undefined> {
  const { rows } = await q.query<LockedBox>(
    `SELECT x.id, x.box_no, x.project_id, p.project_no, x.sealed_at, x.version
       FROM packing_boxes x JOIN projects p ON p.id = x.project_id
      WHERE x.id = $1 AND x.org_id = $2 FOR UPDATE OF x`,
    [boxId, orgId],
  );
  return rows[0];
}

/** Boards packed into the box now (count and mm²). */
export async function packedStats(q: Queryable, boxId: string) {
  const { rows } = await q.query<{ n: number; area: string }>(
    `SELECT count(*)::int AS n, COALESCE(sum(length::bigint * width), 0)::text AS area
       FROM project_boards WHERE box_id = $1 AND packed_at IS NOT NULL`,
    [boxId],
  );
  return rows[0]!;
}

export interface BoxBoardRow {
  id: string;
  code: string;
  plane_id: string;
  batch_no: string;
  length: number;
  width: number;
  thickness: string;
  packing_status: BoardPackingState;
  packed_at: Date | null;
  packed_by_name: string | null;
}

/** The box's boards: packed ones (packed_at) and the packing list's not packed yet. */
export async function boxBoards(q: Queryable, boxId: string) {
  const { rows } = await q.query<BoxBoardRow>(
    `SELECT b.id, b.code, b.plane_id, pl.batch_no, b.length, b.width, b.thickness, b.packed_at,
            CASE WHEN b.packed_at IS NULL THEN 'toPack' WHEN x.sealed_at IS NULL THEN 'packing' ELSE 'packed' END
              AS packing_status,
            ${actorName("b.packed_by", "b.org_id")} AS packed_by_name
       FROM project_boards b JOIN planes pl ON pl.id = b.plane_id JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.box_id = $1 ORDER BY b.packed_at NULLS LAST, pl.seq, b.seq`,
    [boxId],
  );
  return rows;
}

export async function boxEvents(q: Queryable, boxId: string) {
  const { rows } = await q.query<{
    id: string;
    action: BoxAction;
    from_state: BoxState;
    to_state: BoxState;
    board_code: string | null;
    operator_name: string | null;
    at: Date;
    reason: string;
  }>(
    `SELECT e.id, e.action, e.from_state, e.to_state, b.code AS board_code,
            ${actorName("e.operator_id", "e.org_id")} AS operator_name, e.at, e.reason
       FROM box_events e LEFT JOIN project_boards b ON b.id = e.board_id
      WHERE e.box_id = $1 ORDER BY e.at DESC, e.seq DESC`,
    [boxId],
  );
  return rows;
}

/** Board ids of scanned codes in the enterprise; a code in several projects: the box's project's first. */
export async function boardIdsByCode(q: Queryable, orgId: string, projectId: string, codes: string[]) {
  const { rows } = await q.query<{ code: string; id: string }>(
    `SELECT DISTINCT ON (upper(b.code)) upper(b.code) AS code, b.id FROM project_boards b
      WHERE b.org_id = $1 AND upper(b.code) = ANY($3::text[])
      ORDER BY upper(b.code), (b.project_id = $2) DESC, b.created_at`,
    [orgId, projectId, codes.map((c) => c.toUpperCase())],
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

export interface LockedBoard {
  id: string;
  code: string;
  project_id: string;
  project_no: string;
  status: string;
  exception: boolean;
  box_id: string | null;
  packed_at: Date | null;
  box_no: string | null;
  /** The printed code of its box (the packing list's, or the one it is packed in). */
  box_code: string | null;
  length: number;
  width: number;
  pending_craft: string | null;
}

/**
 * The boards locked in id order (no deadlock between two packers), with their first pending craft of a
 * stage before packing (packing workshops' crafts, such as crating and labels, belong to packing itself:
 * a board the second-processing gate let through is packable).
 */
export async function lockBoards(q: Queryable, orgId: string, ids: string[]): Promise<LockedBoard[]> {
  if (ids.length === 0) return [];
  await q.query(
    "SELECT id FROM project_boards WHERE id = ANY($1::uuid[]) AND org_id = $2 ORDER BY id FOR UPDATE",
    [ids, orgId],
  );
  const { rows } = await q.query<LockedBoard>(
    `SELECT b.id, b.code, b.project_id, p.project_no, b.status, b.exception, b.box_id, b.packed_at, x.box_no,
            CASE WHEN x.id IS NULL THEN NULL ELSE ${BOX_CODE} END AS box_code, b.length, b.width,
            (SELECT c.name FROM project_board_crafts bc JOIN crafts c ON c.id = bc.craft_id
               JOIN workshops w ON w.id = c.workshop_id
              WHERE bc.board_id = b.id AND w.category <> 'packing'
                AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = b.id AND r.seq = bc.seq)
              ORDER BY bc.seq LIMIT 1) AS pending_craft
       FROM project_boards b JOIN projects p ON p.id = b.project_id LEFT JOIN packing_boxes x ON x.id = b.box_id
      WHERE b.id = ANY($1::uuid[]) AND b.org_id = $2`,
    [ids, orgId],
  );
  return rows;
}

export interface ActiveTrip {
  board_id: string;
  trip_id: string;
  rack_id: string;
  rack_no: string;
  stage: string;
  state: string;
  version: number;
}

/** The open trips carrying these boards (no lock: read to know which racks and trips to lock). */
export async function activeTrips(q: Queryable, boardIds: string[]): Promise<ActiveTrip[]> {
  if (boardIds.length === 0) return [];
  const { rows } = await q.query<ActiveTrip>(
    `SELECT tb.board_id, t.id AS trip_id, t.rack_id, 'RK' || lpad(r.number::text, 4, '0') AS rack_no, t.stage, t.state,
            t.version
       FROM rack_trip_boards tb JOIN rack_trips t ON t.id = tb.trip_id JOIN racks r ON r.id = t.rack_id
      WHERE tb.board_id = ANY($1::uuid[]) AND tb.unloaded_at IS NULL AND t.closed_at IS NULL`,
    [boardIds],
  );
  return rows;
}

/**
 * The racks, then the trips, each in id order (the floor's lock order, docs/architecture.md "Locks in
 * one order"). FOR NO KEY UPDATE: a foreign key check (rack_events, craft_records) still passes.
 */
export async function lockRacksAndTrips(q: Queryable, rackIds: string[], tripIds: string[]) {
  if (rackIds.length > 0)
    await q.query("SELECT id FROM racks WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE", [
      [...new Set(rackIds)],
    ]);
  if (tripIds.length > 0)
    await q.query("SELECT id FROM rack_trips WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE", [
      [...new Set(tripIds)],
    ]);
}

/** Takes a board off its trip; returns how many boards are left on it. */
export async function unloadFromTrip(
  q: Queryable,
  tripId: string,
  boardId: string,
  now: Date,
): Promise<number> {
  await q.query(
    "UPDATE rack_trip_boards SET unloaded_at = $3 WHERE trip_id = $1 AND board_id = $2 AND unloaded_at IS NULL",
    [tripId, boardId, now],
  );
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rack_trip_boards WHERE trip_id = $1 AND unloaded_at IS NULL",
    [tripId],
  );
  return rows[0]!.n;
}

export async function insertRackPackEvent(
  q: Queryable,
  e: {
    orgId: string;
    rackId: string;
    tripId: string;
    toState: string;
    areaMm2: number;
    userId: string;
    at: Date;
  },
) {
  await q.query(
    `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, boards, area_mm2, operator_id, at)
     VALUES ($1, $2, $3, 'pack', 'received', $4, 'packing', 1, $5, $6, $7)`,
    [e.orgId, e.rackId, e.tripId, e.toState, e.areaMm2, e.userId, e.at],
  );
}

/** The trip's last board is packed: received → toReturn. */
export async function tripToReturn(q: Queryable, tripId: string, userId: string, now: Date) {
  await q.query(
    `UPDATE rack_trips SET state = 'toReturn', state_since = $2, last_operator_id = $3, version = version + 1
      WHERE id = $1`,
    [tripId, now, userId],
  );
}

export async function packBoard(q: Queryable, boardId: string, boxId: string, userId: string, now: Date) {
  await q.query("UPDATE project_boards SET box_id = $2, packed_at = $3, packed_by = $4 WHERE id = $1", [
    boardId,
    boxId,
    now,
    userId,
  ]);
}

export async function unpackBoard(q: Queryable, boardId: string) {
  await q.query("UPDATE project_boards SET packed_at = NULL, packed_by = NULL WHERE id = $1", [boardId]);
}

export async function insertBoxEvent(
  q: Queryable,
  e: {
    orgId: string;
    boxId: string;
    action: BoxAction;
    boardId: string | null;
    from: BoxState;
    to: BoxState;
    userId: string;
    at: Date;
    reason?: string;
  },
) {
  await q.query(
    `INSERT INTO box_events (org_id, box_id, action, board_id, from_state, to_state, operator_id, at, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.orgId, e.boxId, e.action, e.boardId, e.from, e.to, e.userId, e.at, e.reason ?? ""],
  );
}

/** Bumps the box's version (and sets or clears its seal); returns the new version. */
export async function touchBox(
  q: Queryable,
  boxId: string,
  seal?: { sealedAt: Date | null; sealedBy: string | null; shortCodes: string[] | null },
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    seal
      ? `UPDATE packing_boxes SET version = version + 1, sealed_at = $2, sealed_by = $3, short_codes = $4::text[]
          WHERE id = $1 RETURNING version`
      : "UPDATE packing_boxes SET version = version + 1 WHERE id = $1 RETURNING version",
    seal ? [boxId, seal.sealedAt, seal.sealedBy, seal.shortCodes] : [boxId],
  );
  return rows[0]!.version;
}

/** The codes of the boards its packing list names that are not packed (the missing ones at a seal). */
export async function missingCodes(q: Queryable, boxId: string): Promise<string[]> {
  const { rows } = await q.query<{ code: string }>(
    `SELECT b.code FROM project_boards b JOIN planes pl ON pl.id = b.plane_id
      WHERE b.box_id = $1 AND b.packed_at IS NULL ORDER BY pl.seq, b.seq, b.code`,
    [boxId],
  );
  return rows.map((r) => r.code);
}

/** The boxes locked in id order (a move locks its two boxes; docs/architecture.md). */
export async function lockBoxes(q: Queryable, orgId: string, ids: string[]): Promise<LockedBox[]> {
  const { rows } = await q.query<LockedBox>(
    `SELECT x.id, x.box_no, x.project_id, p.project_no, x.sealed_at, x.version
       FROM packing_boxes x JOIN projects p ON p.id = x.project_id
      WHERE x.id = ANY($1::uuid[]) AND x.org_id = $2 ORDER BY x.id FOR UPDATE OF x`,
    [[...new Set(ids)], orgId],
  );
  return rows;
}

/** The board's packing-list box (a supervisor's move). */
export async function listBoard(q: Queryable, boardId: string, boxId: string) {
  await q.query("UPDATE project_boards SET box_id = $2 WHERE id = $1", [boardId, boxId]);
}

/** A board's packing-list box, read before the locks (the move locks both boxes first). */
export async function boardListedBox(q: Queryable, orgId: string, boardId: string) {
  const { rows } = await q.query<{ box_id: string | null }>(
    "SELECT box_id FROM project_boards WHERE id = $1 AND org_id = $2",
    [boardId, orgId],
  );
  return rows[0];
}

/**
 * The demo seed's candidates: cut boards of the project, not broken, not packed, with no pending craft
 * line, off any rack or on a rack received at packing (those first).
 */
/**
 * The demo's packable boards of a project (cut, unbroken, unpacked, every craft line done, off any rack
 * or on a trip received at packing), with the trip they are on and whether they had crafts.
 */
export async function packableBoards(q: Queryable, projectId: string) {
  const { rows } = await q.query<{
    id: string;
    trip_id: string | null;
    crafts: boolean;
    box_id: string | null;
  }>(
    `SELECT b.id, tb.trip_id, b.box_id, EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = b.id) AS crafts
       FROM project_boards b JOIN planes pl ON pl.id = b.plane_id
       LEFT JOIN rack_trip_boards tb ON tb.board_id = b.id AND tb.unloaded_at IS NULL
       LEFT JOIN rack_trips t ON t.id = tb.trip_id
      WHERE b.project_id = $1 AND b.status = 'done' AND NOT b.exception AND b.packed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = b.id
                          AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = b.id AND r.seq = bc.seq))
        AND (tb.trip_id IS NULL OR (t.stage = 'packing' AND t.state = 'received'))
      ORDER BY pl.seq, b.seq`,
    [projectId],
  );
  return rows;
}

/** The boxes of the demo's project in the production area, by box no. */
export async function projectBoxes(q: Queryable, orgId: string, projectNo: string) {
  const { rows } = await q.query<{ id: string; project_id: string }>(
    `SELECT x.id, x.project_id FROM packing_boxes x JOIN projects p ON p.id = x.project_id
      WHERE p.org_id = $1 AND p.project_no = $2 ORDER BY x.box_no`,
    [orgId, projectNo],
  );
  return rows;
}
