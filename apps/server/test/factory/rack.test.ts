import { describe, expect, it } from "vitest";
import { insertPlane, insertProject } from "../inventory/inventory-factories.ts";
import { auditOf, factoryContext, type Page } from "./factory-factories.ts";

const ctx = factoryContext();
const call = ctx.call;

interface Rack {
  rackId: string;
  number: string;
  code: string;
  status: string;
  version: number;
  safetyValue: string;
}

describe("racks", () => {
  it("adds one by number and a run by quantity after the highest, and validates the values", async () => {
    const one = await call("rack/add", {
      number: "0007",
      safetyValue: "6.50",
      maxValue: "9.00",
      classNo: "R1",
      location: "A 区",
    });
    expect(one.data).toEqual({ created: 1, from: "0007", to: "0007" });
    const dup = await call("rack/add", { number: "0007" });
    expect(dup).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "number", message: "该铁架编号已存在" }] },
    });
    for (const number of ["7", "00007", "0000", "abcd"])
      expect((await call("rack/add", { number })).code, number).toBe(1001);
    for (const quantity of [0, 501, 1.5])
      expect((await call("rack/add", { quantity })).code, String(quantity)).toBe(1001);
    const both = await call("rack/add", { number: "0001", quantity: 2 });
    expect(both.code).toBe(1001);
    const unreasonable = await call("rack/add", { quantity: 1, safetyValue: "12.00", maxValue: "10.00" });
    expect(unreasonable).toMatchObject({
      code: 1001,
      data: { errors: [{ field: "safetyValue", message: "输入数值不合理" }] },
    });
    expect((await call("rack/add", { quantity: 1, safetyValue: "1.234" })).code).toBe(1001);
    const run = await call("rack/add", { quantity: 3 });
    expect(run.data).toEqual({ created: 3, from: "0008", to: "0010" });
    const list = await call<Page<Rack>>("rack/list", { sort: "codeDesc" });
    expect(list.data.list.map((r) => r.code)).toEqual(["RK0010", "RK0009", "RK0008", "RK0007"]);
    expect(list.data.list[3]).toMatchObject({ number: "0007", safetyValue: "6.50", status: "idle" });
    const found = await call<Page<Rack>>("rack/list", { keyword: "rk0009" });
    expect(found.data.list.map((r) => r.code)).toEqual(["RK0009"]);
  });

  it("stops at 9999 and tells the user to delete some first", async () => {
    await call("rack/add", { number: "9995" });
    const over = await call("rack/add", { quantity: 5 });
    expect(over).toMatchObject({ code: 1003, msg: "铁架编号将超过 9999，请先删除部分铁架" });
    const fits = await call("rack/add", { quantity: 4 });
    expect(fits.data).toEqual({ created: 4, from: "9996", to: "9999" });
    expect((await call("rack/add", { quantity: 1 }, "en-US")).msg).toBe(
      "Rack numbers would pass 9999: please delete some racks first",
    );
    expect((await call("rack/add", { number: "9999" })).code).toBe(1001);
    const top = await call<Page<Rack>>("rack/list", { keyword: "99", pageSize: 200 });
    await call("rack/delete", {
      rackIds: top.data.list.filter((r) => Number(r.number) >= 9995).map((r) => r.rackId),
    });
  });

  it("never gives two concurrent adds the same numbers", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call<{ from: string; to: string }>("rack/add", { quantity: 5 })),
    );
    expect(results.every((r) => r.code === 1 && r.status === 200)).toBe(true);
    const ranges = results
      .map((r) => [Number(r.data.from), Number(r.data.to)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
    const { rows } = await ctx.t.db.query<{ n: number; d: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT number)::int AS d FROM racks WHERE org_id = $1",
      [ctx.orgId],
    );
    expect(rows[0]!.n).toBe(rows[0]!.d);
  });

  it("edits with versions, deletes idle racks in a batch, refuses occupied ones, and gives label data", async () => {
    const list = await call<Page<Rack>>("rack/list", { pageSize: 3 });
    const [a, b, c] = list.data.list as [Rack, Rack, Rack];
    const bad = await call("rack/update", {
      rackId: a.rackId,
      safetyValue: "11",
      maxValue: "10",
      classNo: "",
      location: "",
      version: a.version,
    });
    expect(bad.msg).toBe("输入数值不合理");
    const ok = await call("rack/update", {
      rackId: a.rackId,
      safetyValue: "5",
      maxValue: "10",
      classNo: "R9",
      location: "B 区",
      version: a.version,
    });
    expect(ok.result).toBe(true);
    expect(
      (
        await call("rack/update", {
          rackId: a.rackId,
          safetyValue: "5",
          maxValue: "10",
          classNo: "",
          location: "",
          version: a.version,
        })
      ).code,
    ).toBe(1012);
    const labels = await call<{ code: string; classNo: string }[]>("rack/labels", {
      rackIds: [b.rackId, a.rackId],
    });
    expect(labels.data.map((l) => l.code)).toEqual([a.code, b.code]);
    // A rack is occupied exactly while it has an open trip (derived, docs/api-floor.md).
    const projectId = await insertProject(ctx.t, ctx.orgId);
    const planeId = await insertPlane(ctx.t, ctx.orgId, projectId);
    await ctx.t.db.query(
      `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, opened_at)
       VALUES ($1, $2, $3, $4, '{cutting,packing}', 'cutting', 'loaded', now(), now())`,
      [ctx.orgId, c.rackId, projectId, planeId],
    );
    const occupied = await call<Page<Rack>>("rack/list", { status: "occupied" });
    expect(occupied.data.list.map((r) => r.rackId)).toEqual([c.rackId]);
    const refused = await call("rack/delete", { rackIds: [b.rackId, c.rackId] });
    expect(refused.code).toBe(1003);
    expect((await call<Page<Rack>>("rack/list", { keyword: b.number })).data.total).toBe(1);
    expect((await call<{ deleted: number }>("rack/delete", { rackIds: [b.rackId] })).data).toEqual({
      deleted: 1,
    });
  });
});

describe("rack locations", () => {
  it("take at most RACK_LOCATION_MAX characters, what a label prints", async () => {
    expect((await call("rack/add", { number: "0500", location: "x".repeat(51) })).code).toBe(1001);
    expect((await call("rack/add", { number: "0500", location: "x".repeat(50) })).result).toBe(true);
  });
});

describe("audit log", () => {
  it("records every change of racks", async () => {
    const racks = await auditOf(ctx, "rack");
    expect(racks.total).toBeGreaterThan(3);
    expect(racks.actions).toEqual(new Set(["create", "update", "delete"]));
  });
});
