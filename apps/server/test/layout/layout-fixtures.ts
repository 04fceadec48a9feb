/**
 * Projects, boards and slabs for the cloud-layout tests, written straight into the database (the
 * project and inventory modules have their own import paths; these tests need exact, small stock).
 */
import { checkPlan, type Instance } from "@stoneworks/cutting";
import type { LayoutProposedPlan, LayoutRun, ReviewStatus } from "@stoneworks/shared";
import { expect } from "vitest";
import type { Queryable } from "../../src/db/db.ts";
import { layoutRunners } from "../../src/modules/layout/layout-runner.ts";
import type { TestApp } from "../helper.ts";
import { insertProject } from "../project/project-factories.ts";

let seq = 0;
const next = () => {
  seq += 1;
  return `${process.pid}-${seq}`;
};

export interface BoardSpec {
  code?: string;
  length: number;
  width: number;
  thickness?: number;
  stone?: string;
  rotatable?: boolean;
  /** Index into the planes of the project (default 0). */
  plane?: number;
  cuttingMethod?: "bridge" | "other";
}

export interface FixtureProject {
  projectId: string;
  planeIds: string[];
  boardIds: string[];
}

/** A cloud-mode project (pending unless told) with its planes and boards. */
export async function insertProjectWithBoards(
  q: Queryable,
  orgId: string,
  boards: BoardSpec[],
  opts: { status?: string; planes?: number; settings?: Record<string, unknown>; name?: string } = {},
): Promise<FixtureProject> {
  const projectId = await insertProject(q, orgId, {
    reviewStatus: (opts.status ?? "pending") as ReviewStatus,
    layoutMode: "cloud",
    clientName: "",
    settings: opts.settings,
    name: opts.name,
  });
  const planeIds: string[] = [];
  for (let i = 0; i < (opts.planes ?? 1); i++) {
    const r = await q.query<{ id: string }>(
      "INSERT INTO planes (org_id, project_id, batch_no, seq) VALUES ($1, $2, $3, $4) RETURNING id",
      [orgId, projectId, `B${i + 1}`, i + 1],
    );
    planeIds.push(r.rows[0]!.id);
  }
  const boardIds: string[] = [];
  for (const [i, b] of boards.entries()) {
    const r = await q.query<{ id: string }>(
      `INSERT INTO project_boards (org_id, project_id, plane_id, code, length, width, thickness, stone, rotatable, cutting_method, seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        orgId,
        projectId,
        planeIds[b.plane ?? 0],
        b.code ?? `BD-${i + 1}`,
        b.length,
        b.width,
        b.thickness ?? 20,
        b.stone ?? "卡拉拉白",
        b.rotatable ?? true,
        b.cuttingMethod ?? "bridge",
        i + 1,
      ],
    );
    boardIds.push(r.rows[0]!.id);
  }
  return { projectId, planeIds, boardIds };
}

export interface SlabSpec {
  length: number;
  width: number;
  thickness?: number;
  stone?: string;
  defects?: { x: number; y: number; w: number; h: number }[];
  status?: string;
  exception?: boolean;
}

export async function insertSlabs(q: Queryable, orgId: string, slabs: SlabSpec[]): Promise<string[]> {
  const n = next();
  const block = await q.query<{ id: string }>(
    "INSERT INTO blocks (org_id, block_no, stone) VALUES ($1, $2, $3) RETURNING id",
    [orgId, `K-${n}`, slabs[0]?.stone ?? "卡拉拉白"],
  );
  const ids: string[] = [];
  for (const [i, s] of slabs.entries()) {
    const r = await q.query<{ id: string }>(
      `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects, status, exception)
       VALUES ($1, $2, '1', $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        orgId,
        block.rows[0]!.id,
        String(i + 1).padStart(2, "0"),
        s.stone ?? "卡拉拉白",
        `SL-${n}-${i + 1}`,
        s.length,
        s.width,
        s.thickness ?? 20,
        JSON.stringify(s.defects ?? []),
        s.status ?? "toPick",
        s.exception ?? false,
      ],
    );
    ids.push(r.rows[0]!.id);
  }
  return ids;
}

/** Waits for every background run of the app to finish. */
export async function layoutIdle(t: TestApp): Promise<void> {
  await layoutRunners.get(t.db)!.idle();
}

/** What /api/layout/runStatus answers. */
export type RunStatus = LayoutRun;

/** Starts a run and waits for its end; returns the final status (throws on a refused start). */
export async function runLayout(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<RunStatus> {
  const res = await t.call<{ runId: string }>("layout/run", body, { token });
  if (!res.result) throw new Error(`layout/run refused: ${res.code} ${res.msg}`);
  await layoutIdle(t);
  const st = await t.call<RunStatus>("layout/runStatus", { runId: res.data.runId }, { token });
  return st.data;
}

/** A plan as /api/layout/proposals answers it. */
export type Plan = LayoutProposedPlan;

/** Re-proves stored plans from scratch: every board its own item (rotation as the run allowed it). */
export async function expectFeasible(
  plans: Plan[],
  rotatable: (boardId: string) => boolean,
  kerf: number,
  stages = 3,
) {
  for (const p of plans) {
    const inst: Instance = {
      items: p.boards.map((b) => ({
        id: b.boardId,
        width: b.length,
        height: b.width,
        rotatable: rotatable(b.boardId),
      })),
      bins: [{ id: p.slabId, width: p.length, height: p.width, copies: 1, defects: p.defects }],
    };
    const plan = {
      slabs: [
        {
          bin: p.slabId,
          placements: p.boards.map((b) => ({ item: b.boardId, x: b.x, y: b.y, w: b.w, h: b.h })),
        },
      ],
    };
    const report = checkPlan(inst, plan, { kerf, stages });
    expect(report.violations).toEqual([]);
    expect(report.feasible).toBe(true);
    const area = p.boards.reduce((a, b) => a + b.length * b.width, 0);
    expect(p.usedArea).toBe(area);
    expect(p.slabArea).toBe(p.length * p.width);
    expect(p.yield).toBeCloseTo(area / (p.length * p.width), 10);
  }
}
