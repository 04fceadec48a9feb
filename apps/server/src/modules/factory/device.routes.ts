import {
  Code,
  createDeviceBody,
  deviceIdBody,
  deviceListBody,
  Menu,
  SERIES_DEFAULTS,
  updateDeviceBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { AppError, codeTaken } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { updateVersioned } from "../../lib/versioned.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";

interface DeviceRow {
  id: string;
  code: string;
  series: "S600" | "C500" | "smart400";
  max_length: number;
  max_width: number;
  max_thickness: number;
  linked_at: Date | null;
  table_a: string;
  table_b: string;
  version: number;
  total?: number;
}

const toItem = (d: DeviceRow) => ({
  deviceId: d.id,
  code: d.code,
  series: d.series,
  maxLength: d.max_length,
  maxWidth: d.max_width,
  maxThickness: d.max_thickness,
  linked: d.linked_at !== null,
  linkedAt: d.linked_at?.toISOString() ?? null,
  tableA: d.table_a,
  tableB: d.table_b,
  version: d.version,
});

export async function deviceRoutes(app: FastifyInstance) {
  const tags = ["device"];
  const access = { menu: Menu.MachineTables };
  post(
    app,
    "/api/device/list",
    { access, body: deviceListBody, summary: "Machine tables, paged", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const b = req.body;
      const { rows } = await app.db.query<DeviceRow>(
        `SELECT id, code, series, max_length, max_width, max_thickness, linked_at, table_a, table_b, version,
              count(*) OVER ()::int AS total
         FROM devices WHERE org_id = $1 AND ($2::text IS NULL OR code ILIKE '%' || $2 || '%') AND ($3::text IS NULL OR series = $3)
        ORDER BY code LIMIT $4 OFFSET $5`,
        [orgId, b.keyword || null, b.series ?? null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toItem);
    },
  );
  post(
    app,
    "/api/device/create",
    { access, body: createDeviceBody, summary: "Add a machine (sizes default by series)", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const d = SERIES_DEFAULTS[b.series];
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const { rows } = await q.query<{ id: string }>(
            `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
            [
              caller.orgId,
              b.code,
              b.series,
              b.maxLength ?? d.maxLength,
              b.maxWidth ?? d.maxWidth,
              b.maxThickness ?? d.maxThickness,
              now,
            ],
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "device",
            entityId: rows[0]!.id,
            action: "create",
            to: b.code,
            at: now,
          });
          return { deviceId: rows[0]!.id };
        });
      } catch (err) {
        codeTaken(err, "devices_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/device/update",
    { access, body: updateDeviceBody, summary: "Edit a machine", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      try {
        return await app.db.tx(async (q) => {
          const version = await updateVersioned(
            q,
            "devices",
            { id: b.deviceId, orgId: caller.orgId, version: b.version },
            {
              code: b.code,
              series: b.series,
              max_length: b.maxLength,
              max_width: b.maxWidth,
              max_thickness: b.maxThickness,
            },
            now,
          );
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "device",
            entityId: b.deviceId,
            action: "update",
            to: b.code,
            at: now,
          });
          return { version };
        });
      } catch (err) {
        codeTaken(err, "devices_org_id_code_key");
      }
    },
  );
  post(
    app,
    "/api/device/delete",
    { access, body: deviceIdBody, summary: "Delete a machine whose tables hold nothing", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ code: string; table_a: string; table_b: string }>(
          "SELECT code, table_a, table_b FROM devices WHERE id = $1 AND org_id = $2 FOR UPDATE",
          [req.body.deviceId, caller.orgId],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        if (rows[0].table_a === "picked" || rows[0].table_b === "picked") {
          throw new AppError(Code.InvalidState, {
            msgKey: "rule.devicePicked",
            data: { from: "picked", action: "delete" },
          });
        }
        await q.query("DELETE FROM devices WHERE id = $1 AND org_id = $2", [req.body.deviceId, caller.orgId]);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "device",
          entityId: req.body.deviceId,
          action: "delete",
          from: rows[0].code,
          at: now,
        });
        return null;
      });
    },
  );
  /** Links (or re-links) a machine: a new API key, shown once, stored hashed; the old key dies. */
  post(
    app,
    "/api/device/link",
    {
      access,
      body: deviceIdBody,
      summary: "Issue the machine's API key (shown once; regenerating revokes the old)",
      tags,
    },
    async (req) => {
      const caller = requireMember(req);
      const apiKey = `swd_${newToken()}`;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ linked_at: Date }>(
          `UPDATE devices SET api_key_hash = $3, linked_at = $4, updated_at = $4 WHERE id = $1 AND org_id = $2 RETURNING linked_at`,
          [req.body.deviceId, caller.orgId, sha256(apiKey), now],
        );
        if (!rows[0]) throw new AppError(Code.NotFound);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "device",
          entityId: req.body.deviceId,
          action: "link",
          to: "linked",
          at: now,
        });
        return { apiKey, linkedAt: rows[0].linked_at.toISOString() };
      });
    },
  );
  post(
    app,
    "/api/device/unlink",
    { access, body: deviceIdBody, summary: "Revoke the machine's API key", tags },
    async (req) => {
      const caller = requireMember(req);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rowCount } = await q.query(
          "UPDATE devices SET api_key_hash = NULL, linked_at = NULL, updated_at = $3 WHERE id = $1 AND org_id = $2",
          [req.body.deviceId, caller.orgId, now],
        );
        if (rowCount !== 1) throw new AppError(Code.NotFound);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "device",
          entityId: req.body.deviceId,
          action: "unlink",
          from: "linked",
          to: "unlinked",
          at: now,
        });
        return null;
      });
    },
  );
  // The machine's own check of its key: X-Device-Key, no user session.
  app.get(
    "/api/device/whoami",
    {
      config: { access: "public" },
      schema: { summary: "A linked machine checks its API key (X-Device-Key header)", tags },
    },
    async (req) => {
      const key = String(req.headers["x-device-key"] ?? "");
      const { rows } = await app.db.query<{ code: string; series: string }>(
        "SELECT code, series FROM devices WHERE api_key_hash = $1",
        [sha256(key)],
      );
      if (!key || !rows[0]) throw new AppError(Code.NotLoggedIn);
      return { result: true, code: Code.Success, msg: "", data: rows[0] };
    },
  );
}
