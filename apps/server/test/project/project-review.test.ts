import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper.ts";
import { importJson, type ProjectEnv, projectEnv, sample } from "./project-support.ts";

let t: TestApp;
let env: ProjectEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await projectEnv(t);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown, lang?: string) =>
  t.call<T>(`project/${path}`, body, { token: env.token, lang });

describe("review list", () => {
  it("pages a tab sorted by update time, counts every tab, searches name or number", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      t.clock.advance(60);
      const r = await importJson(
        t,
        env.token,
        sample(`L-${i}`, 3, { name: i % 2 ? `大堂地面${i}` : `外墙${i}` }),
      );
      ids.push(r.data.projectId);
    }
    await t.db.query("UPDATE projects SET review_status = 'reviewed' WHERE id = $1", [ids[0]]);
    await t.db.query("UPDATE projects SET review_status = 'done' WHERE id = $1", [ids[1]]);
    await t.db.query("UPDATE projects SET review_status = 'cancelled' WHERE id = $1", [ids[2]]);
    type Page = {
      list: { projectNo: string; boardCount: number; planeCount: number; area: string }[];
      total: number;
      counts: Record<string, number>;
    };
    const pending = await call<Page>("list", { keyword: "L-", pageSize: 1 });
    expect(pending.data.counts).toEqual({ pending: 2, reviewed: 1, done: 1, cancelled: 1 });
    expect(pending.data.total).toBe(2);
    expect(pending.data.list.map((p) => p.projectNo)).toEqual(["L-5"]);
    const page2 = await call<Page>("list", { keyword: "L-", pageSize: 1, pageNum: 2 });
    expect(page2.data.list.map((p) => p.projectNo)).toEqual(["L-4"]);
    expect(page2.data.list[0]).toMatchObject({ boardCount: 3, planeCount: 2 });
    const done = await call<Page>("list", { tab: "done", keyword: "L-" });
    expect(done.data.list.map((p) => p.projectNo)).toEqual(["L-2"]);
    const byName = await call<Page>("list", { tab: "pending", keyword: "大堂" });
    expect(byName.data.list.map((p) => p.projectNo)).toEqual(["L-5"]);
    expect(byName.data.counts).toEqual({ pending: 1, reviewed: 1, done: 0, cancelled: 1 });
    const bad = await call("list", { tab: "archived" });
    expect(bad.code).toBe(1001);
  });
});

