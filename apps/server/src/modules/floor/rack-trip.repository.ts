import type { FloorStage, RackStageLimits, RackTripSort, TripState } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** Racks on trips (docs/api-floor.md "Racks"): the SQL of rack management. */

const ACTOR =
  "COALESCE((SELECT m.name FROM members m WHERE m.user_id = {u} AND m.org_id = {o}), (SELECT u.nickname FROM users u WHERE u.id = {u}))";
const actorName = (user: string, org: string) => ACTOR.replaceAll("{u}", user).replaceAll("{o}", org);

/**
 * A board is in a box once packed into it (packed_at, the packing part's); the import's packing list
 * only plans its box (box_id). Migration 0014 moved delivered projects' stored status to packed_at.
 */
const PACKED = "(pb.packed_at IS NOT NULL)";

/** A rack and its open trip (nulls when idle), with what is on it now. */
export interface RackTripRow {
  rack_id: string;
  number: number;
  safety_value: string;
  max_value: string;
  location: string;
  class_no: string;
  trip_id: string | null;
  state: TripState | null;
  stage: FloorStage | null;
  route: FloorStage[] | null;
  state_since: Date | null;
  version: number | null;
  project_id: string | null;
  project_name: string | null;
  project_no: string | null;
  plane_id: string | null;
  batch_no: string | null;
  operator_name: string | null;
  boards: number;
  area_mm2: string;
  overdue: boolean;
  total?: number;
}

const SORTS: Record<RackTripSort, string> = {
  codeAsc: "r.number ASC",
  codeDesc: "r.number DESC",
  createdAsc: "r.created_at ASC, r.number ASC",
  createdDesc: "r.created_at DESC, r.number DESC",
};

/** $2: now. Overdue: longer in its state than its stage's limit in hours (orgs.rack_stage_limits); rack trip `t`, org `o` (the dashboard reads it too). */
export const OVERDUE = `(t.id IS NOT NULL AND t.state_since < $2::timestamptz
  - make_interval(hours => COALESCE((o.rack_stage_limits ->> t.stage)::int, 24)))`;

/** The racks, their enterprise and open trip: all the filters and the sorts need. */
const FROM_TRIPS = `FROM racks r
  JOIN orgs o ON o.id = r.org_id
  LEFT JOIN rack_trips t ON t.rack_id = r.id AND t.closed_at IS NULL`;

const FROM = `${FROM_TRIPS}
  LEFT JOIN projects p ON p.id = t.project_id
  LEFT JOIN planes pl ON pl.id = t.plane_id
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, COALESCE(sum(pb.length::bigint * pb.width), 0)::bigint AS area
      FROM rack_trip_boards tb JOIN project_boards pb ON pb.id = tb.board_id
     WHERE tb.trip_id = t.id AND tb.unloaded_at IS NULL) b ON true`;

const SELECT = `SELECT r.id AS rack_id, r.number, r.safety_value::text, r.max_value::text, r.location, r.class_no,
       t.id AS trip_id, t.state, t.stage, t.route, t.state_since, t.version, t.project_id,
       p.name AS project_name, p.project_no, t.plane_id, pl.batch_no,
       CASE WHEN t.last_operator_id IS NOT NULL THEN ${actorName("t.last_operator_id", "r.org_id")} END AS operator_name,
       COALESCE(b.n, 0) AS boards, COALESCE(b.area, 0)::text AS area_mm2, ${OVERDUE} AS overdue`;

export interface RackFilters {
  status?: "idle" | "occupied";
  stage?: FloorStage;
  state?: string;
  projectId?: string;
  overdue?: boolean;
  digits: string | null;
}

/** $1 org, $2 now, $3 status, $4 stage, $5 state, $6 project, $7 overdue, $8 digits. */
const WHERE = `WHERE r.org_id = $1
  AND ($3::text IS NULL OR ($3 = 'idle') = (t.id IS NULL))
  AND ($4::text IS NULL OR t.stage = $4)
  AND ($5::text IS NULL OR ($5 = 'idle' AND t.id IS NULL) OR t.state = $5)
  AND ($6::uuid IS NULL OR t.project_id = $6)
  AND ($7::boolean IS NULL OR ${OVERDUE} = $7)
  AND ($8::text IS NULL OR lpad(r.number::text, 4, '0') LIKE '%' || $8 || '%')`;

