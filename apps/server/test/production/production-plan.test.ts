import type { PlanCandidatePage, PlanDetail, PlanPage, PlanSuggestion } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";
import { createDevice, plannedSlab } from "./production-plan-factories.ts";

/** Production plans through the API (docs/api-production.md "Production plans"), on PGlite or PostgreSQL. */

let t: TestApp;
let token: string;
let orgId: string;
let userId: string;
const s: Record<string, string> = {};
const barcode: Record<string, string> = {};
let s600: string;
let sm400: string;
let plane1: string;
let plane2: string;

const call = <T>(path: string, body: unknown, lang = "zh-CN") =>
  t.call<T>(`productionPlan/${path}`, body, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  userId = owner.userId;
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
  s600 = await createDevice(t, token, { code: "S600-01", series: "S600" });
  sm400 = await createDevice(t, token, { code: "SM400-01", series: "smart400" });
  const projectId = await insertProject(t, orgId);
  plane1 = await insertPlane(t, orgId, projectId, "P01");
  plane2 = await insertPlane(t, orgId, projectId, "P02");
  const ids = { orgId, userId, projectId, planeId: plane1 };
  const add = async (name: string, spec: Parameters<typeof plannedSlab>[2], planeId = plane1) => {
    barcode[name] = `PP-T-${name}`;
    s[name] = await plannedSlab(t, { ...ids, planeId }, { barcode: barcode[name], ...spec });
  };
  for (const n of ["a", "b", "c", "d"]) await add(n, { length: 2400, width: 1200 });
  // Only the S600 takes these: too large, or too thick, for the smart400.
  await add("e", { length: 3400, width: 1900 }, plane2);
  await add("f", { length: 3400, width: 1900 }, plane2);
  await add("g", { length: 2400, width: 1200, thickness: 40, stone: "黑金沙" }, plane2);
  // No device takes this one (wider than every machine both ways).
  await add("big", { length: 2500, width: 2500 }, plane2);
  await add("flagged", { length: 2400, width: 1200 });
  await t.db.query("UPDATE slabs SET exception = true, exception_reason = '裂纹' WHERE id = $1", [s.flagged]);
  await add("picked", { length: 2400, width: 1200 });
  await t.db.query("UPDATE slabs SET status = 'toCut', device_id = $2, table_side = 'A' WHERE id = $1", [
    s.picked,
    s600,
  ]);
  barcode.bare = "PP-T-bare";
  s.bare = await insertSlab(t, orgId, { barcode: barcode.bare });
});
afterAll(() => t.close());

