import { z } from "zod";
import { memberStatus } from "../enterprise/member.schema.ts";
import { INT4_MAX } from "../validation.ts";

export const switchIdentityBody = z.strictObject({ orgId: z.string().uuid() });
export const teamMessageBody = z.strictObject({ appId: z.number().int().max(INT4_MAX) });

/** `/api/identity/atPresentIdentity`: the member the user is in the session's enterprise. */
export const presentIdentity = z.object({
  orgId: z.string(),
  orgName: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  memberName: z.string(),
  staffNo: z.string().nullable(),
});
export type PresentIdentity = z.infer<typeof presentIdentity>;

/** One enterprise (operating point) of `/api/identity/list`; `current` marks the session's. */
export const identityItem = z.object({
  orgId: z.string(),
  orgName: z.string(),
  logo: z.string().nullable(),
  roleName: z.string(),
  status: memberStatus,
  current: z.boolean(),
});
export type Identity = z.infer<typeof identityItem>;

/** `/api/identity/switch`: the enterprise the session now works in. */
export const switchedIdentity = z.object({ orgId: z.string() });

/** `/api/identity/userCurrentTeamMessage` (appId 201). */
export const teamMessage = z.object({
  appId: z.number().int(),
  orgId: z.string(),
  orgName: z.string(),
  teamName: z.string(),
  roleName: z.string(),
  memberName: z.string(),
  memberCount: z.number().int(),
});
export type TeamMessage = z.infer<typeof teamMessage>;
