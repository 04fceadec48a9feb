-- Sales management (docs/api-sales.md): teams, customers of three kinds with contacts and follow-ups,
-- orders with lines, tasks with notes, ownership history, collections (offline and online), finance
-- staff and payment-notification settings. Money in fen (bigint), areas in mm² (bigint).
-- Owners are members; a removed member's customers, orders and tasks keep existing unowned (NULL).

CREATE TABLE sales_teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  name text NOT NULL,
  leader_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  remark text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT sales_teams_org_name UNIQUE (org_id, name)
);

-- A member is in at most one team.
CREATE TABLE sales_team_members (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES sales_teams (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, member_id),
  CONSTRAINT sales_team_members_one_team UNIQUE (org_id, member_id)
);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('enterprise', 'store', 'personal')),
  name text NOT NULL,
  credit_code text,
  contact_name text,
  brand text,
  gender smallint CHECK (gender IN (0, 1, 2)),
  phone text NOT NULL,
  province text NOT NULL,
  city text NOT NULL,
  area text NOT NULL,
  address text NOT NULL,
  level text CHECK (level IN ('vip', 'important', 'normal')),
  source text CHECK (source IN ('visit', 'referral', 'exhibition', 'online', 'phone', 'other')),
  remark text NOT NULL DEFAULT '',
  owner_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  team_id uuid REFERENCES sales_teams (id),
  created_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX customers_org_kind ON customers (org_id, kind, created_at DESC);
CREATE INDEX customers_org_phone ON customers (org_id, phone);
CREATE INDEX customers_org_credit ON customers (org_id, credit_code) WHERE credit_code IS NOT NULL;
CREATE INDEX customers_owner ON customers (org_id, owner_member_id);

CREATE TABLE customer_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL,
  position text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX customer_contacts_customer ON customer_contacts (customer_id);

CREATE TABLE customer_followups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  method text NOT NULL CHECK (method IN ('visit', 'phone', 'wechat', 'other')),
  content text NOT NULL,
  followed_at timestamptz NOT NULL,
  next_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX customer_followups_customer ON customer_followups (customer_id, followed_at DESC);

-- Order numbers: SO + day + sequence, one counter row per enterprise and day.
CREATE TABLE sales_order_counters (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  day text NOT NULL,
  seq integer NOT NULL,
  PRIMARY KEY (org_id, day)
);

CREATE TABLE sales_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  order_no text NOT NULL,
  customer_id uuid NOT NULL REFERENCES customers (id),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'confirmed', 'inProduction', 'delivered', 'completed', 'cancelled')),
  order_date date NOT NULL,
  delivery_date date,
  project_no text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  total_fen bigint NOT NULL DEFAULT 0 CHECK (total_fen >= 0),
  cancel_reason text,
  owner_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  team_id uuid REFERENCES sales_teams (id),
  created_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT sales_orders_org_no UNIQUE (org_id, order_no)
);
CREATE INDEX sales_orders_org_date ON sales_orders (org_id, order_date DESC);
CREATE INDEX sales_orders_customer ON sales_orders (customer_id);
CREATE INDEX sales_orders_owner ON sales_orders (org_id, owner_member_id);

CREATE TABLE sales_order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES sales_orders (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  stone_name text NOT NULL,
  specification text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  area_mm2 bigint NOT NULL CHECK (area_mm2 >= 0),
  price_unit text NOT NULL CHECK (price_unit IN ('m2', 'piece')),
  unit_price_fen bigint NOT NULL CHECK (unit_price_fen >= 0),
  amount_fen bigint NOT NULL CHECK (amount_fen >= 0),
  UNIQUE (order_id, seq)
);

CREATE TABLE sales_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  order_id uuid REFERENCES sales_orders (id) ON DELETE SET NULL,
  assignee_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  team_id uuid REFERENCES sales_teams (id),
  creator_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  due_at timestamptz NOT NULL,
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'inProgress', 'done')),
  completed_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sales_tasks_assignee ON sales_tasks (org_id, assignee_member_id, status, due_at);
CREATE INDEX sales_tasks_customer ON sales_tasks (customer_id);

CREATE TABLE sales_task_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  task_id uuid NOT NULL REFERENCES sales_tasks (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sales_task_notes_task ON sales_task_notes (task_id, created_at DESC);

-- Who owned a customer, order or task before, and who moved it.
CREATE TABLE sales_ownership_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('customer', 'order', 'task')),
  entity_id uuid NOT NULL,
  from_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  from_team_id uuid REFERENCES sales_teams (id) ON DELETE SET NULL,
  to_member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  to_team_id uuid REFERENCES sales_teams (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '',
  by_user_id uuid REFERENCES users (id),
  at timestamptz NOT NULL
);
CREATE INDEX sales_ownership_history_entity ON sales_ownership_history (org_id, entity, entity_id, at DESC);

CREATE TABLE sales_collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES sales_orders (id),
  channel text NOT NULL CHECK (channel IN ('offline', 'online')),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  method text NOT NULL,
  payer text NOT NULL DEFAULT '',
  paid_on date NOT NULL,
  paid_at timestamptz,
  trade_no text,
  voucher_file_id uuid REFERENCES uploads (id),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'rejected')),
  reject_reason text,
  remark text NOT NULL DEFAULT '',
  recorded_by uuid REFERENCES users (id),
  reviewed_by uuid REFERENCES users (id),
  reviewed_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((channel = 'online') = (trade_no IS NOT NULL))
);
-- The same payment notification (provider transaction number) is counted once.
CREATE UNIQUE INDEX sales_collections_trade_no ON sales_collections (org_id, trade_no) WHERE trade_no IS NOT NULL;
CREATE INDEX sales_collections_order ON sales_collections (order_id, status);
CREATE INDEX sales_collections_org ON sales_collections (org_id, channel, created_at DESC);

CREATE TABLE sales_finance_staff (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, member_id)
);

-- Payment notifications: the per-enterprise key id (public) and HMAC secret (shown once when set).
CREATE TABLE sales_payment_settings (
  org_id uuid PRIMARY KEY REFERENCES orgs (id) ON DELETE CASCADE,
  key_id text NOT NULL UNIQUE,
  secret text NOT NULL,
  secret_set_at timestamptz NOT NULL
);

-- Nonces of accepted notifications (replays refused); older than the window they may be pruned.
CREATE TABLE sales_payment_nonces (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, nonce)
);
