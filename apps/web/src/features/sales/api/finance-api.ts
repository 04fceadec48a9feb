import type { CollectionStatus, OfflineListBody, OfflineMethod } from "@stoneworks/shared";
import type { Filters } from "./sales-keys.ts";

/**
 * Collections (offline, online), payment settings and finance staff (docs/api-sales.md "Finance";
 * api/sales.ts financeApi).
 */

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
