import type { DeviceDetail, Page, PickingDone, PickingRecord, PickingSlab } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { addMember, createOrg, createRole, createUser, login, type TestUser } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";

/** Picking (领料 / 退料 / 转移), its records, the device detail and the machine tables (docs/api-production.md). */

let t: TestApp;
let token: string;
let orgId: string;
let owner: TestUser;
const ids: Record<string, string> = {};
const codes: Record<string, string> = {};
const call = <T>(path: string, body: unknown, lang = "zh-CN", tk = token) =>
  t.call<T>(path, body, { token: tk, lang });

async function planSlab(slabId: string, boards: [number, number][]) {
  const projectId = await insertProject(t, orgId, { name: "滨江花园" });
  const planeId = await insertPlane(t, orgId, projectId, "P01");
  const placed: { boardId: string; x: number; y: number; rotated: boolean }[] = [];
  let x = 10;
  for (const [length, width] of boards) {
    const boardId = await insertBoard(t, orgId, projectId, planeId, { length, width });
    placed.push({ boardId, x, y: 10, rotated: false });
    x += length + 10;
  }
  await t.db.tx((q) =>
    acceptPlan(q, {
      orgId,
      userId: owner.userId,
      slabId,
      projectId,
      planeId,
      source: "manual",
      kerf: 4,
      stages: 3,
      placements: placed,
      now: new Date(),
    }),
  );
}

