import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Code, IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

/** Stores an image after checking its content, not its name: jpg/jpeg, png or bmp, ≤ 10 MB. */
export async function storeImage(app: FastifyInstance, userId: string, data: Buffer) {
  if (data.length === 0) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
  if (data.length > UPLOAD_MAX_BYTES) throw new AppError(Code.UploadRejected, { msgKey: "upload.tooLarge" });
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(Code.UploadRejected, { msgKey: "upload.badType" });
  }
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO uploads (user_id, kind, mime, size, sha256, created_at) VALUES ($1, 'image', $2, $3, $4, $5) RETURNING id`,
    [userId, type.mime, data.length, createHash("sha256").update(data).digest("hex"), app.clock.now()],
  );
  const fileId = rows[0]!.id;
  await mkdir(app.config.uploadDir, { recursive: true });
  await writeFile(path.join(app.config.uploadDir, fileId), data);
  return { fileId, url: fileUrl(fileId)! };
}

export async function readImage(app: FastifyInstance, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  const { rows } = await app.db.query<{ mime: string }>("SELECT mime FROM uploads WHERE id = $1", [fileId]);
  if (!rows[0]) return null;
  const data = await readFile(path.join(app.config.uploadDir, fileId)).catch(() => null);
  return data ? { mime: rows[0].mime, data } : null;
}

/** An uploaded file id a body names must be an image the caller uploaded. */
export async function assertOwnImage(q: Queryable, userId: string, fileId: string, field: string) {
  const { rows } = await q.query("SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2", [fileId, userId]);
  if (!rows.length) {
    throw new AppError(Code.ValidationFailed, {
      msgKey: "validation.logoRequired",
      data: {
        errors: [{ field, messageKey: field === "logo" ? "validation.logoRequired" : "validation.invalid" }],
      },
    });
  }
}
