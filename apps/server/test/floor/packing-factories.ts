import type { TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject } from "../inventory/inventory-factories.ts";

/** Packing test data straight into the database: a project with boxes, cut boards, racks on trips, crafts. */

let n = 0;

export async function insertBox(t: TestApp, orgId: string, projectId: string, boxNo = `X${++n}`) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO packing_boxes (org_id, project_id, box_no, length, width, height)
     VALUES ($1, $2, $3, 1200, 800, 600) RETURNING id`,
    [orgId, projectId, boxNo],
  );
  return rows[0]!.id;
}

export async function projectNo(t: TestApp, projectId: string) {
  return (
    await t.db.query<{ project_no: string }>("SELECT project_no FROM projects WHERE id = $1", [projectId])
  ).rows[0]!.project_no;
}

/** A reviewed project, one plane, its boxes. */
export async function packingProject(t: TestApp, orgId: string, boxes = ["B-01", "B-02"]) {
  const projectId = await insertProject(t, orgId);
  const planeId = await insertPlane(t, orgId, projectId);
  const boxIds: string[] = [];
  for (const b of boxes) boxIds.push(await insertBox(t, orgId, projectId, b));
  return { projectId, planeId, boxIds, projectNo: await projectNo(t, projectId) };
}

/** A board of the plane, cut unless `status` says otherwise; optionally on the packing list of `boxId`. */
export async function cutBoard(
  t: TestApp,
  orgId: string,
  p: { projectId: string; planeId: string },
  o: { code?: string; status?: string; boxId?: string; exception?: boolean } = {},
) {
  const id = await insertBoard(t, orgId, p.projectId, p.planeId, {
    code: o.code ?? `PK-${process.pid}-${++n}`,
    length: 1000,
    width: 500,
  });
  await t.db.query("UPDATE project_boards SET status = $2, box_id = $3, exception = $4 WHERE id = $1", [
    id,
    o.status ?? "done",
    o.boxId ?? null,
    o.exception ?? false,
  ]);
  return id;
}

/** An open trip on a new rack carrying the boards, at `stage` in `state`. */
export async function onTrip(
  t: TestApp,
  orgId: string,
  p: { projectId: string; planeId: string },
  boardIds: string[],
  stage = "packing",
  state = "received",
) {
  const number = 1000 + (++n % 8000);
  const rack = await t.db.query<{ id: string }>(
    "INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 10, 20) RETURNING id",
    [orgId, number],
  );
  const rackId = rack.rows[0]!.id;
  const trip = await t.db.query<{ id: string }>(
    `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, opened_at)
     VALUES ($1, $2, $3, $4, ARRAY['cutting', 'packing'], $5, $6, now(), now()) RETURNING id`,
    [orgId, rackId, p.projectId, p.planeId, stage, state],
  );
  const tripId = trip.rows[0]!.id;
  for (const b of boardIds)
    await t.db.query(
      "INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at) VALUES ($1, $2, $3, now())",
      [tripId, b, orgId],
    );
  return { rackId, tripId, rackNo: `RK${String(number).padStart(4, "0")}` };
}

/** A craft line on a board (seq), done when `done` (a craft record by `userId`). */
export async function craftLine(
  t: TestApp,
  orgId: string,
  p: { projectId: string },
  boardId: string,
  seq: number,
  name: string,
  done?: { userId: string },
) {
  const ws = await t.db.query<{ id: string }>(
    "SELECT id FROM workshops WHERE org_id = $1 AND category = 'secondProcessing' ORDER BY is_default DESC LIMIT 1",
    [orgId],
  );
  let workshopId = ws.rows[0]?.id;
  if (!workshopId)
    workshopId = (
      await t.db.query<{ id: string }>(
        "INSERT INTO workshops (org_id, category, name, code) VALUES ($1, 'secondProcessing', '二次加工', $2) RETURNING id",
        [orgId, `SP-${++n}`],
      )
    ).rows[0]!.id;
  const craft = await t.db.query<{ id: string }>(
    "INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen) VALUES ($1, $2, $3, $4, 100) RETURNING id",
    [orgId, ++n, name, workshopId],
  );
  const craftId = craft.rows[0]!.id;
  await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, $2, $3)", [
    boardId,
    seq,
    craftId,
  ]);
  if (done)
    await t.db.query(
      `INSERT INTO craft_records (org_id, project_id, board_id, seq, craft_id, workshop_id, pricing_unit, quantity_milli,
          unit_price_fen, fee_fen, operator_id, done_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'piece', 1000, 100, 100, $7, now())`,
      [orgId, p.projectId, boardId, seq, craftId, workshopId, done.userId],
    );
}

export async function boardRow(t: TestApp, id: string) {
  const { rows } = await t.db.query<{
    box_id: string | null;
    packed_at: Date | null;
    packed_by: string | null;
  }>("SELECT box_id, packed_at, packed_by FROM project_boards WHERE id = $1", [id]);
  return rows[0]!;
}
