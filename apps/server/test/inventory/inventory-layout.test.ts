import { checkPlan } from "@stoneworks/cutting";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptProposedPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject, insertSlab, slabVersion } from "./inventory-factories.ts";

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
let projectId: string;
let planeId: string;
let plane2: string;
let slabId: string;
const b: Record<string, string> = {};

interface Violation {
  kind: string;
  code: string | null;
  otherCode?: string;
  message: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  projectId = await insertProject(t, orgId, { settings: { kerf: 5, stages: 3 } });
  planeId = await insertPlane(t, orgId, projectId, "PL-1");
  plane2 = await insertPlane(t, orgId, projectId, "PL-2");
  const add = (code: string, spec: Partial<Parameters<typeof insertBoard>[4]> = {}, plane = planeId) =>
    insertBoard(t, orgId, projectId, plane, { code, length: 1000, width: 600, ...spec }).then((id) => {
      b[code] = id;
    });
  await add("A-01");
  await add("A-02");
  await add("C-01", { length: 800, width: 500, rotatable: false });
  await add("D-01", { stone: "黑金沙" });
  await add("E-01", { thickness: 30 });
  await add("G-01", { length: 400, width: 300 });
  await add("G-02", { length: 400, width: 300 });
  for (const n of [1, 2, 3, 4]) await add(`P-0${n}`, { length: 800, width: 300 });
  await add("F-01", {}, plane2);
  slabId = await insertSlab(t, orgId, {
    stone: "爵士白",
    thickness: 20,
    length: 3000,
    width: 1600,
    defects: [{ x: 2500, y: 1200, w: 200, h: 200 }],
  });
  await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, status: "cutting" });
  await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, exception: true });
  await insertSlab(t, orgId, { stone: "雅士白", thickness: 20 });
});
afterAll(() => t.close());

const check = async (placements: unknown[], extra: Record<string, unknown> = {}, lang = "zh-CN") => {
  const res = await t.call<{
    feasible: boolean;
    violations: Violation[];
    usedArea: number;
    yieldRate: number;
  }>("inventory/layoutCheck", { planeId, slabId, kerf: 4, stages: 3, placements, ...extra }, { token, lang });
  expect(res.result).toBe(true);
  return res.data;
};
const at = (code: string, x: number, y: number, rotated = false) => ({ boardId: b[code], x, y, rotated });

describe("manual layout: choosing", () => {
  it("lists slabs the plane's unplanned boards fit, and the boards for a slab", async () => {
    const slabs = await t.call<{ list: { slabId: string; defects: unknown[] }[]; total: number }>(
      "inventory/layoutSlabs",
      { planeId },
      { token },
    );
    // 爵士白 20 mm, not cutting, no exception; 黑金沙 has no slab in stock here.
    expect(slabs.data.list.map((s) => s.slabId)).toEqual([slabId]);
    expect(slabs.data.list[0]!.defects).toEqual([{ x: 2500, y: 1200, w: 200, h: 200 }]);
    const boards = await t.call<{
      kerf: number;
      stages: number;
      boards: { code: string; rotatable: boolean; onThisSlab: boolean }[];
      plan: null;
      slab: { version: number };
    }>("inventory/layoutBoards", { planeId, slabId }, { token });
    expect(boards.data.kerf).toBe(5);
    expect(boards.data.stages).toBe(3);
    expect(boards.data.plan).toBeNull();
    expect(boards.data.boards.map((x) => x.code).sort()).toEqual(
      ["A-01", "A-02", "C-01", "G-01", "G-02", "P-01", "P-02", "P-03", "P-04"].sort(),
    );
    const project = await t.call<{ boards: { code: string }[] }>(
      "inventory/layoutBoards",
      { projectId, slabId },
      { token },
    );
    expect(project.data.boards.map((x) => x.code)).toContain("F-01");
    expect((await t.call("inventory/layoutBoards", { slabId }, { token })).code).toBe(1001);
  });

  it("finds a scanned slab by its exact barcode, only among the slabs the scope can use", async () => {
    const scanned = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, barcode: "6930000012345" });
    await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, barcode: "69300000123450" });
    await insertSlab(t, orgId, { stone: "雅士白", thickness: 20, barcode: "6930000099999" });
    const find = async (barcode: string, scope: Record<string, string> = { planeId }) =>
      (
        await t.call<{ list: { slabId: string; barcode: string }[]; total: number }>(
          "inventory/layoutSlabs",
          { ...scope, barcode },
          { token },
        )
      ).data;
    // Exact, trimmed (a scanner may add a new line): not the slab whose code merely starts the same.
    expect((await find("6930000012345")).list.map((s) => s.slabId)).toEqual([scanned]);
    expect((await find(" 6930000012345\n")).list.map((s) => s.slabId)).toEqual([scanned]);
    expect((await find("693000001234")).total).toBe(0);
    // A slab of another stone than the scope's boards is not offered, even when scanned.
    expect((await find("6930000099999")).total).toBe(0);
    // Without the filter both 爵士白 slabs are offered again.
    const all = await t.call<{ list: { slabId: string }[] }>("inventory/layoutSlabs", { planeId }, { token });
    expect(all.data.list.map((s) => s.slabId)).toContain(scanned);
    expect(all.data.list).toHaveLength(3);
    const tooLong = await t.call("inventory/layoutSlabs", { planeId, barcode: "9".repeat(101) }, { token });
    expect(tooLong.code).toBe(1001);
  });
});

