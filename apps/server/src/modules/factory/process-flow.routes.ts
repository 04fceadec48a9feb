import {
  Code,
  fenToYuan,
  Menu,
  processFlowGetBody,
  processFlowSaveBody,
  yuanToFen,
} from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";

async function readFlow(q: Queryable, orgId: string, projectType: string) {
  const flow = await q.query<{ version: number }>(
    "SELECT version FROM process_flows WHERE org_id = $1 AND project_type = $2",
    [orgId, projectType],
  );
  const { rows } = await q.query<{ craft_id: string; name: string; unit_price_fen: number }>(
    `SELECT s.craft_id, c.name, s.unit_price_fen FROM process_flow_steps s JOIN crafts c ON c.id = s.craft_id
      WHERE s.org_id = $1 AND s.project_type = $2 ORDER BY s.seq`,
    [orgId, projectType],
  );
  return {
    projectType,
    version: flow.rows[0]?.version ?? 0,
    steps: rows.map((s) => ({
      craftId: s.craft_id,
      name: s.name,
      unitPrice: fenToYuan(s.unit_price_fen),
      unitPriceFen: Number(s.unit_price_fen),
    })),
  };
}

export async function processFlowRoutes(app: FastifyInstance) {
  const tags = ["processFlow"];
  const access = { menu: Menu.ProcessFlow };
  post(
    app,
    "/api/processFlow/get",
    {
      access,
      body: processFlowGetBody,
      summary: "The ordered crafts and unit prices of a project type",
      tags,
    },
    async (req) => readFlow(app.db, requireMember(req).orgId, req.body.projectType),
  );
  post(
    app,
    "/api/processFlow/save",
    { access, body: processFlowSaveBody, summary: "Save the process flow of a project type", tags },
    async (req) => {
      const caller = requireMember(req);
      const b = req.body;
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        // Version 0 means "no flow saved yet": the insert then races on the primary key, one wins.
        const bumped =
          b.version === 0
            ? await q.query<{ version: number }>(
                `INSERT INTO process_flows (org_id, project_type, version, updated_at) VALUES ($1, $2, 1, $3)
               ON CONFLICT DO NOTHING RETURNING version`,
                [caller.orgId, b.projectType, now],
              )
            : await q.query<{ version: number }>(
                `UPDATE process_flows SET version = version + 1, updated_at = $4
                WHERE org_id = $1 AND project_type = $2 AND version = $3 RETURNING version`,
                [caller.orgId, b.projectType, b.version, now],
              );
        if (!bumped.rows[0]) throw new AppError(Code.Conflict);
        const ids = b.steps.map((s) => s.craftId);
        const owned = await q.query<{ id: string }>(
          "SELECT id FROM crafts WHERE org_id = $1 AND id = ANY($2::uuid[])",
          [caller.orgId, ids],
        );
        if (owned.rows.length !== new Set(ids).size) throw new AppError(Code.NotFound);
        await q.query("DELETE FROM process_flow_steps WHERE org_id = $1 AND project_type = $2", [
          caller.orgId,
          b.projectType,
        ]);
        for (const [seq, s] of b.steps.entries()) {
          await q.query(
            `INSERT INTO process_flow_steps (org_id, project_type, seq, craft_id, unit_price_fen) VALUES ($1, $2, $3, $4, $5)`,
            [caller.orgId, b.projectType, seq, s.craftId, yuanToFen(s.unitPrice)],
          );
        }
        await writeAudit(q, {
          orgId: caller.orgId,
          actorUserId: caller.userId,
          entity: "processFlow",
          entityId: b.projectType,
          action: "update",
          detail: { steps: b.steps },
          at: now,
        });
        return { version: bumped.rows[0].version };
      });
    },
  );
}
