import type { FloorStage, TripState } from "@stoneworks/shared";
import type { TestApp } from "../helper.ts";
import { slabWithBoards } from "../production/cutting-factories.ts";

/**
 * Floor test data straight through SQL (the rack, craft and packing routes are other parts' work):
 * cut boards, racks on trips with their events, craft lines and records, boxes filled and sealed.
 */

let n = 0;
const next = () => ++n;

/** A slab completed at `cutAt` with `boards` cut boards of the plane. */
export async function cutBoards(
  t: TestApp,
  o: {
    orgId: string;
    userId: string;
    projectId: string;
    planeId: string;
    boards: number;
    cutAt?: Date;
    barcode?: string;
  },
) {
  const s = await slabWithBoards(t, { ...o, deviceId: null, status: "toPick" });
  await t.db.query("UPDATE slabs SET status = 'done', completed_at = $2, completed_by = $3 WHERE id = $1", [
    s.slabId,
    o.cutAt ?? new Date("2026-11-20T08:00:00Z"),
    o.userId,
  ]);
  await t.db.query("UPDATE project_boards SET status = 'done' WHERE slab_id = $1", [s.slabId]);
  return s;
}

export async function insertRack(t: TestApp, orgId: string, number = 9000 + (next() % 999)) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 8, 10) RETURNING id`,
    [orgId, number],
  );
  return rows[0]!.id;
}

/** A trip of the rack carrying the boards, generated at `at` (event generate), in `stage`/`state` (no further events). */
export async function insertTrip(
  t: TestApp,
  o: {
    orgId: string;
    userId: string;
    rackId: string;
    projectId: string;
    planeId: string;
    boardIds: string[];
    route?: FloorStage[];
    stage?: FloorStage;
    state?: TripState;
    at?: Date;
  },
) {
  const at = o.at ?? new Date("2026-11-20T09:00:00Z");
  const state = o.state ?? "loaded";
  const closed = state === "returned" || state === "cancelled";
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, last_operator_id,
                             opened_at, opened_by, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $9, $10) RETURNING id`,
    [
      o.orgId,
      o.rackId,
      o.projectId,
      o.planeId,
      o.route ?? ["cutting", "reinforcement", "secondProcessing", "packing"],
      o.stage ?? "cutting",
      state,
      at,
      o.userId,
      closed ? at : null,
    ],
  );
  const tripId = rows[0]!.id;
  for (const b of o.boardIds)
    await t.db.query(
      "INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at, unloaded_at) VALUES ($1, $2, $3, $4, $5)",
      [tripId, b, o.orgId, at, closed ? at : null],
    );
  await rackEvent(t, { ...o, tripId, action: "generate", from: "idle", to: "loaded", stage: "cutting", at });
  return tripId;
}

/** A rack event (and the trip moved to its state and stage). */
export async function rackEvent(
  t: TestApp,
  o: {
    orgId: string;
    userId: string;
    rackId: string;
    tripId: string;
    action: string;
    from: string;
    to: string;
    stage: FloorStage;
    at: Date;
  },
) {
  await t.db.query(
    `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, operator_id, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [o.orgId, o.rackId, o.tripId, o.action, o.from, o.to, o.stage, o.userId, o.at],
  );
  if (o.action !== "generate")
    await t.db.query(
      `UPDATE rack_trips SET state = $2, stage = $3, state_since = $4, version = version + 1,
              closed_at = CASE WHEN $2 IN ('returned', 'cancelled') THEN $4::timestamptz END WHERE id = $1`,
      [o.tripId, o.to === "idle" ? (o.action === "cancel" ? "cancelled" : "returned") : o.to, o.stage, o.at],
    );
}

export async function unload(t: TestApp, boardIds: string[], at: Date) {
  await t.db.query(
    "UPDATE rack_trip_boards SET unloaded_at = $2 WHERE board_id = ANY($1::uuid[]) AND unloaded_at IS NULL",
    [boardIds, at],
  );
}

/** A craft of the enterprise in its first second-processing workshop (made when none). */
export async function insertCraft(t: TestApp, orgId: string, name = `开槽${next()}`) {
  let { rows } = await t.db.query<{ id: string }>(
    "SELECT id FROM workshops WHERE org_id = $1 AND category = 'secondProcessing' ORDER BY code LIMIT 1",
    [orgId],
  );
  if (!rows[0])
    ({ rows } = await t.db.query<{ id: string }>(
      `INSERT INTO workshops (org_id, category, name, code) VALUES ($1, 'secondProcessing', '二次加工车间', $2) RETURNING id`,
      [orgId, `SP-${next()}`],
    ));
  const workshopId = rows[0]!.id;
  const craft = await t.db.query<{ id: string }>(
    `INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen) VALUES ($1, 1, $2, $3, 1500) RETURNING id`,
    [orgId, name, workshopId],
  );
  return { craftId: craft.rows[0]!.id, workshopId };
}

export async function addCraftLine(t: TestApp, boardId: string, seq: number, craftId: string) {
  await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, $2, $3)", [
    boardId,
    seq,
    craftId,
  ]);
}

/** The board's craft line `seq` done at `at`. */
export async function recordCraft(
  t: TestApp,
  o: { orgId: string; userId: string; projectId: string; boardId: string; seq: number; at: Date },
) {
  const { rows } = await t.db.query<{ craft_id: string; workshop_id: string }>(
    `SELECT c.craft_id, k.workshop_id FROM project_board_crafts c JOIN crafts k ON k.id = c.craft_id
      WHERE c.board_id = $1 AND c.seq = $2`,
    [o.boardId, o.seq],
  );
  await t.db.query(
    `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, pricing_unit, quantity_milli,
                                unit_price_fen, fee_fen, operator_id, done_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'piece', 1000, 1500, 1500, $7, $8)`,
    [o.orgId, o.projectId, o.boardId, o.seq, rows[0]!.craft_id, rows[0]!.workshop_id, o.userId, o.at],
  );
}

export async function insertBox(t: TestApp, orgId: string, projectId: string, boxNo = `X${next()}`) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height) VALUES ($1, $2, $3, 2000, 1000, 800)
     RETURNING id`,
    [orgId, projectId, boxNo],
  );
  return rows[0]!.id;
}

/** Boards into the box at `at` (off their racks), the box sealed at `sealAt` when given. */
export async function packInto(
  t: TestApp,
  o: { orgId: string; userId: string; boxId: string; boardIds: string[]; at: Date; sealAt?: Date },
) {
  await unload(t, o.boardIds, o.at);
  await t.db.query(
    "UPDATE project_boards SET box_id = $2, packed_at = $3, packed_by = $4 WHERE id = ANY($1::uuid[])",
    [o.boardIds, o.boxId, o.at, o.userId],
  );
  for (const b of o.boardIds)
    await t.db.query(
      `INSERT INTO box_events (org_id, box_id, action, board_id, from_state, to_state, operator_id, at)
       VALUES ($1, $2, 'add', $3, 'packing', 'packing', $4, $5)`,
      [o.orgId, o.boxId, b, o.userId, o.at],
    );
  if (o.sealAt)
    await t.db.query("UPDATE packing_boxes SET sealed_at = $2, sealed_by = $3 WHERE id = $1", [
      o.boxId,
      o.sealAt,
      o.userId,
    ]);
}
