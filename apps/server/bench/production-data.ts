import type { Queryable } from "../src/db/db.ts";

/**
 * A demo-shaped enterprise scaled up for `npm run bench:production` (docs/benchmarks.md "Production"):
 * reviewed projects with 4 planes each, boards spread evenly over them, slabs carrying 5 boards each,
 * built with bulk INSERT … SELECT generate_series in a few statements. A quarter of the projects is
 * finished (every board cut, review state done), half is in production (boards cut, being cut, to cut;
 * their slabs done, cutting, on a table or in the warehouse), a quarter has not started (slabs in the
 * warehouse). Exported so the rest of the production benchmark (plan suggestion, concurrent picks) can
 * reuse it: `toPickSlabIds` are the slabs still in the warehouse (toPick), each with an accepted cutting
 * plan (every bench slab has one, its boards linked), so a production plan can take any of them;
 * `deviceIds` the machines, each of which takes every bench slab.
 */
export interface ScaleOptions {
  projects: number;
  boards: number;
  slabs: number;
  /** Machines added (S600, A/B tables). */
  devices?: number;
}

export interface ScaleData {
  projectIds: string[];
  /** One plane of a project in production, for the plane detail. */
  planeId: string;
  deviceIds: string[];
  warehouseId: string;
  /** Slabs still in the warehouse (toPick), each with an accepted cutting plan, in barcode order. */
  toPickSlabIds: string[];
}

