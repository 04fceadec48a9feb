/**
 * Locks in one order (issue #24 point 11, docs/architecture.md "Locks in one order"): two real server
 * processes on one PostgreSQL database; on one, an operator packs a board off a rack received at packing
 * while, on the other, another dismantles that rack. Before the floor took its row locks in one order
 * (racks, trips, boxes, boards), packing held box → board → trip and then, through the rack event's
 * foreign key, waited for the rack, while dismantle held rack → trip: PostgreSQL broke the deadlock by
 * failing one of them (9999 in about 2 rounds of 20). Now: 20 rounds, never 9999, and each round ends
 * in exactly one of the two consistent outcomes.
 *
 * PostgreSQL only (two processes cannot share one embedded PGlite): skipped without TEST_DATABASE_URL.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../src/db/db.ts";
import { TEST_DATABASE_URL } from "../helper.ts";
import { insertProjectWithBoards } from "../layout/layout-fixtures.ts";
import { ADMIN, call, type Server, type ServerPair, startServerPair } from "../processes.ts";

const ROUNDS = 20;

describe.runIf(TEST_DATABASE_URL)("floor locks on two servers: dismantle vs pack", () => {
  let pair: ServerPair | undefined;
  let a: Server;
  let b: Server;
  let db: pg.Pool;
  let token: string;
  let orgId: string;

  beforeAll(async () => {
    pair = await startServerPair(TEST_DATABASE_URL!);
    ({ a, b, db } = pair);
    const res = await call<{ token: string }>(a, "userAuth/login", { ...ADMIN, remember: false });
    token = res.data.token;
    orgId = (await db.query<{ id: string }>("SELECT id FROM orgs WHERE is_demo")).rows[0]!.id;
  }, 180_000);

  afterAll(async () => {
    await pair?.close();
  });

  /** A reviewed project with 3 cut boards on its box's packing list, on a rack received at packing. */
  async function setUp(round: number) {
    const q = db as unknown as Queryable;
    const codes = [1, 2, 3].map((i) => `LOCK-${round}-${i}`);
    const p = await insertProjectWithBoards(
      q,
      orgId,
      codes.map((code) => ({ code, length: 1000, width: 500 })),
      { status: "reviewed", name: `locks ${round}` },
    );
    const box = await db.query<{ id: string }>(
      `INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height)
       VALUES ($1, $2, $3, 1200, 800, 600) RETURNING id`,
      [orgId, p.projectId, `LK-${round}`],
    );
    const boxId = box.rows[0]!.id;
    await db.query("UPDATE project_boards SET status = 'done', box_id = $2 WHERE project_id = $1", [
      p.projectId,
      boxId,
    ]);
    const rack = await db.query<{ id: string }>(
      "INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 10, 20) RETURNING id",
      [orgId, 9000 + round],
    );
    const trip = await db.query<{ id: string; version: number }>(
      `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, opened_at)
       VALUES ($1, $2, $3, $4, ARRAY['cutting', 'packing'], 'packing', 'received', now(), now())
       RETURNING id, version`,
      [orgId, rack.rows[0]!.id, p.projectId, p.planeIds[0]],
    );
    for (const id of p.boardIds)
      await db.query(
        "INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at) VALUES ($1, $2, $3, now())",
        [trip.rows[0]!.id, id, orgId],
      );
    return { boxId, boardId: p.boardIds[0]!, tripId: trip.rows[0]!.id, version: trip.rows[0]!.version };
  }

  it(`${ROUNDS} rounds: no 9999, each round exactly one consistent outcome`, async () => {
    const outcomes = { packedFirst: 0, dismantledFirst: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      const s = await setUp(round);
      // Alternate which server packs and which dismantles.
      const [packer, dismantler] = round % 2 ? [a, b] : [b, a];
      const [pack, dismantle] = await Promise.all([
        call<{ added: { boardId: string; rackNo: string | null }[]; refused: unknown[] }>(
          packer,
          "packing/add",
          { boxId: s.boxId, boardIds: [s.boardId] },
          { token },
        ),
        call(dismantler, "rackTrip/dismantle", { tripId: s.tripId, version: s.version }, { token }),
      ]);
      expect(pack, `round ${round}: pack`).toMatchObject({ code: 1, status: 200 });
      expect(dismantle, `round ${round}: dismantle`).toMatchObject({ code: 1, status: 200 });
      // The board is packed either way: off the rack (pack first) or as a loose board (dismantle first).
      expect(pack.data.added.map((x) => x.boardId)).toEqual([s.boardId]);
      const board = await db.query("SELECT packed_at FROM project_boards WHERE id = $1", [s.boardId]);
      expect(board.rows[0].packed_at).not.toBeNull();
      const trip = await db.query<{ state: string }>("SELECT state FROM rack_trips WHERE id = $1", [
        s.tripId,
      ]);
      expect(trip.rows[0]!.state).toBe("toReturn");
      const onRack = await db.query(
        "SELECT 1 FROM rack_trip_boards WHERE trip_id = $1 AND unloaded_at IS NULL",
        [s.tripId],
      );
      expect(onRack.rows).toHaveLength(0);
      const events = (
        await db.query<{ action: string }>(
          "SELECT action FROM rack_events WHERE trip_id = $1 ORDER BY at, id",
          [s.tripId],
        )
      ).rows.map((r) => r.action);
      const boxEvents = await db.query("SELECT 1 FROM box_events WHERE box_id = $1", [s.boxId]);
      expect(boxEvents.rows).toHaveLength(1);
      if (pack.data.added[0]!.rackNo !== null) {
        // Packed off the rack, then the rest dismantled.
        expect(events.sort()).toEqual(["dismantle", "pack"]);
        outcomes.packedFirst++;
      } else {
        // Dismantled first: the board was loose when it was packed, the rack saw no pack.
        expect(events).toEqual(["dismantle"]);
        outcomes.dismantledFirst++;
      }
    }
    expect(outcomes.packedFirst + outcomes.dismantledFirst).toBe(ROUNDS);
  }, 300_000);
});
