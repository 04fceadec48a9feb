import {
  type FloorStage,
  nextStage,
  RACK_TRANSITIONS,
  type RackAction,
  type RackState,
  rackCode,
  type TripState,
  tripRoute,
} from "@stoneworks/shared";
import type { SeedContext } from "../../db/seed.ts";
import { writeAudit } from "../../lib/audit.ts";
import * as repo from "./rack-trip.repository.ts";

/**
 * The demo's racks (docs/api-floor.md "Racks", demo data): trips of the in-production project's cut
 * boards in every state — loaded at cutting, in transit to reinforcement (overdue), received at
 * second processing, received at packing (boards without crafts, so they can be packed), to return —
 * and a returned and a cancelled trip in history, by the demo operators 张伟 and 李明. Some cut boards
 * stay off racks for packing straight from the floor. Deterministic: boards by plane and order.
 */

const HOUR = 3_600_000;

interface Board {
  id: string;
  plane_id: string;
  project_id: string;
  project_type: string;
  batch_no: string;
  area: number;
  crafts: boolean;
}

interface TripPlan {
  rack: number;
  plane: number;
  crafts: boolean;
  count: number;
  /** Actions after generate, in order. */
  steps: RackAction[];
  /** Hours ago of the last action (its state's start). */
  lastHoursAgo: number;
}

const PLANS: TripPlan[] = [
  // History first: a trip returned two days ago, one cancelled (generate undone) yesterday.
  {
    rack: 6,
    plane: 0,
    crafts: false,
    count: 2,
    steps: ["circulate", "receive", "circulate", "receive", "dismantle", "return"],
    lastHoursAgo: 40,
  },
  { rack: 7, plane: 1, crafts: true, count: 2, steps: ["cancel"], lastHoursAgo: 20 },
  { rack: 1, plane: 0, crafts: true, count: 3, steps: [], lastHoursAgo: 1 },
  // In transit to reinforcement for 30 hours: over its 24-hour limit (overdue).
  { rack: 2, plane: 0, crafts: true, count: 3, steps: ["circulate"], lastHoursAgo: 30 },
  {
    rack: 3,
    plane: 1,
    crafts: true,
    count: 3,
    steps: ["circulate", "receive", "circulate", "receive"],
    lastHoursAgo: 3,
  },
  {
    rack: 4,
    plane: 1,
    crafts: false,
    count: 3,
    steps: ["circulate", "receive", "circulate", "receive"],
    lastHoursAgo: 2,
  },
  {
    rack: 5,
    plane: 0,
    crafts: false,
    count: 2,
    steps: ["circulate", "receive", "circulate", "receive", "dismantle"],
    lastHoursAgo: 5,
  },
];

export async function seedRackTrips(ctx: SeedContext): Promise<void> {
  const { q, orgId } = ctx;
  const { rows: boards } = await q.query<Board>(
    `SELECT pb.id, pb.plane_id, pb.project_id, p.project_type, pl.batch_no, (pb.length * pb.width)::int AS area,
            EXISTS (SELECT 1 FROM project_board_crafts c WHERE c.board_id = pb.id) AS crafts
       FROM project_boards pb JOIN projects p ON p.id = pb.project_id JOIN planes pl ON pl.id = pb.plane_id
      WHERE pb.org_id = $1 AND p.review_status = 'reviewed' AND pb.status = 'done' AND NOT pb.exception
        AND pb.packed_at IS NULL
      ORDER BY p.project_no, pl.seq, pb.seq`,
    [orgId],
  );
  const planeIds = [...new Set(boards.map((b) => b.plane_id))];
  if (planeIds.length === 0) return;
  const ops = await q.query<{ id: string; phone: string }>(
    "SELECT id, phone FROM users WHERE phone IN ('13800000003', '13800000002') ORDER BY phone DESC",
  );
  const operators = ops.rows.length ? ops.rows.map((r) => r.id) : [ctx.adminUserId];
  const used = new Set<string>();
  for (const [i, plan] of PLANS.entries()) {
    const planeId = planeIds[Math.min(plan.plane, planeIds.length - 1)]!;
    const rackRow = await q.query<{ id: string; max_value: string }>(
      "SELECT id, max_value::text FROM racks WHERE org_id = $1 AND number = $2",
      [orgId, plan.rack],
    );
    const rack = rackRow.rows[0];
    if (!rack) continue;
    const max = Number(rack.max_value) * 1_000_000;
    const pick: Board[] = [];
    let area = 0;
    for (const b of boards) {
      if (pick.length >= plan.count) break;
      if (used.has(b.id) || b.plane_id !== planeId || b.crafts !== plan.crafts || area + b.area > max)
        continue;
      pick.push(b);
      area += b.area;
    }
    if (pick.length === 0) continue;
    // Boards of a finished trip are free again; those of an open trip stay on it.
    const closes = plan.steps.includes("return") || plan.steps.includes("cancel");
    if (!closes) for (const b of pick) used.add(b.id);
    await runTrip(ctx, { id: rack.id, number: plan.rack }, pick, plan, operators, i);
  }
}

