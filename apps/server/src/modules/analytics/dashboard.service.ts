import {
  Code,
  FLOOR_STAGES,
  type FloorStage,
  type MesOverview,
  type PlanningOverview,
  type ProductionOverview,
  translate,
} from "@stoneworks/shared";
import type { MemberCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { progressOf } from "../floor/tracking.service.ts";
import { machineStatus } from "../machine/machine-status.ts";
import { percentOf } from "../production/production-project.service.ts";
import { m2 } from "../project/project.figures.ts";
import * as repo from "./dashboard.repository.ts";

/**
 * The dashboards (menu 2000, docs/api-analytics.md "Dashboards and the MES overview"). A range with
 * no data at all answers 1200016 (silent on the client, the page shows its empty state); the MES
 * overview answers 1204014 while the enterprise's MES is closed.
 */

const SHANGHAI_MS = 8 * 3600 * 1000;

/** The business day (Asia/Shanghai) of `at` as YYYY-MM-DD, and its start as an instant. */
function businessDay(at: Date): { day: string; start: Date } {
  const day = new Date(at.getTime() + SHANGHAI_MS).toISOString().slice(0, 10);
  return { day, start: new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_MS) };
}

/** ratio a ÷ b as a percentage with 2 decimals (half up), null when b is 0 or unknown. */
function ratioPercent(a: string | number | null, b: string | number | null): number | null {
  const den = Number(b ?? 0);
  if (!den) return null;
  return Math.round((Number(a ?? 0) / den) * 10000) / 100;
}

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The range's yield: the days' sums (a slab cut on two days counts on each). */
function totalOf(days: repo.YieldRow[]): repo.YieldRow | undefined {
  if (days.length === 0) return undefined;
  const add = (k: "cut" | "consumed" | "used" | "planned_area") =>
    String(days.reduce((s, d) => s + Number(d[k]), 0));
  return {
    date: "",
    slabs: days.reduce((s, d) => s + d.slabs, 0),
    cut: add("cut"),
    consumed: add("consumed"),
    used: add("used"),
    planned_area: add("planned_area"),
  };
}

function yieldOf(r: repo.YieldRow | undefined) {
  if (!r) return { slabs: 0, plannedPercent: null, actualPercent: null };
  return {
    slabs: r.slabs,
    plannedPercent: ratioPercent(r.used, r.planned_area),
    actualPercent: ratioPercent(r.cut, r.consumed),
  };
}

export async function production(
  ctx: MemberCtx,
  r: { from: string; to: string },
): Promise<ProductionOverview> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const now = ctx.clock.now();
  if (!(await repo.anyRecord(q, orgId, r.from, r.to))) throw new AppError(Code.NoDataInRange);
  const [devices, cut, daily, stages, racks] = await Promise.all([
    repo.devices(q, orgId),
    repo.cutDaily(q, orgId, r.from, r.to),
    repo.yields(q, orgId, r.from, r.to),
    // Its plan costs enough for PostgreSQL to JIT-compile it on every call (~350 ms of a ~420 ms call
    // on 100 000 boards, docs/benchmarks.md "#16 machine data"): run without JIT (the query itself ~70 ms).
    q.tx(async (t) => {
      await repo.withoutJit(t);
      return repo.boardStages(t, orgId);
    }),
    repo.rackStages(q, orgId, now),
  ]);
  const used = new Set(cut.map((c) => c.device_id));
  const sum = (k: keyof repo.CutDayRow) => cut.reduce((s, c) => s + n(c[k]), 0);
  const progress = progressOf(stages);
  const rackOf = (s: FloorStage) => racks.find((x) => x.stage === s);
  return {
    from: r.from,
    to: r.to,
    devices: devices
      .filter((d) => used.has(d.device_id))
      .map((d) => ({ deviceId: d.device_id, code: d.code })),
    cutDaily: cut.map((c) => ({
      date: c.date,
      deviceId: c.device_id,
      lengthMm: n(c.length_mm),
      areaMm2: n(c.area_mm2),
      slabsMilli: n(c.slabs_milli),
    })),
    totals: {
      lengthMm: sum("length_mm"),
      areaMm2: sum("area_mm2"),
      area: m2(cut.reduce((s, c) => s + BigInt(c.area_mm2), 0n)),
      slabsMilli: sum("slabs_milli"),
    },
    boardStages: progress.stages,
    boardsOnRacks: progress.onRacks,
    racks: FLOOR_STAGES.map((stage) => ({
      stage,
      racks: rackOf(stage)?.racks ?? 0,
      overdue: rackOf(stage)?.overdue ?? 0,
    })),
    idleRacks: racks.find((x) => x.stage === null)?.racks ?? 0,
    yieldDaily: daily.map((d) => ({ date: d.date, ...yieldOf(d) })),
    yield: yieldOf(totalOf(daily)),
  };
}

