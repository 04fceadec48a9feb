import type { YieldGroup } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/**
 * Planned vs actual yield (docs/api-machine.md "Yield"). Per slab: planned = its accepted plan's
 * used_area ÷ (length × width); actual = Σ area_cut_mm2 of its ok cut records ÷ (Σ slabs_consumed_milli
 * / 1000 × length × width), unknown without such records. A group (project, day, device, range) sums
 * over its slabs that have an actual yield, planned over the same slabs. A slab's day is the business
 * day (Asia/Shanghai) of its last ok cut record; its project the one its records carry (else its plan's).
 * Percentages are computed in exact numeric and rounded to 2 decimals.
 */

export interface YieldFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  projectId?: string | undefined;
  deviceId?: string | undefined;
  slabId?: string | undefined;
}

export interface YieldSumRow {
  key: string | null;
  label: string | null;
  slabs: number;
  planned_used: string;
  slab_area: string;
  cut_area: string;
  consumed_area: string;
  planned_pct: string | null;
  actual_pct: string | null;
  total?: number;
}

function slabsCte(orgId: string, f: YieldFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [orgId];
  const recordConds = ["r.org_id = $1", "r.kind = 'cut'", "r.status = 'ok'", "r.slab_id IS NOT NULL"];
  const add = (list: string[], cond: (p: string) => string, value: unknown) => {
    params.push(value);
    list.push(cond(`$${params.length}`));
  };
  if (f.projectId) add(recordConds, (p) => `r.project_id = ${p}`, f.projectId);
  if (f.deviceId) add(recordConds, (p) => `r.device_id = ${p}`, f.deviceId);
  if (f.slabId) add(recordConds, (p) => `r.slab_id = ${p}`, f.slabId);
  const rangeConds: string[] = ["true"];
  if (f.from) add(rangeConds, (p) => `s.last_at >= ${p}`, f.from);
  if (f.to) add(rangeConds, (p) => `s.last_at < ${p}`, f.to);
  const sql = `WITH s AS (
      SELECT r.slab_id, sum(r.area_cut_mm2) AS cut, sum(r.slabs_consumed_milli) AS milli, max(r.started_at) AS last_at,
             (array_agg(r.project_id ORDER BY r.started_at DESC) FILTER (WHERE r.project_id IS NOT NULL))[1] AS project_id
        FROM cutting_records r WHERE ${recordConds.join(" AND ")}
       GROUP BY r.slab_id HAVING sum(r.slabs_consumed_milli) > 0),
    y AS (
      SELECT s.slab_id, sl.barcode, s.last_at, COALESCE(s.project_id, cp.project_id) AS project_id,
             to_char(s.last_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day,
             cp.id AS plan_id, COALESCE(cp.used_area, 0)::numeric AS planned,
             (sl.length::numeric * sl.width) AS slab_area, s.cut::numeric AS cut,
             s.milli::numeric * sl.length * sl.width AS consumed_milli_area
        FROM s JOIN slabs sl ON sl.id = s.slab_id AND sl.org_id = $1
        LEFT JOIN cutting_plans cp ON cp.slab_id = s.slab_id AND cp.status = 'accepted'
       WHERE ${rangeConds.join(" AND ")})`;
  return { sql, params };
}

const SUMS = `count(*)::int AS slabs,
  COALESCE(sum(y.planned), 0)::text AS planned_used,
  COALESCE(sum(y.slab_area), 0)::text AS slab_area,
  COALESCE(sum(y.cut), 0)::text AS cut_area,
  COALESCE(round(sum(y.consumed_milli_area) / 1000), 0)::text AS consumed_area,
  CASE WHEN count(y.plan_id) > 0 THEN round(100 * sum(y.planned) / sum(y.slab_area), 2)::text END AS planned_pct,
  CASE WHEN count(*) > 0 THEN round(100000 * sum(y.cut) / sum(y.consumed_milli_area), 2)::text END AS actual_pct`;

const GROUPS: Record<YieldGroup, { key: string; label: string; order: string; join: string }> = {
  slab: { key: "y.slab_id::text", label: "y.barcode", order: "max(y.last_at) DESC, 1", join: "" },
  project: {
    key: "y.project_id::text",
    label: "p.project_no || ' ' || p.name",
    order: "max(y.last_at) DESC, 1",
    join: "LEFT JOIN projects p ON p.id = y.project_id",
  },
  day: { key: "y.day", label: "y.day", order: "1 DESC", join: "" },
};

export async function yieldPage(
  q: Queryable,
  orgId: string,
  by: YieldGroup,
  f: YieldFilter,
  limit: number,
  offset: number,
): Promise<YieldSumRow[]> {
  const c = slabsCte(orgId, f);
  const g = GROUPS[by];
  const n = c.params.length;
  const { rows } = await q.query<YieldSumRow>(
    `${c.sql}
     SELECT ${g.key} AS key, ${g.label} AS label, ${SUMS}, count(*) OVER ()::int AS total
       FROM y ${g.join} GROUP BY 1, 2 ORDER BY ${g.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...c.params, limit, offset],
  );
  return rows;
}

export async function yieldTotals(q: Queryable, orgId: string, f: YieldFilter): Promise<YieldSumRow> {
  const c = slabsCte(orgId, f);
  const { rows } = await q.query<YieldSumRow>(
    `${c.sql} SELECT NULL AS key, NULL AS label, ${SUMS} FROM y`,
    c.params,
  );
  return rows[0]!;
}

/** A slab's planned yield from its accepted plan alone (known before any record). */
export async function slabPlan(q: Queryable, orgId: string, slabId: string) {
  const { rows } = await q.query<{ planned: string | null; slab_area: string }>(
    `SELECT cp.used_area::text AS planned, (s.length::bigint * s.width)::text AS slab_area
       FROM slabs s LEFT JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
      WHERE s.id = $1 AND s.org_id = $2`,
    [slabId, orgId],
  );
  return rows[0];
}
