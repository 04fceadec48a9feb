-- Boards found by a scanned code in any letter case (issue #24 point 13, docs/benchmarks.md "#15 floor"):
-- packing a scanned board (packing.repository boardIdsByCode) and checking a board for a rack
-- (rack-trip.repository boardByCode) compare upper(code) within the enterprise. Without this index each
-- scan read every board of the enterprise (50 ms at 100 000 boards).
CREATE INDEX project_boards_org_code_upper ON project_boards (org_id, upper(code));
