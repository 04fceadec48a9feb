import type { RackLoaded } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { cutBoards, insertRack, projectWithPlanes } from "./rack-factories.ts";

/** Racks: two operators at once, exactly one wins (docs/api-floor.md, DESIGN §11 "Exactly one wins"). */

let t: TestApp;
let orgId: string;
let tokens: [string, string];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner, "抢架石材"));
  const roleId = await createRole(t, orgId, [1000, 2800], "铁架操作员");
  const worker = await createUser(t);
  await addMember(t, orgId, worker, roleId);
  tokens = [await login(t, owner), await login(t, worker)];
});
afterAll(() => t.close());

const as = <T = unknown>(i: 0 | 1, path: string, body: unknown) =>
  t.call<T>(path, body, { token: tokens[i] });

async function activeTrips(boardIds: string[]) {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rack_trip_boards WHERE board_id = ANY($1) AND unloaded_at IS NULL",
    [boardIds],
  );
  return rows[0]!.n;
}

describe("races", () => {
  it("two operators circulate one rack at once: one wins, the other is told (1012)", async () => {
    for (let round = 0; round < 3; round++) {
      const rack = await insertRack(t, orgId);
      const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
      const boards = await cutBoards(t, orgId, projectId, planes[0]!, 2);
      const gen = await as<RackLoaded>(0, "rackTrip/generate", { rackId: rack.rackId, boardIds: boards.ids });
      const body = { tripId: gen.data.tripId, version: gen.data.version };
      const res = await Promise.all([as(0, "rackTrip/circulate", body), as(1, "rackTrip/circulate", body)]);
      expect(res.map((r) => r.code).sort()).toEqual([1, 1012]);
      const events = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM rack_events WHERE trip_id = $1 AND action = 'circulate'",
        [gen.data.tripId],
      );
      expect(events.rows[0]!.n).toBe(1);
    }
  });

  it("one board generated onto two racks at once: one wins, the other names the rack it is on", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await insertRack(t, orgId);
      const b = await insertRack(t, orgId);
      const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
      const boards = await cutBoards(t, orgId, projectId, planes[0]!, 2);
      const res = await Promise.all([
        as(0, "rackTrip/generate", { rackId: a.rackId, boardIds: boards.ids }),
        as(1, "rackTrip/generate", { rackId: b.rackId, boardIds: [...boards.ids].reverse() }),
      ]);
      expect(res.map((r) => r.code).sort()).toEqual([1, 1003]);
      const loser = res.find((r) => r.code === 1003)!;
      expect(loser.msg).toMatch(/已在铁架 RK\d{4} 上/);
      expect(await activeTrips(boards.ids)).toBe(2);
      const open = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM rack_trips WHERE rack_id = ANY($1) AND closed_at IS NULL",
        [[a.rackId, b.rackId]],
      );
      expect(open.rows[0]!.n).toBe(1);
    }
  });

  it("two generates onto one idle rack at once: one wins, the other is refused (1003)", async () => {
    for (let round = 0; round < 3; round++) {
      const rack = await insertRack(t, orgId);
      const { projectId, planes } = await projectWithPlanes(t, orgId, ["P01"]);
      const one = await cutBoards(t, orgId, projectId, planes[0]!, 1);
      const two = await cutBoards(t, orgId, projectId, planes[0]!, 1);
      const res = await Promise.all([
        as(0, "rackTrip/generate", { rackId: rack.rackId, boardIds: one.ids }),
        as(1, "rackTrip/generate", { rackId: rack.rackId, boardIds: two.ids }),
      ]);
      expect(res.map((r) => r.code).sort()).toEqual([1, 1003]);
      expect(res.find((r) => r.code === 1003)!.msg).toBe(`铁架 ${rack.code} 当前为「已装架」，不能生成`);
      expect(await activeTrips([...one.ids, ...two.ids])).toBe(1);
    }
  });
});
