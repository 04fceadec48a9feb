import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../../src/lib/audit.ts";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";

/** Production projects (menu 2300) and the slab history from block to board (docs/api-production.md). */

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
let deviceId: string;
let warehouseId: string;
const p: Record<string, string> = {};

interface Item {
  projectId: string;
  projectNo: string;
  name: string;
  status: string;
  boardCount: number;
  doneBoards: number;
  area: string;
  doneArea: string;
  boardPercent: number;
  areaPercent: number;
  slabsOnTables: number;
  planeCount: number;
  deliveryDate: string | null;
  version: number;
}
interface Page {
  list: Item[];
  total: number;
  counts: { all: number; notStarted: number; inProduction: number; finished: number };
}

const list = (body: Record<string, unknown>, lang?: string) =>
  t.call<Page>("productionProject/list", body, { token, lang });
const setStatus = (boardId: string, status: string) =>
  t.db.query("UPDATE project_boards SET status = $2 WHERE id = $1", [boardId, status]);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  deviceId = (
    await t.call<{ deviceId: string }>("device/create", { code: "S600-01", series: "S600" }, { token })
  ).data.deviceId;
  warehouseId = (
    await t.call<{ warehouseId: string }>("warehouse/create", { name: "成品仓", code: "WH-09" }, { token })
  ).data.warehouseId;

  // Not started: boards planned on a slab still in the warehouse.
  p.idle = await insertProject(t, orgId, { name: "漳州售楼处" });
  p.idlePlane = await insertPlane(t, orgId, p.idle, "IDLE-P01");
  await insertBoard(t, orgId, p.idle, p.idlePlane, { code: "ID-01", length: 600, width: 600 });
  // In production only because a slab carrying its boards is on a machine table (boards still toCut).
  p.picked = await insertProject(t, orgId, { name: "泉州酒店大堂" });
  p.pickedPlane = await insertPlane(t, orgId, p.picked, "PK-P01");
  p.pickedBoard = await insertBoard(t, orgId, p.picked, p.pickedPlane, {
    code: "PK-01",
    length: 900,
    width: 600,
  });
  p.pickedSlab = await insertSlab(t, orgId, { barcode: "6930000000101", warehouseId });
  await t.db.tx((q) =>
    acceptPlan(q, {
      orgId,
      userId,
      slabId: p.pickedSlab!,
      projectId: p.picked!,
      planeId: p.pickedPlane,
      source: "manual",
      kerf: 4,
      stages: 3,
      placements: [{ boardId: p.pickedBoard!, x: 0, y: 0, rotated: false }],
      now: new Date(Date.now() - 60_000),
    }),
  );
  await t.db.query("UPDATE slabs SET status = 'toCut', device_id = $2, table_side = 'B' WHERE id = $1", [
    p.pickedSlab,
    deviceId,
  ]);
  // In production with exact figures: 1000×500 done, 1000×1000 to cut, 500×500 done.
  p.mixed = await insertProject(t, orgId, { name: "厦门会展中心" });
  p.mixedPlane = await insertPlane(t, orgId, p.mixed, "MX-P01");
  p.mixedPlane2 = await insertPlane(t, orgId, p.mixed, "MX-P02");
  await setStatus(
    await insertBoard(t, orgId, p.mixed, p.mixedPlane, { code: "MX-01", length: 1000, width: 500 }),
    "done",
  );
  await insertBoard(t, orgId, p.mixed, p.mixedPlane2, { code: "MX-02", length: 1000, width: 1000 });
  await setStatus(
    await insertBoard(t, orgId, p.mixed, p.mixedPlane, { code: "MX-03", length: 500, width: 500 }),
    "done",
  );
  // Finished: every board done, moved to review state done.
  p.done = await insertProject(t, orgId, { name: "晋江机场", reviewStatus: "done" });
  p.donePlane = await insertPlane(t, orgId, p.done, "DN-P01");
  await setStatus(
    await insertBoard(t, orgId, p.done, p.donePlane, { code: "DN-01", length: 800, width: 400 }),
    "done",
  );
  // A broken board (back to toCut, without slab or plan) keeps its project in production.
  p.broken = await insertProject(t, orgId, { name: "石狮服装城" });
  p.brokenPlane = await insertPlane(t, orgId, p.broken, "BR-P01");
  p.brokenBoard = await insertBoard(t, orgId, p.broken, p.brokenPlane, {
    code: "BR-01",
    length: 800,
    width: 400,
  });
  await t.db.query(
    "UPDATE project_boards SET exception = true, exception_reason = '崩边', broken_at = now(), broken_by = $2 WHERE id = $1",
    [p.brokenBoard, userId],
  );
  // Not production projects: pending and cancelled.
  await insertProject(t, orgId, { name: "待审核项目", reviewStatus: "pending" });
  await insertProject(t, orgId, { name: "已撤回项目", reviewStatus: "cancelled" });
});
afterAll(() => t.close());

