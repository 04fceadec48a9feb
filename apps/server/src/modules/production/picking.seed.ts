import type { PickingKind, TableSide } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { deviceMisfit } from "../inventory/cutting-plan.check.ts";
import { boardFigures, commonSafetyValue, insertRecord } from "./picking.repository.ts";

/**
 * Demo picking records (called by seedDemo after the inventory seed, inside its transaction). The
 * inventory seed moved slabs onto machine tables with a `pick` audit line each; here every such pick
 * gets its machine picking record (a few slabs per record), one table's slabs arrive by a transfer
 * from the machine's other table, and two slabs are picked and returned to a warehouse today, so the
 * records list, the device detail and the slab histories show every kind. Deterministic.
 */

interface Picked {
  id: string;
  status: string;
  device_id: string;
  table_side: TableSide;
  length: number;
  width: number;
  thickness: string;
  audit_id: number;
  at: Date;
}

const OFFSET_MS = 8 * 3600 * 1000;
const dayOf = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
const PREFIX: Record<PickingKind, string> = { pick: "LL", return: "TL", transfer: "ZY" };

export async function seedPicking(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  const ago = (hours: number) => new Date(now.getTime() - Math.round(hours * 3_600_000));
  const cutter = await q.query<{ id: string }>("SELECT id FROM users WHERE phone = '13800000003'");
  const operator = cutter.rows[0]?.id ?? adminUserId;
  const safety = (await commonSafetyValue(q, orgId)) || 8;
  const counters = new Map<string, number>();
  const write = async (
    kind: PickingKind,
    slabs: { id: string; length: number; width: number }[],
    at: Date,
    t: { deviceId: string; side: TableSide; toDeviceId?: string; toSide?: TableSide; warehouseId?: string },
    remark: string,
  ) => {
    const prefix = `${PREFIX[kind]}${dayOf(at)}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    const recordNo = `${prefix}-${String(n).padStart(3, "0")}`;
    const ids = slabs.map((s) => s.id);
    const figures = await boardFigures(q, ids);
    const recordId = await insertRecord(q, {
      orgId,
      recordNo,
      kind,
      deviceId: t.deviceId,
      tableSide: t.side,
      toDeviceId: t.toDeviceId ?? null,
      toTableSide: t.toSide ?? null,
      warehouseId: t.warehouseId ?? null,
      planId: null,
      slabIds: ids,
      area: slabs.reduce((sum, s) => sum + s.length * s.width, 0),
      boards: figures.boards,
      racksNeeded: Math.ceil(figures.area / (safety * 1_000_000)),
      operatorId: operator,
      remark,
      at,
    });
    return { recordId, recordNo };
  };
  const audit = (slabId: string, action: PickingKind, from: string, to: string, detail: object, at: Date) =>
    q.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
       VALUES ($1, $2, 'slab', $3, $4, $5, $6, $7, $8)`,
      [orgId, operator, slabId, action, from, to, JSON.stringify(detail), at],
    );

  const { rows: picked } = await q.query<Picked>(
    `SELECT s.id, s.status, s.device_id, s.table_side, s.length, s.width, s.thickness, a.id::int AS audit_id,
            a.created_at AS at
       FROM slabs s JOIN audit_log a ON a.entity = 'slab' AND a.entity_id = s.id::text AND a.action = 'pick'
      WHERE s.org_id = $1 AND s.device_id IS NOT NULL ORDER BY s.device_id, s.table_side, s.barcode`,
    [orgId],
  );
  const groups = new Map<string, Picked[]>();
  for (const p of picked) {
    const key = `${p.device_id}|${p.table_side}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  let transferred = false;
  for (const slabs of groups.values()) {
    // A few slabs per record, as a picker's trolley carries them.
    for (let i = 0; i < slabs.length; i += 4) {
      const batch = slabs.slice(i, i + 4);
      const first = batch[0]!;
      const waiting = batch.filter((s) => s.status === "toCut");
      // One batch of slabs still waiting arrived from the machine's other table this morning.
      const viaTransfer = !transferred && waiting.length === batch.length && batch.length >= 2;
      const pickSide: TableSide = viaTransfer ? (first.table_side === "A" ? "B" : "A") : first.table_side;
      const r = await write("pick", batch, first.at, { deviceId: first.device_id, side: pickSide }, "");
      for (const s of batch)
        await q.query("UPDATE audit_log SET actor_user_id = $2, detail = $3 WHERE id = $1", [
          s.audit_id,
          operator,
          JSON.stringify({
            deviceId: s.device_id,
            tableSide: pickSide,
            warehouseId: null,
            recordId: r.recordId,
            recordNo: r.recordNo,
            planId: null,
          }),
        ]);
      if (viaTransfer) {
        transferred = true;
        const at = ago(3);
        const t = await write(
          "transfer",
          batch,
          at,
          {
            deviceId: first.device_id,
            side: pickSide,
            toDeviceId: first.device_id,
            toSide: first.table_side,
          },
          "A/B 台换刀，转到另一台面",
        );
        for (const s of batch)
          await audit(
            s.id,
            "transfer",
            "toCut",
            "toCut",
            {
              deviceId: s.device_id,
              tableSide: s.table_side,
              fromDeviceId: s.device_id,
              fromTableSide: pickSide,
              warehouseId: null,
              recordId: t.recordId,
              recordNo: t.recordNo,
              planId: null,
            },
            at,
          );
      }
    }
  }

  // Today: two slabs picked onto a machine, then returned to the finished-slab warehouse.
  const devices = (
    await q.query<{ id: string; max_length: number; max_width: number; max_thickness: number }>(
      "SELECT id, max_length, max_width, max_thickness FROM devices WHERE org_id = $1 ORDER BY code DESC",
      [orgId],
    )
  ).rows;
  const warehouse = (
    await q.query<{ id: string }>("SELECT id FROM warehouses WHERE org_id = $1 ORDER BY code DESC LIMIT 1", [
      orgId,
    ])
  ).rows[0];
  const idle = (
    await q.query<{ id: string; length: number; width: number; thickness: string }>(
      `SELECT s.id, s.length, s.width, s.thickness FROM slabs s WHERE s.org_id = $1 AND s.status = 'toPick'
          AND NOT s.exception AND NOT EXISTS (SELECT 1 FROM cutting_plans c WHERE c.slab_id = s.id AND c.status = 'accepted')
        ORDER BY s.barcode LIMIT 2`,
      [orgId],
    )
  ).rows;
  const device = devices.find((d) =>
    idle.every((s) => deviceMisfit({ ...s, thickness: Number(s.thickness) }, d).length === 0),
  );
  if (!device || !warehouse || idle.length === 0) return;
  const pickedAt = ago(2);
  const returnedAt = ago(1);
  const p = await write("pick", idle, pickedAt, { deviceId: device.id, side: "A" }, "");
  const r = await write(
    "return",
    idle,
    returnedAt,
    { deviceId: device.id, side: "A", warehouseId: warehouse.id },
    "板面色差，退回成品仓复检",
  );
  for (const s of idle) {
    const base = { planId: null };
    await audit(
      s.id,
      "pick",
      "toPick",
      "toCut",
      {
        ...base,
        deviceId: device.id,
        tableSide: "A",
        warehouseId: null,
        recordId: p.recordId,
        recordNo: p.recordNo,
      },
      pickedAt,
    );
    await audit(
      s.id,
      "return",
      "toCut",
      "toPick",
      {
        ...base,
        deviceId: device.id,
        tableSide: "A",
        warehouseId: warehouse.id,
        recordId: r.recordId,
        recordNo: r.recordNo,
      },
      returnedAt,
    );
    await q.query("UPDATE slabs SET warehouse_id = $2, version = version + 2 WHERE id = $1", [
      s.id,
      warehouse.id,
    ]);
  }
}
