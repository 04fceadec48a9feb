import {
  type MesOverview,
  type OrgInfo,
  type PlanningOverview,
  type ProductionOverview,
  translate,
} from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { insertRack, insertTrip, rackEvent } from "../floor/floor-factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { insertBoard } from "../inventory/inventory-factories.ts";
import {
  insertDevice,
  insertIssuedPlan,
  newProject,
  slabWithBoards,
} from "../production/cutting-factories.ts";
import { insertCuttingRecord, insertIngestError } from "./dashboard-factories.ts";

/** The dashboards (menu 2000) and the MES switch (menu 3001), docs/api-analytics.md "Dashboards and the MES overview". */

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
/** A time in Shanghai (UTC+8) on a November 2026 day. */
const SH = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 8, m));

const call = <D>(url: string, body: Record<string, unknown>, opts: { lang?: string; tk?: string } = {}) =>
  t.call<D>(url, body, { token: opts.tk ?? token, lang: opts.lang });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  token = await login(t, owner);
  const o = { orgId, userId: owner.userId };
  const d1 = await insertDevice(t.db, orgId, "DSH-1");
  const d2 = await insertDevice(t.db, orgId, "DSH-2");
  const { projectId, planeId } = await newProject(t, orgId);
  // Slab 1: 4 boards of 600×500 planned (25% of 3000×1600); slab 2: 2 boards (12.5%).
  const s1 = await slabWithBoards(t, { ...o, projectId, planeId, deviceId: null, boards: 4 });
  const s2 = await slabWithBoards(t, { ...o, projectId, planeId, deviceId: null, boards: 2 });
  await t.db.query("UPDATE cutting_plans SET used_area = 1200000 WHERE slab_id = $1", [s1.slabId]);
  await t.db.query("UPDATE cutting_plans SET used_area = 600000 WHERE slab_id = $1", [s2.slabId]);
  await t.db.query("UPDATE slabs SET status = 'done' WHERE id = ANY($1::uuid[])", [[s1.slabId, s2.slabId]]);
  await t.db.query("UPDATE project_boards SET status = 'done' WHERE slab_id = ANY($1::uuid[])", [
    [s1.slabId, s2.slabId],
  ]);
  await insertBoard(t, orgId, projectId, planeId, { length: 1000, width: 500 }); // not cut
  Object.assign(ids, {
    orgId,
    userId: owner.userId,
    d1,
    d2,
    projectId,
    planeId,
    s1: s1.slabId,
    s2: s2.slabId,
  });

  // 10 Nov (Shanghai): D1 cuts slab 1 (1 m², 5 m, a whole slab), an aborted cut and a start record
  // do not count; 23:30 is still the 10th. 11 Nov 00:30: D2 cuts half of slab 2 (1.8 m²).
  const rec = (r: Parameters<typeof insertCuttingRecord>[1]) => insertCuttingRecord(t, r);
  await rec({ orgId, deviceId: d1, at: SH(10, 9), kind: "start", slabId: s1.slabId });
  await rec({
    orgId,
    deviceId: d1,
    at: SH(10, 9, 5),
    slabId: s1.slabId,
    lengthMm: 2000,
    areaMm2: 400_000,
    slabsMilli: 400,
  });
  await rec({
    orgId,
    deviceId: d1,
    at: SH(10, 23, 30),
    slabId: s1.slabId,
    lengthMm: 3000,
    areaMm2: 600_000,
    slabsMilli: 600,
  });
  await rec({
    orgId,
    deviceId: d1,
    at: SH(10, 10),
    slabId: s1.slabId,
    lengthMm: 9999,
    areaMm2: 999_999,
    slabsMilli: 999,
    status: "aborted",
  });
  await rec({
    orgId,
    deviceId: d2,
    at: SH(11, 0, 30),
    slabId: s2.slabId,
    lengthMm: 4500,
    areaMm2: 1_800_000,
    slabsMilli: 500,
  });

  // Racks: one idle, one in transit to reinforcement for 30 h (over its 24 h limit) carrying 2 boards.
  await insertRack(t, orgId);
  const rackId = await insertRack(t, orgId);
  const at = new Date(Date.now() - 30 * 3600_000);
  const tripId = await insertTrip(t, {
    ...o,
    rackId,
    projectId,
    planeId,
    boardIds: s1.boardIds.slice(0, 2),
    at,
  });
  await rackEvent(t, {
    ...o,
    rackId,
    tripId,
    action: "circulate",
    from: "loaded",
    to: "inTransit",
    stage: "reinforcement",
    at,
  });

  // Planning: delivery on 12 Nov; plans on 10 Nov (issued, D1: slab 1) and 11 Nov (closed, D2: slab 2) and a draft.
  await t.db.query("UPDATE projects SET delivery_at = '2026-11-12T12:00:00Z' WHERE id = $1", [projectId]);
  const p1 = await insertIssuedPlan(t.db, orgId, d1, [s1.slabId]);
  const p2 = await insertIssuedPlan(t.db, orgId, d2, [s2.slabId]);
  await t.db.query("UPDATE production_plans SET plan_date = '2026-11-10' WHERE id = $1", [p1]);
  await t.db.query("UPDATE production_plans SET plan_date = '2026-11-11', status = 'closed' WHERE id = $1", [
    p2,
  ]);
  await t.db.query("UPDATE production_plan_slabs SET device_id = $2 WHERE plan_id = $1", [p2, d2]);
  await t.db.query(
    "INSERT INTO production_plans (org_id, plan_no, plan_date, status) VALUES ($1, 'DRAFT-1', '2026-11-10', 'draft')",
    [orgId],
  );
});
afterAll(() => t.close());

