import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject, insertSlab, slabVersion } from "./inventory-factories.ts";

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
let wh1: string;
let wh2: string;
const ids: Record<string, string> = {};

interface SlabItem {
  slabId: string;
  blockNo: string;
  bundleNo: string;
  stone: string;
  thickness: number;
  status: string;
  exception: boolean;
  exceptionReason: string;
  area: number;
  yieldRate: number | null;
  planId: string | null;
  warehouseName: string | null;
  deviceCode: string | null;
  version: number;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  wh1 = (
    await t.call<{ warehouseId: string }>("warehouse/create", { name: "荒料仓", code: "WH-01" }, { token })
  ).data.warehouseId;
  wh2 = (
    await t.call<{ warehouseId: string }>("warehouse/create", { name: "成品仓", code: "WH-02" }, { token })
  ).data.warehouseId;
  ids.a = await insertSlab(t, orgId, {
    blockNo: "HL-001",
    bundleNo: "1",
    stone: "爵士白",
    thickness: 20,
    warehouseId: wh1,
    barcode: "SCAN-0001",
  });
  ids.b = await insertSlab(t, orgId, {
    blockNo: "HL-001",
    bundleNo: "2",
    stone: "爵士白",
    thickness: 20,
    warehouseId: wh1,
    status: "toCut",
  });
  ids.c = await insertSlab(t, orgId, {
    blockNo: "HL-002",
    bundleNo: "1",
    stone: "黑金沙",
    thickness: 18,
    warehouseId: wh2,
    status: "cutting",
    exception: true,
  });
  ids.d = await insertSlab(t, orgId, {
    blockNo: "HL-003",
    bundleNo: "9",
    stone: "雅士白",
    thickness: 30,
    status: "done",
    length: 3200,
    width: 1900,
  });
  // Another enterprise's slab never shows.
  const other = await createOrg(t, await createUser(t));
  await insertSlab(t, other.orgId, { blockNo: "HL-001", stone: "爵士白", barcode: "SCAN-0001" });
});
afterAll(() => t.close());

const list = async (filter: Record<string, unknown>) => {
  const res = await t.call<{ list: SlabItem[]; total: number }>("inventory/slabList", filter, { token });
  expect(res.result).toBe(true);
  return res.data;
};

describe("slab and block queries", () => {
  it("filters slabs by every field", async () => {
    expect((await list({})).total).toBe(4);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ stone: "爵士白" }, [ids.a!, ids.b!]],
      [{ thickness: 18 }, [ids.c!]],
      [{ thickness: 30 }, [ids.d!]],
      [{ status: "toCut" }, [ids.b!]],
      [{ status: "done" }, [ids.d!]],
      [{ warehouseId: wh2 }, [ids.c!]],
      [{ blockNo: "hl-00" }, [ids.a!, ids.b!, ids.c!, ids.d!]],
      [{ blockNo: "002" }, [ids.c!]],
      [{ bundleNo: "9" }, [ids.d!]],
      [{ barcode: "SCAN-0001" }, [ids.a!]],
      [{ barcode: "SCAN-000" }, []],
      [{ exception: true }, [ids.c!]],
      [{ exception: false, stone: "爵士白", status: "toPick" }, [ids.a!]],
    ];
    for (const [filter, expected] of cases) {
      const page = await list(filter);
      expect({ filter, ids: page.list.map((s) => s.slabId) }).toEqual({ filter, ids: expected });
      expect(page.total).toBe(expected.length);
    }
    const first = (await list({ barcode: "SCAN-0001" })).list[0]!;
    expect(first).toMatchObject({
      blockNo: "HL-001",
      stone: "爵士白",
      thickness: 20,
      area: 3000 * 1600,
      warehouseName: "荒料仓",
      status: "toPick",
      yieldRate: null,
    });
    const paged = await list({ pageNum: 2, pageSize: 3 });
    expect(paged.list.length).toBe(1);
    expect(paged.total).toBe(4);
    expect((await t.call("inventory/slabList", { status: "lost" }, { token })).code).toBe(1001);
  });

  it("lists blocks with counts by status and total area, and the filter options", async () => {
    const res = await t.call<{
      list: { blockNo: string; slabCount: number; statusCounts: Record<string, number>; totalArea: number }[];
      total: number;
    }>("inventory/blockList", {}, { token });
    expect(res.data.total).toBe(3);
    expect(res.data.list[0]).toMatchObject({
      blockNo: "HL-001",
      slabCount: 2,
      statusCounts: { toPick: 1, toCut: 1, cutting: 0, done: 0 },
      totalArea: 2 * 3000 * 1600,
    });
    const byStone = await t.call<{ list: { blockNo: string }[] }>(
      "inventory/blockList",
      { stone: "雅士白" },
      { token },
    );
    expect(byStone.data.list.map((b) => b.blockNo)).toEqual(["HL-003"]);
    const opts = await t.call<{ stones: string[]; thicknesses: number[]; warehouses: { code: string }[] }>(
      "inventory/options",
      {},
      { token },
    );
    expect(opts.data.stones.sort()).toEqual(["爵士白", "雅士白", "黑金沙"].sort());
    expect(opts.data.thicknesses).toEqual([18, 20, 30]);
    expect(opts.data.warehouses.map((w) => w.code)).toEqual(["WH-01", "WH-02"]);
  });
});