describe("production project list", () => {
  it("derives each reviewed project's status from its boards, with the tab counts", async () => {
    const all = await list({ tab: "all", pageSize: 50 });
    expect(all.code).toBe(1);
    const status = Object.fromEntries(all.data.list.map((i) => [i.projectId, i.status]));
    expect(status).toEqual({
      [p.idle!]: "notStarted",
      [p.picked!]: "inProduction",
      [p.mixed!]: "inProduction",
      [p.done!]: "finished",
      [p.broken!]: "inProduction",
    });
    expect(all.data.counts).toEqual({ all: 5, notStarted: 1, inProduction: 3, finished: 1 });
    expect(all.data.total).toBe(5);
    for (const [tab, n] of [
      ["notStarted", 1],
      ["inProduction", 3],
      ["finished", 1],
    ] as const) {
      const r = await list({ tab });
      expect(r.data.list.map((i) => i.status)).toEqual(Array(n).fill(tab));
      expect(r.data.total).toBe(n);
      expect(r.data.counts.all).toBe(5);
    }
    // Paging keeps the counts of every tab.
    const paged = await list({ tab: "inProduction", pageSize: 2, pageNum: 2 });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBe(3);
  });

  it("agrees with layout review's cutting status (a slab on a table, a broken board)", async () => {
    const review = await t.call<{ list: { projectId: string; cuttingStatus: string }[] }>(
      "project/list",
      { tab: "reviewed", pageSize: 50 },
      { token },
    );
    const cutting = Object.fromEntries(review.data.list.map((i) => [i.projectId, i.cuttingStatus]));
    expect(cutting[p.idle!]).toBe("notStarted");
    expect(cutting[p.picked!]).toBe("inProgress");
    expect(cutting[p.broken!]).toBe("inProgress");
    expect(cutting[p.mixed!]).toBe("inProgress");
  });

  it("moves a project between tabs as its boards move", async () => {
    await t.db.query("UPDATE project_boards SET status = 'done' WHERE project_id = $1", [p.mixed]);
    expect((await list({ tab: "finished" })).data.list.map((i) => i.projectId).sort()).toEqual(
      [p.done!, p.mixed!].sort(),
    );
    await t.db.query("UPDATE project_boards SET status = 'toCut' WHERE code = 'MX-02'");
    expect((await list({ tab: "finished" })).data.list.map((i) => i.projectId)).toEqual([p.done]);
  });

  it("searches by name or project no., and the counts follow the search", async () => {
    const byName = await list({ keyword: "会展" });
    expect(byName.data.list.map((i) => i.projectId)).toEqual([p.mixed]);
    expect(byName.data.counts).toEqual({ all: 1, notStarted: 0, inProduction: 1, finished: 0 });
    const no = byName.data.list[0]!.projectNo;
    const byNo = await list({ keyword: no.toLowerCase() });
    expect(byNo.data.list.map((i) => i.projectId)).toEqual([p.mixed]);
    expect((await list({ keyword: "待审核" })).data.list).toEqual([]);
    expect((await list({ keyword: "%" })).data.total).toBe(0);
  });

  it("reports exact cutting progress by boards and by m²", async () => {
    const r = await list({ keyword: "会展" });
    expect(r.data.list[0]).toMatchObject({
      boardCount: 3,
      doneBoards: 2,
      area: "1.750",
      doneArea: "0.750",
      boardPercent: 66.67,
      areaPercent: 42.86,
      planeCount: 2,
      slabsOnTables: 0,
    });
    const picked = (await list({ keyword: "泉州" })).data.list[0]!;
    expect(picked).toMatchObject({ boardPercent: 0, areaPercent: 0, slabsOnTables: 1 });
    const done = (await list({ tab: "finished" })).data.list[0]!;
    expect(done).toMatchObject({ boardPercent: 100, areaPercent: 100, area: "0.320" });
  });

  it("refuses a bad tab or page size in the caller's language", async () => {
    const bad = await list({ tab: "everything" }, "en-US");
    expect(bad.code).toBe(1001);
    expect(bad.status).toBe(200);
    expect((await list({ pageSize: 500 })).code).toBe(1001);
  });
});

