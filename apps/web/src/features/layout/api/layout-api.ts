import type { LayoutRotation, LayoutRunStatus } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Cloud layout endpoints (docs/api-layout.md). */

export interface LayoutParams {
  kerf: number;
  stages: 2 | 3;
  rotation: LayoutRotation;
  slabIds: string[] | null;
  timeLimitSeconds: number;
}

export type UnplacedReason = "noStock" | "tooLarge" | "notEnoughStock";

export interface RunSummary {
  boardsTotal: number;
  boardsPlaced: number;
  boardsUnplaced: number;
  slabsAvailable: number;
  slabsUsed: number;
  boardArea: number;
  slabArea: number;
  yield: number;
  groups: {
    stone: string;
    thickness: number;
    boards: number;
    placed: number;
    slabsAvailable: number;
    slabsUsed: number;
    yield: number;
  }[];
  unplaced: {
    boardId: string;
    code: string;
    stone: string;
    thickness: number;
    length: number;
    width: number;
    reason: UnplacedReason;
  }[];
}

export interface LayoutRun {
  runId: string;
  projectId: string;
  planeId: string | null;
  status: LayoutRunStatus;
  groupsDone: number;
  groupsTotal: number;
  /** 0..100 (an estimate while running). */
  progress: number;
  params: LayoutParams;
  summary: RunSummary | null;
  errorKey: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface StockSlab {
  slabId: string;
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  barcode: string;
  length: number;
  width: number;
  defects: number;
}

export interface LayoutOverview {
  projectId: string;
  planeId: string | null;
  reviewStatus: string;
  canRun: boolean;
  defaults: { kerf: number; stages: 2 | 3 };
  boardsToLayout: number;
  groups: {
    stone: string;
    thickness: number;
    boards: number;
    boardArea: number;
    slabArea: number;
    slabs: StockSlab[];
  }[];
  activeRun: LayoutRun | null;
}

export interface ProposedPlan {
  planId: string;
  status: "proposed" | "accepted";
  slabId: string;
  blockNo: string;
  bundleNo: string;
  slabNo: string;
  barcode: string;
  stone: string;
  thickness: number;
  length: number;
  width: number;
  defects: { x: number; y: number; w: number; h: number }[];
  kerf: number;
  stages: number;
  usedArea: number;
  slabArea: number;
  /** 0..1 */
  yield: number;
  boards: {
    boardId: string;
    code: string;
    planeId: string;
    length: number;
    width: number;
    x: number;
    y: number;
    w: number;
    h: number;
    rotated: boolean;
  }[];
}

export interface RunBody {
  projectId: string;
  planeId?: string;
  kerf: number;
  stages: 2 | 3;
  rotation: LayoutRotation;
  slabIds?: string[];
  timeLimitSeconds: number;
}

export const layoutApi = {
  overview: (projectId: string, planeId?: string) =>
    request<LayoutOverview>("/layout/overview", { projectId, ...(planeId ? { planeId } : {}) }),
  run: (body: RunBody) =>
    request<{ runId: string; status: "running"; groupsTotal: number }>("/layout/run", body),
  status: (runId: string, signal?: AbortSignal) =>
    request<LayoutRun>("/layout/runStatus", { runId }, { signal }),
  proposals: (runId: string) =>
    request<{ runId: string; status: LayoutRunStatus; plans: ProposedPlan[] }>("/layout/proposals", {
      runId,
    }),
  accept: (runId: string) => request<{ plans: number; boards: number }>("/layout/accept", { runId }),
  discard: (runId: string) => request<null>("/layout/discard", { runId }),
};
