import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { boardRow, cutBoard, onTrip, packingProject } from "./packing-factories.ts";

/** Exactly one wins (DESIGN §11): one board into two boxes at once; a seal racing an add. */

let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  ({ orgId } = await createOrg(t, owner));
  token = await login(t, owner);
});
afterAll(() => t.close());

const call = <T = unknown>(path: string, body: unknown) => t.call<T>(path, body, { token, lang: "en-US" });
type Added = { added: { boardId: string }[]; refused: { reason: string }[] };

describe("packing races", () => {
  it("one board into two boxes at once: exactly one box gets it, the other is told where it is", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await packingProject(t, orgId);
      const board = await cutBoard(t, orgId, p);
      const trip = await onTrip(t, orgId, p, [board]);
      const [a, b] = await Promise.all(
        p.boxIds.map((boxId) => call<Added>("packing/add", { boxId, boardIds: [board] })),
      );
      expect([a!.code, b!.code]).toEqual([1, 1]);
      const winners = [a!, b!].filter((r) => r.data!.added.length === 1);
      expect(winners).toHaveLength(1);
      const loser = [a!, b!].find((r) => r.data!.added.length === 0)!;
      expect(loser.data!.refused[0]!.reason).toMatch(/is already in box B-0[12]/);
      const row = await boardRow(t, board);
      expect(p.boxIds).toContain(row.box_id);
      const events = await t.db.query("SELECT 1 FROM box_events WHERE board_id = $1", [board]);
      expect(events.rows).toHaveLength(1);
      const rack = await t.db.query<{ state: string; version: number }>(
        "SELECT state, version FROM rack_trips WHERE id = $1",
        [trip.tripId],
      );
      expect(rack.rows[0]).toEqual({ state: "toReturn", version: 2 });
      const packs = await t.db.query("SELECT 1 FROM rack_events WHERE trip_id = $1", [trip.tripId]);
      expect(packs.rows).toHaveLength(1);
    }
  });

  it("a seal racing an add: either the add is refused on a sealed box or the seal is stale, nothing half-done", async () => {
    const p = await packingProject(t, orgId);
    const [first, second] = [await cutBoard(t, orgId, p), await cutBoard(t, orgId, p)];
    const box = p.boxIds[0]!;
    await call("packing/add", { boxId: box, boardIds: [first] });
    const [add, seal] = await Promise.all([
      call<Added>("packing/add", { boxId: box, boardIds: [second] }),
      call("packing/seal", { boxId: box, version: 2 }),
    ]);
    const packed = (await boardRow(t, second)).packed_at !== null;
    if (seal.code === 1) {
      expect(add.code).toBe(1003);
      expect(packed).toBe(false);
    } else {
      expect(seal.code).toBe(1012);
      expect(add.code).toBe(1);
      expect(packed).toBe(true);
    }
    const events = await t.db.query<{ action: string }>("SELECT action FROM box_events WHERE box_id = $1", [
      box,
    ]);
    expect(events.rows.length).toBe(seal.code === 1 ? 2 : 2);
  });
});
