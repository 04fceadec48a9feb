import { formatMoney, lineAmountFen, M2_RE, MAX_FEN, m2ToMm2, yuanToFen } from "@stoneworks/shared";

/**
 * Money and area as typed in the sales forms, converted exactly: yuan strings → integer fen,
 * m² strings → integer mm², line amounts by the shared rule (lineAmountFen), sums in BigInt.
 * No float ever touches an amount.
 */

/** Yuan with at most 2 decimals and at most 8 integer digits ("12", "12.5", "0.01"). */
const YUAN_RE = /^\d{1,8}(\.\d{1,2})?$/;

export function isYuan(v: unknown): v is string {
  return typeof v === "string" && YUAN_RE.test(v.trim());
}

/** "12.5" → 1250; null when not a valid amount or above the largest amount. */
export function parseYuan(v: unknown): number | null {
  if (!isYuan(v)) return null;
  const fen = yuanToFen(v.trim());
  return fen <= MAX_FEN ? fen : null;
}

export function isM2(v: unknown): v is string {
  return typeof v === "string" && M2_RE.test(v.trim());
}

/** "1.5" m² → 1500000 mm²; null when not valid. */
export function parseM2(v: unknown): number | null {
  return isM2(v) ? m2ToMm2(v.trim()) : null;
}

/** mm² → m² with up to 6 decimals, trailing zeros dropped ("1.5"), for putting back into a form. */
export function mm2ToM2Text(mm2: number): string {
  const n = BigInt(mm2);
  const frac = (n % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
  return frac ? `${n / 1_000_000n}.${frac}` : `${n / 1_000_000n}`;
}

/** fen → yuan text for a form ("12.50"). */
export const fenToYuanText = (fen: number) => formatMoney(fen);

export interface LineDraft {
  priceUnit?: "m2" | "piece";
  quantity?: number | null;
  area?: string;
  unitPrice?: string;
}

/** The line's amount in fen, or null while the line is incomplete. */
export function draftAmountFen(line: LineDraft | undefined): number | null {
  if (!line) return null;
  const unitPriceFen = parseYuan(line.unitPrice);
  const quantity = line.quantity;
  if (unitPriceFen === null || !quantity || !Number.isInteger(quantity) || quantity < 1) return null;
  const priceUnit = line.priceUnit ?? "m2";
  const areaMm2 = parseM2(line.area ?? "0") ?? (priceUnit === "piece" ? 0 : null);
  if (areaMm2 === null) return null;
  return lineAmountFen({ priceUnit, quantity, areaMm2, unitPriceFen });
}

/** Sum of fen amounts, exact (BigInt), nulls ignored. */
export function sumFen(amounts: readonly (number | null | undefined)[]): number {
  let total = 0n;
  for (const a of amounts) if (a !== null && a !== undefined) total += BigInt(a);
  return Number(total);
}