const slab = async (key: string, spec: Parameters<typeof insertSlab>[2] = {}) => {
  codes[key] = `PK-${key}-${Math.random().toString(36).slice(2, 6)}`;
  ids[key] = await insertSlab(t, orgId, {
    length: 2600,
    width: 1500,
    thickness: 20,
    warehouseId: ids.wh1!,
    barcode: codes[key],
    ...spec,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  for (const [key, code] of [
    ["wh1", "WH-01"],
    ["wh2", "WH-02"],
  ])
    ids[key] = (
      await call<{ warehouseId: string }>("warehouse/create", { name: `仓${code}`, code })
    ).data.warehouseId;
  await call("rack/add", { quantity: 3, safetyValue: "2", maxValue: "3" });
  ids.small = (
    await call<{ deviceId: string }>("device/create", { code: "SM-T", series: "smart400" })
  ).data.deviceId;
  ids.big = (
    await call<{ deviceId: string }>("device/create", { code: "S600-T", series: "S600" })
  ).data.deviceId;
  await slab("s1");
  await slab("s2");
  await slab("large", { length: 3300, width: 1900 });
  await slab("thick", { thickness: 40 });
  await slab("cracked", { exception: true });
  await slab("done", { status: "done" });
  await planSlab(ids.s1!, [
    [1200, 800],
    [1200, 800],
  ]);
  await planSlab(ids.s2!, [
    [1000, 1000],
    [1000, 1000],
    [500, 1000],
  ]);
});
afterAll(() => t.close());

describe("pick", () => {
  it("needs a table when no issued plan names one", async () => {
    const r = await call("picking/pick", { slabIds: [ids.s1], deviceId: ids.small }, "en-US");
    expect(r.code).toBe(1001);
    expect(r.msg).toBe("Choose table A or B");
  });

  it("puts the slabs that fit on the table, leaves out the rest with their reasons, writes one record", async () => {
    const r = await call<PickingDone>(
      "picking/pick",
      { slabIds: [ids.s1, ids.s2, ids.large], deviceId: ids.small, tableSide: "A", remark: "早班" },
      "en-US",
    );
    expect(r.code).toBe(1);
    expect(r.data.count).toBe(2);
    expect(r.data.recordNo).toMatch(/^LL\d{8}-001$/);
    expect(r.data.removed).toHaveLength(1);
    expect(r.data.removed[0]).toMatchObject({ slabId: ids.large, barcode: codes.large, reasons: ["size"] });
    expect(r.data.removed[0]!.message).toMatch(new RegExp(`^Slab ${codes.large}: .*size`));
    const rec = await call<Page<PickingRecord>>("picking/recordList", { kind: "pick" });
    expect(rec.data.list).toHaveLength(1);
    // 2 slabs of 2600 × 1500; boards 2 × 1200 × 800 + 2 × 1000 × 1000 + 500 × 1000 = 4.42 m², racks of 2 m².
    expect(rec.data.list[0]).toMatchObject({
      kind: "pick",
      deviceCode: "SM-T",
      tableSide: "A",
      slabCount: 2,
      area: 7_800_000,
      boards: 5,
      racksNeeded: 3,
      remark: "早班",
      operatorId: owner.userId,
    });
    const slabs = await call<PickingSlab[]>("picking/recordSlabs", { recordId: r.data.recordId });
    expect(slabs.data.map((s) => s.barcode).sort()).toEqual([codes.s1, codes.s2].sort());
    expect(
      slabs.data.every((s) => s.status === "toCut" && s.deviceCode === "SM-T" && s.tableSide === "A"),
    ).toBe(true);
    const audit = await t.db.query<{
      action: string;
      from_state: string;
      to_state: string;
      detail: Record<string, unknown>;
    }>(
      "SELECT action, from_state, to_state, detail FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'pick'",
      [ids.s1],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      from_state: "toPick",
      to_state: "toCut",
      detail: {
        deviceId: ids.small,
        tableSide: "A",
        recordId: r.data.recordId,
        warehouseId: null,
        planId: null,
      },
    });
  });

  it("refuses when no slab fits, naming each and why", async () => {
    const r = await call<unknown>("picking/pick", {
      slabIds: [ids.large, ids.thick],
      deviceId: ids.small,
      tableSide: "B",
    });
    expect(r.code).toBe(1003);
    expect(r.msg).toContain("SM-T");
    expect(r.msg).toContain(codes.large);
    expect(r.msg).toContain("尺寸");
    expect(r.msg).toContain(codes.thick);
    expect(r.msg).toContain("厚度");
    expect(await statusOf(ids.large!)).toBe("toPick");
  });

  it("refuses a slab someone has picked (naming who and where), an exception, a done slab; nothing half-done", async () => {
    const taken = await call(
      "picking/pick",
      { slabIds: [ids.thick, ids.s1], deviceId: ids.big, tableSide: "B" },
      "en-US",
    );
    expect(taken.code).toBe(1003);
    expect(taken.msg).toBe(
      `Slab ${codes.s1} was picked by member ${owner.phone.slice(-4)} onto SM-T table A`,
    );
    expect(await statusOf(ids.thick!)).toBe("toPick");
    const cracked = await call("picking/pick", { slabIds: [ids.cracked], deviceId: ids.big, tableSide: "B" });
    expect(cracked.code).toBe(1003);
    expect(cracked.msg).toContain("异常");
    const done = await call(
      "picking/pick",
      { slabIds: [ids.done], deviceId: ids.big, tableSide: "B" },
      "en-US",
    );
    expect(done).toMatchObject({ code: 1003, data: { from: "done", action: "pick" } });
    expect(done.msg).toContain(codes.done);
  });

  it("refuses bad bodies and another enterprise's ids", async () => {
    expect(
      (await call("picking/pick", { slabIds: [], deviceId: ids.big, tableSide: "A" }, "en-US")).msg,
    ).toBe("Scan or select slabs first");
    expect(
      (await call("picking/pick", { slabIds: [ids.s1, ids.s1], deviceId: ids.big, tableSide: "A" })).code,
    ).toBe(1001);
    const other = await createUser(t);
    const { orgId: otherOrg } = await createOrg(t, other);
    const foreignSlab = await insertSlab(t, otherOrg, {});
    expect(
      (await call("picking/pick", { slabIds: [foreignSlab], deviceId: ids.big, tableSide: "A" })).code,
    ).toBe(1002);
    expect(
      (await call("picking/pick", { slabIds: [ids.thick], deviceId: crypto.randomUUID(), tableSide: "A" }))
        .code,
    ).toBe(1002);
  });
});

