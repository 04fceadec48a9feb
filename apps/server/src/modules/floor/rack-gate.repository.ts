import type { FloorStage, TripState, WorkshopCategory } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** SQL of the stage gates (docs/api-floor.md "Stage gates"): pending crafts of a trip's boards, unloading. */

export interface GateLineRow {
  board_id: string;
  code: string;
  seq: number;
  craft_name: string;
  workshop_id: string;
  workshop_name: string;
}

/**
 * The craft lines with no record yet, of the boards still on the trip, whose craft's workshop is of
 * one of these categories; by board code, then line order.
 */
export async function pendingLines(q: Queryable, tripId: string, categories: WorkshopCategory[]) {
  const { rows } = await q.query<GateLineRow>(
    `SELECT tb.board_id, b.code, bc.seq, c.name AS craft_name, c.workshop_id, w.name AS workshop_name
       FROM rack_trip_boards tb
       JOIN project_boards b ON b.id = tb.board_id
       JOIN project_board_crafts bc ON bc.board_id = tb.board_id
       JOIN crafts c ON c.id = bc.craft_id
       JOIN workshops w ON w.id = c.workshop_id
      WHERE tb.trip_id = $1 AND tb.unloaded_at IS NULL AND w.category = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = bc.board_id AND r.seq = bc.seq)
      ORDER BY b.code, b.id, bc.seq`,
    [tripId, categories],
  );
  return rows;
}

/** The trip's boards among these ids that are still on it, locked in id order, with code and size. */
export async function lockTripBoards(q: Queryable, tripId: string, boardIds: string[]) {
  const { rows } = await q.query<{ id: string; code: string; area: string }>(
    `SELECT b.id, b.code, (b.length::bigint * b.width)::text AS area
       FROM project_boards b JOIN rack_trip_boards tb ON tb.board_id = b.id
      WHERE tb.trip_id = $1 AND tb.unloaded_at IS NULL AND b.id = ANY($2::uuid[])
      ORDER BY b.id FOR UPDATE OF b`,
    [tripId, boardIds],
  );
  return rows;
}

/** The codes of these boards of the enterprise (to name a board that is not on the rack). */
export async function boardCodes(q: Queryable, orgId: string, boardIds: string[]) {
  const { rows } = await q.query<{ id: string; code: string }>(
    "SELECT id, code FROM project_boards WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY code",
    [orgId, boardIds],
  );
  return rows;
}

/** Takes these boards off the trip. */
export async function unloadBoards(q: Queryable, tripId: string, boardIds: string[], now: Date) {
  await q.query(
    `UPDATE rack_trip_boards SET unloaded_at = $3
      WHERE trip_id = $1 AND board_id = ANY($2::uuid[]) AND unloaded_at IS NULL`,
    [tripId, boardIds, now],
  );
}

/** A trip of the enterprise with its rack's number (no lock: a read). */
export async function tripOf(q: Queryable, orgId: string, tripId: string) {
  const { rows } = await q.query<{
    id: string;
    rack_id: string;
    number: number;
    stage: FloorStage;
    state: TripState;
    version: number;
  }>(
    `SELECT t.id, t.rack_id, r.number, t.stage, t.state, t.version
       FROM rack_trips t JOIN racks r ON r.id = t.rack_id WHERE t.org_id = $1 AND t.id = $2`,
    [orgId, tripId],
  );
  return rows[0];
}
