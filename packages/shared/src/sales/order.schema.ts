import { z } from "zod";
import { isoDate, isoTime, pageOf, rowId } from "../api.ts";
import { pageFields } from "../validation.ts";
import { customerKind } from "./customer.schema.ts";
import { count, day, fen, id, keyword, ownerFields, SALES_LIMITS, text, version } from "./sales-fields.ts";

/** Orders, their lines and their workflow (docs/api-sales.md "Orders"). */

// ---------------------------------------------------------------------------------------------
// Units: m² (as typed in forms) → mm² exactly; fen helpers are yuanToFen / fenToYuan (factory.schema).

/** m² with at most 6 decimals. */
export const M2_RE = /^\d{1,7}(\.\d{1,6})?$/;
/** "12.345" m² → 12345000 mm², exactly (no float). */
export function m2ToMm2(value: string): number {
  const [int, frac = ""] = value.trim().split(".");
  return Number(int) * 1_000_000 + Number(frac.padEnd(6, "0"));
}

/**
 * A line's amount in fen. `piece`: quantity × unit price. `m2`: area (mm²) × unit price per m² ÷ 10⁶,
 * rounded half up to the fen. Exact integer arithmetic (BigInt); the server stores what this returns.
 */
export function lineAmountFen(line: {
  priceUnit: "m2" | "piece";
  quantity: number;
  areaMm2: number;
  unitPriceFen: number;
}): number {
  if (line.priceUnit === "piece") return Number(BigInt(line.quantity) * BigInt(line.unitPriceFen));
  const raw = BigInt(line.areaMm2) * BigInt(line.unitPriceFen);
  return Number((raw + 500_000n) / 1_000_000n);
}

// ---------------------------------------------------------------------------------------------
// Workflow

export const orderStatus = z.enum([
  "draft",
  "confirmed",
  "inProduction",
  "delivered",
  "completed",
  "cancelled",
]);
export type OrderStatus = z.infer<typeof orderStatus>;
export const orderAction = z.enum(["confirm", "startProduction", "deliver", "complete", "cancel"]);
export type OrderAction = z.infer<typeof orderAction>;
/** Allowed transitions: action → [from states, to state]. */
export const ORDER_TRANSITIONS: Record<OrderAction, [OrderStatus[], OrderStatus]> = {
  confirm: [["draft"], "confirmed"],
  startProduction: [["confirmed"], "inProduction"],
  deliver: [["inProduction"], "delivered"],
  complete: [["delivered"], "completed"],
  cancel: [["draft", "confirmed"], "cancelled"],
};
export const priceUnit = z.enum(["m2", "piece"]);
export type PriceUnit = z.infer<typeof priceUnit>;

// ---------------------------------------------------------------------------------------------
// Requests

export const orderLine = z.strictObject({
  stoneName: text(1, SALES_LIMITS.stoneName),
  specification: text(0, SALES_LIMITS.specification).default(""),
  quantity: z
    .number({ error: "validation.required" })
    .int({ error: "sales.quantityInvalid" })
    .min(1, { error: "sales.quantityInvalid" })
    .max(1_000_000, { error: "sales.quantityInvalid" }),
  /** Total area of the line in mm² (0 allowed for priceUnit "piece"). */
  areaMm2: z
    .number({ error: "validation.required" })
    .int({ error: "sales.areaInvalid" })
    .min(0, { error: "sales.areaInvalid" })
    .max(100_000_000_000, { error: "sales.areaInvalid" }),
  priceUnit,
  unitPriceFen: fen(0),
});
export type OrderLineInput = z.input<typeof orderLine>;

const orderFields = {
  customerId: id,
  orderDate: day,
  deliveryDate: day.optional().nullable(),
  projectNo: text(0, SALES_LIMITS.projectNo).default(""),
  remark: text(0, SALES_LIMITS.remark).default(""),
  lines: z
    .array(orderLine)
    .min(1, { error: "sales.linesRequired" })
    .max(100, { error: "validation.tooLong" })
    .refine((ls) => ls.every((l) => l.priceUnit === "piece" || l.areaMm2 > 0), {
      error: "sales.areaRequiredForM2",
    }),
};
/** The delivery date, when given, is not before the order date. */
const deliversAfterOrder = (v: { orderDate: string; deliveryDate?: string | null }) =>
  !v.deliveryDate || v.deliveryDate >= v.orderDate;
