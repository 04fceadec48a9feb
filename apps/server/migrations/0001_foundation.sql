-- Accounts, enterprises, roles, members, sessions, SMS codes, slider challenges, audit log.
-- Times are written by the application (its clock), so tests can move time without waiting.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL UNIQUE,
  password_hash text,
  nickname text NOT NULL DEFAULT '',
  avatar text,
  gender smallint NOT NULL DEFAULT 0 CHECK (gender IN (0, 1, 2)),
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_org_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orgs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  logo text,
  contact_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  area text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  mes_enabled boolean NOT NULL DEFAULT false,
  is_demo boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_super boolean NOT NULL DEFAULT false,
  menus integer[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, name)
);
CREATE UNIQUE INDEX roles_one_super_per_org ON roles (org_id) WHERE is_super;

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL,
  staff_no text,
  phone text NOT NULL,
  role_id uuid NOT NULL REFERENCES roles (id),
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, user_id),
  UNIQUE (org_id, staff_no)
);
CREATE INDEX members_user ON members (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  org_id uuid REFERENCES orgs (id),
  token_hash text NOT NULL UNIQUE,
  prev_token_hash text UNIQUE,
  prev_valid_until timestamptz,
  access_expires_at timestamptz NOT NULL,
  renew_until timestamptz NOT NULL,
  remember boolean NOT NULL DEFAULT false,
  revoked_at timestamptz,
  revoke_reason text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE sms_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'resetPassword')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered boolean NOT NULL,
  ip text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at DESC);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at DESC);

-- What the `log` SMS provider "sent": tests and local development read the codes here.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE captcha_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gap_x integer NOT NULL,
  piece_y integer NOT NULL,
  ip text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE captcha_tickets (
  ticket_hash text PRIMARY KEY,
  phone text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Counters for per-IP limits (failed logins); pruned as they age.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rate_events_lookup ON rate_events (kind, key, created_at DESC);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  org_id uuid,
  actor_user_id uuid,
  entity text NOT NULL,
  entity_id text,
  action text NOT NULL,
  from_state text,
  to_state text,
  detail jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_log_org ON audit_log (org_id, created_at DESC);
