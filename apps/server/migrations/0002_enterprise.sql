-- Enterprises and access control: departments, join requests, uploads, third-party bindings.

CREATE TABLE departments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES departments (id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX departments_org ON departments (org_id);

ALTER TABLE members ADD COLUMN department_id uuid REFERENCES departments (id);

CREATE TABLE join_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected', 'cancelled')),
  message text NOT NULL DEFAULT '',
  reason text,
  reviewed_by uuid REFERENCES users (id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One pending request per user and enterprise: a second one is refused (code 1202007).
CREATE UNIQUE INDEX join_requests_one_pending ON join_requests (org_id, user_id) WHERE status = 'submitted';
CREATE INDEX join_requests_user ON join_requests (user_id, created_at DESC);

CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('image')),
  mime text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE third_party_bindings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  provider text NOT NULL,
  external_id text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (provider, external_id),
  UNIQUE (user_id, provider)
);
