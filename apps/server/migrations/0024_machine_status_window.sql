-- One truth per machine (issue #24, docs/api-machine.md "Machine status"): a machine is "reporting"
-- while its last report is at most this many minutes old; older, it is "silent". The status itself is
-- derived (from devices.api_key_hash / linked_at and devices.last_report_at), never stored.
ALTER TABLE orgs ADD COLUMN machine_report_minutes integer NOT NULL DEFAULT 10
  CHECK (machine_report_minutes BETWEEN 1 AND 1440);
