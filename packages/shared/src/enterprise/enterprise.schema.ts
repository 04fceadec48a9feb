import { z } from "zod";
import { isMenuId } from "../menus.ts";
import { pageFields, phoneSchema, STAFF_NO_RE } from "../validation.ts";

/** Field limits of enterprise screens (docs/api-enterprise.md). */
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

function text([min, max]: readonly [number, number], requiredKey = "validation.required") {
  const base = z.string({ error: requiredKey }).trim();
  const required = min > 0 ? base.min(1, { error: requiredKey }) : base;
  const withMin = min > 1 ? required.min(min, { error: "validation.tooShort" }) : required;
  return withMin.max(max, { error: "validation.tooLong" });
}

const id = z.string().uuid({ error: "validation.invalid" });
const version = z.number().int().min(1);
const regionCode = z.string().regex(/^\d{2,12}$/, { error: "validation.regionRequired" });
const staffNo = z
  .string()
  .trim()
  .regex(STAFF_NO_RE, { error: "validation.staffNoInvalid" })
  .optional()
  .or(z.literal("").transform(() => undefined));

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
export const updateOrgBody = z.strictObject({ ...orgFields, version });
export const searchOrgBody = z.strictObject({
  keyword: z.string().trim().min(1, { error: "validation.required" }).max(50),
});
export const joinOrgBody = z.strictObject({
  orgId: id,
  message: text(LIMITS.joinMessage).optional().default(""),
});
export const requestIdBody = z.strictObject({ requestId: id });
export const joinRequestListBody = z.strictObject({
  ...pageFields,
  status: z.enum(["submitted", "approved", "rejected", "cancelled"]).optional(),
});
export const reviewJoinBody = z
  .strictObject({
    requestId: id,
    approve: z.boolean(),
    roleId: id.optional(),
    name: text(LIMITS.memberName).optional(),
    staffNo,
    departmentId: id.optional(),
    reason: text(LIMITS.reason).optional(),
  })
  .refine((v) => !v.approve || !!v.roleId, { path: ["roleId"], error: "validation.roleRequired" });

export const memberStatus = z.enum(["enabled", "disabled"]);
export const memberListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(50).optional(),
  status: memberStatus.optional(),
  roleId: id.optional(),
  departmentId: id.optional(),
});
export const addMemberBody = z.strictObject({
  name: text(LIMITS.memberName),
  staffNo,
  phone: phoneSchema,
  roleId: id,
  departmentId: id.optional().nullable(),
});
export const updateMemberBody = z.strictObject({
  memberId: id,
  name: text(LIMITS.memberName),
  staffNo,
  roleId: id,
  departmentId: id.optional().nullable(),
  version,
});
export const setMemberStatusBody = z.strictObject({ memberId: id, status: memberStatus, version });
export const memberIdBody = z.strictObject({ memberId: id });

const menus = z
  .array(z.number().int().refine(isMenuId, { error: "validation.invalid" }))
  .min(1, { error: "validation.permissionRequired" })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
export const createRoleBody = z.strictObject({ name: text(LIMITS.roleName), menus });
export const updateRoleBody = z.strictObject({ roleId: id, name: text(LIMITS.roleName), menus, version });
export const roleIdBody = z.strictObject({ roleId: id });

export const createDepartmentBody = z.strictObject({
  name: text(LIMITS.departmentName, "validation.departmentNameRequired"),
  parentId: id.optional().nullable(),
});
export const updateDepartmentBody = z.strictObject({
  departmentId: id,
  name: text(LIMITS.departmentName, "validation.departmentNameRequired"),
  parentId: id.optional().nullable(),
  version,
});
export const departmentIdBody = z.strictObject({ departmentId: id });

export const auditEntity = z.enum([
  "member",
  "role",
  "department",
  "joinRequest",
  "org",
  "user",
  "session",
  "workshop",
  "craft",
  "processFlow",
  "rack",
  "device",
  "warehouse",
  "layoutRun",
  "project",
  "slab",
  "block",
  "customer",
  "order",
  "task",
  "team",
  "collection",
  "financeStaff",
  "paymentSettings",
]);
export const auditListBody = z.strictObject({
  ...pageFields,
  actorUserId: id.optional(),
  entity: auditEntity.optional(),
  action: z.string().max(40).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const updateProfileBody = z.strictObject({
  nickname: text(LIMITS.nickname),
  avatar: id.nullable(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export const unbindBody = z.strictObject({ provider: z.string().min(1).max(40) });

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/bmp"] as const;
