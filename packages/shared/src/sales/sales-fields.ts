import { z } from "zod";
import { calendarDateSchema, versionSchema } from "../validation.ts";

/**
 * Field builders and limits shared by the sales schemas (docs/api-sales.md): money is integer fen in
 * every body and answer (`...Fen`); areas are integer mm² (`areaMm2`); dates are `YYYY-MM-DD`
 * (business days, Asia/Shanghai); times are ISO strings.
 */

export const id = z.string({ error: "validation.required" }).uuid({ error: "validation.invalid" });
export const version = versionSchema;
export const keyword = z.string().trim().max(50).optional();
export const day = calendarDateSchema;
export const count = z.number().int();

/** Trimmed text of min..max characters (min 0: may be empty). */
export function text(min: number, max: number) {
  const base = z.string({ error: "validation.required" }).trim();
  return (min > 0 ? base.min(1, { error: "validation.required" }) : base).max(max, {
    error: "validation.tooLong",
  });
}

/** Field limits of the sales screens (characters). */
export const SALES_LIMITS = {
  customerName: 50,
  contactName: 20,
  brand: 30,
  address: 100,
  remark: 200,
  followUp: 500,
  stoneName: 30,
  specification: 50,
  projectNo: 40,
  reason: 100,
  taskTitle: 50,
  taskContent: 500,
  note: 500,
  teamName: 30,
  payer: 50,
  position: 20,
} as const;

/** Largest money amount of one line, collection or order (fen): 100 million yuan. */
export const MAX_FEN = 10_000_000_000;

/** An amount in fen of at least `min`. */
export const fen = (min: number) =>
  z
    .number({ error: "validation.required" })
    .int({ error: "sales.amountInvalid" })
    .min(min, { error: "sales.amountInvalid" })
    .max(MAX_FEN, { error: "sales.amountInvalid" });

/** A period of business days (both ends optional). */
export const period = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

/** Who owns a row and in which team, as the lists show it. */
export const ownerFields = {
  ownerMemberId: z.string().nullable(),
  ownerName: z.string().nullable(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
};
