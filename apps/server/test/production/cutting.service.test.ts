import { Code, pickBody } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSlab, startSlab } from "../../src/modules/production/cutting.service.ts";
import { pick } from "../../src/modules/production/picking.service.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { productionFloor, refusal, slabAt } from "./service-setup.ts";

/**
 * Cutting's rule on the service itself (no HTTP, a member's ctx, the real database): only a slab
 * picked onto a table (toCut, or cutting) can be completed, and a completion happens once.
 */

let t: TestApp;
let floor: Awaited<ReturnType<typeof productionFloor>>;

beforeAll(async () => {
  t = await createTestApp();
  floor = await productionFloor(t);
});
afterAll(() => t.close());

const boardsOf = async (slabId: string) =>
  (
    await t.db.query<{ status: string }>("SELECT status FROM project_boards WHERE slab_id = $1 ORDER BY id", [
      slabId,
    ])
  ).rows.map((r) => r.status);

const completions = async (slabId: string) =>
  Number(
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'complete'",
        [slabId],
      )
    ).rows[0]!.n,
  );

describe("cutting completes only a picked slab", () => {
  it("refuses to complete a slab not picked (1003): the slab, its boards and the log stay as they were", async () => {
    const s = await floor.slab();
    await floor.issue([{ slabId: s, deviceId: floor.d1, tableSide: "A" }]);
    const boards = await boardsOf(s);
    expect(boards.length).toBeGreaterThan(0);
    expect(await refusal(completeSlab(floor.ctx, { slabId: s }))).toBe(Code.InvalidState);
    expect(await refusal(startSlab(floor.ctx, { slabId: s }))).toBe(Code.InvalidState);
    expect((await slabAt(t, s)).status).toBe("toPick");
    expect(await boardsOf(s)).toEqual(boards);
    expect(await completions(s)).toBe(0);
  });

  it("completes a picked slab once: its boards are cut; a second completion is refused (1003)", async () => {
    const s = await floor.slab();
    await floor.issue([{ slabId: s, deviceId: floor.d2, tableSide: "B" }]);
    await pick(floor.ctx, pickBody.parse({ slabIds: [s] }));
    const done = await completeSlab(floor.ctx, { slabId: s });
    expect(done.boards).toBeGreaterThan(0);
    expect((await slabAt(t, s)).status).toBe("done");
    expect(new Set(await boardsOf(s))).toEqual(new Set(["done"]));
    expect(await refusal(completeSlab(floor.ctx, { slabId: s }))).toBe(Code.InvalidState);
    expect(await completions(s)).toBe(1);
  });
});
