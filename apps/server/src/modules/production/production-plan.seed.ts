import type { PlanState } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import {
  insertPlan,
  nextPlanNo,
  planDevices,
  replacePlanSlabs,
  setPlanStatus,
} from "./production-plan.repository.ts";
import { suggestAssignment } from "./production-plan.suggest.ts";

/**
 * Demo production plans (called by seedDemo after the inventory seed): one in every state, built from
 * the demo's planned slabs. A closed plan of slabs already cut; an issued plan (today) and a draft
 * (tomorrow) of the not-started project's slabs, still in the warehouse; a cancelled plan whose slabs
 * are free again. Some of the not-started project's slabs stay in no plan, for a user to plan.
 */
export async function seedProductionPlans(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000);
  const date = (offset: number) => day(offset).toISOString().slice(0, 10);
  const { rows: slabs } = await q.query<{
    id: string;
    barcode: string;
    length: number;
    width: number;
    thickness: string;
    plane_id: string | null;
    status: string;
    device_id: string | null;
    table_side: "A" | "B" | null;
  }>(
    `SELECT s.id, s.barcode, s.length, s.width, s.thickness::text AS thickness, c.plane_id, s.status, s.device_id,
            s.table_side
       FROM slabs s JOIN cutting_plans c ON c.slab_id = s.id AND c.status = 'accepted'
       JOIN projects p ON p.id = c.project_id LEFT JOIN planes pl ON pl.id = c.plane_id
      WHERE s.org_id = $1 AND NOT s.exception AND s.status IN ('toPick', 'done')
      ORDER BY p.project_no, pl.seq, s.barcode`,
    [orgId],
  );
  const devices = await planDevices(q, orgId);
  if (devices.length === 0) return;
  const waiting = slabs.filter((s) => s.status === "toPick");
  const cut = slabs.filter((s) => s.status === "done" && s.device_id && s.table_side).slice(0, 4);

  /** A plan of these slabs, walked to `status` one audited step at a time from `at`. */
  const plan = async (
    planDate: string,
    rows: { slabId: string; deviceId: string; tableSide: "A" | "B"; seq: number }[],
    status: PlanState,
    at: Date,
    remark = "",
  ) => {
    if (rows.length === 0) return;
    const planNo = await nextPlanNo(q, orgId, planDate);
    const { id } = await insertPlan(q, orgId, { planNo, planDate, remark, userId: adminUserId }, at);
    await replacePlanSlabs(q, orgId, id, rows);
    const audit = (action: string, from: string | null, to: string, when: Date) =>
      writeAudit(q, {
        orgId,
        actorUserId: adminUserId,
        entity: "productionPlan",
        entityId: id,
        action,
        from,
        to,
        detail: { planNo, planDate, slabs: rows.length },
        at: when,
      });
    await audit("create", null, "draft", at);
    const steps: [string, PlanState, PlanState][] =
      status === "closed"
        ? [
            ["issue", "draft", "issued"],
            ["close", "issued", "closed"],
          ]
        : status === "draft"
          ? []
          : [[status === "issued" ? "issue" : "cancel", "draft", status]];
    for (const [i, [action, from, to]] of steps.entries()) {
      // Closing follows the last slab's completion (the inventory seed completes them 6 hours ago).
      const when = action === "close" ? day(-0.2) : new Date(at.getTime() + (i + 1) * 3_600_000);
      await setPlanStatus(q, id, to, adminUserId, when);
      await audit(action, from, to, when);
    }
  };

  const assign = (list: typeof slabs) =>
    suggestAssignment(
      list.map((s) => ({
        id: s.id,
        barcode: s.barcode,
        length: s.length,
        width: s.width,
        thickness: Number(s.thickness),
        area: s.length * s.width,
        planeId: s.plane_id,
      })),
      devices,
    ).rows;
  // Closed: the slabs were cut where the plan put them.
  const seqs = new Map<string, number>();
  const closedRows = cut.map((s) => {
    const key = `${s.device_id}|${s.table_side}`;
    seqs.set(key, (seqs.get(key) ?? 0) + 1);
    return { slabId: s.id, deviceId: s.device_id!, tableSide: s.table_side!, seq: seqs.get(key)! };
  });
  await plan(date(-2), closedRows, "closed", day(-3), "首批试切");
  // Issued today, a draft for tomorrow, a cancelled one (its slabs free again) and the rest unplanned.
  await plan(date(0), assign(waiting.slice(0, 3)), "issued", day(-1), "白班");
  await plan(date(1), assign(waiting.slice(3, 5)), "draft", day(-0.5));
  await plan(date(-1), assign(waiting.slice(5, 7)), "cancelled", day(-2), "设备检修，改期");
}
