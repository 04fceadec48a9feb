/**
 * The crash harness's invariants, as SQL on the restarted server's database: every request of the
 * ledger left all of its writes or none, an acknowledged request's writes are there, an outcome
 * once seen never changes, and the whole-database rules (rack numbers contiguous and unique, board
 * links pointing at accepted plans) hold. Any breach is a "partial state" problem.
 */
import { rackCode } from "@stoneworks/shared";
import type { Queryable } from "../../src/db/db.ts";
import type { Entry, LayoutWrite, ProjectWrite, RackWrite, SlabWrite } from "./ops.ts";

type Outcome = "all" | "nothing";
/** What the database shows of one request: all, nothing, or a partial state (with why). */
type Seen = Outcome | { partial: string };

const n = (v: unknown) => Number(v ?? 0);

async function one<T>(q: Queryable, sql: string, params: unknown[]): Promise<T> {
  return (await q.query<T>(sql, params)).rows[0]!;
}

export interface CheckResult {
  problems: string[];
  /** Per ledger entry (same order): what the database shows now. */
  seen: (Outcome | "partial")[];
}

/** Checks the whole ledger; records the first outcome seen of entries that have none yet. */
export async function checkState(q: Queryable, orgId: string, entries: Entry[]): Promise<CheckResult> {
  const problems: string[] = [];
  const seen: Seen[] = entries.map(() => "nothing");
  const projects = new Map<string, number[]>();
  for (const [i, e] of entries.entries()) {
    if (e.project) projects.set(e.project.projectNo, [...(projects.get(e.project.projectNo) ?? []), i]);
    else if (e.slabs) seen[i] = await slabSeen(q, orgId, e.slabs);
    else if (e.racks) seen[i] = await rackSeen(q, orgId, e.racks);
    else if (e.layout) seen[i] = await layoutSeen(q, orgId, e.layout);
  }
  for (const [projectNo, idx] of projects) {
    const list = idx.map((i) => entries[i]!);
    const got = await projectSeen(q, orgId, projectNo, list);
    idx.forEach((entryIndex, k) => {
      seen[entryIndex] = got[k]!;
    });
  }
  for (const [i, e] of entries.entries()) {
    const s = seen[i]!;
    const what = `round ${e.round} ${e.op}`;
    if (typeof s === "object") {
      problems.push(`${what}: partial state: ${s.partial}`);
      continue;
    }
    if (e.acknowledged && s === "nothing") problems.push(`${what}: acknowledged, but its writes are gone`);
    if (e.outcome && e.outcome !== s) problems.push(`${what}: was ${e.outcome} after its kill, now ${s}`);
    e.outcome ??= s;
  }
  problems.push(...(await globalProblems(q, orgId)));
  return { problems, seen: seen.map((s) => (typeof s === "object" ? "partial" : s)) };
}

/**
 * The requests importing one project no., in order. The project must hold exactly one request's
 * content, complete (planes, boards, boxes, crafts, and its audit entry), or not exist at all.
 * A request later than the one present did nothing; earlier ones keep the outcome they had.
 */
