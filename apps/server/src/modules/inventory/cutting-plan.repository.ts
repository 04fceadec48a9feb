import { type Violation as CheckerViolation, type CutNode, checkPlan } from "@stoneworks/cutting";
import { Code, type Lang, translate } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import { writeAudit } from "../enterprise/audit.repository.ts";

/**
 * Cutting plans: one slab, the boards placed on it. The one operation that stores an accepted plan
 * (`acceptPlan`) lives here so that manual layout (this module) and cloud layout (layout module) share
 * its checks, its replacement of the previous plan and its bookkeeping (docs/api-inventory.md).
 */

export interface Defect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacementInput {
  boardId: string;
  x: number;
  y: number;
  rotated: boolean;
}

export interface PlanSlab {
  id: string;
  stone: string;
  length: number;
  width: number;
  thickness: number;
  defects: Defect[];
  status: string;
  version: number;
  area: number;
}

export interface PlanBoard {
  id: string;
  code: string;
  project_id: string;
  plane_id: string;
  length: number;
  width: number;
  thickness: number;
  stone: string;
  rotatable: boolean;
  plan_id: string | null;
}

export type ViolationKind =
  | "overlap"
  | "kerf"
  | "out-of-bounds"
  | "defect"
  | "rotation"
  | "not-guillotine"
  | "stages"
  | "stone"
  | "thickness"
  | "planned"
  | "scope"
  | "duplicate"
  | "other";

/** A reason a layout is refused; `message` is filled in the caller's language by `describe`. */
export interface LayoutViolation {
  kind: ViolationKind;
  index: number | null;
  boardId: string | null;
  code: string | null;
  otherBoardId?: string;
  otherCode?: string;
  message: string;
  params: Record<string, string | number>;
}

/** Boards' area / slab area as a percentage with 2 decimals, capped at 100 (DESIGN §6). */
export function yieldPercent(usedArea: number, slabArea: number): number {
  if (slabArea <= 0) return 0;
  return Math.min(100, Math.round((usedArea / slabArea) * 10000) / 100);
}

/** Why a device cannot take a slab (empty: it can): size in either orientation, and thickness. */
export function deviceMisfit(
  slab: { length: number; width: number; thickness: number },
  d: { max_length: number; max_width: number; max_thickness: number },
): ("size" | "thickness")[] {
  const reasons: ("size" | "thickness")[] = [];
  const straight = slab.length <= d.max_length && slab.width <= d.max_width;
  const turned = slab.width <= d.max_length && slab.length <= d.max_width;
  if (!straight && !turned) reasons.push("size");
  if (Number(slab.thickness) > Number(d.max_thickness)) reasons.push("thickness");
  return reasons;
}

const placedSize = (b: PlanBoard, p: PlacementInput) =>
  p.rotated ? { w: b.width, h: b.length } : { w: b.length, h: b.width };

const CHECKER_KINDS: Partial<Record<CheckerViolation["kind"], ViolationKind>> = {
  overlap: "overlap",
  kerf: "kerf",
  "out-of-bounds": "out-of-bounds",
  defect: "defect",
  rotation: "rotation",
  "not-guillotine": "not-guillotine",
  stages: "stages",
};

const MESSAGE_KEY: Record<ViolationKind, string> = {
  overlap: "inventory.violation.overlap",
  kerf: "inventory.violation.kerf",
  "out-of-bounds": "inventory.violation.outOfBounds",
  defect: "inventory.violation.defect",
  rotation: "inventory.violation.rotation",
  "not-guillotine": "inventory.violation.notGuillotine",
  stages: "inventory.violation.stages",
  stone: "inventory.violation.stone",
  thickness: "inventory.violation.thickness",
  planned: "inventory.violation.planned",
  scope: "inventory.violation.scope",
  duplicate: "inventory.violation.duplicate",
  other: "inventory.violation.other",
};

/** Fills each violation's message in `lang`. */
export function describe(lang: Lang, list: LayoutViolation[]): LayoutViolation[] {
  for (const v of list) v.message = translate(lang, MESSAGE_KEY[v.kind], v.params);
  return list;
}

/**
 * Every reason the placements cannot be the slab's plan: board checks (scope, stone, thickness,
 * already planned, duplicates) and the geometry, proved by the cutting package's independent checker
 * with the plan's kerf and stage limit. `currentPlanId`: the slab's accepted plan, whose boards may
 * be placed again.
 */
