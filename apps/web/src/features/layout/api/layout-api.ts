import { queryOptions } from "@tanstack/react-query";
import { layoutApi } from "../../../api/layout.ts";

/** Cloud layout queries (docs/api-layout.md); the endpoints are api/layout.ts's. */

export const layoutKeys = {
  all: ["layout"] as const,
  run: (runId: string) => ["layout", "run", runId] as const,
};

/** While a run is running its status is asked this often (and three times slower after a failed ask). */
const POLL_MS = 800;

/**
 * The overview's scope: with `others`, the groups are counted over this project and those together
 * (the run form's choice).
 */
export const overviewScope = (projectId: string, planeId?: string, others: string[] = []) =>
  others.length ? { projectIds: [projectId, ...others] } : { projectId, ...(planeId ? { planeId } : {}) };

/** A run's status, polled every POLL_MS while it is running; the polling stops when it ends. */
export const runStatusQuery = (runId: string) =>
  queryOptions({
    queryKey: layoutKeys.run(runId),
    queryFn: ({ signal }) => layoutApi.runStatus({ runId }, { signal }),
    retry: false,
    gcTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (q) => {
      if (q.state.status === "error") return POLL_MS * 3;
      return q.state.data && q.state.data.status !== "running" ? false : POLL_MS;
    },
  });
