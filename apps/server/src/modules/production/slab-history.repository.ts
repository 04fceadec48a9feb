import type { HistoryEntry } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/**
 * A slab's whole history from block to board (DESIGN §11: status is derived, events are stored), read
 * from the audit log in one indexed query, oldest first. An event names the slab when it is
 * - the slab's own (entity `slab`, entity id the slab), its block's (entity `block`), or one of the
 *   boards on it (entity `board`, entity id a board whose slab it is);
 * - or any event whose detail says `slabId: <id>` or `slabIds: [… <id> …]` (production plans, picking
 *   records, a board flagged broken and taken off the slab).
 * The detail's ids are resolved to what a reader recognises: deviceId / toDeviceId → device code,
 * warehouseId → warehouse name, the production plan (entity `productionPlan`, or `productionPlanId`,
 * or a picking record's `planId`) → plan no., the picking record (entity `pickingRecord` or `recordId`)
 * → record no., a board → its code and plane.
 */

/** A text id as uuid, or null when it is not one (an event's ids are text). */
const asUuid = (expr: string) =>
  `(CASE WHEN ${expr} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${expr})::uuid END)`;

export async function slabHistory(
  q: Queryable,
  orgId: string,
  slab: { id: string; blockId: string },
): Promise<HistoryEntry[]> {
  const { rows } = await q.query<{
    created_at: Date;
    actor_name: string | null;
    entity: string;
    action: string;
    from_state: string | null;
    to_state: string | null;
    detail: Record<string, unknown> | null;
    block_no: string | null;
    board_code: string | null;
    plane_id: string | null;
    device_code: string | null;
    to_device_code: string | null;
    warehouse_name: string | null;
    plan_no: string | null;
    record_no: string | null;
  }>(
    `WITH ev AS (
       SELECT a.* FROM audit_log a
        WHERE a.org_id = $1 AND (
              (a.entity = 'slab' AND a.entity_id = $2::text)
           OR (a.entity = 'block' AND a.entity_id = $3::text)
           OR (a.entity = 'board' AND a.entity_id = ANY (ARRAY(
                 SELECT b.id::text FROM project_boards b WHERE b.slab_id = $2::uuid AND b.org_id = $1)))
           OR a.detail @> jsonb_build_object('slabId', $2::text)
           OR a.detail @> jsonb_build_object('slabIds', jsonb_build_array($2::text)))
        ORDER BY a.created_at, a.id LIMIT 500)
     SELECT ev.created_at, COALESCE(m.name, u.nickname) AS actor_name, ev.entity, ev.action, ev.from_state,
            ev.to_state, ev.detail, bl.block_no, pb.code AS board_code, pb.plane_id, d.code AS device_code,
            td.code AS to_device_code, w.name AS warehouse_name, pp.plan_no, pr.record_no
       FROM ev
       LEFT JOIN users u ON u.id = ev.actor_user_id
       LEFT JOIN members m ON m.user_id = ev.actor_user_id AND m.org_id = ev.org_id
       LEFT JOIN blocks bl ON ev.entity = 'block' AND bl.id = ${asUuid("ev.entity_id")} AND bl.org_id = ev.org_id
       LEFT JOIN project_boards pb ON pb.id = ${asUuid(
         "CASE WHEN ev.entity = 'board' THEN ev.entity_id ELSE ev.detail->>'boardId' END",
       )} AND pb.org_id = ev.org_id
       LEFT JOIN devices d ON d.id = ${asUuid("ev.detail->>'deviceId'")} AND d.org_id = ev.org_id
       LEFT JOIN devices td ON td.id = ${asUuid("ev.detail->>'toDeviceId'")} AND td.org_id = ev.org_id
       LEFT JOIN warehouses w ON w.id = ${asUuid("ev.detail->>'warehouseId'")} AND w.org_id = ev.org_id
       LEFT JOIN production_plans pp ON pp.id = ${asUuid(
         `CASE ev.entity WHEN 'productionPlan' THEN ev.entity_id WHEN 'pickingRecord' THEN ev.detail->>'planId'
          ELSE ev.detail->>'productionPlanId' END`,
       )} AND pp.org_id = ev.org_id
       LEFT JOIN picking_records pr ON pr.id = ${asUuid(
         "CASE WHEN ev.entity = 'pickingRecord' THEN ev.entity_id ELSE ev.detail->>'recordId' END",
       )} AND pr.org_id = ev.org_id
      ORDER BY ev.created_at, ev.id`,
    [orgId, slab.id, slab.blockId],
  );
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return rows.map((r) => ({
    at: new Date(r.created_at).toISOString(),
    actorName: r.actor_name,
    entity: r.entity,
    action: r.action,
    from: r.from_state,
    to: r.to_state,
    detail: r.detail,
    refs: {
      blockNo: r.block_no ?? (r.entity === "block" ? r.to_state : null),
      boardCode: r.board_code,
      planeId: r.plane_id,
      deviceCode: r.device_code,
      tableSide: text(r.detail?.tableSide),
      toDeviceCode: r.to_device_code,
      toTableSide: text(r.detail?.toTableSide),
      warehouseName: r.warehouse_name,
      planNo: r.plan_no,
      recordNo: r.record_no,
    },
  }));
}
