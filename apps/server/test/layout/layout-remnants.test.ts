import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import {
  expectFeasible,
  insertProjectWithBoards,
  insertSlabs,
  type Plan,
  runLayout,
} from "./layout-fixtures.ts";

/**
 * Remnants first (docs/api-layout.md "Remnants first"): a slab marked complete leaves a remnant; a new
 * run whose small boards fit it uses it before the full slabs, and its yield counts the remnant's own area.
 */
let t: TestApp;
let orgId: string;
let userId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner, "余料石材厂"));
  token = await login(t, owner);
});
afterAll(() => t.close());

const plansOf = async (runId: string) =>
  (await t.call<{ plans: Plan[] }>("layout/proposals", { runId }, { token })).data.plans;

describe("remnants first", () => {
  it("a new run fills the remnant of a completed slab before the full slabs; the yield counts its area", async () => {
    // Full stock first in stacking order (block A-…), then the slab that will leave a remnant.
    const full = await insertSlabs(t.db, orgId, [
      { length: 3000, width: 1600 },
      { length: 3000, width: 1600 },
    ]);
    await t.db.query(
      "UPDATE blocks SET block_no = 'A-FULL' WHERE id = (SELECT block_id FROM slabs WHERE id = $1)",
      [full[0]],
    );
    const [parent] = await insertSlabs(t.db, orgId, [{ length: 3000, width: 1600, status: "toCut" }]);
    const done = await insertProjectWithBoards(t.db, orgId, [{ code: "P-1", length: 2000, width: 1600 }]);
    await t.db.tx((q) =>
      acceptPlan(q, {
        orgId,
        userId,
        slabId: parent!,
        projectId: done.projectId,
        source: "manual",
        kerf: 4,
        stages: 3,
        placements: [{ boardId: done.boardIds[0]!, x: 0, y: 0, rotated: false }],
        now: new Date(),
      }),
    );
    const v = (await t.db.query<{ version: number }>("SELECT version FROM slabs WHERE id = $1", [parent]))
      .rows[0]!.version;
    expect((await t.call("inventory/slabComplete", { slabId: parent, version: v }, { token })).result).toBe(
      true,
    );
    const { rows } = await t.db.query<{ id: string; length: number; width: number }>(
      "SELECT id, length, width FROM slabs WHERE parent_slab_id = $1",
      [parent],
    );
    expect(rows.map((r) => [r.length, r.width])).toEqual([[1600, 996]]);
    const remnant = rows[0]!.id;

    const proj = await insertProjectWithBoards(t.db, orgId, [
      { code: "BIG", length: 2500, width: 1500 },
      { code: "S-1", length: 400, width: 400 },
      { code: "S-2", length: 400, width: 400 },
      // Fits nothing but a full slab: never makes the remnant an empty plan.
      { code: "TOO-WIDE", length: 2000, width: 1200 },
    ]);
    // The overview lists the remnant first among the slabs of the group.
    const ov = await t.call<{ groups: { slabs: { slabId: string }[] }[] }>(
      "layout/overview",
      { projectId: proj.projectId },
      { token },
    );
    expect(ov.data.groups[0]!.slabs[0]!.slabId).toBe(remnant);

    // Without the preference the stacking order rules: the full slabs take everything.
    const plain = await runLayout(t, token, {
      projectId: proj.projectId,
      timeLimitSeconds: 1,
      preferRemnants: false,
    });
    expect(plain.status).toBe("done");
    expect(plain.params).toMatchObject({ preferRemnants: false });
    expect((await plansOf(plain.runId)).map((p) => p.slabId)).not.toContain(remnant);

    const st = await runLayout(t, token, { projectId: proj.projectId, timeLimitSeconds: 1 });
    expect(st.status).toBe("done");
    expect(st.params).toMatchObject({ preferRemnants: true });
    const plans = await plansOf(st.runId);
    const onRemnant = plans.find((p) => p.slabId === remnant);
    expect(onRemnant?.boards.map((b) => b.code).sort()).toEqual(["S-1", "S-2"]);
    await expectFeasible(plans, () => true, 4);
    // The summary counts every used slab at its own area: the remnant 1600 × 996, full slabs 3000 × 1600.
    const s = st.summary!;
    expect(s.boardsPlaced).toBe(4);
    expect(s.slabArea).toBe(1600 * 996 + (s.slabsUsed - 1) * 3000 * 1600);
    expect(s.yield).toBeCloseTo(s.boardArea / s.slabArea, 6);
  });

  it("manual layout's slab list offers remnants that fit first, and hides those that fit no board", async () => {
    const proj = await insertProjectWithBoards(t.db, orgId, [{ code: "M-1", length: 900, width: 500 }]);
    const list = async (preferRemnants?: boolean) =>
      (
        await t.call<{ list: { slabId: string; parentSlabId: string | null; length: number }[] }>(
          "inventory/layoutSlabs",
          {
            projectId: proj.projectId,
            pageSize: 200,
            ...(preferRemnants === undefined ? {} : { preferRemnants }),
          },
          { token },
        )
      ).data.list;
    const first = await list();
    expect(first[0]!.parentSlabId).not.toBeNull();
    const plain = await list(false);
    expect(plain[0]!.parentSlabId).toBeNull();
    expect(plain.map((s) => s.slabId).sort()).toEqual(first.map((s) => s.slabId).sort());
    // A board too large for any remnant: no remnant offered.
    const big = await insertProjectWithBoards(t.db, orgId, [{ code: "M-2", length: 2500, width: 1200 }]);
    const bigList = await t.call<{ list: { parentSlabId: string | null }[] }>(
      "inventory/layoutSlabs",
      { projectId: big.projectId, pageSize: 200 },
      { token },
    );
    expect(bigList.data.list.length).toBeGreaterThan(0);
    expect(bigList.data.list.every((s) => s.parentSlabId === null)).toBe(true);
  });
});
