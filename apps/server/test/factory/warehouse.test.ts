import { describe, expect, it } from "vitest";
import { insertSlab } from "../inventory/inventory-factories.ts";
import { auditOf, factoryContext, type Page } from "./factory-factories.ts";

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

describe("a warehouse holding slabs", () => {
  it("says how many in the list and cannot be deleted, with the reason", async () => {
    const add = await call<{ warehouseId: string }>("warehouse/create", { name: "成品仓", code: "WH-09" });
    const { warehouseId } = add.data;
    await insertSlab(ctx.t, ctx.orgId, { warehouseId });
    await insertSlab(ctx.t, ctx.orgId, { warehouseId });
    const list = await call<Page<{ warehouseId: string; slabCount: number }>>("warehouse/list", {});
    expect(list.data.list.find((w) => w.warehouseId === warehouseId)?.slabCount).toBe(2);
    const refused = await call("warehouse/delete", { warehouseId }, "en-US");
    expect(refused).toMatchObject({ code: 1003, data: { from: "inUse", action: "delete" } });
    expect(refused.msg).toBe("Slabs are still stored in this warehouse (2), so it cannot be deleted");
    expect((await call("warehouse/options", {})).data).toContainEqual(
      expect.objectContaining({ warehouseId }),
    );
  });
});

describe("audit log", () => {
  it("records the changes of warehouse", async () => {
    expect((await auditOf(ctx, "warehouse")).total).toBeGreaterThan(0);
  });
});
