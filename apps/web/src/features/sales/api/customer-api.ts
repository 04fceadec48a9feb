import type {
  Contact,
  CustomerLevel,
  CustomerListBody,
  CustomerSource,
  FollowUpMethod,
} from "@stoneworks/shared";
import type { Filters } from "./sales-keys.ts";

/** Customers, contacts and follow-ups (docs/api-sales.md "Customers"; api/sales.ts customerApi). */

export const CUSTOMER_LEVELS: readonly CustomerLevel[] = ["vip", "important", "normal"];
export const CUSTOMER_SOURCES: readonly CustomerSource[] = [
  "visit",
  "referral",
  "exhibition",
  "online",
  "phone",
  "other",
];
export const FOLLOW_UP_METHODS: readonly FollowUpMethod[] = ["visit", "phone", "wechat", "other"];

export type CustomerFilters = Omit<Filters<CustomerListBody>, "kind">;

export type { Contact };
