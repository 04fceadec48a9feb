import { craftFeeFen } from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import * as repo from "./craft-work.repository.ts";

/**
 * Demo data of crafts done (docs/api-floor.md "Crafts done"): the demo crafts' pricing units (edges per
 * metre, surfaces per m², holes and inlays per piece), imported quantities on some craft lines, and
 * craft records with their fees, always in line order, by the enterprise's members: on a rack received
 * at second processing, every board but the last has its first workshop's lines done since it arrived;
 * on a rack past second processing, every line; and of up to 18 cut boards off racks, one in three
 * waits, one in three has its first workshop's lines done, one in three every line (packable).
 */

const UNITS: Record<string, "piece" | "metre" | "squareMetre"> = {
  磨边: "metre",
  倒角: "metre",
  开槽: "metre",
  开孔: "piece",
  水刀拼花: "piece",
  抛光: "squareMetre",
  火烧面: "squareMetre",
  荔枝面: "squareMetre",
  背网: "squareMetre",
  防护: "squareMetre",
  打包: "piece",
  贴标: "piece",
};

export async function seedCraftWork(ctx: SeedContext): Promise<void> {
  const { q, orgId, now } = ctx;
  for (const [name, unit] of Object.entries(UNITS))
    await q.query("UPDATE crafts SET pricing_unit = $3 WHERE org_id = $1 AND name = $2", [orgId, name, unit]);

  // Imported quantities: holes counted per board (2 or 3 holes), a longer groove on every third board.
  await q.query(
    `UPDATE project_board_crafts bc SET quantity_milli = CASE WHEN b.seq % 2 = 0 THEN 2000 ELSE 3000 END
       FROM project_boards b, crafts c
      WHERE b.id = bc.board_id AND c.id = bc.craft_id AND b.org_id = $1 AND c.name = '开孔'`,
    [orgId],
  );
  await q.query(
    `UPDATE project_board_crafts bc SET quantity_milli = (GREATEST(b.length, b.width) * 2)::bigint
       FROM project_boards b, crafts c
      WHERE b.id = bc.board_id AND c.id = bc.craft_id AND b.org_id = $1 AND c.name = '开槽' AND b.seq % 3 = 0`,
    [orgId],
  );

  const operators = (
    await q.query<{ user_id: string }>(
      "SELECT user_id FROM members WHERE org_id = $1 AND status = 'enabled' ORDER BY staff_no NULLS LAST, created_at, id",
      [orgId],
    )
  ).rows.map((r) => r.user_id);
  if (operators.length === 0) operators.push(ctx.adminUserId);

  // Boards on racks (the rack seed's), by where their trip is: received at second processing, every
  // board but the last has its first workshop's lines done (the last waits, so the whole rack can be
  // confirmed), done just after the rack arrived; past second processing, every line.
  const onRacks = await q.query<{
    board_id: string;
    trip_id: string;
    stage: string;
    state: string;
    since: Date;
  }>(
    `SELECT tb.board_id, t.id AS trip_id, t.stage, t.state, t.state_since AS since
       FROM rack_trip_boards tb JOIN rack_trips t ON t.id = tb.trip_id
       JOIN project_boards b ON b.id = tb.board_id
      WHERE t.org_id = $1 AND b.status = 'done' AND NOT b.exception
        AND EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = tb.board_id)
        AND (t.stage IN ('secondProcessing', 'packing') OR t.state IN ('toReturn', 'returned'))
      ORDER BY t.opened_at, t.id, b.code`,
    [orgId],
  );
  const MIN = 60_000;
  const plan: { boardId: string; all: boolean; at: () => Date }[] = [];
  const seen = new Set<string>();
  /** The times of a run of lines, one after the other. */
  const clock = (start: number, stepMin: number) => {
    let k = 0;
    return () => new Date(start + k++ * stepMin * MIN);
  };
  const looseAt = clock(now.getTime() - 44 * 60 * MIN, 30);
  const tripAt = new Map<string, () => Date>();
  for (const r of onRacks.rows) {
    if (seen.has(r.board_id)) continue;
    seen.add(r.board_id);
    const atSecond = r.stage === "secondProcessing" && r.state === "received";
    if (atSecond) {
      const last = onRacks.rows.filter((x) => x.trip_id === r.trip_id).at(-1)!;
      if (last.board_id === r.board_id) continue;
      if (!tripAt.has(r.trip_id)) tripAt.set(r.trip_id, clock(new Date(r.since).getTime() + 15 * MIN, 15));
      plan.push({ boardId: r.board_id, all: false, at: tripAt.get(r.trip_id)! });
    } else plan.push({ boardId: r.board_id, all: true, at: looseAt });
  }
  // Cut boards off racks: one in three waits for its crafts, one in three has its first workshop's
  // lines done, one in three every line (those can be packed), over the last two days.
  const cut = await q.query<{ id: string }>(
    `SELECT b.id FROM project_boards b JOIN projects p ON p.id = b.project_id
      WHERE b.org_id = $1 AND b.status = 'done' AND NOT b.exception AND p.review_status = 'reviewed'
        AND EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = b.id)
        AND NOT EXISTS (SELECT 1 FROM rack_trip_boards tb WHERE tb.board_id = b.id AND tb.unloaded_at IS NULL)
      ORDER BY p.project_no, b.seq LIMIT 18`,
    [orgId],
  );
  for (const [i, r] of cut.rows.entries())
    if (i % 3 !== 0 && !seen.has(r.id)) plan.push({ boardId: r.id, all: i % 3 === 2, at: looseAt });
  // A finished project's boards had every craft done before they were packed: the hours before its
  // packing, a minute a line (the demo never seals a board with crafts pending).
  const finished = await q.query<{ id: string; packed: Date }>(
    `SELECT b.id, COALESCE(b.packed_at, p.reviewed_at, $2::timestamptz) AS packed
       FROM project_boards b JOIN projects p ON p.id = b.project_id
      WHERE b.org_id = $1 AND p.review_status = 'done' AND b.status = 'done'
        AND EXISTS (SELECT 1 FROM project_board_crafts bc WHERE bc.board_id = b.id
                      AND NOT EXISTS (SELECT 1 FROM craft_records r WHERE r.board_id = b.id AND r.seq = bc.seq))
      ORDER BY p.project_no, b.seq`,
    [orgId, now],
  );
  const finishedAt = new Map<string, () => Date>();
  for (const r of finished.rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const key = new Date(r.packed).toISOString();
    if (!finishedAt.has(key)) finishedAt.set(key, clock(new Date(r.packed).getTime() - 20 * 60 * MIN, 1));
    plan.push({ boardId: r.id, all: true, at: finishedAt.get(key)! });
  }
  if (plan.length === 0) return;

  const ids = plan.map((p) => p.boardId);
  const boards = new Map((await repo.boardsByIds(q, orgId, ids)).map((b) => [b.id, b]));
  const lines = await repo.boardLines(q, orgId, ids);
  const values: repo.RecordValues[] = [];
  for (const [i, p] of plan.entries()) {
    const b = boards.get(p.boardId)!;
    const pending = lines.filter((l) => l.board_id === p.boardId && !l.done);
    const operatorId = operators[i % operators.length]!;
    let workshop = pending[0]?.workshop_id;
    for (const l of pending) {
      if (!p.all && l.workshop_id !== workshop) break;
      workshop = l.workshop_id;
      const quantityMilli = Number(l.quantity_milli);
      const unitPriceFen = Number(l.price_fen);
      values.push({
        orgId,
        projectId: b.project_id,
        boardId: b.id,
        seq: l.seq,
        craftId: l.craft_id,
        workshopId: l.workshop_id,
        tripId: b.trip_id,
        pricingUnit: l.pricing_unit,
        quantityMilli,
        unitPriceFen,
        feeFen: craftFeeFen(quantityMilli, unitPriceFen),
        operatorId,
        // Each line after the one before it.
        at: p.at(),
      });
    }
  }
  await repo.insertRecords(q, values);
  for (const p of plan) {
    const done = values.filter((v) => v.boardId === p.boardId);
    if (done.length === 0) continue;
    await writeAudit(q, {
      orgId,
      actorUserId: done[0]!.operatorId,
      entity: "board",
      entityId: p.boardId,
      action: "craftsDone",
      to: done
        .map((v) => lines.find((l) => l.board_id === v.boardId && l.seq === v.seq)!.craft_name)
        .join(","),
      detail: {
        workshopId: done[0]!.workshopId,
        tripId: done[0]!.tripId,
        seqs: done.map((v) => v.seq),
        feeFen: done.reduce((n, v) => n + v.feeFen, 0),
      },
      at: done.at(-1)!.at,
    });
  }
}
