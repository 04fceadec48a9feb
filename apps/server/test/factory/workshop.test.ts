import { describe, expect, it } from "vitest";
import { auditOf, factoryContext, type Page } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

describe("workshops", () => {
  it("start with one default per category that cannot be edited or deleted", async () => {
    const list = await call<
      Page<{ workshopId: string; category: string; isDefault: boolean; version: number; code: string }>
    >("workshop/list", {});
    const defaults = list.data.list.filter((w) => w.isDefault);
    expect(defaults.map((w) => w.category).sort()).toEqual(["cutting", "packing", "secondProcessing"]);
    const d = defaults[0]!;
    const upd = await call("workshop/update", {
      workshopId: d.workshopId,
      category: d.category,
      name: "x",
      code: d.code,
      version: d.version,
    });
    expect(upd).toMatchObject({ code: 1003, msg: "默认车间不可编辑或删除" });
    expect((await call("workshop/delete", { workshopId: d.workshopId }, "en-US")).msg).toBe(
      "A default workshop cannot be edited or deleted",
    );
  });

  it("adds, edits and deletes others; codes are unique", async () => {
    const add = await call<{ workshopId: string }>("workshop/create", {
      category: "cutting",
      name: "二号切割",
      code: "CUT-09",
    });
    expect(add.result).toBe(true);
    const dup = await call("workshop/create", { category: "packing", name: "重复", code: "CUT-09" });
    expect(dup).toMatchObject({ code: 1001, data: { errors: [{ field: "code", message: "该编码已存在" }] } });
    expect((await call("workshop/create", { category: "cutting", name: "x", code: "空 格" })).code).toBe(
      1001,
    );
    expect(
      (
        await call("workshop/update", {
          workshopId: add.data.workshopId,
          category: "cutting",
          name: "改",
          code: "CUT-09",
          version: 1,
        })
      ).result,
    ).toBe(true);
    expect((await call("workshop/delete", { workshopId: add.data.workshopId })).result).toBe(true);
  });
});

describe("audit log", () => {
  it("records the changes of workshop", async () => {
    expect((await auditOf(ctx, "workshop")).total).toBeGreaterThan(0);
  });
});
