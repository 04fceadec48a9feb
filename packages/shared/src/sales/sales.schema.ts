import { z } from "zod";
import { pageFields, phoneSchema } from "../validation.ts";

/**
 * Request bodies of the sales module (docs/api-sales.md); the server validates with them and the web
 * forms share them. Money is integer fen in every body and answer (`...Fen`); areas are integer mm²
 * (`areaMm2`); dates are `YYYY-MM-DD` (business days, Asia/Shanghai); times are ISO strings.
 */
export const salesSchemaVersion = z.literal(1);

const id = z.string({ error: "validation.required" }).uuid({ error: "validation.invalid" });
const version = z.number().int().min(1);
const keyword = z.string().trim().max(50).optional();
const day = z.iso.date({ error: "validation.invalid" });

function text(min: number, max: number) {
  const base = z.string({ error: "validation.required" }).trim();
  return (min > 0 ? base.min(1, { error: "validation.required" }) : base).max(max, {
    error: "validation.tooLong",
  });
}

/** Field limits of the sales screens (characters). */
export const SALES_LIMITS = {
  customerName: 50,
  contactName: 20,
  brand: 30,
  address: 100,
  remark: 200,
  followUp: 500,
  stoneName: 30,
  specification: 50,
  projectNo: 40,
  reason: 100,
  taskTitle: 50,
  taskContent: 500,
  note: 500,
  teamName: 30,
  payer: 50,
  position: 20,
} as const;

// ---------------------------------------------------------------------------------------------
// Unified social credit code (GB 32100-2015): 18 characters, the last a check character.

export const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters of a credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_WEIGHTS[i]!;
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** 18 characters of the allowed set with a correct check character (upper case). */
export function isCreditCode(value: string): boolean {
  return CREDIT_CODE_RE.test(value) && creditCodeCheckChar(value.slice(0, 17)) === value[17];
}

const creditCode = z
  .string({ error: "sales.creditCodeRequired" })
  .trim()
  .toUpperCase()
  .min(1, { error: "sales.creditCodeRequired" })
  .refine(isCreditCode, { error: "sales.creditCodeInvalid" });

// ---------------------------------------------------------------------------------------------
// Units: m² (as typed in forms) → mm² exactly; fen helpers are yuanToFen / fenToYuan (factory.schema).

/** m² with at most 6 decimals. */
export const M2_RE = /^\d{1,7}(\.\d{1,6})?$/;
/** "12.345" m² → 12345000 mm², exactly (no float). */
export function m2ToMm2(value: string): number {
  const [int, frac = ""] = value.trim().split(".");
  return Number(int) * 1_000_000 + Number(frac.padEnd(6, "0"));
}

/** Largest money amount of one line, collection or order (fen): 100 million yuan. */
export const MAX_FEN = 10_000_000_000;

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
// Customers

export const customerKind = z.enum(["enterprise", "store", "personal"]);
export type CustomerKind = z.infer<typeof customerKind>;
export const customerLevel = z.enum(["vip", "important", "normal"]);
export const customerSource = z.enum(["visit", "referral", "exhibition", "online", "phone", "other"]);
export const gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const regionCode = z.string({ error: "validation.regionRequired" }).regex(/^\d{2,12}$/, {
  error: "validation.regionRequired",
});
const region = { province: regionCode, city: regionCode, area: regionCode };

const customerCommon = {
  phone: phoneSchema,
  ...region,
  address: text(1, SALES_LIMITS.address),
  remark: text(0, SALES_LIMITS.remark).default(""),
};
const enterpriseFields = {
  kind: z.literal("enterprise"),
  name: text(1, SALES_LIMITS.customerName),
  creditCode,
  contactName: text(1, SALES_LIMITS.contactName),
  level: customerLevel,
  source: customerSource,
  ...customerCommon,
};
const storeFields = {
  kind: z.literal("store"),
  name: text(1, SALES_LIMITS.customerName),
  brand: text(1, SALES_LIMITS.brand),
  contactName: text(1, SALES_LIMITS.contactName),
  ...customerCommon,
};
const personalFields = {
  kind: z.literal("personal"),
  name: text(1, SALES_LIMITS.contactName),
  gender,
  ...customerCommon,
};
/** On create only: owner (default the caller), team (default the owner's team), duplicate confirmation. */
const createExtras = {
  ownerMemberId: id.optional(),
  teamId: id.optional().nullable(),
  confirmDuplicate: z.boolean().default(false),
};
const updateExtras = { customerId: id, version, confirmDuplicate: z.boolean().default(false) };