export function evaluateLayout(input: {
  slab: PlanSlab;
  boards: Map<string, PlanBoard>;
  placements: PlacementInput[];
  kerf: number;
  stages: number;
  projectId: string;
  planeId?: string | null;
  currentPlanId: string | null;
}): { violations: LayoutViolation[]; usedArea: number } {
  const { slab, boards, placements, kerf, stages } = input;
  const out: LayoutViolation[] = [];
  const seen = new Set<string>();
  const indexOf = new Map<string, number>();
  let usedArea = 0;
  const add = (
    kind: ViolationKind,
    index: number | null,
    b: PlanBoard | null,
    params: Record<string, string | number> = {},
    other?: PlanBoard,
  ) =>
    out.push({
      kind,
      index,
      boardId: b?.id ?? null,
      code: b?.code ?? null,
      ...(other ? { otherBoardId: other.id, otherCode: other.code } : {}),
      message: "",
      params: { code: b?.code ?? "", other: other?.code ?? "", ...params },
    });
  placements.forEach((p, i) => {
    const b = boards.get(p.boardId);
    if (!b) return;
    if (seen.has(b.id)) {
      add("duplicate", i, b);
      return;
    }
    seen.add(b.id);
    indexOf.set(b.id, i);
    usedArea += b.length * b.width;
    if (b.project_id !== input.projectId || (input.planeId && b.plane_id !== input.planeId))
      add("scope", i, b);
    if (b.stone !== slab.stone) add("stone", i, b, { board: b.stone, slab: slab.stone });
    if (Number(b.thickness) !== Number(slab.thickness))
      add("thickness", i, b, { board: Number(b.thickness), slab: Number(slab.thickness) });
    if (b.plan_id !== null && b.plan_id !== input.currentPlanId) add("planned", i, b);
  });
  const placed = placements.filter((p, i) => boards.has(p.boardId) && indexOf.get(p.boardId) === i);
  const result = checkPlan(
    {
      items: placed.map((p) => {
        const b = boards.get(p.boardId)!;
        return { id: b.id, width: b.length, height: b.width, rotatable: b.rotatable };
      }),
      bins: [{ id: slab.id, width: slab.length, height: slab.width, copies: 1, defects: slab.defects }],
    },
    {
      slabs: [
        {
          bin: slab.id,
          placements: placed.map((p) => ({
            item: p.boardId,
            x: p.x,
            y: p.y,
            ...placedSize(boards.get(p.boardId)!, p),
          })),
        },
      ],
    },
    { kerf, stages },
  );
  for (const v of result.violations) {
    const kind = CHECKER_KINDS[v.kind] ?? "other";
    const b = v.item ? (boards.get(v.item) ?? null) : null;
    if (kind === "overlap" || kind === "kerf") {
      // The checker names both boards of a pair in its message ("items A and B ...").
      const pair = /items (\S+) and (\S+)/.exec(v.message);
      const other = pair ? boards.get(pair[1] === v.item ? pair[2]! : pair[1]!) : undefined;
      add(kind, b ? (indexOf.get(b.id) ?? null) : null, b, { kerf }, other);
    } else if (kind === "stages") {
      add(kind, null, null, { needed: result.stagesUsed[0] ?? 0, limit: stages });
    } else if (kind === "not-guillotine") {
      add(kind, null, null);
    } else {
      add(kind, b ? (indexOf.get(b.id) ?? null) : null, b);
    }
  }
  return { violations: out, usedArea };
}

/**
 * The guillotine cut tree of feasible placements (for drawing the kerf lines): regions split by
 * edge-to-edge cuts, alternating orientation, the fewest stages of the two first orientations.
 */
