import type {
  Craft,
  CraftBody,
  CraftListBody,
  CraftOption,
  CreatedCraft,
  CreatedDevice,
  CreatedWarehouse,
  Device,
  DeviceBody,
  DeviceLinked,
  DeviceListBody,
  Page,
  ProcessFlow,
  ProcessFlowSaveBody,
  ProjectType,
  Rack,
  RackAddBody,
  RackAdded,
  RackLabel,
  RackListBody,
  RacksDeleted,
  RackUpdateBody,
  UpdateCraftBody,
  UpdateDeviceBody,
  UpdateWarehouseBody,
  versioned,
  Warehouse,
  WarehouseBody,
  WarehouseListBody,
  WorkshopCategory,
  WorkshopListBody,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { workshopApi } from "../../../api/factory.ts";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-factory.md used by the factory master-data screens (3006, 3101-3105). */

type Versioned = z.infer<typeof versioned>;
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

const paged = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });

export const factoryApi = {
  crafts: (pageNum: number, pageSize: number, f: CraftFilters) =>
    request<Page<Craft>>("/craft/list", { ...paged(pageNum, pageSize), ...f }),
  craftOptions: () => request<CraftOption[]>("/craft/options", {}, { forbiddenRedirect: false }),
  createCraft: (body: CraftBody) => request<CreatedCraft>("/craft/create", body),
  updateCraft: (body: UpdateCraftBody) => request<Versioned>("/craft/update", body),
  deleteCraft: (craftId: string) => request<null>("/craft/delete", { craftId }),

  flow: (projectType: ProjectType) => request<ProcessFlow>("/processFlow/get", { projectType }),
  saveFlow: (body: ProcessFlowSaveBody) => request<Versioned>("/processFlow/save", body, { silent: true }),

  racks: (pageNum: number, pageSize: number, f: RackFilters) =>
    request<Page<Rack>>("/rack/list", { ...paged(pageNum, pageSize), ...f }),
  addRacks: (body: RackAddBody) => request<RackAdded>("/rack/add", body),
  updateRack: (body: RackUpdateBody) => request<Versioned>("/rack/update", body),
  deleteRacks: (rackIds: string[]) => request<RacksDeleted>("/rack/delete", { rackIds }),
  rackLabels: (rackIds: string[]) => request<RackLabel[]>("/rack/labels", { rackIds }),

  devices: (pageNum: number, pageSize: number, f: DeviceFilters) =>
    request<Page<Device>>("/device/list", { ...paged(pageNum, pageSize), ...f }),
  createDevice: (body: DeviceBody) => request<CreatedDevice>("/device/create", body),
  updateDevice: (body: UpdateDeviceBody) => request<Versioned>("/device/update", body),
  deleteDevice: (deviceId: string) => request<null>("/device/delete", { deviceId }),
  linkDevice: (deviceId: string) => request<DeviceLinked>("/device/link", { deviceId }),
  unlinkDevice: (deviceId: string) => request<null>("/device/unlink", { deviceId }),

  warehouses: (pageNum: number, pageSize: number, f: WarehouseFilters) =>
    request<Page<Warehouse>>("/warehouse/list", { ...paged(pageNum, pageSize), ...f }),
  createWarehouse: (body: WarehouseBody) => request<CreatedWarehouse>("/warehouse/create", body),
  updateWarehouse: (body: UpdateWarehouseBody) => request<Versioned>("/warehouse/update", body),
  deleteWarehouse: (warehouseId: string) => request<null>("/warehouse/delete", { warehouseId }),
};

export const workshopOptionsQuery = (category?: WorkshopCategory) =>
  queryOptions({
    queryKey: [...factoryKeys.workshopOptions, category ?? "all"],
    queryFn: () => workshopApi.options({ category }, { forbiddenRedirect: false }),
  });

export const craftOptionsQuery = () =>
  queryOptions({ queryKey: factoryKeys.craftOptions, queryFn: () => factoryApi.craftOptions() });
