import type { Craft, CraftOption, craftListBody, createCraftBody, updateCraftBody } from "@stoneworks/shared";
import { Code, fenToYuan, type Page, yuanToFen } from "@stoneworks/shared";
import type { z } from "zod";
import type { Queryable } from "../../db/db.ts";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import {
  type CraftRow,
  type CraftValues,
  craftOptionRows,
  deleteCraftRow,
  insertCraft,
  pageCrafts,
  updateCraftRow,
} from "./craft.repository.ts";
import { findWorkshop } from "./workshop.repository.ts";

const price = (fen: number) => ({ unitPrice: fenToYuan(fen), unitPriceFen: Number(fen) });

const toItem = (c: CraftRow): Craft => ({
  craftId: c.id,
  priority: c.priority,
  name: c.name,
  process: c.process,
  classNo: c.class_no,
  workshopId: c.workshop_id,
  workshopName: c.workshop_name,
  ...price(c.unit_price_fen),
  pricingUnit: c.pricing_unit,
  note: c.note,
  version: c.version,
});

const valuesOf = (b: z.infer<typeof createCraftBody>): CraftValues => ({
  priority: b.priority,
  name: b.name,
  process: b.process,
  classNo: b.classNo,
  workshopId: b.workshopId,
  unitPriceFen: yuanToFen(b.unitPrice),
  pricingUnit: b.pricingUnit,
  note: b.note,
});

/** The transfer workshop must be this enterprise's second-processing or packing workshop. */
async function checkWorkshop(q: Queryable, orgId: string, workshopId: string) {
  const w = await findWorkshop(q, orgId, workshopId);
  if (!w) throw new AppError(Code.NotFound);
  if (w.category === "cutting") {
    throw new AppError(Code.ValidationFailed, {
      msgKey: "rule.workshopCategoryForCraft",
      data: { errors: [{ field: "workshopId", messageKey: "rule.workshopCategoryForCraft" }] },
    });
  }
}

export async function listCrafts(ctx: MemberCtx, b: z.infer<typeof craftListBody>): Promise<Page<Craft>> {
  const rows = await pageCrafts(ctx.db, ctx.actor.orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) });
  return toPage(rows, b, toItem);
}

export async function craftOptions(ctx: MemberCtx): Promise<CraftOption[]> {
  const rows = await craftOptionRows(ctx.db, ctx.actor.orgId);
  return rows.map((c) => ({
    craftId: c.id,
    name: c.name,
    ...price(c.unit_price_fen),
    pricingUnit: c.pricing_unit,
  }));
}

export function createCraft(
  ctx: MemberCtx,
  b: z.infer<typeof createCraftBody>,
): Promise<{ craftId: string }> {
  return auditedChange(ctx, "craft", async (q, now) => {
    await checkWorkshop(q, ctx.actor.orgId, b.workshopId);
    const craftId = await insertCraft(q, ctx.actor.orgId, valuesOf(b), now);
    return { data: { craftId }, audit: { entityId: craftId, action: "create", to: b.name } };
  });
}

export function updateCraft(
  ctx: MemberCtx,
  b: z.infer<typeof updateCraftBody>,
): Promise<{ version: number }> {
  return auditedChange(ctx, "craft", async (q, now) => {
    await checkWorkshop(q, ctx.actor.orgId, b.workshopId);
    const key = { id: b.craftId, orgId: ctx.actor.orgId, version: b.version };
    const version = await updateCraftRow(q, key, valuesOf(b), now);
    return {
      data: { version },
      audit: { entityId: b.craftId, action: "update", to: `${b.name} ${b.unitPrice}/${b.pricingUnit}` },
    };
  });
}

/** Deleting a craft removes it from the process flows too (the steps cascade). */
export function deleteCraft(ctx: MemberCtx, craftId: string): Promise<null> {
  return auditedChange(ctx, "craft", async (q) => {
    const name = await deleteCraftRow(q, ctx.actor.orgId, craftId);
    if (name === undefined) throw new AppError(Code.NotFound);
    return { data: null, audit: { entityId: craftId, action: "delete", from: name } };
  });
}