describe("manual layout: the server's checks", () => {
  it("rejects overlaps, kerf, off-slab, defects and rotation bans, naming the boards", async () => {
    const overlap = await check([at("A-01", 0, 0), at("A-02", 500, 0)]);
    expect(overlap.feasible).toBe(false);
    expect(overlap.violations[0]).toMatchObject({ kind: "overlap", code: "A-01", otherCode: "A-02" });
    expect(overlap.violations[0]!.message).toBe("板 A-01 与板 A-02 重叠");

    const kerf = await check([at("A-01", 0, 0), at("A-02", 1002, 0)], {}, "en-US");
    expect(kerf.violations.map((v) => v.kind)).toContain("kerf");
    expect(kerf.violations[0]!.message).toBe("Boards A-01 and A-02 are closer than the saw kerf of 4 mm");
    expect((await check([at("A-01", 0, 0), at("A-02", 1004, 0)])).feasible).toBe(true);

    const off = await check([at("A-01", 2500, 0)], {}, "en-US");
    expect(off.violations).toEqual([
      expect.objectContaining({
        kind: "out-of-bounds",
        code: "A-01",
        message: "Board A-01 lies off the slab",
      }),
    ]);
    const defect = await check([at("A-01", 2000, 1000)]);
    expect(defect.violations).toEqual([
      expect.objectContaining({ kind: "defect", code: "A-01", message: "板 A-01 覆盖了大板缺陷" }),
    ]);
    const rotated = await check([at("C-01", 0, 0, true)], {}, "en-US");
    expect(rotated.violations).toEqual([
      expect.objectContaining({
        kind: "rotation",
        code: "C-01",
        message: "Board C-01 may not be rotated (stone grain)",
      }),
    ]);
    // A rotatable board may turn.
    expect((await check([at("A-01", 0, 0, true)])).feasible).toBe(true);
  });

  it("rejects a non-guillotine arrangement and one needing too many stages", async () => {
    const pinwheel = [
      at("P-01", 0, 0),
      at("P-02", 804, 0, true),
      at("P-03", 304, 804),
      at("P-04", 0, 304, true),
    ];
    const res = await check(pinwheel, {}, "en-US");
    expect(res.violations).toEqual([
      expect.objectContaining({
        kind: "not-guillotine",
        code: null,
        message: "The boards cannot be cut apart with edge-to-edge (guillotine) cuts",
      }),
    ]);
    // P-04 turned spans the gap between: whichever the first cut, three stages.
    const threeStages = [
      at("A-01", 0, 0),
      at("A-02", 0, 604),
      at("P-04", 1004, 0, true),
      at("G-01", 0, 1208),
      at("G-02", 404, 1208),
    ];
    expect((await check(threeStages, { stages: 3 })).feasible).toBe(true);
    const two = await check(threeStages, { stages: 2 });
    expect(two.violations).toEqual([
      expect.objectContaining({ kind: "stages", message: "该排版需要 3 级切割，超过上限 2 级" }),
    ]);
  });

  it("rejects boards of another stone, thickness, plane or already planned, and duplicates", async () => {
    const wrong = await check([at("D-01", 0, 0), at("E-01", 0, 700), at("F-01", 1100, 0)], {}, "en-US");
    expect(wrong.violations.map((v) => [v.kind, v.code])).toEqual([
      ["stone", "D-01"],
      ["thickness", "E-01"],
      ["scope", "F-01"],
    ]);
    expect(wrong.violations[0]!.message).toBe('Board D-01 is of stone "黑金沙", the slab is "爵士白"');
    const dup = await check([at("A-01", 0, 0), at("A-01", 0, 700)]);
    expect(dup.violations.map((v) => [v.kind, v.code])).toEqual([["duplicate", "A-01"]]);
    const foreign = await t.call(
      "inventory/layoutCheck",
      { planeId, slabId, placements: [{ boardId: "00000000-0000-4000-8000-000000000000", x: 0, y: 0 }] },
      { token },
    );
    expect(foreign.code).toBe(1002);
  });
});

