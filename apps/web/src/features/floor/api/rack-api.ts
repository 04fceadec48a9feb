import type { RackTripListBody } from "@stoneworks/shared";

/** Racks (docs/api-floor.md "Racks", menu 2800): filters, query keys, page paths; the calls are `rackTripApi` (apps/web/src/api/floor.ts). */

export type RackFilters = Omit<RackTripListBody, "pageNum" | "pageSize">;
export type RackMove = "circulate" | "receive" | "cancel" | "dismantle" | "return";

export const rackKeys = {
  list: ["floor", "racks"] as const,
  detail: (rackId: string) => ["floor", "rack", rackId] as const,
  projects: ["floor", "rackProjects"] as const,
  loadable: (planeId?: string, rackId?: string) =>
    ["floor", "rackLoadable", planeId ?? "", rackId ?? ""] as const,
  settings: ["floor", "rackSettings"] as const,
};

export const rackDetailPath = (rackId: string, code?: string) =>
  `/rackManagement/detail?rackId=${encodeURIComponent(rackId)}${code ? `&breadcrumbTitle=${encodeURIComponent(code)}` : ""}`;
