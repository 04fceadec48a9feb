import multipart from "@fastify/multipart";
import {
  Code,
  projectContract as c,
  LANGS,
  type Lang,
  PROJECT_IMPORT_LIMITS,
  translate,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, fieldError } from "../../lib/errors.ts";
import { route } from "../../lib/route.ts";
import { runInWorker } from "../../lib/worker-pool.ts";
import * as boards from "./board.service.ts";
import { type RawImport, rawFromJson } from "./project.import.ts";
import * as projects from "./project.service.ts";
import * as review from "./project-review.service.ts";

/** Read in a worker thread (readImportWorkbook): a large file never holds up other requests. */
const XLSX_READER = new URL("./project.xlsx.ts", import.meta.url);
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A JSON import of 20 000 boards is a few MB: its route alone takes bodies up to 16 MB. */
const JSON_IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Reads the one `file` part of a multipart upload, refusing more than the limit without buffering it. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  // Not multipart at all (e.g. a JSON body): the request is malformed, like any body a schema refuses.
  if (!req.isMultipart()) throw fieldError("file", "upload.missing");
  const file = await req.file();
  if (!file) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError(Code.UploadRejected, { msgKey: "project.fileTooLarge" });
  }
  if (file.file.truncated || data.length > PROJECT_IMPORT_LIMITS.fileBytes) {
    throw new AppError(Code.UploadRejected, { msgKey: "project.fileTooLarge" });
  }
  if (data.length === 0) throw new AppError(Code.UploadRejected, { msgKey: "upload.missing" });
  return data;
}

/** The project module's routes (registered by app.ts): docs/api-project.md. Menu 2100 for all. */
export async function projectRoutes(app: FastifyInstance) {
  // Only this module's context gets the multipart parser, with the import's own size limit.
  await app.register(multipart, {
    limits: { fileSize: PROJECT_IMPORT_LIMITS.fileBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  route(app, c.template, async (ctx, query, _req, reply) => {
    const lang: Lang = (LANGS as readonly string[]).includes(query.lang ?? "")
      ? (query.lang as Lang)
      : ctx.lang;
    const bytes = await review.importTemplate(ctx, { lang });
    const name = translate(lang, "project.template.fileName");
    return reply
      .header("content-type", XLSX_MIME)
      .header(
        "content-disposition",
        `attachment; filename="project-template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
  route(app, c.import, async (ctx, _body, req) => {
    const buf = await readUpload(req);
    const raw = await runInWorker<RawImport>(
      XLSX_READER,
      "readImportWorkbook",
      [buf, ctx.lang],
      () => new AppError(Code.UploadRejected, { msgKey: "project.unzipTooLarge" }),
    );
    return review.importProject(ctx, raw);
  });
  route(app, c.importJson, (ctx, body) => review.importProject(ctx, rawFromJson(body)), {
    bodyLimit: JSON_IMPORT_BODY_LIMIT,
  });
  route(app, c.list, projects.listProjects);
  route(app, c.detail, (ctx, b) => projects.openDetail(ctx, b.projectId));
  route(app, c.planes, (ctx, b) => projects.planes(ctx, b.projectId));
  route(app, c.boards, boards.pageBoards);
  route(app, c.materials, (ctx, b) => boards.materials(ctx, b.projectId));
  route(app, c.processing, boards.processing);
  route(app, c.packing, (ctx, b) => boards.packingList(ctx, b.projectId));
  route(app, c.updateSettings, review.updateSettings);
  route(app, c.approve, review.approve);
  route(app, c.recall, review.recall);
  route(app, c.delete, review.remove);
}
