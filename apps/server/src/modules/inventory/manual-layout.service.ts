import type { LayoutCheck, LayoutCheckInput, LayoutSaved, LayoutSaveInput } from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { acceptPlan, checkLayout, describe, publicViolation } from "./cutting-plan.service.ts";

/** Manual layout (menu 2100): the dry run and the save of a plan placed by hand. */

/** Every violation of the placements, the used area and yield; nothing stored. */
export async function layoutCheck(ctx: MemberCtx, body: LayoutCheckInput): Promise<LayoutCheck> {
  const { lang } = ctx;
  const r = await checkLayout(ctx.db, { orgId: ctx.actor.orgId, ...body });
  return {
    feasible: r.violations.length === 0,
    violations: describe(lang, r.violations).map(publicViolation),
    usedArea: r.usedArea,
    yieldRate: r.yieldRate,
  };
}

/** Stores the placements as the slab's accepted plan (`acceptPlan`); answers the slab's new version. */
export async function layoutSave(ctx: MemberCtx, body: LayoutSaveInput): Promise<LayoutSaved> {
  const { actor: caller, lang } = ctx;
  const now = ctx.clock.now();
  const { version, ...b } = body;
  const r = await ctx.db.tx((q) =>
    acceptPlan(q, {
      ...b,
      orgId: caller.orgId,
      userId: caller.userId,
      source: "manual",
      now,
      expectedSlabVersion: version,
      lang,
    }),
  );
  return { planId: r.planId, usedArea: r.usedArea, yieldRate: r.yieldRate, version: r.slabVersion };
}
