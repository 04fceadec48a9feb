-- Dashboards (issue #16, docs/api-analytics.md "Dashboards and the MES overview"). Summing a range of
-- a million cutting records per day takes seconds; the dashboards read daily sums instead, kept by a
-- row trigger on cutting_records (any writer: HTTP, MQTT, seed, tests), in the same transaction as
-- the record, so they never disagree with the records. Days are business days (Asia/Shanghai).
-- Records are never deleted but with their enterprise or machine (cascading to these sums too).

-- Per enterprise, business day and machine: every record, and the ok cut records' sums; for the yield,
-- the ok cut records on a known slab: area cut and slab area consumed (thousandths × length × width).
CREATE TABLE cutting_days (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  day date NOT NULL,
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  records bigint NOT NULL DEFAULT 0,
  length_mm bigint NOT NULL DEFAULT 0,
  area_mm2 bigint NOT NULL DEFAULT 0,
  slabs_milli bigint NOT NULL DEFAULT 0,
  yield_cut_mm2 bigint NOT NULL DEFAULT 0,
  yield_consumed_mm2 numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, day, device_id)
);

-- The slabs cut (an ok cut record consuming some of it) on a day, once each, with their accepted plan's
-- used area and their area when first cut that day: the planned yield over the same slabs.
CREATE TABLE cutting_day_slabs (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  day date NOT NULL,
  slab_id uuid NOT NULL REFERENCES slabs (id) ON DELETE CASCADE,
  planned_used bigint,
  slab_area bigint NOT NULL,
  PRIMARY KEY (org_id, day, slab_id)
);

-- Per enterprise and day: those slabs' count and planned sums (over the slabs with an accepted plan).
CREATE TABLE cutting_day_yield (
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  day date NOT NULL,
  slabs bigint NOT NULL DEFAULT 0,
  planned_used bigint NOT NULL DEFAULT 0,
  planned_area bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, day)
);

-- One record in, its day's sums up: a row trigger (a duplicate, ON CONFLICT DO NOTHING, fires nothing).
-- The upserts lock the (enterprise, day, machine) row and the (enterprise, day) row in that order.
CREATE FUNCTION cutting_records_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.started_at AT TIME ZONE 'Asia/Shanghai')::date;
  ok boolean := NEW.kind = 'cut' AND NEW.status = 'ok';
  len bigint;
  wid bigint;
  used bigint;
BEGIN
  IF ok AND NEW.slab_id IS NOT NULL THEN
    SELECT s.length, s.width INTO len, wid FROM slabs s WHERE s.id = NEW.slab_id;
  END IF;
  INSERT INTO cutting_days AS c (org_id, day, device_id, records, length_mm, area_mm2, slabs_milli,
                                 yield_cut_mm2, yield_consumed_mm2)
  VALUES (NEW.org_id, d, NEW.device_id, 1,
          CASE WHEN ok THEN NEW.cut_length_mm ELSE 0 END,
          CASE WHEN ok THEN NEW.area_cut_mm2 ELSE 0 END,
          CASE WHEN ok THEN NEW.slabs_consumed_milli ELSE 0 END,
          CASE WHEN ok AND len IS NOT NULL THEN NEW.area_cut_mm2 ELSE 0 END,
          CASE WHEN ok AND len IS NOT NULL THEN NEW.slabs_consumed_milli::numeric * len * wid / 1000 ELSE 0 END)
  ON CONFLICT (org_id, day, device_id) DO UPDATE SET
    records = c.records + 1,
    length_mm = c.length_mm + EXCLUDED.length_mm,
    area_mm2 = c.area_mm2 + EXCLUDED.area_mm2,
    slabs_milli = c.slabs_milli + EXCLUDED.slabs_milli,
    yield_cut_mm2 = c.yield_cut_mm2 + EXCLUDED.yield_cut_mm2,
    yield_consumed_mm2 = c.yield_consumed_mm2 + EXCLUDED.yield_consumed_mm2;
  IF ok AND len IS NOT NULL AND NEW.slabs_consumed_milli > 0 THEN
    SELECT cp.used_area INTO used FROM cutting_plans cp WHERE cp.slab_id = NEW.slab_id AND cp.status = 'accepted';
    INSERT INTO cutting_day_slabs (org_id, day, slab_id, planned_used, slab_area)
    VALUES (NEW.org_id, d, NEW.slab_id, used, len * wid) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      INSERT INTO cutting_day_yield AS y (org_id, day, slabs, planned_used, planned_area)
      VALUES (NEW.org_id, d, 1, COALESCE(used, 0), CASE WHEN used IS NULL THEN 0 ELSE len * wid END)
      ON CONFLICT (org_id, day) DO UPDATE SET
        slabs = y.slabs + 1,
        planned_used = y.planned_used + EXCLUDED.planned_used,
        planned_area = y.planned_area + EXCLUDED.planned_area;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER cutting_records_roll_up AFTER INSERT ON cutting_records
  FOR EACH ROW EXECUTE FUNCTION cutting_records_roll_up();

-- Rebuilds the daily sums of every enterprise from the records (the records stored before this
-- migration; a bench that fills records with the trigger disabled). Empties them first.
CREATE FUNCTION cutting_days_rebuild() RETURNS void LANGUAGE sql AS $$
DELETE FROM cutting_days;
DELETE FROM cutting_day_slabs;
DELETE FROM cutting_day_yield;
INSERT INTO cutting_days (org_id, day, device_id, records, length_mm, area_mm2, slabs_milli, yield_cut_mm2, yield_consumed_mm2)
SELECT n.org_id, (n.started_at AT TIME ZONE 'Asia/Shanghai')::date, n.device_id, count(*),
       COALESCE(sum(n.cut_length_mm) FILTER (WHERE n.kind = 'cut' AND n.status = 'ok'), 0),
       COALESCE(sum(n.area_cut_mm2) FILTER (WHERE n.kind = 'cut' AND n.status = 'ok'), 0),
       COALESCE(sum(n.slabs_consumed_milli) FILTER (WHERE n.kind = 'cut' AND n.status = 'ok'), 0),
       COALESCE(sum(n.area_cut_mm2) FILTER (WHERE n.kind = 'cut' AND n.status = 'ok' AND s.id IS NOT NULL), 0),
       COALESCE(sum(n.slabs_consumed_milli::numeric * s.length * s.width / 1000)
                  FILTER (WHERE n.kind = 'cut' AND n.status = 'ok' AND s.id IS NOT NULL), 0)
  FROM cutting_records n LEFT JOIN slabs s ON s.id = n.slab_id
 GROUP BY 1, 2, 3;
INSERT INTO cutting_day_slabs (org_id, day, slab_id, planned_used, slab_area)
SELECT DISTINCT ON (1, 2, 3) n.org_id, (n.started_at AT TIME ZONE 'Asia/Shanghai')::date, n.slab_id,
       cp.used_area, s.length::bigint * s.width
  FROM cutting_records n JOIN slabs s ON s.id = n.slab_id
  LEFT JOIN cutting_plans cp ON cp.slab_id = n.slab_id AND cp.status = 'accepted'
 WHERE n.kind = 'cut' AND n.status = 'ok' AND n.slabs_consumed_milli > 0
 ORDER BY 1, 2, 3;
INSERT INTO cutting_day_yield (org_id, day, slabs, planned_used, planned_area)
SELECT org_id, day, count(*), COALESCE(sum(planned_used), 0),
       COALESCE(sum(slab_area) FILTER (WHERE planned_used IS NOT NULL), 0)
  FROM cutting_day_slabs GROUP BY 1, 2;
$$;

-- The records stored before this migration.
SELECT cutting_days_rebuild();