describe("project detail", () => {
  it("shows planes with board counts, areas and progress, and clears the flags when opened", async () => {
    const r = await importJson(t, env.token, sample("D-1", 10, { planes: 2 }));
    const first = await call<{
      isNew: boolean;
      hasUpdate: boolean;
      missingSettings: string[];
      canApprove: boolean;
      version: number;
      overview: {
        boardCount: number;
        areaMm2: number;
        area: string;
        progress: number;
        cuttingStatus: string;
        planes: {
          boardCount: number;
          areaMm2: number;
          area: string;
          doneCount: number;
          progress: number;
          cuttingStatus: string;
        }[];
      };
    }>("detail", { projectId: r.data.projectId });
    expect(first.data).toMatchObject({
      isNew: true,
      hasUpdate: false,
      missingSettings: ["kerf", "stages", "cuttingWorkshopId"],
      canApprove: false,
      version: 1,
    });
    const boards = sample("D-1", 10).boards;
    const areaOf = (list: typeof boards) => list.reduce((n, b) => n + b.length * b.width, 0);
    expect(first.data.overview.boardCount).toBe(10);
    expect(first.data.overview.areaMm2).toBe(areaOf(boards));
    expect(first.data.overview.planes.map((p) => p.boardCount)).toEqual([5, 5]);
    expect(first.data.overview.planes[0]!.areaMm2).toBe(areaOf(boards.slice(0, 5)));
    expect(first.data.overview.planes[0]!.area).toBe((areaOf(boards.slice(0, 5)) / 1e6).toFixed(3));
    // Production moves some boards along: progress and cutting status follow.
    await t.db.query(
      `UPDATE project_boards SET status = CASE WHEN seq <= 3 THEN 'done' WHEN seq = 4 THEN 'cutting' ELSE status END WHERE project_id = $1`,
      [r.data.projectId],
    );
    await t.db.query(`UPDATE project_boards SET status = 'done' WHERE project_id = $1 AND seq > 5`, [
      r.data.projectId,
    ]);
    const second = await call<typeof first.data>("detail", { projectId: r.data.projectId });
    expect(second.data).toMatchObject({ isNew: false, hasUpdate: false, version: 1 });
    expect(second.data.overview).toMatchObject({ progress: 80, cuttingStatus: "inProgress" });
    expect(second.data.overview.planes.map((p) => [p.doneCount, p.progress, p.cuttingStatus])).toEqual([
      [3, 60, "inProgress"],
      [5, 100, "completed"],
    ]);
    const opens = await t.db.query(
      "SELECT 1 FROM audit_log WHERE entity = 'project' AND entity_id = $1 AND action = 'open'",
      [r.data.projectId],
    );
    expect(opens.rows).toHaveLength(1);
    const boardsPage = await call<{
      total: number;
      list: { code: string; crafts: string[]; boxNo: string; area: string }[];
    }>("boards", { projectId: r.data.projectId, keyword: "D-1-0000", pageSize: 3 });
    expect(boardsPage.data.total).toBe(9);
    expect(boardsPage.data.list[0]).toMatchObject({ code: "D-1-00001", boxNo: "D-1-B0001", area: "0.360" });
  });

  it("lists the planes with board and unplanned counts without clearing the flags or auditing", async () => {
    const r = await importJson(t, env.token, sample("PL-1", 10, { planes: 2 }));
    const projectId = r.data.projectId;
    // A re-upload raises "has update"; the project is still new (nobody opened it).
    await importJson(t, env.token, sample("PL-1", 10, { planes: 2 }));
    // Two boards of the first plane already lie on a slab's cutting plan (a slab already cut, so the
    // stock of the materials tests stays as it is).
    const block = await t.db.query<{ id: string }>(
      "INSERT INTO blocks (org_id, block_no, stone) VALUES ($1, 'PL-BLK', '爵士白') RETURNING id",
      [env.orgId],
    );
    const slab = await t.db.query<{ id: string }>(
      `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, status)
       VALUES ($1, $2, '1', '1', '爵士白', 'PL-BAR-1', 3000, 1800, 20, 'done') RETURNING id`,
      [env.orgId, block.rows[0]!.id],
    );
    const firstPlane = await t.db.query<{ id: string }>(
      "SELECT id FROM planes WHERE project_id = $1 ORDER BY seq LIMIT 1",
      [projectId],
    );
    const plan = await t.db.query<{ id: string }>(
      `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, kerf, used_area)
       VALUES ($1, $2, $3, $4, 'manual', 4, 0) RETURNING id`,
      [env.orgId, slab.rows[0]!.id, projectId, firstPlane.rows[0]!.id],
    );
    await t.db.query(
      `UPDATE project_boards SET plan_id = $2, slab_id = $3
        WHERE id IN (SELECT id FROM project_boards WHERE plane_id = $1 ORDER BY seq LIMIT 2)`,
      [firstPlane.rows[0]!.id, plan.rows[0]!.id, slab.rows[0]!.id],
    );
    const audits = async () =>
      (await t.db.query("SELECT 1 FROM audit_log WHERE entity = 'project' AND entity_id = $1", [projectId]))
        .rows.length;
    const before = await audits();
    const planes = await call<{
      projectId: string;
      projectNo: string;
      name: string;
      reviewStatus: string;
      planes: { planeId: string; batchNo: string; boardCount: number; unplannedCount: number }[];
    }>("planes", { projectId });
    expect(planes.code).toBe(1);
    expect(planes.data).toMatchObject({ projectId, projectNo: "PL-1", reviewStatus: "pending" });
    expect(planes.data.planes.map((p) => [p.planeId, p.boardCount, p.unplannedCount])).toEqual([
      [firstPlane.rows[0]!.id, 5, 3],
      [expect.any(String), 5, 5],
    ]);
    expect(planes.data.planes.map((p) => p.batchNo)).toEqual(
      sample("PL-1", 10, { planes: 2 }).planes.map((p) => p.batchNo),
    );
    // Nothing changed: the flags are still up, no "open" row, the version is the same.
    const flags = await t.db.query<{ is_new: boolean; has_update: boolean; version: number }>(
      "SELECT is_new, has_update, version FROM projects WHERE id = $1",
      [projectId],
    );
    expect(flags.rows[0]).toEqual({ is_new: true, has_update: true, version: 2 });
    expect(await audits()).toBe(before);
    const list = await call<{ list: { projectId: string; isNew: boolean; hasUpdate: boolean }[] }>("list", {
      keyword: "PL-1",
    });
    expect(list.data.list.find((p) => p.projectId === projectId)).toMatchObject({
      isNew: true,
      hasUpdate: true,
    });
  });

  it("answers 1002 for an unknown project and for another enterprise's", async () => {
    const other = await projectEnv(t);
    const theirs = await importJson(t, other.token, sample("D-OTHER", 2));
    for (const route of ["detail", "planes", "boards", "materials", "processing", "packing"]) {
      expect((await call(route, { projectId: theirs.data.projectId })).code, route).toBe(1002);
      expect((await call(route, { projectId: "00000000-0000-4000-8000-000000000000" })).code, route).toBe(
        1002,
      );
    }
  });
});

