import type {
  CreateTeamBody,
  CustomerPage,
  OrderPage,
  TeamCreated,
  TeamDetail,
  TeamListBody,
  TeamOptions,
  TeamPage,
  UpdateTeamBody,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";
import { type Filters, lookup, paged, salesKeys, type Versioned } from "./sales-keys.ts";

/** Sales teams and their members (docs/api-sales.md "Teams"). */

export const teamApi = {
  teams: (pageNum: number, pageSize: number, f: Filters<TeamListBody>) =>
    request<TeamPage>("/team/list", { ...paged(pageNum, pageSize), ...f }),
  createTeam: (body: CreateTeamBody) => request<TeamCreated>("/team/create", body),
  updateTeam: (body: UpdateTeamBody) => request<Versioned>("/team/update", body),
  deleteTeam: (teamId: string) => request<null>("/team/delete", { teamId }),
  team: (teamId: string) => request<TeamDetail>("/team/detail", { teamId }),
  teamCustomers: (teamId: string) => (pageNum: number, pageSize: number) =>
    request<CustomerPage>("/team/customers", { ...paged(pageNum, pageSize), teamId }),
  teamOrders: (teamId: string) => (pageNum: number, pageSize: number) =>
    request<OrderPage>("/team/orders", { ...paged(pageNum, pageSize), teamId }),
  teamOptions: () => request<TeamOptions>("/team/options", {}, lookup),
};

export const teamOptionsQuery = () =>
  queryOptions({ queryKey: salesKeys.teamOptions, queryFn: () => teamApi.teamOptions(), staleTime: 30_000 });
