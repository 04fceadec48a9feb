import type {
  createWorkshopBody,
  updateWorkshopBody,
  Workshop,
  WorkshopOption,
  workshopListBody,
  workshopOptionsBody,
} from "@stoneworks/shared";
import { Code, type Page } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import type { Caller } from "../../plugins/auth.ts";
import { auditedChange } from "./audited-change.ts";
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
  app: FastifyInstance,
  caller: Caller,
  b: z.infer<typeof workshopListBody>,
): Promise<Page<Workshop>> {
  const rows = await pageWorkshops(app.db, caller.orgId, { ...b, limit: b.pageSize, offset: offsetOf(b) });
  return toPage(rows, b, toItem);
}

export async function workshopOptions(
  app: FastifyInstance,
  caller: Caller,
  b: z.infer<typeof workshopOptionsBody>,
): Promise<WorkshopOption[]> {
  const rows = await pageWorkshops(app.db, caller.orgId, { category: b.category, limit: 500, offset: 0 });
  return rows.map((w) => ({ workshopId: w.id, category: w.category, name: w.name, code: w.code }));
}

export async function createWorkshop(
  app: FastifyInstance,
  caller: Caller,
  b: z.infer<typeof createWorkshopBody>,
): Promise<{ workshopId: string }> {
  try {
    return await auditedChange(app, caller, "workshop", async (q, now) => {
      const workshopId = await insertWorkshop(q, caller.orgId, b, now);
      return { data: { workshopId }, audit: { entityId: workshopId, action: "create", to: b.name } };
    });
  } catch (err) {
    return codeTaken(err, WORKSHOP_CODE_KEY);
  }
}

/** A default workshop cannot be edited. */
export async function updateWorkshop(
  app: FastifyInstance,
  caller: Caller,
  b: z.infer<typeof updateWorkshopBody>,
): Promise<{ version: number }> {
  try {
    return await auditedChange(app, caller, "workshop", async (q, now) => {
      const current = await findWorkshop(q, caller.orgId, b.workshopId);
      if (!current) throw new AppError(Code.NotFound);
      if (current.is_default) throw defaultLocked("update");
      const key = { id: b.workshopId, orgId: caller.orgId, version: b.version };
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
export function deleteWorkshop(app: FastifyInstance, caller: Caller, workshopId: string): Promise<null> {
  return auditedChange(app, caller, "workshop", async (q) => {
    const current = await findWorkshop(q, caller.orgId, workshopId);
    if (!current) throw new AppError(Code.NotFound);
    if (current.is_default) throw defaultLocked("delete");
    if (await workshopHasCrafts(q, current.id))
      throw new AppError(Code.InvalidState, {
        msgKey: "rule.workshopInUse",
        data: { from: "inUse", action: "delete" },
      });
    await deleteWorkshopRow(q, caller.orgId, current.id);
    return { data: null, audit: { entityId: current.id, action: "delete", from: current.name } };
  });
}
