import type { CuttingDataFilters, ExportJob } from "@stoneworks/shared";
import { cuttingDataApi } from "../../../api/machine.ts";
import { downloadFile } from "../../../lib/upload-progress.ts";

/** Endpoints of docs/api-machine.md "Cutting data" (menus 2900-2902). */

export type CuttingFilters = CuttingDataFilters;

export const cuttingKeys = {
  list: ["machine", "cuttingData"] as const,
  options: ["machine", "cuttingOptions"] as const,
  employee: (operatorId: string) => ["machine", "employee", operatorId] as const,
  device: (deviceId: string) => ["machine", "device", deviceId] as const,
  yield: ["machine", "yield"] as const,
};

/** A queued export that failed; `reason` is the server's, in the user's language (e.g. its server stopped). */
export class ExportFailed extends Error {
  constructor(readonly reason: string | null) {
    super("export failed");
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs an export to the download: a small one downloads at once; a large one is polled (every second,
 * `onProgress` with each answer) until its file is written, then downloaded. Rejects when it failed.
 */
export async function runExport(
  start: () => Promise<ExportJob>,
  onProgress: (job: ExportJob) => void,
  fileName: string,
): Promise<ExportJob> {
  let job = await start();
  onProgress(job);
  while (job.status === "queued" || job.status === "running") {
    await sleep(1000);
    job = await cuttingDataApi.exportStatus({ jobId: job.jobId });
    onProgress(job);
  }
  if (job.status === "failed") throw new ExportFailed(job.error);
  await downloadFile(job.downloadPath, fileName);
  return job;
}
