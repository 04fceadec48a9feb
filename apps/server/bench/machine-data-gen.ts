import type { Queryable } from "../src/db/db.ts";
import { buildProductionScale, type ScaleData } from "./production-data.ts";

/**
 * The machine-data benchmark's enterprise (`npm run bench:machine-data`, docs/benchmarks.md "#16
 * machine data"): the production bench enterprise (bench/production-data.ts: 200 projects, 100 000
 * boards, 20 000 slabs, 10 machines) plus `records` cutting records over the last 90 days, made in
 * one INSERT … SELECT generate_series: per slab cut (every fifth record) a start, three cuts and an
 * end, on the machines in turn, by the demo's four cutting operators, on the bench's done slabs (their
 * barcode, project), area cut about 80 % of the slab, 1 % aborted cuts. Exported for the other
 * measurements (cutting data, dashboards, export) to build the same data.
 */
export interface MachineScaleOptions {
  records: number;
  boards: number;
  slabs: number;
  projects: number;
}

export interface MachineScaleData extends ScaleData {
  /** Device codes of the bench machines (BENCH-01 …), in code order. */
  deviceCodes: string[];
  /** Barcodes of done slabs the records name, in barcode order. */
  doneBarcodes: string[];
}

export async function buildMachineScale(
  q: Queryable,
  orgId: string,
  userId: string,
  o: MachineScaleOptions,
): Promise<MachineScaleData> {
  const base = await buildProductionScale(q, orgId, userId, {
    projects: o.projects,
    boards: o.boards,
    slabs: o.slabs,
  });
  await q.query(
    `WITH d AS (SELECT array_agg(id ORDER BY code) AS ids FROM devices WHERE org_id = $1 AND code LIKE 'BENCH-%'),
          sl AS (SELECT array_agg(id ORDER BY barcode) AS ids FROM slabs WHERE org_id = $1 AND barcode LIKE 'BS%' AND status = 'done'),
          ops AS (SELECT array_agg(staff_no ORDER BY staff_no) AS nos FROM members
                   WHERE org_id = $1 AND staff_no IN ('11', '12', '13', '14')),
          g AS (SELECT g, (g - 1) / 5 AS cut, (g - 1) % 5 AS step FROM generate_series(1, $2::int) g),
          x AS (
            SELECT g.g, g.step, d.ids[1 + g.cut % cardinality(d.ids)] AS device_id,
                   sl.ids[1 + g.cut % cardinality(sl.ids)] AS slab_id,
                   coalesce(ops.nos[1 + (g.cut / 40) % cardinality(ops.nos)], '11') AS staff_no,
                   now() - interval '90 days' * (1 - g.g::float / $2) AS at
              FROM g, d, sl, ops)
     INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_barcode, slab_id, project_id,
       operator_staff_no, operator_id, started_at, ended_at, cut_length_mm, area_cut_mm2, slabs_consumed_milli,
       status, received_at, via)
     SELECT $1, x.device_id, 'BENCH-' || x.g, CASE x.step WHEN 0 THEN 'start' WHEN 4 THEN 'end' ELSE 'cut' END,
            CASE WHEN x.g % 2 = 0 THEN 'A' ELSE 'B' END, s.barcode, s.id, cp.project_id, x.staff_no, m.user_id,
            x.at, x.at + interval '15 minutes',
            CASE WHEN x.step BETWEEN 1 AND 3 THEN 6000 + x.g % 4000 ELSE 0 END,
            CASE WHEN x.step BETWEEN 1 AND 3 AND x.g % 100 <> 7 THEN (s.length * s.width * 0.8 / 3)::bigint ELSE 0 END,
            CASE WHEN x.step BETWEEN 1 AND 3 AND x.g % 100 <> 7 THEN CASE x.step WHEN 3 THEN 334 ELSE 333 END ELSE 0 END,
            CASE WHEN x.step BETWEEN 1 AND 3 AND x.g % 100 = 7 THEN 'aborted' ELSE 'ok' END,
            x.at + interval '15 minutes 3 seconds', 'seed'
       FROM x JOIN slabs s ON s.id = x.slab_id
       LEFT JOIN cutting_plans cp ON cp.slab_id = s.id AND cp.status = 'accepted'
       LEFT JOIN members m ON m.org_id = $1 AND m.staff_no = x.staff_no`,
    [orgId, o.records],
  );
  await q.query(
    `UPDATE devices d SET last_report_at = r.at
       FROM (SELECT device_id, max(received_at) AS at FROM cutting_records WHERE org_id = $1 GROUP BY device_id) r
      WHERE d.id = r.device_id`,
    [orgId],
  );
  const devices = await q.query<{ code: string }>(
    "SELECT code FROM devices WHERE org_id = $1 AND code LIKE 'BENCH-%' ORDER BY code",
    [orgId],
  );
  const slabs = await q.query<{ barcode: string }>(
    "SELECT barcode FROM slabs WHERE org_id = $1 AND barcode LIKE 'BS%' AND status = 'done' ORDER BY barcode",
    [orgId],
  );
  return {
    ...base,
    deviceCodes: devices.rows.map((r) => r.code),
    doneBarcodes: slabs.rows.map((r) => r.barcode),
  };
}
