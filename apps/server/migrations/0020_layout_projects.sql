-- Cloud-layout runs over several projects at once (issue #17 point 3, docs/api-layout.md "Several projects").
-- A run's projects: layout_runs.project_id stays its first ("home") project; this table lists every
-- project of the run, the home project included (seq 0), in the order the run was started with.
CREATE TABLE layout_run_projects (
  run_id uuid NOT NULL REFERENCES layout_runs (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  -- 0: the home project (layout_runs.project_id), then the others in the order given.
  seq integer NOT NULL CHECK (seq >= 0),
  -- A copy of "the run is running", kept by the trigger below, for the index that follows.
  running boolean NOT NULL DEFAULT true,
  PRIMARY KEY (run_id, project_id)
);
-- One running run per project, for every project of a multi-project run: two runs sharing a project
-- cannot run at once (a second concurrent start loses on this index).
CREATE UNIQUE INDEX layout_run_projects_one_running ON layout_run_projects (project_id) WHERE running;
CREATE INDEX layout_run_projects_project ON layout_run_projects (project_id, run_id);

INSERT INTO layout_run_projects (run_id, project_id, org_id, seq, running)
  SELECT id, project_id, org_id, 0, status = 'running' FROM layout_runs;

-- Every run's home project is filed here by the run's own insert (whoever writes the run).
CREATE FUNCTION layout_run_home_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO layout_run_projects (run_id, project_id, org_id, seq, running)
    VALUES (NEW.id, NEW.project_id, NEW.org_id, 0, NEW.status = 'running');
  RETURN NULL;
END;
$$;
CREATE TRIGGER layout_run_home_project AFTER INSERT ON layout_runs
  FOR EACH ROW EXECUTE FUNCTION layout_run_home_project();

-- The running flag follows the run's status, whichever statement moves it (finish, fail, cancel, sweep).
CREATE FUNCTION layout_run_projects_running() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE layout_run_projects SET running = (NEW.status = 'running') WHERE run_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER layout_run_projects_running AFTER UPDATE OF status ON layout_runs
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION layout_run_projects_running();

COMMENT ON COLUMN cutting_plans.project_id IS
  'The plan''s project: the project with the most board area on the slab (a cloud-layout run over several projects may put boards of several on one slab; each board keeps its own project and plane in project_boards)';
