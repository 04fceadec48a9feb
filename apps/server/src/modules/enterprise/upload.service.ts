import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Code, IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@stoneworks/shared";
import { fileTypeFromBuffer } from "file-type";
import type { Queryable } from "../../db/db.ts";
import type { PublicCtx, UserCtx } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import {
  findUploadMime,
  insertUpload,
  isOwnUpload,
  lockUploads,
  recentUploads,
  storedBytes,
} from "./upload.repository.ts";

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

/**
 * Stores an image after checking its content, not its name: jpg/jpeg, png or bmp, ≤ 10 MB; within the
 * uploader's rate (1004 with retryAfter) and the enterprise's quota (1008), docs/configuration.md.
 * A refused upload leaves neither a row nor a file.
 */
export async function storeImage(ctx: UserCtx, { data }: { data: Buffer }) {
  const uploader = { userId: ctx.actor.userId, orgId: ctx.actor.orgId };
  if (data.length === 0) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
  if (data.length > UPLOAD_MAX_BYTES) throw new AppError(Code.UploadRejected, { msgKey: "upload.tooLarge" });
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(Code.UploadRejected, { msgKey: "upload.badType" });
  }
  const now = ctx.clock.now();
  const { config } = ctx;
  let written: string | undefined;
  const fileId = await ctx.db
    .tx(async (q) => {
      // The enterprise's lock first, then the member's: always in this order.
      if (uploader.orgId) await lockUploads(q, uploader.orgId);
      await lockUploads(q, uploader.userId);
      const recent = await recentUploads(q, uploader.userId, new Date(now.getTime() - RATE_WINDOW_S * 1000));
      const retryAfter = rateWait(recent, data.length, now, config.uploadRateCount, config.uploadRateBytes);
      if (retryAfter > 0) {
        throw new AppError(Code.TooManyRequests, {
          msgKey: "upload.tooFast",
          data: { retryAfter },
          params: { count: config.uploadRateCount, size: sizeText(config.uploadRateBytes) },
        });
      }
      if ((await storedBytes(q, uploader)) + data.length > config.uploadQuotaBytes) {
        throw new AppError(Code.UploadRejected, {
          msgKey: "upload.quotaFull",
          params: { quota: sizeText(config.uploadQuotaBytes) },
        });
      }
      written = await saveImage(q, config.uploadDir, { ...uploader, mime: type.mime, data, now });
      return written;
    })
    .catch(async (err: unknown) => {
      // The row was rolled back (the commit failed): its file goes too.
      if (written) await rm(path.join(config.uploadDir, written), { force: true });
      throw err;
    });
  return { fileId, url: fileUrl(fileId)! };
}

/** The rate's window: what a member uploaded in the last minute. */
const RATE_WINDOW_S = 60;

/**
 * Seconds until one more upload of `size` bytes fits the member's rate (0: it fits now): until
 * enough of the window's uploads, oldest first, have left it.
 */
function rateWait(
  recent: { size: number; created_at: Date }[],
  size: number,
  now: Date,
  maxCount: number,
  maxBytes: number,
): number {
  let count = recent.length;
  let bytes = recent.reduce((n, r) => n + r.size, 0);
  let leaving: Date | undefined;
  for (const r of recent) {
    if (count + 1 <= maxCount && bytes + size <= maxBytes) break;
    count--;
    bytes -= r.size;
    leaving = r.created_at;
  }
  if (!leaving) return 0;
  return Math.max(1, Math.ceil((leaving.getTime() + RATE_WINDOW_S * 1000 - now.getTime()) / 1000));
}

/** 2147483648 → "2 GB", 104857600 → "100 MB" (binary units, as the settings are written). */
function sizeText(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number(gb.toFixed(1))} GB`;
  const mb = bytes / 1024 ** 2;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}

/**
 * Records an image as uploaded by the user (charged to `orgId`, or to the user when null) and writes it
 * to the upload directory, inside the caller's transaction: what an upload stores once its content is
 * checked (the demo seed stores its generated logo the same way). A file that cannot be written fails
 * the transaction, so no row counts bytes that are not stored.
 */
export async function saveImage(
  q: Queryable,
  uploadDir: string,
  f: { userId: string; orgId: string | null; mime: string; data: Buffer; now: Date },
): Promise<string> {
  const fileId = await insertUpload(q, {
    userId: f.userId,
    orgId: f.orgId,
    mime: f.mime,
    size: f.data.length,
    sha256: createHash("sha256").update(f.data).digest("hex"),
    now: f.now,
  });
  await mkdir(uploadDir, { recursive: true });
  await writeFile(path.join(uploadDir, fileId), f.data);
  return fileId;
}

export async function readImage(ctx: PublicCtx, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  const mime = await findUploadMime(ctx.db, fileId);
  if (!mime) return null;
  const data = await readFile(path.join(ctx.config.uploadDir, fileId)).catch(() => null);
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
