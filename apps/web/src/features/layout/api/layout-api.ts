import type {
  CloudLayoutRunInput,
  LayoutAccepted,
  LayoutOverview,
  LayoutProposals,
  LayoutRun,
  LayoutRunPage,
  LayoutRunStarted,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";

/** Cloud layout endpoints (docs/api-layout.md); the types are the shared response schemas'. */

export const layoutKeys = {
  all: ["layout"] as const,
  run: (runId: string) => ["layout", "run", runId] as const,
};

/** While a run is running its status is asked this often (and three times slower after a failed ask). */
export const POLL_MS = 800;

export const layoutApi = {
  /** With `others`, the groups are counted over this project and those together (the run form's choice). */
  overview: (projectId: string, planeId?: string, others: string[] = []) =>
    request<LayoutOverview>(
      "/layout/overview",
      others.length ? { projectIds: [projectId, ...others] } : { projectId, ...(planeId ? { planeId } : {}) },
    ),
  run: (body: CloudLayoutRunInput) => request<LayoutRunStarted>("/layout/run", body),
  status: (runId: string, signal?: AbortSignal) =>
    request<LayoutRun>("/layout/runStatus", { runId }, { signal }),
  proposals: (runId: string) => request<LayoutProposals>("/layout/proposals", { runId }),
  accept: (runId: string) => request<LayoutAccepted>("/layout/accept", { runId }),
  discard: (runId: string) => request<null>("/layout/discard", { runId }),
  /** The runs with this project among theirs, newest first. */
  runList: (projectId: string, pageSize = 10) =>
    request<LayoutRunPage>("/layout/runList", { projectId, pageNum: 1, pageSize }),
};

/** A run's status, polled every POLL_MS while it is running; the polling stops when it ends. */
export const runStatusQuery = (runId: string) =>
  queryOptions({
    queryKey: layoutKeys.run(runId),
    queryFn: ({ signal }) => layoutApi.status(runId, signal),
    retry: false,
    gcTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (q) => {
      if (q.state.status === "error") return POLL_MS * 3;
      return q.state.data && q.state.data.status !== "running" ? false : POLL_MS;
    },
  });