describe("slab detail, history and exception", () => {
  it("sets and clears the exception with a reason, versioned and in the history", async () => {
    const v = await slabVersion(t, ids.a!);
    const noReason = await t.call(
      "inventory/slabException",
      { slabId: ids.a, exception: true, version: v },
      { token },
    );
    expect(noReason.code).toBe(1001);
    const set = await t.call<{ version: number }>(
      "inventory/slabException",
      { slabId: ids.a, exception: true, reason: "边角断裂", version: v },
      { token },
    );
    expect(set).toMatchObject({ result: true, data: { version: v + 1 } });
    const stale = await t.call(
      "inventory/slabException",
      { slabId: ids.a, exception: false, reason: "", version: v },
      { token },
    );
    expect(stale.code).toBe(1012);
    const cleared = await t.call<{ version: number }>(
      "inventory/slabException",
      { slabId: ids.a, exception: false, reason: "已修补", version: v + 1 },
      { token },
    );
    expect(cleared.result).toBe(true);
    const detail = await t.call<
      SlabItem & { history: { action: string; from: string; to: string; detail: { reason: string } }[] }
    >("inventory/slabDetail", { slabId: ids.a }, { token });
    expect(detail.data).toMatchObject({ exception: false, exceptionReason: "", defects: [], plan: null });
    expect(detail.data.history.map((h) => [h.action, h.from, h.to, h.detail.reason])).toEqual([
      ["setException", "normal", "exception", "边角断裂"],
      ["clearException", "exception", "normal", "已修补"],
    ]);
    // Two operators at once: one wins.
    const v2 = await slabVersion(t, ids.a!);
    const both = await Promise.all(
      ["甲", "乙"].map((r) =>
        t.call(
          "inventory/slabException",
          { slabId: ids.a, exception: true, reason: r, version: v2 },
          { token },
        ),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
  });

  it("shows the accepted plan's yield, project and history entry", async () => {
    const projectId = await insertProject(t, orgId);
    const planeId = await insertPlane(t, orgId, projectId, "PL-01");
    const board = await insertBoard(t, orgId, projectId, planeId, { code: "A-01", length: 1500, width: 800 });
    const slabId = await insertSlab(t, orgId, { stone: "爵士白", length: 3000, width: 1600 });
    await t.db.tx((q) =>
      acceptPlan(q, {
        orgId,
        userId,
        slabId,
        projectId,
        source: "cloud",
        kerf: 4,
        stages: 3,
        placements: [{ boardId: board, x: 0, y: 0, rotated: false }],
        now: new Date(),
      }),
    );
    const d = await t.call<{
      yieldRate: number;
      plan: { boardCount: number; batchNo: string; yieldRate: number; source: string };
      history: { action: string; to: string }[];
    }>("inventory/slabDetail", { slabId }, { token });
    expect(d.data.yieldRate).toBe(25);
    expect(d.data.plan).toMatchObject({ boardCount: 1, batchNo: "PL-01", yieldRate: 25, source: "cloud" });
    expect(d.data.history[0]).toMatchObject({ action: "layout", to: "cloud" });
    const m = await t.call<{
      slab: { defects: unknown[] };
      plan: { kerf: number; boards: { code: string; x: number; w: number; h: number }[]; cutTree: unknown };
    }>("inventory/materialDetail", { slabId }, { token });
    expect(m.data.plan.boards).toEqual([
      expect.objectContaining({ code: "A-01", x: 0, y: 0, w: 1500, h: 800, rotated: false }),
    ]);
    expect(m.data.plan.kerf).toBe(4);
    const board2 = await t.db.query("SELECT slab_id, plan_id FROM project_boards WHERE id = $1", [board]);
    expect(board2.rows[0]).toMatchObject({ slab_id: slabId });
    const none = await t.call<{ plan: null }>("inventory/materialDetail", { slabId: ids.b }, { token });
    expect(none.data.plan).toBeNull();
  });

  it("answers 1002 for an unknown slab", async () => {
    const res = await t.call(
      "inventory/slabDetail",
      { slabId: "00000000-0000-4000-8000-000000000000" },
      { token },
    );
    expect(res).toMatchObject({ code: 1002, data: null });
  });
});

describe("change of device", () => {
  it("lists devices with their suitability and refuses each kind of misfit", async () => {
    const dev = async (
      code: string,
      series: string,
      maxLength: number,
      maxWidth: number,
      maxThickness: number,
    ) =>
      (
        await t.call<{ deviceId: string }>(
          "device/create",
          { code, series, maxLength, maxWidth, maxThickness },
          { token },
        )
      ).data.deviceId;
    const big = await dev("S600-01", "S600", 3600, 2000, 50);
    const turned = await dev("C500-01", "C500", 1700, 3100, 40); // takes 3000 × 1600 only turned
    const short = await dev("SM400-01", "smart400", 2800, 1600, 30); // too short
    const thin = await dev("SM400-02", "smart400", 3600, 2000, 15); // too thin
    const both = await dev("SM400-03", "smart400", 2000, 1000, 10);
    const slabId = ids.b!; // 3000 × 1600 × 20, toCut
    const opts = await t.call<{ code: string; suitable: boolean; reasons: string[] }[]>(
      "inventory/deviceOptions",
      { slabId },
      { token },
    );
    expect(opts.data.map((d) => [d.code, d.suitable, d.reasons])).toEqual([
      ["C500-01", true, []],
      ["S600-01", true, []],
      ["SM400-01", false, ["size"]],
      ["SM400-02", false, ["thickness"]],
      ["SM400-03", false, ["size", "thickness"]],
    ]);
    const v = await slabVersion(t, slabId);
    const tooShort = await t.call(
      "inventory/slabChangeDevice",
      { slabId, deviceId: short, version: v },
      { token, lang: "en-US" },
    );
    expect(tooShort).toMatchObject({
      code: 1003,
      msg: "Device SM400-01 cannot take this slab: the slab is larger than the device's maximum size",
    });
    const tooThin = await t.call(
      "inventory/slabChangeDevice",
      { slabId, deviceId: thin, version: v },
      { token },
    );
    expect(tooThin).toMatchObject({
      code: 1003,
      msg: "设备 SM400-02 不能加工该大板：大板厚度超出设备最大厚度",
    });
    const bothBad = await t.call(
      "inventory/slabChangeDevice",
      { slabId, deviceId: both, version: v },
      { token },
    );
    expect(bothBad.code).toBe(1003);
    const ok = await t.call<{ version: number }>(
      "inventory/slabChangeDevice",
      { slabId, deviceId: turned, tableSide: "A", version: v },
      { token },
    );
    expect(ok).toMatchObject({ result: true, data: { version: v + 1 } });
    const again = await t.call<{ version: number }>(
      "inventory/slabChangeDevice",
      { slabId, deviceId: big, version: v + 1 },
      { token },
    );
    expect(again.result).toBe(true);
    const slab = (await list({ barcode: undefined, status: "toCut" })).list.find((s) => s.slabId === slabId)!;
    expect(slab.deviceCode).toBe("S600-01");
    const detail = await t.call<{ history: { action: string; from: string | null; to: string }[] }>(
      "inventory/slabDetail",
      { slabId },
      { token },
    );
    expect(detail.data.history.slice(-2).map((h) => [h.action, h.from, h.to])).toEqual([
      ["changeDevice", null, "C500-01"],
      ["changeDevice", "C500-01", "S600-01"],
    ]);
    // Cutting or done slabs keep their device; a foreign device is not found.
    const cutting = await t.call(
      "inventory/slabChangeDevice",
      { slabId: ids.c, deviceId: big, version: await slabVersion(t, ids.c!) },
      { token },
    );
    expect(cutting).toMatchObject({ code: 1003, data: { from: "cutting", action: "changeDevice" } });
    const foreign = await t.call(
      "inventory/slabChangeDevice",
      { slabId, deviceId: "00000000-0000-4000-8000-000000000000", version: await slabVersion(t, slabId) },
      { token },
    );
    expect(foreign.code).toBe(1002);
  });
});

describe("mark complete", () => {
  it("completes a slab on a machine once; refuses wrong states; concurrent operators: one wins", async () => {
    const projectId = await insertProject(t, orgId);
    const planeId = await insertPlane(t, orgId, projectId);
    const board = await insertBoard(t, orgId, projectId, planeId, { length: 1000, width: 600 });
    const slabId = await insertSlab(t, orgId, { status: "toCut" });
    await t.db.tx((q) =>
      acceptPlan(q, {
        orgId,
        userId,
        slabId,
        projectId,
        source: "manual",
        kerf: 4,
        stages: 3,
        placements: [{ boardId: board, x: 10, y: 10, rotated: false }],
        now: new Date(),
      }),
    );
    const v = await slabVersion(t, slabId);
    const both = await Promise.all([
      t.call("inventory/slabComplete", { slabId, version: v }, { token }),
      t.call("inventory/slabComplete", { slabId, version: v }, { token }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    const second = await t.call(
      "inventory/slabComplete",
      { slabId, version: v + 1 },
      { token, lang: "en-US" },
    );
    expect(second).toMatchObject({
      code: 1003,
      msg: expect.stringMatching(/^Slab \S+ is already marked complete; this cannot be repeated$/),
      data: { from: "done", action: "complete" },
    });
    const row = await t.db.query<{ status: string; completed_by: string }>(
      "SELECT status, completed_by FROM slabs WHERE id = $1",
      [slabId],
    );
    expect(row.rows[0]).toEqual({ status: "done", completed_by: userId });
    const b = await t.db.query<{ status: string }>("SELECT status FROM project_boards WHERE id = $1", [
      board,
    ]);
    expect(b.rows[0]!.status).toBe("done");
    const audit = await t.db.query<{ from_state: string; to_state: string }>(
      "SELECT from_state, to_state FROM audit_log WHERE entity = 'slab' AND entity_id = $1 AND action = 'complete'",
      [slabId],
    );
    expect(audit.rows).toEqual([{ from_state: "toCut", to_state: "done" }]);
    // A slab still in the warehouse cannot be completed.
    const toPick = await insertSlab(t, orgId);
    const refused = await t.call("inventory/slabComplete", { slabId: toPick, version: 1 }, { token });
    // Through SLAB_TRANSITIONS (production/cutting.service.ts, the one completion), naming the slab.
    expect(refused).toMatchObject({
      code: 1003,
      msg: expect.stringMatching(/^大板 \S+ 当前为「待领料」，不能标记完成$/),
      data: { from: "toPick", action: "complete" },
    });
    const cutting = await t.call(
      "inventory/slabComplete",
      { slabId: ids.c, version: await slabVersion(t, ids.c!) },
      { token },
    );
    expect(cutting.result).toBe(true);
  });
});

describe("permissions", () => {
  it("answers 6 without the slab-query menu, and the layout routes need layout review", async () => {
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001, 2100]));
    const clerkToken = await login(t, clerk);
    for (const path of [
      "inventory/slabList",
      "inventory/blockList",
      "inventory/options",
      "inventory/slabDetail",
      "inventory/materialDetail",
      "inventory/deviceOptions",
      "inventory/slabException",
      "inventory/slabChangeDevice",
      "inventory/slabComplete",
    ]) {
      const res = await t.call(path, { slabId: ids.a }, { token: clerkToken });
      expect({ path, code: res.code }).toEqual({ path, code: 6 });
    }
    const layout = await t.call("inventory/layoutSlabs", { projectId: ids.a }, { token: clerkToken });
    expect(layout.code).toBe(1002);
    const viewer = await createUser(t);
    await addMember(t, orgId, viewer, await createRole(t, orgId, [1000, 1001, 2200]));
    const viewerToken = await login(t, viewer);
    expect((await t.call("inventory/slabList", {}, { token: viewerToken })).result).toBe(true);
    expect((await t.call("inventory/layoutSlabs", { projectId: ids.a }, { token: viewerToken })).code).toBe(
      6,
    );
  });
});
