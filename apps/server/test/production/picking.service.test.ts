import { Code, pickBody } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pick } from "../../src/modules/production/picking.service.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { productionFloor, refusal, slabAt } from "./service-setup.ts";

/**
 * Picking's rules on the service itself (no HTTP, a member's ctx, the real database): the issued plan
 * decides each slab's table, and a slab is picked once.
 */

let t: TestApp;
let floor: Awaited<ReturnType<typeof productionFloor>>;

beforeAll(async () => {
  t = await createTestApp();
  floor = await productionFloor(t);
});
afterAll(() => t.close());

const picks = async (slabId: string) => ({
  records: Number(
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM picking_record_slabs s JOIN picking_records r ON r.id = s.record_id
          WHERE s.slab_id = $1 AND r.kind = 'pick'`,
        [slabId],
      )
    ).rows[0]!.n,
  ),
  events: Number(
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'pick'",
        [slabId],
      )
    ).rows[0]!.n,
  ),
});

describe("a pick follows the issued plan's table per slab", () => {
  it("puts each slab on the device table its plan names, one record per table, with no table chosen", async () => {
    const x = await floor.slab();
    const y = await floor.slab();
    await floor.issue([
      { slabId: x, deviceId: floor.d1, tableSide: "A" },
      { slabId: y, deviceId: floor.d2, tableSide: "B" },
    ]);
    const done = await pick(floor.ctx, pickBody.parse({ slabIds: [x, y] }));
    expect(done.count).toBe(2);
    expect(done.offPlan).toEqual([]);
    expect(done.records.map((r) => [r.deviceId, r.tableSide, r.slabs.map((s) => s.slabId)])).toEqual(
      expect.arrayContaining([
        [floor.d1, "A", [x]],
        [floor.d2, "B", [y]],
      ]),
    );
    expect(await slabAt(t, x)).toEqual({ status: "toCut", device_id: floor.d1, table_side: "A" });
    expect(await slabAt(t, y)).toEqual({ status: "toCut", device_id: floor.d2, table_side: "B" });
  });

  it("refuses a chosen table that contradicts the plan (1003) and moves nothing", async () => {
    const z = await floor.slab();
    await floor.issue([{ slabId: z, deviceId: floor.d1, tableSide: "A" }]);
    const other = pick(floor.ctx, pickBody.parse({ slabIds: [z], deviceId: floor.d2, tableSide: "A" }));
    expect(await refusal(other)).toBe(Code.InvalidState);
    const side = pick(floor.ctx, pickBody.parse({ slabIds: [z], deviceId: floor.d1, tableSide: "B" }));
    expect(await refusal(side)).toBe(Code.InvalidState);
    expect(await slabAt(t, z)).toEqual({ status: "toPick", device_id: null, table_side: null });
    expect(await picks(z)).toEqual({ records: 0, events: 0 });
  });
});

describe("a slab is picked once", () => {
  it("refuses a second pick of a picked slab (1003): one record, one event, still on the first table", async () => {
    const s = await floor.slab();
    await floor.issue([{ slabId: s, deviceId: floor.d1, tableSide: "B" }]);
    await pick(floor.ctx, pickBody.parse({ slabIds: [s] }));
    const again = pick(
      floor.ctx,
      pickBody.parse({ slabIds: [s], deviceId: floor.d2, tableSide: "A", offPlan: true }),
    );
    expect(await refusal(again)).toBe(Code.InvalidState);
    expect(await slabAt(t, s)).toEqual({ status: "toCut", device_id: floor.d1, table_side: "B" });
    expect(await picks(s)).toEqual({ records: 1, events: 1 });
  });

  it("of two picks of one slab at once, exactly one acts; the other is refused", async () => {
    const s = await floor.slab();
    await floor.issue([{ slabId: s, deviceId: floor.d2, tableSide: "A" }]);
    const results = await Promise.allSettled([
      pick(floor.ctx, pickBody.parse({ slabIds: [s] })),
      pick(floor.ctx, pickBody.parse({ slabIds: [s] })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected");
    expect(await refusal(Promise.reject(lost?.reason))).toBe(Code.InvalidState);
    expect(await slabAt(t, s)).toEqual({ status: "toCut", device_id: floor.d2, table_side: "A" });
    expect(await picks(s)).toEqual({ records: 1, events: 1 });
  });
});
