-- Projects for layout review: planes (production batches), boards (project slabs) with their crafts,
-- and the packing list. Lengths in mm; thickness in mm with one decimal; areas in mm².

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_no text NOT NULL,
  name text NOT NULL,
  client_name text NOT NULL DEFAULT '',
  project_type text NOT NULL CHECK (project_type IN ('engineering', 'fineWork')),
  layout_mode text NOT NULL CHECK (layout_mode IN ('cloud', 'manual')),
  review_status text NOT NULL DEFAULT 'pending'
    CHECK (review_status IN ('pending', 'reviewed', 'done', 'cancelled')),
  is_new boolean NOT NULL DEFAULT true,
  has_update boolean NOT NULL DEFAULT false,
  -- Project settings (kerf, stages, ...): approval needs them complete (project module decides which).
  settings jsonb NOT NULL DEFAULT '{}',
  delivery_at timestamptz,
  uploaded_at timestamptz NOT NULL,
  content_updated_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id),
  created_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, project_no)
);
CREATE INDEX projects_org_status ON projects (org_id, review_status, content_updated_at DESC);

CREATE TABLE planes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  batch_no text NOT NULL,
  seq integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, batch_no)
);
CREATE INDEX planes_org ON planes (org_id, project_id);

CREATE TABLE packing_boxes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  box_no text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  status text NOT NULL DEFAULT 'toPack' CHECK (status IN ('toPack', 'packing', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, box_no)
);
CREATE INDEX packing_boxes_org ON packing_boxes (org_id, project_id);

CREATE TABLE project_boards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  plane_id uuid NOT NULL REFERENCES planes (id) ON DELETE CASCADE,
  code text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  width integer NOT NULL CHECK (width > 0),
  thickness numeric(6, 1) NOT NULL CHECK (thickness > 0),
  stone text NOT NULL,
  cutting_method text NOT NULL DEFAULT 'bridge' CHECK (cutting_method IN ('bridge', 'other')),
  -- false when the stone's grain fixes the board's direction.
  rotatable boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'toCut' CHECK (status IN ('toCut', 'cutting', 'done')),
  exception boolean NOT NULL DEFAULT false,
  exception_reason text NOT NULL DEFAULT '',
  packing_status text NOT NULL DEFAULT 'toPack' CHECK (packing_status IN ('toPack', 'packing', 'packed')),
  table_side text CHECK (table_side IN ('A', 'B')),
  box_id uuid REFERENCES packing_boxes (id) ON DELETE SET NULL,
  -- The accepted cutting plan that carries this board (set by the inventory/layout modules).
  slab_id uuid,
  plan_id uuid,
  seq integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, code)
);
CREATE INDEX project_boards_plane ON project_boards (plane_id, seq);
CREATE INDEX project_boards_org ON project_boards (org_id, project_id);

-- The second-processing crafts of a board, in order.
CREATE TABLE project_board_crafts (
  board_id uuid NOT NULL REFERENCES project_boards (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  craft_id uuid NOT NULL REFERENCES crafts (id),
  PRIMARY KEY (board_id, seq)
);
