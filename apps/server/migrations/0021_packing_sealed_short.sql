-- Sealed short (issue #24 point 5, docs/api-floor.md "Packing"): a box sealed, by explicit confirmation,
-- while boards its packing list names were not packed keeps their codes; who and when are the seal's
-- (sealed_at, sealed_by). NULL: not sealed short. A reopen clears it.
ALTER TABLE packing_boxes ADD COLUMN short_codes text[];
