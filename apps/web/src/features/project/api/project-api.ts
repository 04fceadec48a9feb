import type {
  MaterialLine,
  PackingList,
  ProcessingPage,
  ProjectBoardPage,
  ProjectBoardsInput,
  ProjectDetail,
  ProjectImportResult,
  ProjectListInput,
  ProjectListPage,
  ProjectSettingsInput,
  ProjectTab,
  WorkshopOption,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";
import { downloadFile, type UploadOptions, uploadWithProgress } from "../../../lib/upload-progress.ts";

/** Endpoints of docs/api-project.md used by layout review (menu 2100). */

export const PROJECT_LIST_TABS: readonly ProjectTab[] = ["pending", "reviewed", "done", "cancelled"];
/** The board filters of the overview and processing tabs. */
export type BoardFilters = Pick<ProjectBoardsInput, "planeId" | "keyword">;

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
  list: (pageNum: number, pageSize: number, f: Pick<ProjectListInput, "tab" | "keyword">) =>
    request<ProjectListPage>("/project/list", { pageNum, pageSize, ...f }),
  detail: (projectId: string) => request<ProjectDetail>("/project/detail", { projectId }),
  boards: (projectId: string, pageNum: number, pageSize: number, f: BoardFilters) =>
    request<ProjectBoardPage>("/project/boards", { projectId, pageNum, pageSize, ...f }),
  materials: (projectId: string) => request<MaterialLine[]>("/project/materials", { projectId }),
  processing: (projectId: string, pageNum: number, pageSize: number, f: BoardFilters) =>
    request<ProcessingPage>("/project/processing", { projectId, pageNum, pageSize, ...f }),
  packing: (projectId: string) => request<PackingList>("/project/packing", { projectId }),
  updateSettings: (projectId: string, version: number, settings: ProjectSettingsInput) =>
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
    return uploadWithProgress<ProjectImportResult>("/project/import", form, { ...options, silent: true });
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
