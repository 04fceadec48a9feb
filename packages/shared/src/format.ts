/** Display helpers of spec §9, shared so that every screen and export shows numbers the same way. */

/** Area stored in mm² shown in m² with 3 decimals. */
export function formatArea(mm2: number | bigint | string | null | undefined): string {
  if (mm2 === null || mm2 === undefined || mm2 === "") return "-";
  return (Number(mm2) / 1_000_000).toFixed(3);
}

/**
 * A ratio (0..1) or a percentage (0..100, when `isPercent`) shown capped at 100, always with 2 decimals
 * (one precision everywhere: 63.90% beside 82.95%, never 63.9%).
 */
export function formatPercent(value: number | null | undefined, isPercent = false): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "-";
  const pct = Math.min(100, Math.max(0, isPercent ? value : value * 100));
  return `${pct.toFixed(2)}%`;
}

/**
 * Slabs consumed (stored in thousandths) as whole slabs: `count` rounded to a whole slab, `exact` the
 * sum of the shares (up to 3 decimals) and `shared` when a share of a slab is in it (a slab cut by
 * several people, on several days or in several records) — screens show the count and explain the
 * share, never "480.997 块".
 */
export function wholeSlabs(milli: number): { count: number; exact: string; shared: boolean } {
  const m = Math.round(Number(milli) || 0);
  return {
    count: Math.round(m / 1000),
    exact: String(Number((m / 1000).toFixed(3))),
    shared: m % 1000 !== 0,
  };
}

/** Thickness in mm, 1 decimal. */
export function formatThickness(mm: number | null | undefined): string {
  if (mm === null || mm === undefined) return "-";
  return Number(mm).toFixed(1);
}

/** Money in fen (integer) shown in yuan with 2 decimals, exact (no float arithmetic). */
export function formatMoney(fen: number | bigint | null | undefined): string {
  if (fen === null || fen === undefined) return "-";
  const n = BigInt(fen);
  const sign = n < 0n ? "-" : "";
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

export type RelativeTime =
  | { unit: "justNow" }
  | { unit: "minutes" | "hours" | "days"; count: number }
  | { unit: "date"; date: Date };

/**
 * Relative time (spec §9): under 1 minute "just now", then minutes, hours, days up to 30 days;
 * older than that, the date itself. The caller translates the unit.
 */
export function relativeTime(when: Date | string | number, now: Date = new Date()): RelativeTime {
  const date = new Date(when);
  const diff = Math.max(0, now.getTime() - date.getTime());
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (diff < minute) return { unit: "justNow" };
  if (diff < hour) return { unit: "minutes", count: Math.floor(diff / minute) };
  if (diff < day) return { unit: "hours", count: Math.floor(diff / hour) };
  if (diff <= 30 * day) return { unit: "days", count: Math.floor(diff / day) };
  return { unit: "date", date };
}
