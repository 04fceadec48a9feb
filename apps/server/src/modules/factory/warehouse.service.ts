import type {
  createWarehouseBody,
  Page,
  updateWarehouseBody,
  Warehouse,
  WarehouseOption,
  warehouseListBody,
} from "@stoneworks/shared";
import { Code } from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import {
  deleteWarehouseRow,
  insertWarehouse,
  lockWarehouseSlabCount,
  pageWarehouses,
  updateWarehouseRow,
  WAREHOUSE_CODE_KEY,
  type WarehouseRow,
  warehouseOptionRows,
} from "./warehouse.repository.ts";

const toItem = (w: WarehouseRow): Warehouse => ({
  warehouseId: w.id,
  name: w.name,
  code: w.code,
  location: w.location,
  version: w.version,
  slabCount: w.slab_count,
  createdAt: w.created_at.toISOString(),
});

export async function listWarehouses(
  ctx: MemberCtx,
  b: z.infer<typeof warehouseListBody>,
): Promise<Page<Warehouse>> {
  const rows = await pageWarehouses(ctx.db, ctx.actor.orgId, {
    ...b,
    limit: b.pageSize,
    offset: offsetOf(b),
  });
  return toPage(rows, b, toItem);
}

export async function warehouseOptions(ctx: MemberCtx): Promise<WarehouseOption[]> {
  const rows = await warehouseOptionRows(ctx.db, ctx.actor.orgId);
  return rows.map((w) => ({ warehouseId: w.id, name: w.name, code: w.code }));
}

export async function createWarehouse(
  ctx: MemberCtx,
  b: z.infer<typeof createWarehouseBody>,
): Promise<{ warehouseId: string }> {
  try {
    return await auditedChange(ctx, "warehouse", async (q, now) => {
      const warehouseId = await insertWarehouse(q, ctx.actor.orgId, b, now);
      return { data: { warehouseId }, audit: { entityId: warehouseId, action: "create", to: b.name } };
    });
  } catch (err) {
    return codeTaken(err, WAREHOUSE_CODE_KEY);
  }
}

export async function updateWarehouse(
  ctx: MemberCtx,
  b: z.infer<typeof updateWarehouseBody>,
): Promise<{ version: number }> {
  try {
    return await auditedChange(ctx, "warehouse", async (q, now) => {
      const key = { id: b.warehouseId, orgId: ctx.actor.orgId, version: b.version };
      const version = await updateWarehouseRow(q, key, b, now);
      return { data: { version }, audit: { entityId: b.warehouseId, action: "update", to: b.name } };
    });
  } catch (err) {
    return codeTaken(err, WAREHOUSE_CODE_KEY);
  }
}

export function deleteWarehouse(ctx: MemberCtx, warehouseId: string): Promise<null> {
  return auditedChange(ctx, "warehouse", async (q) => {
    const slabs = await lockWarehouseSlabCount(q, ctx.actor.orgId, warehouseId);
    if (slabs === undefined) throw new AppError(Code.NotFound);
    if (slabs > 0)
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.warehouseInUse",
        params: { count: slabs },
        data: { from: "inUse", action: "delete" },
      });
    const name = await deleteWarehouseRow(q, ctx.actor.orgId, warehouseId);
    return { data: null, audit: { entityId: warehouseId, action: "delete", from: name } };
  });
}
