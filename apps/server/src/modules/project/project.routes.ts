import multipart from "@fastify/multipart";
import {
  Code,
  envelopeOf,
  LANGS,
  type Lang,
  Menu,
  nothing,
  PROJECT_IMPORT_LIMITS,
  packingList,
  processingPage,
  projectBoardPage,
  projectBoardsBody,
  projectDetail,
  projectIdBody,
  projectImportBody,
  projectImportResult,
  projectListBody,
  projectListPage,
  projectMaterials,
  projectPlanes,
  projectProcessingBody,
  projectSettingsBody,
  projectTransitionBody,
  translate,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, fieldError } from "../../lib/errors.ts";
import { post } from "../../lib/route.ts";
import { runInWorker } from "../../lib/worker-pool.ts";
import { requireMember } from "../../plugins/auth.ts";
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
  const tags = ["project"];
  const access = { menu: Menu.LayoutReview };
  const envelope = (req: FastifyRequest, data: unknown) => ({
    result: true,
    code: Code.Success,
    msg: translate(req.lang, "code.success"),
    data,
  });
  // Only this module's context gets the multipart parser, with the import's own size limit.
  await app.register(multipart, {
    limits: { fileSize: PROJECT_IMPORT_LIMITS.fileBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  app.get<{ Querystring: { lang?: string } }>(
    "/api/project/template",
    {
      config: { access },
      schema: {
        summary: "The project import template (.xlsx) in ?lang=zh-CN|en-US (default: Accept-Language)",
        tags,
        description: `Requires menu ${Menu.LayoutReview}.`,
      },
    },
    async (req, reply) => {
      const { orgId } = requireMember(req);
      const lang: Lang = (LANGS as readonly string[]).includes(req.query.lang ?? "")
        ? (req.query.lang as Lang)
        : req.lang;
      const bytes = await review.importTemplate(app.db, orgId, lang);
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
    },
  );

  app.post(
    "/api/project/import",
    {
      config: { access },
      schema: {
        response: { 200: envelopeOf(projectImportResult) },
        summary: "Import a project from the .xlsx template (multipart field `file`, ≤ 10 MB)",
        tags,
        description: `Requires menu ${Menu.LayoutReview}.`,
      },
    },
    async (req) => {
      const caller = requireMember(req);
      const buf = await readUpload(req);
      const raw = await runInWorker<RawImport>(
        XLSX_READER,
        "readImportWorkbook",
        [buf, req.lang],
        () => new AppError(Code.UploadRejected, { msgKey: "project.unzipTooLarge" }),
      );
      return envelope(req, await review.importProject(app.db, caller, raw, req.lang, app.clock.now()));
    },
  );

  app.post<{ Body: z.infer<typeof projectImportBody> }>(
    "/api/project/importJson",
    {
      bodyLimit: JSON_IMPORT_BODY_LIMIT,
      config: { access },
      schema: {
        body: projectImportBody,
        response: { 200: envelopeOf(projectImportResult) },
        summary: "Import a project as JSON (design tools): the template's data",
        tags,
        description: `Requires menu ${Menu.LayoutReview}.`,
      },
    },
    async (req) => {
      const caller = requireMember(req);
      const raw = rawFromJson(req.body);
      return envelope(req, await review.importProject(app.db, caller, raw, req.lang, app.clock.now()));
    },
  );

  post(
    app,
    "/api/project/list",
    {
      access,
      body: projectListBody,
      response: projectListPage,
      summary: "Projects of a review tab, with the counts of every tab",
      tags,
    },
    async (req) => projects.listProjects(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/project/detail",
    {
      access,
      body: projectIdBody,
      response: projectDetail,
      summary: "Project detail and overview; clears the flags new / has update",
      tags,
    },
    async (req) => projects.openDetail(app.db, requireMember(req), req.body.projectId, app.clock.now()),
  );
  post(
    app,
    "/api/project/planes",
    {
      access,
      body: projectIdBody,
      response: projectPlanes,
      summary: "The planes of a project with board counts (read-only: the flags stay)",
      tags,
    },
    async (req) => projects.planes(app.db, requireMember(req).orgId, req.body.projectId),
  );
  post(
    app,
    "/api/project/boards",
    {
      access,
      body: projectBoardsBody,
      response: projectBoardPage,
      summary: "The planned boards of a project (paged)",
      tags,
    },
    async (req) => boards.pageBoards(app.db, requireMember(req).orgId, req.body.projectId, req.body),
  );
  post(
    app,
    "/api/project/materials",
    {
      access,
      body: projectIdBody,
      response: projectMaterials,
      summary: "Slab demand by stone and thickness against slabs in stock",
      tags,
    },
    async (req) => boards.materials(app.db, requireMember(req).orgId, req.body.projectId),
  );
  post(
    app,
    "/api/project/processing",
    {
      access,
      body: projectProcessingBody,
      response: processingPage,
      summary: "Second-processing crafts, unit prices and fees",
      tags,
    },
    async (req) => boards.processing(app.db, requireMember(req).orgId, req.body.projectId, req.body),
  );
  post(
    app,
    "/api/project/packing",
    {
      access,
      body: projectIdBody,
      response: packingList,
      summary: "The packing list and its validity",
      tags,
    },
    async (req) => boards.packingList(app.db, requireMember(req).orgId, req.body.projectId),
  );
  post(
    app,
    "/api/project/updateSettings",
    {
      access,
      body: projectSettingsBody,
      response: versioned,
      summary: "Save the project settings (pending only)",
      tags,
    },
    async (req) => review.updateSettings(app.db, requireMember(req), req.body, app.clock.now()),
  );
  post(
    app,
    "/api/project/approve",
    {
      access,
      body: projectTransitionBody,
      response: versioned,
      summary: "Approve: pending → reviewed",
      tags,
    },
    async (req) => review.approve(app.db, requireMember(req), req.body, req.lang, app.clock.now()),
  );
  post(
    app,
    "/api/project/recall",
    {
      access,
      body: projectTransitionBody,
      response: versioned,
      summary: "Recall: pending → cancelled",
      tags,
    },
    async (req) => review.recall(app.db, requireMember(req), req.body, app.clock.now()),
  );
  post(
    app,
    "/api/project/delete",
    {
      access,
      body: projectTransitionBody,
      response: nothing,
      summary: "Delete a pending or cancelled project",
      tags,
    },
    async (req) => review.remove(app.db, requireMember(req), req.body, app.clock.now()),
  );
}
