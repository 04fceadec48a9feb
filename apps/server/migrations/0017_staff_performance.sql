-- Staff performance and my data (issue #16, docs/api-analytics.md "Staff performance and my data"):
-- the per-member sums of a period read only the ok cut records, by time. A partial covering index
-- (ok cut records only, their figures included) lets the list sum a month of an enterprise's records
-- from the index alone instead of the table.
CREATE INDEX cutting_records_ok_cuts ON cutting_records (org_id, started_at)
  INCLUDE (operator_id, slab_id, slab_barcode, cut_length_mm, area_cut_mm2, slabs_consumed_milli)
  WHERE kind = 'cut' AND status = 'ok';
