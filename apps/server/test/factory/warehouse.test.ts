import { describe, expect, it } from "vitest";
import { auditOf, factoryContext } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

describe("warehouses", () => {
  it("adds, lists, edits and deletes", async () => {
    const add = await call<{ warehouseId: string }>("warehouse/create", {
      name: "荒料仓",
      code: "WH-01",
      location: "东侧",
    });
    expect((await call("warehouse/create", { name: "重复", code: "WH-01" })).code).toBe(1001);
    expect((await call("warehouse/create", { name: "", code: "WH-02" })).code).toBe(1001);
    expect((await call<{ name: string }[]>("warehouse/options", {})).data.map((w) => w.name)).toEqual([
      "荒料仓",
    ]);
    expect(
      (
        await call("warehouse/update", {
          warehouseId: add.data.warehouseId,
          name: "大板仓",
          code: "WH-01",
          location: "",
          version: 1,
        })
      ).result,
    ).toBe(true);
    expect((await call("warehouse/delete", { warehouseId: add.data.warehouseId })).result).toBe(true);
  });
});

describe("audit log", () => {
  it("records the changes of warehouse", async () => {
    expect((await auditOf(ctx, "warehouse")).total).toBeGreaterThan(0);
  });
});
