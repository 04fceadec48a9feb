-- Packing status is derived, never stored (docs/api-floor.md "Status is derived"): a box is done when
-- sealed, packing when a board has been packed into it, else toPack; a board is toPack until it is
-- packed (project_boards.packed_at), then packing while its box is unsealed and packed once sealed.
-- project_boards.box_id stays the board's box: the packing list's (import) until the board is packed
-- into another box of its project.
UPDATE project_boards b SET packed_at = COALESCE(b.packed_at, b.created_at)
 WHERE b.packing_status <> 'toPack' AND b.box_id IS NOT NULL;
UPDATE packing_boxes SET sealed_at = COALESCE(sealed_at, created_at) WHERE status = 'done';
ALTER TABLE packing_boxes DROP COLUMN status;
ALTER TABLE project_boards DROP COLUMN packing_status;
-- The box's record in the order it was written (several events share one transaction's time).
ALTER TABLE box_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
