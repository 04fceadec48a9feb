import {
  Code,
  Menu,
  rackAddBody,
  rackCode,
  rackIdsBody,
  rackListBody,
  rackUpdateBody,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { AppError, fieldError, rethrowUnique } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../../lib/paging.ts";
import { post } from "../../lib/route.ts";
import { staleOrMissing } from "../../lib/versioned.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";

export const MAX_RACK_NUMBER = 9999;
const DEFAULT_SAFETY = "8.00";
const DEFAULT_MAX = "10.00";

interface RackRow {
  id: string;
  number: number;
  status: string;
  safety_value: string;
  max_value: string;
  class_no: string;
  location: string;
  version: number;
  created_at: Date;
  total?: number;
}

const toItem = (r: RackRow) => ({
  rackId: r.id,
  number: String(r.number).padStart(4, "0"),
  code: rackCode(r.number),
  status: r.status,
  safetyValue: Number(r.safety_value).toFixed(2),
  maxValue: Number(r.max_value).toFixed(2),
  classNo: r.class_no,
  location: r.location,
  version: r.version,
  createdAt: r.created_at.toISOString(),
});

const SORTS = {
  codeAsc: "number ASC",
  codeDesc: "number DESC",
  createdAsc: "created_at ASC, number ASC",
  createdDesc: "created_at DESC, number DESC",
} as const;

export async function rackRoutes(app: FastifyInstance) {
  const tags = ["rack"];
  const access = { menu: Menu.Racks };
  post(
    app,
    "/api/rack/list",
    { access, body: rackListBody, summary: "Racks, paged, sorted by code or creation time", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const b = req.body;
      const keyword = b.keyword?.toUpperCase().replace(/^RK/, "") || null;
      const { rows } = await app.db.query<RackRow>(
        `SELECT id, number, status, safety_value::text, max_value::text, class_no, location, version, created_at,
              count(*) OVER ()::int AS total
         FROM racks
        WHERE org_id = $1 AND ($2::text IS NULL OR lpad(number::text, 4, '0') LIKE '%' || $2 || '%')
          AND ($3::text IS NULL OR status = $3)
        ORDER BY ${SORTS[b.sort]} LIMIT $4 OFFSET $5`,
        [orgId, keyword, b.status ?? null, b.pageSize, offsetOf(b)],
      );
      return toPage(rows, b, toItem);
    },
  );

  /**
   * Adds one rack by number or a run by quantity after the current highest. An advisory lock per
   * enterprise serialises concurrent adds, so two administrators never get the same numbers.
   */
  post(
    app,
    "/api/rack/add",
    { access, body: rackAddBody, summary: "Add a rack by number, or 1-500 by quantity", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      const extras = [
        b.safetyValue ?? DEFAULT_SAFETY,
        b.maxValue ?? DEFAULT_MAX,
        b.classNo ?? "",
        b.location ?? "",
      ];
      if (Number(extras[0]) > Number(extras[1]))
        throw fieldError("safetyValue", "validation.valueUnreasonable");
      try {
        return await app.db.tx(async (q) => {
          await q.query("SELECT pg_advisory_xact_lock(727004, hashtext($1))", [caller.orgId]);
          let from: number;
          let count: number;
          if (b.number !== undefined) {
            from = Number(b.number);
            count = 1;
          } else {
            const { rows } = await q.query<{ top: number }>(
              "SELECT COALESCE(max(number), 0)::int AS top FROM racks WHERE org_id = $1",
              [caller.orgId],
            );
            from = rows[0]!.top + 1;
            count = b.quantity!;
            if (from + count - 1 > MAX_RACK_NUMBER) {
              throw new AppError(Code.InvalidState, {
                msgKey: "rule.rackNumbersExhausted",
                data: {
                  from: rows[0]!.top,
                  action: "add",
                  available: Math.max(0, MAX_RACK_NUMBER - rows[0]!.top),
                },
              });
            }
          }
          await q.query(
            `INSERT INTO racks (org_id, number, safety_value, max_value, class_no, location, created_at, updated_at)
           SELECT $1, n, $4::numeric, $5::numeric, $6, $7, $8, $8 FROM generate_series($2::int, $3::int) AS n`,
            [caller.orgId, from, from + count - 1, ...extras, now],
          );
          const to = from + count - 1;
          await writeAudit(q, {
            orgId: caller.orgId,
            actorUserId: caller.userId,
            entity: "rack",
            entityId: null,
            action: "create",
            to: `${rackCode(from)}-${rackCode(to)}`,
            detail: { count },
            at: now,
          });
          return { created: count, from: String(from).padStart(4, "0"), to: String(to).padStart(4, "0") };
        });
      } catch (err) {
        rethrowUnique(err, { racks_org_id_number_key: ["number", "validation.rackNumberTaken"] });
      }
    },
  );

  post(
    app,
    "/api/rack/update",
    { access, body: rackUpdateBody, summary: "Edit a rack's values, class no. and location", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ version: number }>(
          `UPDATE racks SET safety_value = $4::numeric, max_value = $5::numeric, class_no = $6, location = $7,
                version = version + 1, updated_at = $8
          WHERE id = $1 AND org_id = $2 AND version = $3 RETURNING version`,
          [b.rackId, caller.orgId, b.version, b.safetyValue, b.maxValue, b.classNo, b.location, now],
        );
        if (!rows[0]) await staleOrMissing(q, "racks", b.rackId, caller.orgId);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "rack",
          entityId: b.rackId,
          action: "update",
          at: now,
        });
        return { version: rows[0]!.version };
      });
    },
  );

  post(
    app,
    "/api/rack/delete",
    { access, body: rackIdsBody, summary: "Delete idle racks (all or nothing)", tags },
    async (req) => {
      const caller = requireMember(req);
      const ids = [...new Set(req.body.rackIds)];
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: string; status: string; number: number }>(
          "SELECT id, status, number FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[]) FOR UPDATE",
          [caller.orgId, ids],
        );
        if (rows.length !== ids.length) throw new AppError(Code.NotFound);
        if (rows.some((r) => r.status !== "idle")) {
          throw new AppError(Code.InvalidState, {
            msgKey: "rule.rackOccupied",
            data: { from: "occupied", action: "delete" },
          });
        }
        await q.query("DELETE FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[])", [caller.orgId, ids]);
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "rack",
          entityId: null,
          action: "delete",
          detail: { codes: rows.map((r) => rackCode(r.number)) },
          at: now,
        });
        return { deleted: rows.length };
      });
    },
  );

  post(
    app,
    "/api/rack/labels",
    { access, body: rackIdsBody, summary: "Rack label data for printing", tags },
    async (req) => {
      const { orgId } = requireMember(req);
      const { rows } = await app.db.query<RackRow>(
        `SELECT id, number, status, safety_value::text, max_value::text, class_no, location, version, created_at
         FROM racks WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY number`,
        [orgId, [...new Set(req.body.rackIds)]],
      );
      if (rows.length !== new Set(req.body.rackIds).size) throw new AppError(Code.NotFound);
      return rows.map((r) => ({
        rackId: r.id,
        number: String(r.number).padStart(4, "0"),
        code: rackCode(r.number),
        classNo: r.class_no,
        location: r.location,
      }));
    },
  );
}