describe("materials", () => {
  it("groups demand by stone and thickness against slabs to pick in stock", async () => {
    const data = sample("M-1", 0);
    data.boards = [
      {
        code: "a",
        batchNo: data.planes[0]!.batchNo,
        length: 1000,
        width: 500,
        thickness: 20,
        stone: "爵士白",
      },
      {
        code: "b",
        batchNo: data.planes[0]!.batchNo,
        length: 600,
        width: 600,
        thickness: 20,
        stone: "爵士白",
      },
      {
        code: "c",
        batchNo: data.planes[1]!.batchNo,
        length: 800,
        width: 400,
        thickness: 30,
        stone: "爵士白",
      },
      {
        code: "d",
        batchNo: data.planes[1]!.batchNo,
        length: 2400,
        width: 1200,
        thickness: 18,
        stone: "黑金沙",
      },
    ];
    data.boxes = [{ boxNo: "X", length: 100, width: 100, height: 100, boards: ["a", "b", "c", "d"] }];
    const r = await importJson(t, env.token, data);
    expect(r.code).toBe(1);
    const block = await t.db.query<{ id: string }>(
      "INSERT INTO blocks (org_id, block_no, stone) VALUES ($1, 'BLK-1', '爵士白') RETURNING id",
      [env.orgId],
    );
    const slab = (no: string, stone: string, thickness: number, status: string, l = 3000, w = 1800) =>
      t.db.query(
        `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, status)
         VALUES ($1, $2, '1', $3, $4, $5, $6, $7, $8, $9)`,
        [env.orgId, block.rows[0]!.id, no, stone, `BC-${no}`, l, w, thickness, status],
      );
    await slab("1", "爵士白", 20, "toPick");
    await slab("2", "爵士白", 20, "toPick", 2000, 1000);
    await slab("3", "爵士白", 20, "cutting");
    await slab("4", "爵士白", 30, "done");
    const m = await call<unknown[]>("materials", { projectId: r.data.projectId });
    expect(m.data).toEqual([
      {
        stone: "爵士白",
        thickness: 20,
        boardCount: 2,
        areaMm2: 860000,
        area: "0.860",
        stockCount: 2,
        stockAreaMm2: 7400000,
        stockArea: "7.400",
        enough: true,
      },
      {
        stone: "爵士白",
        thickness: 30,
        boardCount: 1,
        areaMm2: 320000,
        area: "0.320",
        stockCount: 0,
        stockAreaMm2: 0,
        stockArea: "0.000",
        enough: false,
      },
      {
        stone: "黑金沙",
        thickness: 18,
        boardCount: 1,
        areaMm2: 2880000,
        area: "2.880",
        stockCount: 0,
        stockAreaMm2: 0,
        stockArea: "0.000",
        enough: false,
      },
    ]);
  });
});

