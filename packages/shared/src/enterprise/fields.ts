import { z } from "zod";
import { STAFF_NO_RE, versionSchema } from "../validation.ts";

/** Field limits of enterprise and account screens (docs/api-enterprise.md, docs/api-account.md). */
export const LIMITS = {
  orgName: [2, 50],
  contactName: [1, 20],
  address: [1, 100],
  memberName: [1, 20],
  roleName: [1, 20],
  departmentName: [1, 30],
  nickname: [1, 20],
  joinMessage: [0, 100],
  reason: [0, 100],
} as const;

/** A trimmed text within `[min, max]`; absence and blank answer `requiredKey`. */
export function text([min, max]: readonly [number, number], requiredKey = "validation.required") {
  const base = z.string({ error: requiredKey }).trim();
  const required = min > 0 ? base.min(1, { error: requiredKey }) : base;
  const withMin = min > 1 ? required.min(min, { error: "validation.tooShort" }) : required;
  return withMin.max(max, { error: "validation.tooLong" });
}

/** A row id in a body. */
export const idField = z.string().uuid({ error: "validation.invalid" });
/** The version a client edits from (optimistic locking). */
export const versionField = versionSchema;
export const regionCode = z.string().regex(/^\d{2,12}$/, { error: "validation.regionRequired" });
/** An optional staff number: blank means none. */
export const staffNoField = z
  .string()
  .trim()
  .regex(STAFF_NO_RE, { error: "validation.staffNoInvalid" })
  .optional()
  .or(z.literal("").transform(() => undefined));
