import type { ProjectType } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";

/** The flow's version (0 when none is saved) and its reinforcement switch (default on). */
export async function flowHead(q: Queryable, orgId: string, projectType: ProjectType) {
  const { rows } = await q.query<{ version: number; reinforcement: boolean }>(
    "SELECT version, reinforcement FROM process_flows WHERE org_id = $1 AND project_type = $2",
    [orgId, projectType],
  );
  return { version: rows[0]?.version ?? 0, reinforcement: rows[0]?.reinforcement ?? true };
}

/** Sets whether racks of the project type stop at reinforcement (the flow row exists). */
export async function setReinforcement(q: Queryable, orgId: string, projectType: ProjectType, on: boolean) {
  await q.query("UPDATE process_flows SET reinforcement = $3 WHERE org_id = $1 AND project_type = $2", [
    orgId,
    projectType,
    on,
  ]);
}

export async function flowSteps(q: Queryable, orgId: string, projectType: ProjectType) {
  const { rows } = await q.query<{ craft_id: string; name: string; unit_price_fen: number }>(
    `SELECT s.craft_id, c.name, s.unit_price_fen FROM process_flow_steps s JOIN crafts c ON c.id = s.craft_id
      WHERE s.org_id = $1 AND s.project_type = $2 ORDER BY s.seq`,
    [orgId, projectType],
  );
  return rows;
}

/**
 * Moves the flow from `version` to the next one; undefined when someone else moved it first.
 * Version 0 means "no flow saved yet": the insert then races on the primary key, one wins.
 */
export async function bumpFlowVersion(
  q: Queryable,
  orgId: string,
  projectType: ProjectType,
  version: number,
  now: Date,
): Promise<number | undefined> {
  const { rows } =
    version === 0
      ? await q.query<{ version: number }>(
          `INSERT INTO process_flows (org_id, project_type, version, updated_at) VALUES ($1, $2, 1, $3)
           ON CONFLICT DO NOTHING RETURNING version`,
          [orgId, projectType, now],
        )
      : await q.query<{ version: number }>(
          `UPDATE process_flows SET version = version + 1, updated_at = $4
            WHERE org_id = $1 AND project_type = $2 AND version = $3 RETURNING version`,
          [orgId, projectType, version, now],
        );
  return rows[0]?.version;
}

/** How many of these crafts belong to the enterprise. */
export async function countOwnCrafts(q: Queryable, orgId: string, craftIds: string[]): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM crafts WHERE org_id = $1 AND id = ANY($2::uuid[])",
    [orgId, craftIds],
  );
  return rows.length;
}

/** Replaces the flow's steps with these, in this order. */
export async function replaceFlowSteps(
  q: Queryable,
  orgId: string,
  projectType: ProjectType,
  steps: { craftId: string; unitPriceFen: number }[],
): Promise<void> {
  await q.query("DELETE FROM process_flow_steps WHERE org_id = $1 AND project_type = $2", [
    orgId,
    projectType,
  ]);
  for (const [seq, s] of steps.entries()) {
    await q.query(
      `INSERT INTO process_flow_steps (org_id, project_type, seq, craft_id, unit_price_fen) VALUES ($1, $2, $3, $4, $5)`,
      [orgId, projectType, seq, s.craftId, s.unitPriceFen],
    );
  }
}
