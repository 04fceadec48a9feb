import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { customerKind } from "./customer.schema.ts";
import { orderStatus } from "./order.schema.ts";
import { count, id, keyword, ownerFields, SALES_LIMITS, text } from "./sales-fields.ts";
import { taskStatus } from "./task.schema.ts";

/** Business ownership: who owns customers, orders and tasks, transfers and their history. */

export const belongEntity = z.enum(["customer", "order", "task"]);
export type BelongEntity = z.infer<typeof belongEntity>;

// ---------------------------------------------------------------------------------------------
// Requests

export const belongListBody = z.strictObject({
  ...pageFields,
  keyword,
  ownerMemberId: id.optional(),
  teamId: id.optional(),
  /** Customers only. */
  kind: customerKind.optional(),
});
export type BelongListBody = z.input<typeof belongListBody>;
const target = { toMemberId: id.optional(), toTeamId: id.optional().nullable() };
/** A transfer names a member, a team, or both. */
const hasTarget = (v: { toMemberId?: string; toTeamId?: string | null }) => !!v.toMemberId || !!v.toTeamId;
const targetIssue = { path: ["toMemberId"], error: "sales.transferTargetRequired" };
export const transferBody = z
  .strictObject({
    ids: z.array(id).min(1, { error: "sales.selectionRequired" }).max(200, { error: "validation.tooLong" }),
    ...target,
    reason: text(0, SALES_LIMITS.reason).default(""),
  })
  .refine(hasTarget, targetIssue);
/** Where to transfer to, checked alone (the transfer form, whose rows are chosen in the list). */
export const transferTarget = z.object(target).refine(hasTarget, targetIssue);
export type TransferBody = z.input<typeof transferBody>;
export const belongHistoryBody = z.strictObject({ ...pageFields, entity: belongEntity, entityId: id });

// ---------------------------------------------------------------------------------------------
// Responses

const ownership = {
  ...ownerFields,
  lastTransferAt: isoTime.nullable(),
  version: count,
};

export const belongCustomer = z.object({
  customerId: rowId,
  kind: customerKind,
  name: z.string(),
  phone: z.string(),
  ...ownership,
});
export type BelongCustomer = z.infer<typeof belongCustomer>;
export const belongOrder = z.object({
  orderId: rowId,
  orderNo: z.string(),
  customerName: z.string(),
  status: orderStatus,
  totalFen: count,
  ...ownership,
});
export type BelongOrder = z.infer<typeof belongOrder>;
export const belongTask = z.object({
  taskId: rowId,
  title: z.string(),
  status: taskStatus,
  dueAt: isoTime,
  overdue: z.boolean(),
  ...ownership,
});
export type BelongTask = z.infer<typeof belongTask>;
export const belongCustomerPage = pageOf(belongCustomer);
export type BelongCustomerPage = z.infer<typeof belongCustomerPage>;
export const belongOrderPage = pageOf(belongOrder);
export type BelongOrderPage = z.infer<typeof belongOrderPage>;
export const belongTaskPage = pageOf(belongTask);
export type BelongTaskPage = z.infer<typeof belongTaskPage>;

export const transferred = z.object({ transferred: count });
export type Transferred = z.infer<typeof transferred>;

export const ownershipHistoryItem = z.object({
  historyId: rowId,
  fromMemberId: rowId.nullable(),
  fromMemberName: z.string().nullable(),
  fromTeamId: rowId.nullable(),
  fromTeamName: z.string().nullable(),
  toMemberId: rowId.nullable(),
  toMemberName: z.string().nullable(),
  toTeamId: rowId.nullable(),
  toTeamName: z.string().nullable(),
  reason: z.string(),
  byName: z.string().nullable(),
  at: isoTime,
});
export type HistoryRow = z.infer<typeof ownershipHistoryItem>;
export const ownershipHistoryPage = pageOf(ownershipHistoryItem);
export type OwnershipHistoryPage = z.infer<typeof ownershipHistoryPage>;