describe("return and transfer", () => {
  it("return needs a warehouse, takes toCut slabs off the table into it", async () => {
    const missing = await call("picking/return", { slabIds: [ids.s1] }, "en-US");
    expect(missing.code).toBe(1001);
    expect(missing.msg).toBe("Choose the warehouse to return to");
    expect((await call("picking/return", { slabIds: [ids.s1], warehouseId: crypto.randomUUID() })).code).toBe(
      1002,
    );
    const r = await call<PickingDone>("picking/return", {
      slabIds: [ids.s1],
      warehouseId: ids.wh2,
      remark: "尺寸复核",
    });
    expect(r.code).toBe(1);
    expect(r.data.recordNo).toMatch(/^TL\d{8}-001$/);
    const s = await call<PickingSlab>("picking/scan", { barcode: codes.s1 });
    expect(s.data).toMatchObject({ status: "toPick", deviceId: null, tableSide: null, warehouseId: ids.wh2 });
    const rec = await call<Page<PickingRecord>>("picking/recordList", { kind: "return" });
    expect(rec.data.list[0]).toMatchObject({
      deviceCode: "SM-T",
      tableSide: "A",
      warehouseName: "仓WH-02",
      slabCount: 1,
      area: 3_900_000,
      boards: 2,
      racksNeeded: 1,
    });
    const again = await call("picking/return", { slabIds: [ids.s1], warehouseId: ids.wh2 });
    expect(again).toMatchObject({ code: 1003, data: { from: "toPick", action: "return" } });
  });

  it("transfer moves toCut slabs to another table or device that can take them", async () => {
    const same = await call("picking/transfer", { slabIds: [ids.s2], deviceId: ids.small, tableSide: "A" });
    expect(same.code).toBe(1003);
    const r = await call<PickingDone>("picking/transfer", {
      slabIds: [ids.s2],
      deviceId: ids.small,
      tableSide: "B",
    });
    expect(r.code).toBe(1);
    expect(r.data.recordNo).toMatch(/^ZY\d{8}-001$/);
    const r2 = await call<PickingDone>("picking/transfer", {
      slabIds: [ids.s2],
      deviceId: ids.big,
      tableSide: "A",
    });
    expect(r2.code).toBe(1);
    const rec = await call<Page<PickingRecord>>("picking/recordList", {
      kind: "transfer",
      barcode: codes.s2,
    });
    expect(rec.data.list.map((x) => [x.deviceCode, x.tableSide, x.toDeviceCode, x.toTableSide])).toEqual([
      ["SM-T", "B", "S600-T", "A"],
      ["SM-T", "A", "SM-T", "B"],
    ]);
    // A toPick slab cannot be transferred; a mixed selection of tables is refused.
    expect(
      (await call("picking/transfer", { slabIds: [ids.s1], deviceId: ids.big, tableSide: "B" })).code,
    ).toBe(1003);
    await call("picking/pick", { slabIds: [ids.thick], deviceId: ids.big, tableSide: "B" });
    const mixed = await call(
      "picking/transfer",
      { slabIds: [ids.s2, ids.thick], deviceId: ids.small, tableSide: "A" },
      "en-US",
    );
    expect(mixed.code).toBe(1003);
    expect(mixed.msg).toContain("different tables");
    // The thick slab does not fit the small machine: refused with its reason.
    const thick = await call(
      "picking/transfer",
      { slabIds: [ids.thick], deviceId: ids.small, tableSide: "A" },
      "en-US",
    );
    expect(thick.code).toBe(1003);
    expect(thick.msg).toContain(codes.thick);
  });
});