const filterParams = (orgId: string, now: Date, f: RackFilters) => [
  orgId,
  now,
  f.status ?? null,
  f.stage ?? null,
  f.state ?? null,
  f.projectId ?? null,
  f.overdue ?? null,
  f.digits,
];

export async function pageRackTrips(
  q: Queryable,
  orgId: string,
  now: Date,
  f: RackFilters & { sort: RackTripSort; limit: number; offset: number },
) {
  // The page's racks first, then the boards of those only; the total comes from the tab counts
  // (a count over every row summed every rack's boards to keep 20: docs/benchmarks.md "#15 floor").
  const { rows } = await q.query<RackTripRow>(
    `WITH page AS (SELECT r.id ${FROM_TRIPS} ${WHERE} ORDER BY ${SORTS[f.sort]} LIMIT $9 OFFSET $10)
     ${SELECT} ${FROM} JOIN page ON page.id = r.id ORDER BY ${SORTS[f.sort]}`,
    [...filterParams(orgId, now, f), f.limit, f.offset],
  );
  return rows;
}

export type RackTabCounts = { all: number; idle: number; occupied: number; overdue: number };

/** The tab counts under the other filters (status and overdue are the tabs). */
export async function rackTabCounts(q: Queryable, orgId: string, now: Date, f: RackFilters) {
  const { rows } = await q.query<RackTabCounts>(
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE t.id IS NULL)::int AS idle,
            count(t.id)::int AS occupied, count(*) FILTER (WHERE ${OVERDUE})::int AS overdue
       ${FROM_TRIPS} ${WHERE}`,
    filterParams(orgId, now, { ...f, status: undefined, overdue: undefined }),
  );
  return rows[0]!;
}

export async function rackTripRow(q: Queryable, orgId: string, rackId: string, now: Date) {
  const { rows } = await q.query<RackTripRow>(`${SELECT} ${FROM} WHERE r.org_id = $1 AND r.id = $3`, [
    orgId,
    now,
    rackId,
  ]);
  return rows[0];
}

export async function rackIdByNumber(q: Queryable, orgId: string, number: number) {
  const { rows } = await q.query<{ id: string }>("SELECT id FROM racks WHERE org_id = $1 AND number = $2", [
    orgId,
    number,
  ]);
  return rows[0]?.id;
}

/** The boards on a trip now: size, plane, crafts done of total, box. */
export async function tripBoards(q: Queryable, tripId: string) {
  const { rows } = await q.query<{
    board_id: string;
    code: string;
    plane_id: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    crafts_done: number;
    crafts_total: number;
    box_no: string | null;
    loaded_at: Date;
  }>(
    `SELECT pb.id AS board_id, pb.code, pb.plane_id, pl.batch_no, pb.length, pb.width, pb.thickness::text,
            (SELECT count(*)::int FROM craft_records cr WHERE cr.board_id = pb.id) AS crafts_done,
            (SELECT count(*)::int FROM project_board_crafts c WHERE c.board_id = pb.id) AS crafts_total,
            bx.box_no, tb.loaded_at
       FROM rack_trip_boards tb JOIN project_boards pb ON pb.id = tb.board_id
       JOIN planes pl ON pl.id = pb.plane_id LEFT JOIN packing_boxes bx ON bx.id = pb.box_id AND ${PACKED}
      WHERE tb.trip_id = $1 AND tb.unloaded_at IS NULL ORDER BY pb.seq, pb.code`,
    [tripId],
  );
  return rows;
}

/** Every event of the rack's trips, newest first. */
export async function rackEvents(q: Queryable, orgId: string, rackId: string) {
  const { rows } = await q.query<{
    id: string;
    trip_id: string;
    action: string;
    from_state: string;
    to_state: string;
    stage: FloorStage;
    boards: number;
    area_mm2: string;
    operator_name: string | null;
    at: Date;
  }>(
    `SELECT e.id, e.trip_id, e.action, e.from_state, e.to_state, e.stage, e.boards, e.area_mm2::text,
            CASE WHEN e.operator_id IS NOT NULL THEN ${actorName("e.operator_id", "e.org_id")} END AS operator_name, e.at
       FROM rack_events e WHERE e.org_id = $1 AND e.rack_id = $2 ORDER BY e.at DESC, e.id LIMIT 500`,
    [orgId, rackId],
  );
  return rows;
}

/** A board as loading judges it: cut, broken, plane, box, the rack it is on now. */
export interface LoadingBoardRow {
  id: string;
  code: string;
  status: string;
  exception: boolean;
  exception_reason: string;
  project_id: string;
  project_type: string;
  project_name: string;
  plane_id: string;
  batch_no: string;
  length: number;
  width: number;
  thickness: string;
  box_no: string | null;
  trip_id: string | null;
  rack_number: number | null;
  crafts: number;
}

const BOARD_SELECT = `SELECT pb.id, pb.code, pb.status, pb.exception, pb.exception_reason, pb.project_id,
       p.project_type, p.name AS project_name, pb.plane_id, pl.batch_no, pb.length, pb.width,
       pb.thickness::text, bx.box_no, tb.trip_id, rk.number AS rack_number,
       (SELECT count(*)::int FROM project_board_crafts c WHERE c.board_id = pb.id) AS crafts
  FROM project_boards pb JOIN projects p ON p.id = pb.project_id JOIN planes pl ON pl.id = pb.plane_id
  LEFT JOIN packing_boxes bx ON bx.id = pb.box_id AND ${PACKED}
  LEFT JOIN rack_trip_boards tb ON tb.board_id = pb.id AND tb.unloaded_at IS NULL
  LEFT JOIN rack_trips tt ON tt.id = tb.trip_id LEFT JOIN racks rk ON rk.id = tt.rack_id`;

/** The enterprise's boards among these ids, locked (by id, so two loaders never deadlock). */
export async function lockBoards(q: Queryable, orgId: string, ids: string[]) {
  await q.query(
    "SELECT id FROM project_boards WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE",
    [orgId, ids],
  );
  const { rows } = await q.query<LoadingBoardRow>(
    `${BOARD_SELECT} WHERE pb.org_id = $1 AND pb.id = ANY($2::uuid[]) ORDER BY pb.seq, pb.code`,
    [orgId, ids],
  );
  return rows;
}

/** A board by its code (codes are unique per project: the newest project's first). */
export async function boardByCode(q: Queryable, orgId: string, code: string) {
  const { rows } = await q.query<LoadingBoardRow>(
    `${BOARD_SELECT} WHERE pb.org_id = $1 AND upper(pb.code) = upper($2)
      ORDER BY (pb.status = 'done') DESC, p.created_at DESC LIMIT 1`,
    [orgId, code],
  );
  return rows[0];
}

/** Cut, unbroken boards on no rack and in no box, of a plane or matching a code; at most 500. */
export async function loadableBoards(
  q: Queryable,
  orgId: string,
  f: { planeId: string | null; keyword: string | null },
) {
  const { rows } = await q.query<{
    id: string;
    code: string;
    project_id: string;
    project_name: string;
    plane_id: string;
    batch_no: string;
    length: number;
    width: number;
    thickness: string;
    crafts: number;
  }>(
    `SELECT pb.id, pb.code, pb.project_id, p.name AS project_name, pb.plane_id, pl.batch_no, pb.length, pb.width,
            pb.thickness::text, (SELECT count(*)::int FROM project_board_crafts c WHERE c.board_id = pb.id) AS crafts
       FROM project_boards pb JOIN projects p ON p.id = pb.project_id JOIN planes pl ON pl.id = pb.plane_id
      WHERE pb.org_id = $1 AND pb.status = 'done' AND NOT pb.exception AND NOT ${PACKED} AND p.review_status = 'reviewed'
        AND NOT EXISTS (SELECT 1 FROM rack_trip_boards tb WHERE tb.board_id = pb.id AND tb.unloaded_at IS NULL)
        AND ($2::uuid IS NULL OR pb.plane_id = $2)
        AND ($3::text IS NULL OR pb.code ILIKE '%' || $3 || '%' OR pl.batch_no ILIKE '%' || $3 || '%')
      ORDER BY p.project_no, pl.seq, pb.seq LIMIT 500`,
    [orgId, f.planeId, f.keyword],
  );
  return rows;
}

/** The rack, locked until the transaction ends (first in the floor's lock order, docs/architecture.md). */
export async function lockRack(q: Queryable, orgId: string, rackId: string) {
  const { rows } = await q.query<{ id: string; number: number; safety_value: string; max_value: string }>(
    "SELECT id, number, safety_value::text, max_value::text FROM racks WHERE org_id = $1 AND id = $2 FOR NO KEY UPDATE",
    [orgId, rackId],
  );
  return rows[0];
}

/** A trip with its rack's figures. */
export interface TripRow {
  id: string;
  rack_id: string;
  number: number;
  safety_value: string;
  max_value: string;
  project_id: string;
  project_type: string;
  plane_id: string;
  batch_no: string;
  route: FloorStage[];
  stage: FloorStage;
  state: TripState;
  version: number;
}

const TRIP_SELECT = `SELECT t.id, t.rack_id, r.number, r.safety_value::text, r.max_value::text, t.project_id,
       p.project_type, t.plane_id, pl.batch_no, t.route, t.stage, t.state, t.version
  FROM rack_trips t JOIN racks r ON r.id = t.rack_id JOIN projects p ON p.id = t.project_id
  JOIN planes pl ON pl.id = t.plane_id`;

export async function openTripOfRack(q: Queryable, rackId: string) {
  const { rows } = await q.query<TripRow>(`${TRIP_SELECT} WHERE t.rack_id = $1 AND t.closed_at IS NULL`, [
    rackId,
  ]);
  return rows[0];
}

/**
 * The trip and its rack, both locked: rack first, then trip (the floor's lock order, docs/architecture.md
 * "Locks in one order"). FOR NO KEY UPDATE: the foreign key checks of other transactions' inserts
 * (rack_events, craft_records) are not blocked, so they add no lock edge of their own.
 */
export async function lockTrip(q: Queryable, orgId: string, tripId: string) {
  const rack = await q.query<{ rack_id: string }>(
    "SELECT rack_id FROM rack_trips WHERE org_id = $1 AND id = $2",
    [orgId, tripId],
  );
  if (!rack.rows[0]) return undefined;
  await q.query("SELECT id FROM racks WHERE id = $1 FOR NO KEY UPDATE", [rack.rows[0].rack_id]);
  const { rows } = await q.query<TripRow>(
    `${TRIP_SELECT} WHERE t.org_id = $1 AND t.id = $2 FOR NO KEY UPDATE OF t`,
    [orgId, tripId],
  );
  return rows[0];
}

export async function insertTrip(
  q: Queryable,
  t: {
    orgId: string;
    rackId: string;
    projectId: string;
    planeId: string;
    route: FloorStage[];
    userId: string | null;
    now: Date;
  },
) {
  const { rows } = await q.query<{ id: string; version: number }>(
    `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since,
                             last_operator_id, opened_at, opened_by)
     VALUES ($1, $2, $3, $4, $5::text[], 'cutting', 'loaded', $6, $7, $6, $7) RETURNING id, version`,
    [t.orgId, t.rackId, t.projectId, t.planeId, t.route, t.now, t.userId],
  );
  return rows[0]!;
}

export async function insertTripBoards(
  q: Queryable,
  orgId: string,
  tripId: string,
  boardIds: string[],
  now: Date,
) {
  await q.query(
    `INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at)
     SELECT $1, b, $2, $3 FROM unnest($4::uuid[]) AS b`,
    [tripId, orgId, now, boardIds],
  );
}

/** Takes every board still on the trip off it; returns how many and their m² (mm²). */
export async function unloadTrip(q: Queryable, tripId: string, now: Date) {
  const { rows } = await q.query<{ n: number; area: string }>(
    `WITH u AS (UPDATE rack_trip_boards SET unloaded_at = $2 WHERE trip_id = $1 AND unloaded_at IS NULL
                RETURNING board_id)
     SELECT count(*)::int AS n, COALESCE(sum(pb.length::bigint * pb.width), 0)::text AS area
       FROM u JOIN project_boards pb ON pb.id = u.board_id`,
    [tripId, now],
  );
  return { boards: rows[0]!.n, areaMm2: Number(rows[0]!.area) };
}

/** What is on the trip now: boards, m² (mm²), and whether any has craft lines. */
export async function tripLoad(q: Queryable, tripId: string) {
  const { rows } = await q.query<{ n: number; area: string; crafts: boolean }>(
    `SELECT count(*)::int AS n, COALESCE(sum(pb.length::bigint * pb.width), 0)::text AS area,
            COALESCE(bool_or(EXISTS (SELECT 1 FROM project_board_crafts c WHERE c.board_id = pb.id)), false) AS crafts
       FROM rack_trip_boards tb JOIN project_boards pb ON pb.id = tb.board_id
      WHERE tb.trip_id = $1 AND tb.unloaded_at IS NULL`,
    [tripId],
  );
  return { boards: rows[0]!.n, areaMm2: Number(rows[0]!.area), hasCrafts: rows[0]!.crafts };
}

/** Moves the trip on (version-guarded); the new version, or undefined when it moved first. */
export async function moveTrip(
  q: Queryable,
  key: { id: string; version: number },
  to: { state: TripState; stage: FloorStage; route?: FloorStage[]; userId: string | null; now: Date },
) {
  const closed = to.state === "returned" || to.state === "cancelled";
  const { rows } = await q.query<{ version: number }>(
    `UPDATE rack_trips SET state = $3, stage = $4, route = COALESCE($5::text[], route),
            state_since = CASE WHEN state = $3 AND stage = $4 THEN state_since ELSE $6 END,
            last_operator_id = $7, closed_at = CASE WHEN $8 THEN $6::timestamptz END, version = version + 1
      WHERE id = $1 AND version = $2 RETURNING version`,
    [key.id, key.version, to.state, to.stage, to.route ?? null, to.now, to.userId, closed],
  );
  return rows[0]?.version;
}

export async function insertRackEvent(
  q: Queryable,
  e: {
    orgId: string;
    rackId: string;
    tripId: string;
    action: string;
    from: string;
    to: string;
    stage: FloorStage;
    boards: number;
    areaMm2: number;
    userId: string | null;
    now: Date;
    detail?: Record<string, unknown>;
  },
) {
  await q.query(
    `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, boards, area_mm2,
                              operator_id, at, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      e.orgId,
      e.rackId,
      e.tripId,
      e.action,
      e.from,
      e.to,
      e.stage,
      e.boards,
      e.areaMm2,
      e.userId,
      e.now,
      JSON.stringify(e.detail ?? {}),
    ],
  );
}

