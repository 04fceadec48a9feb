import type {
  CollectionCreated,
  CollectionPage,
  CollectionReviewed,
  CollectionStatus,
  FinanceStaffAdded,
  FinanceStaffPage,
  OfflineBody,
  OfflineListBody,
  OfflineMethod,
  OfflinePage,
  OnlineListBody,
  PaymentSettings,
  RejectCollectionBody,
  RotatedSecret,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";
import { type Filters, paged } from "./sales-keys.ts";

/** Collections (offline, online), payment settings and finance staff (docs/api-sales.md "Finance"). */

export const COLLECTION_STATUSES: readonly CollectionStatus[] = ["pending", "confirmed", "rejected"];
export const OFFLINE_METHODS: readonly OfflineMethod[] = [
  "cash",
  "bankTransfer",
  "wechat",
  "alipay",
  "cheque",
  "other",
];

export type CollectionFilters = Filters<OfflineListBody>;

export const financeApi = {
  offline: (pageNum: number, pageSize: number, f: CollectionFilters) =>
    request<OfflinePage>("/finance/offlineList", { ...paged(pageNum, pageSize), ...f }),
  createOffline: (body: OfflineBody) => request<CollectionCreated>("/finance/offlineCreate", body),
  confirmOffline: (collectionId: string, version: number) =>
    request<CollectionReviewed>("/finance/offlineConfirm", { collectionId, version }),
  rejectOffline: (body: RejectCollectionBody) => request<CollectionReviewed>("/finance/offlineReject", body),
  deleteOffline: (collectionId: string) => request<null>("/finance/offlineDelete", { collectionId }),
  online: (pageNum: number, pageSize: number, f: Filters<OnlineListBody>) =>
    request<CollectionPage>("/finance/onlineList", { ...paged(pageNum, pageSize), ...f }),
  paymentSettings: () => request<PaymentSettings>("/finance/paymentSettings", {}),
  rotateSecret: () => request<RotatedSecret>("/finance/rotateSecret", {}),
  financeStaff: (pageNum: number, pageSize: number, f: { keyword?: string }) =>
    request<FinanceStaffPage>("/finance/staffList", { ...paged(pageNum, pageSize), ...f }),
  addFinanceStaff: (memberIds: string[]) => request<FinanceStaffAdded>("/finance/staffAdd", { memberIds }),
  removeFinanceStaff: (memberId: string) => request<null>("/finance/staffRemove", { memberId }),
};