describe("scan, lists, device detail, machine tables", () => {
  it("a scan names what is wrong: unknown, exception, done", async () => {
    const unknown = await call("picking/scan", { barcode: "NOPE-1" }, "en-US");
    expect(unknown).toMatchObject({ code: 1002, msg: "Barcode NOPE-1 is not a slab of this enterprise" });
    expect((await call("picking/scan", { barcode: codes.cracked })).msg).toContain("异常");
    const done = await call("picking/scan", { barcode: codes.done }, "en-US");
    expect(done.code).toBe(1003);
    expect(done.msg).toContain(`"done"`);
    expect((await call<PickingSlab>("picking/scan", { barcode: codes.s2 })).data.boards).toBe(3);
  });

  it("filters records by device, operator, date and barcode", async () => {
    const all = await call<Page<PickingRecord>>("picking/recordList", {});
    expect(all.data.total).toBe(5);
    expect((await call<Page<PickingRecord>>("picking/recordList", { deviceId: ids.big })).data.total).toBe(2);
    expect(
      (await call<Page<PickingRecord>>("picking/recordList", { operatorId: owner.userId })).data.total,
    ).toBe(5);
    expect(
      (
        await call<Page<PickingRecord>>("picking/recordList", {
          dateFrom: "2001-01-01",
          dateTo: "2001-01-02",
        })
      ).data.total,
    ).toBe(0);
    expect((await call<Page<PickingRecord>>("picking/recordList", { barcode: codes.s1 })).data.total).toBe(2);
    const slabs = await call<Page<PickingSlab>>("picking/slabList", { status: "toCut" });
    expect(slabs.data.list.map((s) => s.barcode).sort()).toEqual([codes.s2, codes.thick].sort());
  });

  it("the device detail and machine tables show what is on each table; a device change keeps them true", async () => {
    const detail = await call<DeviceDetail>("production/deviceDetail", { deviceId: ids.big });
    expect(detail.data.tables.map((x) => [x.side, x.state, x.barcodes])).toEqual([
      ["A", "picked", [codes.s2]],
      ["B", "picked", [codes.thick]],
    ]);
    expect(detail.data.todayPicks).toBe(1);
    expect(detail.data.todayRecords).toHaveLength(2);
    expect(detail.data.tables[0]!.slabs[0]).toMatchObject({
      projectName: "滨江花园",
      batchNo: "P01",
      boards: 3,
    });
    // Change the device of the slab on S600-T table A to SM-T table B: A frees, SM-T B shows it.
    const v = (await call<PickingSlab>("picking/scan", { barcode: codes.s2 })).data.version;
    const moved = await call("inventory/slabChangeDevice", {
      slabId: ids.s2,
      deviceId: ids.small,
      tableSide: "B",
      version: v,
    });
    expect(moved.code).toBe(1);
    const big = await call<DeviceDetail>("production/deviceDetail", { deviceId: ids.big });
    expect(big.data.tables[0]).toMatchObject({ state: "unoccupied", slabCount: 0, barcodes: [] });
    const small = await call<DeviceDetail>("production/deviceDetail", { deviceId: ids.small });
    expect(small.data.tables[1]).toMatchObject({
      state: "picked",
      slabCount: 1,
      area: 3_900_000,
      barcodes: [codes.s2],
    });
    const list = await call<
      Page<{
        code: string;
        tableA: string;
        tableB: string;
        tables: { slabCount: number }[];
        todayPicks: number;
      }>
    >("device/list", {});
    const byCode = new Map(list.data.list.map((d) => [d.code, d]));
    expect(byCode.get("S600-T")).toMatchObject({ tableA: "unoccupied", tableB: "picked", todayPicks: 1 });
    expect(byCode.get("SM-T")).toMatchObject({ tableA: "unoccupied", tableB: "picked", todayPicks: 1 });
    expect(byCode.get("SM-T")!.tables.map((x) => x.slabCount)).toEqual([0, 1]);
    // The slab list agrees.
    const slabs = await call<Page<{ barcode: string; deviceCode: string; tableSide: string }>>(
      "inventory/slabList",
      {
        status: "toCut",
      },
    );
    expect(slabs.data.list.map((s) => [s.barcode, s.deviceCode, s.tableSide]).sort()).toEqual(
      [
        [codes.s2, "SM-T", "B"],
        [codes.thick, "S600-T", "B"],
      ].sort(),
    );
  });
});

describe("eight operators pick the same slab at once", () => {
  it("exactly one wins; the others are told who has it", async () => {
    await slab("race");
    const role = await createRole(t, orgId, [2700]);
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const u = await createUser(t);
      await addMember(t, orgId, u, role);
      tokens.push(await login(t, u));
    }
    const results = await Promise.all(
      tokens.map((tk) =>
        call("picking/pick", { slabIds: [ids.race], deviceId: ids.big, tableSide: "A" }, "zh-CN", tk),
      ),
    );
    const won = results.filter((r) => r.code === 1);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.code !== 1);
    expect(lost).toHaveLength(7);
    const { rows } = await t.db.query<{ name: string }>(
      "SELECT m.name FROM picking_records r JOIN picking_record_slabs s ON s.record_id = r.id JOIN members m ON m.user_id = r.operator_id AND m.org_id = r.org_id WHERE s.slab_id = $1",
      [ids.race],
    );
    expect(rows).toHaveLength(1);
    for (const r of lost) {
      expect(r.code).toBe(1003);
      expect(r.msg).toBe(`大板 ${codes.race} 已被 ${rows[0]!.name} 领到 S600-T A 台`);
    }
  });
});

async function statusOf(slabId: string) {
  const { rows } = await t.db.query<{ status: string }>("SELECT status FROM slabs WHERE id = $1", [slabId]);
  return rows[0]!.status;
}
