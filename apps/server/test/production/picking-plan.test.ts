import type { PickingDone, TransferProposal } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";
import { createDevice, plannedSlab } from "./production-plan-factories.ts";

/**
 * The plan decides the table (issue #24 point 3, docs/api-production.md "Picking"): an issued plan puts
 * X on S600-02 A and Y on SM400-01 A; a pick of both is split, a deviation is an explicit audited choice.
 */

let t: TestApp;
let token: string;
let orgId: string;
const s: Record<string, string> = {};
const code: Record<string, string> = {};
let s600: string;
let sm400: string;

const call = <T>(path: string, body: unknown, lang = "zh-CN") => t.call<T>(path, body, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  s600 = await createDevice(t, token, { code: "S600-02", series: "S600" });
  sm400 = await createDevice(t, token, { code: "SM400-01", series: "smart400" });
  const projectId = await insertProject(t, orgId);
  const planeId = await insertPlane(t, orgId, projectId, "P01");
  for (const n of ["x", "y", "x2", "y2", "t1", "t2"]) {
    code[n] = `PL-${n.toUpperCase()}-${Math.random().toString(36).slice(2, 6)}`;
    s[n] = await plannedSlab(
      t,
      { orgId, userId: owner.userId, projectId, planeId },
      { barcode: code[n], length: 2400, width: 1200 },
    );
  }
  code.free = `PL-FREE-${Math.random().toString(36).slice(2, 6)}`;
  s.free = await insertSlab(t, orgId, { barcode: code.free, length: 2400, width: 1200 });
  const table = (n: string, deviceId: string) => ({ slabId: s[n]!, deviceId, tableSide: "A" as const });
  const created = await call<{ planId: string; version: number }>("productionPlan/create", {
    planDate: "2026-11-24",
    slabs: [
      table("x", s600),
      table("x2", s600),
      table("t1", s600),
      table("t2", s600),
      table("y", sm400),
      table("y2", sm400),
    ],
  });
  expect(created.code).toBe(1);
  const issued = await call("productionPlan/issue", {
    planId: created.data.planId,
    version: created.data.version,
  });
  expect(issued.code).toBe(1);
});
afterAll(() => t.close());

const audit = async (slabId: string) =>
  (
    await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      "SELECT action, detail FROM audit_log WHERE entity = 'slab' AND entity_id = $1 ORDER BY created_at DESC",
      [slabId],
    )
  ).rows;