const RANGE = { from: "2026-11-09", to: "2026-11-12" };

describe("production overview", () => {
  it("sums ok cut records per business day and device", async () => {
    const res = await call<ProductionOverview>("dashboard/production", RANGE);
    expect(res.code).toBe(1);
    const d = res.data;
    expect(d.devices.map((x) => x.code)).toEqual(["DSH-1", "DSH-2"]);
    expect(d.cutDaily).toEqual([
      { date: "2026-11-10", deviceId: ids.d1, lengthMm: 5000, areaMm2: 1_000_000, slabsMilli: 1000 },
      { date: "2026-11-11", deviceId: ids.d2, lengthMm: 4500, areaMm2: 1_800_000, slabsMilli: 500 },
    ]);
    expect(d.totals).toEqual({ lengthMm: 9500, areaMm2: 2_800_000, area: "2.800", slabsMilli: 1500 });
  });

  it("compares planned and actual yield over the same slabs", async () => {
    const d = (await call<ProductionOverview>("dashboard/production", RANGE)).data;
    // Slab 1: 1 m² of a whole 4.8 m² slab (20.83%) against 25%; slab 2: 1.8 m² of half a slab (75%) against 12.5%.
    expect(d.yieldDaily).toEqual([
      { date: "2026-11-10", slabs: 1, plannedPercent: 25, actualPercent: 20.83 },
      { date: "2026-11-11", slabs: 1, plannedPercent: 12.5, actualPercent: 75 },
    ]);
    // Range: 2.8 ÷ 7.2 m² consumed; 1.8 ÷ 9.6 m² planned.
    expect(d.yield).toEqual({ slabs: 2, plannedPercent: 18.75, actualPercent: 38.89 });
  });

  it("counts boards by stage, racks by stage and overdue", async () => {
    const d = (await call<ProductionOverview>("dashboard/production", RANGE)).data;
    const stage = (s: string) => d.boardStages.find((x) => x.stage === s)?.boards;
    expect([stage("notCut"), stage("cut"), stage("onRack"), stage("packed")]).toEqual([1, 4, 2, 0]);
    expect(d.boardsOnRacks.find((x) => x.stage === "reinforcement")?.boards).toBe(2);
    expect(d.racks.find((x) => x.stage === "reinforcement")).toEqual({
      stage: "reinforcement",
      racks: 1,
      overdue: 1,
    });
    expect(d.racks.find((x) => x.stage === "cutting")).toEqual({ stage: "cutting", racks: 0, overdue: 0 });
    expect(d.idleRacks).toBe(1);
  });

  it("answers 1200016 on a range with no record, and 1001 on a reversed range", async () => {
    const empty = await call("dashboard/production", { from: "2026-09-01", to: "2026-09-30" });
    expect(empty.code).toBe(1200016);
    const reversed = await call<{ errors: { field: string; message: string }[] }>(
      "dashboard/production",
      { from: "2026-11-12", to: "2026-11-09" },
      { lang: "en-US" },
    );
    expect(reversed.code).toBe(1001);
    expect(reversed.data.errors).toEqual([
      { field: "to", message: "The end date cannot be before the start date" },
    ]);
    const long = await call("dashboard/production", { from: "2025-01-01", to: "2026-11-12" });
    expect(long.code).toBe(1001);
  });
});

