-- Jobs that die are seen (issue 25): an export whose server died mid-run was left "running" until the
-- queue's one-hour expiry. The worker writing it now says who it is and beats while it writes; every
-- server fails a running export nobody beats for (and, on PGlite, one held by an earlier process) with
-- the reason the user's screen shows.
ALTER TABLE cutting_exports
  -- The server process writing it (host:pid:random), NULL while it waits in the queue.
  ADD COLUMN worker text,
  -- Last sign of life of that worker (each chunk written, and every few seconds).
  ADD COLUMN heartbeat_at timestamptz,
  -- Why it failed: a message key (machine.cuttingData.*), shown in the reader's language.
  ADD COLUMN error text;

CREATE INDEX cutting_exports_running ON cutting_exports (heartbeat_at) WHERE status = 'running';

-- Exports running before this migration were written by a server that is gone now.
UPDATE cutting_exports SET status = 'failed', error = 'machine.cuttingData.exportInterrupted'
  WHERE status = 'running';
