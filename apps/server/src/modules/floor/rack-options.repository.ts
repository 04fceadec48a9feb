import type { Queryable } from "../../db/db.ts";

/** Rack management's filter options and their ownership checks (docs/api-floor.md "Racks"). */

/** Whether a project or plane row is the enterprise's (list filters naming another's id → 1002). */
export async function owns(q: Queryable, table: "projects" | "planes", id: string, orgId: string) {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1 AND org_id = $2`, [id, orgId]);
  return rows.length > 0;
}

/** Projects in production (reviewed) or with an open trip, with their planes in order. */
export async function projectOptions(q: Queryable, orgId: string) {
  const { rows } = await q.query<{
    id: string;
    project_no: string;
    name: string;
    plane_id: string;
    batch_no: string;
  }>(
    `SELECT p.id, p.project_no, p.name, pl.id AS plane_id, pl.batch_no
       FROM projects p JOIN planes pl ON pl.project_id = p.id
      WHERE p.org_id = $1 AND (p.review_status = 'reviewed'
            OR EXISTS (SELECT 1 FROM rack_trips t WHERE t.project_id = p.id AND t.closed_at IS NULL))
      ORDER BY p.project_no, pl.seq`,
    [orgId],
  );
  return rows;
}
