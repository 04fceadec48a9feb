-- Stage gates (issue #24, docs/api-floor.md "Stage gates"): boards unloaded from a rack with a reason
-- (so the rest may leave a stage whose work those boards still wait for) are a rack event of their own.
ALTER TABLE rack_events DROP CONSTRAINT rack_events_action_check;
ALTER TABLE rack_events ADD CONSTRAINT rack_events_action_check
  CHECK (action IN ('generate', 'load', 'circulate', 'receive', 'cancel', 'pack', 'dismantle', 'return', 'unload'));
