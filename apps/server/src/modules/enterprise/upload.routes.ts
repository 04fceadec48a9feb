import multipart from "@fastify/multipart";
import { Code, uploadContract as c, UPLOAD_MAX_BYTES } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { route } from "../../lib/route.ts";
import { readImage, storeImage } from "./upload.service.ts";

export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5 } });
  route(app, c.image, async (ctx, _b, req) => {
    if (!req.isMultipart()) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
    const file = await req.file();
    if (!file) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch {
      throw new AppError(Code.UploadRejected, { msgKey: "upload.tooLarge" });
    }
    if (file.file.truncated) throw new AppError(Code.UploadRejected, { msgKey: "upload.tooLarge" });
    return storeImage(ctx, { data });
  });
  route(app, c.file, async (ctx, _q, req, reply) => {
    const { fileId } = req.params as { fileId: string };
    const file = await readImage(ctx, fileId);
    if (!file) throw new AppError(Code.NotFound);
    reply
      .header("content-type", file.mime)
      .header("cache-control", "private, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(file.data);
  });
}
