import { ApiError, type FieldError } from "./api-client.ts";
import i18n from "./i18n.ts";

/**
 * Validation by the shared zod schemas, returning a translated message or null. The schemas (and
 * zod) are loaded with the first validation, keeping them out of the login page's first download.
 */
export type SchemaName = "phone" | "password" | "smsCode";

export async function checkSchema(name: SchemaName, value: unknown): Promise<string | null> {
  const { SCHEMAS } = await import("./schemas.ts");
  const r = SCHEMAS[name].safeParse(value ?? "");
  if (r.success) return null;
  return i18n.t(r.error.issues[0]?.message ?? "validation.invalid", { ns: "common" });
}

/** Confirmation must match (两次输入密码不一致!). */
export function checkSame(value: string, other: string): string | null {
  if (!value) return i18n.t("common:validation.passwordRequired");
  return value === other ? null : i18n.t("common:validation.passwordMismatch");
}

/** Field errors of a 1001 answer, by top-level field name. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const e of err.fieldErrors as FieldError[]) out[e.field.split(".")[0]] ??= e.message;
  return out;
}
