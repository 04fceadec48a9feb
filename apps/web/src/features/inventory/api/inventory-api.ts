import type { Page, SlabStatus } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-inventory.md used by the slab, material-detail and manual-layout screens. */

export type { SlabStatus };
export type TableSide = "A" | "B";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SlabItem {
  slabId: string;
  blockId: string;
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  stone: string;
  barcode: string;
  length: number;
  width: number;
  thickness: number;
  /** mm² */
  area: number;
  warehouseId: string | null;
  warehouseName: string | null;
  status: SlabStatus;
  exception: boolean;
  exceptionReason: string;
  deviceId: string | null;
  deviceCode: string | null;
  tableSide: TableSide | null;
  planId: string | null;
  /** Percentage 0..100, or null without an accepted plan. */
  yieldRate: number | null;
  version: number;
  createdAt: string;
}

export interface SlabFilters {
  stone?: string;
  thickness?: number;
  status?: SlabStatus;
  warehouseId?: string;
  blockNo?: string;
  bundleNo?: string;
  barcode?: string;
  exception?: boolean;
  blockId?: string;
}

export interface BlockItem {
  blockId: string;
  blockNo: string;
  stone: string;
  slabCount: number;
  statusCounts: Record<SlabStatus, number>;
  exceptionCount: number;
  totalArea: number;
  createdAt: string;
}

export interface InventoryOptions {
  stones: string[];
  thicknesses: number[];
  warehouses: { warehouseId: string; name: string; code: string }[];
}

export interface PlanSummary {
  planId: string;
  source: "cloud" | "manual";
  projectId: string;
  projectName: string;
  projectNo: string;
  planeId: string | null;
  batchNo: string | null;
  boardCount: number;
  usedArea: number;
  yieldRate: number;
  kerf: number;
  stages: number;
  createdAt: string;
}

export interface HistoryEntry {
  at: string;
  actorName: string | null;
  action: string;
  from: string | null;
  to: string | null;
  detail: Record<string, unknown> | null;
}

export type SlabWithDefects = SlabItem & { defects: Rect[] };

export interface SlabDetail extends SlabWithDefects {
  completedAt: string | null;
  completedByName: string | null;
  plan: PlanSummary | null;
  history: HistoryEntry[];
}

export interface PlanBoardRow extends Rect {
  boardId: string;
  code: string;
  rotated: boolean;
  length: number;
  width: number;
  planeId: string;
  batchNo: string;
}

export interface Plan {
  planId: string;
  source: "cloud" | "manual";
  status: "accepted";
  kerf: number;
  stages: number;
  usedArea: number;
  yieldRate: number;
  cutTree: unknown;
  projectId: string;
  projectName: string;
  projectNo: string;
  planeId: string | null;
  batchNo: string | null;
  createdAt: string;
  boards: PlanBoardRow[];
}

export interface MaterialDetail {
  slab: SlabWithDefects;
  plan: Plan | null;
}

export type DeviceReason = "size" | "thickness";
export interface DeviceOption {
  deviceId: string;
  code: string;
  series: string;
  maxLength: number;
  maxWidth: number;
  maxThickness: number;
  tableA: "unoccupied" | "picked";
  tableB: "unoccupied" | "picked";
  suitable: boolean;
  reasons: DeviceReason[];
}

export interface LayoutScope {
  projectId?: string;
  planeId?: string;
}

export interface LayoutBoard {
  boardId: string;
  code: string;
  planeId: string;
  batchNo: string;
  length: number;
  width: number;
  thickness: number;
  stone: string;
  rotatable: boolean;
  onThisSlab: boolean;
}

export interface LayoutBoards {
  slab: SlabWithDefects;
  kerf: number;
  stages: number;
  boards: LayoutBoard[];
  plan: Plan | null;
}

export interface Placement {
  boardId: string;
  x: number;
  y: number;
  rotated: boolean;
}

