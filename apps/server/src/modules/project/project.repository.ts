import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/db.ts";
import { offsetOf } from "../../lib/paging.ts";
import type { CleanImport } from "./project.import.ts";

/** The SQL of the project module. Every query is scoped by org_id. */

export interface ProjectRowDb {
  id: string;
  project_no: string;
  name: string;
  client_name: string;
  project_type: "engineering" | "fineWork";
  layout_mode: "cloud" | "manual";
  review_status: "pending" | "reviewed" | "done" | "cancelled";
  is_new: boolean;
  has_update: boolean;
  settings: Record<string, unknown>;
  delivery_at: Date | null;
  uploaded_at: Date;
  content_updated_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  version: number;
}

const PROJECT_COLUMNS = `p.id, p.project_no, p.name, p.client_name, p.project_type, p.layout_mode, p.review_status, p.is_new,
  p.has_update, p.settings, p.delivery_at, p.uploaded_at, p.content_updated_at, p.reviewed_at, p.reviewed_by, p.version`;

/** Craft names of the enterprise → id; of two crafts with one name, the first by priority. */
export async function craftIdsByName(q: Queryable, orgId: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM crafts WHERE org_id = $1 ORDER BY priority DESC, created_at DESC, id DESC",
    [orgId],
  );
  // Later rows win in the Map: ordered so the first by priority is set last.
  return new Map(rows.map((r) => [r.name.trim(), r.id]));
}

export async function craftNames(q: Queryable, orgId: string): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    "SELECT name FROM crafts WHERE org_id = $1 GROUP BY name ORDER BY min(priority), name",
    [orgId],
  );
  return rows.map((r) => r.name);
}

/** A date "YYYY-MM-DD" is stored as noon UTC of that day, so it reads the same date in every zone of the factory's customers. */
export const dateToDb = (d: string | null | undefined) => (d ? new Date(`${d}T12:00:00Z`) : null);
export const dateFromDb = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

export async function lockProject(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<ProjectRowDb>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p WHERE p.id = $1 AND p.org_id = $2 FOR UPDATE`,
    [projectId, orgId],
  );
  return rows[0];
}

export async function findProject(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<ProjectRowDb & { reviewed_by_name: string | null }>(
    `SELECT ${PROJECT_COLUMNS}, COALESCE(m.name, u.nickname) AS reviewed_by_name
       FROM projects p
       LEFT JOIN users u ON u.id = p.reviewed_by
       LEFT JOIN members m ON m.user_id = p.reviewed_by AND m.org_id = p.org_id
      WHERE p.id = $1 AND p.org_id = $2`,
    [projectId, orgId],
  );
  return rows[0];
}

/** Did this enterprise's project exist and get deleted? (then a late caller gets 1012, not 1002) */
export async function wasDeleted(q: Queryable, orgId: string, projectId: string): Promise<boolean> {
  const { rows } = await q.query(
    "SELECT 1 FROM audit_log WHERE org_id = $1 AND entity = 'project' AND entity_id = $2 AND action = 'delete' LIMIT 1",
    [orgId, projectId],
  );
  return rows.length > 0;
}

/**
 * Inserts or replaces the project's header. Returns the project row before the import (undefined
 * for a new project no.) and the id; the row is locked until the transaction ends.
 */
export async function upsertProjectHeader(
  q: Queryable,
  orgId: string,
  userId: string,
  c: CleanImport,
  now: Date,
): Promise<{ id: string; before?: ProjectRowDb }> {
  const p = c.project;
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO projects (org_id, project_no, name, client_name, project_type, layout_mode, delivery_at, uploaded_at,
        content_updated_at, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $8, $8)
     ON CONFLICT (org_id, project_no) DO NOTHING RETURNING id`,
    [
      orgId,
      p.projectNo,
      p.name,
      p.clientName,
      p.projectType,
      p.layoutMode,
      dateToDb(p.deliveryDate),
      now,
      userId,
    ],
  );
  if (inserted.rows[0]) return { id: inserted.rows[0].id };
  const { rows } = await q.query<ProjectRowDb>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p WHERE p.org_id = $1 AND p.project_no = $2 FOR UPDATE`,
    [orgId, p.projectNo],
  );
  return { id: rows[0]!.id, before: rows[0]! };
}

export async function updateProjectHeader(
  q: Queryable,
  orgId: string,
  id: string,
  c: CleanImport,
  now: Date,
) {
  const p = c.project;
  const { rows } = await q.query<{ version: number }>(
    `UPDATE projects SET name = $3, client_name = $4, project_type = $5, layout_mode = $6, delivery_at = $7,
        review_status = 'pending', has_update = true, content_updated_at = $8, updated_at = $8, version = version + 1
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [id, orgId, p.name, p.clientName, p.projectType, p.layoutMode, dateToDb(p.deliveryDate), now],
  );
  return rows[0]!.version;
}

