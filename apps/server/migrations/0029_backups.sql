-- Backups of the whole installation (issue #25, docs/architecture.md "Backup and restore"): one row per
-- backup made by the schedule, by an administrator's button or by `npm run backup` asking the server.
-- A scheduled backup has its slot (the day and time it stands for), unique: several servers on one
-- database make one backup per slot. The rows themselves are not carried by a backup.
CREATE TABLE backups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'cli')),
  slot text UNIQUE,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  file text,
  size bigint,
  tables integer,
  rows bigint,
  files integer,
  error text,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  heartbeat_at timestamptz
);
CREATE INDEX backups_recent ON backups (created_at DESC);
