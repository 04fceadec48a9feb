import multipart from "@fastify/multipart";
import {
  blockListBody,
  blockPage,
  Code,
  deviceOptions as deviceOptionList,
  envelopeOf,
  inventoryOptionsBody,
  inventoryOptions as inventoryOptionsSchema,
  LANGS,
  type Lang,
  layoutBoardsBody,
  layoutBoards as layoutBoardsSchema,
  layoutCheckBody,
  layoutCheck as layoutCheckSchema,
  layoutSaveBody,
  layoutSaved,
  layoutSlabPage,
  layoutSlabsBody,
  Menu,
  materialDetail as materialDetailSchema,
  remnantRulesBody,
  remnantRulesSaveBody,
  remnantRules as remnantRulesSchema,
  SLAB_IMPORT_LIMITS,
  slabChangeDeviceBody,
  slabCompleteBody,
  slabDetail as slabDetailSchema,
  slabExceptionBody,
  slabIdBody,
  slabImportResult,
  slabListBody,
  slabPage,
  translate,
  versioned,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
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

/** The inventory module's routes (docs/api-inventory.md). */
export async function inventoryRoutes(app: FastifyInstance) {
  const tags = ["inventory"];
  const access = { menu: Menu.SlabQuery };
  const layoutAccess = { menu: Menu.LayoutReview };
  await app.register(multipart, {
    limits: { fileSize: SLAB_IMPORT_LIMITS.maxFileBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  app.get<{ Querystring: { lang?: string } }>(
    "/api/inventory/slabTemplate",
    {
      config: { access },
      schema: {
        summary: "The slab import template (.xlsx), ?lang=zh-CN|en-US",
        tags,
        description: "Requires menu 2200.",
      },
    },
    async (req, reply) => {
      const lang: Lang = (LANGS as readonly string[]).includes(req.query.lang ?? "")
        ? (req.query.lang as Lang)
        : req.lang;
      const file = await buildTemplate(lang);
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header(
          "content-disposition",
          `attachment; filename="slab-import-template.xlsx"; filename*=UTF-8''${encodeURIComponent(
            lang === "zh-CN" ? "大板导入模板.xlsx" : "slab-import-template.xlsx",
          )}`,
        )
        .send(file);
    },
  );

  app.post(
    "/api/inventory/slabImport",
    {
      config: { access },
      schema: {
        summary: "Import slabs from an .xlsx (multipart field `file`, ≤ 5 MB, ≤ 5000 rows); all or nothing",
        tags,
        description: "Requires menu 2200.",
        response: { 200: envelopeOf(slabImportResult) },
      },
    },
    async (req, reply) => {
      const caller = requireMember(req);
      const lang = req.lang;
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
      const r = await importSlabs(app.db, {
        orgId: caller.orgId,
        userId: caller.userId,
        data,
        lang,
        now: app.clock.now(),
      });
      if ("stored" in r)
        return { result: true, code: Code.Success, msg: translate(lang, "code.success"), data: r.stored };
      return reply.send({
        result: false,
        code: Code.ImportInvalid,
        msg: translate(lang, "inventory.import.failed", { total: r.total }),
        data: r,
      });
    },
  );

  post(
    app,
    "/api/inventory/slabList",
    { access, body: slabListBody, response: slabPage, summary: "Slabs, paged, with filters", tags },
    async (req) => slabList(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/blockList",
    {
      access,
      body: blockListBody,
      response: blockPage,
      summary: "Blocks with slab counts by status and total area",
      tags,
    },
    async (req) => blockList(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/options",
    {
      access,
      body: inventoryOptionsBody,
      response: inventoryOptionsSchema,
      summary: "Stones, thicknesses and warehouses for the filters",
      tags,
    },
    async (req) => filterOptions(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/inventory/slabDetail",
    {
      access,
      body: slabIdBody,
      response: slabDetailSchema,
      summary: "A slab with its plan summary and history",
      tags,
    },
    async (req) => slabDetail(app.db, requireMember(req).orgId, req.body.slabId),
  );
  post(
    app,
    "/api/inventory/slabException",
    {
      access,
      body: slabExceptionBody,
      response: versioned,
      summary: "Set or clear a slab's exception flag (with a reason)",
      tags,
    },
    async (req) => setException(app.db, requireMember(req), req.body, app.clock.now()),
  );
  post(
    app,
    "/api/inventory/materialDetail",
    {
      access,
      body: slabIdBody,
      response: materialDetailSchema,
      summary: "A slab's accepted cutting plan, to draw",
      tags,
    },
    async (req) => materialDetail(app.db, requireMember(req).orgId, req.body.slabId),
  );
  post(
    app,
    "/api/inventory/deviceOptions",
    {
      access,
      body: slabIdBody,
      response: deviceOptionList,
      summary: "Devices, each marked whether it can take the slab",
      tags,
    },
    async (req) => deviceOptions(app.db, requireMember(req).orgId, req.body.slabId),
  );
  post(
    app,
    "/api/inventory/slabChangeDevice",
    {
      access,
      body: slabChangeDeviceBody,
      response: versioned,
      summary: "Assign the slab to another (suitable) device",
      tags,
    },
    async (req) => changeDevice(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/inventory/slabComplete",
    {
      access,
      body: slabCompleteBody,
      response: versioned,
      summary: "Mark the slab done (irrevocable)",
      tags,
    },
    async (req) => completeSlab(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/inventory/remnantRules",
    {
      access,
      body: remnantRulesBody,
      response: remnantRulesSchema,
      summary: "The minimum size an offcut needs to become a remnant (default, per stone and thickness)",
      tags,
    },
    async (req) => remnantRules(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/inventory/remnantRulesSave",
    {
      access,
      body: remnantRulesSaveBody,
      response: remnantRulesSchema,
      summary: "Replace the remnant minimum-size rules",
      tags,
    },
    async (req) => saveRemnantRules(app.db, requireMember(req), req.body, app.clock.now()),
  );

  post(
    app,
    "/api/inventory/layoutSlabs",
    {
      access: layoutAccess,
      body: layoutSlabsBody,
      response: layoutSlabPage,
      summary: "Slabs the scope's unplanned boards could go on",
      tags,
    },
    async (req) => layoutSlabs(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/layoutBoards",
    {
      access: layoutAccess,
      body: layoutBoardsBody,
      response: layoutBoardsSchema,
      summary: "Manual layout: the slab, its boards to place and its plan",
      tags,
    },
    async (req) => layoutBoards(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/layoutCheck",
    {
      access: layoutAccess,
      body: layoutCheckBody,
      response: layoutCheckSchema,
      summary: "Manual layout dry run: every violation, nothing stored",
      tags,
    },
    async (req) => layoutCheck(app.db, requireMember(req).orgId, req.lang, req.body),
  );
  post(
    app,
    "/api/inventory/layoutSave",
    {
      access: layoutAccess,
      body: layoutSaveBody,
      response: layoutSaved,
      summary: "Save a manual plan as the slab's accepted plan",
      tags,
    },
    async (req) => layoutSave(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
}
