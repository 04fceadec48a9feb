import { z } from "zod";

/**
 * Validation rules of spec §5 / DESIGN §7, defined once. Error messages are catalogue keys
 * (`validation.*`); the server and the web translate them into the user's language.
 */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const SMS_CODE_RE = /^\d{6}$/;

export const phoneSchema = z
  .string({ error: "validation.phoneRequired" })
  .trim()
  .min(1, { error: "validation.phoneRequired" })
  .regex(PHONE_RE, { error: "validation.phoneInvalid" });

export const passwordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, { error: "validation.passwordRequired" })
  .min(PASSWORD_MIN, { error: "validation.passwordLength" })
  .max(PASSWORD_MAX, { error: "validation.passwordLength" });

export const smsCodeSchema = z
  .string({ error: "validation.codeRequired" })
  .trim()
  .regex(SMS_CODE_RE, { error: "validation.codeInvalid" });

/** Adds the "confirmation must match" rule (两次输入密码不一致!) to a schema with both fields. */
export function withPasswordConfirmation<T extends { password: string; confirmPassword: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });
}

export const STAFF_NO_RE = /^\d{1,4}$/;
export const USERNAME_RE = /^\w+$/;

/** Paging of every list (DESIGN §3): 1-based pageNum, pageSize at most 200. */
export const pageFields = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
};

/** The largest value of a PostgreSQL `integer` column (versions, counts, lengths in mm). */
export const INT4_MAX = 2_147_483_647;
/** The version a client edits from (optimistic locking): a positive `integer`. */
export const versionSchema = z.number().int().min(1).max(INT4_MAX);

/** The years a date in this product can name (PostgreSQL refuses year 0; nothing here is older). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2199;
const inYears = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};
/** A real calendar date "YYYY-MM-DD" between YEAR_MIN and YEAR_MAX. */
export const calendarDateSchema = z.iso
  .date({ error: "validation.dateInvalid" })
  .refine(inYears, { error: "validation.dateInvalid" });
/** An instant with its offset (ISO 8601) between YEAR_MIN and YEAR_MAX. */
export const instantSchema = z.iso
  .datetime({ offset: true, error: "validation.dateInvalid" })
  .refine(inYears, { error: "validation.dateInvalid" });

/**
 * The path of the first string PostgreSQL cannot store in a body: a NUL character, or a lone UTF-16
 * surrogate (half of a character). Every JSON body is checked before its schema (1001 naming the field).
 */
export function unstorableTextPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
    return /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
      ? path.join(".")
      : null;
  }
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [k, v] of Object.entries(value)) {
    const keyBad = unstorableTextPath(k, [...path, k], depth + 1);
    if (keyBad !== null) return keyBad;
    const found = unstorableTextPath(v, [...path, k], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
