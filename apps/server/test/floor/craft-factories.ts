import type { PricingUnit } from "@stoneworks/shared";
import type { Queryable } from "../../src/db/db.ts";
import type { TestApp } from "../helper.ts";
import { insertBoard } from "../inventory/inventory-factories.ts";

/** Crafts-done test data straight into the database: workshops, crafts, cut boards with craft lines, racks on trips. */

let n = 0;
const uniq = () => `${process.pid}-${++n}`;

export async function insertWorkshop(
  q: Queryable,
  orgId: string,
  name: string,
  category = "secondProcessing",
) {
  const { rows } = await q.query<{ id: string }>(
    "INSERT INTO workshops (org_id, category, name, code) VALUES ($1, $2, $3, $4) RETURNING id",
    [orgId, category, name, `W-${uniq()}`],
  );
  return rows[0]!.id;
}

export async function insertCraft(
  q: Queryable,
  orgId: string,
  c: { name: string; workshopId: string; priceFen: number; unit?: PricingUnit; priority?: number },
) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO crafts (org_id, priority, name, workshop_id, unit_price_fen, pricing_unit)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [orgId, c.priority ?? 0, c.name, c.workshopId, c.priceFen, c.unit ?? "piece"],
  );
  return rows[0]!.id;
}

/** The project type's process-flow step for a craft at its own price. */
export async function insertFlowStep(q: Queryable, orgId: string, craftId: string, priceFen: number) {
  await q.query(
    `INSERT INTO process_flows (org_id, project_type) VALUES ($1, 'engineering') ON CONFLICT DO NOTHING`,
    [orgId],
  );
  await q.query(
    `INSERT INTO process_flow_steps (org_id, project_type, seq, craft_id, unit_price_fen)
     VALUES ($1, 'engineering', (SELECT count(*) + 1 FROM process_flow_steps WHERE org_id = $1), $2, $3)`,
    [orgId, craftId, priceFen],
  );
}

/** A board (cut unless said) with craft lines in this order (quantity in thousandths, or the default). */
export async function boardWithCrafts(
  t: TestApp,
  o: {
    orgId: string;
    projectId: string;
    planeId: string;
    length?: number;
    width?: number;
    status?: string;
    exception?: boolean;
    code?: string;
    crafts: { craftId: string; quantityMilli?: number }[];
  },
) {
  const boardId = await insertBoard(t, o.orgId, o.projectId, o.planeId, {
    code: o.code,
    length: o.length ?? 1200,
    width: o.width ?? 600,
  });
  await t.db.query("UPDATE project_boards SET status = $2, exception = $3 WHERE id = $1", [
    boardId,
    o.status ?? "done",
    o.exception ?? false,
  ]);
  for (const [i, c] of o.crafts.entries())
    await t.db.query(
      "INSERT INTO project_board_crafts (board_id, seq, craft_id, quantity_milli) VALUES ($1, $2, $3, $4)",
      [boardId, i + 1, c.craftId, c.quantityMilli ?? null],
    );
  const { rows } = await t.db.query<{ code: string }>("SELECT code FROM project_boards WHERE id = $1", [
    boardId,
  ]);
  return { boardId, code: rows[0]!.code };
}

/** A rack (number given) on an open trip at `stage` in `state`, carrying these boards. */
export async function rackOnTrip(
  q: Queryable,
  o: {
    orgId: string;
    projectId: string;
    planeId: string;
    number: number;
    stage: string;
    state: string;
    boardIds: string[];
  },
) {
  const rack = await q.query<{ id: string }>(
    "INSERT INTO racks (org_id, number, safety_value, max_value) VALUES ($1, $2, 10, 20) RETURNING id",
    [o.orgId, o.number],
  );
  const rackId = rack.rows[0]!.id;
  const trip = await q.query<{ id: string }>(
    `INSERT INTO rack_trips (org_id, rack_id, project_id, plane_id, route, stage, state, state_since, opened_at)
     VALUES ($1, $2, $3, $4, '{cutting,secondProcessing,packing}', $5, $6, now(), now()) RETURNING id`,
    [o.orgId, rackId, o.projectId, o.planeId, o.stage, o.state],
  );
  const tripId = trip.rows[0]!.id;
  for (const b of o.boardIds)
    await q.query(
      "INSERT INTO rack_trip_boards (trip_id, board_id, org_id, loaded_at) VALUES ($1, $2, $3, now())",
      [tripId, b, o.orgId],
    );
  return { rackId, tripId };
}
