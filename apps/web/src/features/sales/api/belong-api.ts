import type {
  BelongCustomerPage,
  BelongEntity,
  BelongListBody,
  BelongOrderPage,
  BelongTaskPage,
  OwnershipHistoryPage,
  TransferBody,
  Transferred,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import { type Filters, paged } from "./sales-keys.ts";

/** Business ownership: owners of customers, orders and tasks, transfers, history. */

export type BelongFilters = Filters<BelongListBody>;

export const belongApi = {
  belongCustomers: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<BelongCustomerPage>("/belong/customerList", { ...paged(pageNum, pageSize), ...f }),
  belongOrders: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<BelongOrderPage>("/belong/orderList", { ...paged(pageNum, pageSize), ...f }),
  belongTasks: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<BelongTaskPage>("/belong/taskList", { ...paged(pageNum, pageSize), ...f }),
  transfer: (entity: BelongEntity, body: TransferBody) =>
    request<Transferred>(`/belong/${entity}Transfer`, body),
  history: (entity: BelongEntity, entityId: string) => (pageNum: number, pageSize: number) =>
    request<OwnershipHistoryPage>("/belong/history", { ...paged(pageNum, pageSize), entity, entityId }),
};
