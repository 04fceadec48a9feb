import type { ProjectBoardsInput, ProjectTab } from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { projectApi } from "../../../api/project.ts";

/** Query keys and queries of layout review (menu 2100); the endpoints are api/project.ts's. */

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
export const quiet = { silent: true } as const;

export const projectDetailQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => projectApi.detail({ projectId }),
    enabled: !!projectId,
  });
