import { contextFor, type MemberCtx, memberActor } from "../../src/lib/context.ts";
import { createOrg, createUser } from "../factories.ts";
import type { TestApp } from "../helper.ts";

/** An enterprise and its owner, and the owner's context for calling the floor's services directly. */
export async function ownerContext(t: TestApp, lang: "zh-CN" | "en-US" = "zh-CN") {
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  const { rows } = await t.db.query<{ id: string }>(
    "SELECT id FROM members WHERE org_id = $1 AND user_id = $2",
    [orgId, owner.userId],
  );
  const ctx: MemberCtx = contextFor(
    t.app,
    memberActor({ userId: owner.userId, orgId, memberId: rows[0]!.id }),
    lang,
  );
  return { ctx, orgId, userId: owner.userId };
}
