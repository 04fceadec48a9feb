import {
  type BodyOf,
  blockContract,
  manualLayoutContract,
  remnantContract,
  type SlabImportResult,
  slabContract,
} from "@stoneworks/shared";
import { downloadFile, type UploadOptions, uploadWithProgress } from "../lib/upload-progress.ts";
import { clientOf, fileUrl } from "./client.ts";

/** The inventory area's endpoints (docs/api-inventory.md), one client function each. */
export const slabApi = clientOf(slabContract);
export const blockApi = clientOf(blockContract);
export const remnantApi = clientOf(remnantContract);
export const manualLayoutApi = clientOf(manualLayoutContract);

/** The path the upload and download helpers take (they add `/api` themselves). */
const local = (path: string) => path.slice("/api".length);

/** The slab import's file: a multipart upload with progress (`import`) and the template (`template`). */
export const slabFiles = {
  upload: (file: File, options: UploadOptions) => {
    const form = new FormData();
    form.append("file", file);
    return uploadWithProgress<SlabImportResult>(local(slabContract.import.path), form, options);
  },
  downloadTemplate: (query: BodyOf<typeof slabContract.template>) =>
    downloadFile(local(fileUrl(slabContract.template, query)), "slab-import-template.xlsx"),
};
