import type { Page, ProjectSettings, ReviewStatus } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";
import { downloadFile, type UploadOptions, uploadWithProgress } from "../../../lib/upload-progress.ts";

/** Endpoints of docs/api-project.md used by layout review (menu 2100). */

export type ProjectType = "engineering" | "fineWork";
export type LayoutMode = "cloud" | "manual";
export type CuttingStatus = "notStarted" | "inProgress" | "completed";
export type ProjectTab = "pending" | "reviewed" | "done" | "cancelled";
export const PROJECT_LIST_TABS: readonly ProjectTab[] = ["pending", "reviewed", "done", "cancelled"];

export interface ProjectListItem {
  projectId: string;
  projectNo: string;
  name: string;
  clientName: string;
  projectType: ProjectType;
  layoutMode: LayoutMode;
  reviewStatus: ReviewStatus;
  isNew: boolean;
  hasUpdate: boolean;
  planeCount: number;
  boardCount: number;
  areaMm2: number;
  area: string;
  doneCount: number;
  progress: number;
  cuttingStatus: CuttingStatus;
  uploadedAt: string;
  updatedAt: string;
  deliveryDate: string | null;
  version: number;
}
export type ProjectCounts = Record<ProjectTab, number>;
export interface ProjectListPage extends Page<ProjectListItem> {
  counts: ProjectCounts;
}

export type SettingsField = "kerf" | "stages" | "cuttingWorkshopId" | "deliveryDate";
export interface PlaneOverview {
  planeId: string;
  batchNo: string;
  boardCount: number;
  areaMm2: number;
  area: string;
  doneCount: number;
  progress: number;
  cuttingStatus: CuttingStatus;
}
export interface ProjectDetail {
  projectId: string;
  projectNo: string;
  name: string;
  clientName: string;
  projectType: ProjectType;
  layoutMode: LayoutMode;
  reviewStatus: ReviewStatus;
  isNew: boolean;
  hasUpdate: boolean;
  uploadedAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  reviewedByName: string | null;
  deliveryDate: string | null;
  version: number;
  settings: {
    kerf: number | null;
    stages: 2 | 3 | null;
    cuttingWorkshopId: string | null;
    cuttingWorkshopName: string | null;
    deliveryDate: string | null;
    note: string;
  };
  missingSettings: SettingsField[];
  packing: {
    valid: boolean;
    boxCount: number;
    boardCount: number;
    unpackedCount: number;
    emptyBoxCount: number;
  };
  canApprove: boolean;
  overview: {
    planeCount: number;
    boardCount: number;
    areaMm2: number;
    area: string;
    doneCount: number;
    cuttingCount: number;
    progress: number;
    cuttingStatus: CuttingStatus;
    planes: PlaneOverview[];
  };
}

export type BoardStatus = "toCut" | "cutting" | "done";
export type PackingStatus = "toPack" | "packing" | "packed";
export interface ProjectBoard {
  boardId: string;
  code: string;
  planeId: string;
  batchNo: string;
  length: number;
  width: number;
  thickness: number;
  areaMm2: number;
  area: string;
  stone: string;
  crafts: string[];
  cuttingMethod: "bridge" | "other";
  rotatable: boolean;
  status: BoardStatus;
  exception: boolean;
  exceptionReason: string;
  packingStatus: PackingStatus;
  boxNo: string | null;
  /** The slab whose accepted cutting plan carries this board (when the server sends it). */
  slabId?: string | null;
}
export interface BoardFilters {
  planeId?: string;
  keyword?: string;
}

export interface MaterialLine {
  stone: string;
  thickness: number;
  boardCount: number;
  areaMm2: number;
  area: string;
  stockCount: number;
  stockAreaMm2: number;
  stockArea: string;
  enough: boolean;
}

