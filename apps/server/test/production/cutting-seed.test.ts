import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo shows cutting and every production-task queue, to its administrator and to its cutter. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const loginAs = async (phone: string) =>
  (
    await t.call<{ token: string }>("userAuth/login", {
      phone,
      password: DEMO_ADMIN.password,
      remember: false,
    })
  ).data.token;

describe("demo cutting", () => {
  it("has slabs toCut and cutting on tables (their boards with them), a broken board, and work in every queue", async () => {
    const token = await loginAs(DEMO_ADMIN.phone);
    const q = await t.call<{
      tables: { slabs: { status: string; boards: { status: string }[] }[] }[];
    }>("productionTask/cutting", {}, { token });
    const slabs = q.data.tables.flatMap((x) => x.slabs);
    expect(slabs.some((s) => s.status === "toCut")).toBe(true);
    const cutting = slabs.filter((s) => s.status === "cutting");
    expect(cutting.length).toBeGreaterThan(0);
    for (const s of cutting) for (const b of s.boards) expect(b.status).toBe("cutting");
    const counts = await t.call<{ cutting: number; secondProcessing: number; packing: number }>(
      "productionTask/counts",
      {},
      { token },
    );
    expect(counts.data.cutting).toBe(slabs.length);
    expect(counts.data.secondProcessing).toBeGreaterThan(0);
    expect(counts.data.packing).toBeGreaterThanOrEqual(0);
    const broken = await t.db.query<{ exception_reason: string; plan_id: string | null }>(
      "SELECT exception_reason, plan_id FROM project_boards WHERE broken_at IS NOT NULL",
    );
    expect(broken.rows).toEqual([{ exception_reason: "切割崩边，需重新排版", plan_id: null }]);
  });

  it("lets the demo cutter (切割机手) open production tasks", async () => {
    const token = await loginAs("13800000003");
    const info = await t.call<{ menu: number[] }>("user/getInfo", {}, { token });
    expect(info.data.menu).toEqual(expect.arrayContaining([2400, 2700, 2800]));
    expect((await t.call("productionTask/counts", {}, { token })).code).toBe(1);
  });
});