describe("second processing fees", () => {
  it("uses the process-flow price or the craft's own, rounds each line half up to the fen, and totals exactly", async () => {
    // Priced per m² here: the default quantity is the board's area (thousandths of a m², half up).
    await t.db.query("UPDATE crafts SET pricing_unit = 'squareMetre' WHERE org_id = $1", [env.orgId]);
    const data = sample("F-1", 0);
    const plane = data.planes[0]!.batchNo;
    data.boards = [
      // 0.333333 m² × 12.34 (flow price of 磨边) = 4.1133 → 411 fen; × 20.50 (开槽) = 6.8333 → 683 fen
      {
        code: "f1",
        batchNo: plane,
        length: 577,
        width: 577,
        thickness: 20,
        stone: "白玉兰",
        crafts: ["磨边", "开槽"],
      },
      // 0.09 m² × 5.55 = 0.4995 → 50 fen (half up)
      {
        code: "f2",
        batchNo: plane,
        length: 300,
        width: 300,
        thickness: 20,
        stone: "白玉兰",
        crafts: ["倒角"],
      },
      { code: "f3", batchNo: plane, length: 1000, width: 1000, thickness: 20, stone: "白玉兰", crafts: [] },
      // 2.88 m² × 12.34 = 35.5392 → 3554; × 5.55 = 15.984 → 1598
      {
        code: "f4",
        batchNo: plane,
        length: 2400,
        width: 1200,
        thickness: 20,
        stone: "白玉兰",
        crafts: ["倒角", "磨边"],
      },
    ];
    data.boxes = [{ boxNo: "X", length: 100, width: 100, height: 100, boards: ["f1", "f2", "f3", "f4"] }];
    const r = await importJson(t, env.token, data);
    type Line = { name: string; unitPriceFen: number; priceSource: string; feeFen: number; fee: string };
    const p = await call<{
      list: { code: string; feeFen: number; fee: string; crafts: Line[] }[];
      summary: {
        totalFeeFen: number;
        totalFee: string;
        boardCount: number;
        crafts: { name: string; feeFen: number; boardCount: number }[];
      };
    }>("processing", { projectId: r.data.projectId });
    const exact = (mm2: number, fen: number) => Number((BigInt(mm2) * BigInt(fen) + 500000n) / 1000000n);
    expect(exact(577 * 577, 1234)).toBe(411);
    const byCode = Object.fromEntries(p.data.list.map((b) => [b.code, b]));
    expect(byCode.f1!.crafts.map((c) => [c.name, c.unitPriceFen, c.priceSource, c.feeFen])).toEqual([
      ["磨边", 1234, "processFlow", 411],
      ["开槽", 2050, "craft", 683],
    ]);
    expect(byCode.f1).toMatchObject({ feeFen: 1094, fee: "10.94" });
    expect(byCode.f2!.crafts[0]).toMatchObject({ feeFen: 50, fee: "0.50" });
    expect(byCode.f3).toMatchObject({ feeFen: 0, crafts: [] });
    expect(byCode.f4).toMatchObject({ feeFen: 1598 + 3554 });
    expect(p.data.summary).toMatchObject({
      totalFeeFen: 411 + 683 + 50 + 1598 + 3554,
      totalFee: "62.96",
      boardCount: 3,
    });
    expect(p.data.summary.crafts.map((c) => [c.name, c.feeFen, c.boardCount]).sort()).toEqual(
      [
        ["倒角", 50 + 1598, 2],
        ["开槽", 683, 1],
        ["磨边", 411 + 3554, 2],
      ].sort(),
    );
    // A fine-work project has no flow: the crafts' own prices.
    const fine = await importJson(t, env.token, {
      ...data,
      project: { ...data.project, projectNo: "F-2", projectType: "fineWork" },
    });
    const pf = await call<{ list: { code: string; crafts: Line[] }[] }>("processing", {
      projectId: fine.data.projectId,
    });
    expect(pf.data.list[0]!.crafts[0]).toMatchObject({
      name: "磨边",
      unitPriceFen: 1000,
      priceSource: "craft",
      feeFen: 333,
    });
  });
});

