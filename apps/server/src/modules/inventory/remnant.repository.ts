import type { CutNode } from "@stoneworks/cutting";
import type { SlabStatus } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import type { Rect } from "./remnant.geometry.ts";

/** SQL of remnants (docs/api-inventory.md "Remnants"): the minimum-size rules and the remnant slabs. */

export interface RuleRow {
  stone: string | null;
  thickness: string | null;
  min_length: number;
  min_width: number;
}

/** The enterprise's rules: the default row first, then by stone and thickness. */
export async function listRules(q: Queryable, orgId: string): Promise<RuleRow[]> {
  const { rows } = await q.query<RuleRow>(
    `SELECT stone, thickness::text AS thickness, min_length, min_width FROM remnant_rules WHERE org_id = $1
      ORDER BY (stone IS NOT NULL), (thickness IS NOT NULL), stone, thickness`,
    [orgId],
  );
  return rows;
}

/** Replaces the enterprise's rules, serialised per enterprise (two saves at once: one after the other). */
export async function replaceRules(
  q: Queryable,
  orgId: string,
  rules: { stone: string | null; thickness: number | null; minLength: number; minWidth: number }[],
  now: Date,
) {
  await q.query("SELECT pg_advisory_xact_lock(727019, hashtext($1))", [orgId]);
  await q.query("DELETE FROM remnant_rules WHERE org_id = $1", [orgId]);
  for (const r of rules)
    await q.query(
      `INSERT INTO remnant_rules (org_id, stone, thickness, min_length, min_width, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [orgId, r.stone, r.thickness, r.minLength, r.minWidth, now],
    );
}

/**
 * The rule for a stone and thickness: the most specific row (stone and thickness, then stone, then
 * thickness, then the default), or null when the enterprise has none that applies.
 */
export async function ruleFor(q: Queryable, orgId: string, stone: string, thickness: string | number) {
  const { rows } = await q.query<{ min_length: number; min_width: number }>(
    `SELECT min_length, min_width FROM remnant_rules
      WHERE org_id = $1 AND (stone IS NULL OR stone = $2) AND (thickness IS NULL OR thickness = $3::numeric)
      ORDER BY (stone IS NOT NULL) DESC, (thickness IS NOT NULL) DESC LIMIT 1`,
    [orgId, stone, String(thickness)],
  );
  return rows[0] ?? null;
}

/** What a completed slab hands down to its remnants (read inside the completion, the slab locked). */
export interface ParentSlab {
  id: string;
  org_id: string;
  block_id: string;
  bundle_no: string;
  slab_no: string;
  stone: string;
  barcode: string;
  thickness: string;
  warehouse_id: string | null;
  defects: unknown;
}

export async function findParent(q: Queryable, slabId: string): Promise<ParentSlab | null> {
  const { rows } = await q.query<ParentSlab>(
    `SELECT id, org_id, block_id, bundle_no, slab_no, stone, barcode, thickness::text AS thickness, warehouse_id, defects
       FROM slabs WHERE id = $1`,
    [slabId],
  );
  return rows[0] ?? null;
}

/** The slab's accepted plan with its cut tree and placed boards, or null. */
export async function acceptedPlanTree(q: Queryable, slabId: string) {
  const { rows } = await q.query<{ id: string; kerf: number; cut_tree: CutNode | null }>(
    "SELECT id, kerf, cut_tree FROM cutting_plans WHERE slab_id = $1 AND status = 'accepted'",
    [slabId],
  );
  const plan = rows[0];
  if (!plan) return null;
  const boards = await q.query<Rect & { board_id: string }>(
    "SELECT board_id, x, y, w, h FROM cutting_plan_boards WHERE plan_id = $1 ORDER BY board_id",
    [plan.id],
  );
  return { ...plan, boards: boards.rows.map((b) => ({ id: b.board_id, x: b.x, y: b.y, w: b.w, h: b.h })) };
}

/** How many remnants the slab already has (a retry finds them and adds none). */
export async function countRemnants(q: Queryable, slabId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM slabs WHERE parent_slab_id = $1",
    [slabId],
  );
  return rows[0]!.n;
}

/**
 * Stores one remnant with the suffix `-R<n>` on the parent's slab no. and barcode; returns its id, or
 * null when that number's barcode or slab no. is already taken in the enterprise (the caller tries the
 * next number) or this offcut already has its remnant.
 */
export async function insertRemnant(
  q: Queryable,
  p: ParentSlab,
  r: { planId: string; seq: number; n: number; length: number; width: number; defects: Rect[]; now: Date },
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects,
                        warehouse_id, status, parent_slab_id, parent_plan_id, remnant_seq, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10, $11, 'toPick', $12, $13, $14, $15, $15)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      p.org_id,
      p.block_id,
      p.bundle_no,
      `${p.slab_no}-R${r.n}`,
      p.stone,
      `${p.barcode}-R${r.n}`,
      r.length,
      r.width,
      p.thickness,
      JSON.stringify(r.defects),
      p.warehouse_id,
      p.id,
      r.planId,
      r.seq,
      r.now,
    ],
  );
  return rows[0]?.id ?? null;
}

/** True when the parent already has a remnant for this offcut (the unique index said no). */
export async function hasRemnantSeq(q: Queryable, parentId: string, seq: number): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM slabs WHERE parent_slab_id = $1 AND remnant_seq = $2", [
    parentId,
    seq,
  ]);
  return rows.length > 0;
}

export interface RemnantRow {
  id: string;
  barcode: string;
  slab_no: string;
  length: number;
  width: number;
  status: SlabStatus;
  created_at: Date;
}

/** The remnants a slab produced, in offcut order. */
export async function remnantsOf(q: Queryable, orgId: string, slabId: string): Promise<RemnantRow[]> {
  const { rows } = await q.query<RemnantRow>(
    `SELECT id, barcode, slab_no, length, width, status, created_at FROM slabs
      WHERE parent_slab_id = $1 AND org_id = $2 ORDER BY remnant_seq`,
    [slabId, orgId],
  );
  return rows;
}

/** Where a remnant came from: its parent slab and the plan (project) that left it. */
export async function parentOf(q: Queryable, orgId: string, slabId: string) {
  const { rows } = await q.query<{
    id: string;
    barcode: string;
    slab_no: string;
    plan_id: string | null;
    project_id: string | null;
    project_name: string | null;
    project_no: string | null;
  }>(
    `SELECT p.id, p.barcode, p.slab_no, s.parent_plan_id AS plan_id, pr.id AS project_id,
            pr.name AS project_name, pr.project_no
       FROM slabs s JOIN slabs p ON p.id = s.parent_slab_id
       LEFT JOIN cutting_plans c ON c.id = s.parent_plan_id
       LEFT JOIN projects pr ON pr.id = c.project_id
      WHERE s.id = $1 AND s.org_id = $2`,
    [slabId, orgId],
  );
  return rows[0] ?? null;
}
