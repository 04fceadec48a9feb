-- Block and slab inventory, and cutting plans (one slab, the boards placed on it).

CREATE TABLE blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  block_no text NOT NULL,
  stone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, block_no)
);

CREATE TABLE slabs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  block_id uuid NOT NULL REFERENCES blocks (id),
  bundle_no text NOT NULL,
  slab_no text NOT NULL,
  stone text NOT NULL,
  barcode text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  width integer NOT NULL CHECK (width > 0),
  thickness numeric(6, 1) NOT NULL CHECK (thickness > 0),
  -- Defect rectangles no board may cover: [{x, y, w, h}] in mm from the slab's corner.
  defects jsonb NOT NULL DEFAULT '[]',
  warehouse_id uuid REFERENCES warehouses (id),
  status text NOT NULL DEFAULT 'toPick' CHECK (status IN ('toPick', 'toCut', 'cutting', 'done')),
  exception boolean NOT NULL DEFAULT false,
  exception_reason text NOT NULL DEFAULT '',
  device_id uuid REFERENCES devices (id),
  table_side text CHECK (table_side IN ('A', 'B')),
  completed_at timestamptz,
  completed_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, barcode),
  UNIQUE (org_id, block_id, bundle_no, slab_no)
);
CREATE INDEX slabs_org_query ON slabs (org_id, stone, thickness, status);

CREATE TABLE cutting_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  slab_id uuid NOT NULL REFERENCES slabs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  plane_id uuid REFERENCES planes (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('cloud', 'manual')),
  -- proposed: a cloud-layout result not yet accepted; accepted: the slab's plan.
  status text NOT NULL DEFAULT 'accepted' CHECK (status IN ('proposed', 'accepted')),
  -- The cloud-layout run that proposed it (layout module), if any.
  run_id uuid,
  kerf integer NOT NULL CHECK (kerf >= 0),
  stages integer NOT NULL DEFAULT 3 CHECK (stages >= 2),
  used_area bigint NOT NULL CHECK (used_area >= 0),
  -- The guillotine cut tree, as the optimiser or the manual-layout check made it.
  cut_tree jsonb,
  created_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cutting_plans_one_accepted ON cutting_plans (slab_id) WHERE status = 'accepted';
CREATE INDEX cutting_plans_org ON cutting_plans (org_id, project_id);

CREATE TABLE cutting_plan_boards (
  plan_id uuid NOT NULL REFERENCES cutting_plans (id) ON DELETE CASCADE,
  board_id uuid NOT NULL REFERENCES project_boards (id) ON DELETE CASCADE,
  x integer NOT NULL CHECK (x >= 0),
  y integer NOT NULL CHECK (y >= 0),
  -- Width and height as placed (swapped when rotated).
  w integer NOT NULL CHECK (w > 0),
  h integer NOT NULL CHECK (h > 0),
  rotated boolean NOT NULL DEFAULT false,
  PRIMARY KEY (plan_id, board_id)
);
CREATE INDEX cutting_plan_boards_board ON cutting_plan_boards (board_id);

ALTER TABLE project_boards
  ADD CONSTRAINT project_boards_slab FOREIGN KEY (slab_id) REFERENCES slabs (id) ON DELETE SET NULL,
  ADD CONSTRAINT project_boards_plan FOREIGN KEY (plan_id) REFERENCES cutting_plans (id) ON DELETE SET NULL;

-- A slab's history is read from the audit log by entity and id.
CREATE INDEX audit_log_entity ON audit_log (org_id, entity, entity_id);
