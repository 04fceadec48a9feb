-- The boards of a cutting plan (project_boards.plan_id): the production plan's candidates, scan and
-- suggestion count each slab's boards by its accepted plan (docs/benchmarks.md "Production"); without
-- this index every slab of a 500-slab suggestion scanned every board of the enterprise (11.7 s p50).
CREATE INDEX project_boards_plan ON project_boards (plan_id) WHERE plan_id IS NOT NULL;
