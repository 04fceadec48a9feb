import { z } from "zod";
import { isoTime } from "../api.ts";
import { instantSchema, pageFields } from "../validation.ts";
import { idField } from "./fields.ts";

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
  "remnantRules",
  "board",
  "productionPlan",
  "rackTrip",
  "packingBox",
  "rackSettings",
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
  actorUserId: idField.optional(),
  entity: auditEntity.optional(),
  action: z.string().max(40).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
/** The filters of the audit log (the body without its page). */
export type AuditFilters = Omit<z.input<typeof auditListBody>, "pageNum" | "pageSize">;

/** One entry of `/api/audit/list`: who did what to which row, and when. */
export const auditItem = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoTime,
});
export type AuditEntry = z.infer<typeof auditItem>;
