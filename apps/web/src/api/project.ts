import { type BodyOf, type ProjectImportResult, projectContract } from "@stoneworks/shared";
import { downloadFile, type UploadOptions, uploadWithProgress } from "../lib/upload-progress.ts";
import { clientOf, fileUrl } from "./client.ts";

/** The project area's endpoints (docs/api-project.md), one client function each. */
export const projectApi = clientOf(projectContract);

/** The path the upload and download helpers take (they add `/api` themselves). */
const local = (path: string) => path.slice("/api".length);

/** The project import's file: a multipart upload with progress (`import`) and the template (`template`). */
export const projectFiles = {
  upload: (file: File, options: UploadOptions) => {
    const form = new FormData();
    form.append("file", file);
    return uploadWithProgress<ProjectImportResult>(local(projectContract.import.path), form, options);
  },
  downloadTemplate: (query: BodyOf<typeof projectContract.template>) =>
    downloadFile(local(fileUrl(projectContract.template, query)), "project-template.xlsx"),
};
