import { passwordSchema, phoneSchema, smsCodeSchema } from "@stoneworks/shared";

/** Loaded on demand by form-rules.ts (its own chunk, with zod). */
export const SCHEMAS = { phone: phoneSchema, password: passwordSchema, smsCode: smsCodeSchema } as const;
