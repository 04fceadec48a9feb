import type { LayoutMode, ReviewStatus } from "@stoneworks/shared";
import type { Queryable } from "../../src/db/db.ts";
import type { TestApp } from "../helper.ts";

/**
 * The one project factory of the test suite: a project row written straight into the database, for
 * the tests of other areas (inventory, layout) that need a project without going through the import.
 * The project tests themselves import through the API (project-support.ts).
 */

let seq = 0;

export interface ProjectSpec {
  /** Default "reviewed": the state in which the floor works on a project. */
  reviewStatus?: ReviewStatus;
  settings?: Record<string, unknown>;
  name?: string;
  clientName?: string;
  layoutMode?: LayoutMode;
}

/** Inserts a project (no planes or boards) and returns its id. */
export async function insertProject(
  db: TestApp | Queryable,
  orgId: string,
  o: ProjectSpec = {},
): Promise<string> {
  const q = "db" in db ? db.db : db;
  seq += 1;
  const n = `${process.pid}-${seq}`;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO projects (org_id, project_no, name, client_name, project_type, layout_mode, review_status, settings,
                           uploaded_at, content_updated_at)
     VALUES ($1, $2, $3, $4, 'engineering', $5, $6, $7, now(), now()) RETURNING id`,
    [
      orgId,
      `P-${n}`,
      o.name ?? `项目 ${n}`,
      o.clientName ?? "客户",
      o.layoutMode ?? "manual",
      o.reviewStatus ?? "reviewed",
      JSON.stringify(o.settings ?? {}),
    ],
  );
  return rows[0]!.id;
}
