import multipart from "@fastify/multipart";
import {
  blockListBody,
  Code,
  inventoryOptionsBody,
  LANGS,
  type Lang,
  layoutBoardsBody,
  layoutCheckBody,
  layoutSaveBody,
  layoutSlabsBody,
  Menu,
  SLAB_IMPORT_LIMITS,
  slabChangeDeviceBody,
  slabCompleteBody,
  slabExceptionBody,
  slabIdBody,
  slabListBody,
  translate,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { acceptPlan, checkLayout, describe, loadPlan, publicViolation } from "./cutting-plan.repository.ts";
import { inventoryOptions, listBlocks, listSlabs, slabHistory, withDefects } from "./inventory.repository.ts";
import {
  changeDevice,
  completeSlab,
  deviceOptions,
  layoutBoards,
  layoutSlabs,
  setException,
  slabDetail,
} from "./inventory.service.ts";
import { buildTemplate, ImportInvalid, parseSlabWorkbook, storeSlabs } from "./slab-import.service.ts";

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
      try {
        const { sheet, rows } = await parseSlabWorkbook(data, lang);
        const stored = await app.db.tx((q) =>
          storeSlabs(q, {
            orgId: caller.orgId,
            userId: caller.userId,
            sheet,
            rows,
            lang,
            now: app.clock.now(),
          }),
        );
        return { result: true, code: Code.Success, msg: translate(lang, "code.success"), data: stored };
      } catch (err) {
        let invalid = err instanceof ImportInvalid ? err : null;
        // A concurrent import stored the same barcode or slab first: the unique index decides.
        if (!invalid && (err as { code?: string })?.code === "23505")
          invalid = new ImportInvalid([
            {
              sheet: "",
              row: null,
              field: null,
              column: null,
              message: translate(lang, "inventory.import.concurrent"),
            },
          ]);
        if (!invalid) throw err;
        // DESIGN §3: 1009 lists the problems in data.rows.
        const total = invalid.rows.length;
        return reply.send({
          result: false,
          code: Code.ImportInvalid,
          msg: translate(lang, "inventory.import.failed", { total }),
          data: { rows: invalid.rows.slice(0, SLAB_IMPORT_LIMITS.maxErrors), total },
        });
      }
    },
  );

  post(
    app,
    "/api/inventory/slabList",
    { access, body: slabListBody, summary: "Slabs, paged, with filters", tags },
    async (req) => listSlabs(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/blockList",
    { access, body: blockListBody, summary: "Blocks with slab counts by status and total area", tags },
    async (req) => listBlocks(app.db, requireMember(req).orgId, req.body),
  );
  post(
    app,
    "/api/inventory/options",
    {
      access,
      body: inventoryOptionsBody,
      summary: "Stones, thicknesses and warehouses for the filters",
      tags,
    },
    async (req) => inventoryOptions(app.db, requireMember(req).orgId),
  );
  post(
    app,
    "/api/inventory/slabDetail",
    { access, body: slabIdBody, summary: "A slab with its plan summary and history", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const r = await slabDetail(app.db, orgId, req.body.slabId);
      const slab = withDefects(r);
      const plan = await loadPlan(app.db, orgId, r.id, slab.area);
      return {
        ...slab,
        completedAt: r.completed_at?.toISOString() ?? null,
        completedByName: r.completed_by_name,
        plan: plan
          ? {
              planId: plan.planId,
              source: plan.source,
              projectId: plan.projectId,
              projectName: plan.projectName,
              projectNo: plan.projectNo,
              planeId: plan.planeId,
              batchNo: plan.batchNo,
              boardCount: plan.boards.length,
              usedArea: plan.usedArea,
              yieldRate: plan.yieldRate,
              kerf: plan.kerf,
              stages: plan.stages,
              createdAt: plan.createdAt,
            }
          : null,
        history: await slabHistory(app.db, orgId, r.id),
      };
    },
  );
  post(
    app,
    "/api/inventory/slabException",
    {
      access,
      body: slabExceptionBody,
      summary: "Set or clear a slab's exception flag (with a reason)",
      tags,
    },
    async (req) => {
      const caller = requireMember(req);
      return setException(app.db, caller, req.body, app.clock.now());
    },
  );
  post(
    app,
    "/api/inventory/materialDetail",
    { access, body: slabIdBody, summary: "A slab's accepted cutting plan, to draw", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const r = await slabDetail(app.db, orgId, req.body.slabId);
      const slab = withDefects(r);
      return { slab, plan: await loadPlan(app.db, orgId, r.id, slab.area) };
    },
  );
  post(
    app,
    "/api/inventory/deviceOptions",
    { access, body: slabIdBody, summary: "Devices, each marked whether it can take the slab", tags },
    async (req) => deviceOptions(app.db, requireMember(req).orgId, req.body.slabId),
  );
  post(
    app,
    "/api/inventory/slabChangeDevice",
    { access, body: slabChangeDeviceBody, summary: "Assign the slab to another (suitable) device", tags },
    async (req) => changeDevice(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );
  post(
    app,
    "/api/inventory/slabComplete",
    { access, body: slabCompleteBody, summary: "Mark the slab done (irrevocable)", tags },
    async (req) => completeSlab(app.db, requireMember(req), req.lang, req.body, app.clock.now()),
  );

  post(
    app,
    "/api/inventory/layoutSlabs",
    {
      access: layoutAccess,
      body: layoutSlabsBody,
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
      summary: "Manual layout dry run: every violation, nothing stored",
      tags,
    },
    async (req) => {
      const { orgId } = requireMember(req);
      const r = await checkLayout(app.db, { orgId, ...req.body });
      return {
        feasible: r.violations.length === 0,
        violations: describe(req.lang, r.violations).map(publicViolation),
        usedArea: r.usedArea,
        yieldRate: r.yieldRate,
      };
    },
  );
  post(
    app,
    "/api/inventory/layoutSave",
    {
      access: layoutAccess,
      body: layoutSaveBody,
      summary: "Save a manual plan as the slab's accepted plan",
      tags,
    },
    async (req) => {
      const caller = requireMember(req);
      const { version, ...b } = req.body;
      const r = await app.db.tx((q) =>
        acceptPlan(q, {
          ...b,
          orgId: caller.orgId,
          userId: caller.userId,
          source: "manual",
          now: app.clock.now(),
          expectedSlabVersion: version,
          lang: req.lang,
        }),
      );
      return { planId: r.planId, usedArea: r.usedArea, yieldRate: r.yieldRate, version: r.slabVersion };
    },
  );
}
