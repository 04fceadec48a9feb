import { IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadedImage } from "@stoneworks/shared";
import { request } from "./api-client.ts";

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
  return request<UploadedImage>("/upload/image", form, { timeoutMs: 120_000 });
}