export function buildCutTree(
  boxes: { id: string; x: number; y: number; w: number; h: number }[],
  width: number,
  height: number,
  kerf: number,
): CutNode | null {
  type Box = (typeof boxes)[number];
  const split = (list: Box[], o: "v" | "h"): Box[][] => {
    const lo = (b: Box) => (o === "v" ? b.x : b.y);
    const hi = (b: Box) => (o === "v" ? b.x + b.w : b.y + b.h);
    const groups: Box[][] = [];
    let cur: Box[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const b of list.slice().sort((a, c) => lo(a) - lo(c))) {
      if (cur.length > 0 && lo(b) >= end + kerf) {
        groups.push(cur);
        cur = [];
      }
      cur.push(b);
      end = Math.max(end, hi(b));
    }
    if (cur.length > 0) groups.push(cur);
    return groups;
  };
  const build = (
    list: Box[],
    region: { x: number; y: number; w: number; h: number },
    o: "v" | "h",
    depth: number,
    turned = false,
  ): CutNode | null => {
    if (list.length === 1) return { ...region, item: list[0]!.id };
    if (list.length === 0) return { ...region };
    const groups = split(list, o);
    const next = o === "v" ? "h" : "v";
    if (groups.length === 1) return turned ? null : build(list, region, next, depth, true);
    const children: CutNode[] = [];
    let start = o === "v" ? region.x : region.y;
    const stop = o === "v" ? region.x + region.w : region.y + region.h;
    for (const [i, g] of groups.entries()) {
      const last = i === groups.length - 1;
      const end = last ? stop : Math.max(...g.map((b) => (o === "v" ? b.x + b.w : b.y + b.h)));
      const child =
        o === "v"
          ? { x: start, y: region.y, w: end - start, h: region.h }
          : { x: region.x, y: start, w: region.w, h: end - start };
      const node = build(g, child, next, depth + 1);
      if (!node) return null;
      children.push(node);
      start = end + kerf;
    }
    return { ...region, stage: depth + 1, cut: o === "v" ? "vertical" : "horizontal", children };
  };
  const depth = (n: CutNode | null): number =>
    !n ? Number.POSITIVE_INFINITY : n.children ? 1 + Math.max(0, ...n.children.map(depth)) : 0;
  const root = { x: 0, y: 0, w: width, h: height };
  const a = build(boxes, root, "v", 0);
  const b = build(boxes, root, "h", 0);
  return depth(a) <= depth(b) ? a : b;
}

interface SlabRow {
  id: string;
  stone: string;
  length: number;
  width: number;
  thickness: string;
  defects: Defect[];
  status: string;
  version: number;
}

const toPlanSlab = (r: SlabRow): PlanSlab => ({
  ...r,
  thickness: Number(r.thickness),
  defects: Array.isArray(r.defects) ? r.defects : [],
  area: r.length * r.width,
});

export async function findPlanSlab(
  q: Queryable,
  orgId: string,
  slabId: string,
  lock = false,
): Promise<PlanSlab | null> {
  const { rows } = await q.query<SlabRow>(
    `SELECT id, stone, length, width, thickness, defects, status, version FROM slabs
      WHERE id = $1 AND org_id = $2${lock ? " FOR UPDATE" : ""}`,
    [slabId, orgId],
  );
  return rows[0] ? toPlanSlab(rows[0]) : null;
}

export async function currentPlanId(q: Queryable, slabId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT id FROM cutting_plans WHERE slab_id = $1 AND status = 'accepted'",
    [slabId],
  );
  return rows[0]?.id ?? null;
}

/** The boards named by the placements, of this enterprise (a missing one → 1002). */
async function loadBoards(
  q: Queryable,
  orgId: string,
  ids: string[],
  lock: boolean,
): Promise<Map<string, PlanBoard>> {
  const unique = [...new Set(ids)];
  const { rows } = await q.query<PlanBoard>(
    `SELECT id, code, project_id, plane_id, length, width, thickness, stone, rotatable, plan_id
       FROM project_boards WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id${lock ? " FOR UPDATE" : ""}`,
    [orgId, unique],
  );
  if (rows.length !== unique.length) throw new AppError(Code.NotFound);
  return new Map(rows.map((r) => [r.id, { ...r, thickness: Number(r.thickness) }]));
}

/** The project (and plane) of a plan must be the enterprise's; returns the plane's project. */
export async function assertScope(
  q: Queryable,
  orgId: string,
  scope: { projectId?: string | null; planeId?: string | null },
): Promise<{ projectId: string; planeId: string | null }> {
  if (scope.planeId) {
    const { rows } = await q.query<{ project_id: string }>(
      "SELECT project_id FROM planes WHERE id = $1 AND org_id = $2",
      [scope.planeId, orgId],
    );
    const projectId = rows[0]?.project_id;
    if (!projectId || (scope.projectId && scope.projectId !== projectId)) throw new AppError(Code.NotFound);
    return { projectId, planeId: scope.planeId };
  }
  if (!scope.projectId) throw new AppError(Code.NotFound);
  const { rows } = await q.query("SELECT 1 FROM projects WHERE id = $1 AND org_id = $2", [
    scope.projectId,
    orgId,
  ]);
  if (!rows[0]) throw new AppError(Code.NotFound);
  return { projectId: scope.projectId, planeId: null };
}

