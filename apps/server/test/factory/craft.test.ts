import { beforeAll, describe, expect, it } from "vitest";
import { auditOf, factoryContext, type Page } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

describe("crafts and unit prices", () => {
  let workshopId: string;
  beforeAll(async () => {
    const opts = await call<{ workshopId: string; category: string }[]>("workshop/options", {
      category: "secondProcessing",
    });
    workshopId = opts.data[0]!.workshopId;
  });

  it("refuses a unit price that is negative or has more than 2 decimals (请输入合法的单价)", async () => {
    const base = { priority: 1, name: "磨边", process: "直边", classNo: "A1", workshopId, note: "" };
    for (const unitPrice of ["-1", "12.345", "abc", "", "1e3"]) {
      const res = await call("craft/create", { ...base, unitPrice });
      expect(res, unitPrice).toMatchObject({
        code: 1001,
        data: { errors: [{ field: "unitPrice", message: "请输入合法的单价" }] },
      });
    }
    const en = await call("craft/create", { ...base, unitPrice: "1.234" }, "en-US");
    expect(en.msg).toBe("Please enter a valid unit price");
    const { rows } = await ctx.t.db.query("SELECT count(*)::int AS n FROM crafts WHERE org_id = $1", [
      ctx.orgId,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("stores prices exactly in fen and sorts by priority", async () => {
    const base = { process: "", classNo: "", workshopId, note: "" };
    await call("craft/create", { ...base, priority: 5, name: "抛光", unitPrice: "35" });
    await call("craft/create", { ...base, priority: 1, name: "磨边", unitPrice: "8.5" });
    await call("craft/create", { ...base, priority: 3, name: "开槽", unitPrice: "0.07" });
    const asc = await call<Page<{ name: string; unitPrice: string; unitPriceFen: number }>>("craft/list", {});
    expect(asc.data.list.map((c) => [c.name, c.unitPrice, c.unitPriceFen])).toEqual([
      ["磨边", "8.50", 850],
      ["开槽", "0.07", 7],
      ["抛光", "35.00", 3500],
    ]);
    const desc = await call<Page<{ name: string }>>("craft/list", { sort: "priorityDesc" });
    expect(desc.data.list[0]!.name).toBe("抛光");
  });

  it("needs a second-processing or packing transfer workshop", async () => {
    const cutting = (await call<{ workshopId: string }[]>("workshop/options", { category: "cutting" }))
      .data[0]!;
    const res = await call("craft/create", {
      priority: 1,
      name: "x",
      workshopId: cutting.workshopId,
      unitPrice: "1",
      process: "",
      classNo: "",
      note: "",
    });
    expect(res).toMatchObject({ code: 1001, data: { errors: [{ field: "workshopId" }] } });
  });
});

describe("audit log", () => {
  it("records the changes of craft", async () => {
    expect((await auditOf(ctx, "craft")).total).toBeGreaterThan(0);
  });
});
