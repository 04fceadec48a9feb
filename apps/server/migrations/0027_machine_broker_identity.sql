-- Machines on MQTT (issue #25, DESIGN §12 "Machine identity", docs/architecture.md "Machines on MQTT").
-- A machine authenticates to the broker as itself: username = its id (a UUID, unique across
-- enterprises), password = its key. The broker's password file needs a salted PBKDF2-SHA512 hash of
-- that key (Mosquitto's `$7$` format); the key itself is shown once and never stored, so the hash is
-- made when the machine is linked and kept here, to rewrite the file whenever any machine changes.
-- Machines linked before this migration have none: they report over HTTP until re-linked.
ALTER TABLE devices ADD COLUMN broker_password_hash text;

-- Refused records aggregated per machine, reason and hour (a flood of refusals is one row with a
-- count, not one row each): `received_at` is the last seen, `first_at` the first, `record_id` and
-- `params` those of the last one seen. The hour is UTC-aligned, so a business day (Asia/Shanghai,
-- whole hours from UTC) is a whole number of hours and its counts stay exact.
ALTER TABLE device_ingest_errors ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count > 0);
ALTER TABLE device_ingest_errors ADD COLUMN first_at timestamptz;
ALTER TABLE device_ingest_errors ADD COLUMN hour timestamptz;
UPDATE device_ingest_errors
   SET first_at = received_at, hour = to_timestamp(floor(extract(epoch FROM received_at) / 3600) * 3600);
UPDATE device_ingest_errors e SET count = g.n, first_at = g.first
  FROM (SELECT device_id, code, message_key, hour, count(*)::int AS n, min(received_at) AS first
          FROM device_ingest_errors GROUP BY device_id, code, message_key, hour) g
 WHERE e.device_id = g.device_id AND e.code = g.code AND e.message_key = g.message_key AND e.hour = g.hour;
DELETE FROM device_ingest_errors e USING device_ingest_errors f
 WHERE e.device_id = f.device_id AND e.code = f.code AND e.message_key = f.message_key AND e.hour = f.hour
   AND (f.received_at > e.received_at OR (f.received_at = e.received_at AND f.id > e.id));
ALTER TABLE device_ingest_errors ALTER COLUMN first_at SET NOT NULL;
ALTER TABLE device_ingest_errors ALTER COLUMN hour SET NOT NULL;
CREATE UNIQUE INDEX device_ingest_errors_reason ON device_ingest_errors (device_id, code, message_key, hour);
