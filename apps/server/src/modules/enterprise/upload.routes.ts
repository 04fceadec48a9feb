import multipart from "@fastify/multipart";
import { Code, envelopeOf, translate, UPLOAD_MAX_BYTES, uploadedImage } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { requireAuth } from "../../plugins/auth.ts";
import { readImage, storeImage } from "./upload.service.ts";

export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5 } });
  app.post(
    "/api/upload/image",
    {
      config: { access: "user" },
      schema: {
        summary: "Upload an image (jpg/jpeg/png/bmp by content, ≤ 10 MB): multipart field `file`",
        tags: ["upload"],
        description: "Any logged-in user.",
        response: { 200: envelopeOf(uploadedImage) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
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
      const stored = await storeImage(app, { userId: auth.userId, orgId: auth.orgId }, data);
      return { result: true, code: Code.Success, msg: translate(req.lang, "code.success"), data: stored };
    },
  );
  app.get<{ Params: { fileId: string } }>(
    "/api/files/:fileId",
    { config: { access: "public" }, schema: { summary: "An uploaded image by its id", tags: ["upload"] } },
    async (req, reply) => {
      const file = await readImage(app, req.params.fileId);
      if (!file) throw new AppError(Code.NotFound);
      return reply
        .header("content-type", file.mime)
        .header("cache-control", "private, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .send(file.data);
    },
  );
}