export interface LayoutInput {
  orgId: string;
  slabId: string;
  projectId?: string | null;
  planeId?: string | null;
  kerf: number;
  stages: number;
  placements: PlacementInput[];
}

/** The dry run of manual layout: every violation, the used area and yield; nothing stored. */
export async function checkLayout(q: Queryable, input: LayoutInput) {
  const slab = await findPlanSlab(q, input.orgId, input.slabId);
  if (!slab) throw new AppError(Code.NotFound);
  const scope = await assertScope(q, input.orgId, input);
  const boards = await loadBoards(
    q,
    input.orgId,
    input.placements.map((p) => p.boardId),
    false,
  );
  const { violations, usedArea } = evaluateLayout({
    slab,
    boards,
    placements: input.placements,
    kerf: input.kerf,
    stages: input.stages,
    projectId: scope.projectId,
    planeId: scope.planeId,
    currentPlanId: await currentPlanId(q, slab.id),
  });
  return { slab, violations, usedArea, yieldRate: yieldPercent(usedArea, slab.area) };
}

export interface AcceptPlanInput extends LayoutInput {
  userId: string | null;
  source: "cloud" | "manual";
  runId?: string | null;
  /** The optimiser's cut tree; built from the placements when omitted. */
  cutTree?: CutNode | null;
  now: Date;
  /** The slab's version as the caller read it: a different one → 1012. */
  expectedSlabVersion?: number;
  /** For the messages of a refused layout (1001). */
  lang?: Lang;
}

export interface AcceptedPlan {
  planId: string;
  usedArea: number;
  yieldRate: number;
  slabVersion: number;
}

/** A 1003 whose `{{state}}` is the slab status in the caller's words; `data: { from, action }`. */
export function slabStateError(lang: Lang, status: string, action: string, key: string): AppError {
  return new AppError(Code.InvalidState, {
    msgKey: key,
    params: { state: translate(lang, `inventory.status.${status}`) },
    data: { from: status, action },
  });
}

/**
 * Stores `placements` as the slab's accepted plan, inside the caller's transaction: locks the slab,
 * checks its state and version, the boards and the geometry, replaces the previous accepted plan,
 * links the boards (project_boards.slab_id/plan_id), bumps the slab's version and audits.
 * Throws 1001 (violations, in `data.violations`), 1002, 1003 or 1012.
 */
