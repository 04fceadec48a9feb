-- A rack's status is derived (docs/api-floor.md "Status is derived"): occupied exactly while it has an
-- open trip (rack_trips.closed_at IS NULL), idle otherwise. The stored column could only drift.
ALTER TABLE racks DROP COLUMN status;
