import type { TestApp } from "../helper.ts";
import type { IsolationModule } from "../isolation.ts";

/** The floor's racks and their trips (menu 2800) in the two-enterprise isolation harness (see ../isolation.ts). */
export const racks: IsolationModule = {
  /** A rack carrying one cut board on an open trip, and an idle rack. */
  async fill(t: TestApp, ids) {
    const q = <T>(sql: string, params: unknown[]) => t.db.query<T & object>(sql, params);
    const n = await q<{ n: number }>(
      "SELECT COALESCE(max(number), 0)::int AS n FROM racks WHERE org_id = $1",
      [ids.orgId],
    );
    const rack = await q<{ id: string }>(
      "INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 8, 10) RETURNING id",
      [ids.orgId, n.rows[0]!.n + 1],
    );
    const idle = await q<{ id: string }>(
      "INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 8, 10) RETURNING id",
      [ids.orgId, n.rows[0]!.n + 2],
    );
    const board = await q<{ id: string; code: string; project_id: string; plane_id: string }>(
      `INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, seq, status)
       SELECT org_id, project_id, id, 'RKISO-' || left(org_id::text, 6), 600, 500, 20, '爵士白', 9999, 'done'
         FROM planes WHERE id = $1 RETURNING id, code, project_id, plane_id`,
      [ids.planeId],
    );
    const b = board.rows[0]!;
    const trip = await q<{ id: string }>(
      `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, opened_at)
       VALUES ($1, $2, $3, $4, '{cutting,packing}', 'cutting', 'loaded', now(), now()) RETURNING id`,
      [ids.orgId, rack.rows[0]!.id, b.project_id, b.plane_id],
    );
    await q(
      "INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at) VALUES ($1, $2, $3, now())",
      [trip.rows[0]!.id, b.id, ids.orgId],
    );
    await q(
      `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, boards, area_mm2, at)
       VALUES ($1, $2, $3, 'generate', 'idle', 'loaded', 'cutting', 1, 300000, now())`,
      [ids.orgId, rack.rows[0]!.id, trip.rows[0]!.id],
    );
    return {
      tripRackId: rack.rows[0]!.id,
      idleRackId: idle.rows[0]!.id,
      tripId: trip.rows[0]!.id,
      rackBoardId: b.id,
      rackBoardCode: b.code,
    };
  },
  idRoutes: {
    "/api/rackTrip/detail": (b) => ({ rackId: b.tripRackId }),
    "/api/rackTrip/trips": (b) => ({ projectId: b.projectId }),
    "/api/rackTrip/generate": (b) => ({ rackId: b.idleRackId, boardIds: [b.rackBoardId] }),
    "/api/rackTrip/load": (b) => ({ tripId: b.tripId, version: 1, boardIds: [b.rackBoardId] }),
    "/api/rackTrip/circulate": (b) => ({ tripId: b.tripId, version: 1 }),
    "/api/rackTrip/receive": (b) => ({ tripId: b.tripId, version: 1 }),
    "/api/rackTrip/cancel": (b) => ({ tripId: b.tripId, version: 1 }),
    "/api/rackTrip/dismantle": (b) => ({ tripId: b.tripId, version: 1 }),
    "/api/rackTrip/return": (b) => ({ tripId: b.tripId, version: 1 }),
    "/api/rackTrip/loadable": (b) => ({ rackId: b.tripRackId }),
    "/api/rackTrip/checkBoard": (b) => ({ rackId: b.tripRackId, code: b.rackBoardCode }),
    "/api/rackTrip/gate": (b) => ({ tripId: b.tripId }),
    "/api/rackTrip/unloadBoards": (b) => ({
      tripId: b.tripId,
      version: 1,
      boardIds: [b.rackBoardId],
      reason: "x",
    }),
  },
  referenceRoutes: {
    "/api/rackTrip/generate (foreign board)": (a, b) => ({ rackId: a.idleRackId, boardIds: [b.rackBoardId] }),
    "/api/rackTrip/load (foreign board)": (a, b) => ({
      tripId: a.tripId,
      version: 1,
      boardIds: [b.rackBoardId],
    }),
    "/api/rackTrip/loadable (foreign plane)": (_a, b) => ({ planeId: b.planeId }),
    "/api/rackTrip/unloadBoards (foreign board)": (a, b) => ({
      tripId: a.tripId,
      version: 1,
      boardIds: [b.rackBoardId],
      reason: "x",
    }),
    "/api/rackTrip/checkBoard (foreign board code)": (a, b) => ({
      rackId: a.idleRackId,
      code: b.rackBoardCode,
    }),
    "/api/rackTrip/checkBoard (foreign plane)": (a, b) => ({
      rackId: a.idleRackId,
      code: a.rackBoardCode,
      planeId: b.planeId,
    }),
  },
  listRoutes: {
    "/api/rackTrip/trips": { pageSize: 200 },
    "/api/rackTrip/loadable": {},
    "/api/rackTrip/projects": {},
  },
};
