import { describe, expect, it } from "vitest";
import { factoryContext } from "./factory/factory-factories.ts";
import { insertSlab } from "./inventory/inventory-factories.ts";

/**
 * Bad input answers a clear 1001 / 1003 / 1008 in the caller's language and stores nothing: never
 * 9999. Each class is fixed once at its root (issue 12): text PostgreSQL cannot store is refused before
 * any schema, versions are bounded like their column, dates are real dates in a sane range, and what the
 * database refuses (a row still referenced, a value out of a column's range) maps to an answer.
 */
const ctx = factoryContext("坏输入石材");
const call = ctx.call;

describe("bad input never breaks a request", () => {
  it("refuses a NUL character or half a character in any text, naming the field, and stores nothing", async () => {
    const before = await call<{ total: number }>("workshop/list", { pageNum: 1, pageSize: 20 });
    const nul = await call("workshop/create", { category: "cutting", name: "切割\u0000车间", code: "W-NUL" });
    expect(nul).toMatchObject({ code: 1001, msg: "含有无法保存的字符（如 NUL 或不完整的字符）" });
    expect(nul.data).toEqual({
      errors: [{ field: "name", message: "含有无法保存的字符（如 NUL 或不完整的字符）" }],
    });
    const half = await call(
      "workshop/create",
      { category: "cutting", name: "车间\ud800", code: "W-SUR" },
      "en-US",
    );
    expect(half).toMatchObject({ code: 1001 });
    expect(half.msg).toMatch(/cannot be stored/);
    const filter = await call("rack/list", { pageNum: 1, pageSize: 20, keyword: "\udc00" });
    expect(filter.code).toBe(1001);
    const nested = await call("processFlow/save", {
      projectType: "engineering",
      version: 0,
      steps: [{ craftId: "\u0000", unitPrice: "1" }],
    });
    expect(nested.data).toEqual({ errors: [{ field: "steps.0.craftId", message: expect.any(String) }] });
    const after = await call<{ total: number }>("workshop/list", { pageNum: 1, pageSize: 20 });
    expect(after.data.total).toBe(before.data.total);
    // A whole character (a surrogate pair) is fine.
    const emoji = await call("workshop/create", { category: "cutting", name: "车间🪨", code: "W-EMO" });
    expect(emoji.result).toBe(true);
  });

  it("refuses a version beyond the column's range with 1001, not 9999", async () => {
    const w = await call<{ workshopId: string }>("workshop/create", {
      category: "packing",
      name: "包装二",
      code: "W-V",
    });
    const res = await call("workshop/update", {
      workshopId: w.data.workshopId,
      category: "packing",
      name: "包装二",
      code: "W-V",
      version: 2 ** 31,
    });
    expect(res.code).toBe(1001);
    expect(res.data).toMatchObject({ errors: [{ field: "version" }] });
  });

  it("refuses a date that matches the pattern but is no real date, or lies outside 1900-2199", async () => {
    for (const from of ["0000-01-01T00:00:00Z", "2026-02-30T00:00:00Z", "9999-01-01T00:00:00Z"]) {
      const res = await call("audit/list", { pageNum: 1, pageSize: 20, from });
      expect(res.code, from).toBe(1001);
    }
    const en = await call("audit/list", { pageNum: 1, pageSize: 20, from: "0000-01-01T00:00:00Z" }, "en-US");
    expect(en.msg).toBe("Enter a real date between 1900 and 2199");
    expect(
      (await call("audit/list", { pageNum: 1, pageSize: 20, from: "2026-01-01T00:00:00Z" })).result,
    ).toBe(true);
  });

  it("answers 1003 with the reason when the database refuses to delete a row still in use, and keeps it", async () => {
    // A machine whose cut slab still names it: no rule of the service foresees it, the database refuses.
    const dev = await call<{ deviceId: string }>("device/create", { code: "S600-FK", series: "S600" });
    const slabId = await insertSlab(ctx.t, ctx.orgId);
    await ctx.t.db.query("UPDATE slabs SET status = 'done', device_id = $2, table_side = 'A' WHERE id = $1", [
      slabId,
      dev.data.deviceId,
    ]);
    const zh = await call("device/delete", { deviceId: dev.data.deviceId });
    expect(zh).toMatchObject({ result: false, code: 1003, msg: "仍有其他记录在使用它，不能删除" });
    const en = await call("device/delete", { deviceId: dev.data.deviceId }, "en-US");
    expect(en.msg).toBe("Other records still use it, so it cannot be removed");
    const list = await call<{ list: { deviceId: string }[] }>("device/list", {});
    expect(list.data.list.map((d) => d.deviceId)).toContain(dev.data.deviceId);
  });

  it("answers a multipart upload without a boundary with 1008, not 500", async () => {
    const res = await ctx.t.app.inject({
      method: "POST",
      url: "/api/upload/image",
      headers: { authorization: `Bearer ${ctx.token}`, "content-type": "multipart/form-data" },
      payload: "no boundary here",
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ result: false, code: 1008 });
  });
});
