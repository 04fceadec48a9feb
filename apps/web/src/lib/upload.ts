import { IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadedImage } from "@stoneworks/shared";
import { uploadApi } from "../api/enterprise.ts";

export type { UploadedImage };

/** Images the server accepts (it checks the content; this is the early, friendlier check). */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.bmp";

export type ImageProblem = "tooLarge" | "badType" | null;

export function checkImage(file: Pick<File, "size" | "type" | "name">): ImageProblem {
  const byName = /\.(jpe?g|png|bmp)$/i.test(file.name);
  const byType = !file.type || (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!byName || !byType) return "badType";
  if (file.size > UPLOAD_MAX_BYTES) return "tooLarge";
  return null;
}

export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  // A multipart form, not JSON: the client sends FormData as it is (lib/api-client.ts).
  return uploadApi.image(form as unknown as { file: File }, { timeoutMs: 120_000 });
}
