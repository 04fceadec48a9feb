import type { TableSide } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** The SQL of a slab at the scan station (docs/api-floor.md "Scan station"). */

export interface SlabHit {
  id: string;
  barcode: string;
  status: string;
  version: number;
  exception: boolean;
  device_id: string | null;
  device_code: string | null;
  table_side: TableSide | null;
  warehouse_name: string | null;
  plan_no: string | null;
  plan_device_id: string | null;
  plan_device_code: string | null;
  plan_table_side: TableSide | null;
  project_id: string | null;
  project_no: string | null;
  project_name: string | null;
  plane_id: string | null;
  batch_no: string | null;
  boards: number;
  area: string;
}

/**
 * The slab of this barcode with its boards' count and m², the project of its first board, its table and
 * its issued production plan's table; undefined when none.
 */
export async function slabByBarcode(q: Queryable, orgId: string, barcode: string) {
  const { rows } = await q.query<SlabHit>(
    `SELECT s.id, s.barcode, s.status, s.version, s.exception, s.device_id, d.code AS device_code, s.table_side,
            w.name AS warehouse_name, pp.plan_no, ps.device_id AS plan_device_id, pd.code AS plan_device_code,
            ps.table_side AS plan_table_side,
            p.id AS project_id, p.project_no, p.name AS project_name, pl.id AS plane_id, pl.batch_no, f.boards, f.area
       FROM slabs s
       LEFT JOIN devices d ON d.id = s.device_id
       LEFT JOIN warehouses w ON w.id = s.warehouse_id
       LEFT JOIN production_plan_slabs ps ON ps.slab_id = s.id AND ps.active
        AND EXISTS (SELECT 1 FROM production_plans x WHERE x.id = ps.plan_id AND x.status = 'issued')
       LEFT JOIN production_plans pp ON pp.id = ps.plan_id
       LEFT JOIN devices pd ON pd.id = ps.device_id
       LEFT JOIN LATERAL (SELECT count(*)::int AS boards, COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area,
                                 min(b.project_id::text)::uuid AS project_id, min(b.plane_id::text)::uuid AS plane_id
                            FROM project_boards b WHERE b.slab_id = s.id) f ON true
       LEFT JOIN projects p ON p.id = f.project_id
       LEFT JOIN planes pl ON pl.id = f.plane_id
      WHERE s.org_id = $1 AND s.barcode = $2`,
    [orgId, barcode],
  );
  return rows[0];
}
