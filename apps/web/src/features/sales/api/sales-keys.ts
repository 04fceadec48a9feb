import type { BelongEntity } from "@stoneworks/shared";
import type { RequestOptions } from "../../../lib/api-client.ts";

/** Query keys of the sales screens; a mutation invalidates the key of the list it changes. */
export const salesKeys = {
  all: ["sales"] as const,
  customers: ["sales", "customers"] as const,
  customer: (id: string) => ["sales", "customer", id] as const,
  followUps: (id: string) => ["sales", "followUps", id] as const,
  customerOrders: (id: string) => ["sales", "customerOrders", id] as const,
  customerTasks: (id: string) => ["sales", "customerTasks", id] as const,
  customerOptions: ["sales", "customerOptions"] as const,
  orders: ["sales", "orders"] as const,
  order: (id: string) => ["sales", "order", id] as const,
  orderCollections: (id: string) => ["sales", "orderCollections", id] as const,
  orderOptions: ["sales", "orderOptions"] as const,
  tasks: ["sales", "tasks"] as const,
  task: (id: string) => ["sales", "task", id] as const,
  taskNotes: (id: string) => ["sales", "taskNotes", id] as const,
  belong: (entity: BelongEntity) => ["sales", "belong", entity] as const,
  history: (entity: BelongEntity, id: string) => ["sales", "history", entity, id] as const,
  teams: ["sales", "teams"] as const,
  team: (id: string) => ["sales", "team", id] as const,
  teamCustomers: (id: string) => ["sales", "teamCustomers", id] as const,
  teamOrders: (id: string) => ["sales", "teamOrders", id] as const,
  teamOptions: ["sales", "teamOptions"] as const,
  staff: ["sales", "staff"] as const,
  staffOptions: ["sales", "staffOptions"] as const,
  offline: ["sales", "offline"] as const,
  online: ["sales", "online"] as const,
  paymentSettings: ["sales", "paymentSettings"] as const,
  financeStaff: ["sales", "financeStaff"] as const,
  home: ["sales", "home"] as const,
};

/** Look-ups for selects: a missing menu just leaves the select empty (no /401). */
export const lookup: RequestOptions = { forbiddenRedirect: false };
/** What a list's filter bar sets: the list body without paging. */
export type Filters<B> = Omit<B, "pageNum" | "pageSize">;