describe("a pick follows the issued production plan", () => {
  it("refuses a chosen table that contradicts the plan, naming the slabs and their planned tables", async () => {
    // What the old dialog sent: the first slab's table for the whole selection.
    const zh = await call("picking/pick", { slabIds: [s.x, s.y], deviceId: s600, tableSide: "A" });
    expect(zh.code).toBe(1003);
    expect(zh.msg).toContain(`大板 ${code.y} 按生产计划`);
    expect(zh.msg).toContain("SM400-01 A 台");
    expect(zh.msg).not.toContain(code.x);
    const en = await call("picking/pick", { slabIds: [s.x, s.y], deviceId: s600 }, "en-US");
    expect(en.code).toBe(1003);
    expect(en.msg).toContain(`slab ${code.y} is planned on SM400-01 table A`);
    expect(en.data).toMatchObject({
      from: "toPick",
      action: "pick",
      slabs: [{ slabId: s.y, barcode: code.y, planDeviceCode: "SM400-01", planTableSide: "A" }],
    });
    const b = await call("picking/pick", { slabIds: [s.x], deviceId: s600, tableSide: "B" }, "en-US");
    expect([b.code, b.msg]).toEqual([1003, expect.stringContaining("S600-02 table A")]);
    const still = await t.db.query<{ status: string }>(
      "SELECT status FROM slabs WHERE id = ANY($1::uuid[])",
      [[s.x, s.y]],
    );
    expect(still.rows.map((r) => r.status)).toEqual(["toPick", "toPick"]);
  });

  it("splits a selection over two tables: one record per table, each slab on its plan's table", async () => {
    const r = await call<PickingDone>("picking/pick", { slabIds: [s.x, s.y] });
    expect(r.code).toBe(1);
    expect(r.data.count).toBe(2);
    expect(r.data.offPlan).toEqual([]);
    expect(
      r.data.records.map((x) => [x.deviceCode, x.tableSide, x.slabs.map((y) => y.barcode), x.planNo]),
    ).toEqual([
      ["S600-02", "A", [code.x], expect.stringMatching(/^PP-/)],
      ["SM400-01", "A", [code.y], expect.stringMatching(/^PP-/)],
    ]);
    expect(r.data.recordId).toBe(r.data.records[0]!.recordId);
    const rows = await t.db.query<{ id: string; device_id: string; table_side: string }>(
      "SELECT id, device_id, table_side FROM slabs WHERE id = ANY($1::uuid[]) ORDER BY barcode",
      [[s.x, s.y]],
    );
    expect(rows.rows.map((x) => [x.id, x.device_id, x.table_side])).toEqual([
      [s.x, s600, "A"],
      [s.y, sm400, "A"],
    ]);
    const recs = await t.db.query<{ device_id: string; slab_count: number; plan_id: string | null }>(
      "SELECT device_id, slab_count, plan_id FROM picking_records WHERE org_id = $1 AND kind = 'pick' ORDER BY record_no",
      [orgId],
    );
    expect(recs.rows.map((x) => [x.device_id, x.slab_count, x.plan_id !== null])).toEqual([
      [s600, 1, true],
      [sm400, 1, true],
    ]);
  });

  it("a slab without a plan goes to the chosen table, planned ones to theirs; without a table → 1001", async () => {
    const none = await call("picking/pick", { slabIds: [s.free, s.x2] }, "en-US");
    expect(none.code).toBe(1001);
    expect(none.msg).toBe("Choose a device for the slabs without a production plan");
    const r = await call<PickingDone>("picking/pick", {
      slabIds: [s.free, s.x2],
      deviceId: sm400,
      tableSide: "B",
    });
    expect(r.code).toBe(1);
    expect(r.data.records.map((x) => [x.deviceCode, x.tableSide, x.slabs.map((y) => y.barcode)])).toEqual([
      ["S600-02", "A", [code.x2]],
      ["SM400-01", "B", [code.free]],
    ]);
  });

  it("puts slabs elsewhere only by the explicit choice, named in the answer and audited", async () => {
    const r = await call<PickingDone>(
      "picking/pick",
      { slabIds: [s.y2, s.t1], deviceId: s600, tableSide: "B", offPlan: true, remark: "A 台检修" },
      "en-US",
    );
    expect(r.code).toBe(1);
    expect(r.data.records).toHaveLength(1);
    expect(r.data.records[0]).toMatchObject({ deviceCode: "S600-02", tableSide: "B" });
    expect(r.data.offPlan.map((x) => [x.barcode, x.planDeviceCode, x.planTableSide]).sort()).toEqual(
      [
        [code.y2, "SM400-01", "A"],
        [code.t1, "S600-02", "A"],
      ].sort(),
    );
    const [ev] = await audit(s.y2!);
    expect(ev).toMatchObject({
      action: "pick",
      detail: {
        offPlan: true,
        plannedDeviceId: sm400,
        plannedDeviceCode: "SM400-01",
        plannedTableSide: "A",
        deviceId: s600,
        tableSide: "B",
      },
    });
    const noTable = await call("picking/pick", { slabIds: [s.t2], deviceId: s600, offPlan: true });
    expect(noTable.code).toBe(1001);
  });

  it("exactly one of two concurrent picks of the same slab wins", async () => {
    const [a, b] = await Promise.all([
      call<PickingDone>("picking/pick", { slabIds: [s.t2] }),
      call<PickingDone>("picking/pick", { slabIds: [s.t2] }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 1003]);
  });
});

describe("transfer proposes the plan's table", () => {
  it("answers the table the plan names for slabs that are elsewhere, none when they are on it", async () => {
    const moved = await call<TransferProposal>("picking/transferProposal", { slabIds: [s.y2] });
    expect(moved.code).toBe(1);
    expect(moved.data.proposal).toMatchObject({
      deviceId: sm400,
      deviceCode: "SM400-01",
      tableSide: "A",
      slabIds: [s.y2],
    });
    const onPlan = await call<TransferProposal>("picking/transferProposal", { slabIds: [s.x] });
    expect(onPlan.data.proposal).toBeNull();
    const foreign = await call("picking/transferProposal", { slabIds: [crypto.randomUUID()] });
    expect(foreign.code).toBe(1002);
    const back = await call<PickingDone>("picking/transfer", {
      slabIds: [s.y2],
      deviceId: sm400,
      tableSide: "A",
    });
    expect(back.data.records[0]).toMatchObject({ deviceCode: "SM400-01", tableSide: "A" });
  });
});