async function projectSeen(q: Queryable, orgId: string, projectNo: string, list: Entry[]): Promise<Seen[]> {
  const p = await q.query<{ id: string }>("SELECT id FROM projects WHERE org_id = $1 AND project_no = $2", [
    orgId,
    projectNo,
  ]);
  const audits = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM audit_log WHERE org_id = $1 AND entity = 'project'
        AND action IN ('import', 'reimport') AND detail->>'projectNo' = $2`,
    [orgId, projectNo],
  );
  if (!p.rows[0]) {
    const partial = audits.n
      ? { partial: `project ${projectNo} absent but ${audits.n} import audit entries` }
      : null;
    return list.map(() => partial ?? "nothing");
  }
  const id = p.rows[0].id;
  const c = await one<{
    planes: number;
    boards: number;
    boxes: number;
    crafts: number;
    prefixes: string[] | null;
  }>(
    q,
    `SELECT (SELECT count(*)::int FROM planes WHERE project_id = $1) AS planes,
            (SELECT count(*)::int FROM project_boards WHERE project_id = $1) AS boards,
            (SELECT count(*)::int FROM packing_boxes WHERE project_id = $1) AS boxes,
            (SELECT count(*)::int FROM project_board_crafts c JOIN project_boards b ON b.id = c.board_id
              WHERE b.project_id = $1) AS crafts,
            (SELECT array_agg(DISTINCT regexp_replace(code, '-[0-9]+$', '')) FROM project_boards
              WHERE project_id = $1) AS prefixes`,
    [id],
  );
  const last = await q.query<{ detail: Record<string, unknown> }>(
    `SELECT detail FROM audit_log WHERE org_id = $1 AND entity = 'project' AND entity_id = $2
        AND action IN ('import', 'reimport') ORDER BY id DESC LIMIT 1`,
    [orgId, id],
  );
  const prefixes = c.prefixes ?? [];
  const k = prefixes.length === 1 ? list.findIndex((e) => e.project!.prefix === prefixes[0]) : -1;
  const w: ProjectWrite | undefined = list[k]?.project;
  const counts = `${c.planes} planes, ${c.boards} boards, ${c.boxes} boxes, ${c.crafts} craft links`;
  let partial: string | null = null;
  if (!w)
    partial = `project ${projectNo} holds boards of ${prefixes.length} imports (${prefixes.join(", ")}), ${counts}`;
  else if (c.planes !== w.planes || c.boards !== w.boards || c.boxes !== w.boxes || c.crafts !== w.crafts)
    partial = `project ${projectNo}: ${counts}; its import wrote ${w.planes}/${w.boards}/${w.boxes}/${w.crafts}`;
  else {
    const d = last.rows[0]?.detail;
    if (!d || n(d.planes) !== w.planes || n(d.boards) !== w.boards || n(d.boxes) !== w.boxes)
      partial = `project ${projectNo}: its last import audit entry does not match its content (${JSON.stringify(d)})`;
    const committed = list.filter((e, i) => i < k && e.outcome === "all").length + 1;
    if (audits.n !== committed)
      partial = `project ${projectNo}: ${audits.n} import audit entries for ${committed} imports that took`;
  }
  if (partial) return list.map(() => ({ partial }));
  return list.map((e, i) => (i === k ? "all" : i > k ? "nothing" : (e.outcome ?? "nothing")));
}

/** A slab file: all its slabs, their blocks and audit entries, or none of them. */
async function slabSeen(q: Queryable, orgId: string, w: SlabWrite): Promise<Seen> {
  const like = `${w.prefix}%`;
  const c = await one<{ slabs: number; blocks: number; slabAudits: number; blockAudits: number }>(
    q,
    `SELECT (SELECT count(*)::int FROM slabs WHERE org_id = $1 AND barcode LIKE $2) AS slabs,
            (SELECT count(*)::int FROM blocks WHERE org_id = $1 AND block_no LIKE $2) AS blocks,
            (SELECT count(*)::int FROM audit_log a JOIN slabs s ON a.entity_id = s.id::text
              WHERE a.org_id = $1 AND a.entity = 'slab' AND a.action = 'import' AND s.barcode LIKE $2) AS "slabAudits",
            (SELECT count(*)::int FROM audit_log WHERE org_id = $1 AND entity = 'block' AND action = 'create'
              AND to_state LIKE $2) AS "blockAudits"`,
    [orgId, like],
  );
  if (c.slabs === 0 && c.blocks === 0 && c.slabAudits === 0 && c.blockAudits === 0) return "nothing";
  if (c.slabs === w.slabs && c.blocks === w.blocks && c.slabAudits === w.slabs && c.blockAudits === w.blocks)
    return "all";
  return {
    partial: `slab file ${w.prefix}: ${c.slabs}/${w.slabs} slabs, ${c.blocks}/${w.blocks} blocks, audit ${c.slabAudits} slabs ${c.blockAudits} blocks`,
  };
}

/** A rack batch: all its numbers, consecutive, with its one audit entry, or none. */
async function rackSeen(q: Queryable, orgId: string, w: RackWrite): Promise<Seen> {
  const c = await one<{ n: number; lo: number | null; hi: number | null }>(
    q,
    "SELECT count(*)::int AS n, min(number) AS lo, max(number) AS hi FROM racks WHERE org_id = $1 AND class_no = $2",
    [orgId, w.tag],
  );
  if (c.n === 0) return "nothing";
  const lo = n(c.lo);
  const hi = n(c.hi);
  const audit = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM audit_log WHERE org_id = $1 AND entity = 'rack' AND action = 'create'
        AND to_state = $2 AND (detail->>'count')::int = $3`,
    [orgId, `${rackCode(lo)}-${rackCode(hi)}`, w.quantity],
  );
  if (c.n === w.quantity && hi - lo + 1 === w.quantity && audit.n === 1) return "all";
  return {
    partial: `rack batch ${w.tag}: ${c.n}/${w.quantity} racks, numbers ${lo}-${hi}, ${audit.n} audit entries`,
  };
}