export type ViolationKind =
  | "overlap"
  | "kerf"
  | "out-of-bounds"
  | "defect"
  | "rotation"
  | "not-guillotine"
  | "stages"
  | "stone"
  | "thickness"
  | "planned"
  | "scope"
  | "duplicate";

export interface Violation {
  kind: ViolationKind;
  boardId?: string;
  code?: string;
  otherBoardId?: string;
  otherCode?: string;
  message: string;
}

export interface LayoutCheck {
  feasible: boolean;
  violations: Violation[];
  usedArea: number;
  yieldRate: number;
}

export interface LayoutPlanBody extends LayoutScope {
  slabId: string;
  kerf: number;
  stages: number;
  placements: Placement[];
}

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
};

export const SLAB_TEMPLATE_PATH = "/inventory/slabTemplate";
export const SLAB_IMPORT_PATH = "/inventory/slabImport";

export const inventoryApi = {
  slabs: (pageNum: number, pageSize: number, f: SlabFilters) =>
    request<Page<SlabItem>>("/inventory/slabList", { pageNum, pageSize, ...f }),
  blocks: (pageNum: number, pageSize: number, f: { blockNo?: string; stone?: string }) =>
    request<Page<BlockItem>>("/inventory/blockList", { pageNum, pageSize, ...f }),
  options: () => request<InventoryOptions>("/inventory/options", {}, { forbiddenRedirect: false }),
  detail: (slabId: string) => request<SlabDetail>("/inventory/slabDetail", { slabId }),
  setException: (body: { slabId: string; exception: boolean; reason: string; version: number }) =>
    request<{ version: number }>("/inventory/slabException", body),
  material: (slabId: string) => request<MaterialDetail>("/inventory/materialDetail", { slabId }),
  deviceOptions: (slabId: string) => request<DeviceOption[]>("/inventory/deviceOptions", { slabId }),
  changeDevice: (body: { slabId: string; deviceId: string; tableSide?: TableSide; version: number }) =>
    request<{ version: number }>("/inventory/slabChangeDevice", body),
  complete: (body: { slabId: string; version: number }) =>
    request<{ version: number }>("/inventory/slabComplete", body),

  layoutSlabs: (
    pageNum: number,
    pageSize: number,
    f: LayoutScope & { stone?: string; thickness?: number; barcode?: string },
  ) => request<Page<SlabWithDefects>>("/inventory/layoutSlabs", { pageNum, pageSize, ...f }),
  layoutBoards: (body: LayoutScope & { slabId: string }) =>
    request<LayoutBoards>("/inventory/layoutBoards", body),
  layoutCheck: (body: LayoutPlanBody) =>
    request<LayoutCheck>("/inventory/layoutCheck", body, { silent: true }),
  layoutSave: (body: LayoutPlanBody & { version: number }) =>
    request<{ planId: string; usedArea: number; yieldRate: number; version: number }>(
      "/inventory/layoutSave",
      body,
      { silent: true },
    ),
};

/** Projects and their planes for the manual-layout scope (docs/api-project.md, menu 2100). */
export interface ProjectOption {
  projectId: string;
  projectNo: string;
  name: string;
  reviewStatus: string;
}
export interface PlaneOption {
  planeId: string;
  batchNo: string;
  boardCount: number;
  /** Boards of the plane without a cutting plan yet. */
  unplannedCount: number;
}
export interface ProjectPlanes {
  projectId: string;
  projectNo: string;
  name: string;
  reviewStatus: string;
  planes: PlaneOption[];
}

export const projectLookup = {
  projects: (tab: "pending" | "reviewed", keyword?: string) =>
    request<Page<ProjectOption>>(
      "/project/list",
      { pageNum: 1, pageSize: 50, tab, keyword: keyword || undefined },
      { forbiddenRedirect: false },
    ),
  /** Planes of a project (read-only: unlike the detail, it leaves the flags new / has update alone). */
  planes: (projectId: string) =>
    request<ProjectPlanes>("/project/planes", { projectId }, { forbiddenRedirect: false }),
};
