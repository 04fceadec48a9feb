import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

let t: TestApp;
let token: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "主数据石材"));
  token = await login(t, owner);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang?: string) =>
  t.call<T>(path, body, { token, lang });

interface Page<T> {
  list: T[];
  total: number;
}
interface Rack {
  rackId: string;
  number: string;
  code: string;
  status: string;
  version: number;
  safetyValue: string;
}

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
    const { rows } = await t.db.query("SELECT count(*)::int AS n FROM crafts WHERE org_id = $1", [orgId]);
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

  it("saves a process flow per project type with its own prices; a stale save is refused", async () => {
    const crafts = (await call<{ craftId: string; name: string }[]>("craft/options", {})).data;
    const empty = await call<{ version: number; steps: unknown[] }>("processFlow/get", {
      projectType: "engineering",
    });
    expect(empty.data).toMatchObject({ version: 0, steps: [] });
    const steps = [
      { craftId: crafts[2]!.craftId, unitPrice: "30" },
      { craftId: crafts[0]!.craftId, unitPrice: "9.9" },
    ];
    const saved = await call<{ version: number }>("processFlow/save", {
      projectType: "engineering",
      version: 0,
      steps,
    });
    expect(saved.data.version).toBe(1);
    const again = await call("processFlow/save", { projectType: "engineering", version: 0, steps });
    expect(again.code).toBe(1012);
    const got = await call<{ steps: { name: string; unitPrice: string }[] }>("processFlow/get", {
      projectType: "engineering",
    });
    expect(got.data.steps.map((s) => [s.name, s.unitPrice])).toEqual([
      [crafts[2]!.name, "30.00"],
      [crafts[0]!.name, "9.90"],
    ]);
    const dup = await call("processFlow/save", {
      projectType: "engineering",
      version: 1,
      steps: [steps[0], steps[0]],
    });
    expect(dup.code).toBe(1001);
    expect(
      (await call<{ steps: unknown[] }>("processFlow/get", { projectType: "fineWork" })).data.steps,
    ).toEqual([]);
  });
});

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
    const { rows } = await t.db.query<{ n: number; d: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT number)::int AS d FROM racks WHERE org_id = $1",
      [orgId],
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
    await t.db.query("UPDATE racks SET status = 'occupied' WHERE id = $1", [c.rackId]);
    const refused = await call("rack/delete", { rackIds: [b.rackId, c.rackId] });
    expect(refused.code).toBe(1003);
    expect((await call<Page<Rack>>("rack/list", { keyword: b.number })).data.total).toBe(1);
    expect((await call<{ deleted: number }>("rack/delete", { rackIds: [b.rackId] })).data).toEqual({
      deleted: 1,
    });
  });
});

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
      t.app.inject({ method: "GET", url: "/api/device/whoami", headers: { "x-device-key": key } });
    expect((await whoami(first.data.apiKey)).json()).toMatchObject({
      result: true,
      data: { code: "S600-09", series: "S600" },
    });
    const second = await call<{ apiKey: string }>("device/link", { deviceId: add.data.deviceId });
    expect(second.data.apiKey).not.toBe(first.data.apiKey);
    expect((await whoami(first.data.apiKey)).json()).toMatchObject({ result: false, code: 5 });
    expect((await whoami(second.data.apiKey)).json()).toMatchObject({ result: true });
    const { rows } = await t.db.query<{ api_key_hash: string }>(
      "SELECT api_key_hash FROM devices WHERE id = $1",
      [add.data.deviceId],
    );
    expect(rows[0]!.api_key_hash).not.toContain(second.data.apiKey);
    await call("device/unlink", { deviceId: add.data.deviceId });
    expect((await whoami(second.data.apiKey)).json()).toMatchObject({ code: 5 });
    await t.db.query("UPDATE devices SET table_a = 'picked' WHERE id = $1", [add.data.deviceId]);
    expect((await call("device/delete", { deviceId: add.data.deviceId })).code).toBe(1003);
  });
});

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

describe("audit log of master data", () => {
  it("records every change and filters by the new entities", async () => {
    const racks = await call<{ list: { entity: string; action: string }[]; total: number }>("audit/list", {
      entity: "rack",
      pageSize: 200,
    });
    expect(racks.data.total).toBeGreaterThan(3);
    expect(new Set(racks.data.list.map((r) => r.action))).toEqual(new Set(["create", "update", "delete"]));
    for (const entity of ["workshop", "craft", "processFlow", "device", "warehouse"]) {
      expect((await call<{ total: number }>("audit/list", { entity })).data.total, entity).toBeGreaterThan(0);
    }
  });
});
