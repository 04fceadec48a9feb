-- Factory master data: workshops, second-processing crafts, process flows, racks, devices, warehouses.

CREATE TABLE workshops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('cutting', 'secondProcessing', 'packing')),
  name text NOT NULL,
  code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);
CREATE UNIQUE INDEX workshops_one_default ON workshops (org_id, category) WHERE is_default;

-- The default workshops of every enterprise that already exists.
INSERT INTO workshops (org_id, category, name, code, is_default)
SELECT o.id, d.category, d.name, d.code, true FROM orgs o
CROSS JOIN (VALUES ('cutting', '切割车间', 'CUT-01'), ('secondProcessing', '二次加工车间', 'SEC-01'), ('packing', '包装车间', 'PCK-01'))
  AS d (category, name, code);

CREATE TABLE crafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  priority integer NOT NULL CHECK (priority >= 0),
  name text NOT NULL,
  process text NOT NULL DEFAULT '',
  class_no text NOT NULL DEFAULT '',
  workshop_id uuid NOT NULL REFERENCES workshops (id),
  unit_price_fen bigint NOT NULL CHECK (unit_price_fen >= 0),
  note text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crafts_org ON crafts (org_id, priority);

CREATE TABLE process_flows (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_type text NOT NULL CHECK (project_type IN ('engineering', 'fineWork')),
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, project_type)
);

CREATE TABLE process_flow_steps (
  org_id uuid NOT NULL,
  project_type text NOT NULL,
  seq integer NOT NULL,
  craft_id uuid NOT NULL REFERENCES crafts (id) ON DELETE CASCADE,
  unit_price_fen bigint NOT NULL CHECK (unit_price_fen >= 0),
  PRIMARY KEY (org_id, project_type, seq),
  UNIQUE (org_id, project_type, craft_id),
  FOREIGN KEY (org_id, project_type) REFERENCES process_flows (org_id, project_type) ON DELETE CASCADE
);

CREATE TABLE racks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number BETWEEN 1 AND 9999),
  status text NOT NULL DEFAULT 'idle' CHECK (status IN ('idle', 'occupied')),
  safety_value numeric(10, 2) NOT NULL,
  max_value numeric(10, 2) NOT NULL,
  class_no text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, number),
  CHECK (safety_value <= max_value)
);

CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  code text NOT NULL,
  series text NOT NULL CHECK (series IN ('S600', 'C500', 'smart400')),
  max_length integer NOT NULL CHECK (max_length > 0),
  max_width integer NOT NULL CHECK (max_width > 0),
  max_thickness integer NOT NULL CHECK (max_thickness > 0),
  api_key_hash text UNIQUE,
  linked_at timestamptz,
  table_a text NOT NULL DEFAULT 'unoccupied' CHECK (table_a IN ('unoccupied', 'picked')),
  table_b text NOT NULL DEFAULT 'unoccupied' CHECK (table_b IN ('unoccupied', 'picked')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);

CREATE TABLE warehouses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  name text NOT NULL,
  code text NOT NULL,
  location text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, code)
);
