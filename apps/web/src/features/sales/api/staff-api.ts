import type { HomeCards, StaffListBody, StaffOptions, StaffPage } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";
import { type Filters, lookup, paged, salesKeys } from "./sales-keys.ts";

/** Sales staff with their figures, member selects and the home cards. */

export type StaffFilters = Filters<StaffListBody>;

export const staffApi = {
  staff: (pageNum: number, pageSize: number, f: StaffFilters) =>
    request<StaffPage>("/staff/list", { ...paged(pageNum, pageSize), ...f }),
  staffOptions: (keyword?: string, teamId?: string) =>
    request<StaffOptions>("/staff/options", { keyword: keyword || undefined, teamId }, lookup),
  home: () => request<HomeCards>("/salesHome/cards", {}, { ...lookup, silent: true }),
};

export const staffOptionsQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...salesKeys.staffOptions, keyword ?? ""],
    queryFn: () => staffApi.staffOptions(keyword),
    staleTime: 30_000,
  });
