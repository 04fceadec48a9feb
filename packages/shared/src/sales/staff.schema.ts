import { z } from "zod";
import { isoDate, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { count, id, keyword, period } from "./sales-fields.ts";

/** Sales staff with their figures, member selects and the home cards (docs/api-sales.md "Staff"). */

export const staffListBody = z.strictObject({ ...pageFields, keyword, teamId: id.optional(), ...period });
export type StaffListBody = z.input<typeof staffListBody>;
export const staffOptionsBody = z.strictObject({ keyword, teamId: id.optional() });

export const staffItem = z.object({
  memberId: rowId,
  name: z.string(),
  phone: z.string(),
  staffNo: z.string().nullable(),
  roleName: z.string().nullable(),
  teamId: rowId.nullable(),
  teamName: z.string().nullable(),
  customerCount: count,
  orderCount: count,
  orderAmountFen: count,
  collectedFen: count,
});
export type StaffRow = z.infer<typeof staffItem>;
/** The staff page and the period its figures cover (default the current business month). */
export const staffPage = pageOf(staffItem).extend({ dateFrom: isoDate, dateTo: isoDate });
export type StaffPage = z.infer<typeof staffPage>;

export const staffOption = z.object({
  memberId: rowId,
  name: z.string(),
  phone: z.string(),
  teamId: rowId.nullable(),
  teamName: z.string().nullable(),
});
export type StaffOption = z.infer<typeof staffOption>;
export const staffOptions = z.array(staffOption);
export type StaffOptions = z.infer<typeof staffOptions>;

/** Whose orders and collections the home cards count: the enterprise's, or the caller's own. */
export const salesHomeScope = z.enum(["enterprise", "mine"]);
export type SalesHomeScope = z.infer<typeof salesHomeScope>;

/**
 * POST /api/salesHome/cards: the caller's customers and open tasks, and this month's orders and
 * collections in `salesScope` (docs/api-sales.md).
 */
export const salesHomeCards = z.object({
  month: z.string(),
  salesScope: salesHomeScope,
  myCustomers: count,
  tasks: z.object({ open: count, dueSoon: count, overdue: count }),
  monthOrders: z.object({ count, amountFen: count }),
  monthCollectionsFen: count,
});
export type HomeCards = z.infer<typeof salesHomeCards>;