export async function acceptPlan(q: Queryable, input: AcceptPlanInput): Promise<AcceptedPlan> {
  const lang = input.lang ?? "zh-CN";
  const slab = await findPlanSlab(q, input.orgId, input.slabId, true);
  if (!slab) throw new AppError(Code.NotFound);
  // Foreign references first (1002), then the version (1012), then the state (1003).
  const scope = await assertScope(q, input.orgId, input);
  const boards = await loadBoards(
    q,
    input.orgId,
    input.placements.map((p) => p.boardId),
    true,
  );
  if (input.expectedSlabVersion !== undefined && input.expectedSlabVersion !== slab.version)
    throw new AppError(Code.Conflict);
  if (slab.status !== "toPick" && slab.status !== "toCut")
    throw slabStateError(lang, slab.status, "layout", "inventory.layoutState");
  const oldPlanId = await currentPlanId(q, slab.id);
  const { violations, usedArea } = evaluateLayout({
    slab,
    boards,
    placements: input.placements,
    kerf: input.kerf,
    stages: input.stages,
    projectId: scope.projectId,
    planeId: scope.planeId,
    currentPlanId: oldPlanId,
  });
  if (violations.length > 0) throw layoutRefused(lang, violations);
  const placed = input.placements.map((p) => ({ ...p, ...placedSize(boards.get(p.boardId)!, p) }));
  const cutTree =
    input.cutTree ??
    buildCutTree(
      placed.map((p) => ({ id: p.boardId, x: p.x, y: p.y, w: p.w, h: p.h })),
      slab.length,
      slab.width,
      input.kerf,
    );
  // A plane when every board is of one plane (or the scope names it).
  const planes = new Set([...boards.values()].map((b) => b.plane_id));
  const planeId = scope.planeId ?? (planes.size === 1 ? [...planes][0]! : null);

  if (oldPlanId) {
    await q.query("UPDATE project_boards SET slab_id = NULL, plan_id = NULL WHERE plan_id = $1", [oldPlanId]);
    await q.query("DELETE FROM cutting_plans WHERE id = $1", [oldPlanId]);
  }
  const plan = await q.query<{ id: string }>(
    `INSERT INTO cutting_plans (org_id, slab_id, project_id, plane_id, source, status, run_id, kerf, stages, used_area,
                                cut_tree, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'accepted', $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
    [
      input.orgId,
      slab.id,
      scope.projectId,
      planeId,
      input.source,
      input.runId ?? null,
      input.kerf,
      input.stages,
      usedArea,
      cutTree ? JSON.stringify(cutTree) : null,
      input.userId,
      input.now,
    ],
  );
  const planId = plan.rows[0]!.id;
  await q.query(
    `INSERT INTO cutting_plan_boards (plan_id, board_id, x, y, w, h, rotated)
     SELECT $1, * FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::boolean[])`,
    [
      planId,
      placed.map((p) => p.boardId),
      placed.map((p) => p.x),
      placed.map((p) => p.y),
      placed.map((p) => p.w),
      placed.map((p) => p.h),
      placed.map((p) => p.rotated),
    ],
  );
  const linked = await q.query(
    `UPDATE project_boards SET slab_id = $2, plan_id = $3
      WHERE org_id = $1 AND id = ANY($4::uuid[]) AND plan_id IS NULL`,
    [input.orgId, slab.id, planId, placed.map((p) => p.boardId)],
  );
  // A board taken by another slab's plan in the meantime: one save wins.
  if (linked.rowCount !== placed.length) throw new AppError(Code.Conflict);
  const version = await q.query<{ version: number }>(
    "UPDATE slabs SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version",
    [slab.id, input.now],
  );
  const yieldRate = yieldPercent(usedArea, slab.area);
  await writeAudit(q, {
    orgId: input.orgId,
    actorUserId: input.userId,
    entity: "slab",
    entityId: slab.id,
    action: "layout",
    from: oldPlanId ? "replaced" : null,
    to: input.source,
    detail: { planId, source: input.source, boards: placed.length, yieldRate, projectId: scope.projectId },
    at: input.now,
  });
  return { planId, usedArea, yieldRate, slabVersion: version.rows[0]!.version };
}

/** A refused layout: 1001 whose message is the first violation's, every violation in `data`. */
export function layoutRefused(lang: Lang, violations: LayoutViolation[]): AppError {
  describe(lang, violations);
  const first = violations[0]!;
  return new AppError(Code.ValidationFailed, {
    msgKey: MESSAGE_KEY[first.kind],
    params: first.params,
    data: {
      errors: violations.map((v) => ({
        field: v.index === null ? "placements" : `placements.${v.index}`,
        message: v.message,
      })),
      violations: violations.map(publicViolation),
    },
  });
}

export const publicViolation = (v: LayoutViolation) => ({
  kind: v.kind,
  boardId: v.boardId,
  code: v.code,
  ...(v.otherBoardId ? { otherBoardId: v.otherBoardId, otherCode: v.otherCode } : {}),
  message: v.message,
});

/**
 * Accepts a stored `proposed` plan (a cloud-layout result) as the slab's plan, through `acceptPlan`
 * (same checks); the proposal row is removed and replaced by the accepted plan. Returns its new id.
 */
export async function acceptProposedPlan(
  q: Queryable,
  input: { orgId: string; userId: string | null; planId: string; now: Date; lang?: Lang },
): Promise<AcceptedPlan> {
  const { rows } = await q.query<{
    id: string;
    slab_id: string;
    project_id: string;
    plane_id: string | null;
    source: "cloud" | "manual";
    run_id: string | null;
    kerf: number;
    stages: number;
    cut_tree: CutNode | null;
  }>(
    `SELECT id, slab_id, project_id, plane_id, source, run_id, kerf, stages, cut_tree FROM cutting_plans
      WHERE id = $1 AND org_id = $2 AND status = 'proposed' FOR UPDATE`,
    [input.planId, input.orgId],
  );
  const p = rows[0];
  if (!p) throw new AppError(Code.NotFound);
  const boards = await q.query<{ board_id: string; x: number; y: number; rotated: boolean }>(
    "SELECT board_id, x, y, rotated FROM cutting_plan_boards WHERE plan_id = $1 ORDER BY x, y",
    [p.id],
  );
  await q.query("DELETE FROM cutting_plans WHERE id = $1", [p.id]);
  return acceptPlan(q, {
    orgId: input.orgId,
    userId: input.userId,
    slabId: p.slab_id,
    projectId: p.project_id,
    planeId: p.plane_id,
    source: p.source,
    runId: p.run_id,
    kerf: p.kerf,
    stages: p.stages,
    cutTree: p.cut_tree,
    placements: boards.rows.map((b) => ({ boardId: b.board_id, x: b.x, y: b.y, rotated: b.rotated })),
    now: input.now,
    lang: input.lang,
  });
}

export interface PlanView {
  planId: string;
  source: string;
  status: string;
  kerf: number;
  stages: number;
  usedArea: number;
  yieldRate: number;
  cutTree: CutNode | null;
  projectId: string;
  projectName: string;
  projectNo: string;
  planeId: string | null;
  batchNo: string | null;
  createdAt: string;
  boards: {
    boardId: string;
    code: string;
    x: number;
    y: number;
    w: number;
    h: number;
    rotated: boolean;
    length: number;
    width: number;
    planeId: string;
    batchNo: string;
  }[];
}

/** The slab's accepted plan with its boards, or null. */
export async function loadPlan(
  q: Queryable,
  orgId: string,
  slabId: string,
  slabArea: number,
): Promise<PlanView | null> {
  const { rows } = await q.query<{
    id: string;
    source: string;
    status: string;
    kerf: number;
    stages: number;
    used_area: number;
    cut_tree: CutNode | null;
    project_id: string;
    project_name: string;
    project_no: string;
    plane_id: string | null;
    batch_no: string | null;
    created_at: Date;
  }>(
    `SELECT c.id, c.source, c.status, c.kerf, c.stages, c.used_area, c.cut_tree, c.project_id, p.name AS project_name,
            p.project_no, c.plane_id, pl.batch_no, c.created_at
       FROM cutting_plans c JOIN projects p ON p.id = c.project_id LEFT JOIN planes pl ON pl.id = c.plane_id
      WHERE c.org_id = $1 AND c.slab_id = $2 AND c.status = 'accepted'`,
    [orgId, slabId],
  );
  const c = rows[0];
  if (!c) return null;
  const boards = await q.query<{
    board_id: string;
    code: string;
    x: number;
    y: number;
    w: number;
    h: number;
    rotated: boolean;
    length: number;
    width: number;
    plane_id: string;
    batch_no: string;
  }>(
    `SELECT cb.board_id, b.code, cb.x, cb.y, cb.w, cb.h, cb.rotated, b.length, b.width, b.plane_id, pl.batch_no
       FROM cutting_plan_boards cb JOIN project_boards b ON b.id = cb.board_id JOIN planes pl ON pl.id = b.plane_id
      WHERE cb.plan_id = $1 ORDER BY cb.y, cb.x`,
    [c.id],
  );
  return {
    planId: c.id,
    source: c.source,
    status: c.status,
    kerf: c.kerf,
    stages: c.stages,
    usedArea: Number(c.used_area),
    yieldRate: yieldPercent(Number(c.used_area), slabArea),
    cutTree: c.cut_tree,
    projectId: c.project_id,
    projectName: c.project_name,
    projectNo: c.project_no,
    planeId: c.plane_id,
    batchNo: c.batch_no,
    createdAt: c.created_at.toISOString(),
    boards: boards.rows.map((b) => ({
      boardId: b.board_id,
      code: b.code,
      x: b.x,
      y: b.y,
      w: b.w,
      h: b.h,
      rotated: b.rotated,
      length: b.length,
      width: b.width,
      planeId: b.plane_id,
      batchNo: b.batch_no,
    })),
  };
}
