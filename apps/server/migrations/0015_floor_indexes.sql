-- Indexes of the floor's tracking and scan lookup (docs/api-floor.md, docs/benchmarks.md "#15 floor").
-- A scanned board code is looked up across the enterprise's projects (the newest first): without this
-- index every lookup scanned every board of the enterprise.
CREATE INDEX project_boards_org_code ON project_boards (org_id, code);
