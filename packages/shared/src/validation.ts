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