export async function planning(ctx: MemberCtx, r: { from: string; to: string }): Promise<PlanningOverview> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const [projects, plans, planned, cut, devices] = await Promise.all([
    repo.projectsByDelivery(q, orgId, r.from, r.to),
    repo.plansDaily(q, orgId, r.from, r.to),
    repo.plannedLoad(q, orgId, r.from, r.to),
    repo.cutDaily(q, orgId, r.from, r.to),
    repo.devices(q, orgId),
  ]);
  if (projects.length === 0 && plans.length === 0 && planned.length === 0 && cut.length === 0)
    throw new AppError(Code.NoDataInRange);
  const load = new Map<string, PlanningOverview["machineLoad"][number]>();
  const at = (date: string, deviceId: string) => {
    const key = `${date}|${deviceId}`;
    let row = load.get(key);
    if (!row) {
      row = { date, deviceId, plannedSlabs: 0, plannedAreaMm2: 0, cutSlabsMilli: 0, cutAreaMm2: 0 };
      load.set(key, row);
    }
    return row;
  };
  for (const p of planned)
    Object.assign(at(p.date, p.device_id), { plannedSlabs: p.slabs, plannedAreaMm2: n(p.area) });
  for (const c of cut)
    Object.assign(at(c.date, c.device_id), { cutSlabsMilli: n(c.slabs_milli), cutAreaMm2: n(c.area_mm2) });
  const machineLoad = [...load.values()].sort((a, b) => a.date.localeCompare(b.date));
  const used = new Set(machineLoad.map((l) => l.deviceId));
  return {
    from: r.from,
    to: r.to,
    projects: projects.map((p) => ({
      projectId: p.id,
      projectNo: p.project_no,
      name: p.name,
      deliveryDate: p.delivery_date,
      boardCount: p.board_count,
      cutBoards: p.cut_boards,
      packedBoards: p.packed_boards,
      cutPercent: percentOf(p.cut_boards, p.board_count),
      packedPercent: percentOf(p.packed_boards, p.board_count),
    })),
    plansDaily: plans,
    devices: devices
      .filter((d) => used.has(d.device_id))
      .map((d) => ({ deviceId: d.device_id, code: d.code })),
    machineLoad,
  };
}

/** How many refused records a tile lists. */
const LATEST_ERRORS = 3;

export async function mes(ctx: MemberCtx): Promise<MesOverview> {
  const q = ctx.db;
  const orgId = ctx.actor.orgId;
  const now = ctx.clock.now();
  const lang = ctx.lang;
  if (!(await repo.mesEnabled(q, orgId))) throw new AppError(Code.MesNotOpened);
  const { day, start } = businessDay(now);
  const [tiles, errors] = await Promise.all([
    repo.tiles(q, orgId, start),
    repo.latestErrors(q, orgId, start, LATEST_ERRORS),
  ]);
  return {
    today: day,
    devices: tiles.map((d) => ({
      deviceId: d.id,
      code: d.code,
      series: d.series,
      linked: d.linked_at !== null,
      lastReportAt: d.last_report_at?.toISOString() ?? null,
      status: machineStatus(d, now),
      tables: (d.tables ?? []).map((t) => ({
        side: t.side,
        slabCount: t.n,
        areaMm2: n(t.area),
        cutting: t.cutting,
        barcodes: t.codes,
      })),
      today: {
        records: d.records,
        lengthMm: n(d.length_mm),
        areaMm2: n(d.area_mm2),
        area: m2(d.area_mm2),
        slabsMilli: n(d.slabs_milli),
      },
      errorsToday: d.errors,
      latestErrors: errors
        .filter((e) => e.device_id === d.id)
        .map((e) => ({
          at: e.received_at.toISOString(),
          recordId: e.record_id,
          code: e.code,
          message: translate(lang, e.message_key, e.params ?? {}),
        })),
    })),
  };
}
