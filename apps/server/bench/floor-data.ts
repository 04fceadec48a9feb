import type { Queryable } from "../src/db/db.ts";

/**
 * The floor of the bench enterprise (issue #15, docs/benchmarks.md "#15 floor"), straight through SQL
 * on top of bench/production-data.ts (200 projects, 100 000 boards): 2 000 more racks; the cut boards
 * of the bench projects on rack trips of 7 boards (one plane each); about 50 000 rack events; boxes of
 * 20 boards; craft lines on a third of the boards and their records where the boards passed second
 * processing. Proportions: the finished projects' boards rode closed trips (generate, circulate and
 * receive at reinforcement, second processing and packing, pack, return: 9 events) into sealed boxes;
 * half the cut boards of the projects in production did the same (every other box still open), the
 * other half are on open trips, in every state (loaded at cutting, in transit, received at
 * reinforcement, second processing or packing). At most one open trip per rack.
 */
export interface FloorScaleData {
  racks: number;
  trips: number;
  openTrips: number;
  events: number;
  boxes: number;
  craftRecords: number;
  /** Samples for the measurements. */
  finishedPlaneId: string;
  openPlaneId: string;
  boxId: string;
  boxCode: string;
  rackId: string;
  rackCode: string;
  boardId: string;
  boardCode: string;
  slabId: string;
  slabBarcode: string;
}

const TRIP_BOARDS = 7;
const BOX_BOARDS = 20;
const RACKS = 2000;

/** Steps of a trip's events: k, action, from, to, stage after it. */
const STEPS = `(VALUES
  (1, 'generate', 'idle', 'loaded', 'cutting'),
  (2, 'circulate', 'loaded', 'inTransit', 'reinforcement'),
  (3, 'receive', 'inTransit', 'received', 'reinforcement'),
  (4, 'circulate', 'received', 'inTransit', 'secondProcessing'),
  (5, 'receive', 'inTransit', 'received', 'secondProcessing'),
  (6, 'circulate', 'received', 'inTransit', 'packing'),
  (7, 'receive', 'inTransit', 'received', 'packing'),
  (8, 'pack', 'received', 'toReturn', 'packing'),
  (9, 'return', 'toReturn', 'idle', 'packing')) AS st(k, action, from_state, to_state, stage)`;

