import type { Page } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-factory.md used by the factory master-data screens (3006, 3101-3105). */

export type WorkshopCategory = "cutting" | "secondProcessing" | "packing";
export const WORKSHOP_CATEGORIES: readonly WorkshopCategory[] = ["cutting", "secondProcessing", "packing"];

export interface Workshop {
  workshopId: string;
  category: WorkshopCategory;
  name: string;
  code: string;
  isDefault: boolean;
  version: number;
  createdAt: string;
}
export type WorkshopOption = Pick<Workshop, "workshopId" | "category" | "name" | "code">;
export interface WorkshopBody {
  category: WorkshopCategory;
  name: string;
  code: string;
}

export interface Craft {
  craftId: string;
  priority: number;
  name: string;
  process: string;
  classNo: string;
  workshopId: string;
  workshopName: string;
  unitPrice: string;
  unitPriceFen: number;
  note: string;
  version: number;
}
export interface CraftBody {
  priority: number;
  name: string;
  process: string;
  classNo: string;
  workshopId: string;
  unitPrice: string;
  note: string;
}
export interface CraftOption {
  craftId: string;
  name: string;
  unitPrice: string;
  unitPriceFen: number;
}
export type CraftSort = "priorityAsc" | "priorityDesc";

export type ProjectType = "engineering" | "fineWork";
export interface FlowStep {
  craftId: string;
  name: string;
  unitPrice: string;
  unitPriceFen: number;
}
export interface ProcessFlow {
  projectType: ProjectType;
  version: number;
  steps: FlowStep[];
}

export type RackStatus = "idle" | "occupied";
export type RackSort = "codeAsc" | "codeDesc" | "createdAsc" | "createdDesc";
export interface Rack {
  rackId: string;
  number: string;
  code: string;
  status: RackStatus;
  safetyValue: string;
  maxValue: string;
  classNo: string | null;
  location: string | null;
  version: number;
  createdAt: string;
}
export interface RackFilters {
  keyword?: string;
  status?: RackStatus;
  sort?: RackSort;
}
export interface RackValues {
  safetyValue?: string;
  maxValue?: string;
  classNo?: string;
  location?: string;
}
export type RackAddBody = RackValues & ({ number: string } | { quantity: number });
export interface RackLabel {
  rackId: string;
  number: string;
  code: string;
  classNo: string | null;
  location: string | null;
}

export type Series = "S600" | "C500" | "smart400";
export const SERIES_DEFAULTS: Record<Series, { maxLength: number; maxWidth: number; maxThickness: number }> =
  {
    S600: { maxLength: 3600, maxWidth: 2000, maxThickness: 50 },
    C500: { maxLength: 3200, maxWidth: 1800, maxThickness: 40 },
    smart400: { maxLength: 2800, maxWidth: 1600, maxThickness: 30 },
  };
export const SERIES = Object.keys(SERIES_DEFAULTS) as Series[];
export type TableState = "unoccupied" | "picked";
export interface Device {
  deviceId: string;
  code: string;
  series: Series;
  maxLength: number;
  maxWidth: number;
  maxThickness: number;
  linked: boolean;
  linkedAt: string | null;
  tableA: TableState;
  tableB: TableState;
  version: number;
}
export interface DeviceBody {
  code: string;
  series: Series;
  maxLength: number;
  maxWidth: number;
  maxThickness: number;
}

export interface Warehouse {
  warehouseId: string;
  name: string;
  code: string;
  location: string;
  version: number;
  createdAt: string;
}
export interface WarehouseBody {
  name: string;
  code: string;
  location: string;
}

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
  workshops: (pageNum: number, pageSize: number, f: { keyword?: string; category?: WorkshopCategory }) =>
    request<Page<Workshop>>("/workshop/list", { ...paged(pageNum, pageSize), ...f }),
  workshopOptions: (category?: WorkshopCategory) =>
    request<WorkshopOption[]>("/workshop/options", { category }, { forbiddenRedirect: false }),
  createWorkshop: (body: WorkshopBody) => request<{ workshopId: string }>("/workshop/create", body),
  updateWorkshop: (body: WorkshopBody & { workshopId: string; version: number }) =>
    request<{ version: number }>("/workshop/update", body),
  deleteWorkshop: (workshopId: string) => request<null>("/workshop/delete", { workshopId }),

  crafts: (pageNum: number, pageSize: number, f: { keyword?: string; sort?: CraftSort }) =>
    request<Page<Craft>>("/craft/list", { ...paged(pageNum, pageSize), ...f }),
  craftOptions: () => request<CraftOption[]>("/craft/options", {}, { forbiddenRedirect: false }),
  createCraft: (body: CraftBody) => request<{ craftId: string }>("/craft/create", body),
  updateCraft: (body: CraftBody & { craftId: string; version: number }) =>
    request<{ version: number }>("/craft/update", body),
  deleteCraft: (craftId: string) => request<null>("/craft/delete", { craftId }),

  flow: (projectType: ProjectType) => request<ProcessFlow>("/processFlow/get", { projectType }),
  saveFlow: (body: {
    projectType: ProjectType;
    version: number;
    steps: { craftId: string; unitPrice: string }[];
  }) => request<{ version: number }>("/processFlow/save", body, { silent: true }),

  racks: (pageNum: number, pageSize: number, f: RackFilters) =>
    request<Page<Rack>>("/rack/list", { ...paged(pageNum, pageSize), ...f }),
  addRacks: (body: RackAddBody) => request<{ created: number; from: string; to: string }>("/rack/add", body),
  updateRack: (body: Required<RackValues> & { rackId: string; version: number }) =>
    request<{ version: number }>("/rack/update", body),
  deleteRacks: (rackIds: string[]) => request<{ deleted: number }>("/rack/delete", { rackIds }),
  rackLabels: (rackIds: string[]) => request<RackLabel[]>("/rack/labels", { rackIds }),

  devices: (pageNum: number, pageSize: number, f: { keyword?: string; series?: Series }) =>
    request<Page<Device>>("/device/list", { ...paged(pageNum, pageSize), ...f }),
  createDevice: (body: DeviceBody) => request<{ deviceId: string }>("/device/create", body),
  updateDevice: (body: DeviceBody & { deviceId: string; version: number }) =>
    request<{ version: number }>("/device/update", body),
  deleteDevice: (deviceId: string) => request<null>("/device/delete", { deviceId }),
  linkDevice: (deviceId: string) =>
    request<{ apiKey: string; linkedAt: string }>("/device/link", { deviceId }),
  unlinkDevice: (deviceId: string) => request<null>("/device/unlink", { deviceId }),

  warehouses: (pageNum: number, pageSize: number, f: { keyword?: string }) =>
    request<Page<Warehouse>>("/warehouse/list", { ...paged(pageNum, pageSize), ...f }),
  createWarehouse: (body: WarehouseBody) => request<{ warehouseId: string }>("/warehouse/create", body),
  updateWarehouse: (body: WarehouseBody & { warehouseId: string; version: number }) =>
    request<{ version: number }>("/warehouse/update", body),
  deleteWarehouse: (warehouseId: string) => request<null>("/warehouse/delete", { warehouseId }),
};

export const workshopOptionsQuery = (category?: WorkshopCategory) =>
  queryOptions({
    queryKey: [...factoryKeys.workshopOptions, category ?? "all"],
    queryFn: () => factoryApi.workshopOptions(category),
  });

export const craftOptionsQuery = () =>
  queryOptions({ queryKey: factoryKeys.craftOptions, queryFn: () => factoryApi.craftOptions() });
