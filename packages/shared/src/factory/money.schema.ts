import { z } from "zod";

/** Yuan with at most 2 decimals, as a string, so no float ever touches money. */
export const UNIT_PRICE_RE = /^\d{1,8}(\.\d{1,2})?$/;
export const unitPriceSchema = z
  .string({ error: "validation.unitPriceInvalid" })
  .trim()
  .regex(UNIT_PRICE_RE, { error: "validation.unitPriceInvalid" });

/** "12.5" → 1250 fen, exactly. */
export function yuanToFen(value: string): number {
  const [int, frac = ""] = value.trim().split(".");
  return Number(int) * 100 + Number(frac.padEnd(2, "0"));
}

export function fenToYuan(fen: number | bigint): string {
  const n = BigInt(fen);
  return `${n / 100n}.${(n % 100n).toString().padStart(2, "0")}`;
}
