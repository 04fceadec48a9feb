import { z } from "zod";
import { isoTime, pageOf } from "../api.ts";
import { pageFields } from "../validation.ts";

/** The user's sessions (devices): list them, end one (docs/api-auth.md). */
export const sessionListBody = z.strictObject({ ...pageFields });
export const revokeSessionBody = z.strictObject({ sessionId: z.string().uuid() });

export const sessionItem = z.object({
  sessionId: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  remember: z.boolean(),
  createdAt: isoTime,
  renewUntil: isoTime,
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionPage = pageOf(sessionItem);