describe("manual layout: saving", () => {
  it("saves a feasible plan with its yield, replaces it, and refuses a bad one with a clear message", async () => {
    const v = await slabVersion(t, slabId);
    const bad = await t.call<{ violations: Violation[]; errors: { field: string; message: string }[] }>(
      "inventory/layoutSave",
      { planeId, slabId, kerf: 4, stages: 3, version: v, placements: [at("A-01", 0, 0), at("A-02", 500, 0)] },
      { token },
    );
    expect(bad).toMatchObject({ code: 1001, msg: "板 A-01 与板 A-02 重叠" });
    expect(bad.data.errors[0]).toEqual({ field: "placements.0", message: "板 A-01 与板 A-02 重叠" });
    expect(await slabVersion(t, slabId)).toBe(v);

    const placements = [at("A-01", 0, 0), at("A-02", 0, 604), at("C-01", 1004, 0)];
    const ok = await t.call<{ planId: string; usedArea: number; yieldRate: number; version: number }>(
      "inventory/layoutSave",
      { planeId, slabId, kerf: 4, stages: 3, version: v, placements },
      { token },
    );
    expect(ok).toMatchObject({
      result: true,
      data: { usedArea: 1_600_000, yieldRate: 33.33, version: v + 1 },
    });
    const linked = await t.db.query<{ code: string; slab_id: string; plan_id: string }>(
      "SELECT code, slab_id, plan_id FROM project_boards WHERE slab_id IS NOT NULL ORDER BY code",
    );
    expect(linked.rows).toEqual(
      ["A-01", "A-02", "C-01"].map((code) => ({ code, slab_id: slabId, plan_id: ok.data.planId })),
    );
    // The project's board list links each planned board to its slab (material detail).
    const boards = await t.call<{ list: { code: string; slabId: string | null }[] }>(
      "project/boards",
      { projectId, planeId, pageSize: 200 },
      { token },
    );
    expect(boards.data.list.find((x) => x.code === "A-01")?.slabId).toBe(slabId);
    expect(boards.data.list.find((x) => x.code === "D-01")).toMatchObject({ slabId: null });
    // The stored cut tree is a valid guillotine tree for the placements.
    const m = await t.call<{
      plan: {
        source: string;
        boards: { boardId: string; x: number; y: number; w: number; h: number }[];
        cutTree: never;
      };
    }>("inventory/materialDetail", { slabId }, { token });
    expect(m.data.plan.source).toBe("manual");
    const proof = checkPlan(
      {
        items: m.data.plan.boards.map((x) => ({ id: x.boardId, width: x.w, height: x.h })),
        bins: [{ id: "s", width: 3000, height: 1600, defects: [{ x: 2500, y: 1200, w: 200, h: 200 }] }],
      },
      {
        slabs: [
          {
            bin: "s",
            placements: m.data.plan.boards.map((x) => ({ item: x.boardId, x: x.x, y: x.y, w: x.w, h: x.h })),
            cuts: m.data.plan.cutTree,
          },
        ],
      },
      { kerf: 4, stages: 3 },
    );
    expect(proof.violations).toEqual([]);

    // Other boards of the plane now see this slab's boards as planned elsewhere.
    const slab2 = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20 });
    const taken = await t.call<{ violations: Violation[] }>(
      "inventory/layoutCheck",
      { planeId, slabId: slab2, placements: [at("A-01", 0, 0)] },
      { token },
    );
    expect(taken.data.violations.map((x) => x.kind)).toEqual(["planned"]);

    // The editor sees the plan; saving again replaces it: boards left out are free again.
    const editor = await t.call<{
      boards: { code: string; onThisSlab: boolean }[];
      plan: { planId: string };
    }>("inventory/layoutBoards", { planeId, slabId }, { token });
    expect(editor.data.plan.planId).toBe(ok.data.planId);
    expect(
      editor.data.boards
        .filter((x) => x.onThisSlab)
        .map((x) => x.code)
        .sort(),
    ).toEqual(["A-01", "A-02", "C-01"]);
    const replaced = await t.call<{ planId: string; version: number }>(
      "inventory/layoutSave",
      { planeId, slabId, kerf: 4, stages: 3, version: v + 1, placements: [at("A-01", 0, 0, true)] },
      { token },
    );
    expect(replaced.result).toBe(true);
    const after = await t.db.query<{ code: string }>(
      "SELECT code FROM project_boards WHERE slab_id IS NOT NULL ORDER BY code",
    );
    expect(after.rows.map((r) => r.code)).toEqual(["A-01"]);
    expect((await t.db.query("SELECT 1 FROM cutting_plans WHERE slab_id = $1", [slabId])).rows.length).toBe(
      1,
    );
    const history = await t.call<{ history: { action: string; from: string | null }[] }>(
      "inventory/slabDetail",
      { slabId },
      { token },
    );
    expect(history.data.history.map((h) => [h.action, h.from])).toEqual([
      ["layout", null],
      ["layout", "replaced"],
    ]);
  });

  it("two saves at once: one wins; stale versions and cutting slabs are refused", async () => {
    const s = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, length: 2400, width: 1200 });
    const v = await slabVersion(t, s);
    const body = (code: string) => ({ planeId, slabId: s, version: v, placements: [at(code, 0, 0)] });
    const both = await Promise.all([
      t.call("inventory/layoutSave", body("G-01"), { token }),
      t.call("inventory/layoutSave", body("G-02"), { token }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    // Two slabs claiming the same board at once: one wins.
    const s1 = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20 });
    const s2 = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20 });
    const race = await Promise.all(
      [s1, s2].map((id) =>
        t.call(
          "inventory/layoutSave",
          { planeId, slabId: id, version: 1, placements: [at("P-01", 0, 0)] },
          { token },
        ),
      ),
    );
    expect(race.map((r) => r.result).sort()).toEqual([false, true]);
    expect(race.find((r) => !r.result)!.code).toBeOneOf([1001, 1012]);
    const cutting = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20, status: "cutting" });
    const refused = await t.call(
      "inventory/layoutSave",
      { planeId, slabId: cutting, version: 1, placements: [at("P-02", 0, 0)] },
      { token, lang: "en-US" },
    );
    expect(refused).toMatchObject({
      code: 1003,
      msg: "The slab is cutting; its layout cannot be changed",
      data: { from: "cutting", action: "layout" },
    });
  });

  it("accepts a proposed (cloud) plan through the same operation", async () => {
    const s = await insertSlab(t, orgId, { stone: "爵士白", thickness: 20 });
    const board = await insertBoard(t, orgId, projectId, planeId, { code: "Q-01", length: 400, width: 300 });
    const plan = await t.db.query<{ id: string }>(
      `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, status, kerf, stages, used_area)
       VALUES ($1, $2, $3, $4, 'cloud', 'proposed', 4, 3, 120000) RETURNING id`,
      [orgId, s, projectId, planeId],
    );
    await t.db.query(
      "INSERT INTO cutting_plan_boards (plan_id, board_id, x, y, w, h, rotated) VALUES ($1, $2, 0, 0, 400, 300, false)",
      [plan.rows[0]!.id, board],
    );
    const r = await t.db.tx((q) =>
      acceptProposedPlan(q, { orgId, userId, planId: plan.rows[0]!.id, now: new Date() }),
    );
    expect(r.yieldRate).toBe(2.5);
    const rows = await t.db.query<{ status: string; source: string }>(
      "SELECT status, source FROM cutting_plans WHERE slab_id = $1",
      [s],
    );
    expect(rows.rows).toEqual([{ status: "accepted", source: "cloud" }]);
    const linked = await t.db.query("SELECT slab_id FROM project_boards WHERE id = $1", [board]);
    expect(linked.rows[0]).toEqual({ slab_id: s });
  });
});
