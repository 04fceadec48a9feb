import { z } from "zod";
import { isoDate, isoTime, rowId } from "../api.ts";
import { TRACKING_STAGES } from "../floor/tracking.schema.ts";
import { FLOOR_STAGES } from "../floor/transitions.ts";
import { machineStatus } from "../machine/machine-status.schema.ts";
import { calendarDateSchema } from "../validation.ts";

/**
 * Dashboards (menu 2000, docs/api-analytics.md "Dashboards and the MES overview"): the production
 * overview, the planning overview and the MES overview. Days are business days (Asia/Shanghai);
 * lengths in mm, areas in mm², slabs in thousandths; yields as percentages (0..100, 2 decimals) or
 * null when unknown.
 */

/** The longest range a dashboard reads (a year and a day). */
export const DASHBOARD_MAX_DAYS = 366;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A date range, both days included: from ≤ to, at most DASHBOARD_MAX_DAYS days. */
export const dashboardRangeBody = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((b) => b.from <= b.to, { path: ["to"], error: "analytics.dashboard.rangeOrder" })
  .refine((b) => b.from > b.to || dayCount(b.from, b.to) <= DASHBOARD_MAX_DAYS, {
    path: ["to"],
    error: "analytics.dashboard.rangeTooLong",
  });
export type DashboardRangeBody = z.infer<typeof dashboardRangeBody>;

export const dashboardDevice = z.object({ deviceId: rowId, code: z.string() });

/** Cut records (kind cut, status ok) of one device on one day. */
export const cutDay = z.object({
  date: isoDate,
  deviceId: rowId,
  lengthMm: z.number(),
  areaMm2: z.number(),
  slabsMilli: z.number(),
});

/** Planned against actual yield of the slabs cut on a day (or in the whole range). */
export const yieldSums = z.object({
  /** Slabs with an actual yield. */
  slabs: z.number().int(),
  plannedPercent: z.number().nullable(),
  actualPercent: z.number().nullable(),
});
export const yieldDay = yieldSums.extend({ date: isoDate });

export const productionOverview = z.object({
  from: isoDate,
  to: isoDate,
  /** Every device with cut records in the range, by code. */
  devices: z.array(dashboardDevice),
  cutDaily: z.array(cutDay),
  totals: z.object({ lengthMm: z.number(), areaMm2: z.number(), area: z.string(), slabsMilli: z.number() }),
  /** Now: the boards of projects in production (reviewed) by floor stage (as tracking derives it). */
  boardStages: z.array(
    z.object({ stage: z.enum(TRACKING_STAGES), boards: z.number().int(), areaMm2: z.number() }),
  ),
  /** Now: the boards on racks by the rack's stage. */
  boardsOnRacks: z.array(z.object({ stage: z.enum(FLOOR_STAGES), boards: z.number().int() })),
  /** Now: racks on open trips by stage, and how many of them are overdue (orgs.rack_stage_limits). */
  racks: z.array(
    z.object({ stage: z.enum(FLOOR_STAGES), racks: z.number().int(), overdue: z.number().int() }),
  ),
  idleRacks: z.number().int(),
  yieldDaily: z.array(yieldDay),
  yield: yieldSums,
});
export type ProductionOverview = z.infer<typeof productionOverview>;

export const projectProgress = z.object({
  projectId: rowId,
  projectNo: z.string(),
  name: z.string(),
  deliveryDate: isoDate,
  boardCount: z.number().int(),
  cutBoards: z.number().int(),
  packedBoards: z.number().int(),
  cutPercent: z.number(),
  packedPercent: z.number(),
});

export const planDay = z.object({ date: isoDate, issued: z.number().int(), done: z.number().int() });

/** Per device and day: slabs and slab area in issued (or closed) production plans of that day, against what was cut. */
export const machineLoadDay = z.object({
  date: isoDate,
  deviceId: rowId,
  plannedSlabs: z.number().int(),
  plannedAreaMm2: z.number(),
  cutSlabsMilli: z.number(),
  cutAreaMm2: z.number(),
});

export const planningOverview = z.object({
  from: isoDate,
  to: isoDate,
  /** Projects (reviewed or done) delivering in the range and those in production due after it, by delivery date (at most 100). */
  projects: z.array(projectProgress),
  plansDaily: z.array(planDay),
  devices: z.array(dashboardDevice),
  machineLoad: z.array(machineLoadDay),
});
export type PlanningOverview = z.infer<typeof planningOverview>;

export const mesTable = z.object({
  side: z.enum(["A", "B"]),
  /** Slabs picked onto the table (toCut or cutting), their area, the one being cut. */
  slabCount: z.number().int(),
  areaMm2: z.number(),
  cutting: z.string().nullable(),
  barcodes: z.array(z.string()),
});

export const mesError = z.object({
  at: isoTime,
  recordId: z.string().nullable(),
  code: z.number().int(),
  /** The reason in the caller's language. */
  message: z.string(),
});

export const mesTile = z.object({
  deviceId: rowId,
  code: z.string(),
  series: z.string(),
  linked: z.boolean(),
  lastReportAt: isoTime.nullable(),
  status: machineStatus,
  tables: z.array(mesTable),
  today: z.object({
    records: z.number().int(),
    lengthMm: z.number(),
    areaMm2: z.number(),
    area: z.string(),
    slabsMilli: z.number(),
  }),
  errorsToday: z.number().int(),
  /** The latest few refused records of today, newest first. */
  latestErrors: z.array(mesError),
});
export type MesTile = z.infer<typeof mesTile>;

export const mesOverview = z.object({ today: isoDate, devices: z.array(mesTile) });
export type MesOverview = z.infer<typeof mesOverview>;
