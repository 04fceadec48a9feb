/**
 * SQL of the layout module for runs over several projects (docs/api-layout.md "Several projects"):
 * a run's projects (layout_run_projects, migration 0020), the busy check and the companions.
 */
import type { Queryable } from "../../db/db.ts";
import type { ProjectRow } from "./layout.repository.ts";

export interface RunProjectRow extends ProjectRow {
  project_no: string;
  name: string;
}

/**
 * The enterprise's projects among `ids`, locked in id order when asked (every start and acceptance
 * locks in this order, so two of them sharing projects never wait on each other crosswise).
 */
export async function getProjects(
  q: Queryable,
  orgId: string,
  ids: string[],
  lock = false,
): Promise<RunProjectRow[]> {
  const { rows } = await q.query<RunProjectRow>(
    `SELECT id, review_status, layout_mode, settings, project_no, name FROM projects
      WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id${lock ? " FOR UPDATE" : ""}`,
    [orgId, ids],
  );
  return rows;
}

/**
 * The other projects of a run, after its home project (which the insert of the run files itself,
 * migration 0020). One row at a time: a unique-index loss (a concurrent run of that project) is
 * reported by `onEach` having named the project last.
 */
export async function insertRunProjects(
  q: Queryable,
  runId: string,
  orgId: string,
  others: string[],
  onEach: (projectId: string) => void,
): Promise<void> {
  for (const [i, projectId] of others.entries()) {
    onEach(projectId);
    await q.query(
      "INSERT INTO layout_run_projects (run_id, project_id, org_id, seq, running) VALUES ($1, $2, $3, $4, true)",
      [runId, projectId, orgId, i + 1],
    );
  }
}

export interface RunProjectName {
  run_id: string;
  project_id: string;
  project_no: string;
  name: string;
}

/** The projects of these runs with their numbers and names, each run's in its order. */
export async function projectsOfRuns(q: Queryable, runIds: string[]): Promise<RunProjectName[]> {
  const { rows } = await q.query<RunProjectName>(
    `SELECT rp.run_id, rp.project_id, p.project_no, p.name
       FROM layout_run_projects rp JOIN projects p ON p.id = rp.project_id
      WHERE rp.run_id = ANY($1::uuid[]) ORDER BY rp.run_id, rp.seq`,
    [runIds],
  );
  return rows;
}

/** The project ids of a run, home first. */
export async function runProjectIdsOf(q: Queryable, runId: string): Promise<string[]> {
  const { rows } = await q.query<{ project_id: string }>(
    "SELECT project_id FROM layout_run_projects WHERE run_id = $1 ORDER BY seq",
    [runId],
  );
  return rows.map((r) => r.project_id);
}

/** The first of `projectIds` (in their order) that a running run holds, or null. */
export async function busyProject(q: Queryable, projectIds: string[]): Promise<string | null> {
  const { rows } = await q.query<{ project_id: string }>(
    `SELECT rp.project_id FROM layout_run_projects rp JOIN layout_runs r ON r.id = rp.run_id
      WHERE r.status = 'running' AND rp.project_id = ANY($1::uuid[])
      ORDER BY array_position($1::uuid[], rp.project_id) LIMIT 1`,
    [projectIds],
  );
  return rows[0]?.project_id ?? null;
}

/**
 * Other pending/reviewed projects of the enterprise with boards to lay out of one of the given
 * (stone, thickness) pairs: how many such boards, and whether a run of theirs is running.
 */
export async function companionProjects(
  q: Queryable,
  orgId: string,
  exclude: string[],
  groups: { stone: string; thickness: number }[],
  states: readonly string[],
): Promise<{ id: string; project_no: string; name: string; boards: number; busy: boolean }[]> {
  if (!groups.length) return [];
  const { rows } = await q.query<{
    id: string;
    project_no: string;
    name: string;
    boards: number;
    busy: boolean;
  }>(
    `SELECT p.id, p.project_no, p.name, count(*)::int AS boards,
            EXISTS (SELECT 1 FROM layout_run_projects rp JOIN layout_runs r ON r.id = rp.run_id
                     WHERE rp.project_id = p.id AND r.status = 'running') AS busy
       FROM projects p
       JOIN project_boards b ON b.project_id = p.id
       JOIN unnest($3::text[], $4::numeric[]) AS g(stone, thickness) ON g.stone = b.stone AND g.thickness = b.thickness
      WHERE p.org_id = $1 AND NOT (p.id = ANY($2::uuid[])) AND p.review_status = ANY($5::text[])
        AND b.plan_id IS NULL AND b.cutting_method = 'bridge' AND b.status = 'toCut'
      GROUP BY p.id ORDER BY p.project_no, p.id LIMIT 100`,
    [orgId, exclude, groups.map((g) => g.stone), groups.map((g) => g.thickness), states],
  );
  return rows;
}
