-- Reinforcement is real work (issue #24, docs/api-floor.md "Stage gates"): a workshop may be of the
-- category 'reinforcement'. A board carrying a craft of such a workshop needs reinforcement; its craft
-- record (done when scanned at the reinforcement stage) records that it was done, and the stage gate
-- keeps its rack at reinforcement until then.
ALTER TABLE workshops DROP CONSTRAINT IF EXISTS workshops_category_check;
ALTER TABLE workshops ADD CONSTRAINT workshops_category_check
  CHECK (category IN ('cutting', 'reinforcement', 'secondProcessing', 'packing'));