export const createCustomerBody = z.discriminatedUnion("kind", [
  z.strictObject({ ...enterpriseFields, ...createExtras }),
  z.strictObject({ ...storeFields, ...createExtras }),
  z.strictObject({ ...personalFields, ...createExtras }),
]);
export const updateCustomerBody = z.discriminatedUnion("kind", [
  z.strictObject({ ...enterpriseFields, ...updateExtras }),
  z.strictObject({ ...storeFields, ...updateExtras }),
  z.strictObject({ ...personalFields, ...updateExtras }),
]);
export type CreateCustomerBody = z.input<typeof createCustomerBody>;
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

export const customerListBody = z.strictObject({
  ...pageFields,
  kind: customerKind,
  keyword,
  ownerMemberId: id.optional(),
  teamId: id.optional(),
  level: customerLevel.optional(),
  source: customerSource.optional(),
  province: regionCode.optional(),
  city: regionCode.optional(),
  sort: z.enum(["createdDesc", "createdAsc", "nameAsc"]).default("createdDesc"),
});
export const customerIdBody = z.strictObject({ customerId: id });
export const customerPagedBody = z.strictObject({ ...pageFields, customerId: id });
export const customerOptionsBody = z.strictObject({ keyword, kind: customerKind.optional() });

export const addContactBody = z.strictObject({
  customerId: id,
  name: text(1, SALES_LIMITS.contactName),
  phone: phoneSchema,
  position: text(0, SALES_LIMITS.position).default(""),
});
export const contactIdBody = z.strictObject({ contactId: id });

