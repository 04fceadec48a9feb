import type { PricingUnit } from "./transitions.ts";

/**
 * A quantity in thousandths of its unit as text: pieces without trailing zeros ("1", "2.5"), metres
 * and m² with 3 decimals ("2.400", "0.720"), in exact integer arithmetic.
 */
export function formatQuantityMilli(milli: number, unit: PricingUnit): string {
  const n = Math.round(milli);
  const sign = n < 0 ? "-" : "";
  const a = Math.abs(n);
  const whole = Math.floor(a / 1000);
  const frac = String(a % 1000).padStart(3, "0");
  if (unit === "piece") {
    const f = frac.replace(/0+$/, "");
    return `${sign}${whole}${f ? `.${f}` : ""}`;
  }
  return `${sign}${whole}.${frac}`;
}