export interface CraftFee {
  seq: number;
  craftId: string;
  name: string;
  unitPriceFen: number;
  unitPrice: string;
  priceSource: "processFlow" | "craft";
  feeFen: number;
  fee: string;
}
export interface ProcessingBoard {
  boardId: string;
  code: string;
  batchNo: string;
  areaMm2: number;
  area: string;
  feeFen: number;
  fee: string;
  crafts: CraftFee[];
}
export interface ProcessingSummaryCraft {
  craftId: string;
  name: string;
  unitPriceFen: number;
  unitPrice: string;
  boardCount: number;
  areaMm2: number;
  area: string;
  feeFen: number;
  fee: string;
}
export interface ProcessingPage extends Page<ProcessingBoard> {
  summary: {
    boardCount: number;
    craftCount: number;
    totalFeeFen: number;
    totalFee: string;
    crafts: ProcessingSummaryCraft[];
  };
}

export interface PackingBox {
  boxId: string;
  boxNo: string;
  length: number;
  width: number;
  height: number;
  status: "toPack" | "packing" | "done";
  boardCount: number;
  areaMm2: number;
  area: string;
  boards: {
    boardId: string;
    code: string;
    batchNo: string;
    length: number;
    width: number;
    thickness: number;
    packingStatus: PackingStatus;
  }[];
}
export interface PackingList {
  valid: boolean;
  boxes: PackingBox[];
  unpacked: { boardId: string; code: string; batchNo: string }[];
}

export interface ImportResult {
  projectId: string;
  projectNo: string;
  created: boolean;
  version: number;
  planes: number;
  boards: number;
  boxes: number;
}

export interface WorkshopOption {
  workshopId: string;
  name: string;
  code: string;
}

export const projectKeys = {
  all: ["project"] as const,
  list: ["project", "list"] as const,
  detail: (projectId: string) => ["project", "detail", projectId] as const,
  boards: (projectId: string) => ["project", "boards", projectId] as const,
  materials: (projectId: string) => ["project", "materials", projectId] as const,
  processing: (projectId: string) => ["project", "processing", projectId] as const,
  packing: (projectId: string) => ["project", "packing", projectId] as const,
  cuttingWorkshops: ["project", "cuttingWorkshops"] as const,
};

/** Approve/recall/delete and settings answer failures the screens explain themselves. */
const quiet = { silent: true } as const;

export const projectApi = {
  list: (pageNum: number, pageSize: number, f: { tab: ProjectTab; keyword?: string }) =>
    request<ProjectListPage>("/project/list", { pageNum, pageSize, ...f }),
  detail: (projectId: string) => request<ProjectDetail>("/project/detail", { projectId }),
  boards: (projectId: string, pageNum: number, pageSize: number, f: BoardFilters) =>
    request<Page<ProjectBoard>>("/project/boards", { projectId, pageNum, pageSize, ...f }),
  materials: (projectId: string) => request<MaterialLine[]>("/project/materials", { projectId }),
  processing: (projectId: string, pageNum: number, pageSize: number, f: BoardFilters) =>
    request<ProcessingPage>("/project/processing", { projectId, pageNum, pageSize, ...f }),
  packing: (projectId: string) => request<PackingList>("/project/packing", { projectId }),
  updateSettings: (projectId: string, version: number, settings: ProjectSettings) =>
    request<{ version: number }>("/project/updateSettings", { projectId, version, settings }, quiet),
  approve: (projectId: string, version: number) =>
    request<{ version: number }>("/project/approve", { projectId, version }, quiet),
  recall: (projectId: string, version: number) =>
    request<{ version: number }>("/project/recall", { projectId, version }, quiet),
  remove: (projectId: string, version: number) =>
    request<null>("/project/delete", { projectId, version }, quiet),
  importFile: (file: File, options: UploadOptions) => {
    const form = new FormData();
    form.append("file", file);
    return uploadWithProgress<ImportResult>("/project/import", form, { ...options, silent: true });
  },
  downloadTemplate: (lang: "zh-CN" | "en-US") =>
    downloadFile(`/project/template?lang=${lang}`, "project-template.xlsx"),
  /** The enterprise's cutting workshops for the settings form (factory's /workshop/options). */
  cuttingWorkshops: () =>
    request<WorkshopOption[]>("/workshop/options", { category: "cutting" }, { forbiddenRedirect: false }),
};

export const projectDetailQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => projectApi.detail(projectId),
    enabled: !!projectId,
  });
