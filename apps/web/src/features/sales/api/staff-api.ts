import type { StaffListBody } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "../../../api/sales.ts";
import { type Filters, lookup, salesKeys } from "./sales-keys.ts";

/** Sales staff with their figures, member selects and the home cards (api/sales.ts staffApi). */

export type StaffFilters = Filters<StaffListBody>;

export const staffOptionsQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...salesKeys.staffOptions, keyword ?? ""],
    queryFn: () => staffApi.options({ keyword: keyword || undefined }, lookup),
    staleTime: 30_000,
  });
