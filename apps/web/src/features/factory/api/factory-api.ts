import type {
  CraftListBody,
  DeviceListBody,
  RackListBody,
  WarehouseListBody,
  WorkshopCategory,
  WorkshopListBody,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { craftApi, workshopApi } from "../../../api/factory.ts";

/** Endpoints of docs/api-factory.md used by the factory master-data screens (3006, 3101-3105). */

/** A list's filters: its body without the page. */
type Filters<B> = Omit<B, "pageNum" | "pageSize">;
export type WorkshopFilters = Filters<WorkshopListBody>;
export type CraftFilters = Filters<CraftListBody>;
export type RackFilters = Filters<RackListBody>;
export type DeviceFilters = Filters<DeviceListBody>;
export type WarehouseFilters = Filters<WarehouseListBody>;

export const factoryKeys = {
  workshops: ["factory", "workshops"] as const,
  workshopOptions: ["factory", "workshopOptions"] as const,
  crafts: ["factory", "crafts"] as const,
  craftOptions: ["factory", "craftOptions"] as const,
  flow: ["factory", "processFlow"] as const,
  racks: ["factory", "racks"] as const,
  rackLabels: ["factory", "rackLabels"] as const,
  devices: ["factory", "devices"] as const,
  warehouses: ["factory", "warehouses"] as const,
};

export const workshopOptionsQuery = (category?: WorkshopCategory) =>
  queryOptions({
    queryKey: [...factoryKeys.workshopOptions, category ?? "all"],
    queryFn: () => workshopApi.options({ category }, { forbiddenRedirect: false }),
  });

export const craftOptionsQuery = () =>
  queryOptions({
    queryKey: factoryKeys.craftOptions,
    queryFn: () => craftApi.options({}, { forbiddenRedirect: false }),
  });
