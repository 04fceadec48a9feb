import type { DashboardRangeBody } from "@stoneworks/shared";
import { formatArea, wholeSlabs } from "@stoneworks/shared";

/** Display figures of the dashboards: m² with 3 decimals (formatArea), metres from mm with 2, slabs from thousandths. */

export const m2Value = (mm2: number) => Number(formatArea(mm2));
export const metresValue = (mm: number) => Math.round(mm / 10) / 100;
export const formatMetres = (mm: number) => (mm / 1000).toFixed(2);
export const slabsValue = (milli: number) => Math.round(milli) / 1000;
/** Slabs consumed as whole slabs (never "480.997"): the shares of slabs cut across days add up. */
export const formatSlabs = (milli: number) => String(wholeSlabs(milli).count);

/** Every day of the range (YYYY-MM-DD), so a day with nothing cut still shows on the axis. */
export function daysOf(r: DashboardRangeBody): string[] {
  const out: string[] = [];
  const end = Date.parse(`${r.to}T00:00:00Z`);
  for (let d = Date.parse(`${r.from}T00:00:00Z`); d <= end; d += 86_400_000)
    out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}

/** "11-20" on an axis for a day of the range. */
export const shortDay = (day: string) => day.slice(5);