/**
 * A slab in production whose cutting plan the project's delete or re-import would drop or change:
 * a plan filed under the project or holding one of its boards, on a slab being cut, cut, or on an
 * open production plan. Undefined when there is none.
 */
export async function slabInProduction(
  q: Queryable,
  orgId: string,
  projectId: string,
): Promise<{ barcode: string } | undefined> {
  const { rows } = await q.query<{ barcode: string }>(
    `SELECT s.barcode FROM cutting_plans c JOIN slabs s ON s.id = c.slab_id
      WHERE c.org_id = $2
        AND (c.project_id = $1 OR EXISTS (
              SELECT 1 FROM cutting_plan_boards cb JOIN project_boards b ON b.id = cb.board_id
               WHERE cb.plan_id = c.id AND b.project_id = $1))
        AND (s.status IN ('cutting', 'done') OR EXISTS (
              SELECT 1 FROM production_plan_slabs ps WHERE ps.slab_id = s.id AND ps.active))
      ORDER BY s.barcode LIMIT 1`,
    [projectId, orgId],
  );
  return rows[0];
}

/**
 * Drops the cutting plans filed under another project that hold boards of this one (a cloud-layout run
 * over several projects, docs/api-layout.md): the other projects' boards on them go back to layout.
 */
async function dropSharedPlans(q: Queryable, orgId: string, projectId: string) {
  const shared = `SELECT c.id FROM cutting_plans c WHERE c.org_id = $2 AND c.project_id <> $1
      AND EXISTS (SELECT 1 FROM cutting_plan_boards cb JOIN project_boards b ON b.id = cb.board_id
                   WHERE cb.plan_id = c.id AND b.project_id = $1)`;
  await q.query(`UPDATE project_boards SET plan_id = NULL, slab_id = NULL WHERE plan_id IN (${shared})`, [
    projectId,
    orgId,
  ]);
  await q.query(`DELETE FROM cutting_plans WHERE id IN (${shared})`, [projectId, orgId]);
  // Plans filed under this project that hold other projects' boards go with it: those boards are unlinked.
  await q.query(
    `UPDATE project_boards SET plan_id = NULL, slab_id = NULL
      WHERE org_id = $2 AND project_id <> $1
        AND plan_id IN (SELECT id FROM cutting_plans WHERE project_id = $1 AND org_id = $2)`,
    [projectId, orgId],
  );
}

/** Drops the planes, boards, crafts, boxes and cutting plans of a project (before a re-import). */
export async function clearProjectContent(q: Queryable, orgId: string, projectId: string) {
  await dropSharedPlans(q, orgId, projectId);
  await q.query("DELETE FROM cutting_plans WHERE project_id = $1 AND org_id = $2", [projectId, orgId]);
  await q.query("DELETE FROM project_boards WHERE project_id = $1 AND org_id = $2", [projectId, orgId]);
  await q.query("DELETE FROM packing_boxes WHERE project_id = $1 AND org_id = $2", [projectId, orgId]);
  await q.query("DELETE FROM planes WHERE project_id = $1 AND org_id = $2", [projectId, orgId]);
}

