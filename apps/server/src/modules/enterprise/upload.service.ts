import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Code, IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { findUploadMime, insertUpload, isOwnUpload } from "./upload.repository.ts";

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

/** Stores an image after checking its content, not its name: jpg/jpeg, png or bmp, ≤ 10 MB. */
export async function storeImage(app: FastifyInstance, userId: string, data: Buffer) {
  if (data.length === 0) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
  if (data.length > UPLOAD_MAX_BYTES) throw new AppError(Code.UploadRejected, { msgKey: "upload.tooLarge" });
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(Code.UploadRejected, { msgKey: "upload.badType" });
  }
  const fileId = await saveImage(app.db, app.config.uploadDir, {
    userId,
    mime: type.mime,
    data,
    now: app.clock.now(),
  });
  return { fileId, url: fileUrl(fileId)! };
}

/**
 * Records an image as uploaded by the user and writes it to the upload directory: what an upload
 * stores once its content is checked (the demo seed stores its generated logo the same way).
 */
export async function saveImage(
  q: Queryable,
  uploadDir: string,
  f: { userId: string; mime: string; data: Buffer; now: Date },
): Promise<string> {
  const fileId = await insertUpload(q, {
    userId: f.userId,
    mime: f.mime,
    size: f.data.length,
    sha256: createHash("sha256").update(f.data).digest("hex"),
    now: f.now,
  });
  await mkdir(uploadDir, { recursive: true });
  await writeFile(path.join(uploadDir, fileId), f.data);
  return fileId;
}

export async function readImage(app: FastifyInstance, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  const mime = await findUploadMime(app.db, fileId);
  if (!mime) return null;
  const data = await readFile(path.join(app.config.uploadDir, fileId)).catch(() => null);
  return data ? { mime, data } : null;
}

/** An uploaded file id a body names must be an image the caller uploaded. */
export async function assertOwnImage(q: Queryable, userId: string, fileId: string, field: string) {
  if (!(await isOwnUpload(q, userId, fileId))) {
    throw new AppError(Code.ValidationFailed, {
      msgKey: "validation.logoRequired",
      data: {
        errors: [{ field, messageKey: field === "logo" ? "validation.logoRequired" : "validation.invalid" }],
      },
    });
  }
}
