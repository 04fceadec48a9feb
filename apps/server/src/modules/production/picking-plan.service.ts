import {
  Code,
  type Lang,
  type PickingDone,
  type TableSide,
  type TransferProposal,
  translate,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type DeviceInfo,
  issuedPlans,
  type LockedSlab,
  type PlannedTable,
  slabsByIds,
} from "./picking.repository.ts";

/**
 * The plan decides the table (docs/api-production.md "Picking"): what a pick answers and audits about the
 * slabs' issued production plans, the refusal of a table that contradicts them, and the transfer proposal.
 */

const tableName = (lang: Lang, device: string, side: string) =>
  translate(lang, "production.picking.tableName", { device, side });

export /** 1003: the chosen table contradicts the plans of these slabs (the request did not say `offPlan`). */
function againstPlan(lang: Lang, slabs: LockedSlab[], plans: Map<string, PlannedTable>) {
  const sep = lang === "zh-CN" ? "；" : "; ";
  const list = slabs
    .map((s) => {
      const p = plans.get(s.id)!;
      return translate(lang, "production.picking.plannedOn", {
        code: s.barcode,
        table: tableName(lang, p.device_code, p.table_side),
        plan: p.plan_no,
      });
    })
    .join(sep);
  return new AppError(Code.InvalidState, {
    msgKey: "production.picking.againstPlan",
    params: { list, count: slabs.length },
    data: {
      from: "toPick",
      action: "pick",
      slabs: slabs.map((s) => ({
        slabId: s.id,
        barcode: s.barcode,
        planNo: plans.get(s.id)!.plan_no,
        planDeviceCode: plans.get(s.id)!.device_code,
        planTableSide: plans.get(s.id)!.table_side,
      })),
    },
  });
}

export /** The audit detail of a slab put elsewhere than its plan's table: the plan's table it left out. */
const offPlanDetail = (p: PlannedTable | undefined) =>
  p
    ? {
        offPlan: true,
        plannedDeviceId: p.device_id,
        plannedDeviceCode: p.device_code,
        plannedTableSide: p.table_side,
        planNo: p.plan_no,
      }
    : {};

export function doneRecord(
  r: { recordId: string; recordNo: string },
  d: DeviceInfo,
  side: TableSide,
  slabs: LockedSlab[],
  plans: Map<string, PlannedTable>,
  planId: string | null,
): PickingDone["records"][number] {
  return {
    recordId: r.recordId,
    recordNo: r.recordNo,
    deviceId: d.id,
    deviceCode: d.code,
    tableSide: side,
    planNo: [...plans.values()].find((p) => p.plan_id === planId)?.plan_no ?? null,
    slabs: slabs.map((s) => ({ slabId: s.id, barcode: s.barcode })),
  };
}

/**
 * Where a transfer of these slabs should go: the table their issued production plan names, when it is
 * not the one they are on (the table most of them are planned on; ties by device code and side).
 */
export async function proposeTransfer(ctx: MemberCtx, b: { slabIds: string[] }): Promise<TransferProposal> {
  const q = ctx.db;
  const { slabIds } = b;
  const slabs = await slabsByIds(q, ctx.actor.orgId, slabIds);
  if (slabs.length !== slabIds.length) throw new AppError(Code.NotFound);
  const plans = await issuedPlans(q, slabIds);
  const tables = new Map<string, { p: PlannedTable; slabIds: string[] }>();
  for (const s of slabs) {
    const p = plans.get(s.id);
    if (!p || (p.device_id === s.device_id && p.table_side === s.table_side)) continue;
    const key = `${p.device_code}:${p.table_side}`;
    const t = tables.get(key) ?? { p, slabIds: [] };
    t.slabIds.push(s.id);
    tables.set(key, t);
  }
  const best = [...tables.entries()]
    .sort(([a, x], [b, y]) => y.slabIds.length - x.slabIds.length || a.localeCompare(b))
    .map(([, t]) => t)[0];
  if (!best) return { proposal: null };
  return {
    proposal: {
      deviceId: best.p.device_id,
      deviceCode: best.p.device_code,
      tableSide: best.p.table_side,
      planNo: best.p.plan_no,
      slabIds: best.slabIds,
    },
  };
}
