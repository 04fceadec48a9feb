import {
  Code,
  craftIdBody,
  craftListBody,
  createCraftBody,
  emptyBody,
  fenToYuan,
  Menu,
  updateCraftBody,
  yuanToFen,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { findWorkshop } from "./workshop.repository.ts";

interface CraftRow {
  id: string;
  priority: number;
  name: string;
  process: string;
  class_no: string;
  workshop_id: string;
  workshop_name: string;
  unit_price_fen: number;
  note: string;
  version: number;
  total?: number;
}

const toItem = (c: CraftRow) => ({
  craftId: c.id,
  priority: c.priority,
  name: c.name,
  process: c.process,
  classNo: c.class_no,
  workshopId: c.workshop_id,
  workshopName: c.workshop_name,
  unitPrice: fenToYuan(c.unit_price_fen),
  unitPriceFen: Number(c.unit_price_fen),
  note: c.note,
  version: c.version,
});

/** The transfer workshop must be this enterprise's second-processing or packing workshop. */
async function checkWorkshop(q: Queryable, orgId: string, workshopId: string) {
  const w = await findWorkshop(q, orgId, workshopId);
  if (!w) throw new AppError(Code.NotFound);
  if (w.category === "cutting") {
    throw new AppError(Code.ValidationFailed, {
      msgKey: "rule.workshopCategoryForCraft",
      data: { errors: [{ field: "workshopId", messageKey: "rule.workshopCategoryForCraft" }] },
    });
  }
}

export async function craftRoutes(app: FastifyInstance) {
  const tags = ["craft"];
  const access = { menu: Menu.Crafts };
  post(
    app,
    "/api/craft/list",
    { access, body: craftListBody, summary: "Second-processing crafts, by priority", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const b = req.body;
      const { rows } = await app.db.query<CraftRow>(
        `SELECT c.id, c.priority, c.name, c.process, c.class_no, c.workshop_id, w.name AS workshop_name, c.unit_price_fen,
              c.note, c.version, count(*) OVER ()::int AS total
         FROM crafts c JOIN workshops w ON w.id = c.workshop_id
        WHERE c.org_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.process ILIKE '%' || $2 || '%')
        ORDER BY c.priority ${b.sort === "priorityDesc" ? "DESC" : "ASC"}, c.created_at, c.id LIMIT $3 OFFSET $4`,
        [orgId, b.keyword || null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toItem);
    },
  );
  post(
    app,
    "/api/craft/options",
    { access: "member", body: emptyBody, summary: "Crafts for selects", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const { rows } = await app.db.query<CraftRow>(
        "SELECT id, name, unit_price_fen FROM crafts WHERE org_id = $1 ORDER BY priority, created_at, id",
        [orgId],
      );
      return rows.map((c) => ({
        craftId: c.id,
        name: c.name,
        unitPrice: fenToYuan(c.unit_price_fen),
        unitPriceFen: Number(c.unit_price_fen),
      }));
    },
  );
  post(
    app,
    "/api/craft/create",
    { access, body: createCraftBody, summary: "Add a craft", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        await checkWorkshop(q, caller.orgId, b.workshopId);
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO crafts (org_id, priority, name, process, class_no, workshop_id, unit_price_fen, note, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
          [
            caller.orgId,
            b.priority,
            b.name,
            b.process,
            b.classNo,
            b.workshopId,
            yuanToFen(b.unitPrice),
            b.note,
            now,
          ],
        );
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "craft",
          entityId: rows[0]!.id,
          action: "create",
          to: b.name,
          at: now,
        });
        return { craftId: rows[0]!.id };
      });
    },
  );
  post(
    app,
    "/api/craft/update",
    { access, body: updateCraftBody, summary: "Edit a craft", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        await checkWorkshop(q, caller.orgId, b.workshopId);
        const { rows } = await q.query<{ version: number }>(
          `UPDATE crafts SET priority = $4, name = $5, process = $6, class_no = $7, workshop_id = $8, unit_price_fen = $9,
                note = $10, version = version + 1, updated_at = $11
          WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
          [
            b.craftId,
            caller.orgId,
            b.version,
            b.priority,
            b.name,
            b.process,
            b.classNo,
            b.workshopId,
            yuanToFen(b.unitPrice),
            b.note,
            now,
          ],
        );
        if (!rows[0]) await staleOrMissing(q, "crafts", b.craftId, caller.orgId);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "craft",
          entityId: b.craftId,
          action: "update",
          to: `${b.name} ${b.unitPrice}`,
          at: now,
        });
        return { version: rows[0]!.version };
      });
    },
  );
  post(
    app,
    "/api/craft/delete",
    { access, body: craftIdBody, summary: "Delete a craft", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ name: string }>(
          "DELETE FROM crafts WHERE id = $1 AND org_id = $2 RETURNING name",
          [req.body.craftId, caller.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "craft",
          entityId: req.body.craftId,
          action: "delete",
          from: rows[0].name,
          at: now,
        });
        return null;
      });
    },
  );
}
