import { z } from "zod";
import { idField, LIMITS, text } from "../enterprise/fields.ts";

/** The user's side of joining an enterprise: find it, ask, follow and cancel the request. */
export const searchOrgBody = z.strictObject({
  keyword: z.string().trim().min(1, { error: "validation.required" }).max(50),
});
export const joinOrgBody = z.strictObject({
  orgId: idField,
  message: text(LIMITS.joinMessage).optional().default(""),
});
export const requestIdBody = z.strictObject({ requestId: idField });

/** One hit of `/api/org/search`: whether the user is already in it or has a request pending. */
export const orgSearchHit = z.object({
  orgId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  regionNames: z.array(z.string()),
  isMember: z.boolean(),
  pending: z.boolean(),
});
export type OrgSearchHit = z.infer<typeof orgSearchHit>;

/** `/api/org/join`: the request sent. */
export const sentJoinRequest = z.object({ requestId: z.string() });
