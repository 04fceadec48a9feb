import type {
  CollectionPage,
  CreateOrderBody,
  OrderCreated,
  OrderDetail,
  OrderListBody,
  OrderOptions,
  OrderPage,
  OrderStatus,
  OrderTransitionBody,
  OrderTransitioned,
  UpdateOrderBody,
} from "@stoneworks/shared";
import { type RequestOptions, request } from "../../../lib/api-client.ts";
import { type Filters, lookup, paged, type Versioned } from "./sales-keys.ts";

/** Orders, their lines, workflow and collections (docs/api-sales.md "Orders"). */

export const ORDER_STATUSES: readonly OrderStatus[] = [
  "draft",
  "confirmed",
  "inProduction",
  "delivered",
  "completed",
  "cancelled",
];

export type OrderFilters = Filters<OrderListBody>;

export const orderApi = {
  orders: (pageNum: number, pageSize: number, f: OrderFilters) =>
    request<OrderPage>("/order/list", { ...paged(pageNum, pageSize), ...f }),
  createOrder: (body: CreateOrderBody) => request<OrderCreated>("/order/create", body),
  updateOrder: (body: UpdateOrderBody) => request<Versioned>("/order/update", body),
  deleteOrder: (orderId: string) => request<null>("/order/delete", { orderId }),
  order: (orderId: string, options?: RequestOptions) =>
    request<OrderDetail>("/order/detail", { orderId }, options),
  transitionOrder: (body: OrderTransitionBody) => request<OrderTransitioned>("/order/transition", body),
  orderCollections: (orderId: string) => (pageNum: number, pageSize: number) =>
    request<CollectionPage>("/order/collections", { ...paged(pageNum, pageSize), orderId }),
  orderOptions: (keyword?: string, customerId?: string) =>
    request<OrderOptions>("/order/options", { keyword: keyword || undefined, customerId }, lookup),
};
