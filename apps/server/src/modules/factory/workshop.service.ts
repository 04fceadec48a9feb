import type {
  createWorkshopBody,
  updateWorkshopBody,
  Workshop,
  WorkshopOption,
  workshopListBody,
  workshopOptionsBody,
} from "@stoneworks/shared";
import { Code, type Page } from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import {
  deleteWorkshopRow,
  findWorkshop,
  insertWorkshop,
  pageWorkshops,
  updateWorkshopRow,
  WORKSHOP_CODE_KEY,
  type WorkshopRow,
  workshopHasCrafts,
} from "./workshop.repository.ts";

const toItem = (w: WorkshopRow): Workshop => ({
  workshopId: w.id,
  category: w.category,
  name: w.name,
  code: w.code,
  isDefault: w.is_default,
  version: w.version,
  createdAt: w.created_at.toISOString(),
});

const defaultLocked = (action: string) =>
  new AppError(Code.InvalidState, { msgKey: "rule.defaultWorkshop", data: { from: "default", action } });

export async function listWorkshops(
  ctx: MemberCtx,
  b: z.infer<typeof workshopListBody>,
): Promise<Page<Workshop>> {
  const rows = await pageWorkshops(ctx.db, ctx.actor.orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) });
  return toPage(rows, b, toItem);
}

export async function workshopOptions(
  ctx: MemberCtx,
  b: z.infer<typeof workshopOptionsBody>,
): Promise<WorkshopOption[]> {
  const rows = await pageWorkshops(ctx.db, ctx.actor.orgId, { category: b.category, limit: 500, offset: 0 });
  return rows.map((w) => ({ workshopId: w.id, category: w.category, name: w.name, code: w.code }));
}

export async function createWorkshop(
  ctx: MemberCtx,
  b: z.infer<typeof createWorkshopBody>,
): Promise<{ workshopId: string }> {
  try {
    return await auditedChange(ctx, "workshop", async (q, now) => {
      const workshopId = await insertWorkshop(q, ctx.actor.orgId, b, now);
      return { data: { workshopId }, audit: { entityId: workshopId, action: "create", to: b.name } };
    });
  } catch (err) {
    return codeTaken(err, WORKSHOP_CODE_KEY);
  }
}

/** A default workshop cannot be edited. */
export async function updateWorkshop(
  ctx: MemberCtx,
  b: z.infer<typeof updateWorkshopBody>,
): Promise<{ version: number }> {
  try {
    return await auditedChange(ctx, "workshop", async (q, now) => {
      const current = await findWorkshop(q, ctx.actor.orgId, b.workshopId);
      if (!current) throw new AppError(Code.NotFound);
      if (current.is_default) throw defaultLocked("update");
      const key = { id: b.workshopId, orgId: ctx.actor.orgId, version: b.version };
      const version = await updateWorkshopRow(q, key, b, now);
      return {
        data: { version },
        audit: { entityId: b.workshopId, action: "update", from: current.name, to: b.name },
      };
    });
  } catch (err) {
    return codeTaken(err, WORKSHOP_CODE_KEY);
  }
}

/** Neither a default workshop nor one a craft transfers to can be deleted. */
export function deleteWorkshop(ctx: MemberCtx, workshopId: string): Promise<null> {
  return auditedChange(ctx, "workshop", async (q) => {
    const current = await findWorkshop(q, ctx.actor.orgId, workshopId);
    if (!current) throw new AppError(Code.NotFound);
    if (current.is_default) throw defaultLocked("delete");
    if (await workshopHasCrafts(q, current.id))
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.workshopInUse",
        data: { from: "inUse", action: "delete" },
      });
    await deleteWorkshopRow(q, ctx.actor.orgId, current.id);
    return { data: null, audit: { entityId: current.id, action: "delete", from: current.name } };
  });
}
