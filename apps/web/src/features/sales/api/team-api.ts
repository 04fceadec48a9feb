import { queryOptions } from "@tanstack/react-query";
import { teamApi } from "../../../api/sales.ts";
import { lookup, salesKeys } from "./sales-keys.ts";

/** Sales teams and their members (docs/api-sales.md "Teams"; api/sales.ts teamApi). */

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: salesKeys.teamOptions,
    queryFn: () => teamApi.options({}, lookup),
    staleTime: 30_000,
  });
