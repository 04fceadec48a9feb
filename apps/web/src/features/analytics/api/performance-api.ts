import type { PerformancePeriod, PerformanceRecordKind, StaffPerformanceListInput } from "@stoneworks/shared";
import { businessToday } from "../../../lib/business-day.ts";

/** Endpoints of docs/api-analytics.md "Staff performance and my data" (menus 3005, 2000). */

export type PerformanceFilters = Omit<StaffPerformanceListInput, "pageNum" | "pageSize">;
export type Period = PerformancePeriod;

/** The period presets of the screens; `custom` keeps the dates picked. */
export const PERIOD_PRESETS = ["today", "thisWeek", "thisMonth", "last30", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAY = "YYYY-MM-DD";

/** The dates of a preset as of today (weeks start on Monday, as in China). */
export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, today = businessToday()): Period {
  const to = today.format(DAY);
  if (preset === "today") return { from: to, to };
  if (preset === "thisWeek") return { from: today.subtract((today.day() + 6) % 7, "day").format(DAY), to };
  if (preset === "thisMonth") return { from: today.startOf("month").format(DAY), to };
  return { from: today.subtract(29, "day").format(DAY), to };
}

export const performanceKeys = {
  all: ["analytics", "performance"] as const,
  list: (body: StaffPerformanceListInput) => ["analytics", "performance", "list", body] as const,
  member: (
    memberId: string,
    period: Period,
    kind: PerformanceRecordKind,
    pageNum: number,
    pageSize: number,
  ) => ["analytics", "performance", "member", memberId, period, kind, pageNum, pageSize] as const,
  myData: (period: Period, kind: PerformanceRecordKind, pageNum: number, pageSize: number) =>
    ["analytics", "myData", period, kind, pageNum, pageSize] as const,
  departments: ["analytics", "departments"] as const,
};

/** mm → metres, 2 decimals. */
export const metres = (mm: number) => (mm / 1000).toFixed(2);
/** Thousandths of a slab → slabs, 3 decimals trimmed ("1.667", "2"). */
export const slabs = (milli: number) => String(Number((milli / 1000).toFixed(3)));
