import { useQuery } from "@tanstack/react-query";
import { slabApi } from "../../../api/inventory.ts";
import { projectApi } from "../../../api/project.ts";
/**
 * Query keys and shared queries of the slab, material-detail and manual-layout screens; the
 * endpoints are api/inventory.ts's (docs/api-inventory.md).
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

/** Stones, thicknesses and warehouses for the filters (one query the slab and block lists share). */
export const useInventoryOptions = () =>
  useQuery({
    queryKey: inventoryKeys.options,
    queryFn: () => slabApi.options({}, { forbiddenRedirect: false }),
  });

/** Projects and their planes for the manual-layout scope (docs/api-project.md, menu 2100). */
export const projectLookup = {
  projects: (tab: "pending" | "reviewed", keyword?: string) =>
    projectApi.list(
      { pageNum: 1, pageSize: 50, tab, keyword: keyword || undefined },
      { forbiddenRedirect: false },
    ),
  /** Planes of a project (read-only: unlike the detail, it leaves the flags new / has update alone). */
  planes: (projectId: string) => projectApi.planes({ projectId }, { forbiddenRedirect: false }),
};