describe("daily sums (migration 0018)", () => {
  it("equal the records' own sums after single and batch inserts", async () => {
    const { orgId, d1, d2, s1, s2 } = ids;
    // One statement, several days, machines and slabs, an aborted cut and a record on no slab.
    await t.db.query(
      `INSERT INTO cutting_records (org_id, device_id, record_id, kind, table_side, slab_id, started_at, cut_length_mm,
                                    area_cut_mm2, slabs_consumed_milli, status, received_at, via)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END, 'BATCH-' || i, CASE WHEN i % 5 = 0 THEN 'start' ELSE 'cut' END,
              'A', CASE WHEN i % 7 = 0 THEN NULL WHEN i % 2 = 0 THEN $4::uuid ELSE $5::uuid END,
              timestamptz '2026-10-01T10:00:00+08:00' + make_interval(hours => i * 5), 100 * i, 10000 * i, 10 * i,
              CASE WHEN i % 11 = 0 THEN 'aborted' ELSE 'ok' END, now(), 'seed'
         FROM generate_series(1, 40) i`,
      [orgId, d1, d2, s1, s2],
    );
    const sums = `SELECT device_id, day, records::int, length_mm::text, area_mm2::text, slabs_milli::text,
                         yield_cut_mm2::text, round(yield_consumed_mm2)::text AS consumed
                    FROM cutting_days WHERE org_id = $1 ORDER BY day, device_id`;
    const raw = `SELECT c.device_id, (c.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day, count(*)::int AS records,
                        COALESCE(sum(c.cut_length_mm) FILTER (WHERE c.kind = 'cut' AND c.status = 'ok'), 0)::text AS length_mm,
                        COALESCE(sum(c.area_cut_mm2) FILTER (WHERE c.kind = 'cut' AND c.status = 'ok'), 0)::text AS area_mm2,
                        COALESCE(sum(c.slabs_consumed_milli) FILTER (WHERE c.kind = 'cut' AND c.status = 'ok'), 0)::text AS slabs_milli,
                        COALESCE(sum(c.area_cut_mm2) FILTER (WHERE c.kind = 'cut' AND c.status = 'ok' AND s.id IS NOT NULL), 0)::text AS yield_cut_mm2,
                        round(COALESCE(sum(c.slabs_consumed_milli::numeric * s.length * s.width / 1000)
                              FILTER (WHERE c.kind = 'cut' AND c.status = 'ok' AND s.id IS NOT NULL), 0))::text AS consumed
                   FROM cutting_records c LEFT JOIN slabs s ON s.id = c.slab_id
                  WHERE c.org_id = $1 GROUP BY 1, 2 ORDER BY 2, 1`;
    const a = (await t.db.query(sums, [orgId])).rows;
    const b = (await t.db.query(raw, [orgId])).rows;
    expect(a.length).toBeGreaterThan(5);
    expect(a).toEqual(b);
    const slabDays = await t.db.query<{ n: number; y: number }>(
      `SELECT (SELECT count(*)::int FROM cutting_day_slabs WHERE org_id = $1) AS n,
              (SELECT sum(slabs)::int FROM cutting_day_yield WHERE org_id = $1) AS y`,
      [orgId],
    );
    const distinct = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT ((started_at AT TIME ZONE 'Asia/Shanghai')::date, slab_id))::int AS n FROM cutting_records
        WHERE org_id = $1 AND kind = 'cut' AND status = 'ok' AND slabs_consumed_milli > 0 AND slab_id IS NOT NULL`,
      [orgId],
    );
    expect(slabDays.rows[0]).toEqual({ n: distinct.rows[0]!.n, y: distinct.rows[0]!.n });
    // The constructed days keep their figures (the batch is outside RANGE).
    const d = (await call<ProductionOverview>("dashboard/production", RANGE)).data;
    expect(d.yield).toEqual({ slabs: 2, plannedPercent: 18.75, actualPercent: 38.89 });
  });
});

describe("planning overview", () => {
  it("lists projects by delivery with progress, plans issued vs done, machine load", async () => {
    const res = await call<PlanningOverview>("dashboard/planning", RANGE);
    expect(res.code).toBe(1);
    const d = res.data;
    expect(d.projects).toHaveLength(1);
    expect(d.projects[0]).toMatchObject({
      projectId: ids.projectId,
      deliveryDate: "2026-11-12",
      boardCount: 7,
      cutBoards: 6,
      packedBoards: 0,
      cutPercent: 85.71,
      packedPercent: 0,
    });
    expect(d.plansDaily).toEqual([
      { date: "2026-11-10", issued: 1, done: 0 },
      { date: "2026-11-11", issued: 1, done: 1 },
    ]);
    expect(d.machineLoad).toEqual([
      {
        date: "2026-11-10",
        deviceId: ids.d1,
        plannedSlabs: 1,
        plannedAreaMm2: 4_800_000,
        cutSlabsMilli: 1000,
        cutAreaMm2: 1_000_000,
      },
      {
        date: "2026-11-11",
        deviceId: ids.d2,
        plannedSlabs: 1,
        plannedAreaMm2: 4_800_000,
        cutSlabsMilli: 500,
        cutAreaMm2: 1_800_000,
      },
    ]);
    expect(d.devices.map((x) => x.code)).toEqual(["DSH-1", "DSH-2"]);
  });

  it("answers 1200016 when the range has no project due, plan or record", async () => {
    const res = await call("dashboard/planning", { from: "2026-12-01", to: "2026-12-31" });
    expect(res.code).toBe(1200016);
    // Before the range's end: the project in production due after it is listed (what is coming).
    const before = await call<PlanningOverview>("dashboard/planning", {
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(before.data.projects.map((p) => p.deliveryDate)).toEqual(["2026-11-12"]);
    expect(before.data.plansDaily).toEqual([]);
  });
});

describe("MES overview and its switch", () => {
  it("answers 1204014 while MES is closed; the switch opens it, audited, and org/info shows it", async () => {
    expect((await call("dashboard/mes", {})).code).toBe(1204014);
    const opened = await call<{ mesEnabled: boolean }>("org/mes", { enabled: true });
    expect(opened.data).toEqual({ mesEnabled: true });
    expect((await call<OrgInfo>("org/info", {})).data.mesEnabled).toBe(true);
    expect((await call("dashboard/mes", {})).code).toBe(1);
    await call("org/mes", { enabled: true }); // no change: no second audit entry
    const { rows } = await t.db.query<{ from_state: string; to_state: string }>(
      "SELECT from_state, to_state FROM audit_log WHERE org_id = $1 AND entity = 'org' AND action IN ('openMes', 'closeMes')",
      [ids.orgId],
    );
    expect(rows).toEqual([{ from_state: "disabled", to_state: "enabled" }]);
    expect((await call("org/mes", { enabled: "yes" })).code).toBe(1001);
  });

  it("shows each machine's tables, today's output and today's refused records in the caller's language", async () => {
    await call("org/mes", { enabled: true });
    const now = t.clock.now();
    const { d1, d2, orgId } = ids;
    await t.db.query("UPDATE devices SET last_report_at = $2, linked_at = $2 WHERE id = $1", [d1, now]);
    const onTable = await slabWithBoards(t, {
      orgId,
      userId: ids.userId!,
      projectId: ids.projectId!,
      planeId: ids.planeId!,
      deviceId: d1!,
      tableSide: "B",
      boards: 1,
      barcode: "DSH-ON-B",
    });
    await t.db.query("UPDATE slabs SET status = 'cutting' WHERE id = $1", [onTable.slabId]);
    const dayStart = new Date(
      Date.parse(`${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`) -
        8 * 3600_000,
    );
    const yesterday = new Date(dayStart.getTime() - 3600_000);
    await insertCuttingRecord(t, {
      orgId,
      deviceId: d1!,
      at: now,
      slabId: onTable.slabId,
      lengthMm: 1500,
      areaMm2: 300_000,
      slabsMilli: 250,
    });
    await insertCuttingRecord(t, { orgId, deviceId: d1!, at: now, kind: "start", slabId: onTable.slabId });
    await insertCuttingRecord(t, { orgId, deviceId: d1!, at: yesterday, lengthMm: 7777, areaMm2: 777_777 });
    await insertIngestError(t, { orgId, deviceId: d1!, at: yesterday, key: "machine.record.badTable" });
    for (const [i, key] of [
      "machine.record.badKind",
      "machine.record.noRecordId",
      "machine.record.badTime",
      "machine.record.badKind",
    ].entries())
      await insertIngestError(t, {
        orgId,
        deviceId: d1!,
        at: new Date(now.getTime() - (4 - i) * 1000),
        key,
        recordId: `R${i}`,
      });

    const zh = await call<MesOverview>("dashboard/mes", {});
    expect(zh.code).toBe(1);
    const tile = zh.data.devices.find((x) => x.deviceId === d1)!;
    expect(tile).toMatchObject({
      code: "DSH-1",
      linked: true,
      lastReportAt: now.toISOString(),
      today: { records: 2, lengthMm: 1500, areaMm2: 300_000, area: "0.300", slabsMilli: 250 },
      errorsToday: 4,
    });
    expect(tile.tables).toEqual([
      { side: "A", slabCount: 0, areaMm2: 0, cutting: null, barcodes: [] },
      { side: "B", slabCount: 1, areaMm2: 4_800_000, cutting: "DSH-ON-B", barcodes: ["DSH-ON-B"] },
    ]);
    const zhOf = (k: string) => translate("zh-CN", `machine.record.${k}`);
    expect(tile.latestErrors.map((e) => [e.recordId, e.message])).toEqual([
      ["R3", zhOf("badKind")],
      ["R2", zhOf("badTime")],
      ["R1", zhOf("noRecordId")],
    ]);
    expect(zhOf("badKind")).toMatch(/[\u4e00-\u9fff]/);
    const en = await call<MesOverview>("dashboard/mes", {}, { lang: "en-US" });
    const enOf = (k: string) => translate("en-US", `machine.record.${k}`);
    expect(en.data.devices.find((x) => x.deviceId === d1)!.latestErrors.map((e) => e.message)).toEqual([
      enOf("badKind"),
      enOf("badTime"),
      enOf("noRecordId"),
    ]);
    expect(enOf("badKind")).toMatch(/^[\x20-\x7e]+$/);
    const other = zh.data.devices.find((x) => x.deviceId === d2)!;
    expect(other).toMatchObject({ linked: false, lastReportAt: null, errorsToday: 0, latestErrors: [] });
    expect(other.today.records).toBe(0);
  });

  it("closing MES hides the overview again", async () => {
    await call("org/mes", { enabled: false });
    expect((await call("dashboard/mes", {})).code).toBe(1204014);
  });

  it("another enterprise sees none of these records (its range is empty)", async () => {
    const other = await createUser(t);
    await createOrg(t, other);
    const tk = await login(t, other);
    const res = await call("dashboard/production", RANGE, { tk });
    expect(res.code).toBe(1200016);
  });
});
