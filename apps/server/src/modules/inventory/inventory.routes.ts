import multipart from "@fastify/multipart";
import {
  blockContract,
  Code,
  LANGS,
  type Lang,
  manualLayoutContract as layout,
  remnantContract,
  SLAB_IMPORT_LIMITS,
  slabContract as slab,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { route } from "../../lib/route.ts";
import {
  blockList,
  changeDevice,
  completeSlab,
  deviceOptions,
  filterOptions,
  layoutBoards,
  layoutSlabs,
  materialDetail,
  setException,
  slabDetail,
  slabList,
} from "./inventory.service.ts";
import { layoutCheck, layoutSave } from "./manual-layout.service.ts";
import { remnantRules, saveRemnantRules } from "./remnant.service.ts";
import { buildTemplate, importSlabs } from "./slab-import.service.ts";

/** Reads the one `file` part of the upload (1001 when there is none, 1008 when it is too large). */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    new AppError(Code.ValidationFailed, {
      msgKey: "upload.missing",
      data: { errors: [{ field: "file", messageKey: "upload.missing" }] },
    });
  if (!req.isMultipart()) throw missing();
  const file = await req.file();
  if (!file) throw missing();
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError(Code.UploadRejected, { msgKey: "inventory.import.fileTooLarge" });
  }
  if (file.file.truncated)
    throw new AppError(Code.UploadRejected, { msgKey: "inventory.import.fileTooLarge" });
  return data;
}

/** The inventory module's routes (docs/api-inventory.md). */
export async function inventoryRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: SLAB_IMPORT_LIMITS.maxFileBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  route(app, slab.template, async (ctx, query, _req, reply) => {
    const lang: Lang = (LANGS as readonly string[]).includes(query.lang ?? "")
      ? (query.lang as Lang)
      : ctx.lang;
    const file = await buildTemplate(ctx, { lang });
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header(
        "content-disposition",
        `attachment; filename="slab-import-template.xlsx"; filename*=UTF-8''${encodeURIComponent(
          lang === "zh-CN" ? "大板导入模板.xlsx" : "slab-import-template.xlsx",
        )}`,
      )
      .send(file);
  });
  route(app, slab.import, async (ctx, _body, req) => {
    const r = await importSlabs(ctx, { data: await readUpload(req) });
    if ("stored" in r) return r.stored;
    // A refused file: its problems (1009), the first rows and their total.
    throw new AppError(Code.ImportInvalid, {
      msgKey: "inventory.import.failed",
      params: { total: r.total },
      data: r,
    });
  });
  route(app, slab.list, slabList);
  route(app, blockContract.list, blockList);
  route(app, slab.options, filterOptions);
  route(app, slab.detail, (ctx, b) => slabDetail(ctx, b.slabId));
  route(app, slab.exception, setException);
  route(app, slab.materialDetail, (ctx, b) => materialDetail(ctx, b.slabId));
  route(app, slab.deviceOptions, (ctx, b) => deviceOptions(ctx, b.slabId));
  route(app, slab.changeDevice, changeDevice);
  route(app, slab.complete, completeSlab);
  route(app, remnantContract.rules, remnantRules);
  route(app, remnantContract.saveRules, saveRemnantRules);

  route(app, layout.slabs, layoutSlabs);
  route(app, layout.boards, layoutBoards);
  route(app, layout.check, layoutCheck);
  route(app, layout.save, layoutSave);
}
