import { z } from "zod";
import { isoTime } from "../api.ts";
import { pageFields, phoneSchema } from "../validation.ts";
import { idField, LIMITS, regionCode, staffNoField, text, versionField } from "./fields.ts";

export const orgFields = {
  name: text(LIMITS.orgName, "validation.orgNameRequired"),
  logo: z.string({ error: "validation.logoRequired" }).uuid({ error: "validation.logoRequired" }),
  contactName: text(LIMITS.contactName),
  contactPhone: phoneSchema,
  province: regionCode,
  city: regionCode,
  area: regionCode,
  address: text(LIMITS.address),
};

export const createOrgBody = z.strictObject(orgFields);
/**
 * Editing: the logo is required when an enterprise is created, but saving its other details never needs
 * a new upload: an absent `logo` keeps the stored one (a given one replaces it).
 */
export const updateOrgBody = z.strictObject({
  ...orgFields,
  logo: orgFields.logo.optional(),
  version: versionField,
});
export type OrgBody = z.input<typeof createOrgBody>;
export type UpdateOrgBody = z.input<typeof updateOrgBody>;

/** `/api/org/myCreateOrg`: the new enterprise (the session now works in it). */
export const createdOrg = z.object({ orgId: z.string() });

/** `/api/org/info`. */
export const orgInfo = z.object({
  orgId: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  regionNames: z.array(z.string()),
  address: z.string(),
  version: z.number().int(),
  createdAt: isoTime,
  /** The MES function (the dashboard's MES overview) is opened. */
  mesEnabled: z.boolean(),
});
export type OrgInfo = z.infer<typeof orgInfo>;

/** Open or close the enterprise's MES function (menu 3001, audited). */
export const setMesBody = z.strictObject({ enabled: z.boolean() });
export const mesSwitch = z.object({ mesEnabled: z.boolean() });
export type MesSwitch = z.infer<typeof mesSwitch>;

export const joinStatus = z.enum(["submitted", "approved", "rejected", "cancelled"]);
export type JoinStatus = z.infer<typeof joinStatus>;

/** A join request, as the enterprise reviewing it and the user who sent it both see it. */
export const joinRequestItem = z.object({
  requestId: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  userId: z.string(),
  phone: z.string(),
  nickname: z.string().nullable(),
  status: joinStatus,
  message: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestItem>;

export const joinRequestListBody = z.strictObject({ ...pageFields, status: joinStatus.optional() });

export const reviewJoinBody = z
  .strictObject({
    requestId: idField,
    approve: z.boolean(),
    roleId: idField.optional(),
    name: text(LIMITS.memberName).optional(),
    staffNo: staffNoField,
    departmentId: idField.optional(),
    reason: text(LIMITS.reason).optional(),
  })
  .refine((v) => !v.approve || !!v.roleId, { path: ["roleId"], error: "validation.roleRequired" });
export type ReviewJoinBody = z.input<typeof reviewJoinBody>;

/** `/api/org/reviewJoin`: the member an approval made, null for a rejection. */
export const reviewedJoin = z.object({ memberId: z.string().nullable() });
