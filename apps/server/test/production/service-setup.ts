import { planActionBody, planCreateBody } from "@stoneworks/shared";
import { contextFor, type MemberCtx, memberActor } from "../../src/lib/context.ts";
import { AppError } from "../../src/lib/errors.ts";
import { createPlan, issuePlan } from "../../src/modules/production/production-plan.service.ts";
import { addMember, createOrg, createUser } from "../factories.ts";
import type { TestApp } from "../helper.ts";
import { insertPlane, insertProject } from "../inventory/inventory-factories.ts";
import { insertDevice } from "./cutting-factories.ts";
import { plannedSlab } from "./production-plan-factories.ts";

/**
 * The production services called directly, no HTTP (docs/architecture.md "Services"): an enterprise,
 * a member acting in it (a ctx), two devices and slabs an issued production plan puts on their tables.
 */
export async function productionFloor(t: TestApp) {
  const owner = await createUser(t);
  const { orgId, superRoleId } = await createOrg(t, owner);
  const { rows } = await t.db.query<{ id: string }>(
    "SELECT id FROM members WHERE org_id = $1 AND user_id = $2",
    [orgId, owner.userId],
  );
  const memberId = rows[0]?.id ?? (await addMember(t, orgId, owner, superRoleId));
  const ctx: MemberCtx = contextFor(t.app, memberActor({ userId: owner.userId, orgId, memberId }));
  const projectId = await insertProject(t, orgId);
  const planeId = await insertPlane(t, orgId, projectId);
  const d1 = await insertDevice(t.db, orgId);
  const d2 = await insertDevice(t.db, orgId);
  /** A toPick slab with an accepted cutting plan (one board): what a production plan takes. */
  const slab = () => plannedSlab(t, { orgId, userId: owner.userId, projectId, planeId });
  /** Issues one production plan naming each slab's device and table. */
  const issue = async (rows: { slabId: string; deviceId: string; tableSide: "A" | "B" }[]) => {
    const created = await createPlan(ctx, planCreateBody.parse({ planDate: "2026-11-24", slabs: rows }));
    await issuePlan(ctx, planActionBody.parse({ planId: created.planId, version: created.version }));
    return created.planId;
  };
  return { ctx, orgId, d1, d2, slab, issue };
}

/** Where a slab is: its state and the table it is on. */
export async function slabAt(t: TestApp, slabId: string) {
  const { rows } = await t.db.query<{ status: string; device_id: string | null; table_side: string | null }>(
    "SELECT status, device_id, table_side FROM slabs WHERE id = $1",
    [slabId],
  );
  return rows[0]!;
}

/** The code of the AppError `run` throws (fails the test when it does not throw one). */
export async function refusal(run: Promise<unknown>): Promise<number> {
  const err = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err.code;
}