export async function buildFloorScale(q: Queryable, orgId: string, userId: string): Promise<FloorScaleData> {
  const max = await q.query<{ n: number }>(
    "SELECT COALESCE(max(number), 0)::int AS n FROM racks WHERE org_id = $1",
    [orgId],
  );
  const first = max.rows[0]!.n + 1;
  await q.query(
    `INSERT INTO racks (org_id, number, safety_value, max_value, location)
     SELECT $1, $2::int + g, 8, 10, 'BENCH' FROM generate_series(0, $3::int - 1) g`,
    [orgId, first, RACKS],
  );
  // The cut boards of the bench projects, 7 to a trip within a plane.
  await q.query(
    `CREATE TEMP TABLE fb ON COMMIT DROP AS
     SELECT b.id AS board_id, b.project_id, b.plane_id, b.seq, b.length::bigint * b.width AS area,
            p.review_status = 'done' AS finished,
            (row_number() OVER (PARTITION BY b.plane_id ORDER BY b.seq) - 1) / ${TRIP_BOARDS} AS grp
       FROM project_boards b JOIN projects p ON p.id = b.project_id
      WHERE b.org_id = $1 AND p.project_no LIKE 'BP-%' AND b.status = 'done'`,
    [orgId],
  );
  // Trips: the projects in production keep every other trip open, in one of five states by turns.
  await q.query(
    `CREATE TEMP TABLE ft ON COMMIT DROP AS
     SELECT gen_random_uuid() AS trip_id, x.*, NOT x.finished AND x.trip_no % 2 = 0 AS open,
            ((x.trip_no / 2) % 5)::int AS open_kind
       FROM (SELECT plane_id, grp, project_id, finished, count(*)::int AS boards, sum(area)::bigint AS area,
                    row_number() OVER (ORDER BY plane_id, grp)::int AS trip_no
               FROM fb GROUP BY plane_id, grp, project_id, finished) x`,
  );
  await q.query("ALTER TABLE ft ADD COLUMN rack_id uuid, ADD COLUMN steps int, ADD COLUMN t0 timestamptz");
  await q.query(
    `UPDATE ft SET steps = CASE WHEN NOT open THEN 9 ELSE (ARRAY[1, 2, 3, 5, 7])[open_kind + 1] END,
                   t0 = CASE WHEN open THEN now() - interval '2 days' + (trip_no % 1440) * interval '1 minute'
                             ELSE now() - interval '40 days' + trip_no * interval '5 minutes' END`,
  );
  const open = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM ft WHERE open");
  if (open.rows[0]!.n > RACKS) throw new Error(`${open.rows[0]!.n} open trips for ${RACKS} racks`);
  const benchRacks = `SELECT id, row_number() OVER (ORDER BY number)::int - 1 AS i FROM racks
                       WHERE org_id = $1 AND location = 'BENCH'`;
  await q.query(
    `WITH r AS (${benchRacks}),
          o AS (SELECT trip_id, row_number() OVER (ORDER BY trip_no)::int - 1 AS i FROM ft WHERE open)
     UPDATE ft SET rack_id = r.id FROM o JOIN r ON r.i = o.i WHERE ft.trip_id = o.trip_id`,
    [orgId],
  );
  await q.query(
    `WITH r AS (${benchRacks}) UPDATE ft SET rack_id = r.id FROM r WHERE NOT ft.open AND r.i = ft.trip_no % ${RACKS}`,
    [orgId],
  );
  await q.query(
    `INSERT INTO rack_trips (id, org_id, rack_id, project_id, plane_id, route, stage, state, state_since,
                             last_operator_id, opened_at, opened_by, closed_at, version)
     SELECT ft.trip_id, $1, ft.rack_id, ft.project_id, ft.plane_id,
            ARRAY['cutting', 'reinforcement', 'secondProcessing', 'packing'], st.stage,
            CASE WHEN ft.open THEN st.to_state ELSE 'returned' END,
            ft.t0 + (ft.steps - 1) * interval '1 hour', $2, ft.t0, $2,
            CASE WHEN ft.open THEN NULL ELSE ft.t0 + 8 * interval '1 hour' END, ft.steps
       FROM ft JOIN ${STEPS} ON st.k = ft.steps`,
    [orgId, userId],
  );
  await q.query(
    `INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at, unloaded_at)
     SELECT ft.trip_id, fb.board_id, $1, ft.t0, CASE WHEN ft.open THEN NULL ELSE ft.t0 + 7 * interval '1 hour' END
       FROM fb JOIN ft ON ft.plane_id = fb.plane_id AND ft.grp = fb.grp`,
    [orgId],
  );
  await q.query(
    `INSERT INTO rack_events (org_id, rack_id, trip_id, action, from_state, to_state, stage, boards, area_mm2,
                              operator_id, at)
     SELECT $1, ft.rack_id, ft.trip_id, st.action, st.from_state, st.to_state, st.stage,
            CASE WHEN st.k IN (1, 8) THEN ft.boards ELSE 0 END, CASE WHEN st.k = 1 THEN ft.area ELSE 0 END,
            $2, ft.t0 + (st.k - 1) * interval '1 hour'
       FROM ft JOIN ${STEPS} ON st.k <= ft.steps`,
    [orgId, userId],
  );
  // Boxes: the boards off closed trips, 20 to a box per project; sealed for finished projects, every other one otherwise.
  await q.query(
    `CREATE TEMP TABLE fx ON COMMIT DROP AS
     SELECT fb.board_id, fb.project_id, fb.finished, ft.t0 + 7 * interval '1 hour' AS packed_at,
            (row_number() OVER (PARTITION BY fb.project_id ORDER BY fb.seq) - 1) / ${BOX_BOARDS} + 1 AS box_n
       FROM fb JOIN ft ON ft.plane_id = fb.plane_id AND ft.grp = fb.grp WHERE NOT ft.open`,
  );
  await q.query(
    `INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height, sealed_at, sealed_by)
     SELECT $1, project_id, 'B' || lpad(box_n::text, 3, '0'), 2400, 1200, 900,
            CASE WHEN finished OR box_n % 2 = 0 THEN max(packed_at) + interval '1 hour' END,
            CASE WHEN finished OR box_n % 2 = 0 THEN $2::uuid END
       FROM fx GROUP BY project_id, box_n, finished`,
    [orgId, userId],
  );
  await q.query(
    `UPDATE project_boards b SET box_id = x.id, packed_at = fx.packed_at, packed_by = $2
       FROM fx JOIN packing_boxes x ON x.project_id = fx.project_id AND x.box_no = 'B' || lpad(fx.box_n::text, 3, '0')
      WHERE b.id = fx.board_id AND b.org_id = $1`,
    [orgId, userId],
  );
  // Crafts: a line on every third bench board; done where the board passed second processing.
  await q.query(
    `INSERT INTO project_board_crafts (board_id, seq, craft_id)
     SELECT b.id, 1, (SELECT id FROM crafts WHERE org_id = $1 ORDER BY priority LIMIT 1)
       FROM project_boards b JOIN projects p ON p.id = b.project_id
      WHERE b.org_id = $1 AND p.project_no LIKE 'BP-%' AND b.seq % 3 = 0`,
    [orgId],
  );
  await q.query(
    `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, pricing_unit, quantity_milli,
                                unit_price_fen, fee_fen, operator_id, done_at)
     SELECT $1, fb.project_id, fb.board_id, 1, c.id, c.workshop_id, 'piece', 1000, c.unit_price_fen, c.unit_price_fen,
            $2, ft.t0 + 4 * interval '1 hour' + interval '30 minutes'
       FROM fb JOIN ft ON ft.plane_id = fb.plane_id AND ft.grp = fb.grp
       JOIN project_board_crafts pc ON pc.board_id = fb.board_id AND pc.seq = 1
       JOIN crafts c ON c.id = pc.craft_id
      WHERE ft.steps >= 5`,
    [orgId, userId],
  );
  await q.query(
    "ANALYZE racks, rack_trips, rack_trip_boards, rack_events, packing_boxes, project_boards, craft_records",
  );
  const counts = await q.query<{
    trips: number;
    open_trips: number;
    events: number;
    boxes: number;
    craft_records: number;
  }>(
    `SELECT (SELECT count(*)::int FROM rack_trips WHERE org_id = $1) AS trips,
            (SELECT count(*)::int FROM rack_trips WHERE org_id = $1 AND closed_at IS NULL) AS open_trips,
            (SELECT count(*)::int FROM rack_events WHERE org_id = $1) AS events,
            (SELECT count(*)::int FROM packing_boxes WHERE org_id = $1) AS boxes,
            (SELECT count(*)::int FROM craft_records WHERE org_id = $1) AS craft_records`,
    [orgId],
  );
  const sample = await q.query<{
    finished_plane: string;
    open_plane: string;
    box_id: string;
    box_code: string;
    rack_id: string;
    rack_code: string;
    board_id: string;
    board_code: string;
    slab_id: string;
    barcode: string;
  }>(
    `SELECT (SELECT plane_id FROM ft WHERE finished ORDER BY trip_no LIMIT 1) AS finished_plane,
            t.plane_id AS open_plane, x.id AS box_id, p.project_no || '-' || x.box_no AS box_code,
            r.id AS rack_id, 'RK' || lpad(r.number::text, 4, '0') AS rack_code,
            b.id AS board_id, b.code AS board_code, s.id AS slab_id, s.barcode
       FROM ft t JOIN racks r ON r.id = t.rack_id
       JOIN rack_trip_boards tb ON tb.trip_id = t.trip_id
       JOIN project_boards b ON b.id = tb.board_id JOIN slabs s ON s.id = b.slab_id
       JOIN projects p ON p.id = t.project_id
       JOIN packing_boxes x ON x.project_id = p.id AND x.box_no = 'B001'
      WHERE t.open AND t.open_kind = 3 ORDER BY t.trip_no LIMIT 1`,
  );
  const c = counts.rows[0]!;
  const s = sample.rows[0]!;
  return {
    racks: RACKS,
    trips: c.trips,
    openTrips: c.open_trips,
    events: c.events,
    boxes: c.boxes,
    craftRecords: c.craft_records,
    finishedPlaneId: s.finished_plane,
    openPlaneId: s.open_plane,
    boxId: s.box_id,
    boxCode: s.box_code,
    rackId: s.rack_id,
    rackCode: s.rack_code,
    boardId: s.board_id,
    boardCode: s.board_code,
    slabId: s.slab_id,
    slabBarcode: s.barcode,
  };
}