describe("candidates and scan", () => {
  it("lists toPick slabs with an accepted plan, no exception, in no open plan, with filters", async () => {
    const all = await call<PlanCandidatePage>("candidates", { pageSize: 200 });
    expect(all.code).toBe(1);
    const listed = new Set(all.data.list.map((c) => c.slabId));
    for (const n of ["a", "b", "c", "d", "e", "f", "g", "big"]) expect(listed.has(s[n]!), n).toBe(true);
    for (const n of ["flagged", "picked", "bare"]) expect(listed.has(s[n]!), n).toBe(false);
    expect(all.data.total).toBe(8);
    expect(all.data.options.projects[0]!.planes.map((p) => p.batchNo)).toEqual(["P01", "P02"]);
    expect(all.data.options.stones).toEqual(["爵士白", "黑金沙"].sort());
    expect(all.data.options.thicknesses).toEqual([20, 40]);
    const a = all.data.list.find((c) => c.slabId === s.a)!;
    expect(a).toMatchObject({ boards: 1, boardArea: 240_000, area: 2_880_000, batchNo: "P01" });

    const onPlane = await call<PlanCandidatePage>("candidates", { planeId: plane2 });
    expect(onPlane.data.total).toBe(4);
    const thick = await call<PlanCandidatePage>("candidates", { thickness: 40 });
    expect(thick.data.list.map((c) => c.slabId)).toEqual([s.g]);
    const stone = await call<PlanCandidatePage>("candidates", { stone: "黑金沙" });
    expect(stone.data.list.map((c) => c.slabId)).toEqual([s.g]);
    const scanned = await call<PlanCandidatePage>("candidates", { keyword: barcode.c });
    expect(scanned.data.list.map((c) => c.slabId)).toEqual([s.c]);
  });

  it("a scan answers the slab, or names why a plan cannot take it", async () => {
    const ok = await call<{ slabId: string }>("scan", { barcode: barcode.a });
    expect(ok.data.slabId).toBe(s.a);
    const flagged = await call("scan", { barcode: barcode.flagged });
    expect([flagged.code, flagged.msg]).toEqual([1003, "大板 PP-T-flagged 有异常（裂纹），不能加入生产计划"]);
    const picked = await call("scan", { barcode: barcode.picked }, "en-US");
    expect([picked.code, picked.msg]).toEqual([
      1003,
      'Slab PP-T-picked is "to cut": it cannot join a production plan',
    ]);
    const bare = await call("scan", { barcode: barcode.bare });
    expect(bare.code).toBe(1003);
    expect(bare.msg).toContain("没有已采纳的切割方案");
    const unknown = await call("scan", { barcode: "NOPE-1" }, "en-US");
    expect([unknown.code, unknown.msg]).toEqual([1002, "No slab has the barcode NOPE-1"]);
  });
});

