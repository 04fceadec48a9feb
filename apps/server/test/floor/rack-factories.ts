import type { TestApp } from "../helper.ts";
import { insertBoard, insertPlane, insertProject } from "../inventory/inventory-factories.ts";

/** Rack-trip test data straight into the database: racks, cut boards of a plane, craft lines. */

let n = 0;

/** A rack numbered `number` (default: the next free one) with these values in m². */
export async function insertRack(
  t: TestApp,
  orgId: string,
  o: { number?: number; safety?: string; max?: string; location?: string } = {},
) {
  const number =
    o.number ??
    (
      await t.db.query<{ n: number }>(
        "SELECT COALESCE(max(number), 0)::int + 1 AS n FROM racks WHERE org_id = $1",
        [orgId],
      )
    ).rows[0]!.n;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO racks (org_id, number, safety_value, max_value, location) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [orgId, number, o.safety ?? "8.00", o.max ?? "10.00", o.location ?? "A 区"],
  );
  return { rackId: rows[0]!.id, number, code: `RK${String(number).padStart(4, "0")}` };
}

/** A reviewed project with planes named `batchNos`. */
export async function projectWithPlanes(t: TestApp, orgId: string, batchNos: string[]) {
  const projectId = await insertProject(t, orgId);
  const planes: string[] = [];
  for (const b of batchNos) planes.push(await insertPlane(t, orgId, projectId, b));
  return { projectId, planes };
}

/** `count` boards of a plane, cut (status done) unless said, each length × width mm. */
export async function cutBoards(
  t: TestApp,
  orgId: string,
  projectId: string,
  planeId: string,
  count: number,
  o: { length?: number; width?: number; status?: string; prefix?: string } = {},
) {
  const ids: string[] = [];
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `${o.prefix ?? "JJ"}-${process.pid % 1000}-${String(++n).padStart(5, "0")}`;
    const id = await insertBoard(t, orgId, projectId, planeId, {
      code,
      length: o.length ?? 1000,
      width: o.width ?? 1000,
    });
    ids.push(id);
    codes.push(code);
  }
  await t.db.query("UPDATE project_boards SET status = $2 WHERE id = ANY($1::uuid[])", [
    ids,
    o.status ?? "done",
  ]);
  return { ids, codes };
}

/** A craft line on each board (the enterprise's default second-processing workshop). */
export async function addCraftLines(t: TestApp, orgId: string, boardIds: string[]) {
  const ws = await t.db.query<{ id: string }>(
    "SELECT id FROM workshops WHERE org_id = $1 AND category = 'secondProcessing' ORDER BY created_at LIMIT 1",
    [orgId],
  );
  let workshopId = ws.rows[0]?.id;
  if (!workshopId) {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO workshops (org_id, category, name, code) VALUES ($1, 'secondProcessing', '二次加工', $2) RETURNING id`,
      [orgId, `SP-${++n}`],
    );
    workshopId = rows[0]!.id;
  }
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen) VALUES ($1, 1, '磨边', $2, 500) RETURNING id`,
    [orgId, workshopId],
  );
  for (const b of boardIds)
    await t.db.query("INSERT INTO project_board_crafts (board_id, seq, craft_id) VALUES ($1, 1, $2)", [
      b,
      rows[0]!.id,
    ]);
}