/** Planes, boxes, boards and their crafts in four statements (arrays unnested), whatever the size. */
export async function insertProjectContent(
  q: Queryable,
  orgId: string,
  projectId: string,
  c: CleanImport,
  now: Date,
) {
  const planeIds = new Map(c.planes.map((p) => [p.batchNo, randomUUID()]));
  await q.query(
    `INSERT INTO planes (id, org_id, project_id, batch_no, seq, created_at)
     SELECT u.id, $1, $2, u.batch_no, u.seq, $3 FROM unnest($4::uuid[], $5::text[], $6::int[]) AS u (id, batch_no, seq)`,
    [orgId, projectId, now, [...planeIds.values()], [...planeIds.keys()], c.planes.map((_, i) => i + 1)],
  );
  const boxIds = c.boxes.map(() => randomUUID());
  const boxOf = new Map<string, string>();
  c.boxes.forEach((b, i) => {
    for (const code of b.boards) boxOf.set(code, boxIds[i]!);
  });
  await q.query(
    `INSERT INTO packing_boxes (id, org_id, project_id, box_no, length, width, height, created_at)
     SELECT u.id, $1, $2, u.box_no, u.l, u.w, u.h, $3
       FROM unnest($4::uuid[], $5::text[], $6::int[], $7::int[], $8::int[]) AS u (id, box_no, l, w, h)`,
    [
      orgId,
      projectId,
      now,
      boxIds,
      c.boxes.map((b) => b.boxNo),
      c.boxes.map((b) => b.length),
      c.boxes.map((b) => b.width),
      c.boxes.map((b) => b.height),
    ],
  );
  const boardIds = c.boards.map(() => randomUUID());
  await q.query(
    `INSERT INTO project_boards (id, org_id, project_id, plane_id, code, length, width, thickness, stone, cutting_method,
        rotatable, box_id, seq, created_at)
     SELECT u.id, $1, $2, u.plane_id, u.code, u.l, u.w, u.t, u.stone, u.cm, u.rot, u.box_id, u.seq, $3
       FROM unnest($4::uuid[], $5::uuid[], $6::text[], $7::int[], $8::int[], $9::numeric[], $10::text[], $11::text[],
                   $12::boolean[], $13::uuid[], $14::int[])
         AS u (id, plane_id, code, l, w, t, stone, cm, rot, box_id, seq)`,
    [
      orgId,
      projectId,
      now,
      boardIds,
      c.boards.map((b) => planeIds.get(b.batchNo)!),
      c.boards.map((b) => b.code),
      c.boards.map((b) => b.length),
      c.boards.map((b) => b.width),
      c.boards.map((b) => String(b.thickness)),
      c.boards.map((b) => b.stone),
      c.boards.map((b) => b.cuttingMethod),
      c.boards.map((b) => b.rotatable),
      c.boards.map((b) => boxOf.get(b.code) ?? null),
      c.boards.map((_, i) => i + 1),
    ],
  );
  const craftBoard: string[] = [];
  const craftSeq: number[] = [];
  const craftId: string[] = [];
  const craftQty: (number | null)[] = [];
  c.boards.forEach((b, i) => {
    b.craftIds.forEach((id, seq) => {
      craftBoard.push(boardIds[i]!);
      craftSeq.push(seq + 1);
      craftId.push(id);
      const qty = b.craftQuantities[seq];
      craftQty.push(qty == null ? null : Math.round(qty * 1000));
    });
  });
  if (craftId.length) {
    await q.query(
      `INSERT INTO project_board_crafts (board_id, seq, craft_id, quantity_milli)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::bigint[])`,
      [craftBoard, craftSeq, craftId, craftQty],
    );
  }
}

// ---- reads ----

/**
 * Whether board `b` has started production, as SQL (`org` names the enterprise's parameter): cut or
 * being cut, flagged broken (back to planning, the project stays in production), or carried by a slab
 * on a machine table (toCut or cutting). Layout review's cutting status and the production project
 * list (modules/production) both read it, so they never contradict each other.
 */
export const BOARD_STARTED_SQL = (b: string, org: string) =>
  `(${b}.status <> 'toCut' OR ${b}.broken_at IS NOT NULL OR ${b}.slab_id IN (SELECT s.id FROM slabs s
    WHERE s.org_id = ${org} AND s.status IN ('toCut', 'cutting')))`;

