import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** The demo shows packing boxes in every state: to pack, packing, sealed, reopened with its reason. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe("demo packing", () => {
  it("has boxes to pack, packing, sealed and reopened in the project in production, and boards left to pack", async () => {
    const login = await t.call<{ token: string }>("userAuth/login", {
      phone: DEMO_ADMIN.phone,
      password: DEMO_ADMIN.password,
      remember: false,
    });
    const token = login.data.token;
    const boxes = await t.call<{
      list: { boxId: string; status: string; boardCount: number; code: string }[];
    }>("packing/boxes", { keyword: "XM-2025-009", pageSize: 200 }, { token });
    const statuses = boxes.data.list.map((b) => b.status);
    expect(statuses.slice(0, 3)).toEqual(["done", "packing", "packing"]);
    expect(statuses).toContain("toPack");
    expect(boxes.data.list[0]!.boardCount).toBe(3);
    expect(boxes.data.list[0]!.code).toBe("XM-2025-009-B0001");
    const d = await t.call<{ events: { action: string; reason: string }[] }>(
      "packing/detail",
      { boxId: boxes.data.list[1]!.boxId },
      { token },
    );
    expect(d.data.events[0]).toMatchObject({ action: "reopen", reason: expect.stringContaining("客户") });
    const counts = await t.call<{ packing: number }>("productionTask/counts", {}, { token });
    expect(counts.data.packing).toBeGreaterThan(0);
  });
});
