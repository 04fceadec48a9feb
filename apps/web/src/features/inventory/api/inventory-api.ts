import type {
  BlockFilters,
  BlockItem,
  DeviceOption,
  InventoryOptions,
  LayoutBoards,
  LayoutBoardsBody,
  LayoutCheck,
  LayoutCheckBody,
  LayoutSaveBody,
  LayoutSaved,
  LayoutSlabsFilters,
  MaterialDetail,
  Page,
  ProjectListItem,
  ProjectPlanes,
  RemnantRules,
  RemnantRulesSaveBody,
  SlabChangeDeviceBody,
  SlabCompleteBody,
  SlabDetail,
  SlabExceptionBody,
  SlabFilters,
  SlabItem,
  SlabVersion,
  SlabWithDefects,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";

/**
 * Endpoints of docs/api-inventory.md used by the slab, material-detail and manual-layout screens; the
 * types are the shared schemas' (`@stoneworks/shared`).
 */

export const inventoryKeys = {
  all: ["inventory"] as const,
  slabs: ["inventory", "slabs"] as const,
  blocks: ["inventory", "blocks"] as const,
  options: ["inventory", "options"] as const,
  slab: (slabId: string) => ["inventory", "slab", slabId] as const,
  material: (slabId: string) => ["inventory", "material", slabId] as const,
  devices: (slabId: string) => ["inventory", "devices", slabId] as const,
  layoutSlabs: ["inventory", "layoutSlabs"] as const,
  layoutBoards: ["inventory", "layoutBoards"] as const,
  remnantRules: ["inventory", "remnantRules"] as const,
};

export const SLAB_TEMPLATE_PATH = "/inventory/slabTemplate";
export const SLAB_IMPORT_PATH = "/inventory/slabImport";

export const inventoryApi = {
  slabs: (pageNum: number, pageSize: number, f: SlabFilters) =>
    request<Page<SlabItem>>("/inventory/slabList", { pageNum, pageSize, ...f }),
  blocks: (pageNum: number, pageSize: number, f: BlockFilters) =>
    request<Page<BlockItem>>("/inventory/blockList", { pageNum, pageSize, ...f }),
  options: () => request<InventoryOptions>("/inventory/options", {}, { forbiddenRedirect: false }),
  detail: (slabId: string) => request<SlabDetail>("/inventory/slabDetail", { slabId }),
  setException: (body: SlabExceptionBody) => request<SlabVersion>("/inventory/slabException", body),
  material: (slabId: string) => request<MaterialDetail>("/inventory/materialDetail", { slabId }),
  deviceOptions: (slabId: string) => request<DeviceOption[]>("/inventory/deviceOptions", { slabId }),
  changeDevice: (body: SlabChangeDeviceBody) => request<SlabVersion>("/inventory/slabChangeDevice", body),
  complete: (body: SlabCompleteBody) => request<SlabVersion>("/inventory/slabComplete", body),
  remnantRules: () => request<RemnantRules>("/inventory/remnantRules", {}),
  saveRemnantRules: (body: RemnantRulesSaveBody) =>
    request<RemnantRules>("/inventory/remnantRulesSave", body, { silent: true }),

  layoutSlabs: (pageNum: number, pageSize: number, f: LayoutSlabsFilters) =>
    request<Page<SlabWithDefects>>("/inventory/layoutSlabs", { pageNum, pageSize, ...f }),
  layoutBoards: (body: LayoutBoardsBody) => request<LayoutBoards>("/inventory/layoutBoards", body),
  layoutCheck: (body: LayoutCheckBody) =>
    request<LayoutCheck>("/inventory/layoutCheck", body, { silent: true }),
  layoutSave: (body: LayoutSaveBody) => request<LayoutSaved>("/inventory/layoutSave", body, { silent: true }),
};

/** Stones, thicknesses and warehouses for the filters (one query the slab and block lists share). */
export const useInventoryOptions = () =>
  useQuery({ queryKey: inventoryKeys.options, queryFn: inventoryApi.options });

/** Projects and their planes for the manual-layout scope (docs/api-project.md, menu 2100). */
export const projectLookup = {
  projects: (tab: "pending" | "reviewed", keyword?: string) =>
    request<Page<ProjectListItem>>(
      "/project/list",
      { pageNum: 1, pageSize: 50, tab, keyword: keyword || undefined },
      { forbiddenRedirect: false },
    ),
  /** Planes of a project (read-only: unlike the detail, it leaves the flags new / has update alone). */
  planes: (projectId: string) =>
    request<ProjectPlanes>("/project/planes", { projectId }, { forbiddenRedirect: false }),
};
