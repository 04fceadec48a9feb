import {
  Code,
  createWorkshopBody,
  Menu,
  updateWorkshopBody,
  workshopIdBody,
  workshopListBody,
  workshopOptionsBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";
import { findWorkshop, pageWorkshops, type WorkshopRow } from "./workshop.repository.ts";

const toItem = (w: WorkshopRow) => ({
  workshopId: w.id,
  category: w.category,
  name: w.name,
  code: w.code,
  isDefault: w.is_default,
  version: w.version,
  createdAt: w.created_at.toISOString(),
});

const defaultLocked = (action: string) =>
  new AppError(Code.InvalidState, { msgKey: "rule.defaultWorkshop", data: { from: "default", action } });

export async function workshopRoutes(app: FastifyInstance) {
  const tags = ["workshop"];
  const access = { menu: Menu.Workshops };
  post(
    app,
    "/api/workshop/list",
    { access, body: workshopListBody, summary: "Workshops, paged", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const rows = await pageWorkshops(app.db, orgId, {
        ...req.body,
        limit: req.body.pageSize,
        offset: offsetOf(req.body),
      });
      return toPage(rows, req.body, toItem);
    },
  );
  post(
    app,
    "/api/workshop/options",
    { access: "member", body: workshopOptionsBody, summary: "Workshops for selects", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const rows = await pageWorkshops(app.db, orgId, { category: req.body.category, limit: 500, offset: 0 });
      return rows.map((w) => ({ workshopId: w.id, category: w.category, name: w.name, code: w.code }));
    },
  );
  post(
    app,
    "/api/workshop/create",
    { access, body: createWorkshopBody, summary: "Add a workshop", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const { rows } = await q.query<{ id: string }>(
            `INSERT INTO workshops (org_id, category, name, code, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
            [caller.orgId, req.body.category, req.body.name, req.body.code, now],
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "workshop",
            entityId: rows[0]!.id,
            action: "create",
            to: req.body.name,
            at: now,
          });
          return { workshopId: rows[0]!.id };
        });
      } catch (err) {
        codeTaken(err, "workshops_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/workshop/update",
    { access, body: updateWorkshopBody, summary: "Edit a workshop (not a default one)", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const current = await findWorkshop(q, caller.orgId, b.workshopId);
          if (!current) throw new AppError(Code.NotFound);
          if (current.is_default) throw defaultLocked("update");
          const version = await updateVersioned(
            q,
            "workshops",
            { id: b.workshopId, orgId: caller.orgId, version: b.version },
            { category: b.category, name: b.name, code: b.code },
            now,
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "workshop",
            entityId: b.workshopId,
            action: "update",
            from: current.name,
            to: b.name,
            at: now,
          });
          return { version };
        });
      } catch (err) {
        codeTaken(err, "workshops_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/workshop/delete",
    { access, body: workshopIdBody, summary: "Delete a workshop (not a default one)", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const current = await findWorkshop(q, caller.orgId, req.body.workshopId);
        if (!current) throw new AppError(Code.NotFound);
        if (current.is_default) throw defaultLocked("delete");
        const used = await q.query("SELECT 1 FROM crafts WHERE workshop_id = $1 LIMIT 1", [current.id]);
        if (used.rows.length)
          throw new AppError(Code.InvalidState, {
            msgKey: "rule.workshopInUse",
            data: { from: "inUse", action: "delete" },
          });
        await q.query("DELETE FROM workshops WHERE id = $1 AND org_id = $2", [current.id, caller.orgId]);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "workshop",
          entityId: current.id,
          action: "delete",
          from: current.name,
          at: now,
        });
        return null;
      });
    },
  );
}
