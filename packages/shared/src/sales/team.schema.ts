import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { count, id, keyword, SALES_LIMITS, text, version } from "./sales-fields.ts";

/** Sales teams and their members (docs/api-sales.md "Teams"). */

// ---------------------------------------------------------------------------------------------
// Requests

const teamFields = {
  name: text(1, SALES_LIMITS.teamName),
  leaderMemberId: id.optional().nullable(),
  memberIds: z.array(id).max(200, { error: "validation.tooLong" }).default([]),
  remark: text(0, SALES_LIMITS.remark).default(""),
};
export const createTeamBody = z.strictObject(teamFields);
export const updateTeamBody = z.strictObject({ teamId: id, version, ...teamFields });
export type CreateTeamBody = z.input<typeof createTeamBody>;
export type UpdateTeamBody = z.input<typeof updateTeamBody>;
export const teamListBody = z.strictObject({ ...pageFields, keyword });
export type TeamListBody = z.input<typeof teamListBody>;
export const teamIdBody = z.strictObject({ teamId: id });
export const teamPagedBody = z.strictObject({ ...pageFields, teamId: id });

// ---------------------------------------------------------------------------------------------
// Responses

export const teamItem = z.object({
  teamId: rowId,
  name: z.string(),
  leaderMemberId: rowId.nullable(),
  leaderName: z.string().nullable(),
  memberCount: count,
  customerCount: count,
  orderCount: count,
  remark: z.string(),
  version: count,
  createdAt: isoTime,
});
export type TeamItem = z.infer<typeof teamItem>;
export const teamPage = pageOf(teamItem);
export type TeamPage = z.infer<typeof teamPage>;

export const teamMember = z.object({
  memberId: rowId,
  name: z.string(),
  phone: z.string(),
  isLeader: z.boolean(),
  customerCount: count,
  orderCount: count,
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamDetail = teamItem.extend({ members: z.array(teamMember) });
export type TeamDetail = z.infer<typeof teamDetail>;

export const teamOption = z.object({ teamId: rowId, name: z.string() });
export type TeamOption = z.infer<typeof teamOption>;
export const teamOptions = z.array(teamOption);
export type TeamOptions = z.infer<typeof teamOptions>;

export const teamCreated = z.object({ teamId: rowId });
export type TeamCreated = z.infer<typeof teamCreated>;
