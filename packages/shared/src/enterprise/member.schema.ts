import { z } from "zod";
import { isoTime } from "../api.ts";
import { pageFields, phoneSchema } from "../validation.ts";
import { idField, LIMITS, staffNoField, text, versionField } from "./fields.ts";

export const memberStatus = z.enum(["enabled", "disabled"]);
export type MemberStatus = z.infer<typeof memberStatus>;

export const memberListBody = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(50).optional(),
  status: memberStatus.optional(),
  roleId: idField.optional(),
  departmentId: idField.optional(),
});
/** The filters of the member list (the body without its page). */
export type MemberFilters = Omit<z.input<typeof memberListBody>, "pageNum" | "pageSize">;

export const addMemberBody = z.strictObject({
  name: text(LIMITS.memberName),
  staffNo: staffNoField,
  phone: phoneSchema,
  roleId: idField,
  departmentId: idField.optional().nullable(),
});
export type AddMemberBody = z.input<typeof addMemberBody>;

export const updateMemberBody = z.strictObject({
  memberId: idField,
  name: text(LIMITS.memberName),
  staffNo: staffNoField,
  roleId: idField,
  departmentId: idField.optional().nullable(),
  version: versionField,
});
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

export const setMemberStatusBody = z.strictObject({
  memberId: idField,
  status: memberStatus,
  version: versionField,
});
export const memberIdBody = z.strictObject({ memberId: idField });

/** One row of `/api/member/list`; `self` marks the caller. */
export const memberItem = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  staffNo: z.string().nullable(),
  phone: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  isSuper: z.boolean(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  status: memberStatus,
  createdAt: isoTime,
  version: z.number().int(),
  self: z.boolean(),
});
export type Member = z.infer<typeof memberItem>;

/** `/api/member/add`. */
export const addedMember = z.object({ memberId: z.string() });
