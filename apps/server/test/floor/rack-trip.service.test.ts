import { Code } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberCtx } from "../../src/lib/context.ts";
import { confirm } from "../../src/modules/floor/craft-work.service.ts";
import { move } from "../../src/modules/floor/rack-trip.service.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { newProject } from "../production/cutting-factories.ts";
import { boardWithCrafts, insertCraft, insertWorkshop, rackOnTrip } from "./craft-factories.ts";
import { ownerContext } from "./service-context.ts";

/**
 * The stage gate on the service itself (no HTTP): a rack does not leave a stage while a board on it has
 * a craft of that stage pending; nothing about the trip changes; once the craft is done it goes.
 */

let t: TestApp;
let ctx: MemberCtx;
let orgId: string;
let shop: string;
let edge: string;
let number = 7600;

beforeAll(async () => {
  t = await createTestApp();
  ({ ctx, orgId } = await ownerContext(t));
  shop = await insertWorkshop(t.db, orgId, "磨边车间");
  edge = await insertCraft(t.db, orgId, { name: "磨边", workshopId: shop, priceFen: 100 });
});
afterAll(() => t.close());

const tripRow = async (tripId: string) =>
  (
    await t.db.query<{ stage: string; state: string; version: number }>(
      "SELECT stage, state, version FROM rack_trips WHERE id = $1",
      [tripId],
    )
  ).rows[0]!;
const circulations = async (tripId: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rack_events WHERE trip_id = $1 AND action = 'circulate'",
      [tripId],
    )
  ).rows[0]!.n;

describe("rackTrip.move circulate", () => {
  it("refuses to leave a stage with crafts pending, changing nothing; lets it go once they are done", async () => {
    const { projectId, planeId } = await newProject(t, orgId);
    const board = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [{ craftId: edge }] });
    const plain = await boardWithCrafts(t, { orgId, projectId, planeId, crafts: [] });
    const { tripId } = await rackOnTrip(t.db, {
      orgId,
      projectId,
      planeId,
      number: ++number,
      stage: "secondProcessing",
      state: "received",
      boardIds: [board.boardId, plain.boardId],
    });
    const before = await tripRow(tripId);

    const refused = move(ctx, { action: "circulate", tripId, version: before.version });
    await expect(refused).rejects.toMatchObject({
      code: Code.InvalidState,
      options: {
        msgKey: "floor.rack.workPending",
        data: { action: "circulate", stage: "secondProcessing", boards: [{ boardId: board.boardId }] },
      },
    });
    expect(await tripRow(tripId)).toEqual(before);
    expect(await circulations(tripId)).toBe(0);

    await confirm(ctx, { workshopId: shop, boardIds: [board.boardId] });
    const moved = await move(ctx, { action: "circulate", tripId, version: before.version });
    expect(moved).toMatchObject({ stage: "packing", state: "inTransit" });
    expect(await circulations(tripId)).toBe(1);
  });
});
