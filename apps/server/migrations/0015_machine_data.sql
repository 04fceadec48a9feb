-- Machine data in (issue #16, DESIGN §11 "Machine data", docs/api-machine.md): every record a cutting
-- machine reports, over HTTP or MQTT, stored once per (device, recordId) with the machine's own times
-- beside the arrival time; the records refused, one by one, for the MES overview's ingest errors.
-- Cutting data (2900), staff performance (3005) and the dashboards (2000) read these.

CREATE TABLE cutting_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  -- The machine's own id of the record, unique per device: a record sent twice is a duplicate.
  record_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('start', 'end', 'cut')),
  table_side text NOT NULL CHECK (table_side IN ('A', 'B')),
  -- The slab the record names (its barcode as sent, and the slab when it is the enterprise's).
  slab_barcode text,
  slab_id uuid REFERENCES slabs (id) ON DELETE SET NULL,
  -- The slab's project when the record arrived (its accepted plan's): filters without a join chain.
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  -- The operator as the machine names them (staff no.), and the member that staff no. was then.
  operator_staff_no text,
  operator_id uuid REFERENCES users (id),
  -- The machine's clock.
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  -- Cut records: length cut (mm), area cut (mm²), slabs consumed (thousandths of a slab).
  cut_length_mm bigint NOT NULL DEFAULT 0 CHECK (cut_length_mm >= 0),
  area_cut_mm2 bigint NOT NULL DEFAULT 0 CHECK (area_cut_mm2 >= 0),
  slabs_consumed_milli integer NOT NULL DEFAULT 0 CHECK (slabs_consumed_milli >= 0),
  status text NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'aborted')),
  -- Our clock, and the way it came.
  received_at timestamptz NOT NULL,
  via text NOT NULL CHECK (via IN ('http', 'mqtt', 'seed')),
  UNIQUE (device_id, record_id)
);
CREATE INDEX cutting_records_org_time ON cutting_records (org_id, started_at DESC);
CREATE INDEX cutting_records_device_time ON cutting_records (org_id, device_id, started_at DESC);
CREATE INDEX cutting_records_operator_time ON cutting_records (org_id, operator_id, started_at DESC);
CREATE INDEX cutting_records_slab ON cutting_records (slab_id) WHERE slab_id IS NOT NULL;
CREATE INDEX cutting_records_project_time ON cutting_records (org_id, project_id, started_at DESC);

-- A record refused (bad slab, slab of another enterprise, state that does not allow it, bad field):
-- the MES overview counts them per machine; the machine was told the same in its answer.
CREATE TABLE device_ingest_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  record_id text,
  code integer NOT NULL,
  -- The reason in the catalogue (key and params), so each reader sees it in their own language.
  message_key text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL,
  via text NOT NULL CHECK (via IN ('http', 'mqtt'))
);
CREATE INDEX device_ingest_errors_device ON device_ingest_errors (org_id, device_id, received_at DESC);

-- The machine's last report (any record, accepted or duplicate): the MES tile's "last report".
ALTER TABLE devices ADD COLUMN last_report_at timestamptz;

-- Boards packed, by whom and when (staff performance): packed_at/packed_by exist (0012); index them.
CREATE INDEX project_boards_packed_by ON project_boards (org_id, packed_by, packed_at) WHERE packed_at IS NOT NULL;