/** Whether the project type's trips stop at reinforcement (default on when no flow is saved). */
export async function reinforcementOf(q: Queryable, orgId: string, projectType: string) {
  const { rows } = await q.query<{ reinforcement: boolean }>(
    "SELECT reinforcement FROM process_flows WHERE org_id = $1 AND project_type = $2",
    [orgId, projectType],
  );
  return rows[0]?.reinforcement ?? true;
}

export async function stageLimits(q: Queryable, orgId: string) {
  const { rows } = await q.query<{ limits: RackStageLimits }>(
    "SELECT rack_stage_limits AS limits FROM orgs WHERE id = $1",
    [orgId],
  );
  return rows[0]!.limits;
}

export async function saveStageLimits(q: Queryable, orgId: string, limits: RackStageLimits) {
  await q.query("UPDATE orgs SET rack_stage_limits = $2 WHERE id = $1", [orgId, JSON.stringify(limits)]);
}

/** The plane's batch no., or undefined when it is not the enterprise's. */
export async function planeBatchNo(q: Queryable, orgId: string, planeId: string) {
  const { rows } = await q.query<{ batch_no: string }>(
    "SELECT batch_no FROM planes WHERE org_id = $1 AND id = $2",
    [orgId, planeId],
  );
  return rows[0]?.batch_no;
}
