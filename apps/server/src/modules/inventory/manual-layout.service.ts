import type { Lang, LayoutCheck, LayoutCheckInput, LayoutSaved, LayoutSaveInput } from "@stoneworks/shared";
import type { Db } from "../../db/db.ts";
import type { Caller } from "../../plugins/auth.ts";
import { acceptPlan, checkLayout, describe, publicViolation } from "./cutting-plan.service.ts";

/** Manual layout (menu 2100): the dry run and the save of a plan placed by hand. */

/** Every violation of the placements, the used area and yield; nothing stored. */
export async function layoutCheck(
  db: Db,
  orgId: string,
  lang: Lang,
  body: LayoutCheckInput,
): Promise<LayoutCheck> {
  const r = await checkLayout(db, { orgId, ...body });
  return {
    feasible: r.violations.length === 0,
    violations: describe(lang, r.violations).map(publicViolation),
    usedArea: r.usedArea,
    yieldRate: r.yieldRate,
  };
}

/** Stores the placements as the slab's accepted plan (`acceptPlan`); answers the slab's new version. */
export async function layoutSave(
  db: Db,
  caller: Caller,
  lang: Lang,
  body: LayoutSaveInput,
  now: Date,
): Promise<LayoutSaved> {
  const { version, ...b } = body;
  const r = await db.tx((q) =>
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
