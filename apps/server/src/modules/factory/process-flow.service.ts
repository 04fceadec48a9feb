import type { ProcessFlow, ProjectType, processFlowSaveBody } from "@stoneworks/shared";
import { Code, fenToYuan, yuanToFen } from "@stoneworks/shared";
import type { z } from "zod";
import { auditedChange } from "../../lib/audit.ts";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import {
  bumpFlowVersion,
  countOwnCrafts,
  flowHead,
  flowSteps,
  replaceFlowSteps,
  setReinforcement,
} from "./process-flow.repository.ts";

export async function getProcessFlow(ctx: MemberCtx, projectType: ProjectType): Promise<ProcessFlow> {
  const { version, reinforcement } = await flowHead(ctx.db, ctx.actor.orgId, projectType);
  const steps = await flowSteps(ctx.db, ctx.actor.orgId, projectType);
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
  ctx: MemberCtx,
  b: z.infer<typeof processFlowSaveBody>,
): Promise<{ version: number }> {
  return auditedChange(ctx, "processFlow", async (q, now) => {
    const version = await bumpFlowVersion(q, ctx.actor.orgId, b.projectType, b.version, now);
    if (version === undefined) throw new AppError(Code.Conflict);
    const ids = b.steps.map((s) => s.craftId);
    if ((await countOwnCrafts(q, ctx.actor.orgId, ids)) !== new Set(ids).size)
      throw new AppError(Code.NotFound);
    const steps = b.steps.map((s) => ({ craftId: s.craftId, unitPriceFen: yuanToFen(s.unitPrice) }));
    await replaceFlowSteps(q, ctx.actor.orgId, b.projectType, steps);
    if (b.reinforcement !== undefined)
      await setReinforcement(q, ctx.actor.orgId, b.projectType, b.reinforcement);
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
