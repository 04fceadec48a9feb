import type { BelongListBody } from "@stoneworks/shared";
import type { Filters } from "./sales-keys.ts";

/** Business ownership: owners of customers, orders and tasks, transfers, history (api/sales.ts belongApi). */

export type BelongFilters = Filters<BelongListBody>;