describe("packing list", () => {
  it("lists the boxes with their boards and the validity", async () => {
    const r = await importJson(t, env.token, sample("K-1", 14, { boardsPerBox: 5 }));
    const p = await call<{
      valid: boolean;
      boxes: { boxNo: string; boardCount: number; boards: { code: string }[] }[];
      unpacked: unknown[];
    }>("packing", { projectId: r.data.projectId });
    expect(p.data.valid).toBe(true);
    expect(p.data.boxes.map((b) => [b.boxNo, b.boardCount])).toEqual([
      ["K-1-B0001", 5],
      ["K-1-B0002", 5],
      ["K-1-B0003", 4],
    ]);
    expect(p.data.boxes[2]!.boards.map((b) => b.code)).toEqual([
      "K-1-00011",
      "K-1-00012",
      "K-1-00013",
      "K-1-00014",
    ]);
    await t.db.query("UPDATE project_boards SET box_id = NULL WHERE project_id = $1 AND code = 'K-1-00014'", [
      r.data.projectId,
    ]);
    const after = await call<{ valid: boolean; unpacked: { code: string }[] }>("packing", {
      projectId: r.data.projectId,
    });
    expect(after.data).toMatchObject({
      valid: false,
      unpacked: [expect.objectContaining({ code: "K-1-00014" })],
    });
  });
});

describe("settings", () => {
  it("validates, saves with the version, and refuses a workshop that is not a cutting one", async () => {
    const r = await importJson(t, env.token, sample("S-1", 3, { deliveryDate: null }));
    const base = { projectId: r.data.projectId, version: 1 };
    const settings = {
      kerf: 4,
      stages: 2,
      cuttingWorkshopId: env.cuttingWorkshopId,
      deliveryDate: "2030-02-28",
    };
    const bad = await call(
      "updateSettings",
      { ...base, settings: { ...settings, kerf: 6, stages: 4 } },
      "en-US",
    );
    expect(bad.code).toBe(1001);
    expect((bad.data as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: "settings.kerf", message: "Kerf must be a whole number of 3-5 mm" },
      { field: "settings.stages", message: "Cutting stages must be 2 or 3" },
    ]);
    const ws = await t.call<{ workshopId: string; category: string }[]>(
      "workshop/options",
      {},
      { token: env.token },
    );
    const packing = ws.data.find((w) => w.category === "packing")!;
    const wrong = await call(
      "updateSettings",
      { ...base, settings: { ...settings, cuttingWorkshopId: packing.workshopId } },
      "en-US",
    );
    expect(wrong).toMatchObject({ code: 1001, msg: "Please choose a cutting workshop" });
    const ok = await call<{ version: number }>("updateSettings", { ...base, settings });
    expect(ok.data.version).toBe(2);
    const stale = await call("updateSettings", { ...base, settings });
    expect(stale.code).toBe(1012);
    const d = await call<{
      settings: Record<string, unknown>;
      missingSettings: string[];
      deliveryDate: string;
      canApprove: boolean;
    }>("detail", { projectId: r.data.projectId });
    expect(d.data).toMatchObject({
      settings: { ...settings, cuttingWorkshopName: "切割车间", note: "" },
      missingSettings: [],
      deliveryDate: "2030-02-28",
      canApprove: true,
    });
  });
});
