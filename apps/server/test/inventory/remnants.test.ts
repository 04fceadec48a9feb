import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import { generateRemnants } from "../../src/modules/inventory/remnant.service.ts";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { linkedDevice, rec, sendReport } from "../machine/device-report-factories.ts";
import { insertBoard, insertPlane, insertProject, insertSlab, slabVersion } from "./inventory-factories.ts";

/**
 * Remnants (docs/api-inventory.md "Remnants"): a slab marked complete through any of its three doors
 * (material detail, production tasks' cutting route, a device's end report) leaves its offcuts of at
 * least the enterprise's minimum size as slabs of their own, once.
 */
let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
let warehouseId: string;
let projectId: string;
let planeId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  warehouseId = (
    await t.call<{ warehouseId: string }>("warehouse/create", { name: "余料仓", code: "WH-R" }, { token })
  ).data.warehouseId;
  projectId = await insertProject(t, orgId);
  planeId = await insertPlane(t, orgId, projectId);
});
afterAll(() => t.close());

/**
 * A slab (3000 × 1600 unless said) on a table (`toCut`), one board `length × width` planned at (0, 0):
 * the cut tree leaves the rest right of the board's first cut (and above it when narrower).
 */
async function planned(o: {
  length: number;
  width: number;
  barcode?: string;
  stone?: string;
  thickness?: number;
  status?: string;
  defects?: { x: number; y: number; w: number; h: number }[];
  org?: string;
  user?: string;
  project?: string;
}) {
  const org = o.org ?? orgId;
  const slabId = await insertSlab(t, org, {
    status: "toCut",
    barcode: o.barcode,
    stone: o.stone,
    thickness: o.thickness,
    defects: o.defects,
    warehouseId: o.org ? null : warehouseId,
  });
  const proj = o.project ?? projectId;
  const plane = o.project ? null : planeId;
  const boardId = await insertBoard(t, org, proj, plane ?? (await insertPlane(t, org, proj)), {
    length: o.length,
    width: o.width,
    stone: o.stone,
    thickness: o.thickness,
  });
  const plan = await t.db.tx((q) =>
    acceptPlan(q, {
      orgId: org,
      userId: o.user ?? userId,
      slabId,
      projectId: proj,
      source: "manual",
      kerf: 4,
      stages: 3,
      placements: [{ boardId, x: 0, y: 0, rotated: false }],
      now: new Date(),
    }),
  );
  if (o.status) await t.db.query("UPDATE slabs SET status = $2 WHERE id = $1", [slabId, o.status]);
  return { slabId, planId: plan.planId, boardId };
}

interface Remnant {
  slab_no: string;
  barcode: string;
  length: number;
  width: number;
  thickness: string;
  stone: string;
  status: string;
  warehouse_id: string | null;
  bundle_no: string;
  block_id: string;
  parent_plan_id: string;
  defects: unknown;
}
async function remnantsOf(slabId: string) {
  const { rows } = await t.db.query<Remnant>(
    `SELECT slab_no, barcode, length, width, thickness::text AS thickness, stone, status, warehouse_id, bundle_no,
            block_id, parent_plan_id, defects
       FROM slabs WHERE parent_slab_id = $1 ORDER BY remnant_seq`,
    [slabId],
  );
  return rows;
}
const parentRow = async (slabId: string) =>
  (
    await t.db.query<{ slab_no: string; barcode: string; block_id: string; bundle_no: string }>(
      "SELECT slab_no, barcode, block_id, bundle_no FROM slabs WHERE id = $1",
      [slabId],
    )
  ).rows[0]!;

const complete = async (slabId: string, tok = token) =>
  t.call("inventory/slabComplete", { slabId, version: await slabVersion(t, slabId) }, { token: tok });