describe("suggestion", () => {
  it("respects device limits, keeps a plane together, lists what no device takes, balances", async () => {
    const ids = ["a", "b", "c", "d", "e", "f", "g", "big"].map((n) => s[n]!);
    const res = await call<PlanSuggestion>("suggest", { slabIds: ids }, "en-US");
    expect(res.code).toBe(1);
    const { rows, unfit, loads } = res.data;
    expect(unfit).toEqual([
      {
        slabId: s.big,
        barcode: barcode.big,
        reasons: ["size"],
        message: "No device can take slab PP-T-big: the slab is larger than the device's maximum size",
      },
    ]);
    expect(rows).toHaveLength(7);
    const at = (n: string) => rows.find((r) => r.slabId === s[n])!;
    for (const n of ["e", "f", "g"]) expect(at(n).deviceId, n).toBe(s600);
    // Plane P01 (four slabs, a quarter of the area each) is not larger than a fair share: one table.
    const p1Tables = new Set(["a", "b", "c", "d"].map((n) => `${at(n).deviceId}${at(n).tableSide}`));
    expect(p1Tables.size).toBeLessThanOrEqual(2);
    // Every table's seq runs 1..n.
    const byTable = new Map<string, number[]>();
    for (const r of rows)
      byTable.set(`${r.deviceId}${r.tableSide}`, [
        ...(byTable.get(`${r.deviceId}${r.tableSide}`) ?? []),
        r.seq,
      ]);
    for (const seqs of byTable.values()) expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    // Balanced: the S600-only slabs spread over both S600 tables, the rest goes to the smart400.
    expect(loads).toHaveLength(4);
    const planned = loads.map((l) => l.planned);
    expect(Math.max(...planned) - Math.min(...planned)).toBeLessThanOrEqual(2 * 2_880_000 + 6_460_000);
    expect(new Set(rows.map((r) => `${r.deviceId}${r.tableSide}`)).size).toBeGreaterThanOrEqual(3);
  });

  it("counts a table's current load (slabs toCut or cutting on it)", async () => {
    // S600-01 A holds the picked slab: the first choice for a lone slab is another table.
    const res = await call<PlanSuggestion>("suggest", { slabIds: [s.e!] });
    expect(res.data.rows).toEqual([{ slabId: s.e, deviceId: s600, tableSide: "B", seq: 1 }]);
    expect(res.data.loads.find((l) => l.deviceId === s600 && l.tableSide === "A")!.existing).toBe(2_880_000);
  });

  it("refuses a foreign or missing slab with 1002 and bad input with 1001", async () => {
    const missing = await call("suggest", { slabIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(missing.code).toBe(1002);
    const empty = await call("suggest", { slabIds: [] }, "en-US");
    expect([empty.code, empty.msg]).toEqual([1001, "Choose at least one slab"]);
    const twice = await call("suggest", { slabIds: [s.a, s.a] });
    expect(twice.code).toBe(1001);
  });
});

let planId: string;
let version: number;

describe("a plan through its states", () => {
  it("creates a draft numbered per day, refuses a slab a device cannot take", async () => {
    const unfit = await call(
      "create",
      { planDate: "2026-11-24", slabs: [{ slabId: s.g, deviceId: sm400, tableSide: "A" }] },
      "en-US",
    );
    expect(unfit.code).toBe(1003);
    expect(unfit.msg).toBe(
      "Device SM400-01 cannot take slab PP-T-g: the slab is thicker than the device's maximum thickness",
    );
    const res = await call<{ planId: string; planNo: string; version: number }>("create", {
      planDate: "2026-11-24",
      remark: "早班",
      slabs: [
        { slabId: s.a, deviceId: sm400, tableSide: "A" },
        { slabId: s.e, deviceId: s600, tableSide: "B" },
        { slabId: s.b, deviceId: sm400, tableSide: "A" },
      ],
    });
    expect(res.code).toBe(1);
    expect(res.data.planNo).toBe("PP-20261124-01");
    ({ planId, version } = res.data);
    const d = await call<PlanDetail>("detail", { planId });
    expect(d.data).toMatchObject({ status: "draft", slabs: 3, boards: 3, remark: "早班", slabsPicked: 0 });
    expect(d.data.actions).toEqual(["edit", "issue", "cancel"]);
    expect(
      d.data.tables.map((tb) => [tb.deviceCode, tb.tableSide, tb.slabs.map((x) => [x.barcode, x.seq])]),
    ).toEqual([
      ["S600-01", "B", [["PP-T-e", 1]]],
      [
        "SM400-01",
        "A",
        [
          ["PP-T-a", 1],
          ["PP-T-b", 2],
        ],
      ],
    ]);
    expect(d.data.tables[1]!.slabs[0]!.boardCodes).toHaveLength(1);
    // Its slabs are no longer candidates; a second planner naming one is told which plan has it.
    const cands = await call<PlanCandidatePage>("candidates", { pageSize: 200 });
    expect(cands.data.list.some((c) => c.slabId === s.a)).toBe(false);
    const again = await call("create", {
      planDate: "2026-11-24",
      slabs: [{ slabId: s.a, deviceId: sm400, tableSide: "B" }],
    });
    expect([again.code, again.msg]).toEqual([1003, "大板 PP-T-a 已在生产计划 PP-20261124-01 中"]);
  });

  it("saves a draft (stale version → 1012), reorders a table", async () => {
    const body = {
      planId,
      planDate: "2026-11-25",
      remark: "",
      slabs: [
        { slabId: s.b, deviceId: sm400, tableSide: "A" },
        { slabId: s.a, deviceId: sm400, tableSide: "A" },
        { slabId: s.c, deviceId: sm400, tableSide: "B" },
      ],
    };
    const stale = await call("save", { ...body, version: version + 5 });
    expect(stale.code).toBe(1012);
    const ok = await call<{ version: number }>("save", { ...body, version });
    expect(ok.code).toBe(1);
    expect(ok.data.version).toBe(version + 1);
    version = ok.data.version;
    const d = await call<PlanDetail>("detail", { planId });
    expect(d.data.planDate).toBe("2026-11-25");
    expect(d.data.tables.map((tb) => tb.slabs.map((x) => x.barcode))).toEqual([
      ["PP-T-b", "PP-T-a"],
      ["PP-T-c"],
    ]);
    // s.e left the plan: a candidate again.
    const cands = await call<PlanCandidatePage>("candidates", { keyword: barcode.e });
    expect(cands.data.total).toBe(1);
  });

  it("issues (audited); issued refuses edit and issue with 1003 {from, action}", async () => {
    const issued = await call<{ version: number }>("issue", { planId, version });
    expect(issued.code).toBe(1);
    version = issued.data.version;
    const again = await call("issue", { planId, version }, "en-US");
    expect(again.code).toBe(1003);
    expect(again.data).toEqual({ from: "issued", action: "issue" });
    expect(again.msg).toBe('Production plan PP-20261124-01 is "Issued": it cannot be issued');
    const edit = await call("save", {
      planId,
      version,
      planDate: "2026-11-25",
      slabs: [{ slabId: s.a, deviceId: sm400, tableSide: "A" }],
    });
    expect([edit.code, edit.data]).toEqual([1003, { from: "issued", action: "edit" }]);
    const d = await call<PlanDetail>("detail", { planId });
    expect(d.data.actions).toEqual(["cancel"]);
    expect(d.data.issuedAt).not.toBeNull();
  });

  it("cancel is refused once a slab was picked (status or a picking record of the plan)", async () => {
    await t.db.query("UPDATE slabs SET status = 'toCut', device_id = $2, table_side = 'A' WHERE id = $1", [
      s.a,
      sm400,
    ]);
    const picked = await call("cancel", { planId, version });
    expect(picked.code).toBe(1003);
    expect(picked.data).toEqual({ from: "issued", action: "cancel" });
    expect(picked.msg).toBe("生产计划 PP-20261124-01 的大板 PP-T-a 已领料，计划不能取消");
    expect((await call<PlanDetail>("detail", { planId })).data.actions).toEqual([]);
    // Returned to the warehouse, but its picking record names the plan: still refused.
    await t.db.query(
      "UPDATE slabs SET status = 'toPick', device_id = NULL, table_side = NULL WHERE id = $1",
      [s.a],
    );
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO picking_records (org_id, record_no, kind, device_id, table_side, plan_id, slab_count, area, operator_id)
       VALUES ($1, 'PR-1', 'pick', $2, 'A', $3, 1, 2880000, $4) RETURNING id`,
      [orgId, sm400, planId, userId],
    );
    await t.db.query("INSERT INTO picking_record_slabs (record_id, slab_id) VALUES ($1, $2)", [
      rows[0]!.id,
      s.a,
    ]);
    expect((await call("cancel", { planId, version })).code).toBe(1003);
    await t.db.query("DELETE FROM picking_records WHERE id = $1", [rows[0]!.id]);
  });

  it("cancels before any pick: its slabs are free again; cancelled refuses every action", async () => {
    const stale = await call("cancel", { planId, version: version - 1 });
    expect(stale.code).toBe(1012);
    const ok = await call<{ version: number }>("cancel", { planId, version });
    expect(ok.code).toBe(1);
    version = ok.data.version;
    const cands = await call<PlanCandidatePage>("candidates", { pageSize: 200 });
    for (const n of ["a", "b", "c"])
      expect(
        cands.data.list.some((c) => c.slabId === s[n]),
        n,
      ).toBe(true);
    for (const action of ["cancel", "issue"] as const) {
      const r = await call(action, { planId, version });
      expect([r.code, r.data], action).toEqual([1003, { from: "cancelled", action }]);
    }
    const audit = await t.db.query<{ action: string; from_state: string | null; to_state: string }>(
      "SELECT action, from_state, to_state FROM audit_log WHERE entity = 'productionPlan' AND entity_id = $1 ORDER BY id",
      [planId],
    );
    expect(audit.rows.map((r) => [r.action, r.from_state, r.to_state])).toEqual([
      ["create", null, "draft"],
      ["edit", "draft", "draft"],
      ["issue", "draft", "issued"],
      ["cancel", "issued", "cancelled"],
    ]);
  });

  it("an issued plan closes when every slab is done; closed refuses cancel", async () => {
    const res = await call<{ planId: string; planNo: string; version: number }>("create", {
      planDate: "2026-11-25",
      slabs: [
        { slabId: s.c, deviceId: sm400, tableSide: "A" },
        { slabId: s.d, deviceId: sm400, tableSide: "B" },
      ],
    });
    expect(res.data.planNo).toBe("PP-20261125-01");
    const issued = await call<{ version: number }>("issue", {
      planId: res.data.planId,
      version: res.data.version,
    });
    // Both slabs on their tables, then marked complete as the floor does (cutting/complete).
    const complete = async (slabId: string, side: "A" | "B") => {
      await t.db.query("UPDATE slabs SET status = 'toCut', device_id = $2, table_side = $3 WHERE id = $1", [
        slabId,
        sm400,
        side,
      ]);
      const { rows } = await t.db.query<{ version: number }>("SELECT version FROM slabs WHERE id = $1", [
        slabId,
      ]);
      const done = await t.call<{ closedPlans: string[] }>(
        "cutting/complete",
        { slabId, version: rows[0]!.version },
        { token },
      );
      expect(done.result).toBe(true);
      return done.data.closedPlans;
    };
    expect(await complete(s.c!, "A")).toEqual([]);
    expect(await complete(s.d!, "B")).toEqual([res.data.planNo]);
    const d = await call<PlanDetail>("detail", { planId: res.data.planId });
    expect(d.data).toMatchObject({ status: "closed", slabsDone: 2, actions: [] });
    const cancel = await call("cancel", { planId: res.data.planId, version: issued.data.version + 1 });
    expect([cancel.code, cancel.data]).toEqual([1003, { from: "closed", action: "cancel" }]);
  });

  it("lists plans with counts per status, filters by status and date", async () => {
    const all = await call<PlanPage>("list", {});
    expect(all.data.counts).toEqual({ all: 2, draft: 0, issued: 0, closed: 1, cancelled: 1 });
    expect(all.data.list.map((p) => p.planNo)).toEqual(["PP-20261125-01", "PP-20261124-01"]);
    const closed = await call<PlanPage>("list", { status: "closed" });
    expect(closed.data.list.map((p) => p.status)).toEqual(["closed"]);
    expect(closed.data.list[0]).toMatchObject({ slabs: 2, slabsDone: 2, boards: 2, devices: ["SM400-01"] });
    const none = await call<PlanPage>("list", { dateFrom: "2026-11-26" });
    expect([none.data.total, none.data.counts.all]).toEqual([0, 0]);
    const bad = await call("list", { dateFrom: "2026-02-30" });
    expect(bad.code).toBe(1001);
  });
});

describe("two planners, one slab", () => {
  it("exactly one plan gets it; the other is told which plan has it", async () => {
    const body = (side: "A" | "B") => ({
      planDate: "2026-11-26",
      slabs: [
        { slabId: s.f, deviceId: s600, tableSide: side },
        { slabId: s.e, deviceId: s600, tableSide: side },
      ],
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call<{ planNo: string }>("create", body(i % 2 ? "A" : "B"))),
    );
    const won = results.filter((r) => r.code === 1);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 1)) {
      expect(r.code).toBe(1003);
      expect(r.msg).toMatch(new RegExp(`已在生产计划 ${won[0]!.data.planNo} 中$`));
    }
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM production_plan_slabs WHERE slab_id = $1 AND active",
      [s.f],
    );
    expect(rows[0]!.n).toBe(1);
    // Each refused attempt left nothing behind (one transaction per action).
    const plans = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM production_plans WHERE org_id = $1 AND plan_date = '2026-11-26'",
      [orgId],
    );
    expect(plans.rows[0]!.n).toBe(1);
  });
});
