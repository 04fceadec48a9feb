import type { Queryable } from "../../src/db/db.ts";
import { acceptPlan } from "../../src/modules/inventory/cutting-plan.service.ts";
import type { TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject, insertSlab } from "../inventory/inventory-factories.ts";

/** Cutting test data: a reviewed project whose boards are planned on slabs picked onto a device table. */

let n = 0;

export async function insertDevice(q: Queryable, orgId: string, code = `CUT-${++n}-${process.pid}`) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO devices (org_id, code, series, max_length, max_width, max_thickness)
     VALUES ($1, $2, 'S600', 3600, 2000, 50) RETURNING id`,
    [orgId, code],
  );
  return rows[0]!.id;
}

/** A slab on a device table (toCut unless said), with `boards` planned on it from `planeId`. */
export async function slabWithBoards(
  t: TestApp,
  o: {
    orgId: string;
    userId: string;
    projectId: string;
    planeId: string;
    deviceId: string | null;
    tableSide?: "A" | "B";
    status?: string;
    boards: number;
    barcode?: string;
  },
) {
  const slabId = await insertSlab(t, o.orgId, { status: o.status ?? "toCut", barcode: o.barcode });
  const boardIds: string[] = [];
  for (let i = 0; i < o.boards; i++)
    boardIds.push(await insertBoard(t, o.orgId, o.projectId, o.planeId, { length: 600, width: 500 }));
  if (boardIds.length > 0)
    await t.db.tx((q) =>
      acceptPlan(q, {
        orgId: o.orgId,
        userId: o.userId,
        slabId,
        projectId: o.projectId,
        planeId: o.planeId,
        source: "manual",
        kerf: 4,
        stages: 3,
        placements: boardIds.map((boardId, i) => ({
          boardId,
          x: (i % 4) * 700,
          y: Math.floor(i / 4) * 600,
          rotated: false,
        })),
        now: new Date(),
      }),
    );
  if (o.deviceId)
    await t.db.query("UPDATE slabs SET device_id = $2, table_side = $3 WHERE id = $1", [
      slabId,
      o.deviceId,
      o.tableSide ?? "A",
    ]);
  return { slabId, boardIds };
}

export async function newProject(t: TestApp, orgId: string) {
  const projectId = await insertProject(t, orgId);
  const planeId = await insertPlane(t, orgId, projectId);
  return { projectId, planeId };
}

/** An issued production plan holding `slabIds` on device table A in this order. */
export async function insertIssuedPlan(q: Queryable, orgId: string, deviceId: string, slabIds: string[]) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO production_plans (org_id, plan_no, plan_date, status, issued_at)
     VALUES ($1, $2, current_date, 'issued', now()) RETURNING id`,
    [orgId, `PP-${++n}-${process.pid}`],
  );
  const planId = rows[0]!.id;
  for (const [i, slabId] of slabIds.entries())
    await q.query(
      `INSERT INTO production_plan_slabs (plan_id, org_id, slab_id, device_id, table_side, seq)
       VALUES ($1, $2, $3, $4, 'A', $5)`,
      [planId, orgId, slabId, deviceId, i + 1],
    );
  return planId;
}

export async function slabRow(t: TestApp, slabId: string) {
  const { rows } = await t.db.query<{ status: string; version: number; started_by: string | null }>(
    "SELECT status, version, started_by FROM slabs WHERE id = $1",
    [slabId],
  );
  return rows[0]!;
}

export async function boardStates(t: TestApp, boardIds: string[]) {
  const { rows } = await t.db.query<{ status: string }>(
    "SELECT status FROM project_boards WHERE id = ANY($1::uuid[]) ORDER BY id",
    [boardIds],
  );
  return rows.map((r) => r.status);
}
