import type { OrderListBody, OrderStatus } from "@stoneworks/shared";
import type { Filters } from "./sales-keys.ts";

/** Orders, their lines, workflow and collections (docs/api-sales.md "Orders"; api/sales.ts orderApi). */

export const ORDER_STATUSES: readonly OrderStatus[] = [
  "draft",
  "confirmed",
  "inProduction",
  "delivered",
  "completed",
  "cancelled",
];

export type OrderFilters = Filters<OrderListBody>;