export const followUpMethod = z.enum(["visit", "phone", "wechat", "other"]);
export const addFollowUpBody = z.strictObject({
  customerId: id,
  method: followUpMethod,
  content: text(1, SALES_LIMITS.followUp),
  /** When it happened (default now); not in the future. */
  followedAt: z.iso.datetime({ offset: true, error: "validation.invalid" }).optional(),
  nextAt: z.iso.datetime({ offset: true, error: "validation.invalid" }).optional().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Orders

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

const fen = (min: number) =>
  z
    .number({ error: "validation.required" })
    .int({ error: "sales.amountInvalid" })
    .min(min, { error: "sales.amountInvalid" })
    .max(MAX_FEN, { error: "sales.amountInvalid" });

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
export const createOrderBody = z.strictObject({ ...orderFields, ownerMemberId: id.optional() });
export const updateOrderBody = z.strictObject({ orderId: id, version, ...orderFields });
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
export const orderIdBody = z.strictObject({ orderId: id });
export const orderPagedBody = z.strictObject({ ...pageFields, orderId: id });
export const orderTransitionBody = z
  .strictObject({
    orderId: id,
    version,
    action: orderAction,
    reason: text(0, SALES_LIMITS.reason).optional(),
  })
  .refine((v) => v.action !== "cancel" || !!v.reason, { path: ["reason"], error: "sales.reasonRequired" });
export const orderOptionsBody = z.strictObject({ keyword, customerId: id.optional() });

// ---------------------------------------------------------------------------------------------
// Tasks

export const taskStatus = z.enum(["todo", "inProgress", "done"]);
export type TaskStatus = z.infer<typeof taskStatus>;
export const taskAction = z.enum(["start", "finish", "reopen"]);
export type TaskAction = z.infer<typeof taskAction>;
export const TASK_TRANSITIONS: Record<TaskAction, [TaskStatus[], TaskStatus]> = {
  start: [["todo"], "inProgress"],
  finish: [["inProgress"], "done"],
  reopen: [["done"], "inProgress"],
};
export const taskPriority = z.enum(["low", "normal", "high", "urgent"]);
const taskFields = {
  title: text(1, SALES_LIMITS.taskTitle),
  content: text(0, SALES_LIMITS.taskContent).default(""),
  customerId: id.optional().nullable(),
  orderId: id.optional().nullable(),
  dueAt: z.iso.datetime({ offset: true, error: "validation.invalid" }),
  priority: taskPriority.default("normal"),
};
export const createTaskBody = z.strictObject({ ...taskFields, assigneeMemberId: id });
export const updateTaskBody = z.strictObject({ taskId: id, version, ...taskFields });
export const taskListBody = z.strictObject({
  ...pageFields,
  scope: z.enum(["mine", "assignedByMe", "all"]).default("mine"),
  status: taskStatus.optional(),
  priority: taskPriority.optional(),
  overdue: z.boolean().optional(),
  keyword,
  customerId: id.optional(),
  orderId: id.optional(),
  assigneeMemberId: id.optional(),
});
export const taskIdBody = z.strictObject({ taskId: id });
export const taskPagedBody = z.strictObject({ ...pageFields, taskId: id });
export const taskTransitionBody = z.strictObject({ taskId: id, version, action: taskAction });
export const addTaskNoteBody = z.strictObject({ taskId: id, content: text(1, SALES_LIMITS.note) });
/** A task due within this many hours (and not yet overdue) counts as "due soon" on the home card. */
export const TASK_DUE_SOON_HOURS = 72;

// ---------------------------------------------------------------------------------------------
// Business ownership

export const belongEntity = z.enum(["customer", "order", "task"]);
export type BelongEntity = z.infer<typeof belongEntity>;
export const belongListBody = z.strictObject({
  ...pageFields,
  keyword,
  ownerMemberId: id.optional(),
  teamId: id.optional(),
  /** Customers only. */
  kind: customerKind.optional(),
});
export const transferBody = z
  .strictObject({
    ids: z.array(id).min(1, { error: "sales.selectionRequired" }).max(200, { error: "validation.tooLong" }),
    toMemberId: id.optional(),
    toTeamId: id.optional().nullable(),
    reason: text(0, SALES_LIMITS.reason).default(""),
  })
  .refine((v) => !!v.toMemberId || !!v.toTeamId, {
    path: ["toMemberId"],
    error: "sales.transferTargetRequired",
  });
export const belongHistoryBody = z.strictObject({ ...pageFields, entity: belongEntity, entityId: id });

// ---------------------------------------------------------------------------------------------
// Teams and staff

const teamFields = {
  name: text(1, SALES_LIMITS.teamName),
  leaderMemberId: id.optional().nullable(),
  memberIds: z.array(id).max(200, { error: "validation.tooLong" }).default([]),
  remark: text(0, SALES_LIMITS.remark).default(""),
};
export const createTeamBody = z.strictObject(teamFields);
export const updateTeamBody = z.strictObject({ teamId: id, version, ...teamFields });
export const teamListBody = z.strictObject({ ...pageFields, keyword });
export const teamIdBody = z.strictObject({ teamId: id });
export const teamPagedBody = z.strictObject({ ...pageFields, teamId: id });

const period = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
};
export const staffListBody = z.strictObject({ ...pageFields, keyword, teamId: id.optional(), ...period });
export const staffOptionsBody = z.strictObject({ keyword, teamId: id.optional() });

// ---------------------------------------------------------------------------------------------
// Finance

export const collectionStatus = z.enum(["pending", "confirmed", "rejected"]);
export const offlineMethod = z.enum(["cash", "bankTransfer", "wechat", "alipay", "cheque", "other"]);
export const onlineMethod = z.enum(["wechat", "alipay", "unionpay", "other"]);
export const createOfflineCollectionBody = z.strictObject({
  orderId: id,
  amountFen: fen(1),
  method: offlineMethod,
  payer: text(1, SALES_LIMITS.payer),
  paidOn: day,
  voucherFileId: id.optional().nullable(),
  remark: text(0, SALES_LIMITS.remark).default(""),
});
export const offlineListBody = z.strictObject({
  ...pageFields,
  keyword,
  status: collectionStatus.optional(),
  orderId: id.optional(),
  ...period,
});
export const onlineListBody = z.strictObject({ ...pageFields, keyword, orderId: id.optional(), ...period });
export const collectionIdBody = z.strictObject({ collectionId: id });
export const confirmCollectionBody = z.strictObject({ collectionId: id, version });
export const rejectCollectionBody = z.strictObject({
  collectionId: id,
  version,
  reason: text(1, SALES_LIMITS.reason),
});
export const financeStaffListBody = z.strictObject({ ...pageFields, keyword });
export const financeStaffAddBody = z.strictObject({
  memberIds: z.array(id).min(1, { error: "sales.selectionRequired" }).max(100),
});
export const financeStaffRemoveBody = z.strictObject({ memberId: id });

/**
 * The body of POST /api/payment/notify (signed; see docs/api-sales.md "Online collections").
 * `tradeNo` is the payment provider's transaction number: the same tradeNo twice is counted once.
 */
export const paymentNotifyBody = z.strictObject({
  tradeNo: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
  orderNo: z.string().trim().min(1).max(40),
  amountFen: fen(1),
  method: onlineMethod,
  payer: text(0, SALES_LIMITS.payer).default(""),
  paidAt: z.iso.datetime({ offset: true }),
});
/** Notifications whose timestamp is further than this from the server clock are refused. */
export const PAYMENT_NOTIFY_WINDOW_SECONDS = 300;