describe("delivery date", () => {
  it("edits it versioned and audited; a stale version gets 1012, a bad date 1001", async () => {
    const item = (await list({ keyword: "漳州" })).data.list[0]!;
    const ok = await t.call<{ version: number }>(
      "productionProject/setDeliveryDate",
      { projectId: p.idle, deliveryDate: "2027-03-15", version: item.version },
      { token },
    );
    expect(ok.code).toBe(1);
    expect(ok.data.version).toBe(item.version + 1);
    const after = (await list({ keyword: "漳州" })).data.list[0]!;
    expect(after.deliveryDate).toBe("2027-03-15");
    const again = await t.call<{ version: number }>(
      "productionProject/setDeliveryDate",
      { projectId: p.idle, deliveryDate: "2027-04-01", version: ok.data.version },
      { token },
    );
    const { rows } = await t.db.query<{ from_state: string | null; to_state: string; actor_user_id: string }>(
      "SELECT from_state, to_state, actor_user_id FROM audit_log WHERE entity = 'project' AND entity_id = $1 AND action = 'setDeliveryTime' ORDER BY id",
      [p.idle],
    );
    expect(rows.map((r) => [r.from_state, r.to_state])).toEqual([
      [null, "2027-03-15"],
      ["2027-03-15", "2027-04-01"],
    ]);
    expect(rows[0]!.actor_user_id).toBe(userId);
    const stale = await t.call(
      "productionProject/setDeliveryDate",
      { projectId: p.idle, deliveryDate: "2027-05-01", version: ok.data.version },
      { token },
    );
    expect(stale.code).toBe(1012);
    // Two planners at once: one wins.
    const both = await Promise.all(
      ["2027-06-01", "2027-06-02"].map((d) =>
        t.call(
          "productionProject/setDeliveryDate",
          { projectId: p.idle, deliveryDate: d, version: again.data.version },
          { token },
        ),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    const bad = await t.call(
      "productionProject/setDeliveryDate",
      { projectId: p.idle, deliveryDate: "2027-02-30", version: 9 },
      { token, lang: "en-US" },
    );
    expect(bad.code).toBe(1001);
    expect(bad.msg).not.toMatch(/[\u4e00-\u9fa5]/);
  });

  it("answers 1002 for a project that is not in production (pending)", async () => {
    const pending = await insertProject(t, orgId, { reviewStatus: "pending" });
    const r = await t.call(
      "productionProject/setDeliveryDate",
      { projectId: pending, deliveryDate: "2027-03-15", version: 1 },
      { token },
    );
    expect(r.code).toBe(1002);
    expect((await t.call("productionProject/detail", { projectId: pending }, { token })).code).toBe(1002);
  });
});

describe("project and plane detail", () => {
  it("lists the planes with their own status and figures", async () => {
    const d = await t.call<{
      status: string;
      planes: {
        batchNo: string;
        status: string;
        boardCount: number;
        doneBoards: number;
        boardPercent: number;
      }[];
    }>("productionProject/detail", { projectId: p.mixed }, { token });
    expect(d.code).toBe(1);
    expect(d.data.status).toBe("inProduction");
    expect(d.data.planes).toEqual([
      expect.objectContaining({
        batchNo: "MX-P01",
        status: "finished",
        boardCount: 2,
        doneBoards: 2,
        boardPercent: 100,
      }),
      expect.objectContaining({
        batchNo: "MX-P02",
        status: "notStarted",
        boardCount: 1,
        doneBoards: 0,
        boardPercent: 0,
      }),
    ]);
  });

  it("shows each board with its slab, cutting plan, table, rack and box, and the broken ones", async () => {
    const d = await t.call<{
      status: string;
      projectId: string;
      slabsOnTables: number;
      boards: Record<string, unknown>[];
      racks: unknown[];
    }>("productionProject/plane", { planeId: p.pickedPlane }, { token });
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({
      status: "inProduction",
      projectId: p.picked,
      slabsOnTables: 1,
      racks: [],
    });
    expect(d.data.boards).toEqual([
      expect.objectContaining({
        code: "PK-01",
        length: 900,
        width: 600,
        thickness: 20,
        area: "0.540",
        status: "toCut",
        slabId: p.pickedSlab,
        slabBarcode: "6930000000101",
        slabStatus: "toCut",
        deviceCode: "S600-01",
        tableSide: "B",
        rackNo: null,
        boxNo: null,
        broken: false,
      }),
    ]);
    expect(d.data.boards[0]!.cuttingPlanId).toEqual(expect.any(String));
    const broken = await t.call<{ boards: Record<string, unknown>[] }>(
      "productionProject/plane",
      { planeId: p.brokenPlane },
      { token },
    );
    expect(broken.data.boards[0]).toMatchObject({
      code: "BR-01",
      status: "toCut",
      exception: true,
      exceptionReason: "崩边",
      broken: true,
      slabId: null,
    });
  });
});

describe("slab history from block to board", () => {
  it("lists the block, the slab, its plan, production and picking events and its boards, oldest first", async () => {
    const slabId = p.pickedSlab!;
    const { rows } = await t.db.query<{ block_id: string; block_no: string }>(
      "SELECT s.block_id, b.block_no FROM slabs s JOIN blocks b ON b.id = s.block_id WHERE s.id = $1",
      [slabId],
    );
    const { block_id: blockId, block_no: blockNo } = rows[0]!;
    const plan = await t.db.query<{ id: string }>(
      "INSERT INTO production_plans (org_id, plan_no, plan_date, status) VALUES ($1, 'PP-20261124-01', '2026-11-24', 'issued') RETURNING id",
      [orgId],
    );
    const planId = plan.rows[0]!.id;
    const base = Date.now();
    const at = (min: number) => new Date(base + min * 60_000);
    const log = (e: Parameters<typeof writeAudit>[1]) => writeAudit(t.db, e);
    const who = { orgId, actorUserId: userId };
    await log({ ...who, entity: "block", entityId: blockId, action: "create", to: blockNo, at: at(-90) });
    await log({ ...who, entity: "slab", entityId: slabId, action: "import", to: "toPick", at: at(-80) });
    await log({
      ...who,
      entity: "productionPlan",
      entityId: planId,
      action: "issue",
      from: "draft",
      to: "issued",
      detail: { slabIds: [slabId, "other"] },
      at: at(2),
    });
    await log({
      ...who,
      entity: "slab",
      entityId: slabId,
      action: "pick",
      from: "toPick",
      to: "toCut",
      detail: { deviceId, tableSide: "B", productionPlanId: planId },
      at: at(3),
    });
    await log({
      ...who,
      entity: "slab",
      entityId: slabId,
      action: "return",
      from: "toCut",
      to: "toPick",
      detail: { warehouseId, deviceId, tableSide: "B" },
      at: at(4),
    });
    await log({
      ...who,
      entity: "board",
      entityId: p.pickedBoard!,
      action: "complete",
      from: "toCut",
      to: "done",
      detail: { slabId },
      at: at(6),
    });
    await log({
      ...who,
      entity: "board",
      entityId: p.brokenBoard!,
      action: "break",
      from: "done",
      to: "toCut",
      detail: { slabId, reason: "崩边" },
      at: at(7),
    });
    // Another slab's event is not in this history.
    await log({
      ...who,
      entity: "slab",
      entityId: "00000000-0000-4000-8000-000000000000",
      action: "pick",
      at: at(5),
    });
    const d = await t.call<{
      history: {
        entity: string;
        action: string;
        from: string | null;
        to: string | null;
        actorName: string | null;
        refs: Record<string, string | null>;
      }[];
    }>("inventory/slabDetail", { slabId }, { token });
    expect(d.code).toBe(1);
    const h = d.data.history;
    expect(h.map((x) => `${x.entity}.${x.action}`)).toEqual([
      "block.create",
      "slab.import",
      "slab.layout",
      "productionPlan.issue",
      "slab.pick",
      "slab.return",
      "board.complete",
      "board.break",
    ]);
    expect(h[0]!.refs.blockNo).toBe(blockNo);
    expect(h[3]!.refs.planNo).toBe("PP-20261124-01");
    expect(h[4]!.refs).toMatchObject({ deviceCode: "S600-01", tableSide: "B", planNo: "PP-20261124-01" });
    expect(h[5]!.refs).toMatchObject({ warehouseName: "成品仓", deviceCode: "S600-01" });
    expect(h[6]!.refs).toMatchObject({ boardCode: "PK-01", planeId: p.pickedPlane });
    expect(h[7]!.refs).toMatchObject({ boardCode: "BR-01", planeId: p.brokenPlane });
    expect(h[4]!.actorName).toEqual(expect.any(String));
  });
});
