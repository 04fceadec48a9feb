import type {
  AddContactBody,
  AddFollowUpBody,
  Contact,
  ContactAdded,
  CreateCustomerBody,
  CustomerCreated,
  CustomerDetail,
  CustomerKind,
  CustomerLevel,
  CustomerListBody,
  CustomerOptions,
  CustomerPage,
  CustomerSource,
  FollowUpAdded,
  FollowUpMethod,
  FollowUpPage,
  OrderPage,
  TaskPage,
  UpdateCustomerBody,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import { type Filters, lookup, paged, type Versioned } from "./sales-keys.ts";

/** Customers, contacts and follow-ups (docs/api-sales.md "Customers"). */

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

export const customerApi = {
  customers: (kind: CustomerKind) => (pageNum: number, pageSize: number, f: CustomerFilters) =>
    request<CustomerPage>("/customer/list", { ...paged(pageNum, pageSize), kind, ...f }),
  /** Silent: a 1001 carrying duplicates is shown by the form itself. */
  createCustomer: (body: CreateCustomerBody) =>
    request<CustomerCreated>("/customer/create", body, { silent: true }),
  updateCustomer: (body: UpdateCustomerBody) =>
    request<Versioned>("/customer/update", body, { silent: true }),
  deleteCustomer: (customerId: string) => request<null>("/customer/delete", { customerId }),
  customer: (customerId: string) => request<CustomerDetail>("/customer/detail", { customerId }),
  addContact: (body: AddContactBody) => request<ContactAdded>("/customer/addContact", body),
  removeContact: (contactId: string) => request<null>("/customer/removeContact", { contactId }),
  followUps: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<FollowUpPage>("/customer/followUps", { ...paged(pageNum, pageSize), customerId }),
  addFollowUp: (body: AddFollowUpBody) => request<FollowUpAdded>("/customer/addFollowUp", body),
  customerOrders: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<OrderPage>("/customer/orders", { ...paged(pageNum, pageSize), customerId }),
  customerTasks: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<TaskPage>("/customer/tasks", { ...paged(pageNum, pageSize), customerId }),
  customerOptions: (keyword?: string, kind?: CustomerKind) =>
    request<CustomerOptions>("/customer/options", { keyword: keyword || undefined, kind }, lookup),
};

export type { Contact };
