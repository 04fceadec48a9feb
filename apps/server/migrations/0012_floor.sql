-- The floor after cutting (issue #15, DESIGN §11, docs/api-floor.md): racks on trips through the
-- stages, second-processing craft records, packing boxes sealed and reopened. Current assignments are
-- stored (which rack carries which board, which box holds it); every action appends an event in the
-- same transaction; every status shown is derived from those, never typed by hand.

-- A craft is paid per piece, per metre (the board's long edge) or per m² (its area).
ALTER TABLE crafts ADD COLUMN pricing_unit text NOT NULL DEFAULT 'piece'
  CHECK (pricing_unit IN ('piece', 'metre', 'squareMetre'));
-- A board's craft line: its quantity in thousandths of the craft's unit (import column); null means
-- the default: 1 piece, the long edge in metres, the area in m² (docs/api-floor.md "Quantities").
ALTER TABLE project_board_crafts ADD COLUMN quantity_milli bigint CHECK (quantity_milli > 0);

-- Whether the trips of this project type stop at reinforcement (between cutting and second processing).
ALTER TABLE process_flows ADD COLUMN reinforcement boolean NOT NULL DEFAULT true;

-- Hours a rack may stay at a stage before it is flagged overdue (rack management's settings).
ALTER TABLE orgs ADD COLUMN rack_stage_limits jsonb NOT NULL
  DEFAULT '{"cutting": 24, "reinforcement": 24, "secondProcessing": 48, "packing": 24}';

-- A rack's trip: generated with the cut boards of one plane, circulated stage to stage, received in
-- each workshop, packed, dismantled, returned. A rack has at most one open trip (closed_at null).
CREATE TABLE rack_trips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  rack_id uuid NOT NULL REFERENCES racks (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  plane_id uuid NOT NULL REFERENCES planes (id) ON DELETE CASCADE,
  -- The stages this trip visits, in order (shared/floor/transitions.ts tripRoute).
  route text[] NOT NULL,
  stage text NOT NULL CHECK (stage IN ('cutting', 'reinforcement', 'secondProcessing', 'packing')),
  state text NOT NULL CHECK (state IN ('loaded', 'inTransit', 'received', 'toReturn', 'returned', 'cancelled')),
  -- When the current state began: time at stage, overdue flag.
  state_since timestamptz NOT NULL,
  last_operator_id uuid REFERENCES users (id),
  opened_at timestamptz NOT NULL,
  opened_by uuid REFERENCES users (id),
  closed_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK ((closed_at IS NULL) = (state NOT IN ('returned', 'cancelled')))
);
CREATE UNIQUE INDEX rack_trips_one_open ON rack_trips (rack_id) WHERE closed_at IS NULL;
CREATE INDEX rack_trips_open ON rack_trips (org_id, stage, state) WHERE closed_at IS NULL;
CREATE INDEX rack_trips_plane ON rack_trips (plane_id, opened_at);
CREATE INDEX rack_trips_rack ON rack_trips (rack_id, opened_at DESC);

-- The boards a trip carries. unloaded_at is set when a board leaves the rack (packed into a box,
-- dismantled, the trip cancelled): a board is on at most one rack at a time.
CREATE TABLE rack_trip_boards (
  trip_id uuid NOT NULL REFERENCES rack_trips (id) ON DELETE CASCADE,
  board_id uuid NOT NULL REFERENCES project_boards (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  loaded_at timestamptz NOT NULL,
  unloaded_at timestamptz,
  PRIMARY KEY (trip_id, board_id)
);
CREATE UNIQUE INDEX rack_trip_boards_one_active ON rack_trip_boards (board_id) WHERE unloaded_at IS NULL;
CREATE INDEX rack_trip_boards_board ON rack_trip_boards (board_id, loaded_at);

-- The circulation record: every rack action with its operator and time.
CREATE TABLE rack_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  rack_id uuid NOT NULL REFERENCES racks (id) ON DELETE CASCADE,
  trip_id uuid NOT NULL REFERENCES rack_trips (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('generate', 'load', 'circulate', 'receive', 'cancel', 'pack', 'dismantle', 'return')),
  from_state text NOT NULL,
  to_state text NOT NULL,
  -- The stage after the action (circulate: the stage it was sent to).
  stage text NOT NULL,
  boards integer NOT NULL DEFAULT 0,
  area_mm2 bigint NOT NULL DEFAULT 0,
  operator_id uuid REFERENCES users (id),
  at timestamptz NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX rack_events_trip ON rack_events (trip_id, at);
CREATE INDEX rack_events_rack ON rack_events (rack_id, at DESC);

-- A craft done on a board: operator, quantity, the unit price of the project type's process-flow
-- step (the craft's own price when the flow has no such step) and the fee, exact in fen.
CREATE TABLE craft_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  board_id uuid NOT NULL REFERENCES project_boards (id) ON DELETE CASCADE,
  -- The board's craft line (project_board_crafts.seq): each is done once.
  seq integer NOT NULL,
  craft_id uuid NOT NULL REFERENCES crafts (id),
  workshop_id uuid NOT NULL REFERENCES workshops (id),
  trip_id uuid REFERENCES rack_trips (id) ON DELETE SET NULL,
  pricing_unit text NOT NULL CHECK (pricing_unit IN ('piece', 'metre', 'squareMetre')),
  quantity_milli bigint NOT NULL CHECK (quantity_milli > 0),
  unit_price_fen bigint NOT NULL CHECK (unit_price_fen >= 0),
  fee_fen bigint NOT NULL CHECK (fee_fen >= 0),
  operator_id uuid NOT NULL REFERENCES users (id),
  done_at timestamptz NOT NULL,
  UNIQUE (board_id, seq)
);
CREATE INDEX craft_records_operator ON craft_records (org_id, operator_id, done_at);
CREATE INDEX craft_records_project ON craft_records (project_id, done_at);

-- Packing: a box is sealed (done) or not; its status and each board's packing status are derived
-- from the boards in it and the seal (docs/api-floor.md). When and by whom a board went in.
ALTER TABLE packing_boxes ADD COLUMN sealed_at timestamptz, ADD COLUMN sealed_by uuid REFERENCES users (id),
  ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE project_boards ADD COLUMN packed_at timestamptz, ADD COLUMN packed_by uuid REFERENCES users (id);
CREATE INDEX project_boards_box ON project_boards (box_id) WHERE box_id IS NOT NULL;

-- The box's record: boards put in and taken out, seal, reopen (with its reason).
CREATE TABLE box_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  box_id uuid NOT NULL REFERENCES packing_boxes (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('add', 'remove', 'seal', 'reopen')),
  board_id uuid REFERENCES project_boards (id) ON DELETE SET NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  operator_id uuid REFERENCES users (id),
  at timestamptz NOT NULL,
  reason text NOT NULL DEFAULT ''
);
CREATE INDEX box_events_box ON box_events (box_id, at);
