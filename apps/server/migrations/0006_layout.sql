-- Cloud layout runs (docs/api-layout.md): one optimiser run over a project's (or one plane's) boards
-- without an accepted plan, against the matching slabs in stock. Its results are cutting_plans with
-- status 'proposed', source 'cloud' and run_id = this run until they are accepted or discarded.

CREATE TABLE layout_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- NULL: the whole project.
  plane_id uuid REFERENCES planes (id) ON DELETE CASCADE,
  -- running → done → accepted | discarded; running → failed | cancelled.
  status text NOT NULL DEFAULT 'running'
    CHECK (status IN ('running', 'done', 'failed', 'cancelled', 'accepted', 'discarded')),
  -- Progress: (stone, thickness) groups solved so far out of all groups of the run.
  groups_total integer NOT NULL DEFAULT 0 CHECK (groups_total >= 0),
  groups_done integer NOT NULL DEFAULT 0 CHECK (groups_done >= 0),
  -- The settings of the run: kerf, stages, rotation, slabIds (null = every matching slab to pick), timeLimitSeconds.
  params jsonb NOT NULL,
  -- Set when done: slabs used, boards placed / unplaced (with reasons), areas and yields, per group.
  summary jsonb,
  -- Why a run failed (a message for the log and the screen; never a stack trace).
  error text,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  -- A run still 'running' after this time was interrupted (server stopped): it counts as failed.
  deadline_at timestamptz NOT NULL,
  finished_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
-- One running run per project: a second concurrent start loses.
CREATE UNIQUE INDEX layout_runs_one_running ON layout_runs (project_id) WHERE status = 'running';
CREATE INDEX layout_runs_org ON layout_runs (org_id, project_id, created_at DESC);
CREATE INDEX layout_cutting_plans_run ON cutting_plans (run_id) WHERE run_id IS NOT NULL;