export interface ListFilter {
  tab: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const KEYWORD = `($2::text IS NULL OR p.name ILIKE '%' || $2 || '%' OR p.project_no ILIKE '%' || $2 || '%')`;

export async function listProjects(q: Queryable, orgId: string, f: ListFilter) {
  return q.query<
    ProjectRowDb & {
      total: number;
      plane_count: number;
      board_count: number;
      area: number;
      done_count: number;
      started_count: number;
    }
  >(
    `WITH page AS (
       SELECT ${PROJECT_COLUMNS}, count(*) OVER ()::int AS total FROM projects p
        WHERE p.org_id = $1 AND ${KEYWORD} AND p.review_status = $3
        ORDER BY p.content_updated_at DESC, p.project_no LIMIT $4 OFFSET $5)
     SELECT page.*, pl.plane_count, s.board_count, s.area, s.done_count, s.started_count FROM page
       LEFT JOIN LATERAL (SELECT count(*)::int AS plane_count FROM planes WHERE project_id = page.id) pl ON true
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS board_count, COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area,
                count(*) FILTER (WHERE b.status = 'done')::int AS done_count,
                count(*) FILTER (WHERE ${BOARD_STARTED_SQL("b", "$1")})::int AS started_count
           FROM project_boards b WHERE b.project_id = page.id) s ON true
      ORDER BY page.content_updated_at DESC, page.project_no`,
    [orgId, f.keyword || null, f.tab, f.pageSize, offsetOf(f)],
  );
}

export async function countProjects(q: Queryable, orgId: string, keyword?: string) {
  const { rows } = await q.query<{ review_status: string; n: number }>(
    `SELECT p.review_status, count(*)::int AS n FROM projects p WHERE p.org_id = $1 AND ${KEYWORD} GROUP BY p.review_status`,
    [orgId, keyword || null],
  );
  const counts = { pending: 0, reviewed: 0, done: 0, cancelled: 0 };
  for (const r of rows) counts[r.review_status as keyof typeof counts] = r.n;
  return counts;
}

export async function planeStats(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<{
    id: string;
    batch_no: string;
    board_count: number;
    area: number;
    done_count: number;
    started_count: number;
    cutting_count: number;
  }>(
    `SELECT p.id, p.batch_no, count(b.id)::int AS board_count, COALESCE(sum(b.length::bigint * b.width), 0)::bigint AS area,
            count(b.id) FILTER (WHERE b.status = 'done')::int AS done_count,
            count(b.id) FILTER (WHERE ${BOARD_STARTED_SQL("b", "$2")})::int AS started_count,
            count(b.id) FILTER (WHERE b.status = 'cutting')::int AS cutting_count
       FROM planes p LEFT JOIN project_boards b ON b.plane_id = p.id
      WHERE p.project_id = $1 AND p.org_id = $2
      GROUP BY p.id, p.batch_no, p.seq ORDER BY p.seq`,
    [projectId, orgId],
  );
  return rows;
}

/** The planes of a project with their board counts and the boards still without a cutting plan. */
export async function planeLayoutStats(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<{
    id: string;
    batch_no: string;
    board_count: number;
    unplanned_count: number;
  }>(
    `SELECT p.id, p.batch_no, count(b.id)::int AS board_count,
            count(b.id) FILTER (WHERE b.plan_id IS NULL)::int AS unplanned_count
       FROM planes p LEFT JOIN project_boards b ON b.plane_id = p.id
      WHERE p.project_id = $1 AND p.org_id = $2
      GROUP BY p.id, p.batch_no, p.seq ORDER BY p.seq`,
    [projectId, orgId],
  );
  return rows;
}

export async function packingStats(q: Queryable, orgId: string, projectId: string) {
  const { rows } = await q.query<{
    box_count: number;
    board_count: number;
    unpacked: number;
    empty_boxes: number;
  }>(
    `SELECT (SELECT count(*)::int FROM packing_boxes WHERE project_id = $1 AND org_id = $2) AS box_count,
            (SELECT count(*)::int FROM project_boards WHERE project_id = $1 AND org_id = $2) AS board_count,
            (SELECT count(*)::int FROM project_boards WHERE project_id = $1 AND org_id = $2 AND box_id IS NULL) AS unpacked,
            (SELECT count(*)::int FROM packing_boxes x WHERE x.project_id = $1 AND x.org_id = $2
                AND NOT EXISTS (SELECT 1 FROM project_boards b WHERE b.box_id = x.id)) AS empty_boxes`,
    [projectId, orgId],
  );
  return rows[0]!;
}

// ---- review transitions ----

/** Clears the flags new / has update; true when one was set (and this call cleared it). */
export async function clearFlags(q: Queryable, orgId: string, projectId: string): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE projects SET is_new = false, has_update = false WHERE id = $1 AND org_id = $2 AND (is_new OR has_update)
     RETURNING id`,
    [projectId, orgId],
  );
  return rows.length > 0;
}

/** Stores the settings (the delivery date has its own column); returns the new version. */
export async function saveSettings(
  q: Queryable,
  orgId: string,
  projectId: string,
  stored: Record<string, unknown>,
  deliveryDate: string,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE projects SET settings = $3, delivery_at = $4, version = version + 1, updated_at = $5
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [projectId, orgId, JSON.stringify(stored), dateToDb(deliveryDate), now],
  );
  return rows[0]!.version;
}

/** pending → reviewed, by whom and when; returns the new version. */
export async function markReviewed(
  q: Queryable,
  orgId: string,
  projectId: string,
  userId: string,
  now: Date,
) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE projects SET review_status = 'reviewed', reviewed_at = $3, reviewed_by = $4, version = version + 1, updated_at = $3
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [projectId, orgId, now, userId],
  );
  return rows[0]!.version;
}

/** Moves the project to `to`; returns the new version. */
export async function setReviewStatus(q: Queryable, orgId: string, projectId: string, to: string, now: Date) {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE projects SET review_status = $3, version = version + 1, updated_at = $4
      WHERE id = $1 AND org_id = $2 RETURNING version`,
    [projectId, orgId, to, now],
  );
  return rows[0]!.version;
}

/** Moves the project from one of `from` to `to` unless another state holds; false when none of `from` did. */
export async function moveReviewStatus(
  q: Queryable,
  orgId: string,
  projectId: string,
  from: readonly string[],
  to: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE projects SET review_status = $4, version = version + 1, updated_at = $5
      WHERE id = $1 AND org_id = $2 AND review_status = ANY($3::text[]) RETURNING id`,
    [projectId, orgId, [...from], to, now],
  );
  return rows.length > 0;
}

export async function deleteProject(q: Queryable, orgId: string, projectId: string): Promise<void> {
  await dropSharedPlans(q, orgId, projectId);
  await q.query("DELETE FROM projects WHERE id = $1 AND org_id = $2", [projectId, orgId]);
}
