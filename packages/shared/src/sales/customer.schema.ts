import { z } from "zod";
import { isoTime, pageOf, rowId } from "../api.ts";
import { instantSchema, pageFields, phoneSchema } from "../validation.ts";
import { count, id, keyword, ownerFields, SALES_LIMITS, text, version } from "./sales-fields.ts";

/** Customers, their contacts and follow-ups (docs/api-sales.md "Customers"). */

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
// Requests

export const customerKind = z.enum(["enterprise", "store", "personal"]);
export type CustomerKind = z.infer<typeof customerKind>;
export const customerLevel = z.enum(["vip", "important", "normal"]);
export type CustomerLevel = z.infer<typeof customerLevel>;
export const customerSource = z.enum(["visit", "referral", "exhibition", "online", "phone", "other"]);
export type CustomerSource = z.infer<typeof customerSource>;
export const gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Gender = z.infer<typeof gender>;
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

export const enterpriseCustomerBody = z.strictObject({ ...enterpriseFields, ...createExtras });
export const storeCustomerBody = z.strictObject({ ...storeFields, ...createExtras });
export const personalCustomerBody = z.strictObject({ ...personalFields, ...createExtras });
export const createCustomerBody = z.discriminatedUnion("kind", [
  enterpriseCustomerBody,
  storeCustomerBody,
  personalCustomerBody,
]);
export const updateCustomerBody = z.discriminatedUnion("kind", [
  z.strictObject({ ...enterpriseFields, ...updateExtras }),
  z.strictObject({ ...storeFields, ...updateExtras }),
  z.strictObject({ ...personalFields, ...updateExtras }),
]);
export type CreateCustomerBody = z.input<typeof createCustomerBody>;
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

export const customerSort = z.enum(["createdDesc", "createdAsc", "nameAsc"]);
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
  sort: customerSort.default("createdDesc"),
});
export type CustomerListBody = z.input<typeof customerListBody>;
export const customerIdBody = z.strictObject({ customerId: id });
export const customerPagedBody = z.strictObject({ ...pageFields, customerId: id });
export const customerOptionsBody = z.strictObject({ keyword, kind: customerKind.optional() });

export const addContactBody = z.strictObject({
  customerId: id,
  name: text(1, SALES_LIMITS.contactName),
  phone: phoneSchema,
  position: text(0, SALES_LIMITS.position).default(""),
});
export type AddContactBody = z.input<typeof addContactBody>;
export const contactIdBody = z.strictObject({ contactId: id });

export const followUpMethod = z.enum(["visit", "phone", "wechat", "other"]);
export type FollowUpMethod = z.infer<typeof followUpMethod>;
export const addFollowUpBody = z.strictObject({
  customerId: id,
  method: followUpMethod,
  content: text(1, SALES_LIMITS.followUp),
  /** When it happened (default now); not in the future. */
  followedAt: instantSchema.optional(),
  nextAt: instantSchema.optional().nullable(),
});
export type AddFollowUpBody = z.input<typeof addFollowUpBody>;

// ---------------------------------------------------------------------------------------------
// Responses

export const customerItem = z.object({
  customerId: rowId,
  kind: customerKind,
  name: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  brand: z.string().nullable(),
  gender: gender.nullable(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  regionNames: z.array(z.string()),
  address: z.string(),
  level: customerLevel.nullable(),
  source: customerSource.nullable(),
  remark: z.string(),
  ...ownerFields,
  orderCount: count,
  lastFollowUpAt: isoTime.nullable(),
  version: count,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type CustomerItem = z.infer<typeof customerItem>;
export const customerPage = pageOf(customerItem);
export type CustomerPage = z.infer<typeof customerPage>;

export const contactItem = z.object({
  contactId: rowId,
  name: z.string(),
  phone: z.string(),
  position: z.string(),
  createdAt: isoTime,
});
export type Contact = z.infer<typeof contactItem>;

export const customerDetail = customerItem.extend({
  contacts: z.array(contactItem),
  stats: z.object({
    orderCount: count,
    orderTotalFen: count,
    receivedFen: count,
    outstandingFen: count,
    openTaskCount: count,
    followUpCount: count,
  }),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

export const followUpItem = z.object({
  followUpId: rowId,
  method: followUpMethod,
  content: z.string(),
  followedAt: isoTime,
  nextAt: isoTime.nullable(),
  memberId: rowId.nullable(),
  memberName: z.string().nullable(),
  createdAt: isoTime,
});
export type FollowUp = z.infer<typeof followUpItem>;
export const followUpPage = pageOf(followUpItem);
export type FollowUpPage = z.infer<typeof followUpPage>;

export const customerOption = z.object({
  customerId: rowId,
  kind: customerKind,
  name: z.string(),
  phone: z.string(),
  ownerMemberId: rowId.nullable(),
  teamId: rowId.nullable(),
});
export type CustomerOption = z.infer<typeof customerOption>;
export const customerOptions = z.array(customerOption);
export type CustomerOptions = z.infer<typeof customerOptions>;

export const customerCreated = z.object({ customerId: rowId });
export type CustomerCreated = z.infer<typeof customerCreated>;
export const contactAdded = z.object({ contactId: rowId });
export type ContactAdded = z.infer<typeof contactAdded>;
export const followUpAdded = z.object({ followUpId: rowId });
export type FollowUpAdded = z.infer<typeof followUpAdded>;

/** `data.duplicates` of a 1001 refusing a phone or credit code that other customers use. */
export const customerDuplicate = z.object({
  field: z.enum(["phone", "creditCode"]),
  customerId: rowId,
  kind: customerKind,
  name: z.string(),
});
export type Duplicate = z.infer<typeof customerDuplicate>;
