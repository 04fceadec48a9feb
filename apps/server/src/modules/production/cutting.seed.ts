import type { SeedContext } from "../../db/seed.ts";
import { generateRemnants } from "../inventory/remnant.service.ts";

/**
 * The demo's cutting (docs/api-production.md): the boards of slabs being cut are cutting with them, and
 * one cut board was found broken (back in layout review with its reason), and every done slab leaves its
 * remnants (inventory/remnant.service.ts). Runs after the inventory seed has moved slabs through the
 * machines. Deterministic: the board is chosen by code.
 */
export async function seedCutting(ctx: SeedContext): Promise<void> {
  const { q, orgId, adminUserId, now } = ctx;
  // A finished (done) project's slabs were all cut: one still on a table is marked complete.
  const finished = await q.query<{ id: string; status: string }>(
    `SELECT DISTINCT s.id, s.status FROM slabs s JOIN project_boards pb ON pb.slab_id = s.id
       JOIN projects p ON p.id = pb.project_id
      WHERE s.org_id = $1 AND p.review_status = 'done' AND s.status IN ('toCut', 'cutting') ORDER BY s.id`,
    [orgId],
  );
  const cutAt = new Date(now.getTime() - 86_400_000);
  for (const s of finished.rows) {
    await q.query(
      `UPDATE slabs SET status = 'done', completed_at = $2, completed_by = $3, version = version + 1 WHERE id = $1`,
      [s.id, cutAt, adminUserId],
    );
    await q.query(
      `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, created_at)
       VALUES ($1, $2, 'slab', $3, 'complete', $4, 'done', $5)`,
      [orgId, adminUserId, s.id, s.status, cutAt],
    );
  }
  // Every done slab leaves its remnants as a real completion does (the same function, at its completion time).
  const done = await q.query<{ id: string; completed_at: Date | null }>(
    `SELECT id, completed_at FROM slabs WHERE org_id = $1 AND status = 'done' AND parent_slab_id IS NULL
      ORDER BY completed_at, id`,
    [orgId],
  );
  for (const s of done.rows)
    await generateRemnants(q, { orgId, userId: adminUserId }, s.id, s.completed_at ?? cutAt);
  // Boards on a slab follow it (the project seed set statuses by board order, before any slab was
  // planned): toCut while it waits, cutting while it is cut, done once it is, on its table side.
  await q.query(
    `UPDATE project_boards pb
        SET status = CASE s.status WHEN 'cutting' THEN 'cutting' WHEN 'done' THEN 'done' ELSE 'toCut' END,
            table_side = CASE WHEN s.status IN ('cutting', 'done') THEN s.table_side END
       FROM slabs s, projects p
      WHERE s.id = pb.slab_id AND p.id = pb.project_id AND s.org_id = $1 AND p.review_status = 'reviewed'`,
    [orgId],
  );
  // One cut board of a project still in production found broken: it goes back to planning.
  const { rows } = await q.query<{ id: string; code: string; slab_id: string; plan_id: string }>(
    `SELECT pb.id, pb.code, pb.slab_id, pb.plan_id FROM project_boards pb JOIN projects p ON p.id = pb.project_id
      WHERE pb.org_id = $1 AND pb.status = 'done' AND p.review_status = 'reviewed'
      ORDER BY p.project_no, pb.code LIMIT 1`,
    [orgId],
  );
  const board = rows[0];
  if (!board) return;
  const reason = "切割崩边，需重新排版";
  const at = new Date(now.getTime() - 2 * 3600_000);
  await q.query(
    `UPDATE project_boards SET status = 'toCut', exception = true, exception_reason = $2, broken_at = $3,
            broken_by = $4, slab_id = NULL, plan_id = NULL, table_side = NULL WHERE id = $1`,
    [board.id, reason, at, adminUserId],
  );
  await q.query(
    `INSERT INTO audit_log (org_id, actor_user_id, entity, entity_id, action, from_state, to_state, detail, created_at)
     VALUES ($1, $2, 'board', $3, 'break', 'done', 'toCut', $4, $5)`,
    [
      orgId,
      adminUserId,
      board.id,
      JSON.stringify({ reason, code: board.code, slabId: board.slab_id, planId: board.plan_id }),
      at,
    ],
  );
}
