import type { ChainKind, TrackingSearchBy } from "@stoneworks/shared";
import { productionPlanePath, productionPlanPath, productionProjectPath } from "../../../lib/paths.ts";

/** Tracking (docs/api-floor.md "Tracking", menu 2600): query keys and page paths; the calls are `trackingApi` (apps/web/src/api/floor.ts). */

export const trackingKeys = {
  all: ["tracking"] as const,
  search: (by: TrackingSearchBy, keyword: string, pageNum: number) =>
    ["tracking", "search", by, keyword, pageNum] as const,
  boards: (kind: TrackingSearchBy, id: string) => ["tracking", "boards", kind, id] as const,
  chain: (kind: ChainKind, id: string) => ["tracking", "chain", kind, id] as const,
};

const withTitle = (path: string, q: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  return `${path}?${p.toString()}`;
};

/** The pages a chain link opens. */
export const chainPaths = {
  /** Tracking, on the board's plane, with the board's chain open (from a rack's or a box's boards). */
  trace: (b: { boardId: string; planeId: string; batchNo: string }) =>
    withTitle("/productionTracking", {
      "trk.by": "plane",
      "trk.keyword": b.batchNo,
      "trk.sel": b.planeId,
      "trk.chain": b.boardId,
    }),
  slab: (slabId: string, barcode?: string) =>
    withTitle("/slabQuery/slabDetail", { slabId, breadcrumbTitle: barcode }),
  cuttingPlan: (slabId: string, barcode?: string) =>
    withTitle("/slabQuery/materialDetail", { slabId, breadcrumbTitle: barcode }),
  productionPlan: (planId: string, planNo?: string) => productionPlanPath(planId, planNo),
  plane: (planeId: string, batchNo?: string, board?: string) =>
    productionPlanePath(planeId, { ...(batchNo ? { batchNo } : {}), ...(board ? { board } : {}) }),
  project: (projectId: string, name?: string) => productionProjectPath(projectId, name),
  rack: (rackId: string, code?: string) =>
    withTitle("/rackManagement/detail", { rackId, breadcrumbTitle: code }),
  box: (boxId: string, code?: string) =>
    withTitle("/productionTracking/box", { boxId, breadcrumbTitle: code }),
};
