-- The production floor (DESIGN §11, docs/api-production.md): production plans, picking records.
-- Every floor action also appends an event to audit_log (entity, action, from, to, detail), which is
-- the history the slab detail and the chain views read.

-- A device table's state is derived from the slabs on it (picked exactly while a slab is toCut or
-- cutting there), so it can never contradict the slab list: the stored columns go.
ALTER TABLE devices DROP COLUMN table_a, DROP COLUMN table_b;
CREATE INDEX slabs_on_table ON slabs (org_id, device_id, table_side) WHERE status IN ('toCut', 'cutting');

-- A production plan (cutting schedule): slabs with accepted cutting plans, each on a device table in
-- order, for a date. draft → issued → closed; cancelled before any of its slabs is picked.
CREATE TABLE production_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  plan_no text NOT NULL,
  plan_date date NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'issued', 'closed', 'cancelled')),
  remark text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users (id),
  issued_at timestamptz,
  issued_by uuid REFERENCES users (id),
  closed_at timestamptz,
  cancelled_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, plan_no)
);
CREATE INDEX production_plans_org ON production_plans (org_id, plan_date DESC, status);

-- The slabs of a plan, per device table in cutting order. `active` is true while the plan is draft or
-- issued: a slab is in at most one such plan (two planners adding it at once: one wins).
CREATE TABLE production_plan_slabs (
  plan_id uuid NOT NULL REFERENCES production_plans (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  slab_id uuid NOT NULL REFERENCES slabs (id) ON DELETE CASCADE,
  device_id uuid NOT NULL REFERENCES devices (id),
  table_side text NOT NULL CHECK (table_side IN ('A', 'B')),
  seq integer NOT NULL CHECK (seq >= 1),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (plan_id, slab_id)
);
CREATE UNIQUE INDEX production_plan_slabs_one_open ON production_plan_slabs (slab_id) WHERE active;
CREATE INDEX production_plan_slabs_device ON production_plan_slabs (org_id, device_id, table_side);

-- A machine picking record: one pick, return or transfer of one or more slabs by an operator.
CREATE TABLE picking_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  record_no text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pick', 'return', 'transfer')),
  -- pick: the table picked onto; return: the table the slabs left; transfer: the table they left.
  device_id uuid NOT NULL REFERENCES devices (id),
  table_side text NOT NULL CHECK (table_side IN ('A', 'B')),
  -- transfer: the table they went to.
  to_device_id uuid REFERENCES devices (id),
  to_table_side text CHECK (to_table_side IN ('A', 'B')),
  -- return: the warehouse they went back to.
  warehouse_id uuid REFERENCES warehouses (id),
  plan_id uuid REFERENCES production_plans (id) ON DELETE SET NULL,
  slab_count integer NOT NULL CHECK (slab_count >= 1),
  area bigint NOT NULL CHECK (area >= 0),
  boards integer NOT NULL DEFAULT 0 CHECK (boards >= 0),
  racks_needed integer NOT NULL DEFAULT 0 CHECK (racks_needed >= 0),
  operator_id uuid NOT NULL REFERENCES users (id),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, record_no)
);
CREATE INDEX picking_records_org ON picking_records (org_id, created_at DESC);
CREATE INDEX picking_records_device ON picking_records (org_id, device_id, created_at DESC);

CREATE TABLE picking_record_slabs (
  record_id uuid NOT NULL REFERENCES picking_records (id) ON DELETE CASCADE,
  slab_id uuid NOT NULL REFERENCES slabs (id) ON DELETE CASCADE,
  PRIMARY KEY (record_id, slab_id)
);
CREATE INDEX picking_record_slabs_slab ON picking_record_slabs (slab_id);

-- Who started cutting a slab and when (an operator or its device); completion has its own columns.
ALTER TABLE slabs ADD COLUMN started_at timestamptz, ADD COLUMN started_by uuid REFERENCES users (id);
-- A board found broken: when, by whom (the reason is its exception_reason); it goes back to planning.
ALTER TABLE project_boards ADD COLUMN broken_at timestamptz, ADD COLUMN broken_by uuid REFERENCES users (id);
CREATE INDEX project_boards_slab ON project_boards (slab_id);