async function runTrip(
  ctx: SeedContext,
  rack: { id: string; number: number },
  boards: Board[],
  plan: TripPlan,
  operators: string[],
  n: number,
) {
  const { q, orgId, now } = ctx;
  const first = boards[0]!;
  const route = tripRoute({
    reinforcement: await repo.reinforcementOf(q, orgId, first.project_type),
    hasCrafts: boards.some((b) => b.crafts),
  });
  const steps = plan.steps.length;
  const at = (k: number) => new Date(now.getTime() - (plan.lastHoursAgo + (steps - k) * 2) * HOUR);
  const who = (k: number) => operators[(n + k) % operators.length]!;
  const area = boards.reduce((s, b) => s + b.area, 0);
  const trip = await repo.insertTrip(q, {
    orgId,
    rackId: rack.id,
    projectId: first.project_id,
    planeId: first.plane_id,
    route,
    userId: who(0),
    now: at(0),
  });
  await repo.insertTripBoards(
    q,
    orgId,
    trip.id,
    boards.map((b) => b.id),
    at(0),
  );
  const event = async (
    k: number,
    action: RackAction,
    from: string,
    to: string,
    stage: FloorStage,
    load: { boards: number; areaMm2: number },
  ) => {
    await repo.insertRackEvent(q, {
      orgId,
      rackId: rack.id,
      tripId: trip.id,
      action,
      from,
      to,
      stage,
      ...load,
      userId: who(k),
      now: at(k),
    });
    await writeAudit(q, {
      orgId,
      actorUserId: who(k),
      entity: "rackTrip",
      entityId: trip.id,
      action,
      from,
      to,
      detail: { rackId: rack.id, code: rackCode(rack.number), stage, ...load },
      at: at(k),
    });
  };
  await event(0, "generate", "idle", "loaded", "cutting", { boards: boards.length, areaMm2: area });
  let state: RackState = "loaded";
  let stage: FloorStage = "cutting";
  let version = trip.version;
  for (const [i, action] of plan.steps.entries()) {
    const k = i + 1;
    const to: RackState | undefined = RACK_TRANSITIONS[state][action];
    if (!to) break;
    const tripState: TripState =
      action === "cancel" ? "cancelled" : action === "return" ? "returned" : (to as TripState);
    if (action === "circulate") stage = nextStage(route, stage) ?? stage;
    const load =
      action === "cancel" || action === "dismantle"
        ? await repo.unloadTrip(q, trip.id, at(k))
        : action === "return"
          ? { boards: 0, areaMm2: 0 }
          : { boards: boards.length, areaMm2: area };
    version = (await repo.moveTrip(
      q,
      { id: trip.id, version },
      { state: tripState, stage, userId: who(k), now: at(k) },
    ))!;
    await event(k, action, state, tripState, stage, load);
    state = to;
  }
}
