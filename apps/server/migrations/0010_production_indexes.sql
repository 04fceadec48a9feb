-- Indexes of the production project list, the plane detail and the slab history (docs/api-production.md,
-- docs/benchmarks.md "Production"). A project's production status is found by index probes per
-- project (a board not done? one started? one broken?), never by scanning every board of the enterprise.
CREATE INDEX project_boards_project_status ON project_boards (project_id, status);
CREATE INDEX project_boards_broken ON project_boards (project_id) WHERE broken_at IS NOT NULL;
-- The slab history finds the events whose detail names the slab (`slabId`, `slabIds`).
CREATE INDEX audit_log_detail ON audit_log USING gin (detail jsonb_path_ops);
