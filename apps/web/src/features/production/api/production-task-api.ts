import type {
  BoardBreakBody,
  BoardBroken,
  CuttingQueue,
  CuttingScan,
  CuttingSlabBody,
  SlabCompleted,
  SlabStarted,
  TaskBoardCategory,
  TaskBoardPage,
  TaskBoardsFilters,
  TaskCounts,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-production.md "Cutting and production tasks" (menu 2400). */

export const productionTaskKeys = {
  all: ["productionTask"] as const,
  counts: ["productionTask", "counts"] as const,
  cutting: ["productionTask", "cutting"] as const,
  boards: (category: TaskBoardCategory) => ["productionTask", "boards", category] as const,
};

export const productionTaskApi = {
  counts: () => request<TaskCounts>("/productionTask/counts", {}),
  cutting: (deviceId?: string) =>
    request<CuttingQueue>("/productionTask/cutting", deviceId ? { deviceId } : {}),
  boards: (pageNum: number, pageSize: number, f: TaskBoardsFilters & { category: TaskBoardCategory }) =>
    request<TaskBoardPage>("/productionTask/boards", { pageNum, pageSize, ...f }),
  /** A scan's refusal is shown beside the scan box, not as a toast. */
  scan: (code: string) => request<CuttingScan>("/cutting/scan", { code }, { silent: true }),
  start: (body: CuttingSlabBody) => request<SlabStarted>("/cutting/start", body),
  complete: (body: CuttingSlabBody) => request<SlabCompleted>("/cutting/complete", body),
  breakBoard: (body: BoardBreakBody) => request<BoardBroken>("/cutting/breakBoard", body),
};
