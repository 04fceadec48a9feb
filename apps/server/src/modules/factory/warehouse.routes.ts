import {
  createWarehouseBody,
  emptyBody,
  Menu,
  updateWarehouseBody,
  warehouseIdBody,
  warehouseListBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { deleteOwned, updateVersioned } from "../../lib/versioned.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";

interface WarehouseRow {
  id: string;
  name: string;
  code: string;
  location: string;
  version: number;
  created_at: Date;
  total?: number;
}

const toItem = (w: WarehouseRow) => ({
  warehouseId: w.id,
  name: w.name,
  code: w.code,
  location: w.location,
  version: w.version,
  createdAt: w.created_at.toISOString(),
});

export async function warehouseRoutes(app: FastifyInstance) {
  const tags = ["warehouse"];
  const access = { menu: Menu.Warehouses };
  post(
    app,
    "/api/warehouse/list",
    { access, body: warehouseListBody, summary: "Warehouses, paged", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const b = req.body;
      const { rows } = await app.db.query<WarehouseRow>(
        `SELECT id, name, code, location, version, created_at, count(*) OVER ()::int AS total FROM warehouses
        WHERE org_id = $1 AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%' OR code ILIKE '%' || $2 || '%')
        ORDER BY code LIMIT $3 OFFSET $4`,
        [orgId, b.keyword || null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toItem);
    },
  );
  post(
    app,
    "/api/warehouse/options",
    { access: "member", body: emptyBody, summary: "Warehouses for selects", tags },
    async (req) => {
      const { rows } = await app.db.query<WarehouseRow>(
        "SELECT id, name, code FROM warehouses WHERE org_id = $1 ORDER BY code",
        [requireMember(req).orgId],
      );
      return rows.map((w) => ({ warehouseId: w.id, name: w.name, code: w.code }));
    },
  );
  post(
    app,
    "/api/warehouse/create",
    { access, body: createWarehouseBody, summary: "Add a warehouse", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const { rows } = await q.query<{ id: string }>(
            `INSERT INTO warehouses (org_id, name, code, location, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
            [caller.orgId, b.name, b.code, b.location, now],
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "warehouse",
            entityId: rows[0]!.id,
            action: "create",
            to: b.name,
            at: now,
          });
          return { warehouseId: rows[0]!.id };
        });
      } catch (err) {
        codeTaken(err, "warehouses_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/warehouse/update",
    { access, body: updateWarehouseBody, summary: "Edit a warehouse", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const version = await updateVersioned(
            q,
            "warehouses",
            { id: b.warehouseId, orgId: caller.orgId, version: b.version },
            { name: b.name, code: b.code, location: b.location },
            now,
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "warehouse",
            entityId: b.warehouseId,
            action: "update",
            to: b.name,
            at: now,
          });
          return { version };
        });
      } catch (err) {
        codeTaken(err, "warehouses_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/warehouse/delete",
    { access, body: warehouseIdBody, summary: "Delete a warehouse", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const name = await deleteOwned(q, "warehouses", req.body.warehouseId, caller.orgId);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "warehouse",
          entityId: req.body.warehouseId,
          action: "delete",
          from: name,
          at: now,
        });
        return null;
      });
    },
  );
}
