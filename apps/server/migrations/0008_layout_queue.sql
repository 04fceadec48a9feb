-- Cloud-layout runs go through the job queue (pg-boss, schema pgboss, created by pg-boss itself):
-- the run row says who holds it, so a run whose server died is handed to another worker.
ALTER TABLE layout_runs
  -- The queue job that may work on the run now; a worker holding another job of it stands down.
  ADD COLUMN job_id uuid,
  -- The server process working on it (host:pid:start), NULL while it waits in the queue.
  ADD COLUMN worker text,
  -- How many times a worker took it up; past the limit an interrupted run fails.
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN heartbeat_at timestamptz;

COMMENT ON COLUMN layout_runs.deadline_at IS
  'A running run not heard of by then (no heartbeat; still queued) is handed to the queue again, or failed past its attempts';

-- Runs before the queue were solved in the memory of a server that is gone now.
UPDATE layout_runs SET status = 'failed', error = 'layout.errorInterrupted', finished_at = now(), version = version + 1
  WHERE status = 'running';

CREATE INDEX layout_runs_running ON layout_runs (deadline_at) WHERE status = 'running';