const deliveryIssue = { path: ["deliveryDate"], error: "sales.deliveryBeforeOrder" };
/** The two dates of an order, checked together (the order form checks its date pickers by it). */
export const orderDates = z
  .object({ orderDate: orderFields.orderDate, deliveryDate: orderFields.deliveryDate })
  .refine(deliversAfterOrder, deliveryIssue);
export const createOrderBody = z
  .strictObject({ ...orderFields, ownerMemberId: id.optional() })
  .refine(deliversAfterOrder, deliveryIssue);
export const updateOrderBody = z
  .strictObject({ orderId: id, version, ...orderFields })
  .refine(deliversAfterOrder, deliveryIssue);
export type CreateOrderBody = z.input<typeof createOrderBody>;
export type UpdateOrderBody = z.input<typeof updateOrderBody>;
export const orderListBody = z.strictObject({
  ...pageFields,
  keyword,
  status: orderStatus.optional(),
  customerId: id.optional(),
  ownerMemberId: id.optional(),
  teamId: id.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
});
export type OrderListBody = z.input<typeof orderListBody>;
export const orderIdBody = z.strictObject({ orderId: id });
export const orderPagedBody = z.strictObject({ ...pageFields, orderId: id });
/** The reason a cancel needs (the cancel form's field; the transition body below requires it for cancel). */
export const cancelReason = text(1, SALES_LIMITS.reason);
export const orderTransitionBody = z
  .strictObject({
    orderId: id,
    version,
    action: orderAction,
    reason: text(0, SALES_LIMITS.reason).optional(),
  })
  .refine((v) => v.action !== "cancel" || !!v.reason, { path: ["reason"], error: "sales.reasonRequired" });
export type OrderTransitionBody = z.input<typeof orderTransitionBody>;
export const orderOptionsBody = z.strictObject({ keyword, customerId: id.optional() });

// ---------------------------------------------------------------------------------------------
// Responses

export const orderItem = z.object({
  orderId: rowId,
  orderNo: z.string(),
  customerId: rowId,
  customerName: z.string(),
  customerKind,
  status: orderStatus,
  orderDate: isoDate,
  deliveryDate: isoDate.nullable(),
  projectNo: z.string(),
  ...ownerFields,
  totalFen: count,
  receivedFen: count,
  pendingFen: count,
  outstandingFen: count,
  lineCount: count,
  cancelReason: z.string().nullable(),
  remark: z.string(),
  version: count,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OrderItem = z.infer<typeof orderItem>;
export const orderPage = pageOf(orderItem);
export type OrderPage = z.infer<typeof orderPage>;

export const orderLineItem = z.object({
  lineId: rowId,
  seq: count,
  stoneName: z.string(),
  specification: z.string(),
  quantity: count,
  areaMm2: count,
  priceUnit,
  unitPriceFen: count,
  amountFen: count,
});
export type OrderLine = z.infer<typeof orderLineItem>;

export const orderDetail = orderItem.extend({
  lines: z.array(orderLineItem),
  allowedActions: z.array(orderAction),
  /** The project of the order's project number, when one exists (its layout review). */
  project: z.object({ projectId: rowId, name: z.string(), reviewStatus: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderOption = orderItem.pick({
  orderId: true,
  orderNo: true,
  customerId: true,
  customerName: true,
  status: true,
  totalFen: true,
  outstandingFen: true,
});
export type OrderOption = z.infer<typeof orderOption>;
export const orderOptions = z.array(orderOption);
export type OrderOptions = z.infer<typeof orderOptions>;

export const orderCreated = z.object({ orderId: rowId, orderNo: z.string() });
export type OrderCreated = z.infer<typeof orderCreated>;
export const orderTransitioned = z.object({ version: count, status: orderStatus });
export type OrderTransitioned = z.infer<typeof orderTransitioned>;
