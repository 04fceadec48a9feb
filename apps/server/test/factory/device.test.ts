import { describe, expect, it } from "vitest";
import { insertSlab } from "../inventory/inventory-factories.ts";
import { auditOf, factoryContext, type Page } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

describe("machine tables", () => {
  it("take the series' default sizes, and a regenerated API key revokes the old one", async () => {
    const add = await call<{ deviceId: string }>("device/create", { code: "S600-09", series: "S600" });
    const list = await call<
      Page<{ deviceId: string; maxLength: number; maxThickness: number; linked: boolean; tableA: string }>
    >("device/list", { series: "S600" });
    expect(list.data.list[0]).toMatchObject({
      maxLength: 3600,
      maxThickness: 50,
      linked: false,
      tableA: "unoccupied",
    });
    expect((await call("device/create", { code: "S600-09", series: "C500" })).code).toBe(1001);
    expect((await call("device/create", { code: "X", series: "T1000" })).code).toBe(1001);
    const first = await call<{ apiKey: string; linkedAt: string }>("device/link", {
      deviceId: add.data.deviceId,
    });
    const whoami = (key: string) =>
      ctx.t.app.inject({ method: "GET", url: "/api/device/whoami", headers: { "x-device-key": key } });
    expect((await whoami(first.data.apiKey)).json()).toMatchObject({
      result: true,
      data: { code: "S600-09", series: "S600" },
    });
    const second = await call<{ apiKey: string }>("device/link", { deviceId: add.data.deviceId });
    expect(second.data.apiKey).not.toBe(first.data.apiKey);
    expect((await whoami(first.data.apiKey)).json()).toMatchObject({ result: false, code: 5 });
    expect((await whoami(second.data.apiKey)).json()).toMatchObject({ result: true });
    const { rows } = await ctx.t.db.query<{ api_key_hash: string }>(
      "SELECT api_key_hash FROM devices WHERE id = $1",
      [add.data.deviceId],
    );
    expect(rows[0]!.api_key_hash).not.toContain(second.data.apiKey);
    await call("device/unlink", { deviceId: add.data.deviceId });
    expect((await whoami(second.data.apiKey)).json()).toMatchObject({ code: 5 });
    // A slab waiting on table A: the table is picked, so the machine cannot go.
    const slabId = await insertSlab(ctx.t, ctx.orgId);
    await ctx.t.db.query(
      "UPDATE slabs SET status = 'toCut', device_id = $2, table_side = 'A' WHERE id = $1",
      [slabId, add.data.deviceId],
    );
    const listed = await call<Page<{ deviceId: string; tableA: string; tableB: string }>>("device/list", {});
    expect(listed.data.list.find((d) => d.deviceId === add.data.deviceId)).toMatchObject({
      tableA: "picked",
      tableB: "unoccupied",
    });
    expect((await call("device/delete", { deviceId: add.data.deviceId })).code).toBe(1003);
  });
});

describe("machine sizes", () => {
  it("refuse sizes past the largest a machine takes, with the form's message", async () => {
    const res = await call("device/create", { code: "BIG-1", series: "S600", maxThickness: 501 });
    expect(res).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "maxThickness", message: "请输入 1-500 的整数" }] },
    });
    const long = await call("device/create", { code: "BIG-1", series: "S600", maxLength: 10_001 }, "en-US");
    expect(long).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "maxLength", message: "Enter a whole number 1-10000" }] },
    });
    expect((await call("device/create", { code: "BIG-1", series: "S600", maxLength: 10_000 })).result).toBe(
      true,
    );
  });
});

describe("audit log", () => {
  it("records the changes of device", async () => {
    expect((await auditOf(ctx, "device")).total).toBeGreaterThan(0);
  });
});
