import { craftFeeFen } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo shows crafts done: pricing units, imported quantities, records with exact fees, in line order. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe("demo crafts done", () => {
  it("has crafts in every pricing unit, imported quantities, and craft records done in order with their fees", async () => {
    const token = (await t.call<{ token: string }>("userAuth/login", { ...DEMO_ADMIN, remember: false })).data
      .token;
    const crafts = await t.call<{ list: { name: string; pricingUnit: string }[] }>(
      "craft/list",
      { pageSize: 50 },
      { token },
    );
    const units = new Set(crafts.data.list.map((c) => c.pricingUnit));
    expect([...units].sort()).toEqual(["metre", "piece", "squareMetre"]);
    const imported = await t.db.query(
      "SELECT 1 FROM project_board_crafts WHERE quantity_milli IS NOT NULL LIMIT 1",
    );
    expect(imported.rows).toHaveLength(1);

    const recs = await t.call<{
      total: number;
      totalFeeFen: number;
      list: { quantityMilli: number; unitPriceFen: number; feeFen: number; operatorName: string }[];
    }>("craftWork/records", { pageSize: 200 }, { token });
    expect(recs.data.total).toBeGreaterThan(5);
    for (const r of recs.data.list) {
      expect(r.feeFen).toBe(craftFeeFen(r.quantityMilli, r.unitPriceFen));
      expect(r.operatorName).not.toBe("");
    }
    // Every record counts, not only the page (the finished project's boards have theirs too).
    const sum = await t.db.query<{ fee: string }>(
      "SELECT COALESCE(sum(fee_fen), 0)::text AS fee FROM craft_records",
    );
    expect(recs.data.totalFeeFen).toBe(Number(sum.rows[0]!.fee));
    // In order: no line is done while an earlier line of its board is not.
    const gaps = await t.db.query(
      `SELECT 1 FROM craft_records r JOIN project_board_crafts bc ON bc.board_id = r.board_id AND bc.seq < r.seq
        WHERE NOT EXISTS (SELECT 1 FROM craft_records e WHERE e.board_id = bc.board_id AND e.seq = bc.seq)`,
    );
    expect(gaps.rows).toEqual([]);
    // Some boards wait for their next craft, some have every craft done.
    const counts = await t.call<{ secondProcessing: number; packing: number }>(
      "productionTask/counts",
      {},
      { token },
    );
    expect(counts.data.secondProcessing).toBeGreaterThan(0);
  });
});
