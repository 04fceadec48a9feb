import { type BodyOf, dashboardContract, staffPerformanceContract } from "@stoneworks/shared";
import { downloadPost } from "../lib/upload-progress.ts";
import { clientOf } from "./client.ts";

/** The analytics area's endpoints (docs/api-analytics.md), one client function each. */
export const dashboardApi = clientOf(dashboardContract);
export const staffPerformanceApi = clientOf(staffPerformanceContract);

/** The staff performance export: a POST answering the .xlsx, saved under the server's file name. */
export function exportStaffPerformance(body: BodyOf<typeof staffPerformanceContract.export>) {
  return downloadPost(
    staffPerformanceContract.export.path.slice("/api".length),
    body,
    "staff-performance.xlsx",
  );
}
