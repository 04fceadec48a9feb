import type { ProcessFlow, ProjectType, processFlowSaveBody } from "@stoneworks/shared";
import { Code, fenToYuan, yuanToFen } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import type { Caller } from "../../plugins/auth.ts";
import { auditedChange } from "./audited-change.ts";
import {
  bumpFlowVersion,
  countOwnCrafts,
  flowHead,
  flowSteps,
  replaceFlowSteps,
  setReinforcement,
} from "./process-flow.repository.ts";

export async function getProcessFlow(
  app: FastifyInstance,
  caller: Caller,
  projectType: ProjectType,
): Promise<ProcessFlow> {
  const { version, reinforcement } = await flowHead(app.db, caller.orgId, projectType);
  const steps = await flowSteps(app.db, caller.orgId, projectType);
  return {
    projectType,
    version,
    reinforcement,
    steps: steps.map((s) => ({
      craftId: s.craft_id,
      name: s.name,
      unitPrice: fenToYuan(s.unit_price_fen),
      unitPriceFen: Number(s.unit_price_fen),
    })),
  };
}

/** Saves the whole flow at once; a save from a stale version is refused (1012), one writer wins. */
export function saveProcessFlow(
  app: FastifyInstance,
  caller: Caller,
  b: z.infer<typeof processFlowSaveBody>,
): Promise<{ version: number }> {
  return auditedChange(app, caller, "processFlow", async (q, now) => {
    const version = await bumpFlowVersion(q, caller.orgId, b.projectType, b.version, now);
    if (version === undefined) throw new AppError(Code.Conflict);
    const ids = b.steps.map((s) => s.craftId);
    if ((await countOwnCrafts(q, caller.orgId, ids)) !== new Set(ids).size) throw new AppError(Code.NotFound);
    const steps = b.steps.map((s) => ({ craftId: s.craftId, unitPriceFen: yuanToFen(s.unitPrice) }));
    await replaceFlowSteps(q, caller.orgId, b.projectType, steps);
    if (b.reinforcement !== undefined)
      await setReinforcement(q, caller.orgId, b.projectType, b.reinforcement);
    return {
      data: { version },
      audit: {
        entityId: b.projectType,
        action: "update",
        detail: { steps: b.steps, ...(b.reinforcement !== undefined && { reinforcement: b.reinforcement }) },
      },
    };
  });
}
