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
      list: {
        boxId: string;
        status: string;
        boardCount: number;
        code: string;
        plannedCount: number;
        shortCodes: string[] | null;
      }[];
    }>("packing/boxes", { keyword: "XM-2025-009", pageSize: 200 }, { token });
    const list = boxes.data.list;
    const statuses = list.map((b) => b.status);
    expect(statuses.filter((s) => s === "done")).toHaveLength(1);
    expect(statuses.filter((s) => s === "packing")).toHaveLength(2);
    expect(statuses).toContain("toPack");
    // The sealed box holds 3 boards of its own packing list and was sealed short, naming the others.
    const sealed = list.find((b) => b.status === "done")!;
    expect(sealed.boardCount).toBe(3);
    expect(sealed.shortCodes).toHaveLength(sealed.plannedCount);
    expect(sealed.shortCodes!.length).toBeGreaterThan(0);
    // Every packed board is in the box its packing list names.
    const reopened = list.filter((b) => b.status === "packing");
    const events = await Promise.all(
      reopened.map(
        async (b) =>
          (
            await t.call<{ events: { action: string; reason: string }[] }>(
              "packing/detail",
              { boxId: b.boxId },
              { token },
            )
          ).data.events[0],
      ),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ action: "reopen", reason: expect.stringContaining("客户") }),
    );
    const counts = await t.call<{ packing: number }>("productionTask/counts", {}, { token });
    expect(counts.data.packing).toBeGreaterThan(0);
  });
});