/**
 * A layout acceptance: the run accepted with every plan accepted, its boards linked and audited,
 * or the run still done with every proposal in place and nothing linked.
 */
async function layoutSeen(q: Queryable, orgId: string, w: LayoutWrite): Promise<Seen> {
  const c = await one<{
    status: string;
    proposed: number;
    accepted: number;
    placements: number;
    linked: number;
    linkedRight: number;
    runAudits: number;
    slabAudits: number;
  }>(
    q,
    `SELECT (SELECT status FROM layout_runs WHERE id = $1) AS status,
            (SELECT count(*)::int FROM cutting_plans WHERE run_id = $1 AND status = 'proposed') AS proposed,
            (SELECT count(*)::int FROM cutting_plans WHERE run_id = $1 AND status = 'accepted') AS accepted,
            (SELECT count(*)::int FROM cutting_plan_boards cb JOIN cutting_plans p ON p.id = cb.plan_id
              WHERE p.run_id = $1) AS placements,
            (SELECT count(*)::int FROM project_boards WHERE project_id = $2
              AND (plan_id IS NOT NULL OR slab_id IS NOT NULL)) AS linked,
            (SELECT count(*)::int FROM project_boards b JOIN cutting_plans p ON p.id = b.plan_id
              WHERE p.run_id = $1 AND p.status = 'accepted' AND b.slab_id = p.slab_id) AS "linkedRight",
            (SELECT count(*)::int FROM audit_log WHERE org_id = $3 AND entity = 'layoutRun' AND entity_id = $1::text
              AND action = 'accept') AS "runAudits",
            (SELECT count(*)::int FROM audit_log WHERE org_id = $3 AND entity = 'slab' AND action = 'layout'
              AND detail->>'projectId' = $2::text) AS "slabAudits"`,
    [w.runId, w.projectId, orgId],
  );
  const nothing =
    c.status === "done" &&
    c.proposed === w.plans &&
    c.accepted === 0 &&
    c.placements === w.boards &&
    c.linked === 0 &&
    c.runAudits === 0 &&
    c.slabAudits === 0;
  if (nothing) return "nothing";
  const all =
    c.status === "accepted" &&
    c.proposed === 0 &&
    c.accepted === w.plans &&
    c.placements === w.boards &&
    c.linked === w.boards &&
    c.linkedRight === w.boards &&
    c.runAudits === 1 &&
    c.slabAudits === w.plans;
  if (all) return "all";
  return { partial: `layout run ${w.runId} (${w.plans} plans, ${w.boards} boards): ${JSON.stringify(c)}` };
}

/** Rules over the whole enterprise: rack numbers 1..max without a gap or repeat, racks = audited batches, board links. */
async function globalProblems(q: Queryable, orgId: string): Promise<string[]> {
  const out: string[] = [];
  const r = await one<{ n: number; distinct: number; hi: number | null; ours: number; audited: number }>(
    q,
    `SELECT count(*)::int AS n, count(DISTINCT number)::int AS distinct, max(number) AS hi,
            count(*) FILTER (WHERE class_no LIKE 'CR%')::int AS ours,
            (SELECT COALESCE(sum((detail->>'count')::int), 0)::int FROM audit_log
              WHERE org_id = $1 AND entity = 'rack' AND action = 'create') AS audited
       FROM racks WHERE org_id = $1`,
    [orgId],
  );
  if (r.n !== r.distinct || r.n !== n(r.hi))
    out.push(`rack numbers: ${r.n} racks, ${r.distinct} distinct numbers, highest ${r.hi} (not 1..n)`);
  if (r.ours !== r.audited)
    out.push(`racks: ${r.ours} added, but the audit log records batches of ${r.audited}`);
  const links = await one<{ n: number }>(
    q,
    `SELECT count(*)::int AS n FROM project_boards b LEFT JOIN cutting_plans p ON p.id = b.plan_id
      WHERE b.org_id = $1 AND (b.plan_id IS NOT NULL OR b.slab_id IS NOT NULL)
        AND (p.id IS NULL OR p.status <> 'accepted' OR p.slab_id IS DISTINCT FROM b.slab_id)`,
    [orgId],
  );
  if (links.n) out.push(`${links.n} boards linked to a missing, unaccepted or other slab's plan`);
  return out;
}
