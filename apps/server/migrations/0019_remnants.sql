-- Remnants (issue #17 point 2, docs/api-inventory.md "Remnants"): when a slab is marked complete, the
-- offcuts of its accepted plan's cut tree that reach the enterprise's minimum size become slabs of their
-- own. A remnant is a slab with a parent: the slab it was cut from and the plan that left it.
ALTER TABLE slabs
  ADD COLUMN parent_slab_id uuid REFERENCES slabs (id),
  -- The plan whose cut tree left it (null only if that plan was deleted with its project later).
  ADD COLUMN parent_plan_id uuid REFERENCES cutting_plans (id) ON DELETE SET NULL,
  -- The offcut's index in the parent's cut tree (1-based): one remnant per offcut, whatever retries.
  ADD COLUMN remnant_seq integer,
  ADD CONSTRAINT slabs_remnant_parent CHECK (
    (parent_slab_id IS NULL AND parent_plan_id IS NULL AND remnant_seq IS NULL)
    OR (parent_slab_id IS NOT NULL AND remnant_seq >= 1)
  );
-- "The remnants of a slab" (slab detail) and "one remnant per offcut of a plan" (a retry cannot duplicate).
CREATE UNIQUE INDEX slabs_remnant_once ON slabs (parent_slab_id, remnant_seq) WHERE parent_slab_id IS NOT NULL;
-- The slab list's kind filter (all / slabs / remnants).
CREATE INDEX slabs_org_remnants ON slabs (org_id, status) WHERE parent_slab_id IS NOT NULL;

-- The minimum size an offcut needs to become a remnant, per enterprise: one default row (stone and
-- thickness null) and optional rows for a stone, a thickness or both; the most specific row wins.
-- Without any row the default is 300 × 300 mm. `min_length` ≥ `min_width` (length is the long side).
CREATE TABLE remnant_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
  stone text,
  thickness numeric(6, 1),
  min_length integer NOT NULL CHECK (min_length BETWEEN 1 AND 10000),
  min_width integer NOT NULL CHECK (min_width BETWEEN 1 AND 10000 AND min_width <= min_length),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX remnant_rules_one ON remnant_rules (org_id, COALESCE(stone, ''), COALESCE(thickness, 0));