describe("remnants on completion", () => {
  it("material detail's mark complete: the offcut becomes a toPick slab with its parent's data, once", async () => {
    // Board 2000 × 1600 at (0, 0) on 3000 × 1600: the rest right of its cut is 996 × 1600 (kerf 4).
    // A defect in that rest at (2100..2300, 100..150): u = 96..296, v = 100..150 on the piece; the piece
    // stands upright, so it is turned a quarter (1600 along x): (v, 996 − 296) = (100, 700), 50 × 200.
    const { slabId, planId } = await planned({
      length: 2000,
      width: 1600,
      barcode: "RM-A",
      defects: [{ x: 2100, y: 100, w: 200, h: 50 }],
    });
    const res = await complete(slabId);
    expect(res.result).toBe(true);
    const p = await parentRow(slabId);
    const rows = await remnantsOf(slabId);
    expect(rows).toEqual([
      {
        slab_no: `${p.slab_no}-R1`,
        barcode: "RM-A-R1",
        length: 1600,
        width: 996,
        thickness: "20.0",
        stone: "爵士白",
        status: "toPick",
        warehouse_id: warehouseId,
        bundle_no: p.bundle_no,
        block_id: p.block_id,
        parent_plan_id: planId,
        defects: [{ x: 100, y: 700, w: 50, h: 200 }],
      },
    ]);

    // Slab detail: the parent lists it, the remnant names its parent, plan and project.
    const detail = await t.call<{
      remnants: { slabId: string; barcode: string; length: number; width: number; status: string }[];
      parent: null;
    }>("inventory/slabDetail", { slabId }, { token });
    expect(detail.data.parent).toBeNull();
    expect(detail.data.remnants).toMatchObject([
      { barcode: "RM-A-R1", length: 1600, width: 996, area: 1600 * 996, status: "toPick" },
    ]);
    const remnantId = detail.data.remnants[0]!.slabId;
    const rd = await t.call<{ parent: unknown; parentSlabId: string; remnants: unknown[] }>(
      "inventory/slabDetail",
      { slabId: remnantId },
      { token },
    );
    expect(rd.data).toMatchObject({
      parentSlabId: slabId,
      remnants: [],
      parent: { slabId, barcode: "RM-A", slabNo: p.slab_no, planId, projectId },
    });

    // The list: the kind filter and the marker.
    const list = async (kind?: string) =>
      (
        await t.call<{ list: { slabId: string; parentSlabId: string | null }[] }>(
          "inventory/slabList",
          { pageSize: 200, ...(kind ? { kind } : {}) },
          { token },
        )
      ).data.list;
    expect((await list("remnants")).map((s) => s.slabId)).toContain(remnantId);
    expect((await list("remnants")).every((s) => s.parentSlabId !== null)).toBe(true);
    expect((await list("slabs")).map((s) => s.slabId)).not.toContain(remnantId);
    expect((await list("slabs")).map((s) => s.slabId)).toContain(slabId);
    expect((await list()).map((s) => s.slabId)).toEqual(expect.arrayContaining([slabId, remnantId]));
    const bad = await t.call("inventory/slabList", { kind: "offcuts" }, { token, lang: "en-US" });
    expect(bad.code).toBe(1001);

    // Audit: the remnant's creation and the parent's line naming its remnants.
    const audit = await t.db.query<{ entity_id: string; action: string; to_state: string | null }>(
      `SELECT entity_id, action, to_state FROM audit_log
        WHERE entity = 'slab' AND action IN ('remnantCreate', 'remnants') AND entity_id IN ($1, $2) ORDER BY id`,
      [slabId, remnantId],
    );
    expect(audit.rows).toEqual([
      { entity_id: remnantId, action: "remnantCreate", to_state: "toPick" },
      { entity_id: slabId, action: "remnants", to_state: null },
    ]);

    // A retry of the generation (the slab is done: completion cannot repeat) adds nothing.
    expect(await t.db.tx((q) => generateRemnants(q, { orgId, userId }, slabId, new Date()))).toEqual([]);
    expect(await remnantsOf(slabId)).toHaveLength(1);
    expect((await complete(slabId)).code).toBe(1003);
    expect(await remnantsOf(slabId)).toHaveLength(1);
  });

  it("no plan, or offcuts below the size: no remnants", async () => {
    const bare = await insertSlab(t, orgId, { status: "cutting" });
    expect((await complete(bare)).result).toBe(true);
    expect(await remnantsOf(bare)).toEqual([]);
    // Board 2800 × 1600: the rest is 196 × 1600, under 300 mm.
    const { slabId } = await planned({ length: 2800, width: 1600 });
    expect((await complete(slabId)).result).toBe(true);
    expect(await remnantsOf(slabId)).toEqual([]);
  });

  it("numbers around barcodes already taken (collision-proof)", async () => {
    await insertSlab(t, orgId, { barcode: "RM-C-R1" });
    const { slabId } = await planned({ length: 1000, width: 1000, barcode: "RM-C" });
    expect((await complete(slabId)).result).toBe(true);
    // Right of the board (1996 × 1600, kept whole) and above it (1000 × 596): -R1 is taken, so -R2, -R3.
    const rows = await remnantsOf(slabId);
    expect(rows.map((r) => [r.barcode, r.length, r.width])).toEqual([
      ["RM-C-R2", 1996, 1600],
      ["RM-C-R3", 1000, 596],
    ]);
  });

  it("the rules: the most specific wins (stone and thickness, stone, thickness, default)", async () => {
    const save = await t.call<{ rules: unknown[]; fallback: unknown }>(
      "inventory/remnantRulesSave",
      {
        rules: [
          { minLength: 500, minWidth: 400 },
          { stone: "黑金沙", minLength: 1000, minWidth: 1000 },
          { stone: "黑金沙", thickness: 30, minLength: 100, minWidth: 100 },
          { thickness: 18, minLength: 2000, minWidth: 1000 },
        ],
      },
      { token },
    );
    expect(save.result).toBe(true);
    expect(save.data.fallback).toEqual({ minLength: 500, minWidth: 400 });
    const read = await t.call<{ rules: { stone: string | null; thickness: number | null }[] }>(
      "inventory/remnantRules",
      {},
      { token },
    );
    expect(read.data.rules.map((r) => [r.stone, r.thickness])).toEqual([
      [null, null],
      [null, 18],
      ["黑金沙", null],
      ["黑金沙", 30],
    ]);
    // Board 2600 × 1600 leaves 396 × 1600.
    const cases: [string, number, number][] = [
      ["爵士白", 20, 0], // default 500 × 400: 396 short
      ["黑金沙", 20, 0], // stone 1000 × 1000
      ["黑金沙", 30, 1], // stone + thickness 100 × 100
      ["爵士白", 18, 0], // thickness 2000 × 1000
    ];
    for (const [stone, thickness, n] of cases) {
      const { slabId } = await planned({ length: 2600, width: 1600, stone, thickness });
      expect((await complete(slabId)).result).toBe(true);
      expect({ stone, thickness, n: (await remnantsOf(slabId)).length }).toEqual({ stone, thickness, n });
    }
    // A width over the length, a duplicate rule, a size out of range: 1001 in the reader's language.
    const bad = await t.call(
      "inventory/remnantRulesSave",
      { rules: [{ minLength: 300, minWidth: 400 }] },
      { token, lang: "en-US" },
    );
    expect(bad).toMatchObject({
      code: 1001,
      msg: "The minimum width must not exceed the minimum length (length is the long side)",
    });
    const dup = await t.call(
      "inventory/remnantRulesSave",
      {
        rules: [
          { stone: "A", minLength: 300, minWidth: 300 },
          { stone: " A ", minLength: 400, minWidth: 300 },
        ],
      },
      { token },
    );
    expect(dup).toMatchObject({ code: 1001, msg: "每种石材和厚度只能有一条规则" });
    const range = await t.call(
      "inventory/remnantRulesSave",
      { rules: [{ minLength: 0, minWidth: 0 }] },
      { token },
    );
    expect(range.code).toBe(1001);
    expect(
      (await t.call<{ rules: unknown[] }>("inventory/remnantRules", {}, { token })).data.rules,
    ).toHaveLength(4);
    // Back to the built-in default.
    const cleared = await t.call<{ rules: unknown[]; fallback: unknown }>(
      "inventory/remnantRulesSave",
      { rules: [] },
      { token },
    );
    expect(cleared.data).toEqual({ rules: [], fallback: { minLength: 300, minWidth: 300 } });
  });

  it("two completes at once: one wins, the remnants are made once", async () => {
    const { slabId } = await planned({ length: 1500, width: 1600 });
    const v = await slabVersion(t, slabId);
    const both = await Promise.all([
      t.call("inventory/slabComplete", { slabId, version: v }, { token }),
      t.call("cutting/complete", { slabId, version: v }, { token }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1012]);
    expect((await remnantsOf(slabId)).map((r) => [r.length, r.width])).toEqual([[1600, 1496]]);
  });

  it("a production task's cutting route and a device's end report make them too", async () => {
    const viaTask = await planned({ length: 1200, width: 1600, status: "cutting" });
    const res = await t.call<{ remnants: string[] }>(
      "cutting/complete",
      { slabId: viaTask.slabId, version: await slabVersion(t, viaTask.slabId) },
      { token },
    );
    expect(res.result).toBe(true);
    expect(res.data.remnants).toHaveLength(1);
    expect(await remnantsOf(viaTask.slabId)).toHaveLength(1);

    const device = await linkedDevice(t, orgId);
    const viaDevice = await planned({ length: 1200, width: 1600, barcode: "RM-DEV", status: "cutting" });
    await t.db.query("UPDATE slabs SET device_id = $2, table_side = 'A' WHERE id = $1", [
      viaDevice.slabId,
      device.deviceId,
    ]);
    const rep = await sendReport(t, device.key, [rec("end", { slabBarcode: "RM-DEV" })]);
    expect(rep.data.accepted).toBe(1);
    expect((await remnantsOf(viaDevice.slabId)).map((r) => r.barcode)).toEqual(["RM-DEV-R1"]);
  });

  it("another enterprise: its rules do not apply here, its remnants are not ours", async () => {
    const owner = await createUser(t);
    const other = await createOrg(t, owner);
    const otherToken = await login(t, owner);
    // The other enterprise wants nothing under 2000 mm; ours keeps the default 300 × 300.
    await t.call(
      "inventory/remnantRulesSave",
      { rules: [{ minLength: 2000, minWidth: 2000 }] },
      { token: otherToken },
    );
    expect((await t.call<{ rules: unknown[] }>("inventory/remnantRules", {}, { token })).data.rules).toEqual(
      [],
    );
    const ours = await planned({ length: 2000, width: 1600 });
    expect((await complete(ours.slabId)).result).toBe(true);
    expect(await remnantsOf(ours.slabId)).toHaveLength(1);

    const theirProject = await insertProject(t, other.orgId);
    const theirs = await planned({
      length: 2000,
      width: 1600,
      org: other.orgId,
      user: owner.userId,
      project: theirProject,
    });
    expect((await complete(theirs.slabId, otherToken)).result).toBe(true);
    expect(await remnantsOf(theirs.slabId)).toEqual([]);
    // Our detail of their slab: 1002.
    expect((await t.call("inventory/slabDetail", { slabId: theirs.slabId }, { token })).code).toBe(1002);
  });

  it("the rules routes need the slab menu (2200)", async () => {
    const clerk = await createUser(t);
    await addMember(t, orgId, clerk, await createRole(t, orgId, [1000, 1001, 2100]));
    const clerkToken = await login(t, clerk);
    const bodies: [string, unknown][] = [
      ["inventory/remnantRules", {}],
      ["inventory/remnantRulesSave", { rules: [] }],
    ];
    for (const [path, body] of bodies)
      expect({ path, code: (await t.call(path, body, { token: clerkToken })).code }).toEqual({
        path,
        code: 6,
      });
    const keeper = await createUser(t);
    await addMember(t, orgId, keeper, await createRole(t, orgId, [2000, 2200]));
    const keeperToken = await login(t, keeper);
    expect((await t.call("inventory/remnantRules", {}, { token: keeperToken })).result).toBe(true);
  });
});