export async function buildProductionScale(
  q: Queryable,
  orgId: string,
  userId: string,
  o: ScaleOptions,
): Promise<ScaleData> {
  const planesPer = 4;
  const boardsPer = Math.floor(o.boards / o.projects);
  const boardsPerSlab = Math.max(1, Math.round(o.boards / o.slabs));
  const deviceCount = o.devices ?? 10;
  const wh = await q.query<{ id: string }>(
    "INSERT INTO warehouses (org_id, name, code) VALUES ($1, '压测仓', 'BENCH-WH') RETURNING id",
    [orgId],
  );
  const warehouseId = wh.rows[0]!.id;
  const devices = await q.query<{ id: string }>(
    `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness)
     SELECT $1, 'BENCH-' || lpad(g::text, 2, '0'), 'S600', 3600, 2000, 50 FROM generate_series(1, $2::int) g RETURNING id`,
    [orgId, deviceCount],
  );
  // Projects: 1..P/4 finished (review done), up to 3P/4 in production, the rest not started.
  await q.query(
    `INSERT INTO projects (org_id, project_no, name, client_name, project_type, layout_mode, review_status, is_new,
                           settings, delivery_at, uploaded_at, content_updated_at, reviewed_at, reviewed_by)
     SELECT $1, 'BP-' || lpad(g::text, 4, '0'), '压测项目 ' || g, '客户 ' || (g % 17), 
            CASE WHEN g % 3 = 0 THEN 'fineWork' ELSE 'engineering' END, 'cloud',
            CASE WHEN g <= $2::int / 4 THEN 'done' ELSE 'reviewed' END, false,
            '{"kerf": 4, "stages": 3}', now() + (g % 90) * interval '1 day', now(), now(), now(), $3
       FROM generate_series(1, $2::int) g`,
    [orgId, o.projects, userId],
  );
  await q.query(
    `INSERT INTO planes (org_id, project_id, batch_no, seq)
     SELECT p.org_id, p.id, p.project_no || '-P' || k, k FROM projects p, generate_series(1, $2::int) k
      WHERE p.org_id = $1 AND p.project_no LIKE 'BP-%'`,
    [orgId, planesPer],
  );
  // Blocks of 10 slabs; slab n carries boards (n-1)*k+1 .. n*k of the enterprise's board sequence.
  await q.query(
    `INSERT INTO blocks (org_id, block_no, stone)
     SELECT $1, 'BB-' || lpad(g::text, 5, '0'), (ARRAY['白玉兰','爵士白','雅士白','黑金沙'])[1 + g % 4]
       FROM generate_series(1, ceil($2::int / 10.0)::int) g`,
    [orgId, o.slabs],
  );
  await q.query(
    `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, warehouse_id)
     SELECT $1, b.id, '1', lpad(g::text, 6, '0'), b.stone, 'BS' || lpad(g::text, 8, '0'),
            2800 + (g % 5) * 100, 1500 + (g % 4) * 100, 20, $3
       FROM generate_series(1, $2::int) g JOIN blocks b ON b.org_id = $1 AND b.block_no = 'BB-' || lpad(ceil(g / 10.0)::int::text, 5, '0')`,
    [orgId, o.slabs, warehouseId],
  );
  // Boards: project i holds boards (i-1)*B+1 .. i*B; plane by quarter; sizes cycle.
  await q.query(
    `WITH ids AS (
       SELECT (SELECT array_agg(id ORDER BY project_no) FROM projects WHERE org_id = $1 AND project_no LIKE 'BP-%') AS pr,
              (SELECT array_agg(pl.id ORDER BY p.project_no, pl.seq) FROM planes pl JOIN projects p ON p.id = pl.project_id
                WHERE p.org_id = $1 AND p.project_no LIKE 'BP-%') AS pl,
              (SELECT array_agg(id ORDER BY barcode) FROM slabs WHERE org_id = $1 AND barcode LIKE 'BS%') AS sl),
     g AS (SELECT g, (g - 1) / $3::int + 1 AS i, ((g - 1) % $3::int) * $4::int / $3::int + 1 AS k
             FROM generate_series(1, $2::int * $3::int) g)
     INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, seq, slab_id, status)
     SELECT $1, ids.pr[g.i], ids.pl[(g.i - 1) * $4::int + g.k], 'BD-' || lpad(g.g::text, 7, '0'),
            (ARRAY[600, 800, 1200, 900, 1500])[1 + g.g % 5], (ARRAY[600, 400, 600, 300, 750])[1 + g.g % 5], 20, '爵士白',
            g.g, ids.sl[(g.g - 1) / $5::int + 1],
            CASE WHEN g.i <= $2::int / 4 THEN 'done'
                 WHEN g.i <= 3 * $2::int / 4 AND (g.g - 1) % $3::int < $3::int * 2 / 5 THEN 'done'
                 WHEN g.i <= 3 * $2::int / 4 AND (g.g - 1) % $3::int < $3::int / 2 THEN 'cutting'
                 ELSE 'toCut' END
       FROM g, ids`,
    [orgId, o.projects, boardsPer, planesPer, boardsPerSlab],
  );
  // A slab follows its boards: all done → done; one cutting → cutting on a table; the first slabs
  // after the cut ones of a project in production wait on a table (toCut); the rest stay in the warehouse.
  await q.query(
    `WITH st AS (
       SELECT b.slab_id, bool_and(b.status = 'done') AS all_done, bool_or(b.status = 'cutting') AS any_cutting,
              CASE WHEN max(substr(p.project_no, 4)::int) <= 3 * $4::int / 4 THEN min(b.seq) ELSE 1 END AS first_seq
         FROM project_boards b JOIN projects p ON p.id = b.project_id
        WHERE b.org_id = $1 AND b.slab_id IS NOT NULL AND p.project_no LIKE 'BP-%' GROUP BY b.slab_id)
     UPDATE slabs s SET status = CASE WHEN st.all_done THEN 'done' WHEN st.any_cutting THEN 'cutting'
                                      WHEN st.first_seq % 97 = 0 THEN 'toCut' ELSE 'toPick' END,
            device_id = CASE WHEN st.all_done OR st.any_cutting OR st.first_seq % 97 = 0
                             THEN ($2::uuid[])[1 + (st.first_seq % $3::int)] END,
            table_side = CASE WHEN st.all_done OR st.any_cutting OR st.first_seq % 97 = 0
                              THEN (ARRAY['A', 'B'])[1 + (st.first_seq / 7) % 2] END
       FROM st WHERE s.id = st.slab_id`,
    [orgId, devices.rows.map((d) => d.id), deviceCount, o.projects],
  );
  // Every bench slab carries an accepted cutting plan (as after a cloud layout was accepted): its
  // project and plane, its boards linked (project_boards.plan_id) and placed side by side across the
  // slab (each slab holds one board of each of the five sizes, 2 650 mm of widths plus kerfs).
  // Statistics first: inside the build's transaction the planner has none for the fresh rows.
  await q.query("ANALYZE project_boards, slabs, projects, planes");
  await q.query(
    `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, status, kerf, stages, used_area, created_by)
     SELECT $1, b.slab_id, (array_agg(b.project_id ORDER BY b.seq))[1], (array_agg(b.plane_id ORDER BY b.seq))[1],
            'cloud', 'accepted', 4, 3, sum(b.length::bigint * b.width), $2
       FROM project_boards b JOIN slabs s ON s.id = b.slab_id
      WHERE b.org_id = $1 AND s.barcode LIKE 'BS%' GROUP BY b.slab_id`,
    [orgId, userId],
  );
  await q.query("ANALYZE cutting_plans");
  await q.query(
    `UPDATE project_boards b SET plan_id = c.id FROM cutting_plans c JOIN slabs s ON s.id = c.slab_id
      WHERE c.org_id = $1 AND c.status = 'accepted' AND s.barcode LIKE 'BS%' AND b.slab_id = c.slab_id
        AND b.org_id = $1`,
    [orgId],
  );
  await q.query("ANALYZE project_boards");
  await q.query(
    `INSERT INTO cutting_plan_boards (plan_id, board_id, x, y, w, h, rotated)
     SELECT b.plan_id, b.id, sum(b.width + 4) OVER w - (b.width + 4), 0, b.width, b.length, true
       FROM project_boards b JOIN slabs s ON s.id = b.slab_id
      WHERE b.org_id = $1 AND s.barcode LIKE 'BS%' AND b.plan_id IS NOT NULL
     WINDOW w AS (PARTITION BY b.plan_id ORDER BY b.seq)`,
    [orgId],
  );
  const projectIds = (
    await q.query<{ id: string }>(
      "SELECT id FROM projects WHERE org_id = $1 AND project_no LIKE 'BP-%' ORDER BY project_no",
      [orgId],
    )
  ).rows.map((r) => r.id);
  const plane = await q.query<{ id: string }>(
    "SELECT id FROM planes WHERE project_id = $1 ORDER BY seq LIMIT 1",
    [projectIds[Math.floor(projectIds.length / 2)]],
  );
  const toPick = await q.query<{ id: string }>(
    "SELECT id FROM slabs WHERE org_id = $1 AND barcode LIKE 'BS%' AND status = 'toPick' ORDER BY barcode",
    [orgId],
  );
  return {
    projectIds,
    planeId: plane.rows[0]!.id,
    deviceIds: devices.rows.map((d) => d.id),
    warehouseId,
    toPickSlabIds: toPick.rows.map((r) => r.id),
  };
}
